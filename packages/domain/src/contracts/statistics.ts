import { z } from 'zod';

// Statistics (issue 16 §1, menu 05 数据统计): the data board and the reports.
//
// Routes (docs/api.md):
//   POST   /api/biz/statistics/board             BoardQuery → BoardAnswer          (Oper.DataBoard read)
//   GET    /api/biz/statistics/reports           → ReportSummary[]                 (Oper.ReportView read)
//   POST   /api/biz/statistics/reports           SaveReportInput → ReportSummary   (Oper.CustomReport write)
//   PUT    /api/biz/statistics/reports/:id       SaveReportInput → ReportSummary   (Oper.CustomReport write)
//   DELETE /api/biz/statistics/reports/:id                                         (Oper.CustomReport write)
//   POST   /api/biz/statistics/report-rows       ReportRowsQuery → ReportRowsAnswer (Oper.ReportView read)
//   POST   /api/biz/statistics/report-export     ReportRowsQuery → { taskId }      (Oper.ReportView write)

export const PERIOD_PRESETS = ['season', 'last7', 'last30', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const PERIOD_PRESET_LABEL: Readonly<Record<PeriodPreset, string>> = {
  season: '本招聘季',
  last7: '近7天',
  last30: '近30天',
  custom: '自定义',
};

const isoDate = (label: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label}格式应为 yyyy-mm-dd` });

export const PeriodInput = z
  .object({
    preset: z.enum(PERIOD_PRESETS, { message: '统计周期不正确' }),
    from: isoDate('开始日期').optional(),
    to: isoDate('结束日期').optional(),
  })
  .refine((p) => p.preset !== 'custom' || (p.from !== undefined && p.to !== undefined), {
    message: '自定义周期需填写开始日期和结束日期',
    path: ['from'],
  })
  .refine((p) => p.preset !== 'custom' || !p.from || !p.to || p.from <= p.to, {
    message: '开始日期不能晚于结束日期',
    path: ['from'],
  });
export type PeriodInput = z.infer<typeof PeriodInput>;

export const SCOPE_KINDS = ['all', 'organization', 'job', 'flow'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];
export const SCOPE_KIND_LABEL: Readonly<Record<ScopeKind, string>> = {
  all: '全部',
  organization: '组织',
  job: '职位',
  flow: '流程',
};

export const ScopeInput = z
  .object({
    kind: z.enum(SCOPE_KINDS, { message: '统计范围不正确' }),
    id: z.string().max(64).optional(),
  })
  .refine((s) => s.kind === 'all' || (s.id !== undefined && s.id !== ''), {
    message: '请选择统计范围',
    path: ['id'],
  });
export type ScopeInput = z.infer<typeof ScopeInput>;

export const BoardQuery = z.object({ period: PeriodInput, scope: ScopeInput });
export type BoardQuery = z.infer<typeof BoardQuery>;

/** A resolved period: inclusive dates (Beijing), with the previous period of the same length. */
export const ResolvedPeriod = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
});
export type ResolvedPeriod = z.infer<typeof ResolvedPeriod>;

export const CountRow = z.object({ key: z.string(), label: z.string(), count: z.number() });
export type CountRow = z.infer<typeof CountRow>;

export const FunnelStep = z.object({
  stepId: z.string(),
  ivid: z.string(),
  name: z.string(),
  /** Applications currently in this step. */
  current: z.number(),
  /** Applications that reached this step (in it or in a later one). */
  reached: z.number(),
  /** reached ÷ reached of the step before (1 for the first step), null when that is 0. */
  conversion: z.number().nullable(),
  /** Days in the step so far of the applications in it: median and 90th percentile (null: none). */
  medianDays: z.number().nullable(),
  p90Days: z.number().nullable(),
});
export type FunnelStep = z.infer<typeof FunnelStep>;

export const BoardAnswer = z.object({
  period: ResolvedPeriod,
  /** Applications in the period and in the previous one. */
  total: z.number(),
  previousTotal: z.number(),
  /** One row per day of the period (yyyy-mm-dd), zero days included. */
  perDay: z.array(z.object({ date: z.string(), count: z.number() })),
  flow: z.object({ id: z.string(), name: z.string() }).nullable(),
  funnel: z.array(FunnelStep),
  sources: z.array(CountRow),
  schoolTiers: z.array(CountRow),
  degrees: z.array(CountRow),
  majors: z.array(CountRow),
  regions: z.array(CountRow),
  topJobs: z.array(CountRow),
  /**
   * Interview attendance of the period's applications (issue 15 invitations): attended (已面试)
   * and no-shows (未到场); rate = attended ÷ (attended + no-shows), null when neither.
   */
  interviews: z.object({
    invited: z.number(),
    attended: z.number(),
    noShow: z.number(),
    attendanceRate: z.number().nullable(),
  }),
  /**
   * Offer acceptance over the funnel's flow: offered = reached the 待录用 step (ivType 4),
   * accepted = reached 已入职 (ivType 5); rate = accepted ÷ offered, null when none offered.
   */
  offers: z.object({ offered: z.number(), accepted: z.number(), acceptanceRate: z.number().nullable() }),
});
export type BoardAnswer = z.infer<typeof BoardAnswer>;

// ---- reports ----

export const REPORT_DIMENSIONS = ['organization', 'job', 'schoolType', 'degree', 'school'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];
export const REPORT_DIMENSION_LABEL: Readonly<Record<ReportDimension, string>> = {
  organization: '组织',
  job: '职位',
  schoolType: '院校类型',
  degree: '学历',
  school: '院校',
};

export const REPORT_MEASURES = ['applications', 'candidates'] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];
export const REPORT_MEASURE_LABEL: Readonly<Record<ReportMeasure, string>> = {
  applications: '投递数',
  candidates: '人数',
};

export const ReportDefinition = z.object({
  dimensions: z
    .array(z.enum(REPORT_DIMENSIONS, { message: '统计维度不正确' }))
    .min(1, { message: '请至少选择一个统计维度' })
    .refine((xs) => new Set(xs).size === xs.length, { message: '统计维度不能重复' }),
  measure: z.enum(REPORT_MEASURES, { message: '统计指标不正确' }),
});
export type ReportDefinition = z.infer<typeof ReportDefinition>;

export const SaveReportInput = ReportDefinition.extend({
  name: z
    .string({ message: '报表名称不能为空' })
    .trim()
    .min(1, { message: '报表名称不能为空' })
    .max(30, { message: '报表名称不能超过30个字' }),
});
export type SaveReportInput = z.infer<typeof SaveReportInput>;

export const ReportSummary = ReportDefinition.extend({
  id: z.string(),
  name: z.string(),
  /** Standard reports are built in (ids std-*) and cannot be edited or deleted. */
  standard: z.boolean(),
  createdByName: z.string(),
  updatedAt: z.number(),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

export const ReportIdParams = z.object({ id: z.string().min(1).max(64) });

export const ReportRowsQuery = z.object({
  /** A saved or standard report; without it the definition below is run (ROUTE-043 without id). */
  reportId: z.string().max(64).optional(),
  definition: ReportDefinition.optional(),
  period: PeriodInput,
});
export type ReportRowsQuery = z.infer<typeof ReportRowsQuery>;

/** DATA-012: a custom report row (fields of the dimensions not chosen are ''). */
export const ReportRow = z.object({
  orgid: z.string(),
  orgname: z.string(),
  jobname: z.string(),
  schooltype: z.string(),
  degree: z.string(),
  schoolcname: z.string(),
  total: z.number(),
});
export type ReportRow = z.infer<typeof ReportRow>;

export const ReportRowsAnswer = z.object({
  report: ReportSummary.nullable(),
  definition: ReportDefinition,
  period: ResolvedPeriod,
  rows: z.array(ReportRow),
  total: z.number(),
});
export type ReportRowsAnswer = z.infer<typeof ReportRowsAnswer>;

export const ReportExportAnswer = z.object({ taskId: z.string() });
