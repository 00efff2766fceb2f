import type { NoticeChannel } from '@ehire/domain/contracts/notice';
import { fillPlaceholders, type NoticePlaceholderValues } from '@ehire/domain/notices/placeholders';
import { smsSegments, smsSignature } from '@ehire/domain/notices/sms-segments';
import { escapeHtml, htmlToText, sanitizeEmailHtml } from './notice-html';

// One notice as one recipient receives it: placeholders filled (values HTML-escaped in email
// bodies), the body sanitised again at render, the SMS signed and measured.

export interface NoticeContent {
  channel: NoticeChannel;
  subject: string;
  body: string;
}

export interface RenderedNotice {
  subject: string;
  /** Email: sanitised HTML; SMS: the text as sent (signature included). */
  body: string;
  /** Email: plain-text alternative; SMS: same as body. */
  text: string;
  segments: number;
}

export function renderNotice(
  content: NoticeContent,
  values: NoticePlaceholderValues,
  companyName: string,
): RenderedNotice {
  const subject = fillPlaceholders(content.subject, values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  if (content.channel === 'email') {
    const body = sanitizeEmailHtml(fillPlaceholders(sanitizeEmailHtml(content.body), values, escapeHtml));
    return { subject, body, text: htmlToText(body), segments: 0 };
  }
  const text = `${smsSignature(companyName)}${fillPlaceholders(content.body, values)}`;
  return { subject, body: text, text, segments: smsSegments(text) };
}
