import { z } from 'zod';
import { JobRecord, JobStatusTab, pageOf, Paging, StoredJobStatusCode } from './jobs';

// Provider console (/ops) job review: jobs awaiting approval across tenants; approve (→ 24) or
// reject with a reason (→ 20, shown to the recruiter as RejectInfo).

export const OpsJobReviewQuery = z.object({
  /** 02 (awaiting review) by default; 99 lists every status. */
  status: JobStatusTab.default('02'),
  keyword: z.string({ error: '搜索词格式不正确' }).trim().max(50, '搜索词最多50个字符').default(''),
  /** Member name (login name of the tenant), exact; '' for every tenant. */
  member: z.string({ error: '会员名格式不正确' }).trim().max(64).default(''),
  ...Paging,
});
export type OpsJobReviewQuery = z.infer<typeof OpsJobReviewQuery>;

export const OpsJobReviewItem = z.object({
  ehireJobID: z.string(),
  eHireCoID: z.string(),
  member: z.string(),
  tenantName: z.string(),
  CJobName: z.string(),
  OrgName: z.string(),
  JobArea: z.string(),
  Status: StoredJobStatusCode,
  RejectInfo: z.string(),
  /** When the recruiter last asked for publication. */
  submittedAt: z.number().nullable(),
  updatedAt: z.number(),
});
export type OpsJobReviewItem = z.infer<typeof OpsJobReviewItem>;

export const OpsJobReviewPage = pageOf(OpsJobReviewItem);
export type OpsJobReviewPage = z.infer<typeof OpsJobReviewPage>;

export const OpsJobDetail = z.object({
  member: z.string(),
  tenantName: z.string(),
  job: JobRecord,
});
export type OpsJobDetail = z.infer<typeof OpsJobDetail>;

export const OpsJobRejectInput = z.object({
  reason: z
    .string({ error: '请输入驳回原因' })
    .trim()
    .min(1, '请输入驳回原因')
    .max(200, '驳回原因最多200个字符'),
});
export type OpsJobRejectInput = z.infer<typeof OpsJobRejectInput>;

export const OpsJobReviewAnswer = z.object({ ehireJobID: z.string(), Status: StoredJobStatusCode });
export type OpsJobReviewAnswer = z.infer<typeof OpsJobReviewAnswer>;

export const OpsJobParams = z.object({ jobId: z.string().min(1).max(64) });
