// 页面设置 (issue 17, /new/systemManagement/resumePageSettings): how the careers site looks. A
// draft is edited and previewed in the console; the careers site shows only what was published
// (GAP-048: two states, 草稿 and 已发布, no task — publishing copies the draft at once).

/** What a job of the careers job list may show, besides its name. */
export const CAREERS_JOB_LIST_KEYS = ['salary', 'area', 'degree', 'jobNum', 'term', 'funcTypeName', 'tags'] as const;
export type CareersJobListKey = (typeof CAREERS_JOB_LIST_KEYS)[number];

export const CAREERS_JOB_LIST_LABEL: Record<CareersJobListKey, string> = {
  salary: '薪资',
  area: '工作地点',
  degree: '学历要求',
  jobNum: '招聘人数',
  term: '职位性质',
  funcTypeName: '职能类别',
  tags: '标签与福利',
};

export const DEFAULT_THEME_COLOR = '#1677ff';
export const CAREERS_INTRO_MAX = 500;
export const CAREERS_CONTACT_MAX = 100;

export const CAREERS_PAGE_MESSAGES = {
  published: '发布成功，招聘官网已更新',
  nothingToPublish: '没有未发布的修改',
} as const;
