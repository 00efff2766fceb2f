import { z } from 'zod';

// Talent pools (issue 18 §1). 公共人才库: candidates not tied to an open application (never
// applied, imported, eliminated or withdrawn everywhere), searchable by keyword.

export const PublicPoolQuery = z.object({
  keyword: z.string().trim().max(50, '关键词最多50个字符').default(''),
  pageIndex: z.coerce.number().int().min(1, '页码不正确').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, '每页最多100条').default(20),
});
export type PublicPoolQuery = z.input<typeof PublicPoolQuery>;

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

export const RecruitFromPoolAnswer = z.object({
  created: z.number().int(),
  /** Already applied to that job: left as they are. */
  alreadyApplied: z.number().int(),
});
export type RecruitFromPoolAnswer = z.infer<typeof RecruitFromPoolAnswer>;

export const POOL_MESSAGES = {
  jobNotFound: '职位不存在',
  recruited: (n: number) => `已将${n}人加入职位`,
} as const;
