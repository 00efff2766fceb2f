import { z } from 'zod';
import { RuleNodeSchema } from '../conditions/ast-schema';
import type { FieldCatalog, OptionNode } from '../conditions/fields';
import { FIELD_TYPE } from '../conditions/operators';
import { SCHOOL_FILTER_FIELD } from '../codes/school-field';
import { TreeOptionSchema } from './smart-rules';
import { TALENT_LABEL_LIST } from './talent';

// Talent pools (issue 18 §1). 公共人才库: candidates not tied to an open application (never
// applied, imported, eliminated or withdrawn everywhere), searched by keyword and with the
// talent list's FilterEditor over the fields below, and labelled.

const choices = (values: readonly string[]) => values.map((v) => ({ value: v, name: v }));

/**
 * The pool's filter fields (path [key]): the candidate's own columns, those of their newest
 * résumé (the one the pool shows) and the candidate's labels. The server validates a filter
 * against this catalogue and the web's FilterEditor offers it: one list for both.
 */
export const POOL_FILTER_FIELDS: FieldCatalog = {
  name: { label: '姓名', fieldType: FIELD_TYPE.text },
  mobile: { label: '手机号', fieldType: FIELD_TYPE.text },
  email: { label: '邮箱', fieldType: FIELD_TYPE.text },
  // The talent list's 学校 (names, tiers and 目标院校), one definition for both lists.
  school: SCHOOL_FILTER_FIELD,
  schoolLevel: {
    label: '学校层次',
    fieldType: FIELD_TYPE.select,
    options: choices(['985', '211', '双一流', '海外', '其他']),
  },
  degree: { label: '学历', fieldType: FIELD_TYPE.select, options: choices(['大专', '本科', '硕士', '博士']) },
  major: { label: '专业', fieldType: FIELD_TYPE.text },
  graduationYear: { label: '毕业年份', fieldType: FIELD_TYPE.number },
  gender: {
    label: '性别',
    fieldType: FIELD_TYPE.select,
    options: [
      { value: 1, name: '男' },
      { value: 2, name: '女' },
    ],
  },
  region: { label: '生源地', fieldType: FIELD_TYPE.text },
  source: {
    label: '来源',
    fieldType: FIELD_TYPE.select,
    options: choices(['官网', '内推', '校园宣讲会', '招聘网站', '双选会', '导入']),
  },
  labels: { label: '标签', fieldType: FIELD_TYPE.tag },
  createdAt: { label: '入库时间', fieldType: FIELD_TYPE.date },
};

/** The FilterEditor's field list for the pool (every field at the top level). */
export const POOL_FILTER_OPTIONS: OptionNode[] = Object.entries(POOL_FILTER_FIELDS).map(([key, f]) => ({
  value: key,
  name: f.label,
}));

const keyword = z.string({ error: '关键词格式不正确' }).trim().max(50, '关键词最多50个字符').default('');

/** Which candidates: the keyword (name, mobile, email, school, major) and the filter. */
export const PoolSelection = z.object({
  keyword,
  /** A FilterEditor rule over POOL_FILTER_FIELDS. */
  filter: RuleNodeSchema.optional(),
});
export type PoolSelection = z.input<typeof PoolSelection>;

export const PoolSearchInput = PoolSelection.extend({
  pageIndex: z.coerce.number({ error: '页码不正确' }).int().min(1, '页码不正确').default(1),
  pageSize: z.coerce.number({ error: '每页条数不正确' }).int().min(1).max(100, '每页最多100条').default(20),
});
export type PoolSearchInput = z.input<typeof PoolSearchInput>;

export const PoolCandidate = z.object({
  candidateId: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  school: z.string(),
  major: z.string(),
  degree: z.string(),
  graduationYear: z.number().int(),
  /** Where the newest résumé came from: 官网, 内推, 导入… */
  source: z.string(),
  labels: z.array(z.string()),
  createdAt: z.number(),
});
export type PoolCandidate = z.infer<typeof PoolCandidate>;

export const PoolPage = z.object({ total: z.number().int(), rows: z.array(PoolCandidate) });
export type PoolPage = z.infer<typeof PoolPage>;

export const RecruitFromPoolRequest = z.object({
  candidateIds: z.array(z.string().min(1).max(64)).min(1, '请选择候选人').max(200, '一次最多200人'),
  jobId: z.string({ error: '请选择职位' }).min(1, '请选择职位').max(64),
});
export type RecruitFromPoolRequest = z.infer<typeof RecruitFromPoolRequest>;

/** Every candidate of a search (any number) into a job: a task of the task centre. */
export const PoolBulkRecruitInput = PoolSelection.extend({
  jobId: z.string({ error: '请选择职位' }).min(1, '请选择职位').max(64),
});
export type PoolBulkRecruitInput = z.input<typeof PoolBulkRecruitInput>;

export const RecruitFromPoolAnswer = z.object({
  created: z.number().int(),
  /** Already applied to that job: left as they are. */
  alreadyApplied: z.number().int(),
});
export type RecruitFromPoolAnswer = z.infer<typeof RecruitFromPoolAnswer>;

/** Candidates chosen one by one get their labels at once (at most 200). */
export const PoolLabelsInput = z.object({
  action: z.enum(['add', 'remove'], { error: '操作不正确' }),
  candidateIds: z.array(z.string().min(1).max(64)).min(1, '请选择候选人').max(200, '一次最多200人'),
  labels: TALENT_LABEL_LIST,
});
export type PoolLabelsInput = z.infer<typeof PoolLabelsInput>;

export const PoolLabelsAnswer = z.object({
  /** Candidates whose labels changed. */
  changed: z.number().int(),
});
export type PoolLabelsAnswer = z.infer<typeof PoolLabelsAnswer>;

/** The 标签 filter's choices: the tenant's labels of 标签管理 as a label tree (DATA-031). */
export const PoolLabelOptions = z.array(TreeOptionSchema);
export type PoolLabelOptions = z.infer<typeof PoolLabelOptions>;

/** Every candidate of a search (any number): labelled by a task of the task centre. */
export const PoolBulkLabelsInput = PoolSelection.extend({
  action: z.enum(['add', 'remove'], { error: '操作不正确' }),
  labels: TALENT_LABEL_LIST,
});
export type PoolBulkLabelsInput = z.input<typeof PoolBulkLabelsInput>;

export const PoolBulkLabelsStarted = z.object({ taskId: z.string() });
export type PoolBulkLabelsStarted = z.infer<typeof PoolBulkLabelsStarted>;

export const POOL_MESSAGES = {
  jobNotFound: '职位不存在',
  recruited: (n: number) => `已将${n}人加入职位`,
  labelsAdded: (n: number) => `已为${n}人添加标签`,
  labelsRemoved: (n: number) => `已为${n}人移除标签`,
  bulkLabelsStarted: '已提交批量标签任务，可在任务中心查看进度',
  bulkRecruitStarted: '已提交批量加入职位任务，可在任务中心查看进度',
  candidateNotFound: '候选人不存在或不在公共人才库中',
} as const;
