// 标签管理 (issue 17): the colours a talent label may take, with their zh-CN names.

export const LABEL_COLORS = ['blue', 'green', 'orange', 'red', 'purple', 'cyan', 'gold', 'default'] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const LABEL_COLOR_NAME: Record<LabelColor, string> = {
  blue: '蓝色',
  green: '绿色',
  orange: '橙色',
  red: '红色',
  purple: '紫色',
  cyan: '青色',
  gold: '金色',
  default: '灰色',
};

/** A label used on applications but never added to the catalogue shows in this colour. */
export const DEFAULT_LABEL_COLOR: LabelColor = 'default';

export function isLabelColor(value: string): value is LabelColor {
  return (LABEL_COLORS as readonly string[]).includes(value);
}

export const LABEL_MESSAGE = {
  nameTaken: '标签名称已存在',
  notFound: '标签不存在',
  inUse: (name: string, count: number) =>
    `标签“${name}”正被${count}份申请使用，不能删除；请先在人才列表中移除该标签`,
} as const;
