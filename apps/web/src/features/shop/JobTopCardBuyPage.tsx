import { PageCard } from '../jobs/components/PageCard';
import { ProductCatalogue } from './components/ProductCatalogue';

/** 购买职位置顶卡 (/new/shoppingStore/jobTopCardBuy): one card pins one job for one day. */
export function JobTopCardBuyPage() {
  return (
    <PageCard title="购买职位置顶卡" testId="shop-top-buy">
      <ProductCatalogue filter={(product) => product.asset === 'job_top'} />
    </PageCard>
  );
}
