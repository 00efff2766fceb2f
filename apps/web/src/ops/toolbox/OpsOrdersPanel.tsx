import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ASSET_LABEL,
  ConfirmPaymentInput,
  formatYuan,
  ORDER_STATUSES,
  ORDER_STATUS_LABEL,
  RefundOrderInput,
  type Order,
  type OrderStatus,
} from '@ehire/domain/contracts/toolbox';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { AppDialog } from '../../components/AppDialog';
import { zodRule } from '../../features/jobs/utils/zod-rule';
import { OPS_TOOLBOX_KEYS, useOpsToolboxApi } from './ops-toolbox-api';

const STATUS_COLOR: Record<OrderStatus, string> = {
  pending: 'orange',
  paid: 'blue',
  fulfilled: 'green',
  cancelled: 'default',
  refunded: 'red',
};

type Action = { kind: 'pay' | 'refund'; order: Order };

/** What an order grants: N units of an asset, or N months of membership. */
function grantOf(order: Order): string {
  return order.kind === 'membership'
    ? `会员服务 ${order.units} 个月`
    : `${order.asset ? ASSET_LABEL[order.asset] : ''} ${order.units}`;
}

/**
 * 订单: every tenant's orders; 确认付款 (offline bank transfer reference) executes a 待付款 order
 * and grants its assets; 退款 reverses the unused assets of an 已开通 order.
 */
export function OpsOrdersPanel() {
  const api = useOpsToolboxApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const orders = useQuery({ queryKey: OPS_TOOLBOX_KEYS.orders, queryFn: () => api.orders() });
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const [action, setAction] = useState<Action | null>(null);
  const [form] = Form.useForm<{ paymentReference: string; note: string }>();

  const done = async () => {
    setAction(null);
    await queryClient.invalidateQueries({ queryKey: OPS_TOOLBOX_KEYS.all });
  };
  const pay = useMutation({
    mutationFn: ({ id, reference }: { id: string; reference: string }) => api.confirmPayment(id, reference),
    onSuccess: async (order) => {
      void message.success(`订单 ${order.orderNo} 已确认付款并开通`);
      await done();
    },
  });
  const refund = useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => api.refund(id, note),
    onSuccess: async (answer) => {
      void message.success(`订单 ${answer.order.orderNo} 已退款，扣回未使用 ${answer.reversedUnits}`);
      await done();
    },
  });

  const open = (next: Action) => {
    form.resetFields();
    setAction(next);
  };

  const rows = (orders.data?.list ?? []).filter((order) => !status || order.status === status);
  return (
    <div data-testid="ops-orders">
      <Select
        allowClear
        placeholder="全部状态"
        aria-label="订单状态"
        style={{ width: 160, marginBottom: 16 }}
        value={status}
        onChange={setStatus}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABEL[s] }))}
      />
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
          { title: '企业', dataIndex: 'tenantName' },
          { title: '商品', dataIndex: 'productName' },
          { title: '数量', dataIndex: 'quantity' },
          { title: '开通资产', render: (_, order) => grantOf(order) },
          { title: '金额', render: (_, order) => formatYuan(order.totalCents) },
          {
            title: '状态',
            render: (_, order) => (
              <Tag color={STATUS_COLOR[order.status]} data-testid={`ops-order-status-${order.id}`}>
                {ORDER_STATUS_LABEL[order.status]}
              </Tag>
            ),
          },
          { title: '下单时间', render: (_, order) => formatDateTime(order.createdAt) },
          {
            title: '操作',
            render: (_, order) => (
              <Space>
                {order.status === 'pending' && (
                  <Button size="small" type="primary" onClick={() => open({ kind: 'pay', order })}>
                    确认付款
                  </Button>
                )}
                {order.status === 'fulfilled' && (
                  <Button size="small" danger onClick={() => open({ kind: 'refund', order })}>
                    退款
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <AppDialog
        open={action !== null}
        title={action?.kind === 'refund' ? '退款' : '确认线下付款'}
        onClose={() => setAction(null)}
        onOk={() => form.submit()}
        okText={action?.kind === 'refund' ? '确认退款' : '确认付款并开通'}
        confirmLoading={pay.isPending || refund.isPending}
        forceRender
      >
        {action && (
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="订单号">{action.order.orderNo}</Descriptions.Item>
            <Descriptions.Item label="企业">{action.order.tenantName}</Descriptions.Item>
            <Descriptions.Item label="金额">{formatYuan(action.order.totalCents)}</Descriptions.Item>
            <Descriptions.Item label="开通资产">{grantOf(action.order)}</Descriptions.Item>
          </Descriptions>
        )}
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => {
            if (!action) return;
            if (action.kind === 'pay')
              pay.mutate({ id: action.order.id, reference: values.paymentReference.trim() });
            else refund.mutate({ id: action.order.id, note: values.note ?? '' });
          }}
        >
          {action?.kind === 'refund' ? (
            <>
              <p>退款将扣回该订单尚未使用的资产，已使用的部分不退回。</p>
              <Form.Item name="note" label="退款说明" rules={[zodRule(RefundOrderInput.shape.note)]}>
                <Input.TextArea rows={2} />
              </Form.Item>
            </>
          ) : (
            <Form.Item
              name="paymentReference"
              label="银行转账流水号"
              rules={[zodRule(ConfirmPaymentInput.shape.paymentReference)]}
            >
              <Input />
            </Form.Item>
          )}
        </Form>
      </AppDialog>
    </div>
  );
}
