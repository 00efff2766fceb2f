import { useState } from 'react';
import { App, Button, Form, Input, InputNumber, Select, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AnswerQuoteInput,
  formatYuan,
  QUOTE_STATUS_LABEL,
  type Quote,
} from '@ehire/domain/contracts/toolbox';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { AppDialog } from '../../components/AppDialog';
import { zodRule } from '../../features/jobs/utils/zod-rule';
import { centsOf, OPS_TOOLBOX_KEYS, useOpsToolboxApi } from './ops-toolbox-api';

interface AnswerForm {
  productId: string;
  quantity: number;
  totalYuan: number | null;
  note: string;
}

/** 预报价与购买咨询: every tenant's quote requests and workbench leads; answering a quote. */
export function OpsQuotesPanel() {
  const api = useOpsToolboxApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const quotes = useQuery({ queryKey: OPS_TOOLBOX_KEYS.quotes, queryFn: () => api.quotes() });
  const products = useQuery({ queryKey: OPS_TOOLBOX_KEYS.products, queryFn: () => api.products() });
  const [answering, setAnswering] = useState<Quote | null>(null);
  const [form] = Form.useForm<AnswerForm>();
  const answer = useMutation({
    mutationFn: ({ id, input }: { id: string; input: AnswerQuoteInput }) => api.answer(id, input),
    onSuccess: async () => {
      void message.success('已报价');
      setAnswering(null);
      await queryClient.invalidateQueries({ queryKey: OPS_TOOLBOX_KEYS.quotes });
    },
  });

  const open = (quote: Quote) => {
    form.setFieldsValue({
      productId: quote.productId ?? undefined,
      quantity: quote.quantity,
      totalYuan: null,
      note: '',
    });
    setAnswering(quote);
  };

  return (
    <div data-testid="ops-quotes">
      <Table<Quote>
        rowKey="id"
        loading={quotes.isLoading}
        dataSource={quotes.data?.list ?? []}
        locale={{ emptyText: '暂无预报价或购买咨询' }}
        columns={[
          { title: '企业', dataIndex: 'tenantName' },
          {
            title: '来源',
            render: (_, q) =>
              q.source === 'workbench' ? (
                <Tag color="purple">购买咨询</Tag>
              ) : q.source === 'custom' ? (
                <Tag color="cyan">定制服务</Tag>
              ) : (
                <Tag>商品报价</Tag>
              ),
          },
          { title: '商品', dataIndex: 'productName' },
          { title: '数量', dataIndex: 'quantity' },
          { title: '联系人', render: (_, q) => `${q.contactName} ${q.contactMobile}` },
          { title: '留言', dataIndex: 'message' },
          {
            title: '报价',
            render: (_, q) => (q.answerTotalCents === null ? '—' : formatYuan(q.answerTotalCents)),
          },
          { title: '状态', render: (_, q) => <Tag>{QUOTE_STATUS_LABEL[q.status]}</Tag> },
          { title: '申请时间', render: (_, q) => formatDateTime(q.createdAt) },
          {
            title: '操作',
            render: (_, q) =>
              q.status === 'requested' ? (
                <Button size="small" type="primary" onClick={() => open(q)}>
                  报价
                </Button>
              ) : null,
          },
        ]}
      />
      <AppDialog
        open={answering !== null}
        title={`报价：${answering?.tenantName ?? ''} ${answering?.productName ?? ''}`}
        onClose={() => setAnswering(null)}
        onOk={() => form.submit()}
        okText="提交报价"
        confirmLoading={answer.isPending}
        forceRender
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) =>
            answering &&
            answer.mutate({
              id: answering.id,
              input: {
                productId: values.productId,
                quantity: values.quantity,
                totalCents: centsOf(values.totalYuan) ?? 0,
                note: values.note ?? '',
              },
            })
          }
        >
          <Form.Item name="productId" label="商品" rules={[zodRule(AnswerQuoteInput.shape.productId)]}>
            <Select
              aria-label="商品"
              options={(products.data?.list ?? [])
                .filter((p) => p.enabled)
                .map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
          <Form.Item name="quantity" label="数量" rules={[zodRule(AnswerQuoteInput.shape.quantity)]}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="totalYuan"
            label="报价金额（元）"
            rules={[
              zodRule(AnswerQuoteInput.shape.totalCents, (yuan) => centsOf(yuan as number | undefined)),
            ]}
          >
            <InputNumber style={{ width: '100%' }} precision={2} />
          </Form.Item>
          <Form.Item name="note" label="报价说明">
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </AppDialog>
    </div>
  );
}
