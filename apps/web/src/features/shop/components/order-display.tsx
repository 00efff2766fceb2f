import { Descriptions, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  ASSET_LABEL,
  formatYuan,
  ORDER_STATUS_LABEL,
  type Order,
  type OrderStatus,
} from '@ehire/domain/contracts/toolbox';
import { formatDateTime } from '@ehire/domain/text/date-format';

/**
 * How an order reads wherever it is listed: the tenant's 最终订单 and the provider's 订单 in /ops
 * show the same grant, status tag, columns and invoice details.
 */
const STATUS_COLOR: Record<OrderStatus, string> = {
  pending: 'orange',
  paid: 'blue',
  fulfilled: 'green',
  cancelled: 'default',
  refunded: 'red',
};

function OrderStatusTag({ order }: { order: Order }) {
  return (
    <Tag color={STATUS_COLOR[order.status]} data-testid={`order-status-${order.id}`}>
      {ORDER_STATUS_LABEL[order.status]}
    </Tag>
  );
}

/** What an order grants: N units of an asset, or N months of membership. */
export function grantOf(order: Order): string {
  return order.kind === 'membership'
    ? `会员服务 ${order.units} 个月`
    : `${order.asset ? ASSET_LABEL[order.asset] : ''} ${order.units}`;
}

/** The invoice and fulfilment details shown when an order row is expanded. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <Descriptions size="small" column={2}>
      <Descriptions.Item label="发票抬头">{order.invoiceTitle || '—'}</Descriptions.Item>
      <Descriptions.Item label="税号">{order.invoiceTaxNo || '—'}</Descriptions.Item>
      <Descriptions.Item label="收票邮箱">{order.invoiceEmail || '—'}</Descriptions.Item>
      <Descriptions.Item label="付款流水号">{order.paymentReference || '—'}</Descriptions.Item>
      <Descriptions.Item label="开通时间">
        {order.fulfilledAt ? formatDateTime(order.fulfilledAt) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label="退款说明">{order.refundNote || '—'}</Descriptions.Item>
    </Descriptions>
  );
}

/** The columns every order list shows, with the list's own ones (tenant, actions) placed around them. */
export function orderColumns({
  before = [],
  after = [],
}: {
  before?: ColumnsType<Order>;
  after?: ColumnsType<Order>;
}): ColumnsType<Order> {
  return [
    { title: '订单号', dataIndex: 'orderNo' },
    ...before,
    { title: '商品', dataIndex: 'productName' },
    { title: '数量', dataIndex: 'quantity' },
    { title: '开通资产', render: (_, order) => grantOf(order) },
    { title: '金额', render: (_, order) => formatYuan(order.totalCents) },
    { title: '状态', render: (_, order) => <OrderStatusTag order={order} /> },
    { title: '下单时间', render: (_, order) => formatDateTime(order.createdAt) },
    ...after,
  ];
}
