import { App, Button, Space, Table } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@ehire/domain/contracts/toolbox';
import { SHOP_KEYS, useShopApi } from '../api/shop-api';
import { OrderDetails, orderColumns } from './order-display';

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
      expandable={{ expandedRowRender: (order) => <OrderDetails order={order} /> }}
      columns={orderColumns({
        after: [
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
        ],
      })}
    />
  );
}
