import { useEffect, useState } from 'react';
import { App, Button, Descriptions, Form, Input, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import {
  BOUND_MOBILE_MESSAGES,
  BoundMobileBindInput,
  type BoundMobileBindInput as BindValues,
} from '@ehire/domain/contracts/settings';
import { Can } from '../../../platform/Can';
import { zodRule } from '../../jobs/utils/zod-rule';
import { SETTINGS_KEYS, useSettingsApi } from '../settings-api';

const RESEND_SECONDS = 60;

/** 手机号码 (/new/systemManagement/ctminfo/mobile; issue 17): the account's bound mobile, changed with an SMS code. */
export function BoundMobileTab() {
  const api = useSettingsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<BindValues>();
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const bound = useQuery({ queryKey: SETTINGS_KEYS.boundMobile, queryFn: () => api.boundMobile() });
  const send = useMutation({
    mutationFn: (mobile: string) => api.sendBoundMobileCode(mobile),
    onSuccess: () => {
      void message.success(BOUND_MOBILE_MESSAGES.codeSent);
      setWait(RESEND_SECONDS);
    },
  });
  const bind = useMutation({
    mutationFn: (values: BindValues) => api.bindMobile(values),
    onSuccess: (saved) => {
      void message.success(BOUND_MOBILE_MESSAGES.bound);
      form.resetFields();
      queryClient.setQueryData(SETTINGS_KEYS.boundMobile, saved);
    },
  });
  return (
    <>
      <Descriptions column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="已绑定手机号码">
          <span data-testid="bound-mobile">{bound.data ? bound.data.mobile || '未绑定' : ''}</span>
        </Descriptions.Item>
      </Descriptions>
      <Can
        write={PERMISSION.member}
        fallback={<Typography.Paragraph type="secondary">更换手机号码请联系有会员管理权限的管理员。</Typography.Paragraph>}
      >
        <Typography.Paragraph type="secondary">
          用于接收账号与服务通知。更换时向新号码发送验证码，验证通过后生效。
        </Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          style={{ maxWidth: 400 }}
          onFinish={(values) => bind.mutate(BoundMobileBindInput.parse(values))}
        >
          <Form.Item name="mobile" label="新手机号码" rules={[zodRule(BoundMobileBindInput.shape.mobile)]}>
            <Input aria-label="新手机号码" maxLength={11} />
          </Form.Item>
          <Form.Item label="验证码" required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle rules={[zodRule(BoundMobileBindInput.shape.code)]}>
                <Input aria-label="验证码" maxLength={6} />
              </Form.Item>
              <Button
                disabled={wait > 0}
                loading={send.isPending}
                onClick={() =>
                  void form.validateFields(['mobile']).then(
                    (values) => send.mutate(values.mobile),
                    () => undefined, // the form shows the field's message
                  )
                }
              >
                {wait > 0 ? `${wait}秒后重新获取` : '获取验证码'}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={bind.isPending}>
            绑定
          </Button>
        </Form>
      </Can>
    </>
  );
}
