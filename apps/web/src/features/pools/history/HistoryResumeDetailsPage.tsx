import { Link, useLocation, useSearchParams } from 'react-router';
import { Descriptions, Empty, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { seasonLabel } from '@ehire/domain/contracts/history';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { PageCard } from '../../jobs/components/PageCard';
import { HISTORY_KEYS, useHistoryApi } from '../api/history-api';

// /historyresume/resumeDetails?id=… (ROUTE-037) and /archived/resumeDetails?id=… (人才管理(归档)):
// one archived application, read through the history pool, with its 测评结果.

export function HistoryResumeDetailsPage() {
  const api = useHistoryApi();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const evalscore = useLocation().pathname.startsWith('/historyresume')
    ? '/historyresume/evalscore'
    : '/evalscore';
  const details = useQuery({
    queryKey: HISTORY_KEYS.details(id),
    queryFn: () => api.details(id),
    enabled: id !== '',
    retry: false,
  });
  if (details.isLoading) return <Spin />;
  const d = details.data;
  return (
    <PageCard
      title="简历详情"
      testId="history-details-page"
      extra={d ? <Link to={`${evalscore}?id=${encodeURIComponent(d.applicationId)}`}>测评结果</Link> : null}
    >
      {!d ? (
        <Empty description="历史投递不存在" />
      ) : (
        <Descriptions bordered column={2} size="small">
          <Descriptions.Item label="姓名">{d.name}</Descriptions.Item>
          <Descriptions.Item label="性别">{d.gender}</Descriptions.Item>
          <Descriptions.Item label="手机号">{d.mobile}</Descriptions.Item>
          <Descriptions.Item label="邮箱">{d.email}</Descriptions.Item>
          <Descriptions.Item label="学校">{d.school}</Descriptions.Item>
          <Descriptions.Item label="专业">{d.major}</Descriptions.Item>
          <Descriptions.Item label="学历">{d.degree}</Descriptions.Item>
          <Descriptions.Item label="毕业年份">{d.graduationYear || ''}</Descriptions.Item>
          <Descriptions.Item label="生源地">{d.region}</Descriptions.Item>
          <Descriptions.Item label="来源">{d.source}</Descriptions.Item>
          <Descriptions.Item label="招聘季">{seasonLabel(d.season)}</Descriptions.Item>
          <Descriptions.Item label="职位">{d.jobName}</Descriptions.Item>
          <Descriptions.Item label="归档时环节">{d.stepName}</Descriptions.Item>
          <Descriptions.Item label="归档时状态">{d.statusLabel}</Descriptions.Item>
          <Descriptions.Item label="评分">{d.score ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="投递时间">{formatDateTime(d.appliedAt)}</Descriptions.Item>
          <Descriptions.Item label="归档时间">{formatDateTime(d.archivedAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </PageCard>
  );
}
