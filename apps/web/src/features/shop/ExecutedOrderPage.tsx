import { PageCard } from '../jobs/components/PageCard';
import { OrderTable } from './components/OrderTable';

/** 最终订单 (/new/shoppingStore/executedOrder). */
export function ExecutedOrderPage() {
  return (
    <PageCard title="最终订单" testId="shop-orders">
      <OrderTable />
    </PageCard>
  );
}
