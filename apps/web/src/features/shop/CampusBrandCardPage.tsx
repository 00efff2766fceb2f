import { Alert, App, Button, Form, InputNumber, Select, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApplyBrandCardInput, CAMPUS_BRAND_MAX, type BrandPlacement } from '@ehire/domain/contracts/toolbox';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { PageCard } from '../jobs/components/PageCard';
import { zodRule } from '../jobs/utils/zod-rule';
import { SHOP_KEYS, useShopApi } from './api/shop-api';
import { OrderTable } from './components/OrderTable';

/**
 * 校园品牌置顶卡 (/new/shoppingStore/campusBrandCard): cards held, applying them (one per school,
 * for a period) to come first in the provider's campus portal, the placements made, the orders.
 */
export function CampusBrandCardPage() {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<ApplyBrandCardInput>();
  const placements = useQuery({ queryKey: SHOP_KEYS.brandCards, queryFn: () => api.brandCards() });
  const held = placements.data?.remaining ?? 0;
  const apply = useMutation({
    mutationFn: (input: ApplyBrandCardInput) => api.applyBrandCard(input),
    onSuccess: async () => {
      void message.success('已在校园招聘门户置顶');
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: SHOP_KEYS.all });
    },
  });
  return (
    <PageCard title="校园品牌置顶卡" testId="shop-brand">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`持有 ${held} 张（最多 ${CAMPUS_BRAND_MAX} 张）`}
        description="品牌置顶卡在服务商的校园招聘门户（各企业招聘官网列表）中置顶展示贵公司：每张对应一所学校，在所选天数内有效。"
      />
      <Form
        form={form}
        layout="inline"
        initialValues={{ days: 30, schools: [] }}
        onFinish={(values) => apply.mutate({ ...values, schools: values.schools.map((s) => s.trim()) })}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="schools" label="学校" rules={[zodRule(ApplyBrandCardInput.shape.schools)]}>
          <Select
            mode="tags"
            aria-label="学校"
            style={{ width: 320 }}
            placeholder="输入学校名称后回车"
            tokenSeparators={[',', '，', '、']}
            open={false}
          />
        </Form.Item>
        <Form.Item name="days" label="置顶天数" rules={[zodRule(ApplyBrandCardInput.shape.days)]}>
          <InputNumber aria-label="置顶天数" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={apply.isPending}>
          使用品牌置顶卡
        </Button>
      </Form>
      <Table<BrandPlacement>
        rowKey="id"
        loading={placements.isLoading}
        dataSource={placements.data?.list ?? []}
        locale={{ emptyText: '暂未使用品牌置顶卡' }}
        pagination={false}
        style={{ marginBottom: 16 }}
        columns={[
          { title: '学校', render: (_, p) => p.schools.join('、') },
          { title: '张数', render: (_, p) => p.schools.length },
          { title: '天数', dataIndex: 'days' },
          { title: '开始', render: (_, p) => formatDateTime(p.startsAt) },
          { title: '结束', render: (_, p) => formatDateTime(p.endsAt) },
          {
            title: '状态',
            render: (_, p) => (p.active ? <Tag color="gold">置顶中</Tag> : <Tag>已结束</Tag>),
          },
        ]}
      />
      <OrderTable filter={(order) => order.asset === 'brand_card'} />
    </PageCard>
  );
}
