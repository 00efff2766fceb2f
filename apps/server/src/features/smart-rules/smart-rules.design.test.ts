import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RelatedRulesAnswer,
  SmartRuleOptionsAnswer,
  SmartRuleSet,
} from '@ehire/domain/contracts/smart-rules';
import { designerCall, signedLogin } from '../../test/designer-calls';
import { createTestApp, type TestApp } from '../../test/harness';
import { createJob, insertApplication, jobTestContext, type JobTestContext } from '../jobs/test-support';
import { applicationState, cond, tagRule } from './test-support';

// The tenant's resume design in smart rules: the design's fields are in the options and pass
// validation, rules on them evaluate on answers_json { modId: [sections] }, and the designer's
// related-rules query finds them by (modId, colId). The demo tenant starts from the default
// design (sub01 基本信息 with CBA2 性别, sub10 教育经历 with CCA1 最高学历).

const BASE = '/api/biz/smart-rules';

let t: TestApp;
let c: JobTestContext;
let jobId: string;
let demoTenant: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  jobId = await createJob(c);
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
}

const FEMALE = cond('CBA2', 2, ['女'], '1', 'sub01');
const ANY_MASTER = { ...cond('CCA1', 7, ['硕士', '博士'], '1', 'sub10'), field_match: '2' as const };

describe('smart rules on the fields of the tenant resume design', () => {
  it('DATA-029 the options hold the online design modules as jobs.modId.colId, built-in modules kept', async () => {
    const res = await t.call<SmartRuleOptionsAnswer>('GET', `${BASE}/tag/options`, { token: c.viewer });
    expect(res.status).toBe(200);
    const { fields, options } = res.body.data;
    expect(fields['jobs.sub01.CBA2']).toMatchObject({ label: '性别', fieldType: 4, inputType: 7 });
    expect(fields['jobs.sub01.CBA2'].options?.map((o) => o.value).sort()).toEqual(['女', '男']);
    expect(fields['jobs.sub10.CCA1']).toMatchObject({ label: '最高学历', fieldType: 4, repeatable: true });
    expect(fields['jobs.sub01.CBA8']).toBeUndefined(); // a photo (attachment) is not a rule field
    expect(fields['jobs.education.degree']).toMatchObject({ label: '学历' });
    const modules = options[0].children?.map((m) => m.name) ?? [];
    expect(modules).toEqual(expect.arrayContaining(['基本信息', '教育背景', '教育经历']));
  });

  it('DATA-026 a tag rule on a design field tags the application whose answers match, not the other', async () => {
    await removeAllRules();
    const rule = await create('tag', tagRule('女生', ['女生'], [FEMALE]));
    expect(rule.rules[0].summary).toContain('性别');
    await create('tag', tagRule('研究生', ['研究生'], [ANY_MASTER]));
    const { applicationId: her } = await insertApplication(t, jobId, {
      answers: {
        sub01: [{ CBA1: '李四', CBA2: '女' }],
        sub10: [{ CCA1: '本科' }, { CCA1: '硕士' }],
      },
    });
    const { applicationId: him } = await insertApplication(t, jobId, {
      answers: { sub01: [{ CBA1: '王五', CBA2: '男' }], sub10: [{ CCA1: '本科' }] },
    });
    const { applicationId: none } = await insertApplication(t, jobId, { answers: {} });
    const result = await t.app.smartRules.evaluateApplications(demoTenant, [her, him, none]);
    expect(result.labelled).toBe(1);
    expect((await applicationState(t, her)).labels).toEqual(['女生', '研究生']);
    expect((await applicationState(t, him)).labels).toEqual([]);
    expect((await applicationState(t, none)).labels).toEqual([]);
  });

  it('DATA-028 the related-rules query by (modId, colId) finds the rule, from smart rules and from the designer', async () => {
    await removeAllRules();
    const rule = await create('tag', tagRule('女生', ['女生'], [FEMALE]));
    const direct = await t.call<RelatedRulesAnswer>('POST', `${BASE}/related`, {
      token: c.viewer,
      body: { checkList: [{ moduleName: 'sub01', columnName: 'CBA2' }] },
    });
    expect(direct.body.data.labelList).toEqual([{ id: rule.id, name: '女生', enabled: true }]);
    // The designer's family is signed (CALL-016).
    const designer = await designerCall<RelatedRulesAnswer>(
      t,
      'POST',
      '/api/biz/resume-design/related-rules',
      await signedLogin(t, 'demo', 'admin'),
      { checkList: [{ modName: 'sub01', colName: 'CBA2' }] },
    );
    expect(designer.status).toBe(200);
    expect(designer.body.data.labelList.map((r) => r.id)).toEqual([rule.id]);
    const other = await t.call<RelatedRulesAnswer>('POST', `${BASE}/related`, {
      token: c.viewer,
      body: { checkList: [{ moduleName: 'sub01', columnName: 'CBA1' }] },
    });
    expect(other.body.data.labelList).toEqual([]);
  });

  it('DATA-028 the designer auto-disable by (modId, colId) stops the rule, noting the field by its design names', async () => {
    await removeAllRules();
    const rule = await create('tag', tagRule('女生', ['女生'], [FEMALE]));
    const disabled = await t.app.smartRules.disableRulesUsingFields(demoTenant, [
      { moduleName: 'sub01', columnName: 'CBA2' },
    ]);
    expect(disabled.labelList.map((r) => r.id)).toEqual([rule.id]);
    const detail = await t.call<SmartRuleSet>('GET', `${BASE}/tag/${rule.id}`, { token: c.viewer });
    expect(detail.body.data.enabled).toBe(false);
    expect(detail.body.data.disabledReason).toBe(
      '规则使用的字段“基本信息/性别”已被删除或修改，规则已自动停用',
    );
    const { applicationId: app } = await insertApplication(t, jobId, {
      answers: { sub01: [{ CBA2: '女' }] },
    });
    await t.app.smartRules.evaluateApplications(demoTenant, [app]);
    expect((await applicationState(t, app)).labels).toEqual([]);
  });

  it('COND-012 a field the design does not have is refused with a zh-CN message, and nothing is stored', async () => {
    await removeAllRules();
    const res = await t.call('POST', `${BASE}/tag`, {
      token: c.admin,
      body: tagRule('无此字段', ['x'], [cond('field_nope', 2, ['1'], '1', 'sub01')]),
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('参数错误：第1条规则第1个条件：字段“jobs.sub01.field_nope”不存在');
    expect(await t.db.selectFrom('smart_rule_set').select('id').execute()).toEqual([]);
  });

  it('a tenant without a design keeps the built-in fields: options, rules and evaluation work', async () => {
    await removeAllRules();
    await t.db.deleteFrom('resume_design_version').where('tenant_id', '=', demoTenant).execute();
    const res = await t.call<SmartRuleOptionsAnswer>('GET', `${BASE}/tag/options`, { token: c.viewer });
    expect(res.status).toBe(200);
    expect(res.body.data.fields['jobs.sub01.CBA2']).toBeUndefined();
    expect(res.body.data.fields['jobs.education.degree']).toBeDefined();
    const refused = await t.call('POST', `${BASE}/tag`, {
      token: c.admin,
      body: tagRule('女生', ['女生'], [FEMALE]),
    });
    expect(refused.status).toBe(400);
    await create('tag', tagRule('高学历', ['高学历']));
    const { applicationId: app } = await insertApplication(t, jobId, {
      degree: '硕士',
      answers: { sub01: [{ CBA2: '女' }] },
    });
    await t.app.smartRules.evaluateApplications(demoTenant, [app]);
    expect((await applicationState(t, app)).labels).toEqual(['高学历']);
  });
});
