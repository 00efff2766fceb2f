import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function auditRows() {
  return t.db.selectFrom('audit_log').selectAll().orderBy('created_at').orderBy('id').execute();
}

async function newRowsAfter<T>(action: () => Promise<T>) {
  const before = new Set((await auditRows()).map((row) => row.id));
  await action();
  return (await auditRows()).filter((row) => !before.has(row.id));
}

describe('audit log', () => {
  it('writes one row for a successful login, naming tenant, principal and target', async () => {
    let operatorId = '';
    const rows = await newRowsAfter(async () => {
      operatorId = (await t.login('demo', 'admin')).userinfo.oprid;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'POST /api/auth/login',
      principal_kind: 'operator',
      principal_id: operatorId,
      target_type: 'operator',
      target_id: operatorId,
      ip: '127.0.0.1',
    });
    expect(rows[0].tenant_id).toBeTruthy();
  });

  it('writes a row for a login refused by the business rules, as anonymous', async () => {
    const rows = await newRowsAfter(() => t.loginRaw('demo', 'admin', 'Wrong@123456'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'POST /api/auth/login',
      principal_kind: 'anonymous',
      tenant_id: null,
      detail: '拒绝：会员名、用户名或密码错误',
    });
  });

  it('writes a row for a project switch with the project as target', async () => {
    const session = await t.login('demo', 'admin');
    const projects = await t.call<{ id: string }[]>('POST', '/api/biz/project/list', {
      token: session.token,
    });
    const target = projects.body.data[1].id;
    const rows = await newRowsAfter(() =>
      t.call('POST', '/api/biz/project/switch', { token: session.token, body: { projectid: target } }),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'POST /api/biz/project/switch',
      principal_id: session.userinfo.oprid,
      tenant_id: session.userinfo.ctmid,
      target_type: 'project',
      target_id: target,
    });
  });

  it('writes nothing for reads, validation failures, permission and auth refusals', async () => {
    const admin = await t.login('demo', 'admin');
    const viewer = await t.login('demo', 'viewer');
    const rows = await newRowsAfter(async () => {
      await t.call('POST', '/api/biz/notice/unread-count', { token: admin.token });
      await t.call('GET', '/api/system/auth/get_auth_list', { token: admin.token });
      await t.call('POST', '/api/biz/project/switch', { token: admin.token, body: { projectid: 5 } });
      await t.call('POST', '/api/biz/customer/confirm-commission', { token: viewer.token });
      await t.call('POST', '/api/biz/customer/confirm-commission');
      await t.call('POST', '/api/auth/captcha/check', { body: { captchaId: 'x', code: 'y' } });
    });
    expect(rows).toEqual([]);
  });

  it('writes a row for a statement confirmation and for logout', async () => {
    const admin = await t.login('demo', 'admin');
    const rows = await newRowsAfter(async () => {
      await t.call('POST', '/api/biz/customer/confirm-commission', { token: admin.token });
      await t.call('POST', '/api/auth/logout', { token: admin.token });
    });
    expect(rows.map((row) => row.action)).toEqual([
      'POST /api/biz/customer/confirm-commission',
      'POST /api/auth/logout',
    ]);
  });
});
