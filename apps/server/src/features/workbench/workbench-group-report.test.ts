import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import type {
  ExamContract,
  GroupReportAnswer,
  ProcessOverviewAnswer,
  ReloadProcessCountAnswer,
} from '@ehire/domain/contracts/workbench';
import { newId } from '../../db/ids';
import type { TaskQueue } from '../../platform/tasks/task-queue';
import { until } from '../../platform/tasks/test-support';
import { processRecountStatus } from './process-recount.task';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  insertApplication,
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';

// Issue 16 §2: the custom group report (WB-015, WB-020..WB-023, CALL-046) against hand-counted
// fixtures, and the recount of the older system as a task (CALL-036..CALL-039, STATE-006). On
// SQLite and, with TEST_DATABASE_URL, PostgreSQL.

let t: TestApp;
let c: JobTestContext;
let tenantId: string;
let east: string;
let south: string;
let jobHz: string;
let jobEast: string;

const groupReport = (body: unknown, token = c.admin) =>
  t.call<GroupReportAnswer>('POST', '/api/biz/workbench/group-report', { token, body });

async function org(name: string, parentId: string): Promise<string> {
  const id = newId(t.clock.now());
  await t.db
    .insertInto('organization')
    .values({ id, tenant_id: tenantId, parent_id: parentId, name, sort: 99, created_at: t.clock.now() })
    .execute();
  return id;
}

async function apply(jobId: string, school: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const { applicationId } = await insertApplication(t, jobId);
    await t.db.updateTable('application').set({ school }).where('id', '=', applicationId).execute();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  tenantId = await tenantIdOf(t, 'demo');
  const root = await t.db
    .selectFrom('organization')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  east = await org('华东分公司', root.id);
  south = await org('华南分公司', root.id);
  const hangzhou = await org('杭州研发中心', east);
  jobHz = await publishedJob(c, { CJobName: '杭州前端工程师', OrgID: hangzhou });
  jobEast = await publishedJob(c, { CJobName: '华东管培生', OrgID: east });
  const jobSouth = await publishedJob(c, { CJobName: '深圳销售', OrgID: south });
  // 21 applications: 华东 12 (杭州前端 7, 华东管培生 5), 华南 9; '其他' (6) is the second
  // largest entry but is itself 'other'.
  await apply(jobHz, '北京大学', 5);
  await apply(jobHz, '清华大学', 2);
  await apply(jobEast, '清华大学', 2);
  await apply(jobEast, '浙江大学', 3);
  await apply(jobSouth, '复旦大学', 2);
  await apply(jobSouth, '南京大学', 1);
  await apply(jobSouth, '其他', 6);
  // The demo tenant's projects are the ones configured for the group report.
  await t.db.updateTable('project').set({ group_report: 1 }).where('tenant_id', '=', tenantId).execute();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('custom group report (WB-015, WB-020..WB-023, CALL-046)', () => {
  it('WB-015 the configured project gets the group report instead of the process table; another does not', async () => {
    const mine = await t.call<ProcessOverviewAnswer>('GET', '/api/biz/workbench/process-overview', {
      token: c.admin,
    });
    expect(mine.body.data.groupReport).toBe(true);
    const other = (await t.login('demo2', 'admin')).token;
    const theirs = await t.call<ProcessOverviewAnswer>('GET', '/api/biz/workbench/process-overview', {
      token: other,
    });
    expect(theirs.body.data.groupReport).toBe(false);
    const refused = await groupReport({}, other);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('当前项目未开通集团报表');
  });

  it('WB-020 WB-022 WB-023 CALL-046 counts resumes by subsidiary with the top 4 schools and 其他院校 (code 0)', async () => {
    const res = await groupReport({});
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data.organization).toBeNull();
    expect(data.total).toBe(21);
    const bar = (id: string) => data.bars.find((b) => b.key === id);
    expect(bar(east)).toEqual({ key: east, label: '华东分公司', count: 12 });
    expect(bar(south)).toEqual({ key: south, label: '华南分公司', count: 9 });
    expect(data.organizations.map((o) => o.name)).toEqual(expect.arrayContaining(['华东分公司', '华南分公司']));
    // '其他' (6) is never ranked; it joins 南京大学 (1) in 其他院校.
    expect(data.schools.map((s) => [s.label, s.count])).toEqual([
      ['北京大学', 5],
      ['清华大学', 4],
      ['浙江大学', 3],
      ['复旦大学', 2],
      ['其他院校', 7],
    ]);
    expect(data.schools.reduce((sum, s) => sum + s.count, 0)).toBe(data.total);
  });

  it('WB-021 for one subsidiary counts resumes by job, sub-organisations included', async () => {
    const res = await groupReport({ organizationId: east });
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data.organization).toEqual({ id: east, name: '华东分公司' });
    expect(data.total).toBe(12);
    expect(data.bars).toEqual([
      { key: jobHz, label: '杭州前端工程师', count: 7 },
      { key: jobEast, label: '华东管培生', count: 5 },
    ]);
    expect(data.schools.map((s) => [s.label, s.count])).toEqual([
      ['北京大学', 5],
      ['清华大学', 4],
      ['浙江大学', 3],
    ]);
  });

  it('refuses an organisation that is not a subsidiary with 组织不存在, and a user without the workbench', async () => {
    const res = await groupReport({ organizationId: 'no-such-org' });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('组织不存在');
    const anonymous = await t.call('POST', '/api/biz/workbench/group-report', { body: {} });
    expect(anonymous.status).toBe(401);
  });
});

describe('process count and recount (CALL-036..CALL-039, STATE-006)', () => {
  it('CALL-036 CALL-037 the new and the old endpoint answer the same rows; strLanguage EN names the aggregate row', async () => {
    const cn = await t.call<ProcessOverviewAnswer>('POST', '/api/biz/workbench/process-count', {
      token: c.admin,
      body: { strLanguage: 'CN', isRefresh: true },
    });
    const old = await t.call<ProcessOverviewAnswer>('POST', '/api/biz/workbench/process-count-old', {
      token: c.admin,
      body: { strLanguage: 'EN', isRefresh: false },
    });
    expect(cn.status).toBe(200);
    expect(cn.body.data.total?.flowName).toBe('全部流程');
    expect(old.body.data.total?.flowName).toBe('All processes');
    expect(old.body.data.rows).toEqual(cn.body.data.rows);
    expect(cn.body.data.total?.resumeNum).toBe(21);
    const bad = await t.call('POST', '/api/biz/workbench/process-count', {
      token: c.admin,
      body: { strLanguage: 'FR' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数错误：strLanguage 取值无效，可选值：CN、EN');
  });

  it('CALL-038 CALL-039 the recount is a task of the task centre that puts drifted counts right, then the status is 10', async () => {
    const status = async () =>
      (await t.call<string>('POST', '/api/biz/workbench/recount-status', { token: c.admin })).body.data;
    expect(await status()).toBe('10');
    // Drifted counters: the process overview and the board's aggregates are wrong.
    await t.db.updateTable('application_count').set({ n: 999 }).where('tenant_id', '=', tenantId).execute();
    await t.db.deleteFrom('application_stat_day').where('tenant_id', '=', tenantId).execute();
    const reload = await t.call<ReloadProcessCountAnswer>('POST', '/api/biz/workbench/reload-process-count', {
      token: c.admin,
    });
    expect(reload.status).toBe(200);
    expect(reload.body.data.warnning).toBe('流程数据已提交重新计算，数据更新可能需要几分钟');
    const task = await until(
      () => t.app.tasks.get({ tenantId }, reload.body.data.taskId),
      (record) => record?.status === 'succeeded',
    );
    expect(task?.kind).toBe('workbench-process-recount');
    expect([task?.done, task?.total]).toEqual([2, 2]);
    expect(await status()).toBe('10');
    const overview = await t.call<ProcessOverviewAnswer>('GET', '/api/biz/workbench/process-overview', {
      token: c.admin,
    });
    expect(overview.body.data.total?.resumeNum).toBe(21);
    const total = await t.db
      .selectFrom('application_stat_day')
      .select((eb) => eb.fn.sum<number | string>('n').as('n'))
      .where('tenant_id', '=', tenantId)
      .where('dim', '=', 'total')
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(21);
  });

  it('CALL-039 STATE-006 answers 20 while the tenant\'s recount is queued or running, 10 otherwise', async () => {
    const queue = (status: string | undefined) =>
      ({
        latest: async () => (status ? { status } : undefined),
      }) as unknown as TaskQueue;
    const ctx = { tenantId, operatorId: 'x', projectId: null };
    expect(await processRecountStatus(queue('queued'), ctx)).toBe('20');
    expect(await processRecountStatus(queue('running'), ctx)).toBe('20');
    expect(await processRecountStatus(queue('succeeded'), ctx)).toBe('10');
    expect(await processRecountStatus(queue('failed'), ctx)).toBe('10');
    expect(await processRecountStatus(queue(undefined), ctx)).toBe('10');
  });
});

describe('assessment licences and rows by permission (WB-006, CALL-034, DATA-007, WB-012)', () => {
  it('WB-006 CALL-034 DATA-007 the exam-contract call lists the open assessment lots with their fields', async () => {
    const lot = (id: string, asset: string, remaining: number, expiresAt: number | null, sourceType: string) => ({
      tenant_id: tenantId,
      id,
      asset,
      quantity: 100,
      remaining,
      expires_at: expiresAt,
      source_type: sourceType,
      source_id: id,
      closed_at: null,
      created_at: Date.UTC(2026, 0, 5, 2),
    });
    await t.db
      .insertInto('asset_lot')
      .values([
        lot('lot-a', 'assessment', 40, Date.UTC(2027, 0, 1, -8), 'order'),
        lot('lot-c', 'sms', 50, null, 'order'), // not a licence
        lot('lot-d', 'assessment', 7, null, 'grant'),
      ])
      .execute();
    const res = await t.call<ExamContract[]>('GET', '/api/biz/workbench/exam-contracts?isrefresh=true', {
      token: c.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { licenseType: '购买', name: '在线测评', startDate: '2026-01-05', endDate: '2026-12-31', remainlicense: 40 },
      { licenseType: '赠送', name: '在线测评', startDate: '2026-01-05', endDate: '长期有效', remainlicense: 7 },
    ]);
    const other = (await t.login('demo2', 'admin')).token;
    const theirs = await t.call<ExamContract[]>('GET', '/api/biz/workbench/exam-contracts', { token: other });
    expect(theirs.body.data).toEqual([]);
  });

  it('WB-012 a role without the talent permission gets no process rows; with it, every step', async () => {
    const roleOf = await t.db
      .selectFrom('operator')
      .select('role_id')
      .where('tenant_id', '=', tenantId)
      .where('username', '=', 'viewer')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('role_permission')
      .set({ auth_value: 0 })
      .where('tenant_id', '=', tenantId)
      .where('role_id', '=', roleOf.role_id)
      .where('auth_key', '=', PERMISSION.talent)
      .execute();
    const viewer = (await t.login('demo', 'viewer')).token;
    const none = await t.call<ProcessOverviewAnswer>('GET', '/api/biz/workbench/process-overview', { token: viewer });
    expect(none.status).toBe(200);
    expect(none.body.data.rows).toEqual([]);
    expect(none.body.data.total).toBeNull();
    const admin = await t.call<ProcessOverviewAnswer>('GET', '/api/biz/workbench/process-overview', { token: c.admin });
    expect(admin.body.data.rows.length).toBeGreaterThan(0);
  });
});
