import { Result } from 'antd';
import { PageCard } from '../jobs/components/PageCard';

/** A role without PERMISSION.flowManagement (level 0): the pages say so instead of failing calls. */
export function NoFlowPermission({
  title,
  subTitle = '您没有流程管理权限，请联系管理员开通',
}: {
  title: string;
  subTitle?: string;
}) {
  return (
    <PageCard title={title} testId="flow-no-permission">
      <Result status="403" title="无权限" subTitle={subTitle} />
    </PageCard>
  );
}
