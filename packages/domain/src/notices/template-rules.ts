import { unknownPlaceholders } from './placeholders';

// Save-time rules of a notice template shared by the editor and the server.

export const NOTICE_TEMPLATE_NAME_MAX = 50;
export const NOTICE_SUBJECT_MAX = 200;
/** An SMS template longer than this is refused (10 segments is already a letter). */
export const NOTICE_SMS_BODY_MAX = 670;
export const NOTICE_EMAIL_BODY_MAX = 200_000;

export interface TemplateTexts {
  subject: string;
  body: string;
}

/** The zh-CN message refusing a template's unknown placeholders, or null when all are known. */
export function unknownPlaceholderMessage({ subject, body }: TemplateTexts): string | null {
  const unknown = [...new Set([...unknownPlaceholders(subject), ...unknownPlaceholders(body)])];
  if (unknown.length === 0) return null;
  return `模板含未知占位符：${unknown.map((label) => `{{${label}}}`).join('、')}`;
}

/** What a send needs to know of the chosen template (absent: not found in the tenant). */
export interface SendableTemplate {
  name: string;
  channel: 'email' | 'sms';
  enabled: boolean;
}

const CHANNEL_LABEL = { email: '邮件', sms: '短信' } as const;

/**
 * The zh-CN refusal of a send with this template, naming it, or null when it can be used: it must
 * exist, be enabled and be of one of the send's channels. Checked when the recruiter sends (notices
 * and interview invitations), so nothing is queued or paid for with an unusable template.
 */
export function templateSendRefusal(
  template: SendableTemplate | null | undefined,
  channels: readonly ('email' | 'sms')[],
): string | null {
  if (!template) return '通知模板不存在或已删除，请重新选择通知模板';
  if (!template.enabled) return `通知模板「${template.name}」已停用，请启用后再发送`;
  if (!channels.includes(template.channel))
    return `通知模板「${template.name}」是${CHANNEL_LABEL[template.channel]}模板，与通知方式（${channels
      .map((c) => CHANNEL_LABEL[c])
      .join('、')}）不一致`;
  return null;
}
