import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportTaskCreated } from '@ehire/domain/contracts/exports';
import type { AuditLogPage, AuditLogQueryInput } from '@ehire/domain/contracts/settings';
import type { TaskAnswer } from '@ehire/domain/contracts/tasks';
import { until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';

// 日志查询 (issue 17) through the API: who, what, which record, when and from where; filters by
// user, action and period; the export as a task of the task centre. SQLite and PostgreSQL.

let t: TestApp;
let admin: string;
let adminId: string;
let orgId: string;

const page = (body: AuditLogQueryInput, token = admin) =>
  t.call<AuditLogPage>('POST', '/api/biz/settings/audit-log/page', { token, body });

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login('demo', 'admin');
  admin = login.token;
  const row = await t.db
    .selectFrom('operator')
    .innerJoin('tenant', 'tenant.id', 'operator.tenant_id')
    .select('operator.id')
    .where('tenant.member_name', '=', 'demo')
    .where('operator.username', '=', 'admin')
    .executeTakeFirstOrThrow();
  adminId = row.id;
  const added = await t.call<{ id: string }>('POST', '/api/biz/settings/organizations/add', {
    token: admin,
    body: { name: '审计测试部', parentId: null },
    remoteAddress: '10.1.2.3',
  });
  orgId = added.body.data.id;
  t.clock.advance(60_000);
  await t.call('POST', '/api/biz/settings/organizations/rename', {
    token: admin,
    body: { id: orgId, name: '审计测试二部' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('audit log (issue 17)', () => {
  it('lists who did what to which record, when and from which IP, newest first', async () => {
    const res = await page({ action: 'organizations' });
    expect(res.status).toBe(200);
    expect(res.body.data.rows.map((row) => row.action)).toEqual([
      'POST /api/biz/settings/organizations/rename',
      'POST /api/biz/settings/organizations/add',
    ]);
    expect(res.body.data.rows[1]).toMatchObject({
      operatorId: adminId,
      operatorName: '王管理',
      targetType: 'organization',
      targetId: orgId,
      detail: '审计测试部',
      ip: '10.1.2.3',
    });
  });

  it('filters by user and period, and refuses a period that ends before it starts', async () => {
    const renamedAt = (await page({ action: 'organizations/rename' })).body.data.rows[0].createdAt;
    const since = await page({ action: 'organizations', from: renamedAt });
    expect(since.body.data.rows.map((row) => row.action)).toEqual([
      'POST /api/biz/settings/organizations/rename',
    ]);
    expect((await page({ operatorId: 'someone-else' })).body.data.total).toBe(0);
    expect((await page({ operatorId: adminId })).body.data.total).toBeGreaterThanOrEqual(2);
    const backwards = await page({ from: renamedAt, to: renamedAt - 1 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toContain('开始时间不能晚于结束时间');
  });

  it('another tenant never sees these rows', async () => {
    const other = (await t.login('demo2', 'admin')).token;
    const res = await page({ action: 'organizations' }, other);
    expect(res.body.data.total).toBe(0);
  });

  it('exports the filtered log as a task of the task centre; the export is itself logged', async () => {
    const created = await t.call<ExportTaskCreated>('POST', '/api/biz/settings/audit-log/export', {
      token: admin,
      body: { action: 'organizations' },
    });
    expect(created.body.msg).toBe('已提交导出任务，请到任务中心下载');
    const taskId = created.body.data.taskId;
    const task = await until(
      async () => (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${taskId}`, { token: admin })).body.data,
      (answer) => ['succeeded', 'failed', 'cancelled'].includes(answer.status),
    );
    expect(task.status).toBe('succeeded');
    const file = await t.call('GET', `/api/biz/tasks/${taskId}/download`, { token: admin });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.response.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0].eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
    );
    expect(rows[0]).toEqual(['时间', '操作人', '操作', '对象类型', '对象', '说明', 'IP']);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[3], row[5]])).toEqual([
      ['王管理', 'POST /api/biz/settings/organizations/rename', '组织', '审计测试二部'],
      ['王管理', 'POST /api/biz/settings/organizations/add', '组织', '审计测试部'],
    ]);
    const logged = await page({ action: 'audit-log/export' });
    expect(logged.body.data.rows[0]).toMatchObject({ targetType: 'task', targetId: taskId });
  });
});
