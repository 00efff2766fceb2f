import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { tenantOwned } from './table-helpers';

// application_step_count (issue 21): application_count (migration 006) summed over the jobs, one
// row per (step, inbox status, starred) of a tenant. The workbench's totals and the unfiltered
// talent list's per-step counts summed every (job, step, status, starred) cell of the tenant:
// 8,414 rows at 100,000 applications, most of a PostgreSQL request's time under load (about 6 ms
// of the database's CPU per workbench or list request); this table holds about 80. Triggers on
// application_count keep it, so it moves in the same transaction as the application that moved
// the cell (the 006 triggers) and follows the recount, which rebuilds both.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

const KEY = ['tenant_id', 'step_id', 'inbox_status', 'is_starred'] as const;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('application_step_count'), 'application_step_count')
    .addColumn('step_id', 'text', (c) => c.notNull())
    .addColumn('inbox_status', 'text', (c) => c.notNull())
    .addColumn('is_starred', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_step_count_pkey', [...KEY])
    .execute();
  const key = (row: 'new' | 'old') => sql.raw(KEY.map((column) => `${row}.${column}`).join(', '));
  const add = sql`insert into application_step_count (tenant_id, step_id, inbox_status, is_starred, n)
      values (${key('new')}, new.n)
      on conflict (tenant_id, step_id, inbox_status, is_starred) do update set n = application_step_count.n + excluded.n`;
  const remove = sql`update application_step_count set n = n - old.n
      where tenant_id = old.tenant_id and step_id = old.step_id and inbox_status = old.inbox_status
        and is_starred = old.is_starred`;

  if (dialectOf(db) === 'postgres') {
    await sql`create function application_step_count_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' or tg_op = 'DELETE' then ${remove}; end if;
        if tg_op = 'UPDATE' or tg_op = 'INSERT' then ${add}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger application_step_count_trg after insert or update or delete on application_count
      for each row execute function application_step_count_sync()`.execute(db);
  } else {
    await sql`create trigger application_step_count_ins after insert on application_count begin ${add}; end`.execute(
      db,
    );
    await sql`create trigger application_step_count_del after delete on application_count begin ${remove}; end`.execute(
      db,
    );
    await sql`create trigger application_step_count_upd after update on application_count
      begin ${remove}; ${add}; end`.execute(db);
  }
  await sql`insert into application_step_count (tenant_id, step_id, inbox_status, is_starred, n)
    select tenant_id, step_id, inbox_status, is_starred, sum(n) from application_count
    group by tenant_id, step_id, inbox_status, is_starred`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists application_step_count_trg on application_count`.execute(db);
    await sql`drop function if exists application_step_count_sync()`.execute(db);
  } else {
    for (const trigger of [
      'application_step_count_ins',
      'application_step_count_del',
      'application_step_count_upd',
    ])
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await db.schema.dropTable('application_step_count').ifExists().execute();
}
