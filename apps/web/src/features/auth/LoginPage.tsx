import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { usePlatform } from '../../platform/PlatformContext';
import { RequestError } from '../../platform/request';
import type { LoginInput } from '../../platform/api';
import { redirectTarget } from '../../app/login-redirect';
import { markFirstEntry } from '../../app/routing/first-entry';
import { CaptchaButton } from './CaptchaButton';
import styles from './LoginPage.module.css';

export const CAPTCHA_QUERY_KEY = ['auth', 'captcha'] as const;

interface LoginFormValues {
  member: string;
  username: string;
  password: string;
  captcha: string;
}

type LoginField = keyof LoginFormValues;

const EMPTY: LoginFormValues = { member: '', username: '', password: '', captcha: '' };

/** The login fields in order, with what an empty one says (the password may be spaces). */
const FIELDS: ReadonlyArray<{
  name: LoginField;
  label: string;
  required: string;
  type?: 'password';
  autoComplete: string;
  maxLength?: number;
}> = [
  { name: 'member', label: '会员名', required: '请输入会员名', autoComplete: 'organization' },
  { name: 'username', label: '用户名', required: '请输入用户名', autoComplete: 'username' },
  {
    name: 'password',
    label: '密码',
    required: '请输入密码',
    type: 'password',
    autoComplete: 'current-password',
  },
  { name: 'captcha', label: '验证码', required: '请输入验证码', autoComplete: 'off', maxLength: 8 },
];

type Problems = Partial<Record<LoginField, string>>;

function problemOf(field: (typeof FIELDS)[number], value: string): string | undefined {
  return (field.type === 'password' ? value : value.trim()) === '' ? field.required : undefined;
}

function problemsOf(values: LoginFormValues): Problems {
  const problems: Problems = {};
  for (const field of FIELDS) {
    const problem = problemOf(field, values[field.name]);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/**
 * /login and /Login (ROUTE-036): member name, user name, password and the verify code. The
 * request client shows server errors itself (-2000 toast, -2002 prompt such as a locked
 * account); here a failed login only refreshes the single-use verify code. A plain form (issue
 * 13 §4: the login page loads no antd); an empty field says so once the form was sent, and again
 * as it is edited.
 */
export function LoginPage() {
  const { api, storage, ui } = usePlatform();
  const [values, setValues] = useState<LoginFormValues>(EMPTY);
  // Checked when sent, then each field again as it is edited (a cleared verify code is not).
  const [checked, setChecked] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
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
    setValues((prev) => ({ ...prev, captcha: '' }));
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
        ui.toastError(error instanceof Error && error.message ? error.message : '登录失败，请稍后重试');
      }
      refreshCaptcha();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf(values);
    setChecked(true);
    setProblems(found);
    if (Object.keys(found).length > 0 || login.isPending) return;
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
        <form onSubmit={onSubmit} autoComplete="on" noValidate>
          {FIELDS.map((field) => {
            const problem = problems[field.name];
            const input = (
              <input
                id={field.name}
                name={field.name}
                type={field.type ?? 'text'}
                className={problem ? `${styles.input} ${styles.inputError}` : styles.input}
                placeholder={field.label}
                aria-label={field.label}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${field.name}-problem` : undefined}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                value={values[field.name]}
                onChange={(e) => {
                  const value = e.target.value;
                  setValues((prev) => ({ ...prev, [field.name]: value }));
                  if (checked) setProblems((prev) => ({ ...prev, [field.name]: problemOf(field, value) }));
                }}
              />
            );
            return (
              <div key={field.name} className={styles.field}>
                {field.name === 'captcha' ? (
                  <div className={styles.captchaRow}>
                    <div className={styles.captchaInput}>{input}</div>
                    <CaptchaButton
                      captcha={{
                        image: captcha.data?.image,
                        id: captcha.data?.captchaId,
                        isError: captcha.isError,
                      }}
                      onRefresh={refreshCaptcha}
                    />
                  </div>
                ) : (
                  input
                )}
                {problem ? (
                  <div id={`${field.name}-problem`} role="alert" className={styles.problem}>
                    {problem}
                  </div>
                ) : null}
              </div>
            );
          })}
          <button
            type="submit"
            className={styles.submit}
            disabled={login.isPending}
            aria-busy={login.isPending || undefined}
            data-testid="login-submit"
          >
            {login.isPending ? '登录中…' : '登录'}
          </button>
        </form>
      </main>
    </div>
  );
}
