import { useState } from 'react';
import { App, Button, Card, Col, Empty, InputNumber, Row, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CreateOrderInput, formatYuan, priceOf, type Product } from '@ehire/domain/contracts/toolbox';
import { zodMessage } from '../../jobs/utils/zod-rule';
import { SHOP_KEYS, useShopApi } from '../api/shop-api';
import { QuoteDialog } from './QuoteDialog';

/** Products as cards: unit, price tiers, validity; 立即购买 (order 待付款) or 申请报价. */
export function ProductCatalogue({ filter }: { filter?: (product: Product) => boolean }) {
  const api = useShopApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const products = useQuery({ queryKey: SHOP_KEYS.products, queryFn: () => api.products() });
  // null: the field was emptied (refused on 立即购买 like zero or a negative number).
  const [quantities, setQuantities] = useState<Record<string, number | null>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [quoting, setQuoting] = useState<Product | null>(null);
  const buy = useMutation({
    mutationFn: ({ product, quantity }: { product: Product; quantity: number }) =>
      api.createOrder({ productId: product.id, quantity }),
    onSuccess: async (order) => {
      void message.success(`订单 ${order.orderNo} 已创建，请银行转账后联系客服确认付款`);
      await queryClient.invalidateQueries({ queryKey: SHOP_KEYS.orders });
      void navigate('/new/shoppingStore/executedOrder');
    },
  });
  /** The contract's quantity rule (购买数量必须为正整数) before anything is sent. */
  const tryBuy = (product: Product) => {
    const quantity = quantities[product.id] === undefined ? 1 : quantities[product.id];
    const problem = zodMessage(CreateOrderInput.shape.quantity, quantity ?? undefined);
    setProblems((p) => ({ ...p, [product.id]: problem ?? '' }));
    if (problem === null) buy.mutate({ product, quantity: quantity as number });
  };
  const list = (products.data?.list ?? []).filter((p) => (filter ? filter(p) : true));
  if (!products.isLoading && list.length === 0) return <Empty description="暂无可购买的商品" />;
  return (
    <>
      <Row gutter={[16, 16]}>
        {list.map((product) => {
          const quantity = quantities[product.id] === undefined ? 1 : quantities[product.id];
          const problem = problems[product.id];
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
                    status={problem ? 'error' : undefined}
                    value={quantity}
                    onChange={(value) =>
                      setQuantities((q) => ({ ...q, [product.id]: value === null ? null : Number(value) }))
                    }
                    suffix={product.unit}
                  />
                  <span>
                    合计 {formatYuan(quantity && quantity > 0 ? priceOf(product.priceTiers, quantity) : 0)}
                  </span>
                </Space>
                {problem ? (
                  <Typography.Text type="danger" style={{ display: 'block' }} data-testid="buy-problem">
                    {problem}
                  </Typography.Text>
                ) : null}
                <Space style={{ marginTop: 12, display: 'flex' }}>
                  <Button type="primary" loading={buy.isPending} onClick={() => tryBuy(product)}>
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
