import { App, Button, Descriptions, Space, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ASSET_LABEL,
  formatYuan,
  ORDER_STATUS_LABEL,
  type Order,
  type OrderStatus,
} from '@ehire/domain/contracts/toolbox';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { SHOP_KEYS, useShopApi } from '../api/shop-api';

const STATUS_COLOR: Record<OrderStatus, string> = {
  pending: 'orange',
  paid: 'blue',
  fulfilled: 'green',
  cancelled: 'default',
  refunded: 'red',
};

function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={STATUS_COLOR[status]}>{ORDER_STATUS_LABEL[status]}</Tag>;
}

/** 最终订单: status, invoice details, what the order granted; a pending order can be cancelled. */
export function OrderTable({ filter }: { filter?: (order: Order) => boolean }) {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const orders = useQuery({ queryKey: SHOP_KEYS.orders, queryFn: () => api.orders() });
  const cancel = useMutation({
    mutationFn: (id: string) => api.cancel(id),
    onSuccess: async () => {
      void message.success('订单已取消');
      await queryClient.invalidateQueries({ queryKey: SHOP_KEYS.all });
    },
  });
  const payOnline = useMutation({ mutationFn: (id: string) => api.payOnline(id) });
  const rows = (orders.data?.list ?? []).filter((o) => (filter ? filter(o) : true));
  return (
    <Table<Order>
      rowKey="id"
      loading={orders.isLoading}
      dataSource={rows}
      locale={{ emptyText: '暂无订单' }}
      expandable={{
        expandedRowRender: (order) => (
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
        ),
      }}
      columns={[
        { title: '订单号', dataIndex: 'orderNo' },
        { title: '商品', dataIndex: 'productName' },
        { title: '数量', dataIndex: 'quantity' },
        {
          title: '开通资产',
          render: (_, order) =>
            order.kind === 'membership'
              ? `会员服务 ${order.units} 个月`
              : `${order.asset ? ASSET_LABEL[order.asset] : ''} ${order.units}`,
        },
        { title: '金额', render: (_, order) => formatYuan(order.totalCents) },
        { title: '状态', render: (_, order) => <OrderStatusTag status={order.status} /> },
        { title: '下单时间', render: (_, order) => formatDateTime(order.createdAt) },
        {
          title: '操作',
          render: (_, order) =>
            order.status === 'pending' ? (
              <Space>
                <Button size="small" onClick={() => payOnline.mutate(order.id)}>
                  在线支付
                </Button>
                <Button size="small" danger onClick={() => cancel.mutate(order.id)}>
                  取消订单
                </Button>
              </Space>
            ) : null,
        },
      ]}
    />
  );
}
