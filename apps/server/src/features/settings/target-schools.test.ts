import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TargetSolutionList } from '@ehire/domain/contracts/settings';
import type { ApplyAnswer, ApplyRequest, TalentField, TalentPage } from '@ehire/domain/contracts/talent';
import { createTestApp, type TestApp } from '../../test/harness';
import { jobTestContext, publishedJob, publishEmptyDesign, tenantIdOf, type JobTestContext } from '../jobs/test-support';

// 目标学校/专业 (issue 17, /new/systemManagement/basic/destinationlist) through the API: target
// solutions from the school dictionary, and the talent list's 目标院校 filter. SQLite, and
// PostgreSQL with TEST_DATABASE_URL.

const BASE = '/api/biz/settings/basic/target-solutions';
let t: TestApp;
let c: JobTestContext;
let viewer: string;
let other: string;
let tenantId: string;

function form(name: string, mobile: string, school: string): ApplyRequest {
  return {
    name,
    mobile,
    email: '',
    idNumber: '',
    gender: 1,
    birthDate: '2003-05-01',
    school,
    major: '软件工程',
    degree: '本科',
    graduationYear: 2026,
    region: '浙江',
    answers: {},
    attachments: [],
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
  await publishEmptyDesign(t, tenantId);
  for (const [name, mobile, school] of [
    ['甲同学', '13900000011', '浙江大学'],
    ['乙同学', '13900000012', '杭州电子科技大学'],
    ['丙同学', '13900000013', '复旦大学'],
  ] as const) {
    const res = await t.applyAs<ApplyAnswer>('demo', job, form(name, mobile, school));
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
