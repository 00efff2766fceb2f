import { z } from 'zod';
import { PAGE_SIZE_MAX, pageOf } from './jobs';

// Background tasks and the task centre (issue 12 §1 and §3; 任务中心, menu 0603 导出管理,
// /new/systemManagement/export, PERMISSION.export). One `task` row per long piece of work: its
// kind, status, progress, requester, parameters, result file and zh-CN error.
//
// Routes (docs/api.md):
//   GET    /api/biz/tasks                 TaskListQuery → TaskPage   (read; scope 'all' needs full)
//   GET    /api/biz/tasks/:taskId         → TaskAnswer                (read)
//   POST   /api/biz/tasks/:taskId/cancel  → TaskAnswer                (write)
//   POST   /api/biz/tasks/:taskId/retry   → TaskAnswer                (write; failed tasks only)

export const TASK_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const TaskStatus = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatus>;

export const TASK_STATUS_LABEL: Record<TaskStatus, string> = {
  queued: '排队中',
  running: '进行中',
  succeeded: '已完成',
  failed: '失败',
  cancelled: '已取消',
};

/** Statuses a task never leaves (except failed → queued by an explicit retry). */
export const FINISHED_TASK_STATUSES: readonly TaskStatus[] = ['succeeded', 'failed', 'cancelled'];

/**
 * The kinds of task the product knows, with the words the task centre shows. Features add their
 * kind here when they register a handler; an unknown kind is shown by its code.
 */
export const TASK_KIND_LABEL: Record<string, string> = {
  'talent-export': '人才导出',
  'talent-import': '人才导入',
  'smart-rule-recalc': '智能规则重新计算',
  'delivery-forward': '投递转发',
  'notice-send': '批量发送通知',
  'season-archive': '招聘季归档',
  'user-import': '用户导入',
  'candidate-anonymise': '候选人数据匿名化',
  'pool-labels': '公共人才库批量标签',
  'pool-recruit': '公共人才库批量加入职位',
  'assessment-result-import': '测评结果导入',
};

export function taskKindLabel(kind: string): string {
  return TASK_KIND_LABEL[kind] ?? kind;
}

/** Task kinds default to being kept (row and result file) this long after they finish. */
export const TASK_KEEP_DAYS = 7;

export const TASK_MESSAGE = {
  notFound: '任务不存在或已过期',
  notCancellable: '任务已结束，无法取消',
  notRetryable: '只有失败的任务可以重试',
  duplicateActive: '已有相同的任务在排队或进行中',
  scopeAllForbidden: '无权查看其他成员的任务',
  cancelRequested: '已请求取消，任务将在当前步骤结束后停止',
  cancelled: '任务已取消',
  retried: '任务已重新排队',
  /** Stored when an attempt ended without a message of its own (crash, bug). */
  failedGeneric: '任务执行失败，请重试',
  /** Stored when the process running the task died and no retries were left. */
  interrupted: '任务执行中断（服务重启），请重试',
  /** Stored when an attempt ran longer than its kind allows. */
  timedOut: '任务执行超时，请重试',
} as const;

export const TaskResultFile = z.object({
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type TaskResultFile = z.infer<typeof TaskResultFile>;

export const TaskAnswer = z.object({
  taskId: z.string(),
  kind: z.string(),
  /** zh-CN words for the kind (taskKindLabel). */
  kindLabel: z.string(),
  status: TaskStatus,
  statusLabel: z.string(),
  /** Items done and total (total 0 while unknown). */
  done: z.number().int(),
  total: z.number().int(),
  /** 0-100, whole percent; 100 only when succeeded. */
  percent: z.number().int(),
  /** The parameters the task was submitted with (feature-defined JSON). */
  params: z.unknown(),
  /** The parameters in words for the list ("筛选：学历 等于 硕士；共 1,204 行"), '' when none. */
  summary: z.string(),
  requestedBy: z.string().nullable(),
  requestedByName: z.string(),
  /** zh-CN reason of a failure ('' otherwise). */
  error: z.string(),
  /** Attempts started so far (retries included). */
  attempts: z.number().int(),
  /** A cancel was requested while running; the task stops at its next step. */
  cancelRequested: z.boolean(),
  createdAt: z.number().int(),
  startedAt: z.number().int().nullable(),
  finishedAt: z.number().int().nullable(),
  /** After this the task and its file are deleted; null while not finished. */
  expiresAt: z.number().int().nullable(),
  /** The result file, when the task produced one (whether or not it may still be downloaded). */
  resultFile: TaskResultFile.nullable(),
  /** A result file exists, the task succeeded and has not expired: the download may be offered. */
  downloadable: z.boolean(),
  canCancel: z.boolean(),
  canRetry: z.boolean(),
});
export type TaskAnswer = z.infer<typeof TaskAnswer>;

const query = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

export const TaskListQuery = z.object({
  /** mine: tasks I requested; all: every task of the tenant (导出管理 full permission). */
  scope: query(z.enum(['mine', 'all'], { error: '范围只能是 mine 或 all' }).default('mine')),
  status: query(TaskStatus.optional()),
  kind: query(z.string().max(40, '任务类型最多40个字符').optional()),
  pageIndex: z.coerce
    .number({ error: '页码格式不正确' })
    .int('页码格式不正确')
    .min(1, '页码格式不正确')
    .default(1),
  pageSize: z.coerce
    .number({ error: '每页条数格式不正确' })
    .int('每页条数格式不正确')
    .min(1, '每页条数格式不正确')
    .max(PAGE_SIZE_MAX, `每页最多${PAGE_SIZE_MAX}条`)
    .default(20),
});
export type TaskListQuery = z.infer<typeof TaskListQuery>;

export const TaskPage = pageOf(TaskAnswer).extend({
  /** The caller may switch to scope 'all'. */
  canSeeAll: z.boolean(),
});
export type TaskPage = z.infer<typeof TaskPage>;

export const TaskParams = z.object({ taskId: z.string().min(1).max(64) });
export type TaskParams = z.infer<typeof TaskParams>;
