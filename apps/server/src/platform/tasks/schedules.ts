import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { TaskLogger } from './task-queue';
import { TaskScheduleRepository, type ScheduleRow } from './task-schedule.repository';

// Periodic tasks per tenant (issue 17: the daily automatic anonymisation). A feature declares a
// schedule (name, period, what to submit when it falls due) and turns it on or off per tenant;
// the row (task_schedule) says when that tenant's next run is. Every process looks for due rows
// now and then (and tests call runDue after moving the clock); for each one, the process whose
// conditional update moves next_run_at on calls `fire` in that same transaction, and `fire`
// submits its task with the transaction (the submit's outbox option). So:
// - one process fires a given (tenant, schedule, period), on either engine: the row decides, not
//   the engine; a failed `fire` rolls the move back and the next look tries again;
// - the task then runs as any other task (retries, checkpoint, task centre);
// - a process that was down for several periods fires once, then goes back on the period grid.

export interface ScheduleDefinition {
  /** Unique name, also the task_schedule row's name. */
  name: string;
  /** Period between two runs (a day for daily schedules). */
  everyMs: number;
  /**
   * Submits the tenant's task (with `trx`, so it exists exactly when the schedule moved on);
   * may decide there is nothing to do.
   */
  fire(input: { tenantId: string; dueAt: number; now: number; trx: Transaction<Database> }): Promise<void>;
}

/** The next time on the schedule's grid (dueAt + k·everyMs) that is after `now`. */
export function nextOnGrid(dueAt: number, everyMs: number, now: number): number {
  if (dueAt > now) return dueAt;
  return dueAt + (Math.floor((now - dueAt) / everyMs) + 1) * everyMs;
}

export class TaskSchedules {
  private readonly repo: TaskScheduleRepository;
  private readonly byName = new Map<string, ScheduleDefinition>();

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: TaskLogger,
  ) {
    this.repo = new TaskScheduleRepository(db);
  }

  register(definition: ScheduleDefinition): void {
    if (this.byName.has(definition.name)) throw new Error(`schedule ${definition.name} is registered twice`);
    if (!(definition.everyMs > 0)) throw new Error(`schedule ${definition.name} needs a positive period`);
    this.byName.set(definition.name, definition);
  }

  /** Turns the tenant's schedule on, next due at `firstAt`, or off (null). */
  async set(
    tenantId: string,
    name: string,
    firstAt: number | null,
    trx?: Kysely<Database> | Transaction<Database>,
  ): Promise<void> {
    if (!this.byName.has(name)) throw new Error(`schedule ${name} is not registered`);
    if (firstAt === null) await this.repo.remove(tenantId, name, trx);
    else await this.repo.upsert(tenantId, name, firstAt, this.clock.now(), trx);
  }

  /** When the tenant's schedule next falls due (undefined: off). */
  async next(tenantId: string, name: string): Promise<number | undefined> {
    return (await this.repo.find(tenantId, name))?.nextRunAt;
  }

  /** Fires every schedule due now that no other process fired first; answers how many this one fired. */
  async runDue(): Promise<number> {
    const now = this.clock.now();
    let fired = 0;
    for (;;) {
      const rows = await this.repo.due([...this.byName.keys()], now, 100);
      let progressed = false;
      for (const row of rows) {
        const outcome = await this.fireOne(row, now);
        if (outcome !== 'failed') progressed = true;
        if (outcome === 'fired') fired++;
      }
      if (rows.length < 100 || !progressed) return fired;
    }
  }

  private async fireOne(row: ScheduleRow, now: number): Promise<'fired' | 'taken' | 'failed'> {
    const definition = this.byName.get(row.name)!;
    try {
      return await this.repo.transaction(async (trx) => {
        const next = nextOnGrid(row.nextRunAt, definition.everyMs, now);
        if (!(await this.repo.claim(trx, row, next, now))) return 'taken';
        await definition.fire({ tenantId: row.tenantId, dueAt: row.nextRunAt, now, trx });
        return 'fired';
      });
    } catch (error) {
      this.log.error({ err: error, schedule: row.name, tenantId: row.tenantId }, 'scheduled task not submitted');
      return 'failed';
    }
  }
}
