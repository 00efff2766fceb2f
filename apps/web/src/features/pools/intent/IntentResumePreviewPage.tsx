import { useSearchParams } from 'react-router';
import { Descriptions, Empty, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { PageCard } from '../../jobs/components/PageCard';
import { INTENT_KEYS, useIntentsApi } from '../api/intents-api';

// /intentResumePreview?id=… (ROUTE-039): one candidate of 意向人才库.

export function IntentResumePreviewPage() {
  const api = useIntentsApi();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const intent = useQuery({
    queryKey: INTENT_KEYS.one(id),
    queryFn: () => api.one(id),
    enabled: id !== '',
    retry: false,
  });
  if (intent.isLoading) return <Spin />;
  const d = intent.data;
  return (
    <PageCard title="意向简历预览" testId="intent-preview-page">
      {!d ? (
        <Empty description="意向候选人不存在" />
      ) : (
        <Descriptions bordered column={2} size="small">
          <Descriptions.Item label="姓名">{d.name}</Descriptions.Item>
          <Descriptions.Item label="手机号">{d.mobile}</Descriptions.Item>
          <Descriptions.Item label="邮箱">{d.email}</Descriptions.Item>
          <Descriptions.Item label="学校">{d.school}</Descriptions.Item>
          <Descriptions.Item label="专业">{d.major}</Descriptions.Item>
          <Descriptions.Item label="学历">{d.degree}</Descriptions.Item>
          <Descriptions.Item label="毕业年份">{d.graduationYear ?? ''}</Descriptions.Item>
          <Descriptions.Item label="意向职位">{d.jobName}</Descriptions.Item>
          <Descriptions.Item label="来源">{d.source}</Descriptions.Item>
          <Descriptions.Item label="投递状态">{d.deliveredLabel}</Descriptions.Item>
          <Descriptions.Item label="已邀请">{d.inviteCount ? `${d.inviteCount}次` : '—'}</Descriptions.Item>
          <Descriptions.Item label="登记时间">{formatDateTime(d.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="备注" span={2}>
            {d.notes}
          </Descriptions.Item>
        </Descriptions>
      )}
    </PageCard>
  );
}
