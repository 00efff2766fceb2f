import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardAnswer } from '@ehire/domain/contracts/statistics';
import type { TalentPage } from '@ehire/domain/contracts/talent';
import { drillDownFilter, type DrillDown } from '@ehire/domain/statistics/drill-down';
import { seedTenantData } from '../../db/seed/generate';
import { createRng } from '../../db/seed/random';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertApplication, jobTestContext, publishedJob, tenantIdOf, type JobTestContext } from '../jobs/test-support';

// Issue 16 §1 drill-down: every row of the board's tables opens the talent list with a filter
// (packages/domain statistics/drill-down) whose total equals the row's count, on seeded data.
// On SQLite and, with TEST_DATABASE_URL, PostgreSQL.

const NOW = Date.UTC(2026, 10, 1, 4, 0, 0);

let t: TestApp;
let c: JobTestContext;

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

describe('board drill-down into the talent list', () => {
  it('issue 16 each row of school tier, degree, source, major, region, top job and funnel step counts what its talent-list filter lists', async () => {
    const res = await t.call<BoardAnswer>('POST', '/api/biz/statistics/board', {
      token: c.admin,
      body: { period: { preset: 'last30' }, scope: { kind: 'all' } },
    });
    expect(res.status).toBe(200);
    const board = res.body.data;
    const period = { from: board.period.from, to: board.period.to };
    expect(board.total).toBeGreaterThan(20);
    expect(await talentTotal(period)).toBe(board.total);

    const checked: string[] = [];
    const check = async (
      rows: BoardAnswer['schoolTiers'],
      drill: (key: string) => DrillDown,
      name: string,
    ) => {
      for (const row of rows.filter((r) => r.key !== '__other__' && r.count > 0)) {
        expect(await talentTotal({ ...period, ...drill(row.key) }), `${name} ${row.label}`).toBe(row.count);
        checked.push(name);
      }
    };
    await check(board.schoolTiers, (schoolTier) => ({ schoolTier }), 'tier');
    await check(board.degrees, (degree) => ({ degree }), 'degree');
    await check(board.sources, (source) => ({ source }), 'source');
    await check(board.majors, (major) => ({ major }), 'major');
    await check(board.regions, (region) => ({ region }), 'region');
    for (const row of board.topJobs)
      expect(await talentTotal(period, { tab: 'second', jobId: row.key }), `job ${row.label}`).toBe(row.count);
    for (const step of board.funnel.filter((s) => s.current > 0))
      expect(await talentTotal(period, { ivid: step.ivid }), `step ${step.name}`).toBe(step.current);
    for (const name of ['tier', 'degree', 'source', 'major', 'region'])
      expect(checked.filter((n) => n === name).length, name).toBeGreaterThan(1);
    expect(checked.filter((n) => n === 'tier')).toHaveLength(5);
  }, 120_000);
});
