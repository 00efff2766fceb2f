import { App, Button, Space, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatYuan, QUOTE_STATUS_LABEL, type Quote } from '@ehire/domain/contracts/toolbox';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { PageCard } from '../jobs/components/PageCard';
import { SHOP_KEYS, useShopApi } from './api/shop-api';

/** 我的预报价 (/new/shoppingStore/advanceOrder): quotes requested, answered by the provider. */
export function AdvanceOrderPage() {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const quotes = useQuery({ queryKey: SHOP_KEYS.quotes, queryFn: () => api.quotes() });
  const decide = useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) => api.decide(id, { accept }),
    onSuccess: async (quote) => {
      void message.success(quote.status === 'accepted' ? '已接受报价，订单已生成' : '已拒绝报价');
      await queryClient.invalidateQueries({ queryKey: SHOP_KEYS.all });
    },
  });
  return (
    <PageCard title="我的预报价" testId="shop-quotes">
      <Table<Quote>
        rowKey="id"
        loading={quotes.isLoading}
        dataSource={quotes.data?.list ?? []}
        locale={{ emptyText: '暂无预报价' }}
        columns={[
          { title: '商品', dataIndex: 'productName' },
          { title: '数量', dataIndex: 'quantity' },
          { title: '联系人', render: (_, q) => `${q.contactName} ${q.contactMobile}` },
          {
            title: '报价',
            render: (_, q) => (q.answerTotalCents === null ? '—' : formatYuan(q.answerTotalCents)),
          },
          { title: '报价说明', dataIndex: 'answerNote' },
          { title: '状态', render: (_, q) => <Tag>{QUOTE_STATUS_LABEL[q.status]}</Tag> },
          { title: '申请时间', render: (_, q) => formatDateTime(q.createdAt) },
          {
            title: '操作',
            render: (_, q) =>
              q.status === 'answered' ? (
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => decide.mutate({ id: q.id, accept: true })}
                  >
                    接受报价
                  </Button>
                  <Button size="small" onClick={() => decide.mutate({ id: q.id, accept: false })}>
                    拒绝
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
    </PageCard>
  );
}
