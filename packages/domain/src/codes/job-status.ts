// Job codes of D1 §4 (STATE-001..003) and the paused-job prefix of the job dictionary
// (DATA-014, GAP-004).

/** Job status (STATE-001). Strings: the spec's codes carry a leading zero ('02'). */
export const JOB_STATUS = {
  published: '24',
  applying: '02',
  paused: '26',
  unpublished: '22',
  applicationFailed: '20',
  /** Filter value meaning "every status", not a state a job is in. */
  all: '99',
} as const;

export type JobStatus = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];

export const JOB_STATUS_LABEL: Record<JobStatus, string> = {
  '24': '已发布',
  '02': '申请中',
  '26': '已暂停',
  '22': '未发布',
  '20': '申请失败',
  '99': '全部职位',
};

/** Job recommendation operations (STATE-002). */
export const JOB_RECOMMEND_OP = {
  add: 0,
  start: 1,
  pause: 2,
  delete: 6,
} as const;

export type JobRecommendOp = (typeof JOB_RECOMMEND_OP)[keyof typeof JOB_RECOMMEND_OP];

export const JOB_RECOMMEND_OP_LABEL: Record<JobRecommendOp, string> = {
  0: '添加',
  1: '开始',
  2: '暂停',
  6: '删除',
};

/** Hot-recommendation operations (STATE-003). */
export const HOT_RECOMMEND_OP = {
  set: 1,
  cancel: 6,
} as const;

export type HotRecommendOp = (typeof HOT_RECOMMEND_OP)[keyof typeof HOT_RECOMMEND_OP];

export const HOT_RECOMMEND_OP_LABEL: Record<HotRecommendOp, string> = {
  1: '设置',
  6: '取消',
};

/** Prefix of a paused job's name in the job dictionary (DATA-014, GAP-004). */
export const PAUSED_JOB_PREFIX = '【已暂停】';

/** A job dictionary item's isUsable as the API may send it. */
export type JobUsableFlag = boolean | number | string | null | undefined;

/** A job is paused when isUsable is false, 0, '0' or 'false'; anything else counts as usable. */
export function isJobUsable(isUsable: JobUsableFlag): boolean {
  return !(isUsable === false || isUsable === 0 || isUsable === '0' || isUsable === 'false');
}

/** The job name as the job dictionary shows it: paused jobs get 【已暂停】 (DATA-014). */
export function jobDictionaryName(job: {
  readonly jobName: string;
  readonly isUsable: JobUsableFlag;
}): string {
  return isJobUsable(job.isUsable) ? job.jobName : `${PAUSED_JOB_PREFIX}${job.jobName}`;
}

/** A job as the job dictionary reads it. */
export interface JobDictionarySource {
  readonly id: string;
  readonly name: string;
  readonly funcType: string;
  readonly status: string;
}

/**
 * The job dictionary (DATA-013): function types in first-seen order, each with its jobs; a job is
 * usable unless paused (GAP-004: status 26), and a paused job's name is prefixed (DATA-014).
 */
export function buildJobDictionary(
  jobs: readonly JobDictionarySource[],
  typeName: (funcType: string) => string,
): {
  jobTypeId: string;
  jobTypeName: string;
  jobList: { jobId: string; jobName: string; isUsable: boolean }[];
}[] {
  const byType = new Map<string, { jobId: string; jobName: string; isUsable: boolean }[]>();
  for (const job of jobs) {
    let list = byType.get(job.funcType);
    if (!list) byType.set(job.funcType, (list = []));
    const isUsable = job.status !== JOB_STATUS.paused;
    list.push({ jobId: job.id, jobName: jobDictionaryName({ jobName: job.name, isUsable }), isUsable });
  }
  return [...byType].map(([jobTypeId, jobList]) => ({
    jobTypeId,
    jobTypeName: typeName(jobTypeId),
    jobList,
  }));
}
