import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// Schedules of the task platform (issue 17, automatic anonymisation): one row per (tenant,
// schedule name) saying when that tenant's periodic task is next due. Every process looks for due
// rows; the one whose conditional update moves next_run_at on (from the value it read) submits
// the task in the same transaction, so a schedule fires once per period whatever the number of
// processes or the engine (pg-boss or in-process). The scan of due rows reads the whole table
// (one row per tenant and schedule), like the task table's sweeps.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('task_schedule'), 'task_schedule')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('next_run_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('last_fired_at', MILLIS_TYPE)
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('task_schedule_pkey', ['tenant_id', 'name'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('task_schedule').execute();
}
