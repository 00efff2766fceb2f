// The workbench's custom group report (WB-015, WB-020..WB-025, AMB-031, AMB-032): for the
// project configured for it, resume counts by subsidiary (all organisations) or by job (one
// subsidiary), and a pie of the top 4 schools plus one 'other schools' bucket.

export interface GroupCount {
  key: string;
  label: string;
  count: number;
}

/** WB-022: schools shown by name in the pie; the rest go to OTHER_SCHOOLS. */
export const GROUP_PIE_TOP = 4;
export const OTHER_SCHOOLS_KEY = '__other__';
export const OTHER_SCHOOLS_LABEL = '其他院校';

/** Bar label wrapping (WB-024, WB-025; AMB-032: max = characters shown, longer ones cut). */
export const GROUP_BAR_LABEL = {
  /** Per-job view: a line break every 3 characters, at most 13 characters. */
  jobs: { every: 3, max: 13 },
  /** All-organisations view: a line break every 2 characters, at most 9 characters. */
  organizations: { every: 2, max: 9 },
} as const;

export type GroupReportView = keyof typeof GROUP_BAR_LABEL;

/** Cuts `text` to `max` characters and breaks it into lines of `every` characters. */
export function wrapLabel(text: string, every: number, max: number): string {
  const chars = Array.from(text).slice(0, max);
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += every) lines.push(chars.slice(i, i + every).join(''));
  return lines.join('\n');
}

export function groupBarLabel(view: GroupReportView, text: string): string {
  const { every, max } = GROUP_BAR_LABEL[view];
  return wrapLabel(text, every, max);
}

/** Names that are themselves an 'other' entry (其他, 其它, 其他院校, other, 未填写 …). */
export function isOtherEntry(label: string): boolean {
  const name = label.trim().toLowerCase();
  return name === '' || name === 'other' || name === 'others' || /^其[他它]/.test(name) || name === '未填写';
}

/**
 * WB-022, WB-023, AMB-031: the 4 largest schools (entries that are themselves 'other' never
 * ranked), then one 其他院校 slice holding every other school and those 'other' entries, so
 * the slices add up to the resume count. The slice is left out when it would be 0.
 */
export function schoolPie(rows: readonly GroupCount[], top = GROUP_PIE_TOP): GroupCount[] {
  const ranked = rows
    .filter((r) => r.count > 0 && !isOtherEntry(r.label))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'zh-CN'))
    .slice(0, top);
  const shown = new Set(ranked.map((r) => r.key));
  const rest = rows.filter((r) => !shown.has(r.key)).reduce((sum, r) => sum + r.count, 0);
  return rest > 0 ? [...ranked, { key: OTHER_SCHOOLS_KEY, label: OTHER_SCHOOLS_LABEL, count: rest }] : ranked;
}
