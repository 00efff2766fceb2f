import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectGroupReportList } from '@ehire/domain/contracts/project-settings';
import type { ProcessOverviewAnswer } from '@ehire/domain/contracts/workbench';
import { createTestApp, type TestApp } from '../../test/harness';
import { tenantIdOf } from '../jobs/test-support';

// Issue 16 §2 (WB-015): the screen's calls that set which project shows the workbench's group
// report: list and set under /api/biz/settings/projects, validated, guarded by
// System.Organization, per tenant. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.

let t: TestApp;
let admin: string;
let tenantId: string;

const list = (token = admin) =>
  t.call<ProjectGroupReportList>('POST', '/api/biz/settings/projects/group-report/list', { token });
const set = (body: unknown, token = admin) =>
  t.call('POST', '/api/biz/settings/projects/group-report', { token, body });
const overview = (token = admin) =>
  t.call<ProcessOverviewAnswer>('GET', '/api/biz/workbench/process-overview', { token });

async function withOrganizationLevel(value: number, run: (token: string) => Promise<void>): Promise<void> {
  const a = await t.login('demo', 'admin');
  const role = await t.db.selectFrom('operator').select('role_id').where('id', '=', a.userinfo.oprid).executeTakeFirstOrThrow();
  const level = (v: number) =>
    t.db
      .updateTable('role_permission')
      .set({ auth_value: v })
      .where('role_id', '=', role.role_id)
      .where('auth_key', '=', 'System.Organization')
      .execute();
  await level(value);
  try {
    await run((await t.login('demo', 'admin')).token);
  } finally {
    await level(2);
    admin = (await t.login('demo', 'admin')).token;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
  tenantId = await tenantIdOf(t, 'demo');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('project group report setting (WB-015)', () => {
  it('WB-015 lists the projects with their flag; switching the current project on shows the group report on the workbench, off shows the process overview', async () => {
    const projects = await list();
    expect(projects.status).toBe(200);
    const rows = await t.db.selectFrom('project').select(['id', 'name']).where('tenant_id', '=', tenantId).execute();
    expect(projects.body.data.map((p) => p.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(projects.body.data.every((p) => p.groupReport === false)).toBe(true);
    expect((await overview()).body.data.groupReport).toBe(false);

    const current = await t.db
      .selectFrom('operator')
      .select('current_project_id')
      .where('tenant_id', '=', tenantId)
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(current.current_project_id, 'the demo admin works in a project').toBeTruthy();
    const projectId = current.current_project_id as string;
    const on = await set({ projectId, groupReport: true });
    expect(on.status).toBe(200);
    expect(on.body.msg).toBe('保存成功');
    const stored = await t.db.selectFrom('project').select('group_report').where('id', '=', projectId).executeTakeFirstOrThrow();
    expect(Number(stored.group_report)).toBe(1);
    expect((await list()).body.data.find((p) => p.id === projectId)?.groupReport).toBe(true);
    expect((await overview()).body.data.groupReport).toBe(true);

    const off = await set({ projectId, groupReport: false });
    expect(off.status).toBe(200);
    expect((await overview()).body.data.groupReport).toBe(false);
    // An audit row names the project.
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['target_id'])
      .where('tenant_id', '=', tenantId)
      .where('target_type', '=', 'project')
      .execute();
    expect(audit.map((a) => a.target_id)).toContain(projectId);
  });

  it('WB-015 refuses a missing project or flag with a zh-CN message naming the field, and a project of another tenant as not found', async () => {
    const missing = await set({ groupReport: true });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('项目不能为空');
    const badFlag = await set({ projectId: 'x', groupReport: 'yes' });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.msg).toContain('集团报表开关只能为开启或关闭');
    const other = await t.db
      .selectFrom('project')
      .select('id')
      .where('tenant_id', '<>', tenantId)
      .executeTakeFirstOrThrow();
    const foreign = await set({ projectId: other.id, groupReport: true });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('项目不存在');
    const row = await t.db.selectFrom('project').select('group_report').where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(Number(row.group_report)).toBe(0);
  });

  it('WB-015 needs System.Organization: read to list, write to set', async () => {
    const [project] = (await list()).body.data;
    await withOrganizationLevel(1, async (token) => {
      expect((await list(token)).status).toBe(200);
      const refused = await set({ projectId: project!.id, groupReport: true }, token);
      expect(refused.status).toBe(403);
    });
    await withOrganizationLevel(0, async (token) => {
      const refused = await list(token);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('无权限');
    });
    const row = await t.db.selectFrom('project').select('group_report').where('id', '=', project!.id).executeTakeFirstOrThrow();
    expect(Number(row.group_report)).toBe(0);
  });
});
