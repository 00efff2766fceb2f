import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecalcTaskAnswer, RelatedRulesAnswer, SmartRuleSet } from '@ehire/domain/contracts/smart-rules';
import { createTestApp, type TestApp } from '../../test/harness';
import { createJob, insertApplication, jobTestContext, type JobTestContext } from '../jobs/test-support';
import { RECALC_TASK_KIND } from './recalc.task';
import { MASTER_OR_DOCTOR, SCHOOL_985, applicationState, cond, stepsOfJob, tagRule } from './test-support';

const BASE = '/api/biz/smart-rules';

let t: TestApp;
let c: JobTestContext;
let jobId: string;
let steps: { id: string; ivid: string; sort: number }[];
let demoTenant: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  jobId = await createJob(c);
  steps = await stepsOfJob(t, jobId);
  demoTenant = (
    await t.db.selectFrom('tenant').select('id').where('member_name', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await t?.close();
});

async function create(kind: string, body: unknown): Promise<SmartRuleSet> {
  const result = await t.call<SmartRuleSet>('POST', `${BASE}/${kind}`, { token: c.admin, body });
  if (result.status !== 200) throw new Error(JSON.stringify(result.body));
  return result.body.data;
}

async function removeAllRules(): Promise<void> {
  for (const table of ['smart_rule_field', 'smart_sub_rule', 'smart_rule_set'] as const) {
    await t.db.deleteFrom(table).execute();
  }
  await t.db.deleteFrom('task').where('kind', '=', RECALC_TASK_KIND).execute();
}

/** A recalculation task row as another (possibly dead) process left it. */
async function insertRecalcTask(row: {
  id: string;
  ruleKind: 'tag' | 'flow' | 'score';
  done: number;
  total: number;
  checkpoint: string | null;
  leaseUntil: number;
}): Promise<void> {
  const now = t.clock.now();
  await t.db
    .insertInto('task')
    .values({
      id: row.id,
      tenant_id: demoTenant,
      kind: RECALC_TASK_KIND,
      status: 'running',
      done: row.done,
      total: row.total,
      requested_by: null,
      params_json: JSON.stringify({ ruleKind: row.ruleKind }),
      summary: '',
      checkpoint: row.checkpoint,
      result_key: null,
      result_name: null,
      result_size: null,
      result_mime: null,
      error: '',
      attempts: 1,
      max_attempts: 3,
      cancel_requested: 0,
      lease_owner: 'another-process:boot',
      lease_until: row.leaseUntil,
      run_after: now,
      singleton_key: row.ruleKind,
      active_key: row.ruleKind,
      engine_job_id: null,
      created_at: now - 1000,
      updated_at: now,
      started_at: now - 1000,
      finished_at: null,
      expires_at: null,
    })
    .execute();
}

describe('evaluation of the enabled rules on applications', () => {
  it('DATA-026 DATA-027 tags set, flow transferred, score computed; non-matching applications untouched', async () => {
    await removeAllRules();
    await create('tag', tagRule('高学历', ['高学历']));
    await create('flow', {
      name: '985 直通笔试',
      rules: [{ target_iv_id: steps[1].ivid, execute_type: '1', conditions_json: [SCHOOL_985] }],
    });
    await create('score', {
      name: '学历评分',
      rules: [
        { score: 40, conditions_json: [SCHOOL_985] },
        { score: 30.5, conditions_json: [MASTER_OR_DOCTOR] },
      ],
    });
    const { applicationId: strong } = await insertApplication(t, jobId, {
      degree: '硕士',
      schoolLevel: '985',
    });
    const { applicationId: plain } = await insertApplication(t, jobId, {
      degree: '本科',
      schoolLevel: '其他',
    });

    const result = await t.app.smartRules.evaluateApplications(demoTenant, [strong, plain]);
    expect(result).toEqual({ evaluated: 2, labelled: 1, moved: 1, scored: 1 });
    expect(await applicationState(t, strong)).toEqual({
      stepId: steps[1].id,
      score: 70.5,
      labels: ['高学历'],
    });
    expect(await applicationState(t, plain)).toEqual({ stepId: steps[0].id, score: null, labels: [] });

    // Idempotent: evaluating again changes nothing and duplicates nothing.
    await t.app.smartRules.evaluateApplications(demoTenant, [strong, plain]);
    expect(await applicationState(t, strong)).toEqual({
      stepId: steps[1].id,
      score: 70.5,
      labels: ['高学历'],
    });
  });

  it('execute_type 1 moves only applications still in the first step; 2 moves from any step', async () => {
    await removeAllRules();
    const flow = await create('flow', {
      name: '仅初始环节',
      rules: [{ target_iv_id: steps[3].ivid, execute_type: '1', conditions_json: [SCHOOL_985] }],
    });
    const { applicationId: advanced } = await insertApplication(t, jobId, {
      schoolLevel: '985',
      stepSort: 3,
    });
    await t.app.smartRules.evaluateApplications(demoTenant, [advanced]);
    expect((await applicationState(t, advanced)).stepId).toBe(steps[2].id);

    await t.call('PUT', `${BASE}/flow/${flow.id}`, {
      token: c.admin,
      body: {
        name: '始终流转',
        rules: [{ target_iv_id: steps[3].ivid, execute_type: '2', conditions_json: [SCHOOL_985] }],
      },
    });
    await t.app.smartRules.evaluateApplications(demoTenant, [advanced]);
    expect((await applicationState(t, advanced)).stepId).toBe(steps[3].id);
  });

  it('disabled rule sets are not applied; other tenants and unknown ids are ignored', async () => {
    await removeAllRules();
    const rule = await create('tag', tagRule('停用的', ['不该出现']));
    await t.call('POST', `${BASE}/tag/${rule.id}/disable`, { token: c.admin });
    const { applicationId: app } = await insertApplication(t, jobId, { degree: '博士' });
    const other = (
      await t.db
        .selectFrom('tenant')
        .select('id')
        .where('member_name', '=', 'demo2')
        .executeTakeFirstOrThrow()
    ).id;
    expect(await t.app.smartRules.evaluateApplications(other, [app])).toEqual({
      evaluated: 0,
      labelled: 0,
      moved: 0,
      scored: 0,
    });
    await t.app.smartRules.evaluateApplications(demoTenant, [app, 'no-such-id']);
    expect((await applicationState(t, app)).labels).toEqual([]);
  });

  it('reads answers_json: repeatable modules with the section rule (COND-028 COND-029) and other keys', async () => {
    await removeAllRules();
    const every = cond('months', 5, [3], '1', 'internships');
    await create('tag', tagRule('每段实习≥3月', ['实习扎实'], [every]));
    await create('tag', tagRule('任一段实习≥3月', ['有实习'], [{ ...every, field_match: '2' }]));
    await create('tag', tagRule('英语', ['六级'], [cond('english', 2, ['cet-6'], '1', 'other')]));
    const { applicationId: mixed } = await insertApplication(t, jobId, {
      answers: {
        internships: [
          { company: '腾讯', months: 4 },
          { company: '美团', months: 2 },
        ],
        english: 'CET-6',
      },
    });
    const { applicationId: solid } = await insertApplication(t, jobId, {
      answers: { internships: [{ company: '华为', months: 6 }] },
    });
    await t.app.smartRules.evaluateApplications(demoTenant, [mixed, solid]);
    expect((await applicationState(t, mixed)).labels).toEqual(['六级', '有实习']);
    expect((await applicationState(t, solid)).labels).toEqual(['实习扎实', '有实习']);
  });
});

describe('recalculation task (STATE-005..010)', () => {
  it('STATE-008 STATE-009 STATE-010 runs in the background to completion with progress and the warnning text', async () => {
    await removeAllRules();
    const apps = [];
    for (let i = 0; i < 3; i++)
      apps.push((await insertApplication(t, jobId, { degree: '硕士' })).applicationId);
    await create('tag', tagRule('重算标签', ['重算']));
    const total = (
      await t.db.selectFrom('application').select('id').where('tenant_id', '=', demoTenant).execute()
    ).length;

    const started = await t.call<RecalcTaskAnswer>('POST', `${BASE}/tag/recalc`, { token: c.admin });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({
      kind: 'tag',
      status: '20',
      total,
      warnning: '数据重新计算中，请稍后刷新查看',
    });

    await t.app.smartRules.recalc.whenIdle();
    const status = await t.call<RecalcTaskAnswer>('GET', `${BASE}/tag/recalc/status`, { token: c.viewer });
    expect(status.body.data).toMatchObject({
      status: '30',
      total,
      processed: total,
      percent: 100,
      warnning: '',
      error: '',
    });
    for (const id of apps) expect((await applicationState(t, id)).labels).toContain('重算');
  });

  it('refuses a second start while one is running (live lease) with a zh-CN message', async () => {
    await insertRecalcTask({
      id: 'running-task',
      ruleKind: 'score',
      done: 4,
      total: 10,
      checkpoint: null,
      leaseUntil: t.clock.now() + 60_000,
    });
    const status = await t.call<RecalcTaskAnswer>('GET', `${BASE}/score/recalc/status`, { token: c.admin });
    expect(status.body.data).toMatchObject({
      taskId: 'running-task',
      status: '20',
      percent: 40,
      warnning: '数据重新计算中，请稍后刷新查看',
    });
    const again = await t.call('POST', `${BASE}/score/recalc`, { token: c.admin });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('数据正在重新计算中，请等待本次计算完成后再试');
    // Other kinds are independent.
    const tag = await t.call<RecalcTaskAnswer>('POST', `${BASE}/tag/recalc`, { token: c.admin });
    expect(tag.status).toBe(200);
    await t.app.smartRules.recalc.whenIdle();
    expect(
      (await t.call<RecalcTaskAnswer>('GET', `${BASE}/tag/recalc/status`, { token: c.admin })).body.data
        .status,
    ).toBe('30');
    await t.db.deleteFrom('task').where('id', '=', 'running-task').execute();
  });

  it('resumes after a crash from the last committed batch, then finishes the job', async () => {
    await removeAllRules();
    await t.db.deleteFrom('application_label').execute();
    // 毕业年份 不为空: every application matches.
    await create('tag', tagRule('崩溃恢复', ['恢复'], [cond('graduationYear', 1, [0])]));
    for (let i = 0; i < 4; i++) await insertApplication(t, jobId, { degree: '博士' });
    const all = (
      await t.db
        .selectFrom('application')
        .select('id')
        .where('tenant_id', '=', demoTenant)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    expect(all.length).toBeGreaterThan(4);

    // What a process killed after its first batch of 2 leaves: the checkpoint at the second id.
    await insertRecalcTask({
      id: 'crashed-task',
      ruleKind: 'tag',
      done: 2,
      total: all.length,
      checkpoint: all[1]!,
      leaseUntil: t.clock.now() + 60_000,
    });
    // While the lease is live the task counts as running.
    const refused = await t.call('POST', `${BASE}/tag/recalc`, { token: c.admin });
    expect(refused.status).toBe(409);

    // After the lease expires, a start request takes the task over and finishes it.
    t.clock.advance(61_000);
    const resumed = await t.call<RecalcTaskAnswer>('POST', `${BASE}/tag/recalc`, { token: c.admin });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ taskId: 'crashed-task', status: '20' });
    await t.app.smartRules.recalc.whenIdle();
    const status = await t.call<RecalcTaskAnswer>('GET', `${BASE}/tag/recalc/status`, { token: c.admin });
    expect(status.body.data).toMatchObject({
      taskId: 'crashed-task',
      status: '30',
      processed: all.length,
      percent: 100,
    });
    // Only the applications after the checkpoint were evaluated by the second attempt.
    const after = await t.db
      .selectFrom('application_label')
      .select('application_id')
      .where('label', '=', '恢复')
      .execute();
    expect(after.map((r) => r.application_id).sort()).toEqual(all.slice(2));
  });

  it('a rerun request takes over an abandoned task instead of refusing', async () => {
    await insertRecalcTask({
      id: 'abandoned',
      ruleKind: 'flow',
      done: 0,
      total: 1,
      checkpoint: null,
      leaseUntil: t.clock.now() - 1,
    });
    const rerun = await t.call<RecalcTaskAnswer>('POST', `${BASE}/flow/recalc`, { token: c.admin });
    expect(rerun.status).toBe(200);
    expect(rerun.body.data.taskId).toBe('abandoned');
    await t.app.smartRules.recalc.whenIdle();
    const done = await t.call<RecalcTaskAnswer>('GET', `${BASE}/flow/recalc/status`, { token: c.admin });
    expect(done.body.data).toMatchObject({ taskId: 'abandoned', status: '30' });
  });
});

describe('designer linkage: related rules and auto-disable', () => {
  it('DATA-028 lists the rule sets using (module, column) pairs, by kind; a module alone matches all its columns', async () => {
    await removeAllRules();
    const tag = await create('tag', tagRule('用学历', ['a']));
    const score = await create('score', {
      name: '用实习',
      rules: [{ score: 5, conditions_json: [cond('months', 3, [1], '1', 'internships')] }],
    });
    const flow = await create('flow', {
      name: '用院校',
      rules: [{ target_iv_id: steps[1].ivid, conditions_json: [SCHOOL_985] }],
    });
    const byColumn = await t.call<RelatedRulesAnswer>('POST', `${BASE}/related`, {
      token: c.viewer,
      body: {
        checkList: [
          { moduleName: 'education', columnName: 'degree' },
          { moduleName: 'internships', columnName: 'months' },
        ],
      },
    });
    expect(byColumn.body.data).toEqual({
      labelList: [{ id: tag.id, name: '用学历', enabled: true }],
      circulationList: [],
      scoreList: [{ id: score.id, name: '用实习', enabled: true }],
    });
    const byModule = await t.call<RelatedRulesAnswer>('POST', `${BASE}/related`, {
      token: c.admin,
      body: { checkList: [{ moduleName: 'education' }] },
    });
    expect(byModule.body.data.labelList.map((r) => r.id)).toEqual([tag.id]);
    expect(byModule.body.data.circulationList.map((r) => r.id)).toEqual([flow.id]);
    const empty = await t.call('POST', `${BASE}/related`, { token: c.admin, body: { checkList: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('参数错误：请选择字段');
  });

  it('disables the rules using deleted or changed fields with a note, which are then not applied', async () => {
    const answer = await t.call<RelatedRulesAnswer>('POST', `${BASE}/disable-by-fields`, {
      token: c.admin,
      body: { checkList: [{ moduleName: 'education', columnName: 'degree' }] },
    });
    expect(answer.body.data.labelList.map((r) => r.name)).toEqual(['用学历']);
    expect(answer.body.data.scoreList).toEqual([]);
    const id = answer.body.data.labelList[0].id;
    const rule = await t.call<SmartRuleSet>('GET', `${BASE}/tag/${id}`, { token: c.admin });
    expect(rule.body.data).toMatchObject({
      enabled: false,
      disabledReason: '规则使用的字段“教育背景/学历”已被删除或修改，规则已自动停用',
    });
    const { applicationId: app } = await insertApplication(t, jobId, { degree: '硕士' });
    await t.app.smartRules.evaluateApplications(demoTenant, [app]);
    expect((await applicationState(t, app)).labels).toEqual([]);

    // The service function the designer calls directly does the same.
    const direct = await t.app.smartRules.disableRulesUsingFields(
      demoTenant,
      [{ moduleName: 'internships' }],
      '模块已删除',
    );
    expect(direct.scoreList.map((r) => r.name)).toEqual(['用实习']);
    const score = await t.call<SmartRuleSet>('GET', `${BASE}/score/${direct.scoreList[0].id}`, {
      token: c.admin,
    });
    expect(score.body.data.disabledReason).toBe('模块已删除');

    // Enabling again clears the note when the conditions are valid.
    const back = await t.call<SmartRuleSet>('POST', `${BASE}/tag/${id}/enable`, { token: c.admin });
    expect(back.body.data).toMatchObject({ enabled: true, disabledReason: '' });
  });

  it('refuses to enable a rule whose conditions no longer fit the fields', async () => {
    const rule = await create('tag', tagRule('将失效', ['a']));
    await t.call('POST', `${BASE}/tag/${rule.id}/disable`, { token: c.admin });
    // The field's stored condition now names a column that does not exist.
    await t.db
      .updateTable('smart_sub_rule')
      .set({ conditions_json: JSON.stringify([cond('removedColumn', 2, ['x'])]) })
      .where('rule_set_id', '=', rule.id)
      .execute();
    const refused = await t.call('POST', `${BASE}/tag/${rule.id}/enable`, { token: c.admin });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      '规则条件已失效，无法启用：第1条规则第1个条件：字段“jobs.education.removedColumn”不存在',
    );
    const still = await t.call<SmartRuleSet>('GET', `${BASE}/tag/${rule.id}`, { token: c.admin });
    expect(still.body.data.enabled).toBe(false);
  });
});
