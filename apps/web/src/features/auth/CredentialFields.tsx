import { Form, Input } from 'antd';
import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { CaptchaButton } from './CaptchaButton';
import styles from './LoginPage.module.css';

export interface CaptchaImageState {
  /** The verify-code image (a data URL) once loaded. */
  image: string | undefined;
  /** The id the server issued with the image (rendered as `data-captcha-id`, it is no secret). */
  id?: string | undefined;
  isError: boolean;
}

/**
 * Username, password and the verify code with its image (click to refresh): the fields the
 * console login and the provider console login share. The surrounding antd Form owns the values
 * `username`, `password` and `captcha`.
 */
export function CredentialFields({
  captcha,
  onRefreshCaptcha,
}: {
  captcha: CaptchaImageState;
  onRefreshCaptcha: () => void;
}) {
  return (
    <>
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} placeholder="用户名" aria-label="用户名" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码"
          aria-label="密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <div className={styles.captchaRow}>
        <Form.Item
          name="captcha"
          className={styles.captchaInput}
          rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}
        >
          <Input
            prefix={<SafetyCertificateOutlined />}
            placeholder="验证码"
            aria-label="验证码"
            autoComplete="off"
            maxLength={8}
          />
        </Form.Item>
        <CaptchaButton captcha={captcha} onRefresh={onRefreshCaptcha} />
      </div>
    </>
  );
}
