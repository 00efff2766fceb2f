import { Button, Input, Space, Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AssessmentResult } from '@ehire/domain/contracts/assessments';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { saveBlob } from '../../platform/download';
import { ASSESSMENT_KEYS, useAssessmentsApi } from './assessments-api';
import { useKeywordPaging } from '../../components/use-keyword-paging';

/**
 * 测评结果: the invitations and their results (score, level, report), of one application when
 * given (the talent details, /evaluation?id=), else of the tenant with a keyword search.
 */
export function AssessmentResultsTable({
  applicationId,
  compact,
}: {
  applicationId?: string;
  compact?: boolean;
}) {
  const api = useAssessmentsApi();
  const paging = useKeywordPaging();
  const { keyword, pageIndex } = paging;
  const query = { applicationId, keyword, pageIndex, pageSize: paging.pageSize };
  const page = useQuery({
    queryKey: ASSESSMENT_KEYS.results(query),
    queryFn: () => api.results(query),
    placeholderData: keepPreviousData,
  });
  const download = async (row: AssessmentResult) =>
    saveBlob(await api.report(row.invitationId), row.reportName);
  return (
    <>
      {!applicationId && (
        <Space style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            aria-label="关键词"
            placeholder="姓名、手机号、测评名称"
            style={{ width: 320 }}
            onSearch={paging.search}
          />
        </Space>
      )}
      <Table<AssessmentResult>
        data-testid="assessment-results"
        rowKey="invitationId"
        size={compact ? 'small' : 'middle'}
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        locale={{ emptyText: '暂无测评结果' }}
        pagination={compact ? false : paging.pagination(page.data?.total ?? 0, '条')}
        columns={[
          ...(applicationId
            ? []
            : [
                { title: '姓名', dataIndex: 'name' },
                { title: '应聘职位', dataIndex: 'jobName' },
              ]),
          { title: '测评', dataIndex: 'productName' },
          {
            title: '状态',
            dataIndex: 'statusLabel',
            render: (label: string, r) => (
              <Tag color={r.status === 'completed' ? 'green' : 'default'}>{label}</Tag>
            ),
          },
          { title: '分数', dataIndex: 'score', render: (s: number | null) => (s === null ? '—' : s) },
          { title: '等级', dataIndex: 'level', render: (l: string) => l || '—' },
          {
            title: '报告',
            render: (_, r) =>
              r.reportName ? (
                <Button type="link" size="small" onClick={() => void download(r)}>
                  {r.reportName}
                </Button>
              ) : (
                '—'
              ),
          },
          ...(compact
            ? []
            : [{ title: '邀请时间', dataIndex: 'invitedAt', render: (at: number) => formatDateTime(at) }]),
        ]}
      />
    </>
  );
}
