import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmartRuleListAnswer } from '@ehire/domain/contracts/smart-rules';
import type { TalentPage } from '@ehire/domain/contracts/talent';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEMO_SEASON_RESUMES, ensureDemoSeason, startDemoSmartRules } from './demo-season';

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

async function count(
  table: 'application' | 'job' | 'talent_label' | 'resume_design_version',
  tenantId: string,
) {
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

  it("§2 the season's smart rules label (and score) the seeded applications once their tasks have run", async () => {
    await startDemoSmartRules(t.db, t.app.smartRules);
    await t.app.smartRules.recalc.whenIdle();
    const rows = await t.db
      .selectFrom('application as a')
      .innerJoin('resume as r', (j) =>
        j.onRef('r.tenant_id', '=', 'a.tenant_id').onRef('r.id', '=', 'a.resume_id'),
      )
      .select(['a.id', 'a.score', 'r.degree', 'r.school_level'])
      .where('a.tenant_id', '=', demoId)
      .execute();
    const labelled = async (label: string) =>
      new Set(
        (
          await t.db
            .selectFrom('application_label')
            .select('application_id')
            .where('tenant_id', '=', demoId)
            .where('label', '=', label)
            .execute()
        ).map((row) => row.application_id),
      );
    const graduates = await labelled('研究生');
    const topSchools = await labelled('985/211院校');
    for (const row of rows) {
      expect(graduates.has(row.id), row.id).toBe(row.degree === '硕士' || row.degree === '博士');
      // 初筛评分: 30 for a graduate degree, plus 40 for 985 and 20 for a long internship.
      if (row.degree === '硕士' || row.degree === '博士')
        expect(Number(row.score), row.id).toBeGreaterThanOrEqual(30);
      expect(topSchools.has(row.id), row.id).toBe(row.school_level === '985' || row.school_level === '211');
    }
    expect(graduates.size).toBeGreaterThan(0);
    expect(topSchools.size).toBeGreaterThan(0);
    expect((await labelled('实习半年以上')).size).toBeGreaterThan(0);
    // The rules are listed in 智能标签 as the administrator sees them.
    const admin = (await t.login('demo', 'admin')).token;
    const list = await t.call<SmartRuleListAnswer>('POST', '/api/biz/smart-rules/tag/list', {
      token: admin,
      body: {},
    });
    expect(list.body.data.rows.map((r) => r.name).sort()).toEqual(['名校背景', '研究生学历', '长期实习']);
  }, 120_000);

  it('§2 starting again adds no second season', async () => {
    const before = await count('application', demoId);
    expect(await ensureDemoSeason(t.db, { firstStart: true })).toBeNull();
    expect(await count('application', demoId)).toBe(before);
  });
});
