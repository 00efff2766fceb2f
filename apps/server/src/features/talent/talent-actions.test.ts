import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PersonalLabelList,
  ResumeDetail,
  TalentActionInput,
  TalentActionResult,
  TalentCounts,
  TalentFlow,
  TalentListQueryInput,
  TalentPage,
  TalentSelectionInput,
} from '@ehire/domain/contracts/talent';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  insertApplication,
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';

// Issue 6 §3, the two actions added after the first talent release: personal labels (个人标签,
// seen only by the operator who set them) and moving an application to another flow of the
// tenant (转移流程). Through the API, on SQLite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let c: JobTestContext;
/** A second operator of the demo tenant with write access (王二管理). */
let admin2: string;
let demo2Admin: string;
let jobA: string;
let jobB: string;
let demoTenant: string;
/** A second flow of the demo tenant: 初筛 (F2-1), 终面 (F2-2), 待录用 (F2-3). */
const F2 = 'flow-actions-f2';
let demo2Flow: string;
let n = 0;

const list = (body: TalentListQueryInput, token = c.admin) =>
  t.call<TalentPage>('POST', '/api/biz/talent/list', { token, body });
const counts = (body: TalentSelectionInput, token = c.admin) =>
  t.call<TalentCounts>('POST', '/api/biz/talent/counts', { token, body });
const act = (body: TalentActionInput, token = c.admin) =>
  t.call<TalentActionResult>('POST', '/api/biz/talent/actions', { token, body });
const detail = (id: string, token = c.admin) =>
  t.call<ResumeDetail>('GET', `/api/biz/talent/applications/${id}`, { token });

async function newApplication(jobId: string, name: string): Promise<string> {
  n += 1;
  const made = await insertApplication(t, jobId, {
    name,
    mobile: `1390000${String(n).padStart(4, '0')}`,
  });
  return made.applicationId;
}

async function appRow(id: string) {
  return t.db
    .selectFrom('application as a')
    .innerJoin('flow_step as s', (j) =>
      j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
    )
    .select(['a.job_id', 'a.flow_id', 's.ivid', 's.name', 'a.inbox_status'])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
}

async function rowOf(id: string, token = c.admin, body: TalentListQueryInput = {}) {
  const page = await list({ ...body, pageSize: 100 }, token);
  const row = page.body.data.rows.find((r) => r.applicationId === id);
  if (!row) throw new Error(`${id} is not in the list`);
  return row;
}

async function auditDetails(): Promise<string[]> {
  const rows = await t.db
    .selectFrom('audit_log')
    .select('detail')
    .where('action', '=', 'POST /api/biz/talent/actions')
    .execute();
  return rows.map((row) => row.detail);
}

/** Every per-step count equals the list total of that step and status (and the sum the total). */
async function expectCountsMatchList(selection: TalentSelectionInput): Promise<TalentCounts> {
  const all = await counts(selection);
  expect(all.status).toBe(200);
  const whole = await list(selection);
  expect(all.body.data.total).toBe(whole.body.data.total);
  expect(all.body.data.steps.reduce((sum, step) => sum + step.total, 0)).toBe(all.body.data.total);
  for (const step of all.body.data.steps) {
    for (const group of ['00', '01', '04_05', '02_06_07_08_09'] as const) {
      const page = await list({ ...selection, ivid: step.ivid, inboxstatus: group });
      expect(page.body.data.total).toBe(step.byStatus[group]);
    }
  }
  return all.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  jobA = await publishedJob(c, { CJobName: 'Java开发工程师' });
  jobB = await publishedJob(c, { CJobName: '产品经理' });
  demoTenant = await tenantIdOf(t, 'demo');
  // A second writer in the demo tenant: the admin's role and password, another person.
  const admin = await t.db
    .selectFrom('operator')
    .selectAll()
    .where('tenant_id', '=', demoTenant)
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('operator')
    .values({
      ...admin,
      id: 'op-actions-admin2',
      username: 'admin2',
      display_name: '王二管理',
      email: 'admin2@demo.example.com',
    })
    .execute();
  admin2 = (await t.login('demo', 'admin2')).token;
  demo2Admin = (await t.login('demo2', 'admin')).token;

  const now = t.clock.now();
  await t.db
    .insertInto('flow')
    .values({ id: F2, tenant_id: demoTenant, name: '社招流程', is_default: 0, created_at: now })
    .execute();
  await t.db
    .insertInto('flow_step')
    .values([
      { id: 'f2-s1', tenant_id: demoTenant, flow_id: F2, ivid: 'F2-1', name: '初筛', iv_type: 1, sort: 1 },
      { id: 'f2-s2', tenant_id: demoTenant, flow_id: F2, ivid: 'F2-2', name: '终面', iv_type: 3, sort: 2 },
      { id: 'f2-s3', tenant_id: demoTenant, flow_id: F2, ivid: 'F2-3', name: '待录用', iv_type: 4, sort: 3 },
    ])
    .execute();
  // A flow of the other tenant, to be refused.
  const demo2Tenant = await tenantIdOf(t, 'demo2');
  demo2Flow = 'flow-actions-demo2';
  await t.db
    .insertInto('flow')
    .values({ id: demo2Flow, tenant_id: demo2Tenant, name: '他司流程', is_default: 0, created_at: now })
    .execute();
  await t.db
    .insertInto('flow_step')
    .values({
      id: 'd2-s1',
      tenant_id: demo2Tenant,
      flow_id: demo2Flow,
      ivid: 'D2-1',
      name: '初筛',
      iv_type: 1,
      sort: 1,
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('personal labels (个人标签)', () => {
  it('CALL-056 are seen only by the operator who set them: list, details, filter, their own list, export', async () => {
    const a1 = await newApplication(jobA, '个标甲');
    const a2 = await newApplication(jobA, '个标乙');
    const mine = await act({ action: 'addPersonalLabels', applicationIds: [a1, a2], labels: ['重点跟进'] });
    expect(mine.status).toBe(200);
    expect(mine.body.msg).toBe('操作成功');
    expect(mine.body.data).toMatchObject({ succeeded: 2, failed: 0 });
    await act({ action: 'addPersonalLabels', applicationIds: [a1], labels: ['我的', '二面'] }, admin2);
    await act({ action: 'addLabels', applicationIds: [a1], labels: ['名校'] });

    // List: each operator sees their own personal labels, the tenant labels are shared.
    expect(await rowOf(a1)).toMatchObject({ labels: ['名校'], personalLabels: ['重点跟进'] });
    expect(await rowOf(a1, admin2)).toMatchObject({ labels: ['名校'], personalLabels: ['二面', '我的'] });
    expect(await rowOf(a1, c.viewer)).toMatchObject({ labels: ['名校'], personalLabels: [] });
    // Personal labels are not tenant labels: application_label holds only 名校.
    const tenantLabels = await t.db
      .selectFrom('application_label')
      .select('label')
      .where('application_id', '=', a1)
      .execute();
    expect(tenantLabels.map((row) => row.label)).toEqual(['名校']);

    // Details: the same, and the shared history never names someone's personal labels.
    const seen2 = await detail(a1, admin2);
    expect(seen2.body.data.application.personalLabels).toEqual(['二面', '我的']);
    const history = seen2.body.data.activity.map((a) => `${a.actionName}|${a.actorName}|${a.detail}`);
    expect(history).toContain('添加个人标签|王管理|添加个人标签1个（仅本人可见）');
    expect(history).toContain('添加个人标签|王二管理|添加个人标签2个（仅本人可见）');
    expect(JSON.stringify(seen2.body.data)).not.toContain('重点跟进');
    expect((await detail(a1)).body.data.application.personalLabels).toEqual(['重点跟进']);

    // Filter: by one's own labels only; the counts of that selection still equal the list.
    const filtered = await list({ personalLabels: ['重点跟进'] });
    expect(filtered.body.data.rows.map((r) => r.applicationId).sort()).toEqual([a1, a2].sort());
    expect((await list({ personalLabels: ['重点跟进'] }, admin2)).body.data.total).toBe(0);
    expect((await list({ personalLabels: ['我的', '二面'] }, admin2)).body.data.total).toBe(1);
    await expectCountsMatchList({ personalLabels: ['重点跟进'] });

    // Their own label list.
    const labelsOf = (token: string) =>
      t.call<PersonalLabelList>('GET', '/api/biz/talent/personal-labels', { token });
    expect((await labelsOf(c.admin)).body.data).toEqual(['重点跟进']);
    expect((await labelsOf(admin2)).body.data).toEqual(['二面', '我的']);
    expect((await labelsOf(c.viewer)).body.data).toEqual([]);

    // Export: the exporter's own personal labels, never another operator's.
    const exported = await t.call('POST', '/api/biz/talent/export', {
      token: admin2,
      body: { applicationIds: [a1] },
    });
    expect(exported.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet?.getRow(1).values ?? []) as unknown[];
    const cells = (sheet?.getRow(2).values ?? []) as unknown[];
    const column = header.indexOf('个人标签');
    expect(column).toBeGreaterThan(0);
    expect(cells[column]).toBe('二面、我的');
    expect(JSON.stringify(cells)).not.toContain('重点跟进');

    // Removing takes away one's own label only.
    await act({ action: 'removePersonalLabels', applicationIds: [a1, a2], labels: ['重点跟进'] });
    expect((await rowOf(a1)).personalLabels).toEqual([]);
    expect((await rowOf(a1, admin2)).personalLabels).toEqual(['二面', '我的']);
    const removedByOther = await act(
      { action: 'removePersonalLabels', applicationIds: [a1], labels: ['我的'] },
      c.admin,
    );
    expect(removedByOther.body.data.succeeded).toBe(1);
    expect((await rowOf(a1, admin2)).personalLabels).toEqual(['二面', '我的']);
    expect(await auditDetails()).toEqual(
      expect.arrayContaining(['添加个人标签：成功2条，失败0条', '移除个人标签：成功2条，失败0条']),
    );
  });

  it('CALL-056 bulk: a result per application when some fail (missing, other tenant, 20 labels reached); bad input is a zh-CN 400', async () => {
    const ok1 = await newApplication(jobA, '批标甲');
    const full = await newApplication(jobA, '批标满');
    const foreign = await newApplication(jobB, '他司');
    const twenty = Array.from({ length: 20 }, (_, i) => `标签${i + 1}`);
    await act({ action: 'addPersonalLabels', applicationIds: [full], labels: twenty });
    const res = await act({
      action: 'addPersonalLabels',
      applicationIds: [ok1, full, 'missing-id'],
      labels: ['复核'],
    });
    expect(res.body.msg).toBe('部分投递操作失败（成功1条，失败2条）');
    expect(res.body.data.results).toEqual([
      { applicationId: ok1, ok: true, message: '' },
      { applicationId: full, ok: false, message: '每份投递最多20个个人标签' },
      { applicationId: 'missing-id', ok: false, message: '投递不存在' },
    ]);
    expect((await rowOf(full)).personalLabels).toHaveLength(20);
    // Another tenant acting on these applications: not found, nothing written.
    const other = await act(
      { action: 'addPersonalLabels', applicationIds: [foreign], labels: ['x'] },
      demo2Admin,
    );
    expect(other.body.data.results).toEqual([{ applicationId: foreign, ok: false, message: '投递不存在' }]);
    expect(other.body.msg).toBe('投递不存在');
    const stored = await t.db
      .selectFrom('application_personal_label')
      .select('label')
      .where('application_id', '=', foreign)
      .execute();
    expect(stored).toEqual([]);
    const empty = await act({ action: 'addPersonalLabels', applicationIds: [ok1], labels: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('参数错误：请选择标签');
    const long = await act({ action: 'addPersonalLabels', applicationIds: [ok1], labels: ['一'.repeat(21)] });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('参数错误：标签最多20个字符');
  });
});

describe('move to another flow (转移流程)', () => {
  it('WB-036..039 keeps the job, follows the chosen flow from the chosen step as 待筛选; counts equal the list totals', async () => {
    // The targets the dialog offers: the tenant's flows and steps, readable with the talent permission.
    const flows = await t.call<TalentFlow[]>('GET', '/api/biz/talent/flows', { token: c.viewer });
    expect(flows.body.data[0]?.isDefault).toBe(true);
    expect(flows.body.data.find((f) => f.flowId === F2)).toEqual({
      flowId: F2,
      name: '社招流程',
      isDefault: false,
      steps: [
        { ivid: 'F2-1', name: '初筛', ivType: 1, sort: 1 },
        { ivid: 'F2-2', name: '终面', ivType: 3, sort: 2 },
        { ivid: 'F2-3', name: '待录用', ivType: 4, sort: 3 },
      ],
    });
    const m1 = await newApplication(jobA, '转流甲');
    const m2 = await newApplication(jobA, '转流乙');
    await act({ action: 'pending', applicationIds: [m1] });
    const before = await appRow(m1);
    const res = await act({ action: 'moveFlow', applicationIds: [m1, m2], flowId: F2, ivid: 'F2-1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ succeeded: 2, failed: 0 });
    expect(await appRow(m1)).toMatchObject({ job_id: jobA, flow_id: F2, ivid: 'F2-1', inbox_status: '00' });
    expect(before.flow_id).not.toBe(F2);
    const history = (await detail(m1)).body.data.activity.map((a) => `${a.actionName}|${a.detail}`);
    expect(history).toContain(`转移流程|从「${before.name}」转移到流程「社招流程」的「初筛」`);
    expect(await auditDetails()).toContain('转移流程：成功2条，失败0条');
    // The list row shows the new flow and step.
    expect(await rowOf(m1)).toMatchObject({ flowId: F2, ivid: 'F2-1', stepName: '初筛', jobId: jobA });

    // The application now runs in the new flow: 通过 goes to that flow's next step.
    const passed = await act({ action: 'pass', applicationIds: [m1] });
    expect(passed.body.data.succeeded).toBe(1);
    expect(await appRow(m1)).toMatchObject({ flow_id: F2, ivid: 'F2-2', inbox_status: '00' });

    // Counts per step equal the list totals: all applications, the job's view (which now shows
    // F2, the flow some of its applications run in), and a search.
    await expectCountsMatchList({});
    const ofJob = await expectCountsMatchList({ tab: 'second', jobId: jobA });
    expect(ofJob.steps.find((s) => s.ivid === 'F2-2')).toMatchObject({ flowName: '社招流程', total: 1 });
    expect(ofJob.steps.find((s) => s.ivid === 'F2-1')).toMatchObject({ total: 1 });
    // The whole flow, so the 通过 dialog can offer its later steps.
    expect(ofJob.steps.find((s) => s.ivid === 'F2-3')).toMatchObject({ name: '待录用', total: 0 });
    await expectCountsMatchList({ keyword: '转流' });
    // application_count (kept by the 006 triggers) agrees with the rows.
    const kept = await t.db
      .selectFrom('application_count')
      .select(['step_id', (eb) => eb.fn.sum<number>('n').as('n')])
      .where('tenant_id', '=', demoTenant)
      .where('step_id', 'in', ['f2-s1', 'f2-s2'])
      .groupBy('step_id')
      .orderBy('step_id')
      .execute();
    expect(kept.map((row) => [row.step_id, Number(row.n)])).toEqual([
      ['f2-s1', 1],
      ['f2-s2', 1],
    ]);
  });

  it('refuses another tenant’s flow and a step outside the flow with zh-CN 400s; per application: same flow, withdrawn, missing', async () => {
    const r1 = await newApplication(jobB, '拒转甲');
    const r2 = await newApplication(jobB, '拒转乙');
    const r3 = await newApplication(jobB, '拒转丙');
    const start = await appRow(r1);
    const foreignFlow = await act({
      action: 'moveFlow',
      applicationIds: [r1],
      flowId: demo2Flow,
      ivid: 'D2-1',
    });
    expect(foreignFlow.status).toBe(400);
    expect(foreignFlow.body.msg).toBe('流程不存在');
    const wrongStep = await act({ action: 'moveFlow', applicationIds: [r1], flowId: F2, ivid: start.ivid });
    expect(wrongStep.status).toBe(400);
    expect(wrongStep.body.msg).toBe('目标环节不属于所选流程');
    const noFlow = await act({ action: 'moveFlow', applicationIds: [r1], ivid: 'F2-1' } as TalentActionInput);
    expect(noFlow.status).toBe(400);
    expect(noFlow.body.msg).toBe('参数错误：请选择流程');
    expect(await appRow(r1)).toEqual(start);

    await act({ action: 'moveFlow', applicationIds: [r2], flowId: F2, ivid: 'F2-1' });
    await t.db.updateTable('application').set({ inbox_status: '05' }).where('id', '=', r3).execute();
    const res = await act({
      action: 'moveFlow',
      applicationIds: [r1, r2, r3, 'missing-id'],
      flowId: F2,
      ivid: 'F2-3',
    });
    expect(res.body.msg).toBe('部分投递操作失败（成功1条，失败3条）');
    expect(res.body.data.results).toEqual([
      { applicationId: r1, ok: true, message: '' },
      { applicationId: r2, ok: false, message: '已在该流程中，请使用通过' },
      { applicationId: r3, ok: false, message: '候选人已撤回该投递，不能操作' },
      { applicationId: 'missing-id', ok: false, message: '投递不存在' },
    ]);
    expect(await appRow(r1)).toMatchObject({ flow_id: F2, ivid: 'F2-3', inbox_status: '00', job_id: jobB });
    expect(await appRow(r2)).toMatchObject({ ivid: 'F2-1' });
    await expectCountsMatchList({ tab: 'second', jobId: jobB });
  });
});

describe('tenant and permission', () => {
  it('tenant isolation: another tenant can neither move these applications nor use this tenant’s flow, nor see personal labels', async () => {
    const id = await newApplication(jobA, '隔离转流');
    await act({ action: 'addPersonalLabels', applicationIds: [id], labels: ['隔离'] });
    const start = await appRow(id);
    const theirFlows = await t.call<TalentFlow[]>('GET', '/api/biz/talent/flows', { token: demo2Admin });
    expect(theirFlows.body.data.map((f) => f.flowId)).toContain(demo2Flow);
    expect(theirFlows.body.data.map((f) => f.flowId)).not.toContain(F2);
    const withOwnFlow = await act(
      { action: 'moveFlow', applicationIds: [id], flowId: demo2Flow, ivid: 'D2-1' },
      demo2Admin,
    );
    expect(withOwnFlow.body.data.results).toEqual([{ applicationId: id, ok: false, message: '投递不存在' }]);
    const withOurFlow = await act(
      { action: 'moveFlow', applicationIds: [id], flowId: F2, ivid: 'F2-1' },
      demo2Admin,
    );
    expect(withOurFlow.status).toBe(400);
    expect(withOurFlow.body.msg).toBe('流程不存在');
    const removed = await act(
      { action: 'removePersonalLabels', applicationIds: [id], labels: ['隔离'] },
      demo2Admin,
    );
    expect(removed.body.data.results[0]?.message).toBe('投递不存在');
    expect((await list({ personalLabels: ['隔离'] }, demo2Admin)).body.data.total).toBe(0);
    expect(await appRow(id)).toEqual(start);
    expect((await rowOf(id)).personalLabels).toEqual(['隔离']);
  });

  it('PERMISSION.talent: a read-only user can neither add personal labels nor move flows; nothing changes', async () => {
    const id = await newApplication(jobA, '只读转流');
    const start = await appRow(id);
    const label = await act(
      { action: 'addPersonalLabels', applicationIds: [id], labels: ['只读'] },
      c.viewer,
    );
    expect(label.status).toBe(403);
    const move = await act({ action: 'moveFlow', applicationIds: [id], flowId: F2, ivid: 'F2-1' }, c.viewer);
    expect(move.status).toBe(403);
    expect(await appRow(id)).toEqual(start);
    const stored = await t.db
      .selectFrom('application_personal_label')
      .select('label')
      .where('application_id', '=', id)
      .execute();
    expect(stored).toEqual([]);
    const anonymous = await t.call('GET', '/api/biz/talent/personal-labels');
    expect(anonymous.status).toBe(401);
  });
});
