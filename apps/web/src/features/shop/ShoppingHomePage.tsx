import { useState } from 'react';
import { Button } from 'antd';
import { PageCard } from '../jobs/components/PageCard';
import { ProductCatalogue } from './components/ProductCatalogue';
import { QuoteDialog } from './components/QuoteDialog';

/** 工具箱首页 (/new/shoppingStore/shoppingHome): the provider's catalogue. */
export function ShoppingHomePage() {
  const [contact, setContact] = useState(false);
  return (
    <PageCard
      title="工具箱"
      testId="shop-home"
      extra={<Button onClick={() => setContact(true)}>购买咨询</Button>}
    >
      <ProductCatalogue />
      <QuoteDialog product={null} open={contact} onClose={() => setContact(false)} />
    </PageCard>
  );
}
