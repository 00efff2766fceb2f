// 发送通知 from the talent list and the resume details (issue 14): pick email or SMS and an
// enabled template, send to one or many applications (a notice-send task), then follow the
// per-recipient result: sent, or failed with the reason (no email / phone, balance exhausted,
// template disabled), the others still sent.
import { useState } from 'react';
import { Alert, App, Form, Radio, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  NOTICE_CHANNEL_LABEL,
  NOTICE_RECORD_STATUS_LABEL,
  type NoticeChannel,
  type NoticeRecordStatus,
  type NoticeSendResult,
} from '@ehire/domain/contracts/notice';
import { AppDialog } from '../../components/AppDialog';
import { RequestError } from '../../platform/request';
import { NOTICE_KEYS, useNoticesApi } from './notices-api';
import { StepNoticeTemplateSelect } from './StepNoticeFields';

export interface NoticeRecipientTarget {
  applicationId: string;
  name: string;
}

const STATUS_COLOR: Record<NoticeRecordStatus, string> = {
  queued: 'default',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
  replied: 'purple',
};
const FINISHED = ['succeeded', 'failed', 'cancelled'];

/** The per-recipient result of a send task, read until the task has finished. */
function NoticeSendResultView({ taskId }: { taskId: string }) {
  const api = useNoticesApi();
  const result = useQuery({
    queryKey: NOTICE_KEYS.sendResult(taskId),
    queryFn: () => api.sendResult(taskId),
    refetchInterval: (query) =>
      query.state.data && FINISHED.includes(query.state.data.status) ? false : 1000,
  });
  const data: NoticeSendResult | undefined = result.data;
  if (!data) return <Typography.Text type="secondary">正在发送…</Typography.Text>;
  const finished = FINISHED.includes(data.status);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="notice-send-result">
      <Alert
        type={!finished ? 'info' : data.failed > 0 ? 'warning' : 'success'}
        showIcon
        title={
          <span data-testid="notice-send-summary">
            {finished ? '发送完成' : '发送中'}：共{data.total}人，已发送{data.sent}人，失败{data.failed}人
            {data.pending > 0 ? `，待发送${data.pending}人` : ''}
          </span>
        }
        description="可在 通知管理 → 发送记录 中查看全部记录，在任务中心查看进度。"
      />
      <Table<NoticeSendResult['recipients'][number]>
        rowKey={(r) => r.applicationId ?? r.to}
        size="small"
        pagination={data.recipients.length > 10 ? { pageSize: 10 } : false}
        dataSource={data.recipients}
        columns={[
          { title: '候选人', dataIndex: 'candidateName' },
          { title: '收件地址', dataIndex: 'to' },
          {
            title: '结果',
            dataIndex: 'status',
            render: (s: NoticeRecordStatus, r) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATUS_COLOR[s]}>{NOTICE_RECORD_STATUS_LABEL[s]}</Tag>
                {r.reason ? <span style={{ color: '#cf1322' }}>{r.reason}</span> : null}
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}

interface SendValues {
  channel: NoticeChannel;
  templateId?: string;
}

/** 发送通知 to the given applications (single or bulk). */
export function SendNoticeDialog({
  targets,
  onClose,
}: {
  /** null: closed. */
  targets: NoticeRecipientTarget[] | null;
  onClose: () => void;
}) {
  const api = useNoticesApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<SendValues>();
  const channel = (Form.useWatch('channel', form) as NoticeChannel | undefined) ?? 'email';
  const [taskId, setTaskId] = useState<string | null>(null);
  const open = targets !== null;
  const send = useMutation({
    mutationFn: (values: SendValues) =>
      api.send({
        channel: values.channel,
        templateId: values.templateId ?? '',
        applicationIds: (targets ?? []).map((t) => t.applicationId),
      }),
    onSuccess: (answer) => setTaskId(answer.taskId),
    onError: (error) => {
      if (!(error instanceof RequestError && error.handled)) void message.error(error.message);
    },
  });
  const close = () => {
    setTaskId(null);
    form.resetFields();
    onClose();
  };
  const count = targets?.length ?? 0;
  return (
    <AppDialog
      open={open}
      size="large"
      title={`发送通知${count > 1 ? `（已选${count}人）` : count === 1 ? `：${targets![0]!.name}` : ''}`}
      onClose={close}
      destroyOnHidden
      {...(taskId
        ? { footer: null }
        : {
            okText: '发送',
            confirmLoading: send.isPending,
            onOk: () =>
              void form.validateFields().then(
                (v) => send.mutate(v),
                () => undefined,
              ),
          })}
    >
      {taskId ? (
        <NoticeSendResultView taskId={taskId} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ channel: 'email' }}
          data-testid="send-notice-form"
        >
          <Form.Item label="通知类型" name="channel">
            <Radio.Group
              onChange={() => form.setFieldValue('templateId', undefined)}
              options={(['email', 'sms'] as const).map((c) => ({ value: c, label: NOTICE_CHANNEL_LABEL[c] }))}
            />
          </Form.Item>
          <Form.Item
            label="通知模板"
            name="templateId"
            rules={[{ required: true, message: '请选择通知模板' }]}
          >
            <StepNoticeTemplateSelect channel={channel} />
          </Form.Item>
          <Typography.Text type="secondary">
            {count > 1
              ? `将向${count}位候选人发送；没有${channel === 'email' ? '邮箱' : '手机号'}的候选人会在结果中列出，其余照常发送。`
              : '发送后可查看发送结果。'}
          </Typography.Text>
        </Form>
      )}
    </AppDialog>
  );
}
