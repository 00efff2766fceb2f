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
