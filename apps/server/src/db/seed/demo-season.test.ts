import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentPage } from '@ehire/domain/contracts/talent';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEMO_SEASON_RESUMES, ensureDemoSeason } from './demo-season';

// Issue 20 §2 (first impressions): on the first start the demo tenant holds a realistic season
// a newcomer sees in the lists; demo2 stays small; a later start adds nothing.

let t: TestApp;
let demoId: string;
let demo2Id: string;
beforeAll(async () => {
  t = await createTestApp();
  const tenants = await t.db.selectFrom('tenant').select(['id', 'member_name']).execute();
  demoId = tenants.find((row) => row.member_name === 'demo')!.id;
  demo2Id = tenants.find((row) => row.member_name === 'demo2')!.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function count(table: 'application' | 'job' | 'talent_label' | 'resume_design_version', tenantId: string) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('issue 20 §2 the demo season on the first start', () => {
  it('§2 a later start (not the first) seeds nothing', async () => {
    expect(await ensureDemoSeason(t.db, { firstStart: false })).toBeNull();
    expect(await count('application', demoId)).toBe(0);
  });

  it('§2 the first start seeds several hundred applications over jobs and steps, a published design and labels', async () => {
    const result = await ensureDemoSeason(t.db, { firstStart: true });
    expect(result).not.toBeNull();
    const applications = await count('application', demoId);
    expect(applications).toBeGreaterThanOrEqual(DEMO_SEASON_RESUMES);
    expect(await count('job', demoId)).toBeGreaterThanOrEqual(6);
    const steps = await t.db
      .selectFrom('application')
      .select('step_id')
      .distinct()
      .where('tenant_id', '=', demoId)
      .execute();
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(await count('resume_design_version', demoId)).toBe(1);
    expect(await count('talent_label', demoId)).toBeGreaterThanOrEqual(3);
    // What a newcomer sees: the talent list is full.
    const admin = (await t.login('demo', 'admin')).token;
    const list = await t.call<TalentPage>('POST', '/api/biz/talent/list', { token: admin, body: {} });
    expect(list.body.data.total).toBe(applications);
    // The second tenant stays small.
    expect(await count('application', demo2Id)).toBe(0);
  }, 120_000);

  it('§2 starting again adds no second season', async () => {
    const before = await count('application', demoId);
    expect(await ensureDemoSeason(t.db, { firstStart: true })).toBeNull();
    expect(await count('application', demoId)).toBe(before);
  });
});
