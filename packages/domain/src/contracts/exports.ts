import { z } from 'zod';
import { TALENT_SEARCH_MAX, TalentSelection, TalentSort } from './talent';

// Exports (issue 12 §3): the talent list's export columns, export templates
// (/systemManagement/basic/exportTmpl: a tenant's saved choices of columns) and the async check
// of D1 §7 (CALL-054/055) the client asks before an export or a bulk edit.
//
// Routes (docs/api.md):
//   GET    /api/biz/export-templates           → ExportTemplate[]          (Ctm.Talent read)
//   POST   /api/biz/export-templates           ExportTemplateInput         (Ctm.Export write)
//   PUT    /api/biz/export-templates/:id       ExportTemplateInput         (Ctm.Export write)
//   DELETE /api/biz/export-templates/:id                                   (Ctm.Export write)
//   POST   /api/biz/export/thresholds          ExportThresholdRequest → ExportThresholdAnswer
//   POST   /api/biz/talent/export              TalentExportRequest → xlsx (small exports)
//   POST   /api/biz/talent/export-tasks        TalentExportRequest → { taskId } (large exports)

/** Below this many rows an export is answered in the request (the file downloads at once). */
export const EXPORT_SYNC_MAX_ROWS_DEFAULT = 2_000;
/** No export writes more rows than this (the server's EXPORT_ROW_LIMIT, at least 100,000). */
export const EXPORT_ROW_LIMIT_DEFAULT = 100_000;

export const TALENT_EXPORT_COLUMN_KEYS = [
  'name',
  'gender',
  'mobile',
  'email',
  'idNumber',
  'birthDate',
  'school',
  'schoolLevel',
  'degree',
  'major',
  'graduationYear',
  'region',
  'source',
  'jobName',
  'jobArea',
  'flowName',
  'stepName',
  'stepType',
  'inboxStatusName',
  'score',
  'isStarred',
  'labels',
  'personalLabels',
  'appliedAt',
  'updatedAt',
  'commentCount',
  'latestComment',
  'applicationId',
  'candidateId',
  'resumeId',
] as const;
export type TalentExportColumnKey = (typeof TALENT_EXPORT_COLUMN_KEYS)[number];

export interface ExportColumnDef {
  key: TalentExportColumnKey;
  /** The header of the column in the file, and its name in the column picker. */
  label: string;
  /** Column width in the sheet (characters). */
  width: number;
  /**
   * Personal information of the candidate (PIPL 个人信息): an export naming one of these is
   * recorded in the audit log with the columns it carried.
   */
  personal: boolean;
  /** Picker group. */
  group: ExportColumnGroup;
}

export type ExportColumnGroup = 'candidate' | 'resume' | 'application' | 'ids';
export const EXPORT_COLUMN_GROUP_LABEL: Record<ExportColumnGroup, string> = {
  candidate: '候选人',
  resume: '简历',
  application: '投递',
  ids: '编号',
};

const col = (
  key: TalentExportColumnKey,
  label: string,
  width: number,
  group: ExportColumnGroup,
  personal = false,
): ExportColumnDef => ({ key, label, width, group, personal });

/** Every column a talent export can carry, in the order the picker shows them. */
export const TALENT_EXPORT_COLUMNS: readonly ExportColumnDef[] = [
  col('name', '姓名', 12, 'candidate', true),
  col('gender', '性别', 6, 'candidate'),
  col('mobile', '手机号', 14, 'candidate', true),
  col('email', '邮箱', 24, 'candidate', true),
  col('idNumber', '身份证号', 20, 'candidate', true),
  col('birthDate', '出生日期', 12, 'candidate', true),
  col('school', '学校', 20, 'resume'),
  col('schoolLevel', '院校层次', 10, 'resume'),
  col('degree', '学历', 8, 'resume'),
  col('major', '专业', 18, 'resume'),
  col('graduationYear', '毕业年份', 10, 'resume'),
  col('region', '生源地', 10, 'resume'),
  col('source', '来源', 10, 'resume'),
  col('jobName', '应聘职位', 20, 'application'),
  col('jobArea', '工作地区', 10, 'application'),
  col('flowName', '招聘流程', 14, 'application'),
  col('stepName', '环节', 10, 'application'),
  col('stepType', '环节类型', 10, 'application'),
  col('inboxStatusName', '状态', 12, 'application'),
  col('score', '评分', 8, 'application'),
  col('isStarred', '意向人才', 8, 'application'),
  col('labels', '标签', 20, 'application'),
  // The exporting operator's own (personal labels are never anyone else's).
  col('personalLabels', '个人标签', 20, 'application'),
  col('appliedAt', '投递时间', 18, 'application'),
  col('updatedAt', '更新时间', 18, 'application'),
  col('commentCount', '评论数', 8, 'application'),
  col('latestComment', '最新评论', 30, 'application'),
  col('applicationId', '投递编号', 38, 'ids'),
  col('candidateId', '候选人编号', 38, 'ids'),
  col('resumeId', '简历编号', 38, 'ids'),
];

export const TALENT_EXPORT_COLUMN: Readonly<Record<TalentExportColumnKey, ExportColumnDef>> =
  Object.fromEntries(TALENT_EXPORT_COLUMNS.map((c) => [c.key, c])) as Record<
    TalentExportColumnKey,
    ExportColumnDef
  >;

/**
 * The columns of an export without a template: the talent list's own, in the order the file
 * has always had them (the 默认 choice of the export dialog).
 */
export const DEFAULT_TALENT_EXPORT_COLUMNS: readonly TalentExportColumnKey[] = [
  'name',
  'gender',
  'mobile',
  'email',
  'school',
  'degree',
  'major',
  'graduationYear',
  'region',
  'source',
  'jobName',
  'stepName',
  'inboxStatusName',
  'score',
  'labels',
  'personalLabels',
  'appliedAt',
];

/** The personal-data columns among `columns`, by label (what the audit log names). */
export function personalColumnLabels(columns: readonly TalentExportColumnKey[]): string[] {
  return columns
    .filter((key) => TALENT_EXPORT_COLUMN[key].personal)
    .map((key) => TALENT_EXPORT_COLUMN[key].label);
}

export const TalentExportColumnKey = z.enum(TALENT_EXPORT_COLUMN_KEYS, { error: '导出列不存在' });

/** A choice of columns: at least one, each once, known keys only. */
export const ExportColumnList = z
  .array(TalentExportColumnKey, { error: '请选择导出列' })
  .min(1, '请至少选择一个导出列')
  .max(TALENT_EXPORT_COLUMN_KEYS.length, '导出列重复')
  .refine((keys) => new Set(keys).size === keys.length, '导出列重复');

// ---------------------------------------------------------------------------------------------
// Export templates

export const EXPORT_TEMPLATE_NAME_MAX = 30;
export const EXPORT_TEMPLATES_MAX = 50;

export const EXPORT_TEMPLATE_MESSAGE = {
  notFound: '导出模板不存在',
  duplicateName: '模板名称已存在',
  tooMany: `每个企业最多${EXPORT_TEMPLATES_MAX}个导出模板`,
} as const;

export const ExportTemplateInput = z.object({
  name: z
    .string({ error: '请输入模板名称' })
    .trim()
    .min(1, '请输入模板名称')
    .max(EXPORT_TEMPLATE_NAME_MAX, `模板名称最多${EXPORT_TEMPLATE_NAME_MAX}个字符`),
  columns: ExportColumnList,
});
export type ExportTemplateInput = z.infer<typeof ExportTemplateInput>;

export const ExportTemplate = z.object({
  id: z.string(),
  name: z.string(),
  columns: z.array(TalentExportColumnKey),
  createdByName: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type ExportTemplate = z.infer<typeof ExportTemplate>;
export const ExportTemplateList = z.array(ExportTemplate);

// ---------------------------------------------------------------------------------------------
// The async check (D1 §7, CALL-054/055)

export const EXPORT_SCENES = ['talentExport', 'talentEdit'] as const;
export const ExportScene = z.enum(EXPORT_SCENES, { error: '场景不正确' });
export type ExportScene = z.infer<typeof ExportScene>;

export const ExportThresholdData = z.object({
  /** 1: the job runs as a task (任务中心); 0: it is answered in the request. */
  async: z.union([z.literal(0), z.literal(1)]),
  /** The most rows the job may take. */
  limit: z.number().int(),
  /** Rows the job would take now. */
  total: z.number().int(),
});
export type ExportThresholdData = z.infer<typeof ExportThresholdData>;

/** Success is result 1 beside code 200 (CALL-054, AMB-021), like customer info. */
export const ExportThresholdAnswer = z.object({
  code: z.number().int(),
  msg: z.string(),
  result: z.number().int(),
  data: ExportThresholdData,
});
export type ExportThresholdAnswer = z.infer<typeof ExportThresholdAnswer>;

/** Refusals of GET /api/biz/tasks/:taskId/download (a task's result file). */
export const TASK_DOWNLOAD_MESSAGE = {
  cancelled: '任务已取消，没有可下载的文件',
  failed: '任务失败，没有可下载的文件',
  notFinished: '任务尚未完成，请稍后下载',
  noFile: '该任务没有结果文件',
  expired: '文件已过期，请重新导出',
} as const;

export const EXPORT_MESSAGE = {
  overLimit: (limit: number) => `导出条数超过上限${limit}条，请缩小筛选范围`,
  overSyncMax: (max: number) => `导出条数超过${max}条，请重新导出（将转为后台任务）`,
  editOverLimit: (limit: number) => `一次最多操作${limit}条投递`,
  nothing: '没有可导出的投递',
  taskCreated: '导出任务已创建，可在「任务中心」查看进度并下载',
} as const;

// ---------------------------------------------------------------------------------------------
// Talent export request

const applicationIds = z
  .array(z.string().min(1).max(64))
  .max(TALENT_SEARCH_MAX, `一次最多导出所选${TALENT_SEARCH_MAX}条`);

/**
 * What to export: the given applications (the rows ticked in the list, in list order), or
 * (no ids) everything the selection matches in the list's sort order; the columns given, or the
 * template's, or the default ones.
 */
export const TalentExportRequest = z.object({
  applicationIds: applicationIds.optional(),
  selection: TalentSelection.optional(),
  sort: TalentSort.default({ field: 'appliedAt', order: 'desc' }),
  columns: ExportColumnList.optional(),
  templateId: z.string().min(1).max(64).optional(),
});
export type TalentExportRequest = z.infer<typeof TalentExportRequest>;
export type TalentExportRequestInput = z.input<typeof TalentExportRequest>;

export const ExportThresholdRequest = z.object({
  scene: ExportScene,
  applicationIds: applicationIds.optional(),
  selection: TalentSelection.optional(),
});
export type ExportThresholdRequest = z.infer<typeof ExportThresholdRequest>;
export type ExportThresholdRequestInput = z.input<typeof ExportThresholdRequest>;

export const ExportTaskCreated = z.object({ taskId: z.string() });
export type ExportTaskCreated = z.infer<typeof ExportTaskCreated>;
