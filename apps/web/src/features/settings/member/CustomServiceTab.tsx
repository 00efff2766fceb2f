import { App, Button, Form, Input, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { CustomServiceNeed, QUOTE_STATUS_LABEL, RequestQuoteInput } from '@ehire/domain/contracts/toolbox';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { useCanWrite } from '../../../platform/Can';
import { zodRule } from '../../jobs/utils/zod-rule';
import { SHOP_KEYS, useShopApi } from '../../shop/api/shop-api';

interface CustomServiceForm {
  message: string;
  contactName: string;
  contactMobile: string;
}

/**
 * 定制服务 (/new/systemManagement/ctminfo/custom; issue 17): a request for a service the catalogue
 * lacks (own domain, custom development, data migration…) goes to the provider as a quote of the
 * toolbox (source 'custom'); its answer is accepted in 我的预报价 like any quote. Needs Ctm.Shop.
 */
export function CustomServiceTab() {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canShop = useCanWrite(PERMISSION.shop);
  const [form] = Form.useForm<CustomServiceForm>();
  const quotes = useQuery({ queryKey: SHOP_KEYS.quotes, queryFn: () => api.quotes(), enabled: canShop });
  const request = useMutation({
    mutationFn: (values: CustomServiceForm) =>
      api.requestQuote({ ...values, productId: null, quantity: 1, source: 'custom' }),
    onSuccess: async () => {
      void message.success('定制服务申请已提交，报价后可在“我的预报价”确认');
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: SHOP_KEYS.quotes });
    },
  });
  if (!canShop)
    return <Typography.Paragraph type="secondary">申请定制服务请联系有工具箱权限的管理员。</Typography.Paragraph>;
  return (
    <>
      <Typography.Paragraph type="secondary">
        需要工具箱之外的服务（如专属域名、定制开发、数据迁移、培训）时提交申请，服务商报价后在“我的预报价”确认并下单。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" style={{ maxWidth: 640 }} onFinish={(v) => request.mutate(v)}>
        <Form.Item name="message" label="服务需求" rules={[zodRule(CustomServiceNeed)]}>
          <Input.TextArea aria-label="服务需求" rows={4} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="contactName" label="联系人" rules={[zodRule(RequestQuoteInput.shape.contactName)]}>
          <Input aria-label="联系人" maxLength={20} />
        </Form.Item>
        <Form.Item name="contactMobile" label="联系电话" rules={[zodRule(RequestQuoteInput.shape.contactMobile)]}>
          <Input aria-label="联系电话" maxLength={11} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={request.isPending}>
          提交申请
        </Button>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        申请记录
      </Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        loading={quotes.isLoading}
        dataSource={(quotes.data?.list ?? []).filter((q) => q.source === 'custom')}
        locale={{ emptyText: '暂无定制服务申请' }}
        columns={[
          { title: '服务需求', dataIndex: 'message' },
          { title: '提交时间', render: (_, q) => formatDateTime(q.createdAt) },
          { title: '状态', render: (_, q) => <Tag>{QUOTE_STATUS_LABEL[q.status]}</Tag> },
          {
            title: '操作',
            render: (_, q) =>
              q.status === 'answered' ? (
                <Button type="link" onClick={() => void navigate('/new/shoppingStore/advanceOrder')}>
                  查看报价
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}
