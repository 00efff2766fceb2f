import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { tenantOwned } from './table-helpers';

// The data board's pre-aggregate per organisation (issue 16, session 11): application_stat_day
// (016) per organisation of the job, (tenant, organisation, dim, Beijing day, value) → n, with the
// same dims as 016 (top jobs included: dim `job`, value the job id) and step_entered. An
// organisation board (the organisation with its sub-organisations, or an organisation data scope)
// sums the rows of its organisations: per organisation the rows are days × values, where the
// per-job aggregate of 038 has jobs × days × values (about one row per application for majors
// and regions), so an organisation board reads about as many rows as the tenant board. 038 stays
// for job and flow scopes and 仅本人职位.
//
// Kept in the same statement as the change, like 016, 029 and 038: triggers on application and
// on application_step_entry add and remove the rows of the job's current organisation, and a job
// moved to another organisation moves its rows (read from its 038 rows, which hold exactly what
// the job counts) from the old organisation to the new. An organisation moved in the tree needs
// nothing: the board resolves the sub-organisations when it reads.

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
const CONFLICT = `on conflict (tenant_id, organization_id, dim, day, value)
  do update set n = application_org_stat_day.n + excluded.n`;

/** One row's dim added (+1) or removed (-1) for the organisation its job belongs to now. */
function upsert(row: 'new' | 'old', dim: string, day: string, value: string, delta: 1 | -1): string {
  return `insert into application_org_stat_day (tenant_id, organization_id, dim, day, value, n)
    select ${row}.tenant_id, j.organization_id, '${dim}', ${day}, ${value}, ${delta}
    from job j where j.tenant_id = ${row}.tenant_id and j.id = ${row}.job_id
    ${CONFLICT}`;
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

/**
 * A job's rows counted for (+) or taken from (-) an organisation: its 038 rows, and its `total`
 * rows once more as the dim `job` (value the job id).
 */
function jobRows(organization: 'new' | 'old', sign: '' | '-'): string {
  return `insert into application_org_stat_day (tenant_id, organization_id, dim, day, value, n)
    select s.tenant_id, ${organization}.organization_id, s.dim, s.day, s.value, ${sign}s.n
    from application_job_stat_day s where s.tenant_id = new.tenant_id and s.job_id = new.id and s.n <> 0
    ${CONFLICT};
    insert into application_org_stat_day (tenant_id, organization_id, dim, day, value, n)
    select s.tenant_id, ${organization}.organization_id, 'job', s.day, s.job_id, ${sign}s.n
    from application_job_stat_day s
    where s.tenant_id = new.tenant_id and s.job_id = new.id and s.dim = 'total' and s.n <> 0
    ${CONFLICT}`;
}

const DIMS_CHANGED = `old.applied_at <> new.applied_at or old.job_id <> new.job_id or old.step_id <> new.step_id
  or old.source <> new.source or old.school_level <> new.school_level or old.degree <> new.degree
  or old.major <> new.major or old.region <> new.region`;
const ENTRY_CHANGED = `old.job_id <> new.job_id or old.step_id <> new.step_id or old.entered_at <> new.entered_at`;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('application_org_stat_day'), 'application_org_stat_day')
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_org_stat_day_pkey', [
      'tenant_id',
      'organization_id',
      'dim',
      'day',
      'value',
    ])
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`create function application_org_stat_sync() returns trigger language plpgsql as $$
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
    await sql`create trigger application_org_stat_trg after insert or update or delete on application
      for each row execute function application_org_stat_sync()`.execute(db);
    await sql`create function step_entry_org_stat_sync() returns trigger language plpgsql as $$
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
    await sql`create trigger step_entry_org_stat_trg after insert or update or delete on application_step_entry
      for each row execute function step_entry_org_stat_sync()`.execute(db);
    await sql`create function job_org_stat_sync() returns trigger language plpgsql as $$
      begin
        if old.organization_id <> new.organization_id then
          ${sql.raw(jobRows('old', '-'))};
          ${sql.raw(jobRows('new', ''))};
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger job_org_stat_trg after update of organization_id on job
      for each row execute function job_org_stat_sync()`.execute(db);
  } else {
    await sql`create trigger application_org_stat_ins after insert on application begin
      ${sql.raw(appliedDims('new', 1))}; end`.execute(db);
    await sql`create trigger application_org_stat_del after delete on application begin
      ${sql.raw(appliedDims('old', -1))}; end`.execute(db);
    await sql`create trigger application_org_stat_upd after update of applied_at, job_id, step_id, source,
      school_level, degree, major, region on application when ${sql.raw(DIMS_CHANGED)} begin
      ${sql.raw(appliedDims('old', -1))}; ${sql.raw(appliedDims('new', 1))}; end`.execute(db);
    await sql`create trigger step_entry_org_stat_ins after insert on application_step_entry begin
      ${sql.raw(entered('new', 1))}; end`.execute(db);
    await sql`create trigger step_entry_org_stat_del after delete on application_step_entry begin
      ${sql.raw(entered('old', -1))}; end`.execute(db);
    await sql`create trigger step_entry_org_stat_upd after update of job_id, step_id, entered_at
      on application_step_entry when ${sql.raw(ENTRY_CHANGED)} begin
      ${sql.raw(entered('old', -1))}; ${sql.raw(entered('new', 1))}; end`.execute(db);
    await sql`create trigger job_org_stat_upd after update of organization_id on job
      when old.organization_id <> new.organization_id begin
      ${sql.raw(jobRows('old', '-'))}; ${sql.raw(jobRows('new', ''))}; end`.execute(db);
  }

  // Applications and step entries that exist already.
  for (const [dim, column] of APPLIED_DIMS) {
    // PostgreSQL refuses a constant in GROUP BY, so the total groups by tenant, organisation and day only.
    const value = sql.raw(column ? `a.${column}` : `''`);
    const groupValue = column ? sql.raw(`, a.${column}`) : sql``;
    await sql`insert into application_org_stat_day (tenant_id, organization_id, dim, day, value, n)
      select a.tenant_id, j.organization_id, ${dim}, ${sql.raw(DAY_OF('a.applied_at'))}, ${value}, count(*)
      from application a inner join job j on j.tenant_id = a.tenant_id and j.id = a.job_id
      group by a.tenant_id, j.organization_id, ${sql.raw(DAY_OF('a.applied_at'))}${groupValue}`.execute(db);
  }
  await sql`insert into application_org_stat_day (tenant_id, organization_id, dim, day, value, n)
    select e.tenant_id, j.organization_id, 'step_entered', ${sql.raw(DAY_OF('e.entered_at'))}, e.step_id, count(*)
    from application_step_entry e inner join job j on j.tenant_id = e.tenant_id and j.id = e.job_id
    group by e.tenant_id, j.organization_id, ${sql.raw(DAY_OF('e.entered_at'))}, e.step_id`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists application_org_stat_trg on application`.execute(db);
    await sql`drop function if exists application_org_stat_sync()`.execute(db);
    await sql`drop trigger if exists step_entry_org_stat_trg on application_step_entry`.execute(db);
    await sql`drop function if exists step_entry_org_stat_sync()`.execute(db);
    await sql`drop trigger if exists job_org_stat_trg on job`.execute(db);
    await sql`drop function if exists job_org_stat_sync()`.execute(db);
  } else {
    for (const t of [
      'application_org_stat_ins',
      'application_org_stat_del',
      'application_org_stat_upd',
      'step_entry_org_stat_ins',
      'step_entry_org_stat_del',
      'step_entry_org_stat_upd',
      'job_org_stat_upd',
    ])
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  }
  await db.schema.dropTable('application_org_stat_day').ifExists().execute();
}
