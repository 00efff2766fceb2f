import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** Any path the guard does not know (ROUTE-079, GAP-016). */
export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<span data-testid="not-found">页面不存在</span>}
      subTitle="您访问的页面不存在或已被移除，请检查地址是否正确。"
      extra={
        <Link to="/">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
