import { App, Form, Input, InputNumber } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RequestQuoteInput, type Product } from '@ehire/domain/contracts/toolbox';
import { AppDialog } from '../../../components/AppDialog';
import { zodRule } from '../../jobs/utils/zod-rule';
import { SHOP_KEYS, useShopApi } from '../api/shop-api';

interface QuoteForm {
  quantity: number;
  contactName: string;
  contactMobile: string;
  message: string;
}

/** 申请报价: from a product, or (no product) the workbench's buying-contact dialog. */
export function QuoteDialog({
  product,
  open,
  onClose,
}: {
  product: Product | null;
  open: boolean;
  onClose: () => void;
}) {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<QuoteForm>();
  const request = useMutation({
    mutationFn: (values: QuoteForm) =>
      api.requestQuote({
        ...values,
        productId: product?.id ?? null,
        source: product ? 'product' : 'workbench',
      }),
    onSuccess: async () => {
      void message.success('报价申请已提交，请在“我的预报价”查看');
      form.resetFields();
      onClose();
      await queryClient.invalidateQueries({ queryKey: SHOP_KEYS.quotes });
    },
  });
  return (
    <AppDialog
      open={open}
      title={product ? `申请报价：${product.name}` : '购买咨询'}
      onClose={onClose}
      onOk={() => form.submit()}
      okText="提交"
      confirmLoading={request.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ quantity: 1, message: '' }}
        onFinish={(v) => request.mutate(v)}
      >
        <Form.Item
          name="quantity"
          label={`购买数量${product ? `（${product.unit}）` : ''}`}
          rules={[zodRule(RequestQuoteInput.shape.quantity)]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="contactName" label="联系人" rules={[zodRule(RequestQuoteInput.shape.contactName)]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="contactMobile"
          label="手机号"
          rules={[zodRule(RequestQuoteInput.shape.contactMobile)]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="message" label="留言">
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </AppDialog>
  );
}
