import { z } from 'zod';
import { MOBILE_PATTERN } from '../text/mobile';
import { KEYWORD_PAGING_QUERY } from './paging-query';
import { DELIVERED_STATUS, DELIVERED_STATUS_LABEL, type DeliveredStatus } from '../codes/inbox-status';

// 意向人才库 (/new/intentResume, ROUTE-026; /intentResumePreview, ROUTE-039; issue 18 §1):
// candidates who registered interest (at a 宣讲会, a job fair, by phone) without applying. Their
// delivery status (deliveredstaus, WB-041) is 已提交 once an application with the same mobile
// exists in the tenant, 未提交 before; the workbench's toBeDeliveredCount and deliveredCount
// count them. They are previewed and invited to apply (the invitation is recorded with the
// careers-site link to send).
//
// Routes (docs/api.md), Ctm.Talent:
//   GET  /api/biz/pools/intents           IntentQuery → IntentPage
//   GET  /api/biz/pools/intents/:id       → IntentRow (preview)
//   POST /api/biz/pools/intents           RegisterIntentInput → IntentRow
//   POST /api/biz/pools/intents/invite    InviteIntentsInput → InviteIntentsAnswer

export const INTENT_DEGREES = ['大专', '本科', '硕士', '博士'] as const;

export const IntentQuery = z.object({
  deliveredstaus: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum([DELIVERED_STATUS.notSubmitted, DELIVERED_STATUS.submitted], { error: '投递状态不正确' })
      .optional(),
  ),
  ...KEYWORD_PAGING_QUERY,
});
export type IntentQuery = z.input<typeof IntentQuery>;

export const RegisterIntentInput = z.object({
  name: z.string({ error: '请填写姓名' }).trim().min(1, '请填写姓名').max(30, '姓名最多30个字符'),
  mobile: z.string({ error: '请填写手机号' }).trim().regex(MOBILE_PATTERN, '手机号格式不正确'),
  email: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || z.email().safeParse(v).success, '邮箱格式不正确')
    .default(''),
  school: z.string().trim().max(60, '学校最多60个字符').default(''),
  major: z.string().trim().max(60, '专业最多60个字符').default(''),
  degree: z
    .union([z.enum(INTENT_DEGREES), z.literal('')], { error: '学历只能填写大专、本科、硕士、博士' })
    .default(''),
  graduationYear: z
    .number({ error: '毕业年份格式不正确' })
    .int()
    .min(2000, '毕业年份格式不正确')
    .max(2100, '毕业年份格式不正确')
    .nullable()
    .default(null),
  jobId: z.string().max(64).nullable().default(null),
  source: z.string().trim().max(30, '来源最多30个字符').default(''),
  notes: z.string().trim().max(500, '备注最多500个字符').default(''),
});
export type RegisterIntentInput = z.input<typeof RegisterIntentInput>;

/**
 * 登记意向 on the careers site (POST /api/web/careers/:member/intents, public, per-IP limited):
 * the candidate's own fields; the source is 招聘主页 and there are no recruiter notes.
 */
export const CareersIntentInput = RegisterIntentInput.omit({ source: true, notes: true });
export type CareersIntentInput = z.input<typeof CareersIntentInput>;

export const IntentRow = z.object({
  intentId: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  school: z.string(),
  major: z.string(),
  degree: z.string(),
  graduationYear: z.number().int().nullable(),
  jobId: z.string().nullable(),
  jobName: z.string(),
  source: z.string(),
  notes: z.string(),
  deliveredstaus: z.enum([DELIVERED_STATUS.notSubmitted, DELIVERED_STATUS.submitted]),
  deliveredLabel: z.string(),
  inviteCount: z.number().int(),
  invitedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type IntentRow = z.infer<typeof IntentRow>;

export const IntentPage = z.object({
  total: z.number().int(),
  rows: z.array(IntentRow),
  /** Per delivery status over the whole pool (the tabs' counts). */
  counts: z.object({ notSubmitted: z.number().int(), submitted: z.number().int() }),
});
export type IntentPage = z.infer<typeof IntentPage>;

export const InviteIntentsInput = z.object({
  intentIds: z.array(z.string().min(1).max(64)).min(1, '请选择候选人').max(200, '一次最多邀请200人'),
});
export type InviteIntentsInput = z.infer<typeof InviteIntentsInput>;

export const InviteIntentsAnswer = z.object({
  invited: z.number().int(),
  /** Already submitted: not invited again. */
  alreadyDelivered: z.number().int(),
});
export type InviteIntentsAnswer = z.infer<typeof InviteIntentsAnswer>;

export function deliveredLabel(status: DeliveredStatus): string {
  return DELIVERED_STATUS_LABEL[status];
}

export const INTENT_MESSAGES = {
  notFound: '意向候选人不存在',
  duplicate: '该手机号已登记意向',
  jobNotFound: '职位不存在',
  registered: '登记成功',
  /** The careers site's answer, also for a mobile already registered (no lookup of who registered). */
  registeredFromCareers: '登记成功，我们会尽快与您联系',
  invited: (n: number) => `已邀请${n}人投递`,
} as const;
