import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowListAnswer, FlowSummary } from '@ehire/domain/contracts/flow';
import { signFlowRequest } from '@ehire/domain/signing/flow-sign';
import { decryptFlowId, flowIdKey } from '../../platform/flow/flow-id';
import { createTestApp, type CallResult, type TestApp } from '../../test/harness';
import {
  createJob,
  insertApplication,
  jobTestContext,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';

// Flow management over the signed /api/flow family (issue 6 §1). Every call is signed like the
// web client signs it; the refusals carry the WF codes of flows/errors.ts.

interface Session {
  token: string;
  signKey: string;
}

let t: TestApp;
let c: JobTestContext;
let admin: Session;
let viewer: Session;
let other: Session;
let demoTenant: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  const a = await t.login('demo', 'admin');
  const v = await t.login('demo', 'viewer');
  const o = await t.login('demo2', 'admin');
  admin = { token: a.token, signKey: a.signKey };
  viewer = { token: v.token, signKey: v.signKey };
  other = { token: o.token, signKey: o.signKey };
  demoTenant = await tenantIdOf(t, 'demo');
});
afterAll(async () => {
  await t.close();
});

/** Each signed call gets its own millisecond, so two identical payloads are not a replay. */
function signNow(): number {
  t.clock.advance(1);
  return t.clock.now();
}

async function get<T>(
  who: Session,
  path: string,
  payload: Record<string, unknown> = {},
  currentFlowId?: string,
): Promise<CallResult<T>> {
  const query = (await signFlowRequest({ method: 'GET', ...who, payload, now: signNow() })) as Record<
    string,
    string
  >;
  const headers = currentFlowId ? { currentflowid: currentFlowId } : undefined;
  return t.call<T>('GET', `/api/flow/${path}`, { token: who.token, query, headers });
}

async function post<T>(who: Session, path: string, payload: Record<string, unknown>): Promise<CallResult<T>> {
  const body = await signFlowRequest({ method: 'POST', ...who, payload, now: signNow() });
  return t.call<T>('POST', `/api/flow/${path}`, { token: who.token, body });
}

const STEPS = [
  { name: '简历初筛', ivType: 1 },
  { name: '一面', ivType: 3 },
  { name: '终面', ivType: 3 },
  { name: '发放录用', ivType: 4 },
];

let nameSeq = 0;
async function addFlow(steps = STEPS, name = `研发流程${++nameSeq}`): Promise<FlowSummary> {
  const result = await post<FlowSummary>(admin, 'add', { name, steps });
  if (result.body.code !== 200) throw new Error(JSON.stringify(result.body));
  return result.body.data;
}

async function auditRows(targetId: string) {
  return t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

async function flowRows(flowId: string) {
  return t.db
    .selectFrom('flow_step')
    .select(['ivid', 'name', 'iv_type', 'sort'])
    .where('flow_id', '=', flowId)
    .orderBy('sort')
    .execute();
}

function expectRefused(result: CallResult, status: number, code: string | number, msg: string) {
  expect(result.status).toBe(status);
  expect(result.body).toEqual({ code, msg, data: null });
}

describe('flow list and the default flow', () => {
  it('gives every tenant a default flow with the five standard stages (GAP: default flow)', async () => {
    const result = await get<FlowListAnswer>(viewer, 'list');
    expect(result.status).toBe(200);
    const flows = result.body.data;
    expect(flows[0]).toMatchObject({ name: '默认招聘流程', isDefault: true, jobCount: expect.any(Number) });
    expect(flows[0].steps.map((s) => [s.name, s.ivType])).toEqual([
      ['初筛', 1],
      ['笔试', 2],
      ['面试', 3],
      ['待录用', 4],
      ['入职', 5],
    ]);
    // ivids are unique per tenant and start at 1001 (workbench links use 01 and 99).
    expect(flows[0].steps.every((s) => Number(s.ivid) >= 1001)).toBe(true);
    // CALL-012: the encrypted id the client sends back as CurrentFlowId, bound to the tenant.
    const key = flowIdKey(t.config.appSecret);
    expect(decryptFlowId(key, flows[0].flowToken, demoTenant)).toBe(flows[0].id);
    expect(flows[0].flowToken).not.toContain(flows[0].id);
    const withHeader = await get<FlowSummary>(viewer, 'detail', { id: flows[0].id }, flows[0].flowToken);
    expect(withHeader.status).toBe(200);
    // Listing again creates nothing more.
    await get(viewer, 'list');
    const defaults = await t.db
      .selectFrom('flow')
      .select('id')
      .where('tenant_id', '=', demoTenant)
      .where('is_default', '=', 1)
      .execute();
    expect(defaults).toHaveLength(1);
  });

  it('creates one default flow even when a new tenant opens the page twice at once', async () => {
    const answers = await Promise.all([get(other, 'list'), get(other, 'list'), get(other, 'list')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const rows = await t.db
      .selectFrom('flow')
      .select('is_default')
      .where('tenant_id', '=', await tenantIdOf(t, 'demo2'))
      .execute();
    expect(rows).toEqual([{ is_default: 1 }]);
  });

  it('keeps tenants apart: another tenant sees only its own flows and cannot read, edit or delete ours', async () => {
    const mine = await addFlow();
    const theirs = await get<FlowListAnswer>(other, 'list');
    expect(theirs.body.data.map((f) => f.id)).not.toContain(mine.id);
    expect(theirs.body.data.filter((f) => f.isDefault)).toHaveLength(1);

    expectRefused(await get(other, 'detail', { id: mine.id }), 404, 'WF0103', '流程不存在');
    expectRefused(
      await post(other, 'update', { id: mine.id, name: '改名', steps: STEPS }),
      404,
      'WF0103',
      '流程不存在',
    );
    expectRefused(await post(other, 'delete', { id: mine.id }), 404, 'WF0103', '流程不存在');
    expectRefused(await post(other, 'set-default', { id: mine.id }), 404, 'WF0103', '流程不存在');
    expect((await get<FlowSummary>(admin, 'detail', { id: mine.id })).body.data.name).toBe(mine.name);
  });
});

describe('adding and editing a flow', () => {
  it('adds a flow with its steps in order, assigns ivids and writes the audit log', async () => {
    const result = await post<FlowSummary>(admin, 'add', { name: '  技术岗流程 ', steps: STEPS });
    expect(result.status).toBe(200);
    const flow = result.body.data;
    expect(flow).toMatchObject({ name: '技术岗流程', isDefault: false, jobCount: 0, applicationCount: 0 });
    expect(flow.steps.map((s) => s.name)).toEqual(['简历初筛', '一面', '终面', '发放录用']);
    expect(new Set(flow.steps.map((s) => s.ivid)).size).toBe(4);
    const rows = await flowRows(flow.id);
    expect(rows.map((r) => [r.name, r.iv_type, r.sort])).toEqual([
      ['简历初筛', 1, 1],
      ['一面', 3, 2],
      ['终面', 3, 3],
      ['发放录用', 4, 4],
    ]);
    const audit = await auditRows(flow.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'POST /api/flow/add',
      target_type: 'flow',
      detail: '新增流程“技术岗流程”：简历初筛 → 一面 → 终面 → 发放录用',
    });
  });

  it('renames, renames and reorders steps, adds and removes a step in one save; ivids stay', async () => {
    const flow = await addFlow();
    const [screen, first, final, offer] = flow.steps;
    const result = await post<FlowSummary>(admin, 'update', {
      id: flow.id,
      name: '研发流程（新）',
      steps: [
        { ivid: screen.ivid, name: '简历筛选', ivType: 1 },
        { name: '笔试', ivType: 2 },
        { ivid: final.ivid, name: '终面', ivType: 3 },
        { ivid: first.ivid, name: '一面', ivType: 3 },
      ],
    });
    expect(result.status).toBe(200);
    expect(result.body.data.name).toBe('研发流程（新）');
    const rows = await flowRows(flow.id);
    expect(rows.map((r) => [r.name, r.sort])).toEqual([
      ['简历筛选', 1],
      ['笔试', 2],
      ['终面', 3],
      ['一面', 4],
    ]);
    expect(rows[0].ivid).toBe(screen.ivid);
    expect(rows[2].ivid).toBe(final.ivid);
    expect(rows[3].ivid).toBe(first.ivid);
    expect(rows.map((r) => r.ivid)).not.toContain(offer.ivid);
    const audit = await auditRows(flow.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'POST /api/flow/update',
      detail: '修改流程“研发流程（新）”：简历筛选 → 笔试 → 终面 → 一面；删除步骤：发放录用',
    });
  });

  it('refuses bad input with WF0102 and a zh-CN message naming the field, changing nothing', async () => {
    const flow = await addFlow();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ', steps: STEPS }, '参数错误：请输入流程名称'],
      [{ steps: STEPS }, '参数错误：请输入流程名称'],
      [{ name: '流'.repeat(31), steps: STEPS }, '参数错误：流程名称最多30个字符'],
      [{ name: 'x', steps: [] }, '参数错误：流程至少需要一个步骤'],
      [
        { name: 'x', steps: [...STEPS, { name: '一面', ivType: 3 }] },
        '参数错误：步骤名称“一面”重复，同一流程内步骤名称不能相同',
      ],
      [{ name: 'x', steps: [{ name: '一面', ivType: 3 }] }, '参数错误：流程至少需要一个初筛步骤'],
      [
        {
          name: 'x',
          steps: [
            { name: '一面', ivType: 3 },
            { name: '初筛', ivType: 1 },
          ],
        },
        '参数错误：第一个步骤必须是初筛步骤',
      ],
      [{ name: 'x', steps: [{ name: ' ', ivType: 1 }] }, '参数错误：第1个步骤：请输入步骤名称'],
      [
        {
          name: 'x',
          steps: [
            { name: '初筛', ivType: 1 },
            { name: '步'.repeat(21), ivType: 3 },
          ],
        },
        '参数错误：第2个步骤：步骤名称最多20个字符',
      ],
      [
        {
          name: 'x',
          steps: [
            { name: '初筛', ivType: 1 },
            { name: '面试', ivType: 6 },
          ],
        },
        '参数错误：第2个步骤：请选择有效的步骤类型',
      ],
      [
        { name: 'x', steps: Array.from({ length: 21 }, (_, i) => ({ name: `步骤${i}`, ivType: 1 })) },
        '参数错误：流程最多20个步骤',
      ],
    ];
    for (const [payload, msg] of cases) {
      expectRefused(await post(admin, 'add', payload), 400, 'WF0102', msg);
      expectRefused(await post(admin, 'update', { ...payload, id: flow.id }), 400, 'WF0102', msg);
    }
    expect((await flowRows(flow.id)).map((r) => r.name)).toEqual(STEPS.map((s) => s.name));
    expect(await auditRows(flow.id)).toHaveLength(1);
  });

  it('refuses a duplicate flow name (WF0104) and a step of another flow (WF0103)', async () => {
    const a = await addFlow();
    const b = await addFlow();
    expectRefused(
      await post(admin, 'add', { name: a.name, steps: STEPS }),
      409,
      'WF0104',
      `流程名称“${a.name}”已存在`,
    );
    expectRefused(
      await post(admin, 'update', { id: b.id, name: a.name, steps: STEPS }),
      409,
      'WF0104',
      `流程名称“${a.name}”已存在`,
    );
    // Keeping its own name is fine.
    expect(
      (
        await post(admin, 'update', {
          id: a.id,
          name: a.name,
          steps: a.steps.map(({ ivid, name, ivType }) => ({ ivid, name, ivType })),
        })
      ).status,
    ).toBe(200);
    const foreign = b.steps[1].ivid;
    expectRefused(
      await post(admin, 'update', {
        id: a.id,
        name: a.name,
        steps: [
          { name: '初筛', ivType: 1 },
          { ivid: foreign, name: '偷来的步骤', ivType: 3 },
        ],
      }),
      404,
      'WF0103',
      `步骤编号 ${foreign} 不属于该流程`,
    );
    // A refusal of the business rules is in the audit log too.
    expect((await auditRows(b.id)).at(-1)).toMatchObject({ detail: `拒绝：流程名称“${a.name}”已存在` });
  });
});

describe('flow limit', () => {
  it(`refuses a flow beyond the tenant's limit of 50 (WF0104)`, async () => {
    await get(other, 'list');
    const tenantId = await tenantIdOf(t, 'demo2');
    const existing = (await t.db.selectFrom('flow').select('id').where('tenant_id', '=', tenantId).execute())
      .length;
    await t.db
      .insertInto('flow')
      .values(
        Array.from({ length: 50 - existing }, (_, i) => ({
          id: `filler-${i}`,
          tenant_id: tenantId,
          name: `填充流程${i}`,
          is_default: 0 as const,
          created_at: t.clock.now(),
        })),
      )
      .execute();
    expectRefused(
      await post(other, 'add', { name: '第51个流程', steps: STEPS }),
      409,
      'WF0104',
      '最多可创建50个流程',
    );
    // Our tenant is not affected by theirs.
    expect((await post(admin, 'add', { name: '第51个流程', steps: STEPS })).status).toBe(200);
  });
});

describe('steps holding applications', () => {
  it('refuses to delete a step while applications sit in it (WF0106), or to change its type (WF0108)', async () => {
    const flow = await addFlow();
    const jobId = await createJob(c, { flowId: flow.id, CJobName: '测试开发工程师' });
    const first = await insertApplication(t, jobId, { name: '张三', mobile: '13800000101' });
    const second = await insertApplication(t, jobId, { name: '李四', mobile: '13800000102' });
    const interviewStep = await t.db
      .selectFrom('flow_step')
      .select('id')
      .where('flow_id', '=', flow.id)
      .where('ivid', '=', flow.steps[1].ivid)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('application')
      .set({ step_id: interviewStep.id })
      .where('id', 'in', [first.applicationId, second.applicationId])
      .execute();

    const detail = (await get<FlowSummary>(admin, 'detail', { id: flow.id })).body.data;
    expect(detail.steps.map((s) => s.applicationCount)).toEqual([0, 2, 0, 0]);
    expect(detail).toMatchObject({ applicationCount: 2, jobCount: 1 });

    const keep = detail.steps.map(({ ivid, name, ivType }) => ({ ivid, name, ivType }));
    expectRefused(
      await post(admin, 'update', { id: flow.id, name: flow.name, steps: keep.filter((_, i) => i !== 1) }),
      409,
      'WF0106',
      '步骤“一面”中还有2份投递，不能删除，请先将投递移到其他步骤',
    );
    expectRefused(
      await post(admin, 'update', {
        id: flow.id,
        name: flow.name,
        steps: keep.map((s, i) => (i === 1 ? { ...s, ivType: 2 } : s)),
      }),
      409,
      'WF0108',
      '步骤“一面”中还有2份投递，不能修改步骤类型',
    );
    expect((await flowRows(flow.id)).map((r) => [r.name, r.iv_type])).toEqual(
      STEPS.map((s) => [s.name, s.ivType]),
    );

    // A step without applications can go, and the occupied one can be renamed and moved.
    const saved = await post<FlowSummary>(admin, 'update', {
      id: flow.id,
      name: flow.name,
      steps: [keep[0], keep[2], { ...keep[1], name: '技术面' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.steps.map((s) => [s.name, s.applicationCount])).toEqual([
      ['简历初筛', 0],
      ['终面', 0],
      ['技术面', 2],
    ]);
  });
});

describe('deleting a flow', () => {
  it('deletes an unused flow with its steps and audits it', async () => {
    const flow = await addFlow();
    const result = await post(admin, 'delete', { id: flow.id });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ code: 200, msg: '删除成功', data: null });
    expect(await t.db.selectFrom('flow').select('id').where('id', '=', flow.id).execute()).toEqual([]);
    expect(await flowRows(flow.id)).toEqual([]);
    expect((await auditRows(flow.id)).at(-1)).toMatchObject({
      action: 'POST /api/flow/delete',
      detail: `删除流程“${flow.name}”`,
    });
    expectRefused(await post(admin, 'delete', { id: flow.id }), 404, 'WF0103', '流程不存在');
  });

  it('refuses the default flow (WF0107), a flow jobs use (WF0105) and one holding applications (WF0106)', async () => {
    const list = (await get<FlowListAnswer>(admin, 'list')).body.data;
    const fallback = list.find((f) => f.isDefault)!;
    expectRefused(
      await post(admin, 'delete', { id: fallback.id }),
      409,
      'WF0107',
      '“默认招聘流程”是默认流程，不能删除，请先将其他流程设为默认流程',
    );

    const used = await addFlow();
    const jobId = await createJob(c, { flowId: used.id, CJobName: '数据分析师' });
    await createJob(c, { flowId: used.id, CJobName: '数据工程师' });
    expectRefused(
      await post(admin, 'delete', { id: used.id }),
      409,
      'WF0105',
      `流程“${used.name}”正被2个职位使用，不能删除，请先为这些职位更换流程`,
    );

    // Jobs gone (soft-deleted), but an application still sits in the flow.
    await insertApplication(t, jobId, { name: '王五', mobile: '13800000201' });
    await t.db.updateTable('job').set({ deleted_at: t.clock.now() }).where('flow_id', '=', used.id).execute();
    expectRefused(
      await post(admin, 'delete', { id: used.id }),
      409,
      'WF0106',
      `流程“${used.name}”中还有1份投递，不能删除`,
    );
    expect(await t.db.selectFrom('flow').select('id').where('id', '=', used.id).execute()).toHaveLength(1);
  });

  it('moves the deleted jobs of a flow to the default flow when the flow is deleted', async () => {
    const flow = await addFlow();
    const jobId = await createJob(c, { flowId: flow.id, CJobName: '已删除职位' });
    await t.db.updateTable('job').set({ deleted_at: t.clock.now() }).where('id', '=', jobId).execute();
    expect((await post(admin, 'delete', { id: flow.id })).status).toBe(200);
    const job = await t.db
      .selectFrom('job')
      .select('flow_id')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    const fallback = await t.db
      .selectFrom('flow')
      .select('id')
      .where('tenant_id', '=', demoTenant)
      .where('is_default', '=', 1)
      .executeTakeFirstOrThrow();
    expect(job.flow_id).toBe(fallback.id);
  });

  it('sets another flow as the default, after which the old default may be deleted', async () => {
    const before = (await get<FlowListAnswer>(admin, 'list')).body.data.find((f) => f.isDefault)!;
    const flow = await addFlow();
    expect((await post(admin, 'set-default', { id: flow.id })).status).toBe(200);
    const list = (await get<FlowListAnswer>(admin, 'list')).body.data;
    expect(list[0]).toMatchObject({ id: flow.id, isDefault: true });
    expect(list.filter((f) => f.isDefault)).toHaveLength(1);
    expect((await auditRows(flow.id)).at(-1)).toMatchObject({ detail: `设为默认流程“${flow.name}”` });
    // Restore, so the other tests keep their default.
    expect((await post(admin, 'set-default', { id: before.id })).status).toBe(200);
  });
});

describe('permission and signing', () => {
  it('lets a read-only role (PERMISSION.flowManagement = 1) read but refuses every change with 403', async () => {
    const flow = await addFlow();
    expect((await get(viewer, 'list')).status).toBe(200);
    expect((await get(viewer, 'detail', { id: flow.id })).status).toBe(200);
    const changes: [string, Record<string, unknown>][] = [
      ['add', { name: '只读新增', steps: STEPS }],
      ['update', { id: flow.id, name: '只读修改', steps: STEPS }],
      ['delete', { id: flow.id }],
      ['set-default', { id: flow.id }],
    ];
    for (const [path, payload] of changes) {
      expectRefused(await post(viewer, path, payload), 403, -2000, '无权限');
    }
    expect((await get<FlowSummary>(admin, 'detail', { id: flow.id })).body.data.name).toBe(flow.name);
  });

  it('refuses a role without the key (PERMISSION.flowManagement = 0) even for reading', async () => {
    const a = await t.login('demo', 'admin');
    const role = await t.db
      .selectFrom('operator')
      .select('role_id')
      .where('id', '=', a.userinfo.oprid)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('role_permission')
      .set({ auth_value: 0 })
      .where('role_id', '=', role.role_id)
      .where('auth_key', '=', 'Oper.FlowManagement')
      .execute();
    try {
      const fresh = await t.login('demo', 'admin');
      const who = { token: fresh.token, signKey: fresh.signKey };
      expectRefused(await get(who, 'list'), 403, -2000, '无权限');
    } finally {
      await t.db
        .updateTable('role_permission')
        .set({ auth_value: 2 })
        .where('role_id', '=', role.role_id)
        .where('auth_key', '=', 'Oper.FlowManagement')
        .execute();
    }
  });

  it('refuses unsigned, badly signed, expired and replayed flow calls before doing anything', async () => {
    const payload = { name: '未签名流程', steps: STEPS };
    const unsigned = await t.call('POST', '/api/flow/add', { token: admin.token, body: payload });
    expectRefused(unsigned, 401, 'WF0001', '签名错误');

    const signed = await signFlowRequest({ method: 'POST', ...admin, payload, now: signNow() });
    const tampered = await t.call('POST', '/api/flow/add', {
      token: admin.token,
      body: { ...signed, name: '篡改的流程' },
    });
    expectRefused(tampered, 401, 'WF0001', '签名错误');

    const old = await signFlowRequest({ method: 'POST', ...admin, payload, now: t.clock.now() - 6 * 60_000 });
    expectRefused(
      await t.call('POST', '/api/flow/add', { token: admin.token, body: old }),
      401,
      'WF0002',
      '请求已过期',
    );

    const once = await signFlowRequest({ method: 'POST', ...admin, payload, now: signNow() });
    expect((await t.call('POST', '/api/flow/add', { token: admin.token, body: once })).status).toBe(200);
    expectRefused(
      await t.call('POST', '/api/flow/add', { token: admin.token, body: once }),
      409,
      'WF0101',
      '重复的请求',
    );

    const names = await t.db.selectFrom('flow').select('name').where('tenant_id', '=', demoTenant).execute();
    expect(names.filter((r) => r.name === '未签名流程')).toHaveLength(1);
    expect(names.filter((r) => r.name === '篡改的流程')).toHaveLength(0);
  });
});
