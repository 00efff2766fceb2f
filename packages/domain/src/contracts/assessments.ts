import { z } from 'zod';
import { KEYWORD_PAGING_QUERY } from './paging-query';

// 测评管理 (/new/systemManagement/test and the older /systemManagement/test, issue 18 §3):
// assessment products the tenant uses, invitations sent to candidates (a notice with a link,
// sent by the notices feature), one assessment licence consumed per invitation (the toolbox's
// assessment lots, the workbench's licence table), results recorded by the provider's signed
// callback or by an import, shown in 测评结果 (/evaluation, /evalscore) and on the talent details.
//
// Routes (docs/api.md):
//   GET  /api/biz/assessments/products              → AssessmentProduct[]       Ctm.Assessment read
//   POST /api/biz/assessments/products              AssessmentProductInput      Ctm.Assessment write
//   POST /api/biz/assessments/invite                AssessmentInviteInput → AssessmentInviteAnswer
//   GET  /api/biz/assessments/results               AssessmentResultQuery → AssessmentResultPage
//   POST /api/biz/assessments/results/import        AssessmentResultImport → AssessmentImportAnswer
//   POST /api/web/assessments/callback/:tenantId    AssessmentCallback, header X-Assessment-Signature
//        (hex HMAC-SHA256 of the raw body with the tenant's callback secret), public

export const ASSESSMENT_MESSAGES = {
  productNotFound: '测评产品不存在',
  productDisabled: '测评产品已停用',
  licencesExhausted: '测评许可不足，请先在工具箱购买测评许可',
  noCandidates: '请选择候选人',
  candidatesNotFound: '候选人不存在或无权查看',
  invitationNotFound: '测评邀请不存在',
  badSignature: '签名校验失败',
  created: '测评产品已添加',
  invited: (n: number) => `已发送${n}份测评邀请`,
  imported: (n: number, failed: number) => `已导入${n}条测评结果${failed ? `，${failed}条失败` : ''}`,
} as const;

/** Invitation states: sent (待完成) until a result is recorded (已完成). */
export const ASSESSMENT_STATUS_LABEL = { invited: '待完成', completed: '已完成' } as const;
export type AssessmentStatus = keyof typeof ASSESSMENT_STATUS_LABEL;

export const AssessmentProduct = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  /** The provider's test page; the invitation link adds the invitation's token. */
  url: z.string(),
  durationMinutes: z.number().int(),
  createdAt: z.number(),
});
export type AssessmentProduct = z.infer<typeof AssessmentProduct>;

export const AssessmentProductInput = z.object({
  name: z.string({ error: '请填写测评名称' }).trim().min(1, '请填写测评名称').max(50, '测评名称最多50个字符'),
  provider: z.string().trim().max(50, '测评供应商最多50个字符').default(''),
  url: z
    .string({ error: '请填写测评链接' })
    .trim()
    .refine((v) => /^https?:\/\/[^\s]+$/.test(v) && v.length <= 500, '测评链接格式不正确'),
  durationMinutes: z
    .number({ error: '测评时长格式不正确' })
    .int('测评时长格式不正确')
    .min(1, '测评时长格式不正确')
    .max(600, '测评时长最多600分钟')
    .default(60),
});
export type AssessmentProductInput = z.input<typeof AssessmentProductInput>;

export const AssessmentInviteInput = z.object({
  productId: z.string({ error: '请选择测评产品' }).min(1, '请选择测评产品').max(64),
  applicationIds: z
    .array(z.string().min(1).max(64), { error: '请选择候选人' })
    .min(1, '请选择候选人')
    .max(500, '一次最多邀请500人'),
  channel: z.enum(['email', 'sms'], { error: '通知方式不正确' }).default('email'),
});
export type AssessmentInviteInput = z.input<typeof AssessmentInviteInput>;

export const AssessmentInviteAnswer = z.object({
  invited: z.number().int(),
  /** The notices send task carrying the invitations. */
  taskId: z.string(),
  /** Licences left after this send. */
  remaining: z.number().int(),
});
export type AssessmentInviteAnswer = z.infer<typeof AssessmentInviteAnswer>;

export const AssessmentResult = z.object({
  invitationId: z.string(),
  applicationId: z.string(),
  candidateId: z.string(),
  name: z.string(),
  mobile: z.string(),
  jobName: z.string(),
  productId: z.string(),
  productName: z.string(),
  status: z.enum(['invited', 'completed']),
  statusLabel: z.string(),
  score: z.number().nullable(),
  level: z.string(),
  /** The stored report (download through /api/biz/assessments/reports/:invitationId). */
  reportName: z.string(),
  /** 回调 or 导入: how the result arrived. */
  resultSource: z.string(),
  invitedAt: z.number(),
  completedAt: z.number().nullable(),
});
export type AssessmentResult = z.infer<typeof AssessmentResult>;

export const AssessmentResultQuery = z.object({
  applicationId: z.string().max(64).optional(),
  status: z.enum(['invited', 'completed'], { error: '测评状态不正确' }).optional(),
  ...KEYWORD_PAGING_QUERY,
});
export type AssessmentResultQuery = z.input<typeof AssessmentResultQuery>;

export const AssessmentResultPage = z.object({ total: z.number().int(), rows: z.array(AssessmentResult) });
export type AssessmentResultPage = z.infer<typeof AssessmentResultPage>;

export const Score = z
  .number({ error: '分数格式不正确' })
  .min(0, '分数应在0到1000之间')
  .max(1000, '分数应在0到1000之间');
export const Level = z.string().trim().max(20, '等级最多20个字符').default('');

/** What the provider posts when a candidate finished (the body is signed as sent). */
export const AssessmentCallback = z.object({
  invitationId: z.string({ error: '缺少测评邀请' }).min(1, '缺少测评邀请').max(64),
  score: Score,
  level: Level,
  /** The report file, base64 (at most 5 MB once decoded). */
  report: z
    .object({
      name: z.string().trim().min(1).max(100),
      contentBase64: z.string().max(7_000_000, '测评报告最大5MB'),
    })
    .optional(),
});
export type AssessmentCallback = z.input<typeof AssessmentCallback>;

/** Results typed in or read from the provider's sheet, one per invitation. */
export const AssessmentResultImport = z.object({
  rows: z
    .array(z.object({ invitationId: z.string().min(1).max(64), score: Score, level: Level }), {
      error: '请提供测评结果',
    })
    .min(1, '请提供测评结果')
    .max(2000, '一次最多导入2000条'),
});
export type AssessmentResultImport = z.input<typeof AssessmentResultImport>;

export const AssessmentImportAnswer = z.object({
  imported: z.number().int(),
  /** Rows refused, with the row number (1-based) and why. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type AssessmentImportAnswer = z.infer<typeof AssessmentImportAnswer>;

/** 从表格导入: the provider's spreadsheet (xlsx/csv, uploaded with purpose import), imported by a task. */
export const AssessmentResultFileImport = z.object({
  fileId: z.string({ error: '请上传导入文件' }).min(1, '请上传导入文件').max(64, '导入文件不存在'),
});

/** The spreadsheet's columns (matched by header; * marks the required ones). */
export const ASSESSMENT_IMPORT_COLUMNS = ['测评编号*', '分数*', '等级'] as const;
export const ASSESSMENT_IMPORT_KIND = 'assessment-result-import';
