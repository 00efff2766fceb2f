// Fast seeding of the demo tenant on PostgreSQL for the benches that need 1,000,000 applications
// (bench code only; the product's seed generator is untouched). Row by row through the triggers,
// PostgreSQL took 2,175 s for 500,000 applications; here:
//
// 1. the seed generator writes a template of `templateResumes` candidates (jobs, flow, résumés,
//    applications, labels, with every trigger firing as in production);
// 2. the template is copied set-based (INSERT … SELECT … CROSS JOIN generate_series) as many times
//    as needed, each copy with its own ids (`<id>-<copy>`), mobiles (unique per tenant, with the
//    search text rewritten to match) and times shifted back by `copy mod 24` hours, so the copies
//    spread over the days like the template; the user triggers of application are disabled and the
//    secondary indexes of the four tables dropped during the copy, then recreated from their
//    saved definitions;
// 3. what the triggers would have kept is rebuilt from the rows: the step entries of the copies
//    (entered when applied, as the insert trigger writes them), then the recounts of the
//    application counts (006), the board aggregates (016) and the report aggregate (029), the same
//    functions the recount task runs; the benches check the aggregates against a recount before
//    timing anything.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';
import { seedTenantData } from '../../apps/server/src/db/seed/generate';
import { createRng } from '../../apps/server/src/db/seed/random';
import { rebuildApplicationCounts } from '../../apps/server/src/features/applications/application.repository';
import { ApplicationJobStatDayRepository } from '../../apps/server/src/features/statistics/application-job-stat-day.repository';
import { ApplicationOrgStatDayRepository } from '../../apps/server/src/features/statistics/application-org-stat-day.repository';
import { ApplicationReportDayRepository } from '../../apps/server/src/features/statistics/application-report-day.repository';
import { ApplicationStatDayRepository } from '../../apps/server/src/features/statistics/application-stat-day.repository';

const HOUR = 3_600_000;
const COPIED_TABLES = ['candidate', 'resume', 'application', 'application_label'] as const;

export interface BulkSeedOptions {
  tenantId: string;
  resumes: number;
  /** Candidates the seed generator writes before copying (default 10,000). */
  templateResumes?: number;
  rngName: string;
  now: number;
  log: (line: string) => void;
}

/** Seeds `resumes` candidates (rounded to whole copies of the template); answers what is there. */
export async function bulkSeedPostgres(
  db: Kysely<Database>,
  options: BulkSeedOptions,
): Promise<{ applications: number; candidates: number }> {
  const { tenantId, log } = options;
  const template = Math.min(options.resumes, options.templateResumes ?? 10_000);
  const copies = Math.max(0, Math.round(options.resumes / Math.max(1, template)) - 1);
  const start = performance.now();
  const elapsed = () => `${((performance.now() - start) / 1000).toFixed(0)} s`;

  await seedTenantData(db, {
    tenantId,
    jobs: 300,
    resumes: template,
    rng: createRng(options.rngName),
    now: options.now,
  });
  log(`  [postgres] template: ${template} resumes by the seed generator (${elapsed()})`);
  if (copies === 0) return count(db, tenantId);

  const indexes = await sql<{ indexname: string; indexdef: string }>`select i.indexname, i.indexdef
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join([...COPIED_TABLES])})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname
        and c.connamespace = (select oid from pg_namespace where nspname = current_schema()))`.execute(db);
  await sql`alter table application disable trigger user`.execute(db);
  // One connection throughout: the candidates' numbers are in a temporary table.
  await db.connection().execute(async (db) => {
    // Room for the index builds' sorts (the GIN index of the search text above all).
    await sql`set maintenance_work_mem = '256MB'`.execute(db);
    try {
      for (const index of indexes.rows) await sql`drop index ${sql.id(index.indexname)}`.execute(db);

      // Each template candidate's number, for mobiles unique across copies: 174 + 8 digits (174 is
      // no carrier prefix the generator draws, so no copy meets a template mobile).
      await sql`create temporary table bulk_candidate as
      select id, row_number() over (order by id) as rn from candidate where tenant_id = ${tenantId}`.execute(
        db,
      );
      const mobile = (copy: string, rn: string) =>
        sql.raw(`'174' || lpad((${copy} * 1000000 + ${rn})::text, 8, '0')`);
      const shift = sql.raw(`(g % 24) * ${HOUR}`);
      await sql`insert into candidate (tenant_id, id, name, gender, mobile, email, id_number, birth_date, created_at)
      select c.tenant_id, c.id || '-' || g, c.name, c.gender, ${mobile('g', 'b.rn')}, c.email, c.id_number,
        c.birth_date, c.created_at - ${shift}
      from candidate c join bulk_candidate b on b.id = c.id cross join generate_series(1, ${copies}) g
      where c.tenant_id = ${tenantId}`.execute(db);
      log(`  [postgres] candidates copied ×${copies} (${elapsed()})`);
      await sql`insert into resume (tenant_id, id, candidate_id, school, school_level, major, degree, graduation_year,
        region, source, answers_json, design_version, created_at, updated_at)
      select tenant_id, id || '-' || g, candidate_id || '-' || g, school, school_level, major, degree,
        graduation_year, region, source, answers_json, design_version, created_at - ${shift}, updated_at - ${shift}
      from resume cross join generate_series(1, ${copies}) g
      where tenant_id = ${tenantId}`.execute(db);
      log(`  [postgres] résumés copied (${elapsed()})`);
      await sql`insert into application (tenant_id, id, candidate_id, resume_id, job_id, flow_id, step_id,
        inbox_status, score, is_starred, applied_at, updated_at, name, mobile, email, school, school_level,
        degree, major, region, source, search_text, gender, graduation_year, applicant_contact, submit_key)
      select a.tenant_id, a.id || '-' || g, a.candidate_id || '-' || g, a.resume_id || '-' || g, a.job_id,
        a.flow_id, a.step_id, a.inbox_status, a.score, a.is_starred, a.applied_at - ${shift},
        a.updated_at - ${shift}, a.name, ${mobile('g', 'b.rn')},
        a.email, a.school, a.school_level, a.degree, a.major, a.region, a.source,
        replace(replace(a.search_text, a.mobile, ${mobile('g', 'b.rn')}), reverse(a.mobile),
          reverse(${mobile('g', 'b.rn')})),
        a.gender, a.graduation_year, a.applicant_contact,
        case when a.submit_key is null then null else a.submit_key || '-' || g end
      from application a join bulk_candidate b on b.id = a.candidate_id
        cross join generate_series(1, ${copies}) g
      where a.tenant_id = ${tenantId}`.execute(db);
      log(`  [postgres] applications copied (${elapsed()})`);
      await sql`insert into application_label (tenant_id, application_id, label)
      select tenant_id, application_id || '-' || g, label
      from application_label cross join generate_series(1, ${copies}) g
      where tenant_id = ${tenantId}`.execute(db);
      await sql`drop table bulk_candidate`.execute(db);
    } finally {
      for (const index of indexes.rows) await sql.raw(index.indexdef).execute(db);
      await sql`alter table application enable trigger user`.execute(db);
    }
  });
  log(`  [postgres] ${indexes.rows.length} indexes rebuilt (${elapsed()})`);

  // What the disabled triggers keep, rebuilt from the rows (the step entries' own 038 triggers
  // off too: the per-job and per-organisation aggregates are rebuilt below).
  await sql`alter table application_step_entry disable trigger user`.execute(db);
  await sql`insert into application_step_entry (tenant_id, application_id, job_id, step_id, applied_at, entered_at)
    select tenant_id, id, job_id, step_id, applied_at, applied_at from application a
    where tenant_id = ${tenantId} and not exists (select 1 from application_step_entry e
      where e.tenant_id = a.tenant_id and e.application_id = a.id)`.execute(db);
  await sql`alter table application_step_entry enable trigger user`.execute(db);
  await rebuildApplicationCounts(db, tenantId);
  await new ApplicationStatDayRepository(db).rebuild(tenantId);
  await new ApplicationReportDayRepository(db).rebuild(tenantId);
  await new ApplicationJobStatDayRepository(db).rebuild(tenantId);
  await new ApplicationOrgStatDayRepository(db).rebuild(tenantId);
  log(`  [postgres] step entries and aggregates rebuilt (${elapsed()})`);
  return count(db, tenantId);
}

async function count(
  db: Kysely<Database>,
  tenantId: string,
): Promise<{ applications: number; candidates: number }> {
  const row = await sql<{ a: string | number; c: string | number }>`select
    (select count(*) from application where tenant_id = ${tenantId}) as a,
    (select count(*) from candidate where tenant_id = ${tenantId}) as c`.execute(db);
  return { applications: Number(row.rows[0]?.a ?? 0), candidates: Number(row.rows[0]?.c ?? 0) };
}
