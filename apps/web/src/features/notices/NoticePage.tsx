import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { App, Badge, Button, Input, Popconfirm, Select, Space, Table, Tabs, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTICE_PURPOSE_LABEL,
  NOTICE_RECORD_STATUS_LABEL,
  NOTICE_RECORD_STATUSES,
  type NoticeChannel,
  type NoticeRecordStatus,
  type NoticeReply,
  type NoticeTemplate,
} from '@ehire/domain/contracts/notice';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { Can, useCanWrite } from '../../platform/Can';
import { NOTICE_KEYS, useNoticesApi } from './notices-api';

const STATUS_COLOR: Record<NoticeRecordStatus, string> = {
  queued: 'default',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
  replied: 'purple',
};

function formatTime(ms: number | null): string {
  return ms === null ? '' : new Date(ms).toLocaleString('zh-CN', { hour12: false });
}

function TemplatesTab({ channel }: { channel: NoticeChannel }) {
  const api = useNoticesApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const list = useQuery({ queryKey: NOTICE_KEYS.templates(channel), queryFn: () => api.templates(channel) });
  const canWrite = useCanWrite(PERMISSION.notice);
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTICE_KEYS.all });
  const enable = useMutation({
    mutationFn: (t: NoticeTemplate) => api.setEnabled(t.id, !t.enabled),
    onSuccess: (t) => {
      void message.success(t.enabled ? '已启用' : '已停用');
      void refresh();
    },
  });
  const copy = useMutation({ mutationFn: (id: string) => api.copy(id), onSuccess: () => void refresh() });
  const remove = useMutation({
    mutationFn: (id: string) => api.remove(id),
    onSuccess: () => {
      void message.success('删除成功');
      void refresh();
    },
  });
  return (
    <>
      <Can write={PERMISSION.notice}>
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => navigate(`/addEmTpl?channel=${channel}`)}>
            新增模板
          </Button>
        </Space>
      </Can>
      <Table<NoticeTemplate>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          {
            title: '模板名称',
            dataIndex: 'name',
            render: (name: string, t) => (
              <a onClick={() => navigate(`/tableToEmTplPreview?id=${t.id}`)}>{name}</a>
            ),
          },
          {
            title: '用途',
            dataIndex: 'purpose',
            render: (p: NoticeTemplate['purpose']) => NOTICE_PURPOSE_LABEL[p],
          },
          ...(channel === 'email' ? [{ title: '主题', dataIndex: 'subject' }] : []),
          {
            title: '状态',
            dataIndex: 'enabled',
            render: (enabled: boolean) => (enabled ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
          },
          // A read-only user has no action on a template (each would answer 403).
          {
            title: '操作',
            key: 'actions',
            hidden: !canWrite,
            render: (_: unknown, t: NoticeTemplate) => (
              <Space>
                <a onClick={() => navigate(`/editOrCopyEmTpl?id=${t.id}`)}>编辑</a>
                <a onClick={() => copy.mutate(t.id)}>复制</a>
                <a onClick={() => enable.mutate(t)}>{t.enabled ? '停用' : '启用'}</a>
                <Popconfirm title="确定删除该模板？" onConfirm={() => remove.mutate(t.id)}>
                  <a>删除</a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

function RecordsTab({ channel }: { channel: NoticeChannel }) {
  const api = useNoticesApi();
  const { message } = App.useApp();
  const [status, setStatus] = useState<NoticeRecordStatus | undefined>();
  const [candidate, setCandidate] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const query = {
    channel,
    pageIndex,
    pageSize: 20,
    ...(status ? { status } : {}),
    ...(candidate ? { candidate } : {}),
  };
  const page = useQuery({ queryKey: NOTICE_KEYS.records(query), queryFn: () => api.records(query) });
  const exportLogs = useMutation({
    mutationFn: () =>
      api.exportRecords({ channel, ...(status ? { status } : {}), ...(candidate ? { candidate } : {}) }),
    onSuccess: () => void message.success('已提交导出任务，可在任务中心下载'),
  });
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          allowClear
          placeholder="发送状态"
          style={{ width: 140 }}
          value={status}
          onChange={(v: NoticeRecordStatus | undefined) => {
            setStatus(v);
            setPageIndex(1);
          }}
          options={NOTICE_RECORD_STATUSES.map((s) => ({ value: s, label: NOTICE_RECORD_STATUS_LABEL[s] }))}
        />
        <Input.Search
          placeholder="候选人姓名/邮箱/手机号"
          allowClear
          onSearch={(v) => {
            setCandidate(v.trim());
            setPageIndex(1);
          }}
          style={{ width: 240 }}
        />
        <Button onClick={() => exportLogs.mutate()}>导出日志</Button>
      </Space>
      <Table
        rowKey="id"
        loading={page.isLoading}
        dataSource={page.data?.rows ?? []}
        pagination={{
          current: pageIndex,
          pageSize: 20,
          total: page.data?.total ?? 0,
          onChange: setPageIndex,
        }}
        columns={[
          { title: '候选人', dataIndex: 'candidateName' },
          { title: '职位', dataIndex: 'jobName' },
          { title: channel === 'email' ? '邮箱' : '手机号', dataIndex: 'to' },
          { title: '模板', dataIndex: 'templateName' },
          ...(channel === 'sms'
            ? [{ title: '计费条数', dataIndex: 'segments' }]
            : [{ title: '主题', dataIndex: 'subject' }]),
          {
            title: '状态',
            dataIndex: 'status',
            render: (s: NoticeRecordStatus, r: { reason: string }) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATUS_COLOR[s]}>{NOTICE_RECORD_STATUS_LABEL[s]}</Tag>
                {r.reason ? <span style={{ color: '#cf1322' }}>{r.reason}</span> : null}
              </Space>
            ),
          },
          { title: '发送时间', dataIndex: 'sentAt', render: formatTime },
        ]}
      />
    </>
  );
}

function RepliesTab() {
  const api = useNoticesApi();
  const queryClient = useQueryClient();
  const replies = useQuery({ queryKey: NOTICE_KEYS.replies, queryFn: () => api.replies() });
  const read = useMutation({
    mutationFn: (id: string) => api.readReply(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: NOTICE_KEYS.replies });
      // The header badge counts unread replies.
      void queryClient.invalidateQueries();
    },
  });
  return (
    <Table<NoticeReply>
      rowKey="id"
      loading={replies.isLoading}
      dataSource={replies.data ?? []}
      pagination={{ pageSize: 20 }}
      columns={[
        {
          title: '候选人',
          dataIndex: 'candidateName',
          render: (name: string, r) => (r.read ? name : <Badge dot>{name}</Badge>),
        },
        { title: '职位', dataIndex: 'jobName' },
        { title: '通知主题', dataIndex: 'subject' },
        { title: '回复内容', dataIndex: 'content' },
        { title: '来源', dataIndex: 'source', render: (s: string) => (s === 'careers' ? '官网' : '邮件') },
        { title: '时间', dataIndex: 'createdAt', render: formatTime },
        {
          title: '操作',
          key: 'read',
          render: (_: unknown, r) =>
            r.read ? '已读' : <a onClick={() => read.mutate(r.id)}>标为已读</a>,
        },
      ]}
    />
  );
}

const TAB_KEYS = ['emailTemplates', 'smsTemplates', 'emailrecord', 'smsrecord', 'replies'] as const;

/** 通知管理 (/notice, /new/systemManagement/notice; /emailrecord and /smsrecord open their tab). */
export function NoticePage({ initialTab }: { initialTab?: (typeof TAB_KEYS)[number] }) {
  const [params, setParams] = useSearchParams();
  const fromQuery = params.get('tab');
  const active = TAB_KEYS.find((k) => k === fromQuery) ?? initialTab ?? 'emailTemplates';
  return (
    <div style={{ padding: 16 }}>
      <h2>通知管理</h2>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key })}
        destroyInactiveTabPane
        items={[
          { key: 'emailTemplates', label: '邮件模板', children: <TemplatesTab channel="email" /> },
          { key: 'smsTemplates', label: '短信模板', children: <TemplatesTab channel="sms" /> },
          { key: 'emailrecord', label: '邮件发送记录', children: <RecordsTab channel="email" /> },
          { key: 'smsrecord', label: '短信发送记录', children: <RecordsTab channel="sms" /> },
          { key: 'replies', label: '候选人回复', children: <RepliesTab /> },
        ]}
      />
    </div>
  );
}

export function EmailRecordPage() {
  return <NoticePage initialTab="emailrecord" />;
}

export function SmsRecordPage() {
  return <NoticePage initialTab="smsrecord" />;
}
