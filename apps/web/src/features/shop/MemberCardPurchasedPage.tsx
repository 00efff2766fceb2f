import { PageCard } from '../jobs/components/PageCard';
import { OrderTable } from './components/OrderTable';

/** 已购会员卡 (/new/shoppingStore/memberCardPurchased): membership orders. */
export function MemberCardPurchasedPage() {
  return (
    <PageCard title="已购会员卡" testId="shop-member-orders">
      <OrderTable filter={(order) => order.kind === 'membership'} />
    </PageCard>
  );
}
