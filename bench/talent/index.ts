// `npm run bench -- talent [--quick] [--postgres-only]`: the talent list (issue 6 §4) at 1,000,000 applications in one
// tenant. Seeds a fresh database with the seed generator, then times three list requests — the
// default list, a five-condition filter and a keyword search, each with its per-step counts — as
// the server runs them (TalentService.list + counts) against the same answer written by hand in
// SQL on the same database in the same run (and against the leaner anchor used before issue 22).
// 50 interleaved timed runs per query after 2 warm-ups; p50/p95 in ms.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (in a scratch schema, dropped after).
// The last line is the JSON summary.
import { sql, type Kysely } from 'kysely';
import type { TalentListQueryInput } from '../../packages/domain/src/contracts/talent';
import { TalentListQuery } from '../../packages/domain/src/contracts/talent';
import type { DatabaseHandle } from '../../apps/server/src/db/database';
import { forEachDialect, seedDemoTenant } from '../shared/seeded-tenant';
import type { Database } from '../../apps/server/src/db/schema';
import { seasonYearOf } from '../../apps/server/src/db/seed/generate';
import { TalentService } from '../../apps/server/src/features/talent/talent.service';
import { systemClock } from '../../apps/server/src/platform/clock';

const quick = process.argv.includes('--quick');
/** Skips SQLite (with TEST_DATABASE_URL): seeding 1,000,000 rows twice takes a while. */
const postgresOnly = process.argv.includes('--postgres-only');
const APPLICATIONS = quick ? 100_000 : 1_000_000;
/** The generator gives 15 % of candidates a second application. */
const RESUMES = Math.round(APPLICATIONS / 1.15);
const RUNS = 50;
const WARMUPS = 2;

type Db = Kysely<Database>;
const log = (...xs: unknown[]) => console.log(...xs);

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}

/**
 * Times several implementations of one request in interleaved rounds (the order rotating each
 * round), so load from other processes on this shared machine falls on all of them alike.
 */
async function timeInterleaved(
  fns: ReadonlyArray<() => Promise<unknown>>,
): Promise<Array<{ p50: number; p95: number }>> {
  for (let i = 0; i < WARMUPS; i++) for (const fn of fns) await fn();
  const ms: number[][] = fns.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (let k = 0; k < fns.length; k++) {
      const j = (i + k) % fns.length;
      const start = performance.now();
      await fns[j]();
      ms[j].push(performance.now() - start);
    }
  }
  return ms.map((xs) => ({ p50: percentile(xs, 50), p95: percentile(xs, 95) }));
}

interface Case {
  name: 'list' | 'filter' | 'keyword';
  query: TalentListQueryInput;
  /**
   * The hand-written WHERE over a (application, which carries the candidate and resume columns
   * the list filters on: migration 008); null for the unfiltered list, whose counts are read
   * from application_count (migration 006).
   */
  where: ((tenantId: string) => ReturnType<typeof sql>) | null;
}

function cases(seasonYear: number, dialect: 'sqlite' | 'postgres'): Case[] {
  const kw = '张伟';
  // The keyword's words (db/talent-search.ts: each Chinese character a word) as a phrase.
  const keyword =
    dialect === 'sqlite'
      ? sql`a.rowid in (select rowid from application_fts where application_fts match '"张 伟"')`
      : sql`a.search_tsv @@ to_tsquery('simple', '''张'':A <-> ''伟'':A')`;
  return [
    { name: 'list', query: {}, where: null },
    {
      name: 'filter',
      query: {
        filter: {
          kind: 'group',
          op: 'all',
          children: [
            { kind: 'condition', field: ['school'], operator: 'containsAny', value: ['211'], fieldType: 22 },
            {
              kind: 'condition',
              field: ['degree'],
              operator: 'inAny',
              value: ['硕士', '博士'],
              fieldType: 4,
            },
            { kind: 'condition', field: ['gender'], operator: 'eq', value: 2, fieldType: 4 },
            { kind: 'condition', field: ['graduationYear'], operator: 'eq', value: seasonYear, fieldType: 1 },
            {
              kind: 'condition',
              field: ['source'],
              operator: 'inAny',
              value: ['官网', '内推'],
              fieldType: 4,
            },
          ],
        },
      },
      where: (t) =>
        sql`a.tenant_id = ${t} and a.school_level in ('985', '211') and a.degree in ('硕士', '博士') and a.gender = 2 and a.graduation_year = ${seasonYear} and a.source in ('官网', '内推')`,
    },
    { name: 'keyword', query: { keyword: kw }, where: (t) => sql`a.tenant_id = ${t} and ${keyword}` },
  ];
}

/**
 * The same answer written by hand: the first page with every column the list shows, its labels
 * and the caller's personal labels, the per-step counts (whose sum is the total) and the steps
 * they are shown against — what TalentService.list returns with withCounts, one statement each,
 * awaited one after another.
 */
async function handWritten(db: Db, tenantId: string, operatorId: string, c: Case): Promise<number> {
  // The caller's data scope (issue 17): one lookup of the operator's organisation and role.
  await sql`select o.organization_id, r.data_scope from operator o
    inner join role r on r.tenant_id = o.tenant_id and r.id = o.role_id
    where o.tenant_id = ${tenantId} and o.id = ${operatorId}`.execute(db);
  const where = c.where ? c.where(tenantId) : sql`a.tenant_id = ${tenantId}`;
  const page = await sql<{
    id: string;
  }>`select a.id from application a where ${where} order by a.applied_at desc, a.id desc limit 20`.execute(
    db,
  );
  const ids = page.rows.map((r) => r.id);
  if (ids.length)
    await sql`select a.id, a.candidate_id, a.resume_id, a.job_id, a.flow_id, a.step_id, a.inbox_status, a.score,
        a.is_starred, a.applied_at, a.updated_at, a.name, a.gender, a.mobile, a.email, a.school, a.school_level,
        a.major, a.degree, a.graduation_year, a.region, a.source, j.name_cn, s.ivid, s.name as step_name, s.iv_type
      from application a
      inner join job j on j.tenant_id = a.tenant_id and j.id = a.job_id
      inner join flow_step s on s.tenant_id = a.tenant_id and s.id = a.step_id
      where a.tenant_id = ${tenantId} and a.id in (${sql.join(ids)})`.execute(db);
  if (ids.length)
    await sql`select application_id, label, 0 as personal from application_label
        where tenant_id = ${tenantId} and application_id in (${sql.join(ids)})
      union all
      select application_id, label, 1 from application_personal_label
        where tenant_id = ${tenantId} and operator_id = ${operatorId} and application_id in (${sql.join(ids)})
      order by label`.execute(db);
  const counts = c.where
    ? await sql<{ n: number | string }>`select a.step_id, a.inbox_status, count(*) as n from application a where ${where} group by a.step_id, a.inbox_status`.execute(
        db,
      )
    : await sql<{ n: number | string }>`select step_id, inbox_status, sum(n) as n from application_count where tenant_id = ${tenantId} and n > 0 group by step_id, inbox_status`.execute(
        db,
      );
  await sql`select s.id, s.ivid, s.name, s.iv_type, s.sort, s.flow_id, f.name as flow_name
    from flow_step s inner join flow f on f.tenant_id = s.tenant_id and f.id = s.flow_id
    where s.tenant_id = ${tenantId} order by f.created_at, s.flow_id, s.sort`.execute(db);
  return counts.rows.reduce((sum, row) => sum + Number(row.n), 0);
}

/**
 * The anchor as it was before issue 22: fewer columns, no personal labels, no step list. Kept so
 * the figures stay comparable with earlier runs (`*_ratio_vs_handwritten_lean`).
 */
async function handWrittenLean(db: Db, tenantId: string, c: Case): Promise<void> {
  const where = c.where ? c.where(tenantId) : sql`a.tenant_id = ${tenantId}`;
  const page = await sql<{
    id: string;
  }>`select a.id from application a where ${where} order by a.applied_at desc, a.id desc limit 20`.execute(
    db,
  );
  const ids = page.rows.map((r) => r.id);
  if (ids.length)
    await sql`select a.id, a.name, a.mobile, a.email, a.school, a.degree, a.major, j.name_cn, s.name as step, a.inbox_status, a.score
      from application a
      inner join job j on j.tenant_id = a.tenant_id and j.id = a.job_id
      inner join flow_step s on s.tenant_id = a.tenant_id and s.id = a.step_id
      where a.tenant_id = ${tenantId} and a.id in (${sql.join(ids)})`.execute(db);
  if (ids.length)
    await sql`select application_id, label from application_label where tenant_id = ${tenantId} and application_id in (${sql.join(ids)})`.execute(
      db,
    );
  if (c.where)
    await sql`select a.step_id, a.inbox_status, count(*) from application a where ${where} group by a.step_id, a.inbox_status`.execute(
      db,
    );
  else
    await sql`select step_id, inbox_status, sum(n) from application_count where tenant_id = ${tenantId} and n > 0 group by step_id, inbox_status`.execute(
      db,
    );
}

async function runDialect(handle: DatabaseHandle): Promise<Record<string, number>> {
  const { db, dialect } = handle;
  const seeded = await seedDemoTenant(handle, { resumes: RESUMES, rngName: 'bench-talent', log });
  const tenant = { id: seeded.tenantId };
  const now = seeded.now;
  log(`[${dialect}] ${seeded.applications} applications, ${seeded.candidates} candidates in ${seeded.seconds.toFixed(0)} s`);

  const talent = new TalentService(db, systemClock);
  // The list runs as the tenant's administrator (data scope: everything; personal labels are per
  // operator), as a recruiter opening the page would.
  const admin = { id: seeded.adminId };
  const ctx = { tenantId: tenant.id, operatorId: admin.id, projectId: null };
  const out: Record<string, number> = {};
  let worstRatio = 0;
  let worstLean = 0;
  for (const c of cases(seasonYearOf(now), dialect)) {
    const query = TalentListQuery.parse(c.query);
    const first = await talent.list(ctx, { ...query, withCounts: true });
    // Same answer before timing: the service's total equals the hand-written count, and is not 0.
    const handTotal = await handWritten(db, tenant.id, admin.id, c);
    if (first.total !== handTotal || first.total === 0)
      throw new Error(`${c.name}: the service counted ${first.total}, the hand-written SQL ${handTotal}`);
    // What the talent page asks for: the first page with its total and per-step counts.
    const [ours, hand, lean] = await timeInterleaved([
      () => talent.list(ctx, { ...query, withCounts: true }),
      () => handWritten(db, tenant.id, admin.id, c),
      () => handWrittenLean(db, tenant.id, c),
    ]);
    const ratio = ours.p95 / hand.p95;
    worstRatio = Math.max(worstRatio, ratio);
    worstLean = Math.max(worstLean, ours.p95 / lean.p95);
    log(
      `[${dialect}] ${c.name.padEnd(8)} total ${String(first.total).padStart(8)}  ours p50 ${ours.p50.toFixed(1)} p95 ${ours.p95.toFixed(1)} ms  hand-written p50 ${hand.p50.toFixed(1)} p95 ${hand.p95.toFixed(1)} ms  ratio ${ratio.toFixed(2)}  (lean anchor p95 ${lean.p95.toFixed(1)} ms, ratio ${(ours.p95 / lean.p95).toFixed(2)})`,
    );
    out[`${dialect}_${c.name}_p50_ms`] = round(ours.p50);
    out[`${dialect}_${c.name}_p95_ms`] = round(ours.p95);
    out[`${dialect}_${c.name}_handwritten_p95_ms`] = round(hand.p95);
    out[`${dialect}_${c.name}_handwritten_lean_p95_ms`] = round(lean.p95);
    out[`${dialect}_${c.name}_total`] = first.total;
  }
  out[`${dialect}_ratio_vs_handwritten`] = round(worstRatio);
  out[`${dialect}_ratio_vs_handwritten_lean`] = round(worstLean);
  out[`${dialect}_applications`] = seeded.applications;
  return out;
}

const round = (n: number) => Math.round(n * 10) / 10;

async function main(): Promise<void> {
  log(
    `talent list benchmark: ${APPLICATIONS.toLocaleString('en-US')} applications in one tenant${quick ? ' (--quick)' : ''}`,
  );
  const summary = await forEachDialect(
    'talent',
    { postgresOnly, postgresUrl: process.env.TEST_DATABASE_URL },
    runDialect,
  );
  const keys = ['list', 'filter', 'keyword'];
  const json: Record<string, number> = {};
  for (const d of ['sqlite', 'postgres']) {
    if (summary[`${d}_applications`] === undefined) continue;
    for (const k of keys) json[`${d}_${k}_p95_ms`] = summary[`${d}_${k}_p95_ms`] ?? 0;
    json[`${d}_ratio_vs_handwritten`] = summary[`${d}_ratio_vs_handwritten`] ?? 0;
    // The name for the PostgreSQL figure.
    if (d === 'postgres') json.pg_ratio_vs_handwritten = json.postgres_ratio_vs_handwritten;
    json[`${d}_ratio_vs_handwritten_lean`] = summary[`${d}_ratio_vs_handwritten_lean`] ?? 0;
  }
  log(JSON.stringify({ ...summary, ...json }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
