// 筛选设置 (issue 17, /new/systemManagement/basic/basicsets): which filters and columns the talent
// list offers and in which order, per tenant. The server stores the tenant's layout; the talent
// list orders its own definitions with `arrangeByLayout`, so a key added to the product later shows
// (at the end) without anyone saving the setting again.

/** The talent list's filters: the system fields of GET /fields, plus 简历字段 (the design's fields). */
export const TALENT_FILTER_LABEL = {
  name: '姓名',
  mobile: '手机号',
  email: '邮箱',
  school: '学校',
  degree: '学历',
  major: '专业',
  graduationYear: '毕业年份',
  gender: '性别',
  region: '生源地',
  source: '来源',
  labels: '标签',
  score: '评分',
  appliedAt: '投递时间',
  answers: '简历字段',
} as const;
export type TalentFilterKey = keyof typeof TALENT_FILTER_LABEL;
export const TALENT_FILTER_KEYS = Object.keys(TALENT_FILTER_LABEL) as TalentFilterKey[];

/** The talent list's movable columns (姓名 and 操作 stay fixed at the two ends). */
export const TALENT_COLUMN_LABEL = {
  jobName: '应聘职位',
  step: '步骤 / 状态',
  school: '学校',
  degree: '学历',
  major: '专业',
  graduationYear: '毕业年份',
  mobile: '手机号',
  score: '评分',
  labels: '标签',
  source: '来源',
  appliedAt: '投递时间',
} as const;
export type TalentColumnKey = keyof typeof TALENT_COLUMN_LABEL;
export const TALENT_COLUMN_KEYS = Object.keys(TALENT_COLUMN_LABEL) as TalentColumnKey[];

export interface LayoutItem<K extends string = string> {
  key: K;
  visible: boolean;
}

export interface TalentListLayout {
  filters: LayoutItem<TalentFilterKey>[];
  columns: LayoutItem<TalentColumnKey>[];
}

/**
 * The stored items completed with the product's keys: stored keys in their stored order (unknown
 * ones dropped), then every key not stored yet, visible, in the product's order.
 */
export function completeLayout<K extends string>(
  stored: readonly LayoutItem<string>[],
  keys: readonly K[],
): LayoutItem<K>[] {
  const known = new Set<string>(keys);
  const seen = new Set<string>();
  const out: LayoutItem<K>[] = [];
  for (const item of stored) {
    if (!known.has(item.key) || seen.has(item.key)) continue;
    seen.add(item.key);
    out.push({ key: item.key as K, visible: item.visible });
  }
  for (const key of keys) if (!seen.has(key)) out.push({ key, visible: true });
  return out;
}

/** The product's layout: every filter and column shown, in the product's order. */
export const DEFAULT_TALENT_LIST_LAYOUT: TalentListLayout = {
  filters: completeLayout([], TALENT_FILTER_KEYS),
  columns: completeLayout([], TALENT_COLUMN_KEYS),
};

/**
 * `defs` (each with the key `keyOf` reads) in the layout's order, hidden ones left out. A
 * definition whose key the layout does not know stays, after the arranged ones.
 */
export function arrangeByLayout<T>(
  defs: readonly T[],
  layout: readonly LayoutItem<string>[],
  keyOf: (def: T) => string,
): T[] {
  const position = new Map(layout.map((item, index) => [item.key, index]));
  const hidden = new Set(layout.filter((item) => !item.visible).map((item) => item.key));
  const rank = (def: T) => position.get(keyOf(def)) ?? layout.length;
  return defs
    .map((def, index) => ({ def, index }))
    .filter(({ def }) => !hidden.has(keyOf(def)))
    .sort((a, b) => rank(a.def) - rank(b.def) || a.index - b.index)
    .map(({ def }) => def);
}

/** 人才预览 (issue 17, /new/systemManagement/basic/talentlist): the fields of the résumé card. */
export const TALENT_PREVIEW_LABEL = {
  school: '学校',
  degree: '学历',
  major: '专业',
  graduationYear: '毕业年份',
  mobile: '手机号',
  email: '邮箱',
  gender: '性别',
  birthDate: '出生日期',
  source: '来源',
  appliedAt: '投递时间',
} as const;
export type TalentPreviewKey = keyof typeof TALENT_PREVIEW_LABEL;
export const TALENT_PREVIEW_KEYS = Object.keys(TALENT_PREVIEW_LABEL) as TalentPreviewKey[];

export interface TalentPreviewLayout {
  fields: LayoutItem<TalentPreviewKey>[];
}
