import type { Kysely, Transaction } from 'kysely';
import { TASK_MESSAGE } from '@ehire/domain/contracts/tasks';
import type { DialectName } from '../../db/dialect';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../features/flow/db-errors';
import type { Clock } from '../clock';
import { TaskSchedules, type ScheduleDefinition } from './schedules';
import { AttemptRunner, kindOptions, type AttemptEnd } from './task-attempt';
import {
  TaskStateError,
  type ResultFileRemover,
  type SubmitOptions,
  type SubmitResult,
  type TaskHandler,
  type TaskListFilter,
  type TaskLogger,
  type TaskQueue,
  type TaskRecord,
  type TenantScope,
} from './task-queue';
import { toTaskRecord, TaskRepository, type ClaimResult, type TaskRow } from './task.repository';

// The TaskQueue features see, over one of two engines. What is the same on both lives here:
// submitting (with the outbox option), reading, cancelling, retrying, the sweep that hands the
// tasks of dead processes back to the queue, and the expiry job. The engine only decides when and
// where an attempt runs (engine.ts files); the attempt itself is task-attempt.ts.

export interface TaskQueueTuning {
  /** A claim lasts this long without renewal; then another process may take the task over. */
  leaseMs: number;
  /** The running attempt renews its lease and looks for a cancel this often. */
  heartbeatMs: number;
  progressEveryMs: number;
  /** An idle dispatcher looks for new work this often (pg-boss fetch / local timer). */
  pollMs: number;
  /** Look for tasks abandoned by dead processes this often (also once at start). */
  sweepMs: number;
  /** Attempts one process runs at once, all kinds together. */
  localConcurrency: number;
  /** A task refused by its kind's per-tenant limit is tried again after this (other processes). */
  busyRetryMs: number;
  /** In-process engine: delete expired tasks this often (pg-boss: an hourly cron schedule). */
  cleanupEveryMs: number;
  /** On stop, wait this long for running attempts to wind down. */
  stopWaitMs: number;
  /** Multiplies every kind's retry delay (tests use 0: retries at once on both engines). */
  retryDelayFactor: number;
  /** Look for due schedules (schedules.ts) this often; 0: never by itself (tests call runDueSchedules). */
  scheduleMs: number;
}

const DEFAULT_TUNING: TaskQueueTuning = {
  leaseMs: 30_000,
  heartbeatMs: 2_000,
  progressEveryMs: 250,
  pollMs: 500,
  sweepMs: 15_000,
  localConcurrency: 4,
  busyRetryMs: 1_000,
  cleanupEveryMs: 3600_000,
  stopWaitMs: 10_000,
  retryDelayFactor: 1,
  scheduleMs: 60_000,
};

export interface TaskQueueDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  log: TaskLogger;
  /** Stable id of this server instance (config.instanceId): its earlier lives' tasks are taken over at start. */
  instanceId: string;
  /** PostgreSQL: where pg-boss keeps its tables (its own schema), and its pool size. */
  pgBoss?: { connectionString: string; schema: string; max?: number };
  tuning?: Partial<TaskQueueTuning>;
}

/** How a dispatch went: claimed and run, or why not ('no-handler': kind unknown here). */
export type ClaimOutcome = ClaimResult['outcome'] | 'no-handler';

/** What an engine may ask of the queue. */
export interface EngineHost {
  readonly repo: TaskRepository;
  readonly clock: Clock;
  readonly log: TaskLogger;
  readonly tuning: TaskQueueTuning;
  readonly runner: AttemptRunner;
  handler(kind: string): TaskHandler<unknown> | undefined;
  handlers(): TaskHandler<unknown>[];
  /** Claims the task and, when claimed, runs one attempt. */
  claimAndRun(
    tenantId: string,
    taskId: string,
    options: { kind: string; ignoreRunAfter: boolean; engineJobId?: string },
  ): Promise<{ claim: ClaimOutcome; row: TaskRow | undefined; end?: AttemptEnd }>;
  sweep(): Promise<void>;
  cleanupExpired(): Promise<number>;
}

export interface TaskEngine {
  readonly name: 'local' | 'pg-boss';
  start(host: EngineHost): Promise<void>;
  stop(): Promise<void>;
  registered(handler: TaskHandler<unknown>): void;
  /** The dispatch id to store with a new or re-queued row (pg-boss job id; null in-process). */
  newJobId(): string | null;
  /**
   * A queued row exists (new, retried, or handed back by the sweep). `trx`: it was written in
   * the caller's open transaction, which the dispatch must join or wait for.
   */
  dispatch(
    row: TaskRow,
    options: {
      trx?: Kysely<Database> | Transaction<Database>;
      /** The queue's own transaction: committed() follows; no need to watch for the commit. */
      ownTransaction?: boolean;
      replaces?: string | null;
    },
  ): Promise<void>;
  /** The queue's own submit transaction committed: the row is visible now. */
  committed(row: TaskRow): void;
  /** A queued row was cancelled. */
  withdraw(row: TaskRow): Promise<void>;
  whenIdle(): Promise<void>;
}

export class TaskQueueService implements TaskQueue {
  readonly repo: TaskRepository;
  readonly runner: AttemptRunner;
  readonly tuning: TaskQueueTuning;
  private readonly byKind = new Map<string, TaskHandler<unknown>>();
  private files: ResultFileRemover | undefined;
  private readonly cleanups: Array<() => Promise<unknown>> = [];
  private readonly instancePrefix: string;
  private started: Promise<void> | null = null;
  private stopped = false;
  private readonly schedules: TaskSchedules;
  private scheduleTimer: NodeJS.Timeout | undefined;
  private scheduling: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: TaskQueueDeps,
    private readonly engineImpl: TaskEngine,
  ) {
    this.repo = new TaskRepository(deps.db);
    this.tuning = { ...DEFAULT_TUNING, ...(deps.tuning ?? {}) };
    this.instancePrefix = `${deps.instanceId}:`;
    // The boot part tells this life of the instance from the earlier ones.
    const owner = `${this.instancePrefix}${newId(Date.now())}`;
    this.runner = new AttemptRunner(this.repo, deps.clock, deps.log, this.tuning, owner, () => this.files);
    this.schedules = new TaskSchedules(deps.db, deps.clock, deps.log);
  }

  registerSchedule(definition: ScheduleDefinition): void {
    this.schedules.register(definition);
  }

  async setSchedule(
    ctx: TenantScope,
    name: string,
    firstAt: number | null,
    trx?: Kysely<Database> | Transaction<Database>,
  ): Promise<void> {
    await this.schedules.set(ctx.tenantId, name, firstAt, trx);
  }

  async nextScheduled(ctx: TenantScope, name: string): Promise<number | undefined> {
    return this.schedules.next(ctx.tenantId, name);
  }

  async runDueSchedules(): Promise<number> {
    if (this.stopped) return 0;
    if (this.started) await this.started;
    return this.schedules.runDue();
  }

  get engine(): 'local' | 'pg-boss' {
    return this.engineImpl.name;
  }

  /** File storage for deleting result files (expiry, cancelled or lost attempts). */
  useResultFiles(files: ResultFileRemover): void {
    this.files = files;
  }

  onCleanup(cleanup: () => Promise<unknown>): void {
    this.cleanups.push(cleanup);
  }

  register<P>(handler: TaskHandler<P>): void {
    if (this.byKind.has(handler.kind)) throw new Error(`task kind ${handler.kind} is registered twice`);
    const erased = handler as unknown as TaskHandler<unknown>;
    this.byKind.set(handler.kind, erased);
    this.engineImpl.registered(erased);
  }

  async submit<P>(ctx: TenantScope, kind: string, params: P, options: SubmitOptions): Promise<SubmitResult> {
    const handler = this.byKind.get(kind);
    if (!handler) throw new Error(`task kind ${kind} has no handler`);
    if (this.started) await this.started;
    const opts = kindOptions(handler);
    const now = this.deps.clock.now();
    const write = async (db: Kysely<Database> | Transaction<Database>) => {
      const { row, inserted } = await this.repo.insert(
        {
          id: newId(now),
          tenantId: ctx.tenantId,
          kind,
          requestedBy: options.requestedBy,
          params,
          summary: options.summary ?? '',
          total: options.total ?? 0,
          maxAttempts: 1 + opts.retryLimit,
          singletonKey: options.singletonKey ?? null,
          runAfter: now + (options.delayMs ?? 0),
          engineJobId: this.engineImpl.newJobId(),
          now,
        },
        db,
      );
      if (inserted) await this.engineImpl.dispatch(row, { trx: db, ownTransaction: !options.trx });
      return { row, inserted };
    };
    const { row, inserted } = options.trx
      ? await write(options.trx)
      : await this.repo.transaction((trx) => write(trx));
    if (inserted && !options.trx) this.engineImpl.committed(row);
    if (!inserted && !options.trx && row.status === 'running' && Number(row.lease_until ?? 0) < now) {
      const handedBack = await this.handBack(row, now);
      if (handedBack) return { task: toTaskRecord(handedBack), existing: true, resumed: true };
    }
    return { task: toTaskRecord(row), existing: !inserted, resumed: false };
  }

  async get(ctx: TenantScope, taskId: string): Promise<TaskRecord | undefined> {
    const row = await this.repo.find(ctx.tenantId, taskId);
    return row ? toTaskRecord(row) : undefined;
  }

  async latest(ctx: TenantScope, kind: string, singletonKey?: string): Promise<TaskRecord | undefined> {
    const row = await this.repo.latest(ctx.tenantId, kind, singletonKey);
    return row ? toTaskRecord(row) : undefined;
  }

  async list(ctx: TenantScope, filter: TaskListFilter): Promise<{ total: number; rows: TaskRecord[] }> {
    const page = await this.repo.list(ctx.tenantId, filter);
    return { total: page.total, rows: page.rows.map(toTaskRecord) };
  }

  async cancel(ctx: TenantScope, taskId: string): Promise<TaskRecord | undefined> {
    const row = await this.repo.find(ctx.tenantId, taskId);
    if (!row) return undefined;
    const now = this.deps.clock.now();
    if (row.status === 'queued') {
      const expiresAt = now + kindOptions(this.byKind.get(row.kind)).keepMs;
      if (await this.repo.cancelQueued(ctx.tenantId, taskId, now, expiresAt)) {
        await this.engineImpl.withdraw(row);
        return this.get(ctx, taskId);
      }
      // Claimed in between: cancel it as a running task.
    }
    if (await this.repo.requestCancel(ctx.tenantId, taskId, now)) {
      this.runner.abortLocal(taskId, 'cancelled');
      return this.get(ctx, taskId);
    }
    const current = await this.get(ctx, taskId);
    if (!current) return undefined;
    throw new TaskStateError(TASK_MESSAGE.notCancellable, current);
  }

  async retry(ctx: TenantScope, taskId: string): Promise<TaskRecord | undefined> {
    const row = await this.repo.find(ctx.tenantId, taskId);
    if (!row) return undefined;
    if (row.status !== 'failed') throw new TaskStateError(TASK_MESSAGE.notRetryable, toTaskRecord(row));
    const engineJobId = this.engineImpl.newJobId();
    let requeued: boolean;
    try {
      requeued = await this.repo.requeueFailed(ctx.tenantId, taskId, this.deps.clock.now(), engineJobId);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new TaskStateError(TASK_MESSAGE.duplicateActive, toTaskRecord(row));
    }
    const current = (await this.repo.find(ctx.tenantId, taskId))!;
    if (!requeued) throw new TaskStateError(TASK_MESSAGE.notRetryable, toTaskRecord(current));
    await this.engineImpl.dispatch(current, { replaces: row.engine_job_id });
    return toTaskRecord(current);
  }

  async cleanupExpired(): Promise<number> {
    const deleted = await this.deleteExpiredTasks();
    for (const cleanup of this.cleanups) {
      try {
        await cleanup();
      } catch (error) {
        this.deps.log.error({ err: error }, 'scheduled clean-up failed');
      }
    }
    return deleted;
  }

  private async deleteExpiredTasks(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await this.repo.allExpired(this.deps.clock.now(), 200);
      if (rows.length === 0) return deleted;
      for (const row of rows) {
        if (row.result_key !== null && this.files) {
          try {
            await this.files.delete(row.result_key);
          } catch (error) {
            // Keep the row so the next run tries the file again.
            this.deps.log.error({ err: error, taskId: row.id }, 'could not delete an expired result file');
            continue;
          }
        }
        await this.repo.delete(row.tenant_id, row.id);
        deleted++;
      }
      if (rows.length < 200) return deleted;
    }
  }

  async start(): Promise<void> {
    this.started ??= this.engineImpl.start(this.host()).then(() => this.startScheduleTimer());
    await this.started;
  }

  private startScheduleTimer(): void {
    if (this.tuning.scheduleMs <= 0 || this.stopped) return;
    this.scheduleTimer = setInterval(() => {
      this.scheduling = this.schedules
        .runDue()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'schedule look failed'));
    }, this.tuning.scheduleMs);
    this.scheduleTimer.unref();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.scheduleTimer);
    if (this.started) await this.started.catch(() => {});
    await this.scheduling;
    await this.engineImpl.stop();
  }

  async whenIdle(): Promise<void> {
    await this.engineImpl.whenIdle();
  }

  private host(): EngineHost {
    return {
      repo: this.repo,
      clock: this.deps.clock,
      log: this.deps.log,
      tuning: this.tuning,
      runner: this.runner,
      handler: (kind) => this.byKind.get(kind),
      handlers: () => [...this.byKind.values()],
      claimAndRun: (tenantId, taskId, options) => this.claimAndRun(tenantId, taskId, options),
      sweep: () => this.sweep(),
      cleanupExpired: () => this.cleanupExpired(),
    };
  }

  private async claimAndRun(
    tenantId: string,
    taskId: string,
    options: { kind: string; ignoreRunAfter: boolean; engineJobId?: string },
  ): Promise<{ claim: ClaimOutcome; row: TaskRow | undefined; end?: AttemptEnd }> {
    const handler = this.byKind.get(options.kind);
    // A kind this process does not know (a newer or test-only process registered it): leave it.
    if (!handler) return { claim: 'no-handler', row: undefined };
    const now = this.deps.clock.now();
    const claim = await this.repo.claim({
      tenantId,
      id: taskId,
      kind: options.kind,
      owner: this.runner.owner,
      now,
      leaseUntil: now + this.tuning.leaseMs,
      concurrency: kindOptions(handler).concurrencyPerTenant,
      ignoreRunAfter: options.ignoreRunAfter,
      engineJobId: options.engineJobId,
    });
    if (claim.outcome !== 'claimed') return { claim: claim.outcome, row: claim.row };
    const end = await this.runner.run(claim.row, handler);
    return { claim: 'claimed', row: claim.row, end };
  }

  /**
   * Hands the tasks of dead processes back to the queue: running rows whose lease expired, and
   * at once those of an earlier life of this instance (killed, then restarted). A task that
   * already used its last attempt ends failed with a message instead: never stuck in running.
   */
  async sweep(): Promise<void> {
    if (this.stopped) return;
    const now = this.deps.clock.now();
    const rows = await this.repo.allAbandoned(now, this.instancePrefix);
    for (const row of rows) {
      if (this.runner.isRunning(row.id)) continue;
      const mine = row.lease_owner === this.runner.owner;
      const earlierLife = !mine && row.lease_owner?.startsWith(this.instancePrefix) === true;
      const expired = row.lease_until === null || Number(row.lease_until) < now;
      if (!earlierLife && !expired) continue;
      await this.handBack(row, now);
    }
  }

  /** Back to queued (and dispatched) or, with no attempt left, failed; undefined if it changed meanwhile. */
  private async handBack(row: TaskRow, now: number): Promise<TaskRow | undefined> {
    const updated = await this.repo.requeueAbandoned(row, {
      now,
      error: TASK_MESSAGE.interrupted,
      expiresAt: now + kindOptions(this.byKind.get(row.kind)).keepMs,
      engineJobId: this.engineImpl.newJobId(),
    });
    if (!updated) return undefined;
    this.deps.log.warn(
      { taskId: row.id, kind: row.kind, owner: row.lease_owner, status: updated.status },
      'task of a dead process handed back',
    );
    if (updated.status === 'queued') await this.engineImpl.dispatch(updated, { replaces: row.engine_job_id });
    return updated;
  }
}
