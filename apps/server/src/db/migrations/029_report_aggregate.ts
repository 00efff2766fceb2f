import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { tenantOwned } from './table-helpers';

// The custom reports' pre-aggregate (issue 16 benchmark): applications per (Beijing day applied,
// the job's organisation, school tier, degree). The report organisation × school type × degree
// (and any part of it) over a season then sums a few ten thousand rows instead of grouping
// 1,000,000 applications. Kept, like application_stat_day (016), by triggers in the same
// statement as the change: insert / delete / update of the counted columns of application, and
// a job moved to another organisation (its applications move with it).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

const DAY = (millis: string) => `((${millis} + 28800000) / 86400000)`;
const CONFLICT = `on conflict (tenant_id, day, organization_id, school_level, degree)
  do update set n = application_report_day.n + excluded.n`;

/** One application row (new or old) added (+1) or removed (-1): the job's organisation is read. */
function applicationDelta(row: 'new' | 'old', delta: 1 | -1): string {
  return `insert into application_report_day (tenant_id, day, organization_id, school_level, degree, n)
    select ${row}.tenant_id, ${DAY(`${row}.applied_at`)}, j.organization_id, ${row}.school_level, ${row}.degree, ${delta}
    from job j where j.tenant_id = ${row}.tenant_id and j.id = ${row}.job_id
    ${CONFLICT}`;
}

/** A job's applications counted (+1) for or removed (-1) from an organisation. */
function jobDelta(organization: 'new' | 'old', sign: '' | '-'): string {
  return `insert into application_report_day (tenant_id, day, organization_id, school_level, degree, n)
    select new.tenant_id, ${DAY('a.applied_at')}, ${organization}.organization_id, a.school_level, a.degree, ${sign}count(*)
    from application a where a.tenant_id = new.tenant_id and a.job_id = new.id
    group by ${DAY('a.applied_at')}, a.school_level, a.degree
    ${CONFLICT}`;
}

const COUNTED_CHANGED = `old.applied_at <> new.applied_at or old.job_id <> new.job_id
  or old.school_level <> new.school_level or old.degree <> new.degree`;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('application_report_day'), 'application_report_day')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('school_level', 'text', (c) => c.notNull())
    .addColumn('degree', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_report_day_pkey', [
      'tenant_id',
      'day',
      'organization_id',
      'school_level',
      'degree',
    ])
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`create function application_report_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${sql.raw(applicationDelta('new', 1))};
          return new;
        end if;
        if tg_op = 'DELETE' then
          ${sql.raw(applicationDelta('old', -1))};
          return old;
        end if;
        if ${sql.raw(COUNTED_CHANGED)} then
          ${sql.raw(applicationDelta('old', -1))};
          ${sql.raw(applicationDelta('new', 1))};
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger application_report_trg after insert or update or delete on application
      for each row execute function application_report_sync()`.execute(db);
    await sql`create function job_report_sync() returns trigger language plpgsql as $$
      begin
        if old.organization_id <> new.organization_id then
          ${sql.raw(jobDelta('old', '-'))};
          ${sql.raw(jobDelta('new', ''))};
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger job_report_trg after update of organization_id on job
      for each row execute function job_report_sync()`.execute(db);
  } else {
    await sql`create trigger application_report_ins after insert on application begin
      ${sql.raw(applicationDelta('new', 1))}; end`.execute(db);
    await sql`create trigger application_report_del after delete on application begin
      ${sql.raw(applicationDelta('old', -1))}; end`.execute(db);
    await sql`create trigger application_report_upd after update of applied_at, job_id, school_level, degree
      on application when ${sql.raw(COUNTED_CHANGED)} begin
      ${sql.raw(applicationDelta('old', -1))}; ${sql.raw(applicationDelta('new', 1))}; end`.execute(db);
    await sql`create trigger job_report_upd after update of organization_id on job
      when old.organization_id <> new.organization_id begin
      ${sql.raw(jobDelta('old', '-'))}; ${sql.raw(jobDelta('new', ''))}; end`.execute(db);
  }

  // Applications that exist already.
  await sql`insert into application_report_day (tenant_id, day, organization_id, school_level, degree, n)
    select a.tenant_id, ${sql.raw(DAY('a.applied_at'))}, j.organization_id, a.school_level, a.degree, count(*)
    from application a inner join job j on j.tenant_id = a.tenant_id and j.id = a.job_id
    group by a.tenant_id, ${sql.raw(DAY('a.applied_at'))}, j.organization_id, a.school_level, a.degree`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists application_report_trg on application`.execute(db);
    await sql`drop function if exists application_report_sync()`.execute(db);
    await sql`drop trigger if exists job_report_trg on job`.execute(db);
    await sql`drop function if exists job_report_sync()`.execute(db);
  } else {
    for (const t of ['application_report_ins', 'application_report_del', 'application_report_upd', 'job_report_upd'])
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  }
  await db.schema.dropTable('application_report_day').ifExists().execute();
}
