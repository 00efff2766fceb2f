import { App, Button, Form, InputNumber, Select, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApplyTopCardInput, type TopPlacement } from '@ehire/domain/contracts/toolbox';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { useJobsApi } from '../jobs/api/jobs-api';
import { PageCard } from '../jobs/components/PageCard';
import { zodRule } from '../jobs/utils/zod-rule';
import { SHOP_KEYS, useShopApi } from './api/shop-api';

/** 已购职位置顶卡 (/new/shoppingStore/jobTopCardPurchased): cards left, apply one, cards used. */
export function JobTopCardPurchasedPage() {
  const api = useShopApi();
  const jobsApi = useJobsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<ApplyTopCardInput>();
  const cards = useQuery({ queryKey: SHOP_KEYS.topCards, queryFn: () => api.topCards() });
  const published = useQuery({ queryKey: ['shop', 'published-jobs'], queryFn: () => jobsApi.sortList() });
  const apply = useMutation({
    mutationFn: (input: ApplyTopCardInput) => api.applyTopCard(input),
    onSuccess: async () => {
      void message.success('职位已置顶');
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: SHOP_KEYS.all });
    },
  });
  return (
    <PageCard title={`已购职位置顶卡（剩余 ${cards.data?.remaining ?? 0} 张）`} testId="shop-top-used">
      <Form
        form={form}
        layout="inline"
        initialValues={{ days: 1 }}
        onFinish={(v) => apply.mutate(v)}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="jobId" label="职位" rules={[zodRule(ApplyTopCardInput.shape.jobId)]}>
          <Select
            style={{ width: 260 }}
            placeholder="选择已发布的职位"
            options={(published.data ?? []).map((job) => ({ value: job.ehireJobID, label: job.CJobName }))}
          />
        </Form.Item>
        <Form.Item name="days" label="置顶天数" rules={[zodRule(ApplyTopCardInput.shape.days)]}>
          <InputNumber min={1} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={apply.isPending}>
          使用置顶卡
        </Button>
      </Form>
      <Table<TopPlacement>
        rowKey="id"
        loading={cards.isLoading}
        dataSource={cards.data?.list ?? []}
        locale={{ emptyText: '暂未使用置顶卡' }}
        columns={[
          { title: '职位', dataIndex: 'jobName' },
          { title: '天数（张）', dataIndex: 'days' },
          { title: '开始', render: (_, p) => formatDateTime(p.startsAt) },
          { title: '结束', render: (_, p) => formatDateTime(p.endsAt) },
          {
            title: '状态',
            render: (_, p) => (p.active ? <Tag color="green">置顶中</Tag> : <Tag>未生效或已结束</Tag>),
          },
        ]}
      />
    </PageCard>
  );
}
