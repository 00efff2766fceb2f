import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MyInterview } from '@ehire/domain/contracts/interviews';
import { BOOKING_STATUS_LABEL, type BookingStatus } from '@ehire/domain/interviews/booking-status';
import { EvaluationDialog } from './EvaluationDialog';
import { INTERVIEW_KEYS, useInterviewsApi } from './interviews-api';

/**
 * 我的面试 (the interviewer's view, issue 15): today's interviews of the signed-in user's slots,
 * each with the candidate's résumé and the evaluation form.
 */
export function MyInterviewsPanel() {
  const api = useInterviewsApi();
  const mine = useQuery({ queryKey: INTERVIEW_KEYS.mine, queryFn: () => api.mine() });
  const [evaluating, setEvaluating] = useState<MyInterview | null>(null);
  return (
    <>
      <Table<MyInterview>
        rowKey="invitationId"
        data-testid="my-interviews"
        loading={mine.isLoading}
        dataSource={mine.data ?? []}
        pagination={false}
        locale={{ emptyText: '今天没有您的面试' }}
        columns={[
          { title: '时间', key: 'time', render: (_, m) => `${m.date} ${m.startTime}-${m.endTime}` },
          { title: '候选人', dataIndex: 'candidateName' },
          { title: '面试', dataIndex: 'arrangementTitle' },
          { title: '面试间', dataIndex: 'room' },
          {
            title: '状态',
            key: 'status',
            render: (_, m) => (
              <Space>
                <Tag>{BOOKING_STATUS_LABEL[m.status as BookingStatus] ?? m.status}</Tag>
                {m.evaluated ? <Tag color="green">已评价</Tag> : null}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, m) => (
              <Space>
                <Link to={`/resumeDetails?id=${encodeURIComponent(m.applicationId)}`}>查看简历</Link>
                <Button type="link" aria-label={`评价 ${m.candidateName}`} onClick={() => setEvaluating(m)}>
                  {m.evaluated ? '再次评价' : '评价'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <EvaluationDialog
        invitationId={evaluating?.invitationId ?? null}
        candidateName={evaluating?.candidateName ?? ''}
        onClose={() => setEvaluating(null)}
      />
    </>
  );
}
