import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { tenantOwned } from './table-helpers';

// The data board's pre-aggregate per job (issue 16, session 10): application_stat_day (016) per
// job. A board narrower than the tenant (an organisation with its sub-organisations, a flow, a
// job, or a caller whose data scope is an organisation or their own jobs) sums the rows of its
// jobs instead of grouping their applications. Kept, like 016 and 029, by triggers in the same
// statement as the change: on application (the dims counted by the day applied) and on
// application_step_entry (the current step by the day entered: 016 keeps that table, so these
// triggers follow it whatever order the two sets of triggers run in). A job moved to another
// organisation or flow needs nothing: the board maps jobs to scopes when it reads.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

/** The dims counted by the day applied, with the column each takes its value from. */
const APPLIED_DIMS: ReadonlyArray<readonly [string, string | null]> = [
  ['total', null],
  ['step', 'step_id'],
  ['source', 'source'],
  ['school_level', 'school_level'],
  ['degree', 'degree'],
  ['major', 'major'],
  ['region', 'region'],
];
const DAY_OF = (millis: string) => `((${millis} + 28800000) / 86400000)`;
const CONFLICT = `on conflict (tenant_id, job_id, dim, day, value)
  do update set n = application_job_stat_day.n + excluded.n`;

function upsert(row: 'new' | 'old', dim: string, day: string, value: string, delta: 1 | -1): string {
  return `insert into application_job_stat_day (tenant_id, job_id, dim, day, value, n)
    values (${row}.tenant_id, ${row}.job_id, '${dim}', ${day}, ${value}, ${delta}) ${CONFLICT}`;
}

/** Statements adding (+1) or removing (-1) an application row's applied-day dims. */
function appliedDims(row: 'new' | 'old', delta: 1 | -1): string {
  const day = DAY_OF(`${row}.applied_at`);
  return APPLIED_DIMS.map(([dim, column]) => upsert(row, dim, day, column ? `${row}.${column}` : `''`, delta)).join(
    '; ',
  );
}

/** A step entry row added (+1) or removed (-1). */
const entered = (row: 'new' | 'old', delta: 1 | -1) =>
  upsert(row, 'step_entered', DAY_OF(`${row}.entered_at`), `${row}.step_id`, delta);

const DIMS_CHANGED = `old.applied_at <> new.applied_at or old.job_id <> new.job_id or old.step_id <> new.step_id
  or old.source <> new.source or old.school_level <> new.school_level or old.degree <> new.degree
  or old.major <> new.major or old.region <> new.region`;
const ENTRY_CHANGED = `old.job_id <> new.job_id or old.step_id <> new.step_id or old.entered_at <> new.entered_at`;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('application_job_stat_day'), 'application_job_stat_day')
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_job_stat_day_pkey', ['tenant_id', 'job_id', 'dim', 'day', 'value'])
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`create function application_job_stat_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${sql.raw(appliedDims('new', 1))};
          return new;
        end if;
        if tg_op = 'DELETE' then
          ${sql.raw(appliedDims('old', -1))};
          return old;
        end if;
        if ${sql.raw(DIMS_CHANGED)} then
          ${sql.raw(appliedDims('old', -1))};
          ${sql.raw(appliedDims('new', 1))};
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger application_job_stat_trg after insert or update or delete on application
      for each row execute function application_job_stat_sync()`.execute(db);
    await sql`create function step_entry_job_stat_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${sql.raw(entered('new', 1))};
          return new;
        end if;
        if tg_op = 'DELETE' then
          ${sql.raw(entered('old', -1))};
          return old;
        end if;
        if ${sql.raw(ENTRY_CHANGED)} then
          ${sql.raw(entered('old', -1))};
          ${sql.raw(entered('new', 1))};
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger step_entry_job_stat_trg after insert or update or delete on application_step_entry
      for each row execute function step_entry_job_stat_sync()`.execute(db);
  } else {
    await sql`create trigger application_job_stat_ins after insert on application begin
      ${sql.raw(appliedDims('new', 1))}; end`.execute(db);
    await sql`create trigger application_job_stat_del after delete on application begin
      ${sql.raw(appliedDims('old', -1))}; end`.execute(db);
    await sql`create trigger application_job_stat_upd after update of applied_at, job_id, step_id, source,
      school_level, degree, major, region on application when ${sql.raw(DIMS_CHANGED)} begin
      ${sql.raw(appliedDims('old', -1))}; ${sql.raw(appliedDims('new', 1))}; end`.execute(db);
    await sql`create trigger step_entry_job_stat_ins after insert on application_step_entry begin
      ${sql.raw(entered('new', 1))}; end`.execute(db);
    await sql`create trigger step_entry_job_stat_del after delete on application_step_entry begin
      ${sql.raw(entered('old', -1))}; end`.execute(db);
    await sql`create trigger step_entry_job_stat_upd after update of job_id, step_id, entered_at
      on application_step_entry when ${sql.raw(ENTRY_CHANGED)} begin
      ${sql.raw(entered('old', -1))}; ${sql.raw(entered('new', 1))}; end`.execute(db);
  }

  // Applications and step entries that exist already.
  for (const [dim, column] of APPLIED_DIMS) {
    // PostgreSQL refuses a constant in GROUP BY, so the total groups by tenant, job and day only.
    const value = sql.raw(column ?? `''`);
    const groupValue = column ? sql.raw(`, ${column}`) : sql``;
    await sql`insert into application_job_stat_day (tenant_id, job_id, dim, day, value, n)
      select tenant_id, job_id, ${dim}, ${sql.raw(DAY_OF('applied_at'))}, ${value}, count(*) from application
      group by tenant_id, job_id, ${sql.raw(DAY_OF('applied_at'))}${groupValue}`.execute(db);
  }
  await sql`insert into application_job_stat_day (tenant_id, job_id, dim, day, value, n)
    select tenant_id, job_id, 'step_entered', ${sql.raw(DAY_OF('entered_at'))}, step_id, count(*)
    from application_step_entry
    group by tenant_id, job_id, ${sql.raw(DAY_OF('entered_at'))}, step_id`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists application_job_stat_trg on application`.execute(db);
    await sql`drop function if exists application_job_stat_sync()`.execute(db);
    await sql`drop trigger if exists step_entry_job_stat_trg on application_step_entry`.execute(db);
    await sql`drop function if exists step_entry_job_stat_sync()`.execute(db);
  } else {
    for (const t of [
      'application_job_stat_ins',
      'application_job_stat_del',
      'application_job_stat_upd',
      'step_entry_job_stat_ins',
      'step_entry_job_stat_del',
      'step_entry_job_stat_upd',
    ])
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  }
  await db.schema.dropTable('application_job_stat_day').ifExists().execute();
}
