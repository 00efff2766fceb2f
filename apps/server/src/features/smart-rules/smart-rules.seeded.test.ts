import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecalcTaskAnswer, SmartRuleSet } from '@ehire/domain/contracts/smart-rules';
import { seedTenantData } from '../../db/seed/generate';
import { createRng } from '../../db/seed/random';
import { createTestApp, type TestApp } from '../../test/harness';
import { cond } from './test-support';

// The three kinds of rules recalculated over the demo seed's applications (realistic resumes and
// answers_json), checked against the same rules written by hand over the stored rows.

const BASE = '/api/biz/smart-rules';
const NOW = Date.UTC(2026, 10, 1, 4, 0, 0);

let t: TestApp;
let token: string;
let tenantId: string;

interface Row {
  id: string;
  step_id: string;
  flow_id: string;
  score: number | null;
  degree: string;
  school_level: string;
  answers_json: string;
}

async function rows(): Promise<Row[]> {
  const list = await t.db
    .selectFrom('application as a')
    .innerJoin('resume as r', (j) =>
      j.onRef('r.tenant_id', '=', 'a.tenant_id').onRef('r.id', '=', 'a.resume_id'),
    )
    .select(['a.id', 'a.step_id', 'a.flow_id', 'a.score', 'r.degree', 'r.school_level', 'r.answers_json'])
    .where('a.tenant_id', '=', tenantId)
    .orderBy('a.id')
    .execute();
  return list.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) }));
}

async function recalc(kind: string): Promise<RecalcTaskAnswer> {
  const started = await t.call<RecalcTaskAnswer>('POST', `${BASE}/${kind}/recalc`, { token });
  expect(started.body.data.status).toBe('20');
  await t.app.smartRules.recalc.whenIdle();
  return (await t.call<RecalcTaskAnswer>('GET', `${BASE}/${kind}/recalc/status`, { token })).body.data;
}

async function create(kind: string, body: unknown): Promise<SmartRuleSet> {
  const result = await t.call<SmartRuleSet>('POST', `${BASE}/${kind}`, { token, body });
  if (result.status !== 200) throw new Error(JSON.stringify(result.body));
  return result.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('demo2', 'admin')).token;
  tenantId = (
    await t.db.selectFrom('tenant').select('id').where('member_name', '=', 'demo2').executeTakeFirstOrThrow()
  ).id;
  await seedTenantData(t.db, { tenantId, jobs: 6, resumes: 150, rng: createRng('smart-rules'), now: NOW });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('recalculation over seeded applications', () => {
  it('STATE-009 DATA-026 DATA-027 tags, scores and flow transfers equal the hand-written rules', async () => {
    const before = await rows();
    expect(before.length).toBeGreaterThan(150);
    const steps = await t.db
      .selectFrom('flow_step')
      .select(['id', 'ivid', 'flow_id', 'sort'])
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .execute();
    const flowId = before[0].flow_id;
    const flowSteps = steps.filter((s) => s.flow_id === flowId);
    const [first, second] = flowSteps;

    await create('tag', {
      name: '高学历',
      labels: ['智能-高学历'],
      rules: [{ conditions_json: [cond('degree', 7, ['硕士', '博士'])] }],
    });
    const longInternship = { ...cond('months', 5, [4], '1', 'internships'), field_match: '2' as const };
    await create('score', {
      name: '综合评分',
      rules: [
        { score: 40, conditions_json: [cond('schoolLevel', 2, ['985'])] },
        { score: 25.5, conditions_json: [longInternship] },
      ],
    });
    await create('flow', {
      name: '985 直通',
      rules: [
        { target_iv_id: second.ivid, execute_type: '1', conditions_json: [cond('schoolLevel', 2, ['985'])] },
      ],
    });

    for (const kind of ['tag', 'score', 'flow']) {
      const status = await recalc(kind);
      expect(status).toMatchObject({
        status: '30',
        processed: before.length,
        total: before.length,
        percent: 100,
      });
    }

    const after = new Map((await rows()).map((r) => [r.id, r]));
    const labelled = new Set(
      (
        await t.db
          .selectFrom('application_label')
          .select('application_id')
          .where('tenant_id', '=', tenantId)
          .where('label', '=', '智能-高学历')
          .execute()
      ).map((r) => r.application_id),
    );
    let moved = 0;
    for (const r of before) {
      const now = after.get(r.id)!;
      // Tag: exactly the master's and doctor's degrees.
      expect(labelled.has(r.id), r.id).toBe(r.degree === '硕士' || r.degree === '博士');
      // Score: 40 for 985, 25.5 for any internship of 4 months or more; untouched when neither.
      const internships =
        (JSON.parse(r.answers_json) as { internships?: { months: number }[] }).internships ?? [];
      const expected =
        (r.school_level === '985' ? 40 : 0) + (internships.some((i) => i.months >= 4) ? 25.5 : 0);
      expect(now.score, r.id).toBe(expected > 0 ? expected : r.score);
      // Flow: 985 applications still in the first step of this flow go to the second step.
      const goes = r.school_level === '985' && r.flow_id === flowId && r.step_id === first.id;
      expect(now.step_id, r.id).toBe(goes ? second.id : r.step_id);
      if (goes) moved++;
    }
    expect(labelled.size).toBeGreaterThan(0);
    expect(moved).toBeGreaterThan(0);
  });
});
