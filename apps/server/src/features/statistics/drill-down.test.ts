import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardAnswer } from '@ehire/domain/contracts/statistics';
import type { TalentPage } from '@ehire/domain/contracts/talent';
import type { ScopeInput } from '@ehire/domain/contracts/statistics';
import { drillDownFilter, drillDownScope, type DrillDown } from '@ehire/domain/statistics/drill-down';
import { seedTenantData } from '../../db/seed/generate';
import { createRng } from '../../db/seed/random';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  insertApplication,
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';

// Issue 16 §1 drill-down: every row of the board's tables opens the talent list with a filter
// (packages/domain statistics/drill-down) whose total equals the row's count, on seeded data; from
// a board scoped to an organisation or a flow, within that scope (the list's organizationId /
// flowId). On SQLite and, with TEST_DATABASE_URL, PostgreSQL.

const NOW = Date.UTC(2026, 10, 1, 4, 0, 0);

let t: TestApp;
let c: JobTestContext;
/** An organisation below c.orgId with a job of its own (an organisation scope includes it). */
let subOrgId: string;
/** A second flow with one job (the default flow's scope leaves it out). */
let otherFlowId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  c = await jobTestContext(t);
  const tenantId = await tenantIdOf(t, 'demo');
  await seedTenantData(t.db, { tenantId, jobs: 5, resumes: 250, rng: createRng('drill-down'), now: NOW });
  // Every tier present, 双一流 and 211 among them (the tiers nest in the talent filter).
  const job = await publishedJob(c, { CJobName: '下钻岗' });
  for (const schoolLevel of ['985', '211', '双一流', '海外', '其他'] as const)
    await insertApplication(t, job, { schoolLevel, degree: '硕士' }, NOW - 3 * 86_400_000);

  subOrgId = 'org-drill-sub';
  await t.db
    .insertInto('organization')
    .values({
      id: subOrgId,
      tenant_id: tenantId,
      parent_id: c.orgId,
      name: '下钻子部门',
      sort: 99,
      created_at: NOW,
    })
    .execute();
  const subJob = await publishedJob(c, { CJobName: '子部门岗', OrgID: subOrgId });
  for (const degree of ['本科', '博士'] as const)
    await insertApplication(t, subJob, { schoolLevel: '211', degree }, NOW - 2 * 86_400_000);

  otherFlowId = 'flow-drill-other';
  await t.db
    .insertInto('flow')
    .values({ id: otherFlowId, tenant_id: tenantId, name: '下钻流程', is_default: 0, created_at: NOW })
    .execute();
  await t.db
    .insertInto('flow_step')
    .values(
      ['初筛', '终面'].map((name, i) => ({
        id: `step-drill-${i + 1}`,
        tenant_id: tenantId,
        flow_id: otherFlowId,
        ivid: `980${i + 1}`,
        name,
        iv_type: i === 0 ? 1 : 3,
        sort: i + 1,
      })),
    )
    .execute();
  const flowJob = await publishedJob(c, { CJobName: '另一流程岗', OrgID: subOrgId });
  await t.db.updateTable('job').set({ flow_id: otherFlowId }).where('id', '=', flowJob).execute();
  for (const [stepSort, schoolLevel] of [
    [1, '985'],
    [1, '海外'],
    [2, '其他'],
  ] as const)
    await insertApplication(t, flowJob, { schoolLevel, stepSort }, NOW - 86_400_000);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function talentTotal(drill: DrillDown, extra: Record<string, unknown> = {}): Promise<number> {
  const filter = drillDownFilter(drill);
  const res = await t.call<TalentPage>('POST', '/api/biz/talent/list', {
    token: c.admin,
    body: { tab: 'first', pageSize: 1, ...(filter ? { filter } : {}), ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.total;
}

async function board(scope: ScopeInput): Promise<BoardAnswer> {
  const res = await t.call<BoardAnswer>('POST', '/api/biz/statistics/board', {
    token: c.admin,
    body: { period: { preset: 'last30' }, scope },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/**
 * Each row of every table of the board counts what its drill-down lists: the period and the
 * board's scope (`scope`, as the link carries it), plus the row's value, job or step.
 */
async function expectDrillDownsMatch(data: BoardAnswer, scope: DrillDown): Promise<string[]> {
  const period = { from: data.period.from, to: data.period.to, ...scope };
  const selection = drillDownScope(scope);
  expect(await talentTotal(period, selection)).toBe(data.total);

  const checked: string[] = [];
  const check = async (rows: BoardAnswer['schoolTiers'], drill: (key: string) => DrillDown, name: string) => {
    for (const row of rows.filter((r) => r.key !== '__other__' && r.count > 0)) {
      expect(await talentTotal({ ...period, ...drill(row.key) }, selection), `${name} ${row.label}`).toBe(
        row.count,
      );
      checked.push(name);
    }
  };
  await check(data.schoolTiers, (schoolTier) => ({ schoolTier }), 'tier');
  await check(data.degrees, (degree) => ({ degree }), 'degree');
  await check(data.sources, (source) => ({ source }), 'source');
  await check(data.majors, (major) => ({ major }), 'major');
  await check(data.regions, (region) => ({ region }), 'region');
  // The summed 其他 of the top majors / regions: none of the values listed above it.
  for (const [rows, field, name] of [
    [data.majors, 'majorNot', 'major-other'],
    [data.regions, 'regionNot', 'region-other'],
  ] as const) {
    const other = rows.find((r) => r.key === '__other__');
    if (!other) continue;
    const listed = rows.filter((r) => r.key !== '__other__').map((r) => r.key);
    expect(await talentTotal({ ...period, [field]: listed }, selection), `${name} ${other.count}`).toBe(other.count);
    checked.push(name);
  }
  for (const row of data.topJobs) {
    expect(
      await talentTotal(period, { ...selection, tab: 'second', jobId: row.key }),
      `job ${row.label}`,
    ).toBe(row.count);
    checked.push('job');
  }
  for (const step of data.funnel.filter((s) => s.current > 0)) {
    expect(await talentTotal(period, { ...selection, ivid: step.ivid }), `step ${step.name}`).toBe(
      step.current,
    );
    checked.push('step');
  }
  return checked;
}

describe('board drill-down into the talent list', () => {
  it('issue 16 each row of school tier, degree, source, major, region (their summed 其他 rows too), top job and funnel step counts what its talent-list filter lists', async () => {
    const data = await board({ kind: 'all' });
    expect(data.total).toBeGreaterThan(20);
    const checked = await expectDrillDownsMatch(data, {});
    expect(checked).toEqual(expect.arrayContaining(['major-other', 'region-other']));
    for (const name of ['tier', 'degree', 'source', 'major', 'region', 'job', 'step'])
      expect(checked.filter((n) => n === name).length, name).toBeGreaterThan(1);
    expect(checked.filter((n) => n === 'tier')).toHaveLength(5);
  }, 120_000);

  it('issue 16 an organisation board drills down within the organisation and those below it: every row counts what its list shows', async () => {
    const data = await board({ kind: 'organization', id: c.orgId });
    const everything = await board({ kind: 'all' });
    // The organisation's own jobs and its sub-organisation's (2 + 3 applications) are counted,
    // but not the whole tenant.
    expect(data.total).toBeGreaterThanOrEqual(5);
    expect(data.total).toBeLessThan(everything.total);
    expect(data.topJobs.map((j) => j.label)).toEqual(expect.arrayContaining(['子部门岗', '另一流程岗']));
    const checked = await expectDrillDownsMatch(data, { organizationId: c.orgId });
    expect(checked.filter((n) => n === 'tier').length).toBeGreaterThan(1);
    expect(checked).toContain('step');

    // The sub-organisation alone: its two jobs, five applications.
    const sub = await board({ kind: 'organization', id: subOrgId });
    expect(sub.total).toBe(5);
    expect(await expectDrillDownsMatch(sub, { organizationId: subOrgId })).toContain('degree');
  }, 120_000);

  it('issue 16 a flow board drills down within the jobs of the flow, its funnel steps included', async () => {
    const other = await board({ kind: 'flow', id: otherFlowId });
    expect(other.total).toBe(3);
    expect(other.funnel.map((s) => [s.name, s.current])).toEqual([
      ['初筛', 2],
      ['终面', 1],
    ]);
    const checked = await expectDrillDownsMatch(other, { flowId: otherFlowId });
    expect(checked.filter((n) => n === 'step')).toHaveLength(2);
    expect(checked.filter((n) => n === 'tier')).toHaveLength(3);

    // The default flow's board leaves that job out, and its rows still match their lists.
    const defaultFlow = other.funnel.length > 0 ? (await board({ kind: 'all' })).flow : null;
    expect(defaultFlow).not.toBeNull();
    const main = await board({ kind: 'flow', id: defaultFlow?.id });
    expect(main.total).toBe((await board({ kind: 'all' })).total - 3);
    expect(await expectDrillDownsMatch(main, { flowId: defaultFlow?.id })).toContain('step');
  }, 120_000);

  it('issue 16 the talent list refuses an unknown organisation or flow of a drill-down link (400, named), listing nothing', async () => {
    for (const [selection, message] of [
      [{ organizationId: 'no-such-org' }, '组织不存在'],
      [{ flowId: 'no-such-flow' }, '流程不存在'],
    ] as const) {
      const res = await t.call('POST', '/api/biz/talent/list', {
        token: c.admin,
        body: { tab: 'first', pageSize: 1, ...selection },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ msg: message });
    }
  });
});
