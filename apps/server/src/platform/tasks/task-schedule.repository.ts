import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

// task_schedule (migration 040): when each tenant's periodic task is next due.

type Db = Kysely<Database> | Transaction<Database>;

export interface ScheduleRow {
  tenantId: string;
  name: string;
  nextRunAt: number;
  lastFiredAt: number | null;
}

export class TaskScheduleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Turns a tenant's schedule on (next due at `nextRunAt`), keeping when it last fired. */
  async upsert(tenantId: string, name: string, nextRunAt: number, now: number, db: Db = this.db): Promise<void> {
    await db
      .insertInto('task_schedule')
      .values({ tenant_id: tenantId, name, next_run_at: nextRunAt, last_fired_at: null, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'name']).doUpdateSet({ next_run_at: nextRunAt, updated_at: now }),
      )
      .execute();
  }

  async remove(tenantId: string, name: string, db: Db = this.db): Promise<void> {
    await db.deleteFrom('task_schedule').where('tenant_id', '=', tenantId).where('name', '=', name).execute();
  }

  async find(tenantId: string, name: string): Promise<ScheduleRow | undefined> {
    const row = await this.db
      .selectFrom('task_schedule')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? toRow(row) : undefined;
  }

  /** Every schedule of the given names due at `now`, earliest first (all tenants). */
  async due(names: string[], now: number, limit: number): Promise<ScheduleRow[]> {
    if (names.length === 0) return [];
    const rows = await this.db
      .selectFrom('task_schedule')
      .selectAll()
      .where('name', 'in', names)
      .where('next_run_at', '<=', now)
      .orderBy('next_run_at')
      .limit(limit)
      .execute();
    return rows.map(toRow);
  }

  /**
   * Moves a due schedule on, only if it is still due at the time this process read: true for
   * exactly one of the processes trying (the others see the new next_run_at, or wait for the
   * winner's row lock on PostgreSQL and then match nothing).
   */
  async claim(trx: Db, row: ScheduleRow, nextRunAt: number, now: number): Promise<boolean> {
    const result = await trx
      .updateTable('task_schedule')
      .set({ next_run_at: nextRunAt, last_fired_at: now, updated_at: now })
      .where('tenant_id', '=', row.tenantId)
      .where('name', '=', row.name)
      .where('next_run_at', '=', row.nextRunAt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

function toRow(row: {
  tenant_id: string;
  name: string;
  next_run_at: number;
  last_fired_at: number | null;
}): ScheduleRow {
  return {
    tenantId: row.tenant_id,
    name: row.name,
    nextRunAt: Number(row.next_run_at),
    lastFiredAt: row.last_fired_at === null ? null : Number(row.last_fired_at),
  };
}
