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

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Whether a placeholder of sanitised HTML sits inside a tag (an attribute value). */
function placeholderInTag(html: string): boolean {
  for (const match of html.matchAll(PLACEHOLDER)) {
    const at = match.index;
    if (html.lastIndexOf('<', at) > html.lastIndexOf('>', at)) return true;
  }
  return false;
}

/**
 * A bulk send's renderer: the template is sanitised and turned into text once, then each
 * recipient only fills placeholders. Equal to renderNotice: in sanitised HTML whose placeholders
 * are all in text, an HTML-escaped value cannot form markup, so the second sanitising would
 * change nothing. A placeholder inside an attribute (a link built from a value) keeps the full
 * per-recipient renderNotice.
 */
export function compileNotice(
  content: NoticeContent,
  companyName: string,
): (values: NoticePlaceholderValues) => RenderedNotice {
  if (content.channel !== 'email') return (values) => renderNotice(content, values, companyName);
  const html = sanitizeEmailHtml(content.body);
  if (placeholderInTag(html)) return (values) => renderNotice(content, values, companyName);
  const text = htmlToText(html);
  return (values) => {
    const subject = fillPlaceholders(content.subject, values)
      .replace(/[\r\n]+/g, ' ')
      .trim();
    return {
      subject,
      body: fillPlaceholders(html, values, escapeHtml),
      text: fillPlaceholders(text, values).trim(),
      segments: 0,
    };
  };
}
