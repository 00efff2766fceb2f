import type { Kysely, Selectable } from 'kysely';
import {
  RECALC_MESSAGE,
  RECALC_STATUS,
  type RecalcTaskAnswer,
  type SmartRuleKind,
} from '@ehire/domain/contracts/smart-rules';
import { newId } from '../../db/ids';
import type { Database, SmartRecalcTaskTable } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { EvaluationPlan, SmartRuleEvaluator } from './smart-rules.evaluator';

// The recalculation task (STATE-005..010): re-evaluates every application of a tenant against the
// enabled rules of one kind, in the background inside the server process. Batches go in
// application-id order; each batch's effects, the cursor and the progress are written in one
// transaction, so a killed process leaves whole batches behind and the task's row says exactly
// where to continue. A running task holds a lease it renews every batch; a task whose lease has
// expired was abandoned and is taken over by the next start request, by the server start sweep
// or by the periodic sweep. Effects are idempotent, so redoing a batch is harmless.

export interface RecalcWorkerOptions {
  batchSize?: number;
  leaseMs?: number;
  /** Sweep for abandoned tasks this often (0: never; the server uses the default). */
  sweepMs?: number;
  /** Called after each committed batch (tests use it to simulate a crash). */
  onBatch?: (task: { id: string; processed: number }) => void;
  log?: { error: (obj: unknown, msg: string) => void };
}

export const RECALC_FAILED_MESSAGE = '重新计算失败，请重试';

class LeaseLost extends Error {}

type TaskRow = Selectable<SmartRecalcTaskTable>;

export function taskAnswer(kind: SmartRuleKind, row: TaskRow | undefined): RecalcTaskAnswer {
  if (!row) {
    return {
      taskId: null,
      kind,
      status: null,
      total: 0,
      processed: 0,
      percent: 0,
      startedAt: null,
      finishedAt: null,
      error: '',
      warnning: '',
    };
  }
  const total = Number(row.total);
  const processed = Number(row.processed);
  const running = row.status === RECALC_STATUS.running;
  const percent =
    row.status === RECALC_STATUS.done
      ? 100
      : total === 0
        ? 0
        : Math.min(running ? 99 : 100, Math.floor((processed * 100) / total));
  return {
    taskId: row.id,
    kind,
    status: row.status,
    total,
    processed,
    percent,
    startedAt: Number(row.started_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    error: row.error,
    warnning: running ? RECALC_MESSAGE.started : '',
  };
}

export class RecalcWorker {
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly evaluator: SmartRuleEvaluator,
    private readonly clock: Clock,
    private readonly options: RecalcWorkerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 200;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  /** Resumes abandoned tasks now and, when sweepMs > 0, periodically. */
  startSweeping(): void {
    this.sweeping = this.resumeAbandoned();
    const every = this.options.sweepMs ?? 0;
    if (every > 0) {
      this.sweepTimer = setInterval(() => {
        this.sweeping = this.resumeAbandoned();
      }, every);
      this.sweepTimer.unref();
    }
  }

  /** Stops taking new batches (server close). Running tasks stay at '20' and are resumed later. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.sweeping;
    await this.whenIdle();
  }

  /** Resolves when no task is being worked on by this process. */
  async whenIdle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  private latest(tenantId: string, kind: SmartRuleKind) {
    return this.db
      .selectFrom('smart_recalc_task')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  async status(tenantId: string, kind: SmartRuleKind): Promise<RecalcTaskAnswer> {
    return taskAnswer(kind, await this.latest(tenantId, kind));
  }

  /**
   * Starts a recalculation of one kind for the tenant. Refused while one is running; a running
   * task whose lease expired (its process died) is taken over and finished instead.
   */
  async start(ctx: TenantContext, kind: SmartRuleKind): Promise<RecalcTaskAnswer> {
    const now = this.clock.now();
    const current = await this.db
      .selectFrom('smart_recalc_task')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('kind', '=', kind)
      .where('status', '=', RECALC_STATUS.running)
      .orderBy('started_at')
      .executeTakeFirst();
    if (current) {
      if (this.running.has(current.id) || Number(current.lease_until) >= now) {
        throw errors.business(RECALC_MESSAGE.alreadyRunning, 409);
      }
      const lease = await this.claim(current, now);
      if (lease === null) throw errors.business(RECALC_MESSAGE.alreadyRunning, 409);
      this.launch(current.tenant_id, current.id, kind, lease);
      return this.status(ctx.tenantId, kind);
    }
    const count = await this.db
      .selectFrom('application')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('tenant_id', '=', ctx.tenantId)
      .executeTakeFirst();
    const id = newId(now);
    const lease = now + this.leaseMs;
    await this.db
      .insertInto('smart_recalc_task')
      .values({
        id,
        tenant_id: ctx.tenantId,
        kind,
        status: RECALC_STATUS.running,
        total: Number(count?.n ?? 0),
        processed: 0,
        cursor: '',
        error: '',
        started_by: ctx.operatorId,
        started_at: now,
        finished_at: null,
        lease_until: lease,
      })
      .execute();
    this.launch(ctx.tenantId, id, kind, lease);
    return this.status(ctx.tenantId, kind);
  }

  /** Takes over every running task whose lease has expired (server start, periodic sweep). */
  async resumeAbandoned(): Promise<number> {
    if (this.stopped) return 0;
    let resumed = 0;
    try {
      const now = this.clock.now();
      const rows = await this.db
        .selectFrom('smart_recalc_task')
        .selectAll()
        .where('status', '=', RECALC_STATUS.running)
        .where('lease_until', '<', now)
        .execute();
      for (const row of rows) {
        if (this.running.has(row.id)) continue;
        const lease = await this.claim(row, now);
        if (lease === null) continue;
        this.launch(row.tenant_id, row.id, row.kind, lease);
        resumed++;
      }
    } catch (error) {
      this.options.log?.error({ err: error }, 'smart-rule recalculation sweep failed');
    }
    return resumed;
  }

  /** Claims an abandoned task; the new lease, or null when another process was faster. */
  private async claim(row: TaskRow, now: number): Promise<number | null> {
    const lease = now + this.leaseMs;
    const result = await this.db
      .updateTable('smart_recalc_task')
      .set({ lease_until: lease })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .where('status', '=', RECALC_STATUS.running)
      .where('lease_until', '=', row.lease_until)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? lease : null;
  }

  private launch(tenantId: string, taskId: string, kind: SmartRuleKind, lease: number): void {
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.run(tenantId, taskId, kind, lease))
      .finally(() => this.running.delete(taskId));
    this.running.set(taskId, work);
  }

  private async run(
    tenantId: string,
    taskId: string,
    kind: SmartRuleKind,
    firstLease: number,
  ): Promise<void> {
    let lease = firstLease;
    let plan: EvaluationPlan;
    try {
      plan = await this.evaluator.plan(tenantId, [kind]);
    } catch (error) {
      await this.fail(tenantId, taskId, error);
      return;
    }
    try {
      while (!this.stopped) {
        const task = await this.db
          .selectFrom('smart_recalc_task')
          .select(['cursor', 'processed', 'total'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', taskId)
          .executeTakeFirst();
        if (!task) return;
        const batch = await this.db
          .selectFrom('application')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', '>', task.cursor)
          .orderBy('id')
          .limit(this.batchSize)
          .execute();
        const now = this.clock.now();
        if (batch.length === 0) {
          const processed = Number(task.processed);
          await this.db
            .updateTable('smart_recalc_task')
            .set({
              status: RECALC_STATUS.done,
              finished_at: now,
              total: Math.max(processed, Number(task.total)),
            })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', taskId)
            .where('lease_until', '=', lease)
            .execute();
          return;
        }
        const ids = batch.map((r) => r.id);
        const nextLease = now + this.leaseMs;
        await this.db.transaction().execute(async (trx) => {
          const renewed = await trx
            .updateTable('smart_recalc_task')
            .set({ lease_until: nextLease })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', taskId)
            .where('status', '=', RECALC_STATUS.running)
            .where('lease_until', '=', lease)
            .executeTakeFirst();
          if (Number(renewed.numUpdatedRows) !== 1) throw new LeaseLost();
          await this.evaluator.applyBatch(trx, plan, ids);
          await trx
            .updateTable('smart_recalc_task')
            .set({ cursor: ids[ids.length - 1], processed: Number(task.processed) + ids.length })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', taskId)
            .execute();
        });
        lease = nextLease;
        this.options.onBatch?.({ id: taskId, processed: Number(task.processed) + ids.length });
        // Let requests in between batches.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      if (error instanceof LeaseLost) return;
      await this.fail(tenantId, taskId, error);
    }
  }

  private async fail(tenantId: string, taskId: string, error: unknown): Promise<void> {
    this.options.log?.error({ err: error }, 'smart-rule recalculation failed');
    try {
      await this.db
        .updateTable('smart_recalc_task')
        .set({ status: RECALC_STATUS.failed, error: RECALC_FAILED_MESSAGE, finished_at: this.clock.now() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', taskId)
        .execute();
    } catch (inner) {
      this.options.log?.error({ err: inner }, 'could not record the recalculation failure');
    }
  }
}
