import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';

/** Message of /error when the query carries none (ROUTE-081). */
export const DEFAULT_ERROR_MESSAGE = '无权限';

/** /error: shows the `msg` query (ROUTE-063), 无权限 by default. */
export function ErrorPage() {
  const [params] = useSearchParams();
  const msg = params.get('msg')?.trim() || DEFAULT_ERROR_MESSAGE;
  return (
    <Result
      status="403"
      title={<span data-testid="error-message">{msg}</span>}
      subTitle="如需访问该页面，请联系管理员开通权限。"
      extra={
        <Link to="/">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
