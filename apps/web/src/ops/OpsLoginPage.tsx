import { useEffect } from 'react';
import { App, Button, Form } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { usePlatform } from '../platform/PlatformContext';
import { RequestError } from '../platform/request';
import { OPS_LOGIN_PATH, OPS_TOKEN_COOKIE, opsLogin } from './ops-platform';
import { CredentialFields } from '../features/auth/CredentialFields';
import styles from '../features/auth/LoginPage.module.css';

interface OpsLoginValues {
  username: string;
  password: string;
  captcha: string;
}

/** Where to go after login: the remembered /ops page, or the ops home. */
export function opsRedirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  const safe = target && /^\/ops(\/|$|\?)/.test(target) && !target.startsWith(OPS_LOGIN_PATH);
  return safe ? target : '/ops';
}

/** /ops/login: provider staff sign in with user name, password and the verify code. */
export function OpsLoginPage() {
  const { api, cookies, ui } = usePlatform();
  const { message } = App.useApp();
  const [form] = Form.useForm<OpsLoginValues>();
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    document.title = '服务商后台 - 登录';
  }, []);

  const captcha = useQuery({
    queryKey: ['ops', 'captcha'],
    queryFn: () => api.getCaptcha(),
    staleTime: 0,
    gcTime: 0,
  });
  const refreshCaptcha = () => {
    form.setFieldValue('captcha', '');
    void captcha.refetch();
  };

  const login = useMutation({
    mutationFn: (values: OpsLoginValues) =>
      opsLogin(ui, {
        username: values.username.trim(),
        password: values.password,
        captchaId: captcha.data?.captchaId ?? '',
        code: values.captcha.trim(),
      }),
    onSuccess: (answer) => {
      // The server sets the cookie too; writing it keeps the next render consistent.
      cookies.set(OPS_TOKEN_COOKIE, answer.token);
      navigate(opsRedirectTarget(search), { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof RequestError) || !error.handled) {
        void message.error(error instanceof Error && error.message ? error.message : '登录失败，请稍后重试');
      }
      refreshCaptcha();
    },
  });

  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <h1 className={styles.title}>服务商后台</h1>
        <p className={styles.subtitle}>员工登录</p>
        <Form<OpsLoginValues>
          form={form}
          size="large"
          requiredMark={false}
          onFinish={(values) => login.mutate(values)}
        >
          <CredentialFields
            captcha={{ image: captcha.data?.image, id: captcha.data?.captchaId, isError: captcha.isError }}
            onRefreshCaptcha={refreshCaptcha}
          />
          <Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={login.isPending}
              data-testid="ops-login-submit"
            >
              登录
            </Button>
          </Form.Item>
        </Form>
      </main>
    </div>
  );
}
