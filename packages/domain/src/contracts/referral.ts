import { z } from 'zod';
import { pageOf, Paging } from './jobs';
import { MOBILE_PATTERN } from '../text/mobile';

// Internal referral (内推): staff who refer (/staffManage), the settings (/interpolation) and the
// referred candidates (/interpolitationResumeList). PERMISSION.referral. Each staff member has a
// unique referral code; their link is /careers/{member}?ref={code}.

export const REFERRAL_STAFF_STATUS = { disabled: 0, enabled: 1 } as const;
export const REFERRAL_STAFF_STATUS_LABEL: Record<0 | 1, string> = { 0: '已停用', 1: '启用中' };

export const ReferralStaffInput = z.object({
  name: z.string({ error: '请输入员工姓名' }).trim().min(1, '请输入员工姓名').max(20, '员工姓名最多20个字符'),
  mobile: z.string({ error: '请输入手机号' }).trim().regex(MOBILE_PATTERN, '请输入正确的手机号'),
  email: z
    .string({ error: '邮箱格式不正确' })
    .trim()
    .max(100, '邮箱最多100个字符')
    .refine((v) => v === '' || z.email().safeParse(v).success, '邮箱格式不正确')
    .default(''),
  employeeNo: z.string({ error: '工号格式不正确' }).trim().max(32, '工号最多32个字符').default(''),
  department: z.string({ error: '部门格式不正确' }).trim().max(50, '部门最多50个字符').default(''),
});
export type ReferralStaffInput = z.infer<typeof ReferralStaffInput>;

export const ReferralStaff = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  employeeNo: z.string(),
  department: z.string(),
  /** Unique within the tenant, 8 characters of an unambiguous alphabet. */
  code: z.string(),
  /** Relative link: /careers/{member}?ref={code}. */
  link: z.string(),
  status: z.literal([0, 1]),
  referredCount: z.number().int(),
  createdAt: z.number(),
});
export type ReferralStaff = z.infer<typeof ReferralStaff>;

export const ReferralStaffListQuery = z.object({
  /** Name, mobile, employee number or code. */
  keyword: z.string({ error: '搜索词格式不正确' }).trim().max(50, '搜索词最多50个字符').default(''),
  status: z.literal([0, 1], { error: '状态不正确' }).nullable().default(null),
  ...Paging,
});
export type ReferralStaffListQuery = z.infer<typeof ReferralStaffListQuery>;

export const ReferralStaffPage = pageOf(ReferralStaff);
export type ReferralStaffPage = z.infer<typeof ReferralStaffPage>;

export const ReferralStaffStatusInput = z.object({
  ids: z
    .array(z.string().min(1).max(64), { error: '请选择员工' })
    .min(1, '请选择员工')
    .max(1000, '一次最多操作1000名员工'),
  status: z.literal([0, 1], { error: '状态不正确' }),
});
export type ReferralStaffStatusInput = z.infer<typeof ReferralStaffStatusInput>;

/**
 * Import from an .xlsx (first sheet; header row 姓名, 手机号, 邮箱, 工号, 部门) uploaded first
 * through POST /api/biz/files?purpose=import (multipart), referred to by its file id. All rows or
 * none: a file with a bad row imports nothing and answers every row's error, so fixing and
 * re-sending it cannot create duplicates.
 */
export const ReferralStaffImportInput = z.object({
  fileId: z.string({ error: '请选择文件' }).trim().min(1, '请选择文件').max(64, '请选择文件'),
});
/** Larger staff files are refused (5,000 rows fit in well under a megabyte). */
export const REFERRAL_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export type ReferralStaffImportInput = z.infer<typeof ReferralStaffImportInput>;

export const REFERRAL_IMPORT_HEADERS = ['姓名', '手机号', '邮箱', '工号', '部门'] as const;
export const REFERRAL_IMPORT_MAX_ROWS = 5000;

export const ReferralImportRowError = z.object({ row: z.number().int(), msg: z.string() });
export type ReferralImportRowError = z.infer<typeof ReferralImportRowError>;

export const ReferralStaffImportAnswer = z.object({
  imported: z.number().int(),
  errors: z.array(ReferralImportRowError),
});
export type ReferralStaffImportAnswer = z.infer<typeof ReferralStaffImportAnswer>;

export const ReferralSetting = z.object({
  /** Referral links work and the careers site accepts ?ref= only when enabled. */
  enabled: z.boolean({ error: '请选择是否开启内推' }),
  /** Days a referral binds the candidate to the referrer (a later referral by another does not take over). */
  protectDays: z
    .number({ error: '请输入内推保护期' })
    .int('内推保护期须为整数')
    .min(1, '内推保护期至少1天')
    .max(365, '内推保护期最多365天'),
  /** The careers site shows who referred the candidate (内推人) on the application page. */
  showReferrer: z.boolean({ error: '请选择是否展示内推人' }),
  /** Rules shown to staff and candidates. */
  rule: z.string({ error: '内推规则格式不正确' }).trim().max(2000, '内推规则最多2000个字符'),
});
export type ReferralSetting = z.infer<typeof ReferralSetting>;

export const DEFAULT_REFERRAL_SETTING: ReferralSetting = {
  enabled: true,
  protectDays: 90,
  showReferrer: true,
  rule: '',
};

export const ReferredResumeQuery = z.object({
  /** Candidate name or mobile, staff name or code. */
  keyword: z.string({ error: '搜索词格式不正确' }).trim().max(50, '搜索词最多50个字符').default(''),
  staffId: z.string().max(64).nullable().default(null),
  jobId: z.string().max(64).nullable().default(null),
  ...Paging,
});
export type ReferredResumeQuery = z.infer<typeof ReferredResumeQuery>;

export const ReferredResume = z.object({
  referralId: z.string(),
  applicationId: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  candidateMobile: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  staffCode: z.string(),
  referredAt: z.number(),
});
export type ReferredResume = z.infer<typeof ReferredResume>;

export const ReferredResumePage = pageOf(ReferredResume);
export type ReferredResumePage = z.infer<typeof ReferredResumePage>;

export const ReferralStaffParams = z.object({ id: z.string().min(1).max(64) });
