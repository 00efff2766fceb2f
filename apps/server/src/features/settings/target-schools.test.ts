import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyAs } from '@ehire/domain/apply/test-support/answers';
import type { TargetSolutionList } from '@ehire/domain/contracts/settings';
import type { ApplyAnswer, TalentField, TalentPage } from '@ehire/domain/contracts/talent';
import type { SmartRuleOptionsAnswer, SmartRuleSet } from '@ehire/domain/contracts/smart-rules';
import { createTestApp, type TestApp } from '../../test/harness';
import { applicationState, cond } from '../smart-rules/test-support';
import { jobTestContext, publishedJob, publishApplyDesign, tenantIdOf, type JobTestContext } from '../jobs/test-support';

// 目标学校/专业 (issue 17, /new/systemManagement/basic/destinationlist) through the API: target
// solutions from the school dictionary, and the talent list's 目标院校 filter. SQLite, and
// PostgreSQL with TEST_DATABASE_URL.

const BASE = '/api/biz/settings/basic/target-solutions';
let t: TestApp;
let c: JobTestContext;
let viewer: string;
let other: string;
let tenantId: string;

function form(name: string, mobile: string, school: string, major = '软件工程'): ApplyAs {
  return {
    name,
    mobile,
    email: '',
    idNumber: '',
    gender: 1,
    birthDate: '2003-05-01',
    school,
    major,
    degree: '本科',
    graduationYear: 2026,
  };
}

const inTargets = (operator: 'containsAny' | 'notContainsAny') => ({
  kind: 'condition' as const,
  field: ['school'],
  operator,
  value: ['TARGET'],
  fieldType: 22 as const,
});

async function names(token: string, operator: 'containsAny' | 'notContainsAny'): Promise<string[]> {
  const res = await t.call<TalentPage>('POST', '/api/biz/talent/list', {
    token,
    body: { tab: 'first', filter: inTargets(operator), sort: { field: 'name', order: 'asc' } },
  });
  expect(res.status).toBe(200);
  return res.body.data.rows.map((r) => r.name);
}

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  viewer = (await t.login('demo', 'viewer')).token;
  other = (await t.login('demo2', 'admin')).token;
  tenantId = await tenantIdOf(t, 'demo');
  const job = await publishedJob(c, { CJobName: '目标院校测试' });
  await publishApplyDesign(t, tenantId);
  for (const [name, mobile, school, major] of [
    ['甲同学', '13900000011', '浙江大学', '软件工程'],
    ['乙同学', '13900000012', '杭州电子科技大学', '软件工程'],
    ['丙同学', '13900000013', '复旦大学', '软件工程'],
    ['丁同学', '13900000014', '北京大学', '金融学'],
  ] as const) {
    const res = await t.applyAs<ApplyAnswer>('demo', job, form(name, mobile, school, major));
    if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
  }
});
afterAll(async () => {
  await t.close();
});

describe('目标学校/专业 (issue 17)', () => {
  it('the talent filter offers 目标院校; with no solution saved it matches nobody', async () => {
    const fields = await t.call<TalentField[]>('GET', '/api/biz/talent/fields', { token: c.admin });
    const school = fields.body.data.find((f) => f.key === 'school');
    expect(school?.options).toContainEqual({ value: 'TARGET', name: '目标院校' });
    expect(await names(c.admin, 'containsAny')).toEqual([]);
  });

  it('saves solutions from the school dictionary, audits them, and the talent list filters by 目标院校', async () => {
    const first = await t.call<{ id: string }>('POST', `${BASE}/save`, {
      token: c.admin,
      body: { name: '重点院校', schools: ['浙江大学', '浙江大学'], majors: ['软件工程'] },
    });
    expect(first.body).toMatchObject({ code: 200, msg: '保存成功' });
    await t.call('POST', `${BASE}/save`, {
      token: c.admin,
      body: { name: '本地院校', schools: ['杭州电子科技大学'] },
    });
    const list = await t.call<TargetSolutionList>('POST', BASE, { token: c.admin, body: {} });
    expect(list.body.data.list.map((s) => [s.name, s.schools, s.majors])).toEqual([
      ['重点院校', ['浙江大学'], ['软件工程']],
      ['本地院校', ['杭州电子科技大学'], []],
    ]);
    const chosen = await names(c.admin, 'containsAny');
    expect(chosen).toHaveLength(2);
    expect(chosen).toEqual(expect.arrayContaining(['甲同学', '乙同学']));
    expect(await names(c.admin, 'notContainsAny')).toContain('丙同学');
    expect(await names(c.admin, 'notContainsAny')).not.toContain('甲同学');
    // Editing a solution changes what the filter matches.
    await t.call('POST', `${BASE}/save`, {
      token: c.admin,
      body: { id: first.body.data.id, name: '重点院校', schools: ['复旦大学'] },
    });
    const edited = await names(c.admin, 'containsAny');
    expect(edited).toEqual(expect.arrayContaining(['乙同学', '丙同学']));
    expect(edited).toHaveLength(2);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'POST /api/biz/settings/basic/target-solutions/save')
      .execute();
    expect(audit.map((a) => a.detail)).toEqual([
      '保存目标学校/专业方案：重点院校',
      '保存目标学校/专业方案：本地院校',
      '保存目标学校/专业方案：重点院校',
    ]);
    // Another tenant has none of them.
    const theirs = await t.call<TargetSolutionList>('POST', BASE, { token: other, body: {} });
    expect(theirs.body.data.list).toEqual([]);
  });

  it('bad input is refused naming the field; nothing changes', async () => {
    const before = await t.call<TargetSolutionList>('POST', BASE, { token: c.admin, body: {} });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: '', schools: ['浙江大学'] }, 400, '参数错误：请输入方案名称'],
      [{ name: '方'.repeat(31), schools: ['浙江大学'] }, 400, '参数错误：方案名称最多30个字符'],
      [{ name: '新方案', schools: [] }, 400, '参数错误：请选择目标学校'],
      [{ name: '新方案', schools: ['蓝翔技校'] }, 400, '学校“蓝翔技校”不在院校库中'],
      [{ name: '本地院校', schools: ['浙江大学'] }, 400, '方案名称“本地院校”已存在'],
      [{ name: '新方案', schools: ['浙江大学'], majors: ['专'.repeat(51)] }, 400, '参数错误：目标专业最多50个字符'],
      [{ id: 'nope', name: '新方案', schools: ['浙江大学'] }, 404, '方案不存在'],
    ];
    for (const [body, status, msg] of cases) {
      const res = await t.call('POST', `${BASE}/save`, { token: c.admin, body });
      expect(res.status).toBe(status);
      expect(res.body.msg).toBe(msg);
    }
    const missing = await t.call('POST', `${BASE}/delete`, { token: c.admin, body: { id: 'nope' } });
    expect([missing.status, missing.body.msg]).toEqual([404, '方案不存在']);
    const after = await t.call<TargetSolutionList>('POST', BASE, { token: c.admin, body: {} });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('PERM-004 a read-only member lists solutions but cannot change them; delete removes one', async () => {
    const list = await t.call<TargetSolutionList>('POST', BASE, { token: viewer, body: {} });
    expect(list.status).toBe(200);
    const id = list.body.data.list[0]!.id;
    const refused = await t.call('POST', `${BASE}/delete`, { token: viewer, body: { id } });
    expect(refused.status).toBe(403);
    const removed = await t.call('POST', `${BASE}/delete`, { token: c.admin, body: { id } });
    expect(removed.body).toMatchObject({ code: 200, msg: '删除成功' });
    const after = await t.call<TargetSolutionList>('POST', BASE, { token: c.admin, body: {} });
    expect(after.body.data.list.map((s) => s.name)).toEqual(['本地院校']);
  });
});

type MajorOperator = 'eq' | 'neq' | 'inAny' | 'notInAny';

async function byMajor(operator: MajorOperator, value: string | string[]): Promise<string[]> {
  const res = await t.call<TalentPage>('POST', '/api/biz/talent/list', {
    token: c.admin,
    body: {
      tab: 'first',
      filter: { kind: 'condition', field: ['major'], operator, value, fieldType: 23 },
      sort: { field: 'name', order: 'asc' },
    },
  });
  expect(res.status).toBe(200);
  return res.body.data.rows.map((r) => r.name).sort();
}

async function applicationIdOf(name: string): Promise<string> {
  const row = await t.db
    .selectFrom('application')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('目标专业 and target solutions in smart rules (issue 17)', () => {
  const everyone = ['丁同学', '丙同学', '乙同学', '甲同学'].sort();

  it('issue 17 part 1: the 专业 filter offers 目标专业; it matches the majors of every solution', async () => {
    const fields = await t.call<TalentField[]>('GET', '/api/biz/talent/fields', { token: c.admin });
    const major = fields.body.data.find((f) => f.key === 'major');
    expect(major?.options).toEqual([{ value: 'TARGET', name: '目标专业' }]);
    // No solution holds a major yet: 等于 目标专业 matches nobody, 不等于 everyone.
    expect(await byMajor('eq', 'TARGET')).toEqual([]);
    expect(await byMajor('neq', 'TARGET')).toEqual(everyone);
    const saved = await t.call('POST', `${BASE}/save`, {
      token: c.admin,
      body: { name: '金融方案', schools: ['北京大学'], majors: ['金融学'] },
    });
    expect(saved.body).toMatchObject({ code: 200 });
    expect(await byMajor('eq', 'TARGET')).toEqual(['丁同学']);
    expect(await byMajor('inAny', ['TARGET'])).toEqual(['丁同学']);
    expect(await byMajor('inAny', ['TARGET', '软件工程'])).toEqual(everyone);
    expect(await byMajor('notInAny', ['TARGET'])).toEqual(['丙同学', '乙同学', '甲同学'].sort());
    expect(await byMajor('neq', 'TARGET')).toEqual(['丙同学', '乙同学', '甲同学'].sort());
    // A plain major still filters as before.
    expect(await byMajor('eq', '软件工程')).toEqual(['丙同学', '乙同学', '甲同学'].sort());
  });

  it('issue 17 part 2: a score rule "学校/专业 属于 目标方案 X" scores the applications of the solution', async () => {
    const solutions = (await t.call<TargetSolutionList>('POST', BASE, { token: c.admin, body: {} })).body.data.list;
    const local = solutions.find((s) => s.name === '本地院校')!;
    const finance = solutions.find((s) => s.name === '金融方案')!;
    const options = await t.call<SmartRuleOptionsAnswer>('GET', '/api/biz/smart-rules/score/options', {
      token: c.admin,
    });
    expect(options.body.data.fields['jobs.education.targetSchools']).toMatchObject({
      label: '学校所属目标院校方案',
      options: solutions.map((s) => ({ value: s.id, name: s.name })),
    });
    const created = await t.call<SmartRuleSet>('POST', '/api/biz/smart-rules/score', {
      token: c.admin,
      body: {
        name: '目标方案评分',
        rules: [
          { score: 30, conditions_json: [cond('targetSchools', 10, [local.id])] },
          { score: 20, conditions_json: [cond('targetMajors', 10, [finance.id])] },
        ],
      },
    });
    expect(created.status).toBe(200);
    const ids = await Promise.all(['甲同学', '乙同学', '丙同学', '丁同学'].map(applicationIdOf));
    await t.app.smartRules.evaluateApplications(tenantId, ids);
    const scores = await Promise.all(ids.map(async (id) => (await applicationState(t, id)).score));
    // 乙 studies at 杭州电子科技大学 (本地院校), 丁 金融学 (金融方案); 甲 and 丙 are in neither.
    expect(scores).toEqual([null, 30, null, 20]);
  });
});
