import { PageCard } from '../jobs/components/PageCard';
import { ProductCatalogue } from './components/ProductCatalogue';

/** 购买置顶卡 (/new/shoppingStore/campusBrandCardBuy). */
export function CampusBrandCardBuyPage() {
  return (
    <PageCard title="购买置顶卡" testId="shop-brand-buy">
      <ProductCatalogue filter={(product) => product.asset === 'brand_card'} />
    </PageCard>
  );
}
