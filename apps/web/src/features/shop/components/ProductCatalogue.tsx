import { useState } from 'react';
import { App, Button, Card, Col, Empty, InputNumber, Row, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatYuan, priceOf, type Product } from '@ehire/domain/contracts/toolbox';
import { SHOP_KEYS, useShopApi } from '../api/shop-api';
import { QuoteDialog } from './QuoteDialog';

/** Products as cards: unit, price tiers, validity; 立即购买 (order 待付款) or 申请报价. */
export function ProductCatalogue({ filter }: { filter?: (product: Product) => boolean }) {
  const api = useShopApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const products = useQuery({ queryKey: SHOP_KEYS.products, queryFn: () => api.products() });
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [quoting, setQuoting] = useState<Product | null>(null);
  const buy = useMutation({
    mutationFn: (product: Product) =>
      api.createOrder({ productId: product.id, quantity: quantities[product.id] ?? 1 }),
    onSuccess: async (order) => {
      void message.success(`订单 ${order.orderNo} 已创建，请银行转账后联系客服确认付款`);
      await queryClient.invalidateQueries({ queryKey: SHOP_KEYS.orders });
      void navigate('/new/shoppingStore/executedOrder');
    },
  });
  const list = (products.data?.list ?? []).filter((p) => (filter ? filter(p) : true));
  if (!products.isLoading && list.length === 0) return <Empty description="暂无可购买的商品" />;
  return (
    <>
      <Row gutter={[16, 16]}>
        {list.map((product) => {
          const quantity = quantities[product.id] ?? 1;
          return (
            <Col key={product.id} xs={24} md={12} xl={8}>
              <Card title={product.name} data-testid={`product-${product.id}`}>
                <Typography.Paragraph type="secondary">{product.description}</Typography.Paragraph>
                <Space wrap style={{ marginBottom: 8 }}>
                  {product.priceTiers.map((tier) => (
                    <Tag key={tier.minQuantity}>
                      {tier.minQuantity}
                      {product.unit}起 {formatYuan(tier.unitPriceCents)}/{product.unit}
                    </Tag>
                  ))}
                </Space>
                <div>有效期：{product.validityDays > 0 ? `${product.validityDays}天` : '长期有效'}</div>
                <Space style={{ marginTop: 12 }} wrap>
                  <InputNumber
                    aria-label="购买数量"
                    min={1}
                    value={quantity}
                    onChange={(value) => setQuantities((q) => ({ ...q, [product.id]: Number(value ?? 1) }))}
                    addonAfter={product.unit}
                  />
                  <span>合计 {formatYuan(priceOf(product.priceTiers, quantity))}</span>
                </Space>
                <Space style={{ marginTop: 12, display: 'flex' }}>
                  <Button type="primary" loading={buy.isPending} onClick={() => buy.mutate(product)}>
                    立即购买
                  </Button>
                  <Button onClick={() => setQuoting(product)}>申请报价</Button>
                </Space>
              </Card>
            </Col>
          );
        })}
      </Row>
      <QuoteDialog product={quoting} open={quoting !== null} onClose={() => setQuoting(null)} />
    </>
  );
}
