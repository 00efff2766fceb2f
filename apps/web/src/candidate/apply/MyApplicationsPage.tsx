import { useState } from 'react';
import { Alert, App, Button, Empty, Form, Input, Popconfirm, Spin, Tag } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CandidateIdentity, type MyApplication } from '@ehire/domain/contracts/talent';
import { usePlatform } from '../../platform/PlatformContext';
import styles from '../CandidateSite.module.css';
import { applyApi, readIdentity, saveIdentity } from './apply-api';
import { careersLink } from './ApplyPage';

export const MY_TEXT = {
  empty: '暂无投递记录',
  ask: '输入投递时的手机号和投递凭证，查看投递进度。',
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
 * 我的投递 (issue 6 §2): the candidate identifies with the mobile number and the token an
 * application answered (prefilled from this browser), sees each application's status and can
 * withdraw one that is still in progress, after confirming.
 */
export function MyApplicationsPage({ member }: { member: string }) {
  const { storage } = usePlatform();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const ref = searchParams.get('ref');
  const queryClient = useQueryClient();
  const [identity, setIdentity] = useState<CandidateIdentity | null>(() =>
    readIdentity(storage.local, member),
  );
  const [mobile, setMobile] = useState(identity?.mobile ?? '');
  const [token, setToken] = useState(identity?.token ?? '');
  const [inputProblem, setInputProblem] = useState<string | null>(null);

  const list = useQuery({
    queryKey: ['careers', member, 'mine', identity],
    queryFn: () => applyApi.mine(member, identity as CandidateIdentity),
    enabled: identity !== null,
    retry: false,
  });

  const withdraw = useMutation({
    mutationFn: (applicationId: string) =>
      applyApi.withdraw(member, applicationId, identity as CandidateIdentity),
    onSuccess: async () => {
      void message.success('撤回成功');
      await queryClient.invalidateQueries({ queryKey: ['careers', member, 'mine'] });
    },
    onError: (error) => void message.error(error.message),
  });

  function search() {
    const parsed = CandidateIdentity.safeParse({ mobile, token: token.trim() });
    if (!parsed.success) {
      setInputProblem(parsed.error.issues[0]?.message ?? '请输入手机号和投递凭证');
      return;
    }
    setInputProblem(null);
    saveIdentity(storage.local, member, parsed.data);
    setIdentity(parsed.data);
  }

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
        <div className={styles.meta} style={{ marginBottom: 12 }}>
          {MY_TEXT.ask}
        </div>
        <Form layout="inline" component="div" style={{ rowGap: 8 }}>
          <Form.Item label="手机号" htmlFor="my-mobile">
            <Input
              id="my-mobile"
              value={mobile}
              maxLength={11}
              inputMode="numeric"
              onChange={(e) => setMobile(e.target.value.trim())}
              onPressEnter={search}
            />
          </Form.Item>
          <Form.Item label="投递凭证" htmlFor="my-token">
            <Input
              id="my-token"
              value={token}
              maxLength={200}
              onChange={(e) => setToken(e.target.value)}
              onPressEnter={search}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" onClick={search}>
              查询
            </Button>
          </Form.Item>
        </Form>
        {inputProblem ? (
          <Alert type="error" role="alert" showIcon title={inputProblem} style={{ marginTop: 12 }} />
        ) : null}
      </article>

      {identity === null ? null : list.isPending ? (
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
    </div>
  );
}
