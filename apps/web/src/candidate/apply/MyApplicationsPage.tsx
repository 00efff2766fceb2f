import { Alert, App, Button, Empty, Popconfirm, Spin, Tag } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { MyApplication } from '@ehire/domain/contracts/talent';
import styles from '../CandidateSite.module.css';
import { myApplicationsApi } from './my-applications-api';
import { careersLink } from '../careers-link';
import { CandidateBar, CandidateSignIn, useCandidateSession } from './CandidateSignIn';
import { MyNotices } from './MyNotices';

const MY_TEXT = {
  empty: '暂无投递记录',
  ask: '验证投递时使用的手机号（或邮箱）后，查看投递进度。',
  confirmWithdraw: '确定撤回该投递吗？撤回后不可恢复。',
} as const;

const STATUS_COLOR: Record<string, string> = {
  未通过: 'default',
  已撤回: 'default',
  已入职: 'green',
  待录用: 'green',
};

function formatTime(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * 我的投递 (issue 6 §2, issue 11): the candidate signs in with a one-time code to the mobile (or
 * email) they applied with, sees the status of each application that contact submitted and can
 * withdraw one that is still in progress, after confirming.
 */
export function MyApplicationsPage({ member }: { member: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const ref = searchParams.get('ref');
  const queryClient = useQueryClient();
  const session = useCandidateSession(member);
  const signedIn = session.data?.signedIn === true;

  const list = useQuery({
    queryKey: ['careers', member, 'mine'],
    queryFn: () => myApplicationsApi.mine(member),
    enabled: signedIn,
    retry: false,
  });

  const withdraw = useMutation({
    mutationFn: (applicationId: string) => myApplicationsApi.withdraw(member, applicationId),
    onSuccess: async () => {
      void message.success('撤回成功');
      await queryClient.invalidateQueries({ queryKey: ['careers', member, 'mine'] });
    },
    onError: (error) => void message.error(error.message),
  });

  const rows: MyApplication[] = list.data ?? [];

  return (
    <div data-testid="my-applications">
      <Button
        type="link"
        icon={<LeftOutlined />}
        onClick={() => void navigate(careersLink(member, '', ref))}
        style={{ paddingLeft: 0, marginBottom: 8 }}
      >
        返回职位列表
      </Button>
      <article className={styles.detail}>
        <h1 style={{ fontSize: 20, margin: '0 0 8px' }}>我的投递</h1>
        {session.data?.signedIn ? <CandidateBar member={member} me={session.data} /> : null}
      </article>

      {session.isPending ? (
        <div className={styles.center}>
          <Spin />
        </div>
      ) : session.isError ? (
        <Alert type="error" role="alert" showIcon title={session.error.message} style={{ marginTop: 16 }} />
      ) : !signedIn ? (
        <div style={{ marginTop: 16 }}>
          <CandidateSignIn member={member} hint={MY_TEXT.ask} />
        </div>
      ) : list.isPending ? (
        <div className={styles.center}>
          <Spin />
        </div>
      ) : list.isError ? (
        <Alert type="error" role="alert" showIcon title={list.error.message} style={{ marginTop: 16 }} />
      ) : rows.length === 0 ? (
        <Empty description={MY_TEXT.empty} style={{ marginTop: 32 }} />
      ) : (
        <ul className={styles.jobList} aria-label="投递列表" style={{ marginTop: 16 }}>
          {rows.map((row) => (
            <li
              key={row.applicationId}
              className={styles.detail}
              data-testid="my-application"
              style={{ marginBottom: 12 }}
            >
              <div
                style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}
              >
                <div>
                  <div style={{ fontSize: 16, fontWeight: 600 }}>{row.jobName}</div>
                  <div className={styles.meta}>投递时间：{formatTime(row.appliedAt)}</div>
                </div>
                <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  <Tag color={STATUS_COLOR[row.statusName] ?? 'blue'} data-testid="my-application-status">
                    {row.statusName}
                  </Tag>
                  {row.canWithdraw ? (
                    <Popconfirm
                      title={MY_TEXT.confirmWithdraw}
                      okText="撤回"
                      cancelText="取消"
                      onConfirm={() => withdraw.mutateAsync(row.applicationId).catch(() => undefined)}
                    >
                      <Button danger loading={withdraw.isPending && withdraw.variables === row.applicationId}>
                        撤回
                      </Button>
                    </Popconfirm>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {signedIn ? <MyNotices member={member} /> : null}
    </div>
  );
}
