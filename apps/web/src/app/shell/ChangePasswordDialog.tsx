import { App, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { isStrongPassword } from '@ehire/domain/contracts/auth';
import { AppDialog } from '../../components/AppDialog';
import { usePlatform } from '../../platform/PlatformContext';
import { RequestError } from '../../platform/request';
import { PASSWORD_RULE_MESSAGE, PASSWORD_STRENGTH_LABEL, passwordStrength } from './password-strength';
import styles from './ConsoleLayout.module.css';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the server accepted the new password (every session is then revoked). */
  onChanged: () => void;
}

/**
 * Change password (SHELL-005). The spec opens the older backend's reset page in a new tab; this
 * deployment has no older backend, so the console's own dialog does it (decision in
 * docs/decisions.md). The server revokes every session of the operator, so the caller sends the
 * user to /login afterwards.
 */
export function ChangePasswordDialog({ open, onClose, onChanged }: ChangePasswordDialogProps) {
  const { api } = usePlatform();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordValues>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';

  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) =>
      api.changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }),
    onSuccess: () => {
      void message.success('密码修改成功，请使用新密码重新登录');
      form.resetFields();
      onChanged();
    },
    onError: (error) => {
      // The request client has already shown the server's message (e.g. 原密码错误).
      if (!(error instanceof RequestError) || !error.handled) {
        void message.error(error instanceof Error && error.message ? error.message : '修改密码失败');
      }
    },
  });

  const strength = newPassword ? passwordStrength(newPassword) : null;

  return (
    <AppDialog
      open={open}
      size="small"
      title="修改密码"
      confirmLoading={change.isPending}
      destroyOnHidden
      onClose={() => {
        form.resetFields();
        onClose();
      }}
      onOk={() => form.submit()}
    >
      <Form<ChangePasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => change.mutate(values)}
      >
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          extra={
            strength ? (
              <span
                data-testid="password-strength"
                data-strength={strength}
                className={styles[`strength_${strength}`]}
              >
                密码强度：{PASSWORD_STRENGTH_LABEL[strength]}
              </span>
            ) : (
              PASSWORD_RULE_MESSAGE
            )
          }
          rules={[
            { required: true, message: '请输入新密码' },
            {
              validator: (_rule, value: string | undefined) =>
                !value || isStrongPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(PASSWORD_RULE_MESSAGE)),
            },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value !== getFieldValue('oldPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error('新密码不能与原密码相同')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error('两次输入的新密码不一致')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </AppDialog>
  );
}
