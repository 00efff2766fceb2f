import { Result } from 'antd';

/** What a user without the statistics permission sees: no numbers at all. */
export function NoPermission() {
  return (
    <Result
      status="403"
      title="无权限"
      subTitle="您没有查看数据统计的权限，请联系管理员授权"
      data-testid="no-permission"
    />
  );
}
