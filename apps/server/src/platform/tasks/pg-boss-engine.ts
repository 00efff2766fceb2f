import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/schema';
import type { EngineHost, TaskEngine } from './queue';
import { kindOptions } from './task-attempt';
import type { TaskHandler } from './task-queue';
import type { TaskRow } from './task.repository';

// The PostgreSQL engine: pg-boss 10 dispatches, so any number of server processes share the
// work. One pg-boss queue per task kind, in pg-boss's own schema; a job carries only
// { tenantId, taskId } and the task row stays the product's record.
// - Outbox: the job is inserted through the caller's transaction (pg-boss `db` option), so it
//   exists exactly when the task row does.
// - Each process pulls with boss.fetch up to its free slots (pg-boss's work() would wait a
//   whole polling interval between batches) and is woken at once by its own submissions.
// - A failed attempt with attempts left is failed in pg-boss, which retries the job after its
//   backoff (retryLimit / retryDelay / retryBackoff from the kind); expireInSeconds stops jobs of
//   processes that vanished. The sweep (queue.ts) hands a dead process's task back at once under
//   a new job id; the claim ignores jobs whose id is no longer the row's, so nothing runs twice.
// - Expired tasks are deleted by a cron schedule (one process runs it).

const CLEANUP_QUEUE = 'task-cleanup';
/** Minute 17 of every hour: expired tasks and their files go. */
const CLEANUP_CRON = '17 * * * *';
/** pg-boss keeps its own copy of a finished job this long (our row is the record). */
const JOB_RETENTION_DAYS = 1;
/** A queued row not touched for this long has its job checked (lost job → sent again). */
const STALE_QUEUED_MS = 5 * 60_000;

interface JobData {
  tenantId: string;
  taskId: string;
}

type Sql = Kysely<Database> | Transaction<Database>;

/** pg-boss's `db` option over a Kysely transaction: the job joins the caller's transaction. */
/** pg-boss's own limit on a job's expiry (its configuration check refuses more). */
const PG_BOSS_MAX_EXPIRE_SECONDS = 24 * 3600;

function bossDb(db: Sql): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] as never[] };
    },
  };
}

export class PgBossEngine implements TaskEngine {
  readonly name = 'pg-boss' as const;
  private host!: EngineHost;
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Promise<void>>();
  private creating: Promise<void> = Promise.resolve();
  private readonly loops = new Map<string, Promise<void>>();
  private readonly wakers = new Map<string, () => void>();
  private readonly wakeRequested = new Set<string>();
  private readonly active = new Set<Promise<void>>();
  private readonly fetches = new Set<Promise<unknown>>();
  private slotWaiters: Array<() => void> = [];
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> = Promise.resolve();
  private started = false;
  private stopped = false;

  constructor(options: { connectionString: string; schema: string; max?: number }) {
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema,
      max: options.max ?? 4,
      application_name: 'ehire-tasks',
      deleteAfterDays: JOB_RETENTION_DAYS,
      // Our sweep takes over dead processes' tasks; pg-boss's own supervision (expiry, archive)
      // stays on as the backstop.
      supervise: true,
      schedule: true,
    });
  }

  async start(host: EngineHost): Promise<void> {
    this.host = host;
    this.boss.on('error', (error) => host.log.error({ err: error }, 'pg-boss error'));
    await this.boss.start();
    this.started = true;
    for (const handler of host.handlers()) this.registered(handler);
    await Promise.all(this.queues.values());
    await this.creating;
    await retryOnDeadlock(() => this.boss.createQueue(CLEANUP_QUEUE));
    await this.boss.schedule(CLEANUP_QUEUE, CLEANUP_CRON);
    await this.boss.work(CLEANUP_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
      await host.cleanupExpired();
    });
    this.sweeping = this.sweepAll();
    await this.sweeping;
    if (host.tuning.sweepMs > 0) {
      this.sweepTimer = setInterval(() => {
        this.sweeping = this.sweepAll();
      }, host.tuning.sweepMs);
      this.sweepTimer.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    for (const wake of this.wakers.values()) wake();
    for (const resolve of this.slotWaiters.splice(0)) resolve();
    await this.sweeping;
    if (this.host) {
      this.host.runner.abortAll('stopping');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.active]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, this.host.tuning.stopWaitMs);
        }),
      ]);
      clearTimeout(timer);
      await Promise.allSettled([...this.loops.values()]);
    }
    await this.boss.stop({ graceful: false, close: true, wait: true });
  }

  registered(handler: TaskHandler<unknown>): void {
    if (!this.started || this.queues.has(handler.kind)) return;
    // One at a time: concurrent create_queue calls deadlock on pg-boss's partitioned job table.
    const ready = this.creating
      .then(() => retryOnDeadlock(() => this.boss.createQueue(handler.kind)))
      .then(() => {
        if (!this.stopped) this.loops.set(handler.kind, this.loop(handler.kind));
      });
    this.queues.set(handler.kind, ready);
    this.creating = ready.catch(() => {});
  }

  newJobId(): string {
    return randomUUID();
  }

  async dispatch(
    row: TaskRow,
    options: { trx?: Sql; ownTransaction?: boolean; replaces?: string | null },
  ): Promise<void> {
    if (options.replaces) await this.cancelJob(row.kind, options.replaces);
    // A delayed submit (or a retry's backoff in the row) starts no earlier in pg-boss either.
    const delayMs = Number(row.run_after) - this.host.clock.now();
    await this.send(row, options.trx, delayMs > 0 ? Math.ceil(delayMs / 1000) : 0);
    // Our own submission: fetch now instead of at the next poll. In a caller's transaction the
    // commit time is unknown: try soon, the poll covers a longer transaction.
    if (!options.trx) this.wake(row.kind);
    else if (!options.ownTransaction) setTimeout(() => this.wake(row.kind), 20).unref();
  }

  committed(row: TaskRow): void {
    this.wake(row.kind);
  }

  async withdraw(row: TaskRow): Promise<void> {
    if (row.engine_job_id) await this.cancelJob(row.kind, row.engine_job_id);
  }

  async whenIdle(): Promise<void> {
    for (;;) {
      await Promise.allSettled([...this.active, ...this.fetches, this.sweeping]);
      if (this.active.size === 0 && this.fetches.size === 0) {
        // Anything still queued that pg-boss will hand out now?
        let waiting = 0;
        for (const kind of this.queues.keys())
          waiting += await this.boss.getQueueSize(kind, { before: 'active' });
        if (this.stopped) return;
        // A loop may have fetched (and launched) a job while we counted: the count no longer
        // shows it as waiting, but it is not done. Idle only when nothing started meanwhile.
        if (waiting === 0 && this.active.size === 0 && this.fetches.size === 0) return;
      }
      await new Promise<void>((resolve) => setTimeout(resolve, 20));
    }
  }

  private async send(row: TaskRow, trx: Sql | undefined, startAfterSeconds: number): Promise<void> {
    await this.queues.get(row.kind);
    const options = kindOptions(this.host.handler(row.kind), this.host.tuning.retryDelayFactor);
    const attemptsLeft = Math.max(0, Number(row.max_attempts) - Number(row.attempts) - 1);
    const data: JobData = { tenantId: row.tenant_id, taskId: row.id };
    await this.boss.send(row.kind, data, {
      id: row.engine_job_id ?? undefined,
      retryLimit: attemptsLeft,
      retryDelay: Math.ceil(options.retryDelayMs / 1000),
      // pg-boss's backoff waits at least a second; a kind without delay retries at once.
      retryBackoff: options.retryBackoff && options.retryDelayMs > 0,
      // pg-boss stops an attempt of a vanished process after the kind's timeout (plus a margin);
      // it refuses an expiry over 24 hours, so longer kinds are held to that here.
      expireInSeconds: Math.min(Math.ceil(options.timeoutMs / 1000) + 60, PG_BOSS_MAX_EXPIRE_SECONDS),
      ...(startAfterSeconds > 0 ? { startAfter: startAfterSeconds } : {}),
      ...(trx ? { db: bossDb(trx) } : {}),
    });
  }

  private async cancelJob(kind: string, jobId: string): Promise<void> {
    try {
      await this.boss.cancel(kind, jobId);
    } catch (error) {
      this.host.log.warn({ err: error, jobId }, 'could not cancel a pg-boss job');
    }
  }

  /** Pulls jobs of one kind while there are free slots; sleeps pollMs (or until woken) when idle. */
  private async loop(kind: string): Promise<void> {
    const { pollMs, localConcurrency } = this.host.tuning;
    while (!this.stopped) {
      const free = localConcurrency - this.active.size;
      if (free <= 0) {
        await new Promise<void>((resolve) => this.slotWaiters.push(resolve));
        continue;
      }
      let jobs: PgBoss.JobWithMetadata<JobData>[] = [];
      // Tracked so whenIdle does not look between a fetch (jobs active) and their launch.
      const fetching = this.boss.fetch<JobData>(kind, { batchSize: free, includeMetadata: true });
      this.fetches.add(fetching);
      try {
        jobs = await fetching;
      } catch (error) {
        if (this.stopped) return;
        this.host.log.error({ err: error, kind }, 'pg-boss fetch failed');
      } finally {
        this.fetches.delete(fetching);
      }
      if (this.stopped) {
        // Fetched while stopping: give the jobs back at once.
        for (const job of jobs)
          await this.boss.fail(kind, job.id, { message: 'server stopping' }).catch(() => {});
        return;
      }
      for (const job of jobs) this.launch(kind, job);
      if (jobs.length === 0) await this.idle(kind, pollMs);
    }
  }

  /** Fetch again now: at once when the loop is idle, else right after its current fetch. */
  private wake(kind: string): void {
    const waker = this.wakers.get(kind);
    if (waker) waker();
    else this.wakeRequested.add(kind);
  }

  private idle(kind: string, ms: number): Promise<void> {
    if (this.wakeRequested.delete(kind)) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakers.set(kind, done);
    }).finally(() => this.wakers.delete(kind));
  }

  private launch(kind: string, job: PgBoss.JobWithMetadata<JobData>): void {
    const work: Promise<void> = this.runJob(kind, job)
      .catch((error: unknown) => this.host.log.error({ err: error, jobId: job.id }, 'task job crashed'))
      .finally(() => {
        this.active.delete(work);
        for (const resolve of this.slotWaiters.splice(0)) resolve();
      });
    this.active.add(work);
  }

  private async runJob(kind: string, job: PgBoss.JobWithMetadata<JobData>): Promise<void> {
    const { tenantId, taskId } = job.data;
    const { claim, row, end } = await this.host.claimAndRun(tenantId, taskId, {
      kind,
      ignoreRunAfter: true,
      engineJobId: job.id,
    });
    if (claim === 'busy' && row) {
      // The kind's per-tenant limit is used up: complete this job, send the task again shortly.
      const jobId = this.newJobId();
      await this.host.repo.setEngineJob(tenantId, taskId, jobId);
      await this.send(
        { ...row, engine_job_id: jobId },
        undefined,
        Math.ceil(this.host.tuning.busyRetryMs / 1000),
      );
      await this.boss.complete(kind, job.id);
      return;
    }
    if (end?.end === 'retry') {
      if (job.retryCount < job.retryLimit) {
        // pg-boss retries the same job after its backoff.
        await this.boss.fail(kind, job.id, { message: end.error });
        if (end.delayMs === 0) this.wake(kind);
      } else {
        const jobId = this.newJobId();
        await this.host.repo.setEngineJob(tenantId, taskId, jobId);
        await this.send({ ...row!, engine_job_id: jobId }, undefined, Math.ceil(end.delayMs / 1000));
        await this.boss.complete(kind, job.id);
      }
      return;
    }
    if (end?.end === 'released' && row) {
      // Graceful stop: another process (or this one after restart) takes it at once.
      const jobId = this.newJobId();
      await this.host.repo.setEngineJob(tenantId, taskId, jobId);
      await this.send({ ...row, engine_job_id: jobId }, undefined, 0);
      await this.boss.complete(kind, job.id);
      return;
    }
    await this.boss.complete(kind, job.id, { end: end?.end ?? claim });
  }

  /** The shared sweep, plus queued rows whose job vanished (sent again). */
  private async sweepAll(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.host.sweep();
      const stale = await this.host.repo.allStaleQueued(this.host.clock.now() - STALE_QUEUED_MS, 100);
      for (const row of stale) {
        if (!this.queues.has(row.kind)) continue;
        const job = row.engine_job_id ? await this.boss.getJobById(row.kind, row.engine_job_id) : null;
        if (job && (job.state === 'created' || job.state === 'retry' || job.state === 'active')) continue;
        const jobId = this.newJobId();
        await this.host.repo.setEngineJob(row.tenant_id, row.id, jobId);
        await this.send({ ...row, engine_job_id: jobId }, undefined, 0);
      }
    } catch (error) {
      if (!this.stopped) this.host.log.error({ err: error }, 'task sweep failed');
    }
  }
}

const DEADLOCK = '40P01';

/**
 * Runs `fn` again when PostgreSQL aborted it as one side of a deadlock (40P01): two processes
 * starting at the same moment create the same pg-boss queues, whose create_queue takes locks on
 * the partitioned job table in an order PostgreSQL may find circular. Queue creation is
 * idempotent, so the retry finds the queue the other process made, or makes it.
 */
export async function retryOnDeadlock<T>(
  fn: () => Promise<T>,
  attempts = 5,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK || attempt >= attempts) throw error;
      await pause(25 * attempt + Math.floor(Math.random() * 25));
    }
  }
}
