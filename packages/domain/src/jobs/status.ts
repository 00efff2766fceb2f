import { JOB_STATUS, JOB_STATUS_LABEL, type JobStatus } from '../codes/job-status';

// The job status machine (STATE-001) as one pure table. Every status change on the server goes
// through `nextJobStatus`; the web reads the same table to enable or grey out actions.
//
//   submit     22 未发布 / 20 申请失败            → 02 申请中   (recruiter asks the provider to publish)
//   approve    02 申请中                          → 24 已发布   (provider, /ops)
//   reject     02 申请中                          → 20 申请失败 (provider, with RejectInfo)
//   pause      24 已发布                          → 26 已暂停   (leaves the careers site at once)
//   republish  26 已暂停 / 22 未发布 / 20 申请失败 → 02 申请中   (back on the site only after review;
//              a paused job unchanged since its approval goes straight back to 24, see republishStatus)
//   unpublish  24 / 26 / 02                       → 22 未发布   (02 → 22 withdraws the request)
//   refresh    24 已发布                          → 24          (bumps the publish date only)
//   edit       22 → 22, 20 → 20, 26 → 26; 24 / 02 → 02         (a changed live text is reviewed again)
//   delete     22 / 20 / 26                       → soft delete (live or pending jobs must be taken down first)

/** A status a job can be in: every code but the filter value 99. */
export type StoredJobStatus = Exclude<JobStatus, typeof JOB_STATUS.all>;

export const STORED_JOB_STATUSES: readonly StoredJobStatus[] = ['24', '02', '26', '22', '20'];

export const JOB_ACTION = {
  submit: 'submit',
  approve: 'approve',
  reject: 'reject',
  pause: 'pause',
  republish: 'republish',
  unpublish: 'unpublish',
  refresh: 'refresh',
  edit: 'edit',
  delete: 'delete',
} as const;

export type JobAction = (typeof JOB_ACTION)[keyof typeof JOB_ACTION];

export const JOB_ACTION_LABEL: Record<JobAction, string> = {
  submit: '发布',
  approve: '审核通过',
  reject: '驳回',
  pause: '暂停',
  republish: '重新发布',
  unpublish: '下线',
  refresh: '刷新',
  edit: '修改',
  delete: '删除',
};

/** What a deleted job "becomes": it keeps its status but leaves every list. */
export const JOB_DELETED = 'deleted' as const;

type Transition = Partial<Record<StoredJobStatus, StoredJobStatus | typeof JOB_DELETED>>;

export const JOB_TRANSITIONS: Readonly<Record<JobAction, Transition>> = {
  submit: { '22': '02', '20': '02' },
  approve: { '02': '24' },
  reject: { '02': '20' },
  pause: { '24': '26' },
  republish: { '26': '02', '22': '02', '20': '02' },
  unpublish: { '24': '22', '26': '22', '02': '22' },
  refresh: { '24': '24' },
  edit: { '22': '22', '20': '20', '26': '26', '24': '02', '02': '02' },
  delete: { '22': JOB_DELETED, '20': JOB_DELETED, '26': JOB_DELETED },
};

export type JobTransitionResult =
  { ok: true; to: StoredJobStatus | typeof JOB_DELETED } | { ok: false; msg: string };

export function isStoredJobStatus(value: string): value is StoredJobStatus {
  return (STORED_JOB_STATUSES as readonly string[]).includes(value);
}

/** The status after `action`, or the zh-CN refusal naming the job and its current status. */
export function nextJobStatus(
  job: { readonly name: string; readonly status: StoredJobStatus },
  action: JobAction,
): JobTransitionResult {
  const to = JOB_TRANSITIONS[action][job.status];
  if (to !== undefined) return { ok: true, to };
  return { ok: false, msg: refusedTransitionMessage(job.name, job.status, action) };
}

export function refusedTransitionMessage(name: string, status: StoredJobStatus, action: JobAction): string {
  return `职位“${name}”当前状态为${JOB_STATUS_LABEL[status]}，不能${JOB_ACTION_LABEL[action]}`;
}

/**
 * Where 重新发布 takes a job (issue 20 §2): only changed content needs the provider's review, so
 * a paused job that was approved and not edited since goes straight back to 已发布; any other
 * job asks for review (02). Null when the job cannot be re-published.
 */
export function republishStatus(job: {
  readonly status: StoredJobStatus;
  /** Edited since its last approval. */
  readonly changedSinceReview: boolean;
  /** Approved at least once (it has a publish date). */
  readonly approvedBefore: boolean;
}): StoredJobStatus | null {
  const to = JOB_TRANSITIONS.republish[job.status];
  if (to === undefined || to === JOB_DELETED) return null;
  if (job.status === JOB_STATUS.paused && job.approvedBefore && !job.changedSinceReview) {
    return JOB_STATUS.published;
  }
  return to;
}

/** Actions the list offers for a job in `status` (the web greys out the others). */
export function allowedJobActions(status: StoredJobStatus): JobAction[] {
  return (Object.keys(JOB_TRANSITIONS) as JobAction[]).filter(
    (action) => JOB_TRANSITIONS[action][status] !== undefined,
  );
}

/** Statuses whose jobs are shown on the careers site. */
export const CAREERS_VISIBLE_STATUS: StoredJobStatus = JOB_STATUS.published;
