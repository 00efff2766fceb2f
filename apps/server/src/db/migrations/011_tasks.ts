import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// Background tasks (issue 12 §1): the `task` table is the product's record of long work (export,
// import, recalculation, forwarding, bulk notices, archiving) whichever engine runs it (pg-boss on
// PostgreSQL, the in-process runner on SQLite). Engines keep their own bookkeeping elsewhere
// (pg-boss in its own schema); this row says what the recruiter sees and where to continue.
//
// Indexes, all led by tenant_id (tenant-isolation.test.ts):
// - primary key (tenant_id, id);
// - (tenant_id, requested_by, created_at): "my tasks", newest first;
// - (tenant_id, created_at): every task of the tenant (managers);
// - (tenant_id, kind, status): the per-tenant concurrency count and the kind's latest task;
// - (tenant_id, kind, singleton_key, created_at): the latest task of a key (recalculation status);
// - unique (tenant_id, kind, active_key): at most one unfinished task per singleton key; active_key
//   is the key while queued or running and NULL after, and NULLs never collide on either dialect.
// The runners' cross-tenant scans (queued tasks at start, expired leases, expired tasks) read the
// whole table without an index: it only holds the last days of tasks (expires_at).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('task'), 'task')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // queued | running | succeeded | failed | cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    // operator.id; null for work the system submits on nobody's behalf (forwarding after an apply).
    .addColumn('requested_by', 'text')
    .addColumn('params_json', 'text', (c) => c.notNull().defaultTo('{}'))
    // The parameters in words, written by the submitting feature for the task centre.
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    // The handler's own cursor ("last item done"), written with each step's effects, so a
    // resumed attempt continues after it and every item is done at most once.
    .addColumn('checkpoint', 'text')
    .addColumn('result_key', 'text')
    .addColumn('result_name', 'text')
    .addColumn('result_size', MILLIS_TYPE)
    .addColumn('result_mime', 'text')
    // zh-CN, shown to the recruiter; the technical cause goes to the server log only.
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 + the kind's retry limit when submitted, so a sweep can decide without the handler.
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
    // The process running the attempt ("instance:boot") and until when its claim holds.
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', MILLIS_TYPE)
    // Not before this time (submission time, or the backoff after a failed attempt).
    .addColumn('run_after', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('singleton_key', 'text')
    .addColumn('active_key', 'text')
    // The engine's id of the current dispatch (pg-boss job id); null on the in-process engine.
    .addColumn('engine_job_id', 'text')
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('started_at', MILLIS_TYPE)
    .addColumn('finished_at', MILLIS_TYPE)
    // Set when the task finishes (finished_at + the kind's keep time); then row and file go.
    .addColumn('expires_at', MILLIS_TYPE)
    .addPrimaryKeyConstraint('task_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('task_tenant_requester_idx')
    .on('task')
    .columns(['tenant_id', 'requested_by', 'created_at'])
    .execute();
  await db.schema
    .createIndex('task_tenant_created_idx')
    .on('task')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('task_tenant_kind_status_idx')
    .on('task')
    .columns(['tenant_id', 'kind', 'status'])
    .execute();
  await db.schema
    .createIndex('task_tenant_singleton_idx')
    .on('task')
    .columns(['tenant_id', 'kind', 'singleton_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('task_tenant_active_key_uq')
    .on('task')
    .columns(['tenant_id', 'kind', 'active_key'])
    .unique()
    .execute();
  // The smart-rule recalculation now runs as a task (kind smart-rule-recalc); its own table of
  // 004 goes. A recalculation in flight at the upgrade is simply started again by the recruiter.
  await db.schema.dropTable('smart_recalc_task').ifExists().execute();
}

export async function down(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('smart_recalc_task'), 'smart_recalc_task')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cursor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('started_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('finished_at', MILLIS_TYPE)
    .addColumn('lease_until', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('smart_recalc_task_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('smart_recalc_task_tenant_kind_idx')
    .on('smart_recalc_task')
    .columns(['tenant_id', 'kind', 'started_at'])
    .execute();
  for (const index of [
    'task_tenant_active_key_uq',
    'task_tenant_singleton_idx',
    'task_tenant_kind_status_idx',
    'task_tenant_created_idx',
    'task_tenant_requester_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.dropTable('task').ifExists().execute();
}
