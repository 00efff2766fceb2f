// `npm run bench -- reports [--quick | --size N] [--postgres-only] [--sqlite-file PATH]`: the data
// board and a custom report (issue 16) at 1,000,000 applications in one tenant. Seeds a fresh
// database with the seed generator (the triggers fill the board's aggregates as rows arrive), then times, interleaved in the same
// run: the board of this season as the server builds it (StatisticsService.board) against one
// hand-written SQL per chart over the applications, and the custom report organisation ×
// school type × degree (StatisticsService.reportRows, from the 029 report aggregate) against one
// hand-written grouped SQL over the applications; and the board of the largest subsidiary
// organisation (from the 043 per-organisation aggregate) against the same hand-written SQL limited to its jobs.
// SQLite (unless --postgres-only); PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (in a
// scratch schema, dropped after). Before timing it checks that the aggregates equal a recount.
// The last line is the JSON summary.
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../apps/server/src/db/database';
import { forEachDialect, seedDemoTenant } from '../shared/seeded-tenant';
import type { Database } from '../../apps/server/src/db/schema';
import { ApplicationJobStatDayRepository } from '../../apps/server/src/features/statistics/application-job-stat-day.repository';
import { ApplicationOrgStatDayRepository } from '../../apps/server/src/features/statistics/application-org-stat-day.repository';
import { ApplicationReportDayRepository } from '../../apps/server/src/features/statistics/application-report-day.repository';
import { ApplicationStatDayRepository } from '../../apps/server/src/features/statistics/application-stat-day.repository';
import { ApplicationStatsRepository } from '../../apps/server/src/features/statistics/application-stats.repository';
import { StatReportRepository } from '../../apps/server/src/features/statistics/stat-report.repository';
import { StatisticsLookupRepository } from '../../apps/server/src/features/statistics/statistics-lookup.repository';
import { StatisticsService } from '../../apps/server/src/features/statistics/statistics.service';
import { systemClock } from '../../apps/server/src/platform/clock';
import { dayStartMillis, resolvePeriodDays } from '../../packages/domain/src/statistics/statistics';

const quick = process.argv.includes('--quick');
/** `--size N`: another number of applications (e.g. when seeding 1,000,000 does not fit in time). */
const sizeArg = process.argv.indexOf('--size');
const size = sizeArg >= 0 ? Number(process.argv[sizeArg + 1]) : NaN;
const APPLICATIONS = Number.isFinite(size) && size > 0 ? size : quick ? 20_000 : 1_000_000;
/** Skips SQLite (with a PostgreSQL URL): seeding 1,000,000 rows twice takes a while. */
const postgresOnly = process.argv.includes('--postgres-only');
/**
 * `--sqlite-file PATH`: the SQLite database is kept in PATH, seeded only when it has no
 * applications yet, so a run after a code change migrates and times the same 1,000,000 rows
 * without seeding them again.
 */
const sqliteFileArg = process.argv.indexOf('--sqlite-file');
const sqliteFile = sqliteFileArg >= 0 ? process.argv[sqliteFileArg + 1] : undefined;
const RESUMES = Math.round(APPLICATIONS / 1.15);
const RUNS = quick ? 10 : 20;
const WARMUPS = 2;

type Db = Kysely<Database>;
const log = (...xs: unknown[]) => console.log(...xs);
const round = (n: number) => Math.round(n * 10) / 10;

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}

/** Interleaved rounds (the order rotating), so load from other processes falls on all alike. */
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

/** The board written by hand: one SQL per chart over the applications of the period. */
async function handWrittenBoard(
  db: Db,
  tenantId: string,
  from: number,
  to: number,
  prevFrom: number,
  /** Only the applications to the jobs of these organisations (an organisation board). */
  organizationIds?: readonly string[],
): Promise<void> {
  const jobs = organizationIds
    ? sql` and job_id in (select id from job where tenant_id = ${tenantId} and organization_id in (${sql.join([...organizationIds])}))`
    : sql``;
  const where = sql`tenant_id = ${tenantId} and applied_at >= ${from} and applied_at < ${to}${jobs}`;
  const day = sql`((applied_at + 28800000) / 86400000)`;
  await sql`select count(*) from application where ${where}`.execute(db);
  await sql`select count(*) from application where tenant_id = ${tenantId} and applied_at >= ${prevFrom} and applied_at < ${from}${jobs}`.execute(
    db,
  );
  await sql`select ${day} as d, count(*) from application where ${where} group by ${day}`.execute(db);
  for (const column of ['step_id', 'source', 'school_level', 'degree', 'major', 'region', 'job_id'])
    await sql`select ${sql.ref(column)}, count(*) from application where ${where} group by ${sql.ref(column)}`.execute(
      db,
    );
  await sql`select step_id, ((entered_at + 28800000) / 86400000) as d, count(*) from application_step_entry
    where tenant_id = ${tenantId} and entered_at >= ${from} and entered_at < ${to}${jobs}
    group by step_id, ((entered_at + 28800000) / 86400000)`.execute(db);
}

/** The report written by hand: organisation × school type × degree in one grouped SQL. */
async function handWrittenReport(
  db: Db,
  tenantId: string,
  from: number,
  to: number,
): Promise<Array<{ organization_id: string; school_level: string; degree: string; n: number | string }>> {
  const result = await sql<{
    organization_id: string;
    school_level: string;
    degree: string;
    n: number | string;
  }>`select j.organization_id, a.school_level, a.degree, count(*) as n from application a
    inner join job j on j.tenant_id = a.tenant_id and j.id = a.job_id
    where a.tenant_id = ${tenantId} and a.applied_at >= ${from} and a.applied_at < ${to}
    group by j.organization_id, a.school_level, a.degree`.execute(db);
  return result.rows;
}

async function runDialect(handle: DatabaseHandle): Promise<Record<string, number>> {
  const { db, dialect } = handle;
  const seeded = await seedDemoTenant(handle, {
    resumes: RESUMES,
    rngName: 'bench-reports',
    log,
    bulkPostgres: true,
  });
  const tenant = { id: seeded.tenantId };
  const now = seeded.now;
  log(`[${dialect}] ${seeded.applications} applications in ${seeded.seconds.toFixed(0)} s`);

  const statistics = new StatisticsService(
    new ApplicationStatDayRepository(db),
    new ApplicationStatsRepository(db),
    new StatisticsLookupRepository(db),
    new StatReportRepository(db),
    systemClock,
    new ApplicationReportDayRepository(db),
    new ApplicationJobStatDayRepository(db),
    new ApplicationOrgStatDayRepository(db),
  );
  const ctx = { tenantId: tenant.id, operatorId: seeded.adminId, projectId: null };
  const period = { preset: 'season' as const };
  const days = resolvePeriodDays(period, now);
  const from = dayStartMillis(days.from);
  const to = dayStartMillis(days.to + 1);
  const prevFrom = dayStartMillis(days.previousFrom);

  // The aggregates equal a recount of the applications (what the board shows is what is there).
  const board = await statistics.board(ctx, { period, scope: { kind: 'all' } });
  const recount = await sql<{ n: number | string }>`select count(*) as n from application
    where tenant_id = ${tenant.id} and applied_at >= ${from} and applied_at < ${to}`.execute(db);
  const bySchool = await sql<{ school_level: string; n: number | string }>`select school_level, count(*) as n
    from application where tenant_id = ${tenant.id} and applied_at >= ${from} and applied_at < ${to}
    group by school_level`.execute(db);
  const recounted = Number(recount.rows[0]?.n ?? 0);
  const tiersMatch = bySchool.rows.every(
    (r) => board.schoolTiers.find((t) => t.key === r.school_level)?.count === Number(r.n),
  );
  if (board.total !== recounted || !tiersMatch)
    throw new Error(`aggregates differ from a recount: board ${board.total}, recount ${recounted}`);
  log(
    `[${dialect}] season ${board.period.from}..${board.period.to}: ${board.total} applications (aggregates = recount)`,
  );

  const rows = await statistics.reportRows(ctx, {
    period,
    definition: { dimensions: ['organization', 'schoolType', 'degree'], measure: 'applications' },
  });
  // The report (from the 029 aggregate) equals the hand-written grouping of the applications.
  const handRows = await handWrittenReport(db, tenant.id, from, to);
  const key = (org: string, tier: string, degree: string) => `${org}|${tier}|${degree}`;
  const ourCounts = new Map(rows.rows.map((r) => [key(r.orgid, r.schooltype, r.degree), r.total]));
  const handCounts = new Map(
    handRows.map((r) => [key(r.organization_id, r.school_level, r.degree), Number(r.n)]),
  );
  const differing = [...new Set([...ourCounts.keys(), ...handCounts.keys()])].filter(
    (k) => ourCounts.get(k) !== handCounts.get(k),
  );
  if (differing.length)
    throw new Error(`report aggregate differs from the applications at ${differing.slice(0, 5).join(', ')}`);
  log(
    `[${dialect}] report organisation × school type × degree: ${rows.rows.length} rows, total ${rows.total} (aggregate = hand-written grouping)`,
  );

  const [ours, hand] = await timeInterleaved([
    () => statistics.board(ctx, { period, scope: { kind: 'all' } }),
    () => handWrittenBoard(db, tenant.id, from, to, prevFrom),
  ]);
  // An organisation board (issue 16: organisation boards read the 043 per-organisation aggregate): the
  // subsidiary (a child of the root) with the most applications, with its sub-organisations.
  const orgs = await new StatisticsLookupRepository(db).organizations(ctx);
  const subtreeOf = (id: string): string[] => [id, ...orgs.filter((o) => o.parentId === id).flatMap((o) => subtreeOf(o.id))];
  const root = orgs.find((o) => !o.parentId);
  const candidates = orgs.filter((o) => o.parentId && o.parentId === root?.id);
  const orgTotals = await Promise.all(
    candidates.map(async (o) => ({
      o,
      board: await statistics.board(ctx, { period, scope: { kind: 'organization', id: o.id } }),
    })),
  );
  const chosen = orgTotals.sort((a, b) => b.board.total - a.board.total)[0];
  if (!chosen) throw new Error('no organisation below the root to measure');
  const orgSubtree = subtreeOf(chosen.o.id);
  const orgRecount = await sql<{ n: number | string }>`select count(*) as n from application
    where tenant_id = ${tenant.id} and applied_at >= ${from} and applied_at < ${to}
      and job_id in (select id from job where tenant_id = ${tenant.id}
        and organization_id in (${sql.join(orgSubtree)}))`.execute(db);
  const orgByDegree = await sql<{ degree: string; n: number | string }>`select degree, count(*) as n
    from application where tenant_id = ${tenant.id} and applied_at >= ${from} and applied_at < ${to}
      and job_id in (select id from job where tenant_id = ${tenant.id}
        and organization_id in (${sql.join(orgSubtree)}))
    group by degree`.execute(db);
  // The board lists the degrees of DEGREE_ORDER; each equals its count among the applications.
  const orgDegreesMatch = chosen.board.degrees.every(
    (d) => d.count === Number(orgByDegree.rows.find((r) => r.degree === d.key)?.n ?? 0),
  );
  if (chosen.board.total !== Number(orgRecount.rows[0]?.n ?? 0) || !orgDegreesMatch)
    throw new Error(`organisation board differs from a recount: ${chosen.board.total} vs ${orgRecount.rows[0]?.n}`);
  log(
    `[${dialect}] organisation ${chosen.o.name} (${orgSubtree.length} organisations): ${chosen.board.total} applications (per-organisation aggregate = recount, degrees too)`,
  );
  const [oursOrg, handOrg] = await timeInterleaved([
    () => statistics.board(ctx, { period, scope: { kind: 'organization', id: chosen.o.id } }),
    () => handWrittenBoard(db, tenant.id, from, to, prevFrom, orgSubtree),
  ]);

  const [oursReport, handReport] = await timeInterleaved([
    () =>
      statistics.reportRows(ctx, {
        period,
        definition: { dimensions: ['organization', 'schoolType', 'degree'], measure: 'applications' },
      }),
    () => handWrittenReport(db, tenant.id, from, to),
  ]);
  log(
    `[${dialect}] board  ours p50 ${ours.p50.toFixed(1)} p95 ${ours.p95.toFixed(1)} ms  hand-written p50 ${hand.p50.toFixed(1)} p95 ${hand.p95.toFixed(1)} ms`,
  );
  log(
    `[${dialect}] org board ours p50 ${oursOrg.p50.toFixed(1)} p95 ${oursOrg.p95.toFixed(1)} ms  hand-written p50 ${handOrg.p50.toFixed(1)} p95 ${handOrg.p95.toFixed(1)} ms`,
  );
  log(
    `[${dialect}] report ours p50 ${oursReport.p50.toFixed(1)} p95 ${oursReport.p95.toFixed(1)} ms  hand-written p50 ${handReport.p50.toFixed(1)} p95 ${handReport.p95.toFixed(1)} ms`,
  );
  return {
    [`${dialect}_board_p95_ms`]: round(ours.p95),
    [`${dialect}_board_handwritten_p95_ms`]: round(hand.p95),
    [`${dialect}_org_board_p95_ms`]: round(oursOrg.p95),
    [`${dialect}_org_board_handwritten_p95_ms`]: round(handOrg.p95),
    [`${dialect}_report_p95_ms`]: round(oursReport.p95),
    [`${dialect}_report_handwritten_p95_ms`]: round(handReport.p95),
    [`${dialect}_ratio_vs_handwritten`]:
      Math.round(Math.max(ours.p95 / hand.p95, oursOrg.p95 / handOrg.p95, oursReport.p95 / handReport.p95) * 100) / 100,
    [`${dialect}_applications`]: seeded.applications,
  };
}

async function main(): Promise<void> {
  log(
    `reports benchmark: ${APPLICATIONS.toLocaleString('en-US')} applications in one tenant${quick ? ' (--quick)' : ''}`,
  );
  const summary = await forEachDialect(
    'reports',
    {
      postgresOnly,
      postgresUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
      ...(sqliteFile ? { sqliteFile } : {}),
    },
    runDialect,
  );
  const ratios = ['sqlite', 'postgres']
    .map((d) => summary[`${d}_ratio_vs_handwritten`])
    .filter((x): x is number => x !== undefined);
  log(
    JSON.stringify({
      bench: 'reports',
      applications: APPLICATIONS,
      sqlite_board_p95_ms: summary.sqlite_board_p95_ms ?? null,
      pg_board_p95_ms: summary.postgres_board_p95_ms ?? null,
      sqlite_org_board_p95_ms: summary.sqlite_org_board_p95_ms ?? null,
      pg_org_board_p95_ms: summary.postgres_org_board_p95_ms ?? null,
      sqlite_report_p95_ms: summary.sqlite_report_p95_ms ?? null,
      pg_report_p95_ms: summary.postgres_report_p95_ms ?? null,
      ratio_vs_handwritten: ratios.length ? Math.max(...ratios) : null,
      ...summary,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
