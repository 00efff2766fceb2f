import {
  HOT_RECOMMEND_OP,
  JOB_RECOMMEND_OP,
  type HotRecommendOp,
  type JobRecommendOp,
} from '../codes/job-status';

// Recommendation (STATE-002: 0 add, 1 start, 2 pause, 6 delete) and hot flag (STATE-003: 1 set,
// 6 cancel) as pure tables. A recommendation is a small lifecycle of its own:
//   none --add(0)--> added(0) --start(1)--> running(1) --pause(2)--> paused(2) --start(1)--> running
//   any of added/running/paused --delete(6)--> none
// Adding and starting need a published job: recommending a job candidates cannot open is useless.

/** Stored state of a recommendation; null when the job is not recommended. */
export type RecommendState = 0 | 1 | 2;

export const RECOMMEND_STATE_LABEL: Record<RecommendState, string> = {
  0: '未开始',
  1: '推荐中',
  2: '已暂停',
};

const RECOMMEND_TABLE: Record<
  JobRecommendOp,
  { from: readonly (RecommendState | null)[]; to: RecommendState | null }
> = {
  [JOB_RECOMMEND_OP.add]: { from: [null], to: 0 },
  [JOB_RECOMMEND_OP.start]: { from: [0, 2], to: 1 },
  [JOB_RECOMMEND_OP.pause]: { from: [1], to: 2 },
  [JOB_RECOMMEND_OP.delete]: { from: [0, 1, 2], to: null },
};

const NEEDS_PUBLISHED: readonly JobRecommendOp[] = [JOB_RECOMMEND_OP.add, JOB_RECOMMEND_OP.start];

export type RecommendResult = { ok: true; to: RecommendState | null } | { ok: false; msg: string };

export function nextRecommendState(
  job: { readonly name: string; readonly published: boolean; readonly recommend: RecommendState | null },
  op: JobRecommendOp,
): RecommendResult {
  if (NEEDS_PUBLISHED.includes(op) && !job.published) {
    return { ok: false, msg: `职位“${job.name}”未发布，不能推荐` };
  }
  const rule = RECOMMEND_TABLE[op];
  if (!rule.from.includes(job.recommend)) {
    const current = job.recommend === null ? '未推荐' : RECOMMEND_STATE_LABEL[job.recommend];
    return { ok: false, msg: `职位“${job.name}”推荐状态为${current}，不能${recommendOpLabel(op)}` };
  }
  return { ok: true, to: rule.to };
}

function recommendOpLabel(op: JobRecommendOp): string {
  return { 0: '添加推荐', 1: '开始推荐', 2: '暂停推荐', 6: '删除推荐' }[op];
}

export type HotResult = { ok: true; hot: boolean } | { ok: false; msg: string };

export function nextHotState(
  job: { readonly name: string; readonly published: boolean; readonly hot: boolean },
  op: HotRecommendOp,
): HotResult {
  if (op === HOT_RECOMMEND_OP.set) {
    if (!job.published) return { ok: false, msg: `职位“${job.name}”未发布，不能设为热招` };
    if (job.hot) return { ok: false, msg: `职位“${job.name}”已是热招职位` };
    return { ok: true, hot: true };
  }
  if (!job.hot) return { ok: false, msg: `职位“${job.name}”不是热招职位，无需取消` };
  return { ok: true, hot: false };
}
