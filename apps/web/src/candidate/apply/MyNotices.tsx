// 我的通知 on the careers site's application page (issue 14): the notices sent about the signed-in
// candidate's applications (email bodies shown as text), and a reply to each that reaches the
// recruiter's 候选人回复 and unread badge.
import { useState } from 'react';
import { Alert, App, Button, Empty, Input, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICE_CHANNEL_LABEL, type CandidateNotice } from '@ehire/domain/contracts/notice';
import styles from '../CandidateSite.module.css';
import { myApplicationsApi } from './my-applications-api';

function plain(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').trim();
}

function formatTime(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function NoticeItem({ member, notice }: { member: string; notice: CandidateNotice }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const reply = useMutation({
    mutationFn: () => myApplicationsApi.reply(member, notice.id, text),
    onSuccess: async () => {
      setText('');
      void message.success('回复已发送');
      await queryClient.invalidateQueries({ queryKey: ['careers', member, 'notices'] });
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <li className={styles.detail} data-testid="my-notice" style={{ marginBottom: 12 }}>
      <div style={{ fontWeight: 600 }}>{notice.subject || `${NOTICE_CHANNEL_LABEL[notice.channel]}通知`}</div>
      <div className={styles.meta}>
        {notice.jobName} · {formatTime(notice.sentAt)}
      </div>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>
        {notice.channel === 'email' ? plain(notice.body) : notice.body}
      </Typography.Paragraph>
      {notice.replies.map((r) => (
        <div key={r.createdAt} className={styles.meta} data-testid="my-notice-reply">
          我的回复（{formatTime(r.createdAt)}）：{r.content}
        </div>
      ))}
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input
          aria-label="回复内容"
          placeholder="回复招聘方"
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="primary" loading={reply.isPending} onClick={() => reply.mutate()}>
          回复
        </Button>
      </Space.Compact>
    </li>
  );
}

export function MyNotices({ member }: { member: string }) {
  const notices = useQuery({
    queryKey: ['careers', member, 'notices'],
    queryFn: () => myApplicationsApi.notices(member),
    retry: false,
  });
  return (
    <section aria-label="我的通知" style={{ marginTop: 24 }}>
      <h2 style={{ fontSize: 18 }}>我的通知</h2>
      {notices.isError ? (
        <Alert type="error" role="alert" showIcon title={notices.error.message} />
      ) : (notices.data ?? []).length === 0 ? (
        notices.isPending ? null : (
          <Empty description="暂无通知" />
        )
      ) : (
        <ul className={styles.jobList} aria-label="通知列表">
          {notices.data!.map((n) => (
            <NoticeItem key={n.id} member={member} notice={n} />
          ))}
        </ul>
      )}
    </section>
  );
}
