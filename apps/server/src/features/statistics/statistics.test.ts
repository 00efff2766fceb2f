import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BoardAnswer,
  BoardQuery,
  ReportRowsAnswer,
  ReportSummary,
} from '@ehire/domain/contracts/statistics';
import type { TaskAnswer } from '@ehire/domain/contracts/tasks';
import { seedTenantData } from '../../db/seed/generate';
import { createRng } from '../../db/seed/random';
import { until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  insertApplication,
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';

// Issue 16 §1: the data board and the reports against hand-counted fixtures (applied in March
// 2020, a period nothing else of the demo tenant falls in), the aggregates against a recount of
// the applications on seeded data, permissions, saved reports and the export task. On SQLite
// and, with TEST_DATABASE_URL, PostgreSQL.

const NOW = Date.UTC(2026, 10, 1, 4, 0, 0);
/** 2020-03-dd 10:00 Beijing time. */
const march = (d: number) => Date.UTC(2020, 2, d, 2, 0, 0);
const PERIOD = { preset: 'custom', from: '2020-03-01', to: '2020-03-10' } as const;

let t: TestApp;
let c: JobTestContext;
let tenantId: string;
let jobA: string;
let jobB: string;
let orgA: string;
const fixtureIds: string[] = [];

const board = (body: BoardQuery, token = c.admin) =>
  t.call<BoardAnswer>('POST', '/api/biz/statistics/board', { token, body });
const reportRows = (body: unknown, token = c.admin) =>
  t.call<ReportRowsAnswer>('POST', '/api/biz/statistics/report-rows', { token, body });
const count = (rows: Array<{ key: string; count: number }>, key: string) =>
  rows.find((r) => r.key === key)?.count;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  c = await jobTestContext(t);
  tenantId = await tenantIdOf(t, 'demo');
  await seedTenantData(t.db, { tenantId, jobs: 5, resumes: 200, rng: createRng('statistics'), now: NOW });
  jobA = await publishedJob(c, { CJobName: '统计甲岗' });
  jobB = await publishedJob(c, { CJobName: '统计乙岗' });
  orgA = (
    await t.db.selectFrom('job').select('organization_id').where('id', '=', jobA).executeTakeFirstOrThrow()
  ).organization_id;
  const fixtures = [
    { job: jobA, at: march(2), schoolLevel: '985', degree: '本科', stepSort: 1 },
    { job: jobA, at: march(2), schoolLevel: '211', degree: '硕士', stepSort: 2 },
    { job: jobA, at: march(5), schoolLevel: '985', degree: '硕士', stepSort: 2 },
    { job: jobB, at: march(5), schoolLevel: '海外', degree: '博士', stepSort: 1 },
    { job: jobB, at: march(5), schoolLevel: '其他', degree: '本科', stepSort: 3 },
    // The previous period (2020-02-20 .. 2020-02-29).
    { job: jobA, at: Date.UTC(2020, 1, 28, 2), schoolLevel: '985', degree: '本科', stepSort: 1 },
  ] as const;
  for (const f of fixtures) {
    const { applicationId } = await insertApplication(
      t,
      f.job,
      { schoolLevel: f.schoolLevel, degree: f.degree, stepSort: f.stepSort },
      f.at,
    );
    fixtureIds.push(applicationId);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('data board', () => {
  it('issue 16 interview attendance (已面试 ÷ 已面试+未到场) and offer acceptance (reached 入职 ÷ reached 待录用) of a period', async () => {
    const job = await t.db.selectFrom('job').select(['flow_id', 'tenant_id']).where('id', '=', jobA).executeTakeFirstOrThrow();
    const steps = await t.db
      .selectFrom('flow_step')
      .select(['sort', 'iv_type'])
      .where('tenant_id', '=', job.tenant_id)
      .where('flow_id', '=', job.flow_id)
      .orderBy('sort')
      .execute();
    const sortOf = (ivType: number) => steps.find((step) => Number(step.iv_type) === ivType)?.sort;
    const offerSort = sortOf(4);
    const onboardSort = sortOf(5);
    expect(offerSort, 'the job\'s flow has a 待录用 step').toBeDefined();
    expect(onboardSort, 'the job\'s flow has a 入职 step').toBeDefined();
    // 2020-04: one application waiting at 待录用, one onboarded, one still at step 1.
    const april = (d: number) => Date.UTC(2020, 3, d, 2, 0, 0);
    const offered = await insertApplication(t, jobA, { stepSort: offerSort }, april(2));
    const onboarded = await insertApplication(t, jobA, { stepSort: onboardSort }, april(3));
    const first = await insertApplication(t, jobA, { stepSort: 1 }, april(3));
    const at = april(4);
    await t.db
      .insertInto('interview_site')
      .values({
        id: 'site-stat',
        tenant_id: job.tenant_id,
        kind: 'offline',
        name: '统计面试点',
        address: '杭州',
        rooms_json: '[]',
        capacity: 10,
        contact: '',
        map_link: '',
        room_link: '',
        provider: '',
        host_code: '',
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (const id of ['arr-stat', 'arr-stat2'])
      await t.db
        .insertInto('interview_arrangement')
        .values({
          id,
          tenant_id: job.tenant_id,
          title: '统计面试',
          job_id: jobA,
          round: 'first',
          kind: 'offline',
          site_id: 'site-stat',
          cut_off_hours: 0,
          sequence: 0,
          created_by: '',
          created_at: at,
          updated_at: at,
        })
        .execute();
    const candidateOf = { [offered.applicationId]: offered.candidateId, [onboarded.applicationId]: onboarded.candidateId, [first.applicationId]: first.candidateId };
    const invitation = (id: string, applicationId: string, status: string, arrangement = 'arr-stat') => ({
      id,
      tenant_id: job.tenant_id,
      arrangement_id: arrangement,
      application_id: applicationId,
      candidate_id: candidateOf[applicationId]!,
      slot_id: null,
      status,
      token_hash: `h-${id}`,
      sequence: 0,
      channels: 'email',
      note: '',
      created_at: april(4),
      updated_at: april(4),
    });
    await t.db
      .insertInto('interview_invitation')
      .values([
        invitation('inv-1', offered.applicationId, '05'),
        invitation('inv-2', onboarded.applicationId, '05'),
        invitation('inv-3', first.applicationId, '04'),
        invitation('inv-4', first.applicationId, '06', 'arr-stat2'),
      ])
      .execute();
    const res = await board({ period: { preset: 'custom', from: '2020-04-01', to: '2020-04-10' }, scope: { kind: 'all' } });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.interviews).toEqual({ invited: 3, attended: 2, noShow: 1, attendanceRate: 0.6667 });
    expect(res.body.data.offers).toEqual({ offered: 2, accepted: 1, acceptanceRate: 0.5 });
    const scoped = await board({
      period: { preset: 'custom', from: '2020-04-01', to: '2020-04-10' },
      scope: { kind: 'job', id: jobB },
    });
    expect(scoped.body.data.interviews).toEqual({ invited: 0, attended: 0, noShow: 0, attendanceRate: null });
    expect(scoped.body.data.offers.acceptanceRate).toBeNull();
    // Cleanup so the hand-counted tests below see only their fixtures.
    await t.db.deleteFrom('interview_invitation').where('arrangement_id', 'in', ['arr-stat', 'arr-stat2']).execute();
    await t.db
      .deleteFrom('application')
      .where('id', 'in', [offered.applicationId, onboarded.applicationId, first.applicationId])
      .execute();
  });

  it('counts the hand-counted fixtures of a custom period with the previous period (whole tenant, from the aggregates)', async () => {
    const res = await board({ period: PERIOD, scope: { kind: 'all' } });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.period).toEqual({
      from: '2020-03-01',
      to: '2020-03-10',
      previousFrom: '2020-02-20',
      previousTo: '2020-02-29',
    });
    expect(data.total).toBe(5);
    expect(data.previousTotal).toBe(1);
    expect(data.perDay).toHaveLength(10);
    expect(data.perDay.map((d) => d.count)).toEqual([0, 2, 0, 0, 3, 0, 0, 0, 0, 0]);
    expect(data.schoolTiers).toEqual([
      { key: '985', label: '985', count: 2 },
      { key: '211', label: '211', count: 1 },
      { key: '双一流', label: '双一流', count: 0 },
      { key: '海外', label: '海外', count: 1 },
      { key: '其他', label: '其他', count: 1 },
    ]);
    expect(data.degrees.map((d) => [d.label, d.count])).toEqual([
      ['博士', 1],
      ['硕士', 2],
      ['本科', 2],
      ['大专', 0],
    ]);
    expect(data.sources).toEqual([{ key: '官网', label: '官网', count: 5 }]);
    expect(data.topJobs.map((j) => [j.label, j.count])).toEqual([
      ['统计甲岗', 3],
      ['统计乙岗', 2],
    ]);
    // Funnel: current 2 / 2 / 1 in steps 1..3; reached 5 / 3 / 1.
    const [s1, s2, s3] = data.funnel;
    expect([s1.current, s2.current, s3.current]).toEqual([2, 2, 1]);
    expect([s1.reached, s2.reached, s3.reached]).toEqual([5, 3, 1]);
    expect([s1.conversion, s2.conversion, s3.conversion]).toEqual([1, 0.6, 0.3333]);
  });

  it('a job scope (read from applications) counts only that job, with time in step', async () => {
    const data = (await board({ period: PERIOD, scope: { kind: 'job', id: jobA } })).body.data;
    expect(data.total).toBe(3);
    expect(data.previousTotal).toBe(1);
    expect(count(data.schoolTiers, '985')).toBe(2);
    expect(data.funnel.slice(0, 2).map((s) => s.current)).toEqual([1, 2]);
    // Entered on 2020-03-02 and 03-05, still there on 2026-11-01.
    const today = Math.floor((NOW + 8 * 3_600_000) / 86_400_000);
    const day = (d: number) => Math.floor((march(d) + 8 * 3_600_000) / 86_400_000);
    expect(data.funnel[1]).toMatchObject({ medianDays: today - day(5), p90Days: today - day(2) });
  });

  it('an organisation scope read from applications equals the aggregates of the whole tenant when it covers every job', async () => {
    const root = await t.db
      .selectFrom('organization')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    for (const preset of ['season', 'last30'] as const) {
      const all = (await board({ period: { preset }, scope: { kind: 'all' } })).body.data;
      const org = (await board({ period: { preset }, scope: { kind: 'organization', id: root.id } })).body
        .data;
      expect(all.total).toBeGreaterThan(0);
      expect(org).toEqual(all);
    }
  });

  it('aggregates equal a recount of the applications after step changes, moves and deletes', async () => {
    const [first, second, third] = fixtureIds;
    const steps = await t.db
      .selectFrom('flow_step')
      .select(['id', 'sort'])
      .where('tenant_id', '=', tenantId)
      .execute();
    const application = await t.db
      .selectFrom('application')
      .select('flow_id')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    const flowSteps = await t.db
      .selectFrom('flow_step')
      .select('id')
      .where('flow_id', '=', application.flow_id)
      .orderBy('sort')
      .execute();
    expect(steps.length).toBeGreaterThan(2);
    await t.db
      .updateTable('application')
      .set({ step_id: flowSteps[2].id, updated_at: NOW - 86_400_000 })
      .where('id', '=', first)
      .execute();
    await t.db.updateTable('application').set({ job_id: jobB }).where('id', '=', second).execute();
    await t.db.deleteFrom('application').where('id', '=', third).execute();
    const agg = (await board({ period: PERIOD, scope: { kind: 'all' } })).body.data;
    const raw = (await board({ period: PERIOD, scope: { kind: 'organization', id: orgA } })).body.data;
    expect(agg.total).toBe(4);
    expect(agg.funnel.map((s) => s.current).slice(0, 3)).toEqual([1, 1, 2]);
    expect(count(agg.topJobs, jobB)).toBe(3);
    // Both fixture jobs sit in the same organisation: its raw count equals the aggregates.
    expect(raw.total).toBe(agg.total);
    expect(raw.funnel).toEqual(agg.funnel);
    expect(raw.schoolTiers).toEqual(agg.schoolTiers);
    const recount = await t.db
      .selectFrom('application')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const kept = await t.db
      .selectFrom('application_stat_day')
      .select((eb) => eb.fn.sum<number>('n').as('n'))
      .where('tenant_id', '=', tenantId)
      .where('dim', '=', 'total')
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(Number(recount.n));
    // The moved application entered its new step a day ago.
    const moved = (await board({ period: { preset: 'last7' }, scope: { kind: 'job', id: jobA } })).body.data;
    expect(moved.funnel[2]).toMatchObject({ current: 0, medianDays: 1, p90Days: 1 });
  });

  it('refuses a custom period without dates and an unknown scope with a zh-CN message, and without the permission', async () => {
    const missing = await board({ period: { preset: 'custom' }, scope: { kind: 'all' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('自定义周期需填写开始日期和结束日期');
    const unknown = await board({ period: PERIOD, scope: { kind: 'job', id: 'nope' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('统计范围不存在');
    await withPermission('Oper.DataBoard', 0, async (token) => {
      const refused = await board({ period: PERIOD, scope: { kind: 'all' } }, token);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('无权限');
    });
  });
});

describe('reports', () => {
  it('DATA-012 a custom report organisation × school type × degree gives hand-counted rows', async () => {
    const res = await reportRows({
      definition: { dimensions: ['organization', 'schoolType', 'degree'], measure: 'applications' },
      period: PERIOD,
    });
    expect(res.status).toBe(200);
    const orgName = (
      await t.db.selectFrom('organization').select('name').where('id', '=', orgA).executeTakeFirstOrThrow()
    ).name;
    const row = (schooltype: string, degree: string, total: number) => ({
      orgid: orgA,
      orgname: orgName,
      jobname: '',
      schooltype,
      degree,
      schoolcname: '',
      total,
    });
    // After the previous test: 985 本科 (moved step), 211 硕士 (moved to job B), 海外 博士, 其他 本科.
    expect(res.body.data.rows).toEqual(
      expect.arrayContaining([
        row('985', '本科', 1),
        row('211', '硕士', 1),
        row('海外', '博士', 1),
        row('其他', '本科', 1),
      ]),
    );
    expect(res.body.data.rows).toHaveLength(4);
    expect(res.body.data.total).toBe(4);
  });

  it('ROUTE-043 saves a custom report per tenant and shows it by id with period switching', async () => {
    const saved = await t.call<ReportSummary>('POST', '/api/biz/statistics/reports', {
      token: c.admin,
      body: { name: '职位学历统计', dimensions: ['job', 'degree'], measure: 'applications' },
    });
    expect(saved.status).toBe(200);
    const dup = await t.call('POST', '/api/biz/statistics/reports', {
      token: c.admin,
      body: { name: '职位学历统计', dimensions: ['job'], measure: 'applications' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('报表名称已存在');
    const empty = await t.call('POST', '/api/biz/statistics/reports', {
      token: c.admin,
      body: { name: '空', dimensions: [], measure: 'applications' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请至少选择一个统计维度');

    const list = await t.call<ReportSummary[]>('GET', '/api/biz/statistics/reports', { token: c.admin });
    expect(list.body.data.filter((r) => r.standard).length).toBeGreaterThan(0);
    expect(list.body.data.find((r) => r.id === saved.body.data.id)).toMatchObject({
      name: '职位学历统计',
      standard: false,
    });

    const march2020 = await reportRows({ reportId: saved.body.data.id, period: PERIOD });
    expect(march2020.body.data.rows.map((r) => [r.jobname, r.degree, r.total])).toEqual([
      ['统计甲岗', '本科', 1],
      ['统计乙岗', '本科', 1],
      ['统计乙岗', '博士', 1],
      ['统计乙岗', '硕士', 1],
    ]);
    const february = await reportRows({
      reportId: saved.body.data.id,
      period: { preset: 'custom', from: '2020-02-20', to: '2020-02-29' },
    });
    expect(february.body.data.rows.map((r) => [r.jobname, r.degree, r.total])).toEqual([
      ['统计甲岗', '本科', 1],
    ]);

    const other = await t.login('demo2', 'admin');
    const foreign = await reportRows({ reportId: saved.body.data.id, period: PERIOD }, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('报表不存在');

    const readOnly = await t.call('DELETE', '/api/biz/statistics/reports/std-job', { token: c.admin });
    expect(readOnly.status).toBe(400);
    expect(readOnly.body.msg).toBe('标准报表不能修改或删除');
    await withPermission('Oper.CustomReport', 1, async (token) => {
      const refused = await t.call('DELETE', `/api/biz/statistics/reports/${saved.body.data.id}`, { token });
      expect(refused.status).toBe(403);
    });
    await withPermission('Oper.ReportView', 0, async (token) => {
      const refused = await reportRows({ reportId: 'std-job', period: PERIOD }, token);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('无权限');
    });
    const removed = await t.call('DELETE', `/api/biz/statistics/reports/${saved.body.data.id}`, {
      token: c.admin,
    });
    expect(removed.status).toBe(200);
  });

  it('exports a report to xlsx through the task centre', async () => {
    const submitted = await t.call<{ taskId: string }>('POST', '/api/biz/statistics/report-export', {
      token: c.admin,
      body: { reportId: 'std-org-school-degree', period: PERIOD },
    });
    expect(submitted.status).toBe(200);
    const task = await until(
      async () =>
        (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${submitted.body.data.taskId}`, { token: c.admin }))
          .body.data,
      (x) => ['succeeded', 'failed', 'cancelled'].includes(x.status),
    );
    expect(task.status).toBe('succeeded');
    const file = await t.call('GET', `/api/biz/tasks/${submitted.body.data.taskId}/download`, {
      token: c.admin,
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.response.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0].eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
    );
    expect(rows[0]).toEqual(['组织', '院校类型', '学历', '投递数']);
    expect(rows.at(-1)).toEqual(['合计', '', '', '4']);
    expect(rows).toHaveLength(6);
  });
});

async function withPermission(
  key: string,
  value: number,
  run: (token: string) => Promise<void>,
): Promise<void> {
  const a = await t.login('demo', 'admin');
  const role = await t.db
    .selectFrom('operator')
    .select('role_id')
    .where('id', '=', a.userinfo.oprid)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('role_permission')
    .set({ auth_value: value })
    .where('role_id', '=', role.role_id)
    .where('auth_key', '=', key)
    .execute();
  try {
    await run((await t.login('demo', 'admin')).token);
  } finally {
    await t.db
      .updateTable('role_permission')
      .set({ auth_value: 2 })
      .where('role_id', '=', role.role_id)
      .where('auth_key', '=', key)
      .execute();
    // A new login replaces the admin's earlier session.
    c.admin = (await t.login('demo', 'admin')).token;
  }
}
