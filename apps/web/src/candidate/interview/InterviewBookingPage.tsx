import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Popconfirm,
  Result,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INTERVIEW_MESSAGE,
  ROUND_LABEL,
  SITE_KIND_LABEL,
  type CandidateInvitation,
} from '@ehire/domain/contracts/interviews';
import {
  BOOKING_STATUS,
  candidateMayChange,
  type BookingStatus,
} from '@ehire/domain/interviews/booking-status';
import { CareersError } from '../careers-api';
import { candidateInterviewApi } from './interview-api';

// The candidate's page of one interview invitation on the careers site (issue 15): opened from the
// link of the invitation notice (/careers/:member/interview/:token). It shows the invitation
// (job, round, type, place or room link), the open slots; the candidate books one, changes or
// cancels it until the cut-off, confirms or declines. Every refusal (full or closed slot, a link
// that is not theirs, after the cut-off) is the server's zh-CN message, shown above the slots.

type Action = { kind: 'book'; slotId: string } | { kind: 'confirm' | 'cancel' | 'decline' };

const DONE: Record<Action['kind'], string> = {
  book: INTERVIEW_MESSAGE.booked,
  confirm: '已确认参加面试',
  cancel: INTERVIEW_MESSAGE.cancelled,
  decline: INTERVIEW_MESSAGE.declined,
};

const STATUS_COLOR: Partial<Record<string, string>> = {
  '00': 'gold',
  '01': 'blue',
  '02': 'green',
  '03': 'red',
  '06': 'default',
};

/** Why the candidate can no longer change anything: the status ended it, or the cut-off passed. */
function lockedReason(invitation: CandidateInvitation): string | null {
  if (invitation.changeable) return null;
  return candidateMayChange(invitation.status as BookingStatus)
    ? INTERVIEW_MESSAGE.cutOff
    : INTERVIEW_MESSAGE.notChangeable;
}

export function InterviewBookingPage({ member, token }: { member: string; token: string }) {
  const queryClient = useQueryClient();
  const key = ['careers', member, 'interview', token];
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const invitation = useQuery({
    queryKey: key,
    queryFn: () => candidateInterviewApi.invitation(member, token),
    retry: false,
  });
  const act = useMutation({
    mutationFn: (action: Action) =>
      action.kind === 'book'
        ? candidateInterviewApi.book(member, token, action.slotId)
        : candidateInterviewApi[action.kind](member, token),
    onSuccess: (_data, action) => setOutcome({ type: 'success', text: DONE[action.kind] }),
    onError: (error) =>
      setOutcome({ type: 'error', text: error instanceof Error ? error.message : '提交失败，请稍后重试' }),
    // A refused booking (the slot filled up meanwhile) shows the slots as they are now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  if (invitation.isPending)
    return (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  if (invitation.isError) {
    const status = invitation.error instanceof CareersError ? invitation.error.status : 0;
    return (
      <Result
        data-testid="interview-invitation-error"
        status={status === 404 ? '404' : status === 403 ? '403' : 'warning'}
        title="无法打开面试邀请"
        subTitle={invitation.error.message}
      />
    );
  }
  const data = invitation.data;
  const locked = lockedReason(data);
  const booked = data.slots.find((s) => s.id === data.bookedSlotId) ?? null;
  const busy = act.isPending;
  const days = [...new Set(data.slots.map((s) => s.date))];

  return (
    <div data-testid="interview-booking" style={{ maxWidth: 880, margin: '0 auto' }}>
      <Card title={`面试邀请：${data.title}`}>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label="候选人">{data.candidateName}</Descriptions.Item>
          <Descriptions.Item label="职位">{data.jobName}</Descriptions.Item>
          <Descriptions.Item label="面试轮次">{ROUND_LABEL[data.round]}</Descriptions.Item>
          <Descriptions.Item label="面试形式">{SITE_KIND_LABEL[data.kind]}</Descriptions.Item>
          <Descriptions.Item label={data.kind === 'video' ? '面试间' : '面试地点'}>
            {data.place || '—'}
            {data.mapLink ? (
              <Typography.Link href={data.mapLink} target="_blank" rel="noreferrer" style={{ marginLeft: 8 }}>
                查看地图
              </Typography.Link>
            ) : null}
          </Descriptions.Item>
          {data.roomLink ? (
            <Descriptions.Item label="视频面试链接">
              <Typography.Link href={data.roomLink} target="_blank" rel="noreferrer">
                {data.roomLink}
              </Typography.Link>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label="状态">
            <Tag color={STATUS_COLOR[data.status]} data-testid="interview-status">
              {data.statusLabel}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label="预约时段">
            <span data-testid="interview-booked-slot">
              {booked
                ? `${booked.date} ${booked.startTime}-${booked.endTime} ${booked.room}`.trim()
                : '尚未预约'}
            </span>
          </Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          面试开始前 {data.cutOffHours} 小时起不能再预约、改约或取消。
        </Typography.Paragraph>
        {!locked && booked ? (
          <Space style={{ marginTop: 12 }} wrap>
            {data.status === BOOKING_STATUS.arranged ? (
              <Button type="primary" loading={busy} onClick={() => act.mutate({ kind: 'confirm' })}>
                确认参加
              </Button>
            ) : null}
            <Popconfirm title="确定取消该时段的预约？" onConfirm={() => act.mutate({ kind: 'cancel' })}>
              <Button disabled={busy}>取消预约</Button>
            </Popconfirm>
          </Space>
        ) : null}
        {!locked ? (
          <Space style={{ marginTop: 12, marginLeft: booked ? 8 : 0 }}>
            <Popconfirm
              title="确定拒绝本次面试？拒绝后不能再预约。"
              onConfirm={() => act.mutate({ kind: 'decline' })}
            >
              <Button danger disabled={busy}>
                拒绝面试
              </Button>
            </Popconfirm>
          </Space>
        ) : null}
      </Card>
      {outcome ? (
        <Alert
          style={{ marginTop: 16 }}
          type={outcome.type}
          showIcon
          title={outcome.text}
          data-testid="interview-outcome"
        />
      ) : null}
      {locked ? (
        <Alert style={{ marginTop: 16 }} type="info" showIcon title={locked} data-testid="interview-locked" />
      ) : null}
      <Card title={booked ? '可改约的时段' : '可预约的时段'} style={{ marginTop: 16 }}>
        {days.length === 0 ? (
          <Empty description="暂无可预约的时段，请联系招聘方" />
        ) : (
          days.map((day) => (
            <div key={day} style={{ marginBottom: 12 }}>
              <Typography.Text strong>{day}</Typography.Text>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
                {data.slots
                  .filter((s) => s.date === day)
                  .map((slot) => {
                    const mine = slot.id === data.bookedSlotId;
                    const full = !mine && slot.left <= 0;
                    const label = `${slot.startTime}-${slot.endTime}${slot.room ? ` ${slot.room}` : ''}`;
                    return (
                      <Card
                        key={slot.id}
                        size="small"
                        data-testid="interview-slot"
                        data-slot={slot.id}
                        style={{ width: 200, borderColor: mine ? '#0958d9' : undefined }}
                      >
                        <div>{label}</div>
                        <Typography.Text type="secondary">
                          {mine ? '已预约' : full ? '已约满' : `剩余 ${slot.left} 个名额`}
                        </Typography.Text>
                        {!mine && !locked ? (
                          <div style={{ marginTop: 8 }}>
                            <Button
                              size="small"
                              type="primary"
                              disabled={full || busy}
                              aria-label={`${booked ? '改约到' : '预约'} ${slot.date} ${label}`}
                              onClick={() => act.mutate({ kind: 'book', slotId: slot.id })}
                            >
                              {booked ? '改约到此时段' : '预约此时段'}
                            </Button>
                          </div>
                        ) : null}
                      </Card>
                    );
                  })}
              </div>
            </div>
          ))
        )}
      </Card>
    </div>
  );
}
