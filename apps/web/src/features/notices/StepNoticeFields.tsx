// The optional message of a step change (通过 / 淘汰 / 安排, issue 14): fields of the talent
// action dialog. Checked, the action carries `notice: { channel, templateId }` and the server
// sends the template to the applications that moved, as a notice-send task.
import { Checkbox, Form, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import {
  NOTICE_CHANNEL_LABEL,
  NOTICE_PURPOSE_LABEL,
  type NoticeChannel,
  type NoticePurpose,
  type StepChangeNotice,
  type StepChangeNoticeResult,
} from '@ehire/domain/contracts/notice';
import { useCanWrite } from '../../platform/Can';
import { NOTICE_KEYS, useNoticesApi } from './notices-api';

/** The enabled templates of a channel, those of `purpose` first. */
export function StepNoticeTemplateSelect({
  channel,
  purpose,
  value,
  onChange,
}: {
  channel: NoticeChannel;
  purpose?: NoticePurpose;
  value?: string;
  onChange?: (value: string | undefined) => void;
}) {
  const api = useNoticesApi();
  const templates = useQuery({
    queryKey: NOTICE_KEYS.templates(channel),
    queryFn: () => api.templates(channel),
  });
  const enabled = (templates.data ?? []).filter((t) => t.enabled);
  const ordered = purpose
    ? [...enabled.filter((t) => t.purpose === purpose), ...enabled.filter((t) => t.purpose !== purpose)]
    : enabled;
  return (
    <Select
      aria-label="通知模板"
      showSearch
      optionFilterProp="label"
      placeholder="请选择通知模板"
      loading={templates.isLoading}
      value={value}
      onChange={onChange}
      notFoundContent="暂无启用的模板，请先在通知管理中新增"
      options={ordered.map((t) => ({
        value: t.id,
        label: `${t.name}（${NOTICE_PURPOSE_LABEL[t.purpose]}）`,
      }))}
    />
  );
}

/** Form values of the fields below (inside the action dialog's form). */
export interface StepNoticeValues {
  noticeOn?: boolean;
  noticeChannel?: NoticeChannel;
  noticeTemplateId?: string;
}

/** The `notice` of the action payload, when asked for. */
export function stepNoticeOf(values: StepNoticeValues): { notice?: StepChangeNotice } {
  return values.noticeOn && values.noticeTemplateId
    ? { notice: { channel: values.noticeChannel ?? 'email', templateId: values.noticeTemplateId } }
    : {};
}

/** What the recruiter is told of the notice after the action. */
export function stepNoticeMessage(result: StepChangeNoticeResult | undefined): string | null {
  if (!result) return null;
  return 'error' in result
    ? `通知未发送：${result.error}`
    : `已提交通知发送任务（${result.total}人），可在任务中心查看进度`;
}

/** 同时发送通知 with its channel and template; hidden without the notice permission. */
export function StepNoticeFields({ purpose }: { purpose: NoticePurpose }) {
  const canNotify = useCanWrite(PERMISSION.notice);
  const form = Form.useFormInstance<StepNoticeValues>();
  const on = Form.useWatch('noticeOn', form) === true;
  const channel = (Form.useWatch('noticeChannel', form) as NoticeChannel | undefined) ?? 'email';
  if (!canNotify) return null;
  return (
    <>
      <Form.Item name="noticeOn" valuePropName="checked" style={{ marginBottom: on ? 8 : 0 }}>
        <Checkbox>同时发送通知</Checkbox>
      </Form.Item>
      {on ? (
        <>
          <Form.Item name="noticeChannel" initialValue="email" style={{ marginBottom: 8 }}>
            <Radio.Group
              onChange={() => form.setFieldValue('noticeTemplateId', undefined)}
              options={(['email', 'sms'] as const).map((c) => ({ value: c, label: NOTICE_CHANNEL_LABEL[c] }))}
            />
          </Form.Item>
          <Form.Item
            label="通知模板"
            name="noticeTemplateId"
            rules={[{ required: true, message: '请选择通知模板' }]}
            extra="仅发送给操作成功的投递"
          >
            <StepNoticeTemplateSelect channel={channel} purpose={purpose} />
          </Form.Item>
        </>
      ) : null}
    </>
  );
}
