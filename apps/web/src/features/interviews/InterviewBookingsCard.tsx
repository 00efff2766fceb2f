import { useState } from 'react';
import { Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ROUND_LABEL, SITE_KIND_LABEL, type Booking } from '@ehire/domain/contracts/interviews';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { EvaluationDialog } from './EvaluationDialog';
import { INTERVIEW_KEYS, useInterviewsApi } from './interviews-api';

/**
 * The interviews of one application on the résumé's details (issue 15): each booking with its
 * status (已安排 / 已确认 / 已拒绝 / 未到场 / 已面试), time, place, interviewers and the
 * interviewers' evaluations; 评价 opens the evaluation form.
 */
export function InterviewBookingsCard({
  applicationId,
  candidateName,
}: {
  applicationId: string;
  candidateName: string;
}) {
  const api = useInterviewsApi();
  const bookings = useQuery({
    queryKey: INTERVIEW_KEYS.bookings(applicationId),
    queryFn: () => api.bookings(applicationId),
    retry: false,
  });
  const [evaluating, setEvaluating] = useState<string | null>(null);
  if (bookings.isError) return null;
  const rows = bookings.data ?? [];
  return (
    <Card variant="borderless" title="面试" style={{ marginTop: 12 }} data-testid="details-interviews">
      {rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={bookings.isLoading ? '加载中' : '暂无面试安排'}
        />
      ) : (
        <List<Booking>
          dataSource={rows}
          renderItem={(b) => (
            <List.Item
              key={b.invitationId}
              actions={[
                <Button key="evaluate" type="link" onClick={() => setEvaluating(b.invitationId)}>
                  评价
                </Button>,
              ]}
            >
              <div style={{ width: '100%' }}>
                <Space wrap>
                  <Typography.Text strong>{b.arrangementTitle}</Typography.Text>
                  <Tag>{ROUND_LABEL[b.round]}</Tag>
                  <Tag>{SITE_KIND_LABEL[b.kind]}</Tag>
                  <Tag color="blue" data-testid="booking-status">
                    {b.statusLabel}
                  </Tag>
                </Space>
                <div data-testid="booking-time">
                  {b.date ? `${b.date} ${b.startTime}-${b.endTime}` : '候选人尚未选择时段'}
                  {b.place ? ` · ${b.place}` : ''}
                  {b.room ? ` ${b.room}` : ''}
                </div>
                {b.interviewerNames.length ? (
                  <Typography.Text type="secondary">面试官：{b.interviewerNames.join('、')}</Typography.Text>
                ) : null}
                {b.evaluations.map((e) => (
                  <div key={`${e.interviewerName}-${e.createdAt}`} data-testid="booking-evaluation">
                    <Tag color="gold">{`评分 ${e.score}`}</Tag>
                    <Typography.Text>{e.comment}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 8 }}>
                      {`${e.interviewerName} · ${formatDateTime(e.createdAt)}`}
                    </Typography.Text>
                  </div>
                ))}
              </div>
            </List.Item>
          )}
        />
      )}
      <EvaluationDialog
        invitationId={evaluating}
        candidateName={candidateName}
        onClose={() => setEvaluating(null)}
      />
    </Card>
  );
}
