import type { Kysely, Transaction } from 'kysely';
import { TASK_KEEP_DAYS, TASK_MESSAGE, type TaskStatus } from '@ehire/domain/contracts/tasks';
import type { Database } from '../../db/schema';
import type { ScheduleDefinition } from './schedules';

// The one small interface features use for long work (issue 12 §1, ARCHITECTURE §7). A feature
// registers a handler per task kind once, then submits tasks; it never runs its own loop.
//
//   app.tasks.register({ kind: 'talent-export', options: { concurrencyPerTenant: 2 }, run: async (task) => {
//     for (...) { if (task.isCancelled()) return; ...; await task.progress(done, total); }
//     return { file: { key, name, size, mime } };      // written to a temp file and renamed first
//   }});
//   const record = await app.tasks.submit(ctx, 'talent-export', params, { requestedBy: ctx.operatorId });
//
// Life cycle: queued → running → succeeded | failed | cancelled. A failed attempt with retries
// left goes back to queued (after the kind's backoff) with its zh-CN error kept; the last one
// ends failed. A process that dies mid-task loses its lease; the task is taken over (at the next
// start of the same instance at once, by any process once the lease expires), counted as an
// attempt, and continues from its checkpoint. Finished tasks expire (default 7 days): a
// scheduled job deletes the row and its result file.
//
// Engines: with PostgreSQL, pg-boss dispatches (several processes share the work); with SQLite an
// in-process runner with leases. Both keep the `task` row as the record and run the same handlers.

/** What a task's attempt produced. */
export interface TaskResultFile {
  /** Storage key (FileStorage of platform/files); the file must be complete (temp + rename). */
  key: string;
  /** zh-CN download name, e.g. 人才导出_20260101.xlsx. */
  name: string;
  size: number;
  mime: string;
}

export interface TaskOutcome {
  file?: TaskResultFile;
}

/** The part of file storage the queue needs: deleting expired or orphaned result files. */
export interface ResultFileRemover {
  delete(key: string): Promise<void>;
}

export interface TaskLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** Per kind: how the queue treats its tasks. Every field has a default. */
export interface TaskKindOptions {
  /** Tasks of this kind running at once per tenant, across all processes (default 1; Infinity: no limit). */
  concurrencyPerTenant?: number;
  /** Extra attempts after a failed one (default 2, so 3 attempts in all). */
  retryLimit?: number;
  /** Delay before the first retry (default 10 s); doubled per attempt when retryBackoff. */
  retryDelayMs?: number;
  /** Exponential backoff (default true). */
  retryBackoff?: boolean;
  /** An attempt running longer than this is stopped and counted failed (default 2 h). */
  timeoutMs?: number;
  /** How long a finished task and its result file are kept (default 7 days). */
  keepMs?: number;
  /** zh-CN message stored when an attempt throws something that is not a TaskError. */
  failureMessage?: string;
}

/** What a handler sees while it runs one attempt of a task. */
export interface TaskRunContext<P = unknown> {
  tenantId: string;
  taskId: string;
  kind: string;
  params: P;
  requestedBy: string | null;
  /** 1 for the first attempt; a resumed or retried task sees 2, 3, ... */
  attempt: number;
  /** The attempts this task may use; attempt === maxAttempts is the last one. */
  maxAttempts: number;
  /** Where the previous attempt stopped (set by progress/step), null on a fresh task. */
  checkpoint: string | null;
  /** Progress recorded so far (a resumed attempt continues counting from here). */
  done: number;
  total: number;
  /** Aborted when the task is cancelled, times out, or the process stops. */
  signal: AbortSignal;
  /** True once a cancel was requested (also reflected in signal). */
  isCancelled(): boolean;
  /**
   * Records progress (and optionally a new checkpoint). Throws TaskAborted when the task was
   * cancelled or this process lost its claim, so a handler stops at its next step.
   */
  progress(done: number, total?: number, checkpoint?: string): Promise<void>;
  /**
   * Runs one step's effects and records its progress and checkpoint in the same transaction,
   * only while this process still holds the task: each item is then done at most once even if
   * the process dies right after (the next attempt starts after the committed checkpoint).
   */
  step<T>(
    effects: (trx: Transaction<Database>) => Promise<T>,
    progress: { done: number; total?: number; checkpoint: string },
  ): Promise<T>;
  log: TaskLogger;
}

export interface TaskHandler<P = unknown> {
  kind: string;
  options?: TaskKindOptions;
  /** Validates the stored parameters before each attempt (a zod schema's parse fits). */
  parseParams?: (value: unknown) => P;
  run(task: TaskRunContext<P>): Promise<TaskOutcome | void>;
}

/** The product's record of one task, as services see it. */
export interface TaskRecord {
  id: string;
  tenantId: string;
  kind: string;
  status: TaskStatus;
  done: number;
  total: number;
  requestedBy: string | null;
  params: unknown;
  summary: string;
  checkpoint: string | null;
  resultFile: TaskResultFile | null;
  error: string;
  attempts: number;
  maxAttempts: number;
  cancelRequested: boolean;
  runAfter: number;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  expiresAt: number | null;
}

export interface SubmitOptions {
  /** operator.id of the requester; null for work the system submits (forwarding after apply). */
  requestedBy: string | null;
  /**
   * At most one unfinished task per (tenant, kind, key): submitting again while one is queued or
   * running returns that one (with `existing: true`) instead of a new task.
   */
  singletonKey?: string;
  /** The parameters in words for the task centre. */
  summary?: string;
  /** Known size of the work (shown as 0/total until the handler reports). */
  total?: number;
  /** Not before this many ms from now. */
  delayMs?: number;
  /**
   * Outbox: insert the task in the caller's transaction, so it exists exactly when the caller's
   * effects commit (and never when they roll back). Dispatch happens after the commit.
   */
  trx?: Transaction<Database> | Kysely<Database>;
}

export interface SubmitResult {
  task: TaskRecord;
  /** true when singletonKey matched an unfinished task, which is returned instead. */
  existing: boolean;
  /**
   * That unfinished task had been abandoned (its process died, lease expired) and was handed
   * back to the queue by this submit rather than waiting for the next sweep.
   */
  resumed: boolean;
}

export interface TaskListFilter {
  /** Only tasks this operator requested (omit: every task of the tenant). */
  requestedBy?: string;
  status?: TaskStatus;
  kind?: string;
  pageIndex: number;
  pageSize: number;
}

export interface TenantScope {
  tenantId: string;
}

export interface TaskQueue {
  /** File storage for deleting result files (expiry, cancelled or lost attempts); wired in app.ts. */
  useResultFiles(files: ResultFileRemover): void;
  /** Registers the handler of a kind (before or after start). */
  register<P>(handler: TaskHandler<P>): void;
  submit<P>(ctx: TenantScope, kind: string, params: P, options: SubmitOptions): Promise<SubmitResult>;
  get(ctx: TenantScope, taskId: string): Promise<TaskRecord | undefined>;
  /** The newest task of a kind (e.g. the recalculation status of one rule kind). */
  latest(ctx: TenantScope, kind: string, singletonKey?: string): Promise<TaskRecord | undefined>;
  list(ctx: TenantScope, filter: TaskListFilter): Promise<{ total: number; rows: TaskRecord[] }>;
  /**
   * Cancels a queued task at once; a running one is asked to stop (cancelRequested, its signal
   * aborts) and ends cancelled when its handler returns. undefined: no such task of the tenant.
   * Throws TaskStateError when it already finished.
   */
  cancel(ctx: TenantScope, taskId: string): Promise<TaskRecord | undefined>;
  /** Queues a failed task again (attempts continue, checkpoint kept). Throws TaskStateError otherwise. */
  retry(ctx: TenantScope, taskId: string): Promise<TaskRecord | undefined>;
  /**
   * More clean-up for the scheduled job (e.g. expired uploads of the file storage); each runs
   * after the expired tasks are gone, a failure is logged and does not stop the others.
   */
  onCleanup(cleanup: () => Promise<unknown>): void;
  /** Deletes tasks expired at `now` and their result files, then the onCleanup work. */
  cleanupExpired(): Promise<number>;
  /** Declares a periodic per-tenant schedule (schedules.ts); turned on per tenant by setSchedule. */
  registerSchedule(definition: ScheduleDefinition): void;
  /** Turns the tenant's schedule on, next due at `firstAt`, or off (null); `trx`: with the caller's change. */
  setSchedule(
    ctx: TenantScope,
    name: string,
    firstAt: number | null,
    trx?: Transaction<Database> | Kysely<Database>,
  ): Promise<void>;
  /** When the tenant's schedule next falls due (undefined: off). */
  nextScheduled(ctx: TenantScope, name: string): Promise<number | undefined>;
  /**
   * Fires the schedules due now (each process does this every tuning.scheduleMs; only one fires
   * a given period). Answers how many this process fired.
   */
  runDueSchedules(): Promise<number>;
  /** Starts dispatching (app ready). */
  start(): Promise<void>;
  /** Stops taking tasks, aborts running attempts (they resume elsewhere or at next start). */
  stop(): Promise<void>;
  /** Test aid: resolves when this process runs no attempt and has nothing due queued locally. */
  whenIdle(): Promise<void>;
  readonly engine: 'local' | 'pg-boss';
}

/** A handler's failure with the zh-CN message the recruiter should see. */
export class TaskError extends Error {
  override name = 'TaskError';
  /** false: fail at once, retrying cannot help (bad parameters, missing data). */
  readonly retryable: boolean;
  constructor(message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.retryable = options.retryable ?? true;
  }
}

/** Thrown into a handler (from progress/step) when it must stop: cancelled, lease lost, stopping. */
export class TaskAborted extends Error {
  override name = 'TaskAborted';
  constructor(readonly reason: 'cancelled' | 'lease-lost' | 'stopping' | 'timeout') {
    super(`task aborted: ${reason}`);
  }
}

/** cancel/retry on a task in a status that does not allow it. */
export class TaskStateError extends Error {
  override name = 'TaskStateError';
  constructor(
    message: string,
    readonly task: TaskRecord,
  ) {
    super(message);
  }
}

export const DEFAULT_TASK_OPTIONS: Required<TaskKindOptions> = {
  concurrencyPerTenant: 1,
  retryLimit: 2,
  retryDelayMs: 10_000,
  retryBackoff: true,
  timeoutMs: 2 * 3600_000,
  keepMs: TASK_KEEP_DAYS * 24 * 3600_000,
  failureMessage: TASK_MESSAGE.failedGeneric,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Background tasks (platform/tasks): register handlers, submit, cancel, list. */
    tasks: TaskQueue;
  }
}
