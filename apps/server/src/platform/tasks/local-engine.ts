import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { EngineHost, TaskEngine } from './queue';
import type { TaskHandler } from './task-queue';
import type { TaskRow } from './task.repository';

// The embedded (SQLite) engine: an in-process dispatcher over the task table, generalised from
// the smart-rule recalculation's lease logic. It keeps the due tasks it knows in memory (its own
// submissions, and every queued row found at start and by the periodic sweep) and claims them
// through the table, so the row stays the only truth and a second process on the same file
// could never run a task twice. A task refused by its kind's per-tenant limit waits until an
// attempt of the same tenant and kind ends here, or for the next sweep.

interface Due {
  tenantId: string;
  id: string;
  kind: string;
  runAfter: number;
}

export class LocalEngine implements TaskEngine {
  readonly name = 'local' as const;
  private host!: EngineHost;
  private readonly due = new Map<string, Due>();
  /** Refused by the per-tenant limit, by `${tenant}\u0000${kind}`. */
  private readonly blocked = new Map<string, Map<string, Due>>();
  private readonly active = new Set<Promise<void>>();
  private readonly pending = new Set<Promise<void>>();
  private pumpQueued = false;
  private wakeTimer: NodeJS.Timeout | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private cleanupTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> = Promise.resolve();
  private stopped = false;

  async start(host: EngineHost): Promise<void> {
    this.host = host;
    await this.sweepAndLoad();
    const { sweepMs, cleanupEveryMs } = host.tuning;
    if (sweepMs > 0) {
      this.sweepTimer = setInterval(() => {
        this.sweeping = this.sweepAndLoad();
      }, sweepMs);
      this.sweepTimer.unref();
    }
    if (cleanupEveryMs > 0) {
      this.cleanupTimer = setInterval(() => {
        host
          .cleanupExpired()
          .catch((error: unknown) => host.log.error({ err: error }, 'task cleanup failed'));
      }, cleanupEveryMs);
      this.cleanupTimer.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    clearInterval(this.cleanupTimer);
    clearTimeout(this.wakeTimer);
    await this.sweeping;
    await Promise.allSettled([...this.pending]);
    if (!this.host) return;
    this.host.runner.abortAll('stopping');
    const settle = Promise.allSettled([...this.active]);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.host.tuning.stopWaitMs);
    });
    await Promise.race([settle, timeout]);
    clearTimeout(timer);
  }

  registered(_handler: TaskHandler<unknown>): void {
    // Queued rows of a kind registered after start: load them now rather than at the next sweep.
    if (this.host && !this.stopped) this.sweeping = this.sweeping.then(() => this.sweepAndLoad());
  }

  newJobId(): null {
    return null;
  }

  async dispatch(
    row: TaskRow,
    options: { trx?: Kysely<Database> | Transaction<Database>; ownTransaction?: boolean },
  ): Promise<void> {
    const due: Due = { tenantId: row.tenant_id, id: row.id, kind: row.kind, runAfter: Number(row.run_after) };
    if (options.ownTransaction) return; // committed() follows
    if (!options.trx) {
      this.add(due);
      return;
    }
    // Written in the caller's transaction: look again once it is over. SQLite has one writer
    // connection, so this read waits for the commit (or rollback) before it runs.
    const check: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        const stored = await this.host.repo.find(row.tenant_id, row.id);
        if (stored?.status === 'queued') this.add({ ...due, runAfter: Number(stored.run_after) });
      })
      .catch((error: unknown) =>
        this.host.log.error({ err: error, taskId: row.id }, 'task dispatch check failed'),
      )
      .finally(() => this.pending.delete(check));
    this.pending.add(check);
  }

  committed(row: TaskRow): void {
    this.add({ tenantId: row.tenant_id, id: row.id, kind: row.kind, runAfter: Number(row.run_after) });
  }

  async withdraw(row: TaskRow): Promise<void> {
    this.due.delete(row.id);
    this.blocked.get(blockKey(row.tenant_id, row.kind))?.delete(row.id);
  }

  async whenIdle(): Promise<void> {
    for (;;) {
      await Promise.allSettled([...this.pending, ...this.active, this.sweeping]);
      const now = this.host.clock.now();
      const runnable = [...this.due.values()].some((d) => d.runAfter <= now);
      if (this.active.size === 0 && this.pending.size === 0 && (!runnable || this.stopped)) return;
      await new Promise<void>((resolve) => setImmediate(resolve));
      this.pump();
    }
  }

  private add(due: Due): void {
    if (this.stopped) return;
    this.due.set(due.id, due);
    this.schedulePump();
  }

  private schedulePump(): void {
    if (this.pumpQueued || this.stopped) return;
    this.pumpQueued = true;
    setImmediate(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  /** Starts every due task a free slot allows, oldest first; arms the timer for the next one. */
  private pump(): void {
    if (this.stopped || !this.host) return;
    const now = this.host.clock.now();
    const ready = [...this.due.values()]
      .filter((d) => d.runAfter <= now)
      .sort((a, b) => a.runAfter - b.runAfter);
    for (const due of ready) {
      if (this.active.size >= this.host.tuning.localConcurrency) break;
      this.due.delete(due.id);
      this.launch(due);
    }
    clearTimeout(this.wakeTimer);
    if (this.due.size > 0) {
      const next = Math.min(...[...this.due.values()].map((d) => d.runAfter));
      const delay = Math.min(Math.max(next - now, 5), this.host.tuning.pollMs);
      this.wakeTimer = setTimeout(() => this.pump(), delay);
      this.wakeTimer.unref();
    }
  }

  private launch(due: Due): void {
    const work: Promise<void> = this.host
      .claimAndRun(due.tenantId, due.id, { kind: due.kind, ignoreRunAfter: false })
      .then(({ claim, row, end }) => {
        if (claim === 'busy') {
          const key = blockKey(due.tenantId, due.kind);
          const waiting = this.blocked.get(key) ?? new Map<string, Due>();
          waiting.set(due.id, due);
          this.blocked.set(key, waiting);
          return;
        }
        // Not ours to run: the sweep offers it again (or registered() when the kind appears).
        if (claim === 'no-handler') return;
        if (claim === 'skip' && row?.status === 'queued') {
          // Not due yet (a retry's backoff after a clock change): keep it in view.
          this.add({ ...due, runAfter: Number(row.run_after) });
          return;
        }
        if (end?.end === 'retry') this.add({ ...due, runAfter: this.host.clock.now() + end.delayMs });
        if (claim === 'claimed') this.unblock(due.tenantId, due.kind);
      })
      .catch((error: unknown) => {
        // A database error around the claim (SQLITE_BUSY from another process): try again soon;
        // an attempt that was running keeps its lease and is handed back by the sweep.
        this.host.log.error({ err: error, taskId: due.id }, 'task attempt crashed');
        setTimeout(() => this.add(due), this.host.tuning.busyRetryMs / 5).unref();
      })
      .finally(() => {
        this.active.delete(work);
        this.schedulePump();
      });
    this.active.add(work);
  }

  /** An attempt of this tenant and kind ended here: the tasks it held back may go now. */
  private unblock(tenantId: string, kind: string): void {
    const key = blockKey(tenantId, kind);
    const waiting = this.blocked.get(key);
    if (!waiting) return;
    this.blocked.delete(key);
    for (const due of waiting.values()) this.add(due);
  }

  /** Hands back the tasks of dead processes, then loads every queued row into view. */
  private async sweepAndLoad(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.host.sweep();
      const rows = await this.host.repo.allQueued(10_000);
      for (const row of rows) {
        if (this.due.has(row.id) || !this.host.handler(row.kind)) continue;
        this.blocked.get(blockKey(row.tenant_id, row.kind))?.delete(row.id);
        this.add({ tenantId: row.tenant_id, id: row.id, kind: row.kind, runAfter: Number(row.run_after) });
      }
    } catch (error) {
      this.host.log.error({ err: error }, 'task sweep failed');
    }
  }
}

function blockKey(tenantId: string, kind: string): string {
  return `${tenantId}\u0000${kind}`;
}
