import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGE } from '@ehire/domain/codes/error-codes';
import { PERMISSION, PERMISSION_KEYS, type PermissionKey } from '@ehire/domain/codes/permissions';
import type { RoleAuthority, RolePage, UserOptions, UserPage } from '@ehire/domain/contracts/settings';
import type { TalentCounts, TalentJobItem, TalentPage } from '@ehire/domain/contracts/talent';
import { SETTINGS_MESSAGE } from '@ehire/domain/settings/roles';
import { SIGNED_IN } from '../../platform/route-access';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  insertApplication,
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';

// Users and roles of system settings (issue 17, PERM-017) through the API: the role calls, the
// user calls, the rules that keep rights from being raised and the last administrator, the
// permission matrix of every route, and the data scope of the talent list, counts and export.
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.

const PASSWORD = 'Settings#2026';
const FULL = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, 2])) as Record<PermissionKey, 2>;

let t: TestApp;
let c: JobTestContext;
let admin: string;

async function saveRole(body: Record<string, unknown>, token = admin) {
  return t.call<{ id: string }>('POST', '/api/biz/settings/roles/save', { token, body });
}
async function saveUser(body: Record<string, unknown>, token = admin) {
  return t.call<{ id: string }>('POST', '/api/biz/settings/users/save', { token, body });
}
async function roleId(name: string, permissions: Record<string, number>, dataScope = 'all'): Promise<string> {
  const res = await saveRole({ name, permissions, dataScope });
  if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.id;
}
async function userWith(username: string, role: string, organizationId: string | null = null) {
  const res = await saveUser({
    username,
    displayName: username,
    roleId: role,
    organizationId,
    password: PASSWORD,
  });
  if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
  return { id: res.body.data.id, token: (await t.login('demo', username, PASSWORD)).token };
}

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  admin = c.admin;
});
afterAll(async () => {
  await t.close();
});

describe('roles (PERM-017)', () => {
  it('PERM-017 PERM-001 the role authority list has every permission key of the product, with labels', async () => {
    const res = await t.call<RoleAuthority>('POST', '/api/biz/settings/roles/authority', {
      token: admin,
      body: { id: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.permissions.map((row) => row.key)).toEqual([...PERMISSION_KEYS]);
    expect(res.body.data.permissions.find((row) => row.key === 'Ctm.Talent')).toEqual({
      key: 'Ctm.Talent',
      label: '人才管理',
      level: 0,
    });
  });

  it('PERM-017 every permission key a route declares is in the role editor list (no key missing)', () => {
    const declared = new Set(
      t.app.routeCatalog.flatMap((route) =>
        route.permission && route.permission.key !== SIGNED_IN ? [route.permission.key] : [],
      ),
    );
    expect(declared.size).toBeGreaterThan(5);
    for (const key of declared) expect(PERMISSION_KEYS).toContain(key);
  });

  it('PERM-017 adds, lists, updates and deletes a role; each change is audited', async () => {
    const id = await roleId('面试官', { 'Ctm.Talent': 1, 'Ctm.Interview': 2 });
    const page = await t.call<RolePage>('POST', '/api/biz/settings/roles/page', { token: admin, body: {} });
    expect(page.body.data.rows.find((row) => row.id === id)).toMatchObject({
      name: '面试官',
      dataScope: 'all',
      userCount: 0,
    });
    const updated = await saveRole({
      id,
      name: '面试官（校招）',
      permissions: { 'Ctm.Talent': 2 },
      dataScope: 'ownJobs',
    });
    expect(updated.body).toMatchObject({ code: 200, msg: '保存成功' });
    const authority = await t.call<RoleAuthority>('POST', '/api/biz/settings/roles/authority', {
      token: admin,
      body: { id },
    });
    expect(authority.body.data).toMatchObject({ name: '面试官（校招）', dataScope: 'ownJobs' });
    expect(authority.body.data.permissions.filter((row) => row.level > 0)).toEqual([
      { key: 'Ctm.Talent', label: '人才管理', level: 2 },
    ]);
    const deleted = await t.call('POST', '/api/biz/settings/roles/delete', { token: admin, body: { id } });
    expect(deleted.body).toMatchObject({ code: 200, msg: '删除成功' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id'])
      .where('target_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'POST /api/biz/settings/roles/save',
      'POST /api/biz/settings/roles/save',
      'POST /api/biz/settings/roles/delete',
    ]);
  });

  it('PERM-017 refuses a duplicate name, a role without permission, an unknown key and deleting a role in use', async () => {
    const id = await roleId('招聘专员', { 'Ctm.Talent': 2 });
    const duplicate = await saveRole({ name: '招聘专员', permissions: { 'Ctm.Job': 1 } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.msg).toBe(SETTINGS_MESSAGE.roleNameTaken);
    const empty = await saveRole({ name: '空角色', permissions: { 'Ctm.Job': 0 } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请至少为角色设置一项权限');
    const unknown = await saveRole({ name: '未知权限', permissions: { 'No.Such': 2 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('参数错误：权限设置不正确');
    await userWith('zhuanyuan', id);
    const inUse = await t.call('POST', '/api/biz/settings/roles/delete', { token: admin, body: { id } });
    expect(inUse.status).toBe(400);
    expect(inUse.body.msg).toBe('该角色下还有1名用户，不能删除');
    const page = await t.call<RolePage>('POST', '/api/biz/settings/roles/page', { token: admin, body: {} });
    expect(page.body.data.rows.filter((row) => row.name === '招聘专员')).toHaveLength(1);
  });
});

describe('users (PERM-017)', () => {
  it('PERM-017 adds, edits, disables, enables and resets the password of a user', async () => {
    const options = await t.call<UserOptions>('POST', '/api/biz/settings/users/options', {
      token: admin,
      body: {},
    });
    const viewerRole = options.body.data.roles.find((role) => role.name === '只读');
    const org = options.body.data.organizations.find((o) => o.name === '技术中心');
    if (!viewerRole || !org) throw new Error('demo roles/organisations missing');
    const { id, token } = await userWith('Zhang.San', viewerRole.id, org.id);
    const listed = await t.call<UserPage>('POST', '/api/biz/settings/users/page', {
      token: admin,
      body: { keyword: 'zhang' },
    });
    expect(listed.body.data.rows).toEqual([
      expect.objectContaining({
        id,
        username: 'zhang.san',
        roleName: '只读',
        organizationName: '技术中心',
        status: 1,
      }),
    ]);
    const edited = await saveUser({
      id,
      username: 'zhang.san',
      displayName: '张三',
      roleId: viewerRole.id,
      mobile: '13800001111',
    });
    expect(edited.body.code).toBe(200);

    const disabled = await t.call('POST', '/api/biz/settings/users/status', {
      token: admin,
      body: { ids: [id], status: 0 },
    });
    expect(disabled.body).toMatchObject({ code: 200, msg: '已停用' });
    // The disabled user's session ends at once.
    const after = await t.call('GET', '/api/biz/talent/jobs', { token });
    expect(after.status).toBe(401);
    const enabled = await t.call('POST', '/api/biz/settings/users/status', {
      token: admin,
      body: { ids: [id], status: 1 },
    });
    expect(enabled.body.msg).toBe('已启用');

    const weak = await t.call('POST', '/api/biz/settings/users/reset-password', {
      token: admin,
      body: { id, password: 'abc' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toBe(SETTINGS_MESSAGE.weakPassword);
    const reset = await t.call('POST', '/api/biz/settings/users/reset-password', {
      token: admin,
      body: { id, password: 'Another#2026' },
    });
    expect(reset.body.msg).toBe('密码已重置');
    expect((await t.loginRaw('demo', 'zhang.san', 'Another#2026')).body.code).toBe(200);
  });

  it('PERM-017 refuses a duplicate user name, an unknown organisation and a user of another tenant', async () => {
    const options = await t.call<UserOptions>('POST', '/api/biz/settings/users/options', {
      token: admin,
      body: {},
    });
    const role = options.body.data.roles[0].id;
    const duplicate = await saveUser({
      username: 'ADMIN',
      displayName: '重复',
      roleId: role,
      password: PASSWORD,
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.msg).toBe('用户名已存在');
    const badOrg = await saveUser({
      username: 'nobody',
      displayName: '无组织',
      roleId: role,
      organizationId: 'nope',
      password: PASSWORD,
    });
    expect(badOrg.body.msg).toBe('所属组织不存在');
    const other = await t.db
      .selectFrom('operator')
      .select('id')
      .where('tenant_id', '=', await tenantIdOf(t, 'demo2'))
      .executeTakeFirstOrThrow();
    const foreign = await t.call('POST', '/api/biz/settings/users/status', {
      token: admin,
      body: { ids: [other.id], status: 0 },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('用户不存在');
    const stillEnabled = await t.db
      .selectFrom('operator')
      .select('status')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(stillEnabled.status).toBe(1);
    const missingName = await saveUser({ username: 'x1', displayName: '', roleId: role, password: PASSWORD });
    expect(missingName.status).toBe(400);
    expect(missingName.body.msg).toContain('请输入姓名');
  });

  it('PERM-017 a user cannot raise their own rights, nor hand out more than they hold', async () => {
    const manager = await roleId(
      '用户管理员',
      {
        [PERMISSION.user]: 2,
        [PERMISSION.role]: 2,
        [PERMISSION.talent]: 1,
      },
      'organization',
    );
    const { id, token } = await userWith('manager1', manager);
    const higher = await saveRole(
      { name: '更高', permissions: { [PERMISSION.talent]: 2 }, dataScope: 'organization' },
      token,
    );
    expect(higher.status).toBe(400);
    expect(higher.body.msg).toBe('不能授予超出自己权限的内容：人才管理');
    const ownRaise = await saveRole(
      {
        id: manager,
        name: '用户管理员',
        permissions: { [PERMISSION.user]: 2, [PERMISSION.role]: 2, [PERMISSION.talent]: 2 },
        dataScope: 'organization',
      },
      token,
    );
    expect(ownRaise.body.msg).toBe('不能授予超出自己权限的内容：人才管理');
    const wider = await saveRole(
      { name: '全部范围', permissions: { [PERMISSION.talent]: 1 }, dataScope: 'all' },
      token,
    );
    expect(wider.body.msg).toBe('不能授予超出自己权限的内容：数据范围');
    const adminRole = (
      await t.call<UserOptions>('POST', '/api/biz/settings/users/options', { token: admin, body: {} })
    ).body.data.roles.find((role) => role.name === '管理员');
    const toAdmin = await t.call('POST', '/api/biz/settings/users/role', {
      token,
      body: { ids: [id], roleId: adminRole?.id },
    });
    expect(toAdmin.body.msg).toBe('不能修改自己的角色');
    const unchanged = await t.db
      .selectFrom('operator')
      .select('role_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(unchanged.role_id).toBe(manager);
    // Leaves the demo administrator the only one for the next test.
    await t.call('POST', '/api/biz/settings/users/status', { token: admin, body: { ids: [id], status: 0 } });
  });

  it('PERM-017 the last enabled administrator cannot be disabled, demoted or lose the administrator rights', async () => {
    const demoTenant = await tenantIdOf(t, 'demo');
    const adminRow = await t.db
      .selectFrom('operator')
      .select(['id', 'role_id'])
      .where('tenant_id', '=', demoTenant)
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const helperRole = await roleId('人事助理', { [PERMISSION.user]: 2, [PERMISSION.talent]: 1 });
    const helper = await userWith('helper1', helperRole);
    const disable = await t.call('POST', '/api/biz/settings/users/status', {
      token: helper.token,
      body: { ids: [adminRow.id], status: 0 },
    });
    expect(disable.status).toBe(400);
    expect(disable.body.msg).toBe('至少需要保留一名启用的管理员');
    const demote = await t.call('POST', '/api/biz/settings/users/role', {
      token: admin,
      body: { ids: [adminRow.id], roleId: helperRole },
    });
    expect(demote.body.msg).toBe('不能修改自己的角色');
    const strip = await saveRole({
      id: adminRow.role_id,
      name: '管理员',
      permissions: { ...FULL, [PERMISSION.role]: 1 },
    });
    expect(strip.status).toBe(400);
    expect(strip.body.msg).toBe('至少需要保留一名启用的管理员');
    const self = await t.call('POST', '/api/biz/settings/users/status', {
      token: admin,
      body: { ids: [adminRow.id], status: 0 },
    });
    expect(self.body.msg).toBe('不能停用自己的账号');
    const still = await t.db
      .selectFrom('operator')
      .select('status')
      .where('id', '=', adminRow.id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe(1);
  });
});

describe('permission matrix (PERM-002 PERM-004)', () => {
  it('PERM-002 PERM-004 for every key and level 0/1/2: which routes answer and which refuse', async () => {
    const matrixRole = await roleId('矩阵', { [PERMISSION.workHome]: 1 });
    const { token } = await userWith('matrix1', matrixRole);
    const tenantId = await tenantIdOf(t, 'demo');
    const routes = t.app.routeCatalog.filter(
      (route) => route.principalKind === 'operator' && route.permission && route.permission.key !== SIGNED_IN,
    );
    const refusals: string[] = [];
    let checked = 0;
    for (const key of PERMISSION_KEYS) {
      const own = routes.filter((route) => route.permission?.key === key);
      if (own.length === 0) continue;
      for (const level of [0, 1, 2]) {
        // The role's levels are set directly: the auth hook reads them on every request.
        await t.db
          .deleteFrom('role_permission')
          .where('tenant_id', '=', tenantId)
          .where('role_id', '=', matrixRole)
          .execute();
        await t.db
          .insertInto('role_permission')
          .values({ tenant_id: tenantId, role_id: matrixRole, auth_key: key, auth_value: level })
          .execute();
        for (const route of own) {
          const url = route.url.replace(/:(\w+)/g, 'matrix-x');
          // A broken JSON body: the permission check (onRequest) runs first, so an allowed call
          // stops at the body parser (4xx) and changes nothing.
          const mutating = route.method !== 'GET';
          const res = await t.call(route.method as 'GET', url, {
            token,
            ...(mutating ? { body: '{', headers: { 'content-type': 'application/json' } } : {}),
          });
          const allowed = level === 2 || (level === 1 && !route.permission?.write);
          // The permission gate's refusal (无权限); a route's own account rule refusing afterwards
          // (e.g. the talent pack's istalentpack flag, VAL-005) has passed the gate.
          const refused = res.status === 403 && res.body.msg === ERROR_MESSAGE.forbidden;
          checked += 1;
          if (refused === allowed)
            refusals.push(`${key}=${level} ${route.method} ${route.url} → ${res.status}`);
        }
      }
    }
    expect(refusals).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  }, 120_000);
});

describe('data scope (issue 17)', () => {
  it('a subsidiary recruiter never sees or acts on another subsidiary’s applications: lists, counts, jobs, exports, detail, actions, workbench, board, reports', async () => {
    const options = await t.call<UserOptions>('POST', '/api/biz/settings/users/options', {
      token: admin,
      body: {},
    });
    const tech = options.body.data.organizations.find((o) => o.name === '技术中心');
    const hr = options.body.data.organizations.find((o) => o.name === '人力资源部');
    if (!tech || !hr) throw new Error('demo organisations missing');
    const techJob = await publishedJob(c, { CJobName: '技术岗', OrgID: tech.id });
    const hrJob = await publishedJob(c, { CJobName: '人事岗', OrgID: hr.id });
    const techApps: string[] = [];
    for (let i = 0; i < 3; i++)
      techApps.push((await insertApplication(t, techJob, { name: `技术候选${i}` })).applicationId);
    const hrApp = (await insertApplication(t, hrJob, { name: '人事候选' })).applicationId;

    const recruiterRole = await roleId(
      '子公司招聘',
      {
        [PERMISSION.talent]: 2,
        [PERMISSION.export]: 2,
        [PERMISSION.workHome]: 2,
        [PERMISSION.dataBoardOperation]: 1,
        [PERMISSION.reportView]: 1,
      },
      'organization',
    );
    const { token } = await userWith('tech.recruiter', recruiterRole, tech.id);

    const list = await t.call<TalentPage>('POST', '/api/biz/talent/list', {
      token,
      body: { pageSize: 100, withCounts: true },
    });
    expect(list.status).toBe(200);
    const ids = list.body.data.rows.map((row) => row.applicationId);
    expect(ids.sort()).toEqual([...techApps].sort());
    expect(list.body.data.total).toBe(3);
    const counts = await t.call<TalentCounts>('POST', '/api/biz/talent/counts', { token, body: {} });
    expect(counts.body.data.total).toBe(3);
    const jobs = await t.call<TalentJobItem[]>('GET', '/api/biz/talent/jobs', { token });
    expect(jobs.body.data.map((job) => job.name)).toEqual(['技术岗']);
    const byHrJob = await t.call<TalentCounts>('POST', '/api/biz/talent/counts', {
      token,
      body: { tab: 'second', jobId: hrJob },
    });
    expect(byHrJob.body.data.total).toBe(0);

    const file = await t.call('POST', '/api/biz/talent/export', { token, body: {} });
    expect(file.status).toBe(200);
    const byIds = await t.call('POST', '/api/biz/talent/export', {
      token,
      body: { applicationIds: [hrApp, techApps[0]] },
    });
    for (const [res, expected] of [
      [file, 3],
      [byIds, 1],
    ] as const) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.response.rawPayload as unknown as ArrayBuffer);
      const names: string[] = [];
      book.worksheets[0].eachRow((row, n) => {
        if (n > 1) names.push(String(row.getCell(1).value));
      });
      expect(names).toHaveLength(expected);
      expect(names).not.toContain('人事候选');
    }

    // The resume detail, its prev/next and the actions open only what the list shows (issue 17).
    const outside = await t.call('GET', `/api/biz/talent/applications/${hrApp}`, { token });
    expect(outside.status).toBe(403);
    expect(outside.body.msg).toBe(SETTINGS_MESSAGE.applicationOutOfScope);
    expect(outside.body.msg).toBe('该投递不在您的数据范围内，无权查看或操作');
    const inside = await t.call('GET', `/api/biz/talent/applications/${techApps[0]}`, { token });
    expect(inside.status).toBe(200);
    const neighbours = await t.call('POST', '/api/biz/talent/neighbours', {
      token,
      body: { applicationId: hrApp, query: {} },
    });
    expect(neighbours.status).toBe(403);
    const statuses = () =>
      t.db
        .selectFrom('application')
        .select(['id', 'inbox_status'])
        .where('id', 'in', [techApps[0], hrApp])
        .orderBy('id')
        .execute();
    const before = await statuses();
    const act = await t.call('POST', '/api/biz/talent/actions', {
      token,
      body: { action: 'pending', applicationIds: [techApps[0], hrApp] },
    });
    expect(act.status).toBe(403);
    expect(act.body.msg).toBe(SETTINGS_MESSAGE.applicationOutOfScope);
    // Refused as a whole: not even the application inside the scope changed.
    expect(await statuses()).toEqual(before);
    const mine = await t.call('POST', '/api/biz/talent/actions', {
      token,
      body: { action: 'pending', applicationIds: [techApps[0]] },
    });
    expect(mine.status).toBe(200);

    // The workbench counts the same applications as the list.
    const home = await t.call<{ receivedResumeCount: number; releasedJobCount: number }>(
      'GET',
      '/api/biz/workbench/home',
      { token },
    );
    expect(home.status).toBe(200);
    expect(home.body.data.receivedResumeCount).toBe(list.body.data.total);
    expect(home.body.data.releasedJobCount).toBe(1);
    const overview = await t.call<{ rows: Array<{ resumeNum: number }> }>(
      'GET',
      '/api/biz/workbench/process-overview',
      { token },
    );
    expect(overview.body.data.rows.reduce((sum, row) => sum + row.resumeNum, 0)).toBe(3);

    // The data board and the reports count the same applications.
    const board = await t.call<{ total: number }>('POST', '/api/biz/statistics/board', {
      token,
      body: { period: { preset: 'last30' }, scope: { kind: 'all' } },
    });
    expect(board.status).toBe(200);
    expect(board.body.data.total).toBe(3);
    const report = await t.call<{ total: number; rows: Array<{ jobname: string }> }>(
      'POST',
      '/api/biz/statistics/report-rows',
      {
        token,
        body: { definition: { dimensions: ['job'], measure: 'applications' }, period: { preset: 'last30' } },
      },
    );
    expect(report.status).toBe(200);
    expect(report.body.data.total).toBe(3);
    expect(report.body.data.rows.map((row) => row.jobname)).toEqual(['技术岗']);
    const byOrg = await t.call<{ total: number }>('POST', '/api/biz/statistics/report-rows', {
      token,
      body: {
        definition: { dimensions: ['organization'], measure: 'applications' },
        period: { preset: 'last30' },
      },
    });
    expect(byOrg.body.data.total).toBe(3);

    // The administrator (scope 全部) still sees both subsidiaries.
    const all = await t.call<TalentCounts>('POST', '/api/biz/talent/counts', { token: admin, body: {} });
    expect(all.body.data.total).toBeGreaterThanOrEqual(4);

    // Own jobs only: the jobs the user created.
    const ownRole = await roleId('仅本人职位', { [PERMISSION.talent]: 1 }, 'ownJobs');
    const own = await userWith('own.jobs', ownRole, hr.id);
    await t.db.updateTable('job').set({ created_by: own.id }).where('id', '=', hrJob).execute();
    const ownList = await t.call<TalentPage>('POST', '/api/biz/talent/list', { token: own.token, body: {} });
    expect(ownList.body.data.rows.map((row) => row.applicationId)).toEqual([hrApp]);
  });

  it('an attachment of an application outside the data scope is refused like its résumé detail (403); inside it downloads', async () => {
    const options = await t.call<UserOptions>('POST', '/api/biz/settings/users/options', {
      token: admin,
      body: {},
    });
    const tech = options.body.data.organizations.find((o) => o.name === '技术中心');
    const hr = options.body.data.organizations.find((o) => o.name === '人力资源部');
    if (!tech || !hr) throw new Error('demo organisations missing');
    const techJob = await publishedJob(c, { CJobName: '附件技术岗', OrgID: tech.id });
    const hrJob = await publishedJob(c, { CJobName: '附件人事岗', OrgID: hr.id });
    const attach = async (jobId: string, name: string) => {
      const { applicationId, tenantId } = await insertApplication(t, jobId, { name });
      const { resume_id } = await t.db
        .selectFrom('application')
        .select('resume_id')
        .where('id', '=', applicationId)
        .executeTakeFirstOrThrow();
      const id = `att-${applicationId}`;
      const bytes = Buffer.from(`%PDF-1.4 ${name}`);
      await t.db
        .insertInto('resume_attachment')
        .values({
          id,
          tenant_id: tenantId,
          resume_id,
          field: 'resumeFile',
          file_name: `${name}.pdf`,
          mime_type: 'application/pdf',
          size: bytes.length,
          content: bytes,
          file_id: null,
          created_at: t.clock.now(),
        })
        .execute();
      return { id, bytes };
    };
    const techFile = await attach(techJob, '技术附件人');
    const hrFile = await attach(hrJob, '人事附件人');
    const role = await roleId('附件子公司招聘', { [PERMISSION.talent]: 1 }, 'organization');
    const { token } = await userWith('tech.attachments', role, tech.id);
    const download = (id: string, as = token) =>
      t.app.inject({ method: 'GET', url: `/api/biz/talent/attachments/${id}`, headers: { token: as } });

    const outside = await download(hrFile.id);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().msg).toBe('该投递不在您的数据范围内，无权查看或操作');
    expect(outside.body).not.toContain('人事附件人');
    const inside = await download(techFile.id);
    expect(inside.statusCode).toBe(200);
    expect(inside.rawPayload.equals(techFile.bytes)).toBe(true);
    // An unknown attachment is still 附件不存在 (404), and the administrator (全部) opens both.
    const unknown = await download('att-none');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('附件不存在');
    const byAdmin = await download(hrFile.id, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(hrFile.bytes)).toBe(true);

    // Own jobs only: the attachment opens once the user owns the job.
    const ownRole = await roleId('附件仅本人职位', { [PERMISSION.talent]: 1 }, 'ownJobs');
    const own = await userWith('own.attachments', ownRole, tech.id);
    expect((await download(hrFile.id, own.token)).statusCode).toBe(403);
    await t.db.updateTable('job').set({ created_by: own.id }).where('id', '=', hrJob).execute();
    expect((await download(hrFile.id, own.token)).statusCode).toBe(200);
  });
});

