import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { TaskStatus } from '@ehire/domain/contracts/tasks';
import { dialectOf } from '../../db/dialect';
import type { Database, TaskTable } from '../../db/schema';
import type { TaskListFilter, TaskRecord, TaskResultFile } from './task-queue';

// Storage of the `task` table (migration 011). Every tenant function filters by tenant_id; the
// few cross-tenant scans (the runners' sweeps and the expiry job) say so in their names.
// Writes that belong to a running attempt are guarded by its lease owner, so a process that lost
// its claim (it stalled, another took over) can no longer change the row.

type Db = Kysely<Database> | Transaction<Database>;
export type TaskRow = Selectable<TaskTable>;

export interface NewTask {
  id: string;
  tenantId: string;
  kind: string;
  requestedBy: string | null;
  params: unknown;
  summary: string;
  total: number;
  maxAttempts: number;
  singletonKey: string | null;
  runAfter: number;
  /** The engine's dispatch id written with the row (pg-boss job id, outbox). */
  engineJobId: string | null;
  now: number;
}

export type ClaimResult =
  | { outcome: 'claimed'; row: TaskRow }
  /** The kind's per-tenant concurrency is used up: try again later. */
  | { outcome: 'busy'; row: TaskRow }
  /** Nothing to do (finished, cancelled, not due, someone else holds it, or gone). */
  | { outcome: 'skip'; row: TaskRow | undefined };

export interface FinishInput {
  status: Extract<TaskStatus, 'succeeded' | 'failed' | 'cancelled'>;
  error: string;
  file: TaskResultFile | null;
  now: number;
  expiresAt: number;
}

const largerCount = sql<number>`case when total > done then total else done end`;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function toTaskRecord(row: TaskRow): TaskRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    kind: row.kind,
    status: row.status,
    done: Number(row.done),
    total: Number(row.total),
    requestedBy: row.requested_by,
    params: parseJson(row.params_json),
    summary: row.summary,
    checkpoint: row.checkpoint,
    resultFile:
      row.result_key === null
        ? null
        : {
            key: row.result_key,
            name: row.result_name ?? '',
            size: Number(row.result_size ?? 0),
            mime: row.result_mime ?? 'application/octet-stream',
          },
    error: row.error,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    cancelRequested: Number(row.cancel_requested) === 1,
    runAfter: Number(row.run_after),
    createdAt: Number(row.created_at),
    startedAt: row.started_at === null ? null : Number(row.started_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
  };
}

export class TaskRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one transaction (a submit writes the row and the engine's job together). */
  async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  private byId(db: Db, tenantId: string, id: string) {
    return db.selectFrom('task').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  }

  async find(tenantId: string, id: string, db: Db = this.db): Promise<TaskRow | undefined> {
    return this.byId(db, tenantId, id).executeTakeFirst();
  }

  /**
   * Inserts a queued task, or returns the unfinished task holding the same singleton key
   * (inserted: false). ON CONFLICT keeps a caller's PostgreSQL transaction usable.
   */
  async insert(task: NewTask, db: Db = this.db): Promise<{ row: TaskRow; inserted: boolean }> {
    const result = await db
      .insertInto('task')
      .values({
        id: task.id,
        tenant_id: task.tenantId,
        kind: task.kind,
        status: 'queued',
        done: 0,
        total: task.total,
        requested_by: task.requestedBy,
        params_json: JSON.stringify(task.params ?? null),
        summary: task.summary,
        checkpoint: null,
        result_key: null,
        result_name: null,
        result_size: null,
        result_mime: null,
        error: '',
        attempts: 0,
        max_attempts: task.maxAttempts,
        cancel_requested: 0,
        lease_owner: null,
        lease_until: null,
        run_after: task.runAfter,
        singleton_key: task.singletonKey,
        active_key: task.singletonKey,
        engine_job_id: task.engineJobId,
        created_at: task.now,
        updated_at: task.now,
        started_at: null,
        finished_at: null,
        expires_at: null,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'active_key']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) {
      return { row: (await this.find(task.tenantId, task.id, db))!, inserted: true };
    }
    const existing = await db
      .selectFrom('task')
      .selectAll()
      .where('tenant_id', '=', task.tenantId)
      .where('kind', '=', task.kind)
      .where('active_key', '=', task.singletonKey)
      .executeTakeFirstOrThrow();
    return { row: existing, inserted: false };
  }

  async setEngineJob(tenantId: string, id: string, jobId: string | null, db: Db = this.db): Promise<void> {
    await db
      .updateTable('task')
      .set({ engine_job_id: jobId })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  async latest(tenantId: string, kind: string, singletonKey?: string): Promise<TaskRow | undefined> {
    let q = this.db.selectFrom('task').selectAll().where('tenant_id', '=', tenantId).where('kind', '=', kind);
    if (singletonKey !== undefined) q = q.where('singleton_key', '=', singletonKey);
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  }

  async list(tenantId: string, filter: TaskListFilter): Promise<{ total: number; rows: TaskRow[] }> {
    let q = this.db.selectFrom('task').where('tenant_id', '=', tenantId);
    if (filter.requestedBy !== undefined) q = q.where('requested_by', '=', filter.requestedBy);
    if (filter.status !== undefined) q = q.where('status', '=', filter.status);
    if (filter.kind !== undefined) q = q.where('kind', '=', filter.kind);
    const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageIndex - 1) * filter.pageSize)
      .execute();
    return { total: Number(count.n), rows };
  }

  /** Names of the requesters of a page of tasks. */
  async operatorNames(tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('operator')
      .select(['id', 'display_name'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, r.display_name]));
  }

  // ---------------------------------------------------------------- cancel and retry

  /** queued → cancelled at once. */
  async cancelQueued(tenantId: string, id: string, now: number, expiresAt: number): Promise<boolean> {
    const result = await this.db
      .updateTable('task')
      .set({
        status: 'cancelled',
        cancel_requested: 1,
        active_key: null,
        finished_at: now,
        expires_at: expiresAt,
        updated_at: now,
        lease_owner: null,
        lease_until: null,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** running: ask the attempt to stop; it ends cancelled when its handler returns. */
  async requestCancel(tenantId: string, id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('task')
      .set({ cancel_requested: 1, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * failed → queued again, with one more attempt allowed. Throws a unique violation when another
   * unfinished task holds the same singleton key.
   */
  async requeueFailed(
    tenantId: string,
    id: string,
    now: number,
    engineJobId: string | null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('task')
      .set((eb) => ({
        status: 'queued',
        active_key: eb.ref('singleton_key'),
        max_attempts: eb('attempts', '+', 1),
        run_after: now,
        engine_job_id: engineJobId,
        finished_at: null,
        expires_at: null,
        cancel_requested: 0,
        lease_owner: null,
        lease_until: null,
        updated_at: now,
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // ---------------------------------------------------------------- attempts

  /**
   * Claims a queued task for one attempt (queued → running, attempts + 1) in one guarded UPDATE:
   * two processes can never both claim it. With a per-tenant limit the same statement counts the
   * kind's running tasks of the tenant; on PostgreSQL an advisory lock per (tenant, kind), held
   * for that one statement's transaction, makes the count hold across processes.
   */
  async claim(input: {
    tenantId: string;
    id: string;
    kind: string;
    owner: string;
    now: number;
    leaseUntil: number;
    /** Infinity: no per-tenant limit (no lock, no count). */
    concurrency: number;
    /** PostgreSQL: pg-boss decides when a job is due, by the database's clock. */
    ignoreRunAfter: boolean;
    /** PostgreSQL: only the row's current job may claim it (a replaced job is stale). */
    engineJobId?: string;
  }): Promise<ClaimResult> {
    const update = (db: Db) => {
      let q = db
        .updateTable('task')
        .set((eb) => ({
          status: 'running',
          attempts: eb('attempts', '+', 1),
          cancel_requested: 0,
          lease_owner: input.owner,
          lease_until: input.leaseUntil,
          started_at: eb.fn.coalesce('started_at', eb.val(input.now)),
          updated_at: input.now,
        }))
        .where('tenant_id', '=', input.tenantId)
        .where('id', '=', input.id)
        .where('kind', '=', input.kind)
        .where('status', '=', 'queued');
      if (!input.ignoreRunAfter) q = q.where('run_after', '<=', input.now);
      if (input.engineJobId !== undefined) q = q.where('engine_job_id', '=', input.engineJobId);
      if (Number.isFinite(input.concurrency)) {
        q = q.where(
          (eb) =>
            eb
              .selectFrom('task as r')
              .select((r) => r.fn.countAll<number>().as('n'))
              .where('r.tenant_id', '=', input.tenantId)
              .where('r.kind', '=', input.kind)
              .where('r.status', '=', 'running')
              .where('r.lease_until', '>=', input.now),
          '<',
          input.concurrency,
        );
      }
      return q.returningAll().executeTakeFirst();
    };
    let claimed: TaskRow | undefined;
    if (Number.isFinite(input.concurrency) && dialectOf(this.db) === 'postgres') {
      claimed = await this.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`task:${input.tenantId}:${input.kind}`}))`.execute(
          trx,
        );
        return update(trx);
      });
    } else {
      claimed = await update(this.db);
    }
    if (claimed) return { outcome: 'claimed', row: claimed };
    // Why not: tell "the limit is used up" (try later) from "nothing to do".
    const row = await this.find(input.tenantId, input.id);
    const claimable =
      row?.status === 'queued' &&
      row.kind === input.kind &&
      (input.ignoreRunAfter || Number(row.run_after) <= input.now) &&
      (input.engineJobId === undefined || row.engine_job_id === input.engineJobId);
    return claimable && Number.isFinite(input.concurrency)
      ? { outcome: 'busy', row }
      : { outcome: 'skip', row };
  }

  /**
   * A running task whose process died (lease expired, or an earlier life of this instance):
   * back to queued, or failed with `exhausted.error` when it already used its last attempt.
   * Guarded by the owner and attempt read, so a live process's task is never touched twice.
   */
  async requeueAbandoned(
    row: TaskRow,
    input: { now: number; error: string; expiresAt: number; engineJobId: string | null },
  ): Promise<TaskRow | undefined> {
    const exhausted = Number(row.attempts) >= Number(row.max_attempts);
    return this.guardedUpdate(
      this.db,
      row,
      exhausted
        ? {
            status: 'failed',
            error: input.error,
            active_key: null,
            lease_owner: null,
            lease_until: null,
            finished_at: input.now,
            expires_at: input.expiresAt,
            updated_at: input.now,
          }
        : {
            status: 'queued',
            lease_owner: null,
            lease_until: null,
            run_after: input.now,
            engine_job_id: input.engineJobId,
            updated_at: input.now,
          },
    );
  }

  /** Graceful stop: the attempt goes back to queued without counting (a deploy is no failure). */
  async release(row: TaskRow, owner: string, now: number): Promise<TaskRow | undefined> {
    const result = await this.db
      .updateTable('task')
      .set((eb) => ({
        status: 'queued',
        attempts: eb('attempts', '-', 1),
        lease_owner: null,
        lease_until: null,
        run_after: now,
        updated_at: now,
      }))
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .where('status', '=', 'running')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    return this.find(row.tenant_id, row.id);
  }

  /** Updates the row only if nobody changed status or owner since it was read. */
  private async guardedUpdate(
    trx: Db,
    row: TaskRow,
    changes: Updateable<TaskTable>,
  ): Promise<TaskRow | undefined> {
    let q = trx
      .updateTable('task')
      .set(changes)
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where('attempts', '=', row.attempts);
    q =
      row.lease_owner === null
        ? q.where('lease_owner', 'is', null)
        : q.where('lease_owner', '=', row.lease_owner);
    const result = await q.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    return this.find(row.tenant_id, row.id, trx);
  }

  /**
   * Extends the attempt's lease. null: the claim is gone (taken over, or the row was deleted);
   * otherwise whether a cancel was requested.
   */
  async renewLease(
    tenantId: string,
    id: string,
    owner: string,
    leaseUntil: number,
    now: number,
    db: Db = this.db,
  ): Promise<{ cancelRequested: boolean } | null> {
    const result = await db
      .updateTable('task')
      .set({ lease_until: leaseUntil, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    const row = await db
      .selectFrom('task')
      .select('cancel_requested')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { cancelRequested: Number(row.cancel_requested) === 1 } : null;
  }

  /** Progress (and checkpoint) of the attempt holding the lease; false when it lost it. */
  async saveProgress(
    tenantId: string,
    id: string,
    owner: string,
    progress: { done: number; total?: number; checkpoint?: string; leaseUntil: number; now: number },
    db: Db = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('task')
      .set({
        done: progress.done,
        ...(progress.total !== undefined ? { total: progress.total } : {}),
        ...(progress.checkpoint !== undefined ? { checkpoint: progress.checkpoint } : {}),
        lease_until: progress.leaseUntil,
        updated_at: progress.now,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * One step of an attempt: renews the lease (only while this owner holds the task and no cancel
   * was requested), runs the effects and records progress, all in one transaction.
   * 'lost' / 'cancelled': nothing was done.
   */
  async step<T>(
    tenantId: string,
    id: string,
    owner: string,
    progress: { done: number; total?: number; checkpoint: string; leaseUntil: number; now: number },
    effects: (trx: Transaction<Database>) => Promise<T>,
  ): Promise<{ outcome: 'done'; value: T } | { outcome: 'lost' | 'cancelled' }> {
    return this.db.transaction().execute(async (trx) => {
      const held = await this.renewLease(tenantId, id, owner, progress.leaseUntil, progress.now, trx);
      if (!held) return { outcome: 'lost' as const };
      if (held.cancelRequested) return { outcome: 'cancelled' as const };
      const value = await effects(trx);
      await this.saveProgress(tenantId, id, owner, progress, trx);
      return { outcome: 'done' as const, value };
    });
  }

  async cancelRequested(tenantId: string, id: string): Promise<boolean> {
    const row = await this.byId(this.db, tenantId, id).executeTakeFirst();
    return row ? Number(row.cancel_requested) === 1 : true;
  }

  /** Ends the attempt and the task. false when this owner no longer holds it. */
  async finish(tenantId: string, id: string, owner: string, input: FinishInput): Promise<boolean> {
    const result = await this.db
      .updateTable('task')
      .set(() => ({
        status: input.status,
        error: input.error,
        active_key: null,
        lease_owner: null,
        lease_until: null,
        finished_at: input.now,
        expires_at: input.expiresAt,
        updated_at: input.now,
        // A finished task shows all of it done, whatever the last progress write said.
        ...(input.status === 'succeeded' ? { done: largerCount, total: largerCount } : {}),
        ...(input.file
          ? {
              result_key: input.file.key,
              result_name: input.file.name,
              result_size: input.file.size,
              result_mime: input.file.mime,
            }
          : {}),
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A failed attempt with attempts left: back to queued after the backoff, error kept. */
  async requeueAfterFailure(
    tenantId: string,
    id: string,
    owner: string,
    input: { error: string; runAfter: number; now: number },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('task')
      .set({
        status: 'queued',
        error: input.error,
        run_after: input.runAfter,
        lease_owner: null,
        lease_until: null,
        updated_at: input.now,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // ---------------------------------------------------------------- cross-tenant scans

  /** Every queued task (all tenants), oldest first: the in-process runner's start and sweep. */
  async allQueued(
    limit: number,
  ): Promise<Pick<TaskRow, 'tenant_id' | 'id' | 'run_after' | 'engine_job_id' | 'kind'>[]> {
    return this.db
      .selectFrom('task')
      .select(['tenant_id', 'id', 'run_after', 'engine_job_id', 'kind'])
      .where('status', '=', 'queued')
      .orderBy('run_after')
      .limit(limit)
      .execute();
  }

  /**
   * Running tasks (all tenants) whose claim is void at `now`, or held under `ownerPrefix` (this
   * instance; the caller skips the attempts it is running itself).
   */
  async allAbandoned(now: number, ownerPrefix: string): Promise<TaskRow[]> {
    return this.db
      .selectFrom('task')
      .selectAll()
      .where('status', '=', 'running')
      .where((eb) =>
        eb.or([
          eb('lease_until', '<', now),
          eb('lease_until', 'is', null),
          eb('lease_owner', 'like', `${ownerPrefix}%`),
        ]),
      )
      .execute();
  }

  /** Queued tasks (all tenants) not touched since `before`: PostgreSQL checks their job still exists. */
  async allStaleQueued(before: number, limit: number): Promise<TaskRow[]> {
    return this.db
      .selectFrom('task')
      .selectAll()
      .where('status', '=', 'queued')
      .where('updated_at', '<', before)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
  }

  /** Finished tasks (all tenants) expired at `now`, oldest first. */
  async allExpired(now: number, limit: number): Promise<TaskRow[]> {
    return this.db
      .selectFrom('task')
      .selectAll()
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await this.db.deleteFrom('task').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }
}
