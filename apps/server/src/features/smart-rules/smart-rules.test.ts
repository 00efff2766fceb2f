import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RelatedRulesAnswer,
  SmartRuleListAnswer,
  SmartRuleOptionsAnswer,
  SmartRuleSet,
} from '@ehire/domain/contracts/smart-rules';
import { createTestApp, type TestApp } from '../../test/harness';
import { createJob, jobTestContext, type JobTestContext } from '../jobs/test-support';
import { MASTER_OR_DOCTOR, SCHOOL_985, cond, stepsOfJob, tagRule } from './test-support';

const BASE = '/api/biz/smart-rules';

let t: TestApp;
let c: JobTestContext;
let admin2: string;
let jobId: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  admin2 = (await t.login('demo2', 'admin')).token;
  jobId = await createJob(c);
});

afterAll(async () => {
  await t?.close();
});

async function create<T = SmartRuleSet>(kind: string, body: unknown, token = c.admin) {
  return t.call<T>('POST', `${BASE}/${kind}`, { token, body });
}

describe('smart rule sets: CRUD', () => {
  it('DATA-025 DATA-028 creates, reads, lists, updates and deletes a smart tag rule set with zh-CN summaries', async () => {
    const created = await create('tag', tagRule('高学历', ['高学历', '重点关注']));
    expect(created.status).toBe(200);
    const rule = created.body.data;
    expect(rule).toMatchObject({
      kind: 'tag',
      name: '高学历',
      enabled: true,
      labels: ['高学历', '重点关注'],
    });
    expect(rule.createdBy).toBe('王管理');
    expect(rule.rules).toHaveLength(1);
    expect(rule.rules[0].conditions_operation).toBe('1');
    expect(rule.rules[0].conditions_json[0].field_match).toBe('1');
    expect(rule.rules[0].summary).toBe('学历 等于任一 硕士、博士');

    const detail = await t.call<SmartRuleSet>('GET', `${BASE}/tag/${rule.id}`, { token: c.admin });
    expect(detail.body.data).toEqual(rule);

    const list = await t.call<SmartRuleListAnswer>('POST', `${BASE}/tag/list`, { token: c.admin, body: {} });
    expect(list.body.data.rows.map((r) => r.name)).toContain('高学历');

    const updated = await t.call<SmartRuleSet>('PUT', `${BASE}/tag/${rule.id}`, {
      token: c.admin,
      body: {
        ...tagRule('高学历2', ['名校'], [SCHOOL_985, cond('graduationYear', 9, [2026, 2027], '1')]),
        rules: [
          {
            rule_id: rule.rules[0].rule_id,
            conditions_json: [SCHOOL_985, cond('graduationYear', 9, [2026, 2027], '1')],
          },
        ],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.name).toBe('高学历2');
    expect(updated.body.data.labels).toEqual(['名校']);
    // The edited sub-rule keeps its rule_id.
    expect(updated.body.data.rules[0].rule_id).toBe(rule.rules[0].rule_id);
    expect(updated.body.data.rules[0].summary).toBe('院校层次 等于 985 且 毕业年份 介于 2026 至 2027');

    const removed = await t.call('DELETE', `${BASE}/tag/${rule.id}`, { token: c.admin });
    expect(removed.status).toBe(200);
    const gone = await t.call('GET', `${BASE}/tag/${rule.id}`, { token: c.admin });
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('规则不存在或已删除');
  });

  it('GAP-031 groups of a sub-rule: conditions sharing group_id all hold, any group suffices (summary 或)', async () => {
    const created = await create('score', {
      name: '组合评分',
      rules: [{ score: 12.5, conditions_json: [MASTER_OR_DOCTOR, { ...SCHOOL_985, group_id: '2' }] }],
    });
    expect(created.status).toBe(200);
    expect(created.body.data.rules[0]).toMatchObject({
      score: 12.5,
      summary: '学历 等于任一 硕士、博士 或 院校层次 等于 985',
    });
    await t.call('DELETE', `${BASE}/score/${created.body.data.id}`, { token: c.admin });
  });

  it('enables and disables a rule set', async () => {
    const { body } = await create('tag', { ...tagRule('开关', ['x']), enabled: false });
    expect(body.data.enabled).toBe(false);
    const on = await t.call<SmartRuleSet>('POST', `${BASE}/tag/${body.data.id}/enable`, { token: c.admin });
    expect(on.body.data.enabled).toBe(true);
    const off = await t.call<SmartRuleSet>('POST', `${BASE}/tag/${body.data.id}/disable`, { token: c.admin });
    expect(off.body.data.enabled).toBe(false);
    const disabledOnly = await t.call<SmartRuleListAnswer>('POST', `${BASE}/tag/list`, {
      token: c.admin,
      body: { status: 'disabled', keyword: '开' },
    });
    expect(disabledOnly.body.data.rows.map((r) => r.name)).toEqual(['开关']);
    await t.call('DELETE', `${BASE}/tag/${body.data.id}`, { token: c.admin });
  });

  it('answers the condition options: the jobs tree (DATA-029 DATA-030) and, for flows, the steps', async () => {
    const tag = await t.call<SmartRuleOptionsAnswer>('GET', `${BASE}/tag/options`, { token: c.admin });
    expect(tag.body.data.options[0]).toMatchObject({ value: 'jobs' });
    expect(tag.body.data.fields['jobs.education.degree']).toMatchObject({ label: '学历', fieldType: 4 });
    const jobTree = tag.body.data.fields['jobs.apply.job'].options ?? [];
    expect(jobTree[0].value).toMatch(/^t_/);
    expect(JSON.stringify(jobTree)).toContain(`j_${jobId}`);
    expect(tag.body.data.steps).toEqual([]);
    const flow = await t.call<SmartRuleOptionsAnswer>('GET', `${BASE}/flow/options`, { token: c.admin });
    const steps = await stepsOfJob(t, jobId);
    expect(flow.body.data.steps.map((s) => s.ivid)).toEqual(expect.arrayContaining(steps.map((s) => s.ivid)));
  });
});

describe('smart rule sets: validation (COND messages), nothing stored on refusal', () => {
  const refusals: [string, string, unknown, string][] = [
    [
      'COND-016',
      'tag',
      tagRule('r', ['a'], [{ ...MASTER_OR_DOCTOR, operator: '' }]),
      '参数错误：第1条规则第1个条件：请选择逻辑词',
    ],
    [
      'COND-017',
      'tag',
      tagRule('r', ['a'], [cond('graduationYear', 2, [''])]),
      '参数错误：第1条规则第1个条件：请输入',
    ],
    [
      'COND-012',
      'tag',
      tagRule('r', ['a'], [cond('nothing', 2, ['x'])]),
      '参数错误：第1条规则第1个条件：字段“jobs.education.nothing”不存在',
    ],
    [
      'COND-037',
      'tag',
      tagRule('r', ['a'], [MASTER_OR_DOCTOR, cond('graduationYear', 3, ['abc'])]),
      '参数错误：第1条规则第2个条件：请输入数字',
    ],
    [
      'COND-040',
      'tag',
      tagRule('r', ['a'], [cond('graduationYear', 9, [2027, 2026])]),
      '参数错误：第1条规则第1个条件：左端数字需小于右端',
    ],
    [
      'COND-025',
      'tag',
      tagRule('r', ['a'], [cond('appliedAt', 9, [1_800_000_000_000, 1_700_000_000_000], '1', 'apply')]),
      '参数错误：第1条规则第1个条件：开始日期要小于结束日期',
    ],
    [
      'operator not offered',
      'tag',
      tagRule('r', ['a'], [cond('degree', 3, ['本科'])]),
      '参数错误：第1条规则第1个条件：“学历”不支持“大于”',
    ],
    ['labels', 'tag', tagRule('r', []), '参数错误：请输入标签'],
    [
      'COND-038',
      'score',
      { name: 'r', rules: [{ score: 100.5, conditions_json: [MASTER_OR_DOCTOR] }] },
      '参数错误：评分值在0-100间',
    ],
    [
      'score required',
      'score',
      { name: 'r', rules: [{ conditions_json: [MASTER_OR_DOCTOR] }] },
      '参数错误：第1条规则：请输入评分',
    ],
    [
      'target required',
      'flow',
      { name: 'r', rules: [{ conditions_json: [MASTER_OR_DOCTOR] }] },
      '参数错误：第1条规则：请选择流转环节',
    ],
    [
      'target unknown',
      'flow',
      { name: 'r', rules: [{ target_iv_id: 'nope', conditions_json: [MASTER_OR_DOCTOR] }] },
      '参数错误：第1条规则：流转环节不存在',
    ],
    [
      'no conditions',
      'tag',
      { name: 'r', labels: ['a'], rules: [{ conditions_json: [] }] },
      '参数错误：请添加条件',
    ],
    ['name', 'tag', tagRule(' ', ['a']), '参数错误：请输入规则名称'],
    [
      'unknown operator code',
      'tag',
      tagRule('r', ['a'], [{ ...MASTER_OR_DOCTOR, operator: 99 }]),
      '参数错误：第1条规则第1个条件：请选择逻辑词',
    ],
    [
      'unreadable data_type',
      'tag',
      tagRule('r', ['a'], [{ ...cond('nothing', 2, ['x']), data_type: 'zz' }]),
      '参数错误：第1条规则第1个条件：输入格式不正确',
    ],
    [
      'field path missing',
      'tag',
      tagRule('r', ['a'], [{ ...MASTER_OR_DOCTOR, field_values: [] }]),
      '参数错误：请选择',
    ],
  ];

  it.each(refusals)('%s: %s refused with the message naming the problem', async (_id, kind, body, msg) => {
    const before = await t.db.selectFrom('smart_rule_set').select('id').execute();
    const result = await create(kind, body);
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe(msg);
    expect(await t.db.selectFrom('smart_rule_set').select('id').execute()).toHaveLength(before.length);
  });

  it('COND-031 refuses a group of more than 9 conditions', async () => {
    const ten = Array.from({ length: 10 }, () => MASTER_OR_DOCTOR);
    const result = await create('tag', tagRule('十个', ['a'], ten));
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe('参数错误：第1条规则：每组最多9个条件');
  });

  it('refuses a duplicate name within the kind', async () => {
    const first = await create('tag', tagRule('重名', ['a']));
    const again = await create('tag', tagRule('重名', ['b']));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('规则名称已存在');
    // Another kind may use the name.
    const score = await create('score', {
      name: '重名',
      rules: [{ score: 1, conditions_json: [MASTER_OR_DOCTOR] }],
    });
    expect(score.status).toBe(200);
    await t.call('DELETE', `${BASE}/tag/${first.body.data.id}`, { token: c.admin });
    await t.call('DELETE', `${BASE}/score/${score.body.data.id}`, { token: c.admin });
  });
});

describe('smart rule sets: permissions and tenants', () => {
  it('PERM-002 the viewer reads but every write is refused with 403 and changes nothing', async () => {
    const { body } = await create('tag', tagRule('只读测试', ['a']));
    const id = body.data.id;
    expect((await t.call('POST', `${BASE}/tag/list`, { token: c.viewer, body: {} })).status).toBe(200);
    expect((await t.call('GET', `${BASE}/tag/${id}`, { token: c.viewer })).status).toBe(200);
    const writes: [string, string, unknown?][] = [
      ['POST', `${BASE}/tag`, tagRule('x', ['a'])],
      ['PUT', `${BASE}/tag/${id}`, tagRule('x', ['a'])],
      ['DELETE', `${BASE}/tag/${id}`],
      ['POST', `${BASE}/tag/${id}/disable`],
      ['POST', `${BASE}/tag/recalc`],
      [
        'POST',
        `${BASE}/disable-by-fields`,
        { checkList: [{ moduleName: 'education', columnName: 'degree' }] },
      ],
    ];
    for (const [method, url, payload] of writes) {
      const result = await t.call(method as 'POST', url, { token: c.viewer, body: payload });
      expect(result.status, `${method} ${url}`).toBe(403);
    }
    const still = await t.call<SmartRuleSet>('GET', `${BASE}/tag/${id}`, { token: c.admin });
    expect(still.body.data).toMatchObject({ name: '只读测试', enabled: true });
    expect(await t.db.selectFrom('task').select('id').execute()).toHaveLength(0);
    await t.call('DELETE', `${BASE}/tag/${id}`, { token: c.admin });
  });

  it('requires a signed-in operator', async () => {
    expect((await t.call('POST', `${BASE}/tag/list`, { body: {} })).status).toBe(401);
  });

  it('tenant isolation: demo2 neither sees nor changes the rules of demo', async () => {
    const { body } = await create('flow', {
      name: '租户隔离',
      rules: [{ target_iv_id: (await stepsOfJob(t, jobId))[1].ivid, conditions_json: [MASTER_OR_DOCTOR] }],
    });
    const id = body.data.id;
    const list = await t.call<SmartRuleListAnswer>('POST', `${BASE}/flow/list`, { token: admin2, body: {} });
    expect(list.body.data.rows.map((r) => r.id)).not.toContain(id);
    expect((await t.call('GET', `${BASE}/flow/${id}`, { token: admin2 })).status).toBe(404);
    expect((await t.call('DELETE', `${BASE}/flow/${id}`, { token: admin2 })).status).toBe(404);
    expect((await t.call('POST', `${BASE}/flow/${id}/disable`, { token: admin2 })).status).toBe(404);
    // A step of demo is no target for demo2.
    const foreign = await create(
      'flow',
      {
        name: 'x',
        rules: [{ target_iv_id: body.data.rules[0].target_iv_id, conditions_json: [MASTER_OR_DOCTOR] }],
      },
      admin2,
    );
    expect(foreign.body.msg).toBe('参数错误：第1条规则：流转环节不存在');
    const related = await t.call<RelatedRulesAnswer>('POST', `${BASE}/related`, {
      token: admin2,
      body: { checkList: [{ moduleName: 'education', columnName: 'degree' }] },
    });
    expect(related.body.data.circulationList).toEqual([]);
    const detail = await t.call<SmartRuleSet>('GET', `${BASE}/flow/${id}`, { token: c.admin });
    expect(detail.body.data.enabled).toBe(true);
    await t.call('DELETE', `${BASE}/flow/${id}`, { token: c.admin });
  });
});
