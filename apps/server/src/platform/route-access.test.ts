import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@ehire/domain/codes/permissions';
import { createTestApp, type TestApp } from '../test/harness';
import { concreteUrl } from '../test/routes';
import { installRouteAccess, MUTATING_METHODS, SIGNED_IN } from './route-access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Mutating routes any signed-in user may call, whatever their role: their own session and
 * password, page-view tracking. A new route lands here only by a deliberate edit.
 */
const SELF_SERVICE_WRITES = [
  'POST /api/auth/logout',
  'POST /api/biz/operator/password',
  'POST /api/biz/project/switch',
  'POST /api/web/track/page-view',
  'POST /api/ops/auth/logout',
  // Uploads for later use: the import that reads the file checks its own permission key.
  'POST /api/biz/files',
];


describe('route access declarations', () => {
  it('throws at startup for a route that declares neither permission nor public', async () => {
    const app = Fastify();
    installRouteAccess(app);
    let error: unknown;
    try {
      app.get('/api/forgotten', async () => 'x');
      await app.ready();
    } catch (caught) {
      error = caught;
    }
    expect(String(error)).toContain('未声明访问控制');
    await app.close();
  });

  it('throws for an unknown permission key', async () => {
    const app = Fastify();
    installRouteAccess(app);
    let error: unknown;
    try {
      app.get(
        '/api/x',
        { config: { permission: { key: 'No.Such' as never, write: false } } },
        async () => 'x',
      );
      await app.ready();
    } catch (caught) {
      error = caught;
    }
    expect(String(error)).toContain('未定义的权限键');
    await app.close();
  });

  it('every mutating route is either public, guarded by a write permission key, or a listed self-service route', () => {
    const unexpected = t.app.routeCatalog
      .filter((route) => MUTATING_METHODS.has(route.method))
      .filter((route) => !route.public)
      // The provider console (/api/ops) has no permission keys: every staff member may act there.
      .filter((route) => route.principalKind === 'operator')
      .filter((route) => route.permission?.write && route.permission.key === SIGNED_IN)
      .map((route) => `${route.method} ${route.url}`)
      .filter((id) => !SELF_SERVICE_WRITES.includes(id));
    expect(unexpected).toEqual([]);
  });
});

describe('PERM-002 PERM-004 permission enforcement on the server', () => {
  it('a read-only role (all keys = 1) gets 403 -2000 无权限 on every write-guarded route', async () => {
    const viewer = await t.login('demo', 'viewer');
    const guarded = t.app.routeCatalog.filter(
      (route) => route.permission?.write && route.permission.key !== SIGNED_IN,
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const result = await t.call(route.method as 'POST', concreteUrl(route.url), {
        token: viewer.token,
        body: {},
      });
      expect({ route: `${route.method} ${route.url}`, status: result.status, body: result.body }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
        body: { code: -2000, msg: '无权限', data: null },
      });
    }
  });

  it('a role without a key at all is refused too (missing key = 0 on the server)', async () => {
    const admin = await t.login('demo', 'admin');
    const tenant = await t.db
      .selectFrom('tenant')
      .select('id')
      .where('member_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    const role = await t.db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('name', '=', '管理员')
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('role_permission')
      .where('tenant_id', '=', tenant.id)
      .where('role_id', '=', role.id)
      .where('auth_key', '=', 'Ctm.Member')
      .execute();
    try {
      const result = await t.call('POST', '/api/biz/customer/confirm-commission', { token: admin.token });
      expect(result.status).toBe(403);
      expect(result.body.msg).toBe('无权限');
    } finally {
      await t.db
        .insertInto('role_permission')
        .values({ tenant_id: tenant.id, role_id: role.id, auth_key: 'Ctm.Member', auth_value: 2 })
        .execute();
    }
  });

  it('CALL-048 GET /api/system/auth/get_auth_list answers auth_key/auth_value pairs', async () => {
    const viewer = await t.login('demo', 'viewer');
    const result = await t.call<{ auth_key: string; auth_value: number }[]>(
      'GET',
      '/api/system/auth/get_auth_list',
      { token: viewer.token },
    );
    expect(result.body.code).toBe(200);
    expect(result.body.data.map((item) => item.auth_key).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(result.body.data.every((item) => item.auth_value === 1)).toBe(true);
    const admin = await t.login('demo', 'admin');
    const adminList = await t.call<{ auth_value: number }[]>('GET', '/api/system/auth/get_auth_list', {
      token: admin.token,
    });
    expect(adminList.body.data.every((item) => item.auth_value === 2)).toBe(true);
  });
});
