import { useState } from 'react';
import { Alert, App, Checkbox, Form, Input, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUND_LABEL, SITE_KIND_LABEL, type SiteKind } from '@ehire/domain/contracts/interviews';
import { AppDialog } from '../../components/AppDialog';
import { RequestError } from '../../platform/request';
import { NOTICE_KEYS, useNoticesApi } from '../notices/notices-api';
import { INTERVIEW_KEYS, useInterviewsApi } from './interviews-api';

// 安排面试 from the talent list (bulk) or a résumé's details (issue 15): the recruiter chooses the
// arrangement, optionally a slot for everyone (else candidates choose theirs on the careers site),
// a notice template (or the built-in interview notice on the chosen channels), and sends. The
// server consumes the invitation balance, submits the send as a task and moves the applications
// to 已安排面试 / 已安排视频面试 (the statuses the workbench links use).

const INVITE_MESSAGE = {
  arrangement: '请选择面试安排',
  channels: '请至少选择一种通知方式',
} as const;

export interface InviteTarget {
  applicationId: string;
  name: string;
}

interface Values {
  arrangementId?: string;
  slotId?: string;
  templateId?: string;
  channels?: ('email' | 'sms')[];
  note?: string;
}

const SELF_CHOOSE = '';

export function InviteToInterviewDialog({
  open,
  kind,
  targets,
  onClose,
  onDone,
}: {
  open: boolean;
  /** The talent action's kind: 安排面试 offline, 安排视频面试 video; null: any arrangement. */
  kind: SiteKind | null;
  targets: readonly InviteTarget[];
  onClose: () => void;
  onDone?: () => void;
}) {
  const api = useInterviewsApi();
  const notices = useNoticesApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const arrangementId = Form.useWatch('arrangementId', form);
  const templateId = Form.useWatch('templateId', form);
  const arrangements = useQuery({
    queryKey: INTERVIEW_KEYS.arrangements,
    queryFn: () => api.arrangements(),
    enabled: open,
  });
  const detail = useQuery({
    queryKey: INTERVIEW_KEYS.arrangement(arrangementId ?? ''),
    queryFn: () => api.arrangement(arrangementId ?? ''),
    enabled: open && Boolean(arrangementId),
  });
  const emailTemplates = useQuery({
    queryKey: NOTICE_KEYS.templates('email'),
    queryFn: () => notices.templates('email'),
    enabled: open,
  });
  const smsTemplates = useQuery({
    queryKey: NOTICE_KEYS.templates('sms'),
    queryFn: () => notices.templates('sms'),
    enabled: open,
  });
  const check = useQuery({
    queryKey: ['interviews', 'invite-check', targets.length],
    queryFn: () => api.inviteCheck(targets.length),
    enabled: open && targets.length > 0,
  });
  const templates = [...(emailTemplates.data ?? []), ...(smsTemplates.data ?? [])].filter((t) => t.enabled);
  const shown = (arrangements.data ?? []).filter((a) => kind === null || a.kind === kind);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const template = templates.find((t) => t.id === values.templateId);
    setRunning(true);
    setFailure(null);
    try {
      const answer = await api.invite(values.arrangementId ?? '', {
        applicationIds: targets.map((t) => t.applicationId),
        channels: template ? [template.channel] : (values.channels ?? []),
        ...(values.slotId ? { slotId: values.slotId } : {}),
        ...(template ? { templateId: template.id } : {}),
        note: (values.note ?? '').trim(),
      });
      void message.success(`面试邀请已提交发送，共${answer.invited}人`);
      onClose();
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: ['talent'] });
      await queryClient.invalidateQueries({ queryKey: ['interviews'] });
    } catch (error) {
      setFailure(
        error instanceof RequestError || error instanceof Error ? error.message : '发送失败，请稍后重试',
      );
    } finally {
      setRunning(false);
    }
  };

  const title = `${kind === 'video' ? '安排视频面试' : '安排面试'}${targets.length > 1 ? `（已选${targets.length}份）` : ''}`;
  return (
    <AppDialog
      open={open}
      title={title}
      size="large"
      okText="发送邀请"
      confirmLoading={running}
      onOk={() => void submit()}
      onClose={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ channels: ['email', 'sms'], slotId: SELF_CHOOSE }}
        data-testid="interview-invite-form"
      >
        <Form.Item
          label="面试安排"
          name="arrangementId"
          rules={[{ required: true, message: INVITE_MESSAGE.arrangement }]}
          extra={
            shown.length === 0 && arrangements.isSuccess
              ? `还没有${kind ? SITE_KIND_LABEL[kind] : ''}安排，请先在 面试管理 中创建面试安排和时段`
              : undefined
          }
        >
          <Select
            aria-label="面试安排"
            placeholder="请选择面试安排"
            loading={arrangements.isLoading}
            showSearch
            optionFilterProp="label"
            onChange={() => form.setFieldValue('slotId', SELF_CHOOSE)}
            options={shown.map((a) => ({
              value: a.id,
              label: `${a.title}（${a.jobName}·${ROUND_LABEL[a.round]}·${SITE_KIND_LABEL[a.kind]}）`,
            }))}
          />
        </Form.Item>
        <Form.Item label="面试时段" name="slotId" extra="不指定时，候选人通过邀请链接自选时段">
          <Select
            aria-label="面试时段"
            disabled={!arrangementId}
            loading={detail.isLoading}
            options={[
              { value: SELF_CHOOSE, label: '候选人自选时段' },
              ...(detail.data?.slots ?? [])
                .filter((s) => !s.closed && s.capacity - s.booked >= targets.length)
                .map((s) => ({
                  value: s.id,
                  label: `${s.date} ${s.startTime}-${s.endTime} ${s.room}（剩余 ${s.capacity - s.booked}）`,
                })),
            ]}
          />
        </Form.Item>
        <Form.Item
          label="通知模板"
          name="templateId"
          extra="可使用占位符 {{面试时间}} {{面试地点}} {{面试链接}}；邮件附带日历邀请（.ics）"
        >
          <Select
            aria-label="通知模板"
            allowClear
            placeholder="不选则发送系统默认的面试通知"
            loading={emailTemplates.isLoading || smsTemplates.isLoading}
            options={templates.map((t) => ({
              value: t.id,
              label: `${t.name}（${t.channel === 'email' ? '邮件' : '短信'}）`,
            }))}
          />
        </Form.Item>
        {templateId ? null : (
          <Form.Item
            label="通知方式"
            name="channels"
            rules={[{ required: true, type: 'array', min: 1, message: INVITE_MESSAGE.channels }]}
          >
            <Checkbox.Group
              options={[
                { value: 'email', label: '邮件' },
                { value: 'sms', label: '短信' },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item label="附言" name="note">
          <Input.TextArea rows={2} maxLength={500} showCount placeholder="选填" />
        </Form.Item>
      </Form>
      {check.data && !check.data.enough ? (
        <Alert type="warning" showIcon title={check.data.message ?? '面试邀请余额不足'} />
      ) : check.data ? (
        <div style={{ color: 'rgba(0,0,0,0.45)' }}>
          将邀请{' '}
          {targets
            .map((t) => t.name)
            .slice(0, 5)
            .join('、')}
          {targets.length > 5 ? ` 等 ${targets.length} 人` : ''}，面试邀请余额 {check.data.available}
        </div>
      ) : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginTop: 8 }}
          data-testid="interview-invite-error"
        />
      ) : null}
    </AppDialog>
  );
}
