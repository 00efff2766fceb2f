// Delivery subject and attachment-name templates (DATA-019, DATA-020). The placeholders are the
// zh-CN names in braces a recruiter can read and type: {序号} {姓名} {职位名称}. Anything else in
// braces is refused when the setting is saved, so a typo never reaches a mail subject.

export const DELIVERY_PLACEHOLDER = {
  sequence: '{序号}',
  name: '{姓名}',
  jobName: '{职位名称}',
} as const;

export type DeliveryPlaceholderKey = keyof typeof DELIVERY_PLACEHOLDER;

export interface DeliveryTemplateValues {
  /** Running number of the application within its job, from 1. */
  sequence: number;
  /** The candidate's name. */
  name: string;
  jobName: string;
}

export const DEFAULT_DELIVERY_SUBJECT = '【简历转发】{职位名称}-{姓名}';
export const DEFAULT_DELIVERY_FILE_NAME = '{序号}_{姓名}_{职位名称}';

const BRACED = /\{([^{}]*)\}/g;
const KNOWN = new Set<string>(Object.values(DELIVERY_PLACEHOLDER));

/** Braced names that are not one of the three placeholders, e.g. ['{手机}']. */
export function unknownPlaceholders(template: string): string[] {
  const out: string[] = [];
  for (const match of template.matchAll(BRACED)) {
    if (!KNOWN.has(match[0]) && !out.includes(match[0])) out.push(match[0]);
  }
  return out;
}

export function renderDeliveryTemplate(template: string, values: DeliveryTemplateValues): string {
  return template.replace(BRACED, (whole) => {
    switch (whole) {
      case DELIVERY_PLACEHOLDER.sequence:
        return String(values.sequence);
      case DELIVERY_PLACEHOLDER.name:
        return values.name;
      case DELIVERY_PLACEHOLDER.jobName:
        return values.jobName;
      default:
        return whole;
    }
  });
}

// Characters Windows, macOS or mail clients refuse in a file name, and control characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_FILE_CHARS = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** A file name safe on every desktop: unsafe characters become _, at most 100 characters. */
export function safeFileBaseName(name: string): string {
  const cleaned = name
    .replace(UNSAFE_FILE_CHARS, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .trim();
  return Array.from(cleaned || '简历')
    .slice(0, 100)
    .join('');
}
