import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardAnswer, ReportRowsAnswer } from '@ehire/domain/contracts/statistics';
import { seedTenantData } from '../../db/seed/generate';
import { createRng } from '../../db/seed/random';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertApplication, jobTestContext, tenantIdOf, type JobTestContext } from '../jobs/test-support';
import { ApplicationJobStatDayRepository } from './application-job-stat-day.repository';
import { ApplicationOrgStatDayRepository } from './application-org-stat-day.repository';
import { ApplicationReportDayRepository } from './application-report-day.repository';
import { ApplicationStatsRepository } from './application-stats.repository';

// Issue 16 benchmark: the custom reports' pre-aggregate application_report_day (migration 029)
// equals a count of the applications after a random run of inserts, updates of the counted
// columns, deletes and jobs moved between organisations; the report reads it; the recount
// rebuilds it. The same run checks the board's per-job aggregate application_job_stat_day (038)
// and per-organisation aggregate application_org_stat_day (043). On SQLite and, with
// TEST_DATABASE_URL, PostgreSQL.

const NOW = Date.UTC(2026, 10, 1, 4, 0, 0);
const DAY_MS = 86_400_000;
const TIERS = ['985', '211', '双一流', '其他', '海外'] as const;
const DEGREES = ['大专', '本科', '硕士', '博士'] as const;

let t: TestApp;
let c: JobTestContext;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  c = await jobTestContext(t);
  tenantId = await tenantIdOf(t, 'demo');
  await seedTenantData(t.db, { tenantId, jobs: 6, resumes: 150, rng: createRng('report-aggregate'), now: NOW });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The aggregate's non-zero rows, keyed day|org|tier|degree. */
async function aggregateRows(): Promise<Map<string, number>> {
  const rows = await t.db
    .selectFrom('application_report_day')
    .select(['day', 'organization_id', 'school_level', 'degree', 'n'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(
    rows
      .filter((r) => Number(r.n) !== 0)
      .map((r) => [`${Number(r.day)}|${r.organization_id}|${r.school_level}|${r.degree}`, Number(r.n)]),
  );
}

/** The same counted from the applications and their jobs, by hand. */
async function countedRows(): Promise<Map<string, number>> {
  const apps = await t.db
    .selectFrom('application as a')
    .innerJoin('job as j', (join) => join.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'))
    .select(['a.applied_at', 'j.organization_id', 'a.school_level', 'a.degree'])
    .where('a.tenant_id', '=', tenantId)
    .execute();
  const out = new Map<string, number>();
  for (const a of apps) {
    const day = Math.floor((Number(a.applied_at) + 8 * 3_600_000) / DAY_MS);
    const key = `${day}|${a.organization_id}|${a.school_level}|${a.degree}`;
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/** The per-job board aggregate's non-zero rows (migration 038), keyed job|dim|day|value. */
async function jobAggregateRows(): Promise<Map<string, number>> {
  const rows = await t.db
    .selectFrom('application_job_stat_day')
    .select(['job_id', 'dim', 'day', 'value', 'n'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(
    rows.filter((r) => Number(r.n) !== 0).map((r) => [`${r.job_id}|${r.dim}|${Number(r.day)}|${r.value}`, Number(r.n)]),
  );
}

/** The same counted by hand from the applications and their step entries. */
async function countedJobRows(): Promise<Map<string, number>> {
  const [apps, entries] = await Promise.all([
    t.db
      .selectFrom('application')
      .select(['job_id', 'applied_at', 'step_id', 'source', 'school_level', 'degree', 'major', 'region'])
      .where('tenant_id', '=', tenantId)
      .execute(),
    t.db
      .selectFrom('application_step_entry')
      .select(['job_id', 'step_id', 'entered_at'])
      .where('tenant_id', '=', tenantId)
      .execute(),
  ]);
  const out = new Map<string, number>();
  const add = (key: string) => out.set(key, (out.get(key) ?? 0) + 1);
  const dayOf = (ms: number) => Math.floor((ms + 8 * 3_600_000) / DAY_MS);
  for (const a of apps) {
    const p = `${a.job_id}|`;
    const d = dayOf(Number(a.applied_at));
    add(`${p}total|${d}|`);
    add(`${p}step|${d}|${a.step_id}`);
    add(`${p}source|${d}|${a.source}`);
    add(`${p}school_level|${d}|${a.school_level}`);
    add(`${p}degree|${d}|${a.degree}`);
    add(`${p}major|${d}|${a.major}`);
    add(`${p}region|${d}|${a.region}`);
  }
  for (const e of entries) add(`${e.job_id}|step_entered|${dayOf(Number(e.entered_at))}|${e.step_id}`);
  return out;
}

/** The per-organisation board aggregate's non-zero rows (migration 043), keyed org|dim|day|value. */
async function orgAggregateRows(): Promise<Map<string, number>> {
  const rows = await t.db
    .selectFrom('application_org_stat_day')
    .select(['organization_id', 'dim', 'day', 'value', 'n'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(
    rows
      .filter((r) => Number(r.n) !== 0)
      .map((r) => [`${r.organization_id}|${r.dim}|${Number(r.day)}|${r.value}`, Number(r.n)]),
  );
}

/**
 * The same counted by hand: the per-job count of each job added to its organisation now, and
 * its totals once more as the dim `job` (value the job id).
 */
async function countedOrgRows(): Promise<Map<string, number>> {
  const jobs = await t.db.selectFrom('job').select(['id', 'organization_id']).where('tenant_id', '=', tenantId).execute();
  const orgOf = new Map(jobs.map((j) => [j.id, j.organization_id]));
  const out = new Map<string, number>();
  const add = (key: string, n: number) => out.set(key, (out.get(key) ?? 0) + n);
  for (const [key, n] of await countedJobRows()) {
    const [jobId, dim, day, value] = key.split('|') as [string, string, string, string];
    const org = orgOf.get(jobId);
    add(`${org}|${dim}|${day}|${value}`, n);
    if (dim === 'total') add(`${org}|job|${day}|${jobId}`, n);
  }
  return out;
}

const sorted = (m: Map<string, number>) => [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const reportRows = (body: unknown) =>
  t.call<ReportRowsAnswer>('POST', '/api/biz/statistics/report-rows', { token: c.admin, body });

describe('report pre-aggregate (migration 029)', () => {
  it('issue 16 application_report_day (029), application_job_stat_day (038) and application_org_stat_day (043) equal a count of the applications after 300 random inserts, updates, step changes, deletes and job moves; the recount rebuilds them', async () => {
    expect(sorted(await aggregateRows())).toEqual(sorted(await countedRows()));
    const rng = createRng('report-aggregate-ops');
    const jobs = await t.db.selectFrom('job').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute();
    const orgs = await t.db
      .selectFrom('organization')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute();
    expect(jobs.length).toBeGreaterThan(3);
    expect(orgs.length).toBeGreaterThan(2);
    expect(sorted(await jobAggregateRows())).toEqual(sorted(await countedJobRows()));
    expect(sorted(await orgAggregateRows())).toEqual(sorted(await countedOrgRows()));
    const steps = await t.db.selectFrom('flow_step').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute();
    const MAJORS = ['计算机科学与技术', '金融学', '机械工程', ''] as const;
    const REGIONS = ['北京', '上海', '广东', ''] as const;
    const SOURCES = ['官网', '内推', '导入'] as const;
    const tally = { insert: 0, tier: 0, degree: 0, day: 0, job: 0, delete: 0, move: 0, step: 0, other: 0 };
    for (let i = 0; i < 300; i++) {
      const op = rng.int(0, 11);
      const ids = await t.db
        .selectFrom('application')
        .select(['id', 'candidate_id', 'job_id'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute();
      const picked = rng.pick(ids);
      const target = picked.id;
      if (op <= 2) {
        await insertApplication(
          t,
          rng.pick(jobs).id,
          { schoolLevel: rng.pick(TIERS), degree: rng.pick(DEGREES) },
          NOW - rng.int(0, 40) * DAY_MS - rng.int(0, DAY_MS - 1),
        );
        tally.insert++;
      } else if (op === 3) {
        await t.db.updateTable('application').set({ school_level: rng.pick(TIERS) }).where('id', '=', target).execute();
        tally.tier++;
      } else if (op === 4) {
        await t.db.updateTable('application').set({ degree: rng.pick(DEGREES) }).where('id', '=', target).execute();
        tally.degree++;
      } else if (op === 5) {
        await t.db
          .updateTable('application')
          .set({ applied_at: NOW - rng.int(0, 40) * DAY_MS - rng.int(0, DAY_MS - 1) })
          .where('id', '=', target)
          .execute();
        tally.day++;
      } else if (op === 6) {
        // Another job, and several columns at once.
        await t.db
          .updateTable('application')
          .set({
            // A job this candidate has not applied to (one application per candidate and job).
            job_id: rng.pick(
              jobs.filter((j) => !ids.some((a) => a.candidate_id === picked.candidate_id && a.job_id === j.id)),
            ).id,
            school_level: rng.pick(TIERS),
            degree: rng.pick(DEGREES),
          })
          .where('id', '=', target)
          .execute();
        tally.job++;
      } else if (op <= 8) {
        await t.db.deleteFrom('application').where('id', '=', target).execute();
        tally.delete++;
      } else if (op === 9) {
        await t.db
          .updateTable('job')
          .set({ organization_id: rng.pick(orgs).id })
          .where('id', '=', rng.pick(jobs).id)
          .execute();
        tally.move++;
      } else if (op === 10) {
        // A step change (the time-in-step entry moves with it).
        await t.db
          .updateTable('application')
          .set({ step_id: rng.pick(steps).id, updated_at: NOW - rng.int(0, 40) * DAY_MS })
          .where('id', '=', target)
          .execute();
        tally.step++;
      } else {
        await t.db
          .updateTable('application')
          .set({ major: rng.pick(MAJORS), region: rng.pick(REGIONS), source: rng.pick(SOURCES) })
          .where('id', '=', target)
          .execute();
        tally.other++;
      }
      if (i % 50 === 49) {
        expect(sorted(await aggregateRows()), `after operation ${i + 1}`).toEqual(sorted(await countedRows()));
        expect(sorted(await jobAggregateRows()), `per job after operation ${i + 1}`).toEqual(
          sorted(await countedJobRows()),
        );
        expect(sorted(await orgAggregateRows()), `per organisation after operation ${i + 1}`).toEqual(
          sorted(await countedOrgRows()),
        );
      }
    }
    for (const n of Object.values(tally)) expect(n).toBeGreaterThan(0);
    expect(sorted(await aggregateRows())).toEqual(sorted(await countedRows()));
    expect(sorted(await jobAggregateRows())).toEqual(sorted(await countedJobRows()));
    expect(sorted(await orgAggregateRows())).toEqual(sorted(await countedOrgRows()));

    // The recount rebuilds the per-job and per-organisation aggregates to the same rows, planted rows removed.
    await t.db
      .insertInto('application_job_stat_day')
      .values({ tenant_id: tenantId, job_id: jobs[0]!.id, dim: 'total', day: 1, value: '', n: 5 })
      .execute();
    await t.db
      .insertInto('application_org_stat_day')
      .values({ tenant_id: tenantId, organization_id: orgs[0]!.id, dim: 'major', day: 1, value: '预聚合', n: 5 })
      .execute();
    await new ApplicationJobStatDayRepository(t.db).rebuild(tenantId);
    await new ApplicationOrgStatDayRepository(t.db).rebuild(tenantId);
    expect(sorted(await jobAggregateRows())).toEqual(sorted(await countedJobRows()));
    expect(sorted(await orgAggregateRows())).toEqual(sorted(await countedOrgRows()));
  }, 120_000);

  it('DATA-012 the report organisation × school type × degree reads the aggregate and equals the grouped applications; the recount rebuilds it', async () => {
    const period = { preset: 'custom', from: '2026-09-01', to: '2026-11-01' } as const;
    const definition = { dimensions: ['organization', 'schoolType', 'degree'], measure: 'applications' } as const;
    const answer = await reportRows({ definition, period });
    expect(answer.status).toBe(200);
    const raw = await new ApplicationStatsRepository(t.db).reportGroupsByOrganization(
      { tenantId, operatorId: '', projectId: null },
      { from: Date.UTC(2026, 7, 31, 16), to: Date.UTC(2026, 10, 1, 16) },
      ['school_level', 'degree'],
      'applications',
    );
    const fromRows = (rows: ReportRowsAnswer['rows']) =>
      sorted(new Map(rows.map((r) => [`${r.orgid}|${r.schooltype}|${r.degree}`, r.total])));
    const expected = sorted(
      new Map(raw.map((g) => [`${g.organizationId}|${g.values.school_level}|${g.values.degree}`, g.n])),
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(fromRows(answer.body.data.rows)).toEqual(expected);
    expect(answer.body.data.total).toBe(raw.reduce((s, g) => s + g.n, 0));

    // School type × degree alone sums the organisations.
    const byTier = await reportRows({ definition: { dimensions: ['schoolType', 'degree'], measure: 'applications' }, period });
    expect(byTier.body.data.total).toBe(answer.body.data.total);

    // The report reads the aggregate: a row planted in it shows; the recount removes it again.
    const [org] = raw;
    await t.db
      .insertInto('application_report_day')
      .values({
        tenant_id: tenantId,
        day: Math.floor((Date.UTC(2026, 9, 1, 4) + 8 * 3_600_000) / DAY_MS),
        organization_id: org!.organizationId,
        school_level: '985',
        degree: '预聚合',
        n: 7,
      })
      .execute();
    const planted = await reportRows({ definition, period });
    expect(planted.body.data.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ orgid: org!.organizationId, schooltype: '985', degree: '预聚合', total: 7 })]),
    );
    await new ApplicationReportDayRepository(t.db).rebuild(tenantId);
    const rebuilt = await reportRows({ definition, period });
    expect(fromRows(rebuilt.body.data.rows)).toEqual(expected);
    expect(sorted(await aggregateRows())).toEqual(sorted(await countedRows()));
  });

  it('issue 16 a flow or job board sums the per-job aggregate (038), an organisation board the per-organisation aggregate (043): a row planted in one shows on those boards only; the recount removes it', async () => {
    const period = { preset: 'custom', from: '2026-09-01', to: '2026-11-01' } as const;
    const job = await t.db
      .selectFrom('job')
      .select(['id', 'organization_id', 'flow_id'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const scopes = [
      { kind: 'organization', id: job.organization_id },
      { kind: 'flow', id: job.flow_id },
      { kind: 'job', id: job.id },
      { kind: 'all' },
    ] as const;
    const totals = async () =>
      Promise.all(
        scopes.map(async (scope) => {
          const res = await t.call<BoardAnswer>('POST', '/api/biz/statistics/board', {
            token: c.admin,
            body: { period, scope },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          return res.body.data.total;
        }),
      );
    const before = await totals();
    const day = Math.floor((Date.UTC(2026, 9, 1, 4) + 8 * 3_600_000) / DAY_MS);
    await t.db
      .insertInto('application_job_stat_day')
      .values({ tenant_id: tenantId, job_id: job.id, dim: 'total', day, value: '', n: 7 })
      .onConflict((oc) => oc.columns(['tenant_id', 'job_id', 'dim', 'day', 'value']).doUpdateSet((eb) => ({ n: eb('application_job_stat_day.n', '+', 7) })))
      .execute();
    expect(await totals()).toEqual([before[0], before[1]! + 7, before[2]! + 7, before[3]]);
    await t.db
      .insertInto('application_org_stat_day')
      .values({ tenant_id: tenantId, organization_id: job.organization_id, dim: 'total', day, value: '', n: 5 })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'organization_id', 'dim', 'day', 'value'])
          .doUpdateSet((eb) => ({ n: eb('application_org_stat_day.n', '+', 5) })),
      )
      .execute();
    expect(await totals()).toEqual([before[0]! + 5, before[1]! + 7, before[2]! + 7, before[3]]);
    await new ApplicationJobStatDayRepository(t.db).rebuild(tenantId);
    await new ApplicationOrgStatDayRepository(t.db).rebuild(tenantId);
    expect(await totals()).toEqual(before);
  });
});
