// Placeholders of notice templates (issue 14): `{{label}}` in a subject or body, replaced per
// recipient when a notice is rendered. The labels are Chinese because recruiters read and type
// them in the template; the key is what the server fills.

export const NOTICE_PLACEHOLDERS = [
  { key: 'candidateName', label: '候选人姓名', sample: '张三' },
  { key: 'jobName', label: '职位名称', sample: '前端开发工程师' },
  { key: 'companyName', label: '公司名称', sample: '示例科技有限公司' },
  { key: 'stepName', label: '当前环节', sample: '初试' },
  { key: 'interviewTime', label: '面试时间', sample: '2026-12-01 14:00' },
  { key: 'interviewPlace', label: '面试地点', sample: '北京市海淀区示例大厦 3 层' },
  { key: 'interviewLink', label: '面试链接', sample: 'https://careers.example.com/interview/abc' },
  { key: 'applicationLink', label: '投递链接', sample: 'https://careers.example.com/my/applications' },
  { key: 'assessmentLink', label: '测评链接', sample: 'https://assess.example.com/t?token=abc' },
] as const;

export type NoticePlaceholderKey = (typeof NOTICE_PLACEHOLDERS)[number]['key'];
export type NoticePlaceholderValues = Partial<Record<NoticePlaceholderKey, string>>;

const KEY_OF_LABEL: ReadonlyMap<string, NoticePlaceholderKey> = new Map(
  NOTICE_PLACEHOLDERS.map((p) => [p.label, p.key]),
);

/** `{{ anything }}` (no braces inside); the label is trimmed. */
const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** What the picker inserts for a placeholder. */
export function placeholderToken(key: NoticePlaceholderKey): string {
  const found = NOTICE_PLACEHOLDERS.find((p) => p.key === key);
  return `{{${found ? found.label : key}}}`;
}

/** The placeholder labels used in a text, in order of first use (known or not). */
export function placeholdersIn(text: string): string[] {
  const seen: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    const label = match[1] ?? '';
    if (!seen.includes(label)) seen.push(label);
  }
  return seen;
}

/** The labels of a text that are not in the catalogue. */
export function unknownPlaceholders(text: string): string[] {
  return placeholdersIn(text).filter((label) => !KEY_OF_LABEL.has(label));
}

/**
 * Replaces every known placeholder with its value ('' when the recipient has none);
 * `escape` is applied to values (HTML bodies escape them, SMS and subjects do not).
 */
export function fillPlaceholders(
  text: string,
  values: NoticePlaceholderValues,
  escape: (value: string) => string = (v) => v,
): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, label: string) => {
    const key = KEY_OF_LABEL.get(label);
    return key === undefined ? whole : escape(values[key] ?? '');
  });
}

/** The catalogue's sample values, for previews without a candidate. */
export function samplePlaceholderValues(): NoticePlaceholderValues {
  return Object.fromEntries(NOTICE_PLACEHOLDERS.map((p) => [p.key, p.sample]));
}
