import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf, MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// Statistics (issue 16): saved custom reports, and the pre-aggregates of the data board.
//
// application_stat_day counts applications per (dim, Beijing day, value); application_step_entry
// keeps when each application entered its current step. Both are kept by triggers on
// application for every insert, update and delete (the seed's bulk inserts and every feature's
// step changes included), like application_count (006). The board of a whole tenant then reads a
// few thousand aggregate rows; scopes narrower than the tenant read applications directly.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

/** The dims counted by the day applied, with the column each takes its value from. */
const APPLIED_DIMS: ReadonlyArray<readonly [string, string | null]> = [
  ['total', null],
  ['job', 'job_id'],
  ['step', 'step_id'],
  ['source', 'source'],
  ['school_level', 'school_level'],
  ['degree', 'degree'],
  ['major', 'major'],
  ['region', 'region'],
];
const DAY_OF = (millis: string) => `((${millis} + 28800000) / 86400000)`;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('stat_report'), 'stat_report')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dimensions_json', 'text', (c) => c.notNull())
    .addColumn('measure', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_report_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('stat_report_name_idx')
    .unique()
    .on('stat_report')
    .columns(['tenant_id', 'name'])
    .execute();

  await tenantOwned(db.schema.createTable('application_stat_day'), 'application_stat_day')
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_stat_day_pkey', ['tenant_id', 'dim', 'day', 'value'])
    .execute();

  await tenantOwned(db.schema.createTable('application_step_entry'), 'application_step_entry')
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('step_id', 'text', (c) => c.notNull())
    .addColumn('applied_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('entered_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('application_step_entry_pkey', ['tenant_id', 'application_id'])
    .execute();
  await db.schema
    .createIndex('application_step_entry_job_idx')
    .on('application_step_entry')
    .columns(['tenant_id', 'job_id', 'applied_at'])
    .execute();
  // The custom reports group applications of a period by job, school tier, degree and school.
  await db.schema
    .createIndex('application_tenant_applied_report_idx')
    .on('application')
    .columns(['tenant_id', 'applied_at', 'job_id', 'school_level', 'degree', 'school', 'candidate_id'])
    .execute();

  await createTriggers(db);
  await backfill(db);
}

function upsert(
  row: 'new' | 'old',
  dim: string,
  day: string,
  value: string,
  delta: 1 | -1,
): RawBuilder<unknown> {
  return sql.raw(`insert into application_stat_day (tenant_id, dim, day, value, n)
    values (${row}.tenant_id, '${dim}', ${day}, ${value}, ${delta})
    on conflict (tenant_id, dim, day, value) do update set n = application_stat_day.n + ${delta}`);
}

/** Statements adding (+1) or removing (-1) a row's applied-day dims. */
function appliedDims(row: 'new' | 'old', delta: 1 | -1): RawBuilder<unknown> {
  const day = DAY_OF(`${row}.applied_at`);
  return sql.join(
    APPLIED_DIMS.map(([dim, column]) => upsert(row, dim, day, column ? `${row}.${column}` : `''`, delta)),
    sql.raw('; '),
  );
}

const ENTERED_DAY_OF_OLD = `(select ${DAY_OF('e.entered_at')} from application_step_entry e
  where e.tenant_id = old.tenant_id and e.application_id = old.id)`;

const DIMS_CHANGED = `old.applied_at <> new.applied_at or old.job_id <> new.job_id or old.step_id <> new.step_id
  or old.source <> new.source or old.school_level <> new.school_level or old.degree <> new.degree
  or old.major <> new.major or old.region <> new.region`;

async function createTriggers(db: Db): Promise<void> {
  const insertEntry =
    sql.raw(`insert into application_step_entry (tenant_id, application_id, job_id, step_id, applied_at, entered_at)
    values (new.tenant_id, new.id, new.job_id, new.step_id, new.applied_at, new.applied_at)`);
  const addEnteredNew = (at: string) => upsert('new', 'step_entered', DAY_OF(at), 'new.step_id', 1);
  const removeEnteredOld = upsert('old', 'step_entered', ENTERED_DAY_OF_OLD, 'old.step_id', -1);
  const deleteEntry = sql.raw(
    `delete from application_step_entry where tenant_id = old.tenant_id and application_id = old.id`,
  );
  const moveEntry =
    sql.raw(`update application_step_entry set step_id = new.step_id, entered_at = new.updated_at
    where tenant_id = new.tenant_id and application_id = new.id`);
  const syncEntry =
    sql.raw(`update application_step_entry set job_id = new.job_id, applied_at = new.applied_at
    where tenant_id = new.tenant_id and application_id = new.id`);

  if (dialectOf(db) === 'postgres') {
    await sql`create function application_stat_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${appliedDims('new', 1)};
          ${insertEntry};
          ${addEnteredNew('new.applied_at')};
          return new;
        end if;
        if tg_op = 'DELETE' then
          ${appliedDims('old', -1)};
          ${removeEnteredOld};
          ${deleteEntry};
          return old;
        end if;
        if ${sql.raw(DIMS_CHANGED)} then
          ${appliedDims('old', -1)};
          ${appliedDims('new', 1)};
          ${syncEntry};
        end if;
        if old.step_id <> new.step_id then
          ${removeEnteredOld};
          ${moveEntry};
          ${addEnteredNew('new.updated_at')};
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger application_stat_trg after insert or update or delete on application
      for each row execute function application_stat_sync()`.execute(db);
    return;
  }
  await sql`create trigger application_stat_ins after insert on application begin
    ${appliedDims('new', 1)}; ${insertEntry}; ${addEnteredNew('new.applied_at')}; end`.execute(db);
  await sql`create trigger application_stat_del after delete on application begin
    ${appliedDims('old', -1)}; ${removeEnteredOld}; ${deleteEntry}; end`.execute(db);
  await sql`create trigger application_stat_upd after update of applied_at, job_id, step_id, source, school_level,
    degree, major, region on application when ${sql.raw(DIMS_CHANGED)} begin
    ${appliedDims('old', -1)}; ${appliedDims('new', 1)}; ${syncEntry}; end`.execute(db);
  // Declared after application_stat_upd, so it runs on the entry that one has synced.
  await sql`create trigger application_stat_step after update of step_id on application
    when old.step_id <> new.step_id begin
    ${removeEnteredOld}; ${moveEntry}; ${addEnteredNew('new.updated_at')}; end`.execute(db);
}

/** Applications that exist already (a database migrated after seeding). */
async function backfill(db: Db): Promise<void> {
  await sql`insert into application_step_entry (tenant_id, application_id, job_id, step_id, applied_at, entered_at)
    select tenant_id, id, job_id, step_id, applied_at, applied_at from application`.execute(db);
  for (const [dim, column] of [...APPLIED_DIMS, ['step_entered', 'step_id'] as const]) {
    // PostgreSQL refuses a constant in GROUP BY, so the total groups by tenant and day only.
    const value = sql.raw(column ?? `''`);
    const groupValue = column ? sql.raw(`, ${column}`) : sql``;
    await sql`insert into application_stat_day (tenant_id, dim, day, value, n)
      select tenant_id, ${dim}, ${sql.raw(DAY_OF('applied_at'))}, ${value}, count(*) from application
      group by tenant_id, ${sql.raw(DAY_OF('applied_at'))}${groupValue}`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists application_stat_trg on application`.execute(db);
    await sql`drop function if exists application_stat_sync()`.execute(db);
  } else {
    for (const t of [
      'application_stat_ins',
      'application_stat_del',
      'application_stat_upd',
      'application_stat_step',
    ])
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  }
  await db.schema.dropIndex('application_tenant_applied_report_idx').ifExists().execute();
  await db.schema.dropTable('application_step_entry').ifExists().execute();
  await db.schema.dropTable('application_stat_day').ifExists().execute();
  await db.schema.dropIndex('stat_report_name_idx').ifExists().execute();
  await db.schema.dropTable('stat_report').ifExists().execute();
}
