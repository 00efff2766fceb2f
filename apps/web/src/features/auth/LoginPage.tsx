import { useEffect } from 'react';
import { App, Button, Form, Input } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { usePlatform } from '../../platform/PlatformContext';
import { RequestError } from '../../platform/request';
import type { LoginInput } from '../../platform/api';
import { redirectTarget } from '../../app/login-redirect';
import { markFirstEntry } from '../../app/routing/first-entry';
import { CredentialFields } from './CredentialFields';
import styles from './LoginPage.module.css';

export const CAPTCHA_QUERY_KEY = ['auth', 'captcha'] as const;

interface LoginFormValues {
  member: string;
  username: string;
  password: string;
  captcha: string;
}

/**
 * /login and /Login (ROUTE-036): member name, user name, password and the verify code. The
 * request client shows server errors itself (-2000 toast, -2002 prompt such as a locked
 * account); here a failed login only refreshes the single-use verify code.
 */
export function LoginPage() {
  const { api, storage } = usePlatform();
  const { message } = App.useApp();
  const [form] = Form.useForm<LoginFormValues>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    document.title = '登录';
  }, []);

  const captcha = useQuery({
    queryKey: CAPTCHA_QUERY_KEY,
    queryFn: () => api.getCaptcha(),
    // Single use and valid 5 minutes: never reuse a cached one.
    staleTime: 0,
    gcTime: 0,
  });

  const refreshCaptcha = () => {
    form.setFieldValue('captcha', '');
    void captcha.refetch();
  };

  const login = useMutation({
    mutationFn: (input: LoginInput) => api.login(input),
    onSuccess: () => {
      // The previous session's lists and permissions must not survive into this one (the
      // captcha query of this page stays, or it would refetch needlessly).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CAPTCHA_QUERY_KEY[0] });
      markFirstEntry(storage.session);
      navigate(redirectTarget(search), { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof RequestError) || !error.handled) {
        void message.error(error instanceof Error && error.message ? error.message : '登录失败，请稍后重试');
      }
      refreshCaptcha();
    },
  });

  const onFinish = (values: LoginFormValues) => {
    if (!captcha.data) {
      refreshCaptcha();
      return;
    }
    login.mutate({
      member: values.member.trim(),
      username: values.username.trim(),
      password: values.password,
      captchaId: captcha.data.captchaId,
      code: values.captcha.trim(),
    });
  };

  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <h1 className={styles.title}>校园招聘管理后台</h1>
        <p className={styles.subtitle}>登录</p>
        <Form<LoginFormValues>
          form={form}
          size="large"
          onFinish={onFinish}
          autoComplete="on"
          requiredMark={false}
        >
          <Form.Item name="member" rules={[{ required: true, whitespace: true, message: '请输入会员名' }]}>
            <Input
              prefix={<ShopOutlined />}
              placeholder="会员名"
              aria-label="会员名"
              autoComplete="organization"
            />
          </Form.Item>
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
              data-testid="login-submit"
            >
              登录
            </Button>
          </Form.Item>
        </Form>
      </main>
    </div>
  );
}
