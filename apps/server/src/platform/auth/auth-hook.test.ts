import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGE, RESPONSE_CODE } from '@ehire/domain/codes/error-codes';
import { createTestApp, type TestApp } from '../../test/harness';

// The auth hook resolves a console session and its operator's access (status, permissions) on
// every request, uncached: each part of it decides the answer of the very next request.

let t: TestApp;
let admin: string;
let viewer: string;

const HOME = '/api/biz/workbench/home';
const CHECK_STATUS = '/api/biz/customer/check-status';

async function operatorOf(username: string) {
  return t.db
    .selectFrom('operator')
    .innerJoin('tenant', 'tenant.id', 'operator.tenant_id')
    .select(['operator.id', 'operator.tenant_id', 'operator.role_id'])
    .where('tenant.member_name', '=', 'demo')
    .where('operator.username', '=', username)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
  viewer = (await t.login('demo', 'viewer')).token;
});
afterAll(async () => {
  await t.close();
});

describe('console sessions and their operator, read on every request', () => {
  it('PERM-001 PERM-002 PERM-004 a permission of the role changed in the database applies to the next request (0: 403, 2: 200)', async () => {
    const { tenant_id, role_id } = await operatorOf('admin');
    expect((await t.call('GET', HOME, { token: admin })).status).toBe(200);
    const permission = () =>
      t.db
        .updateTable('role_permission')
        .where('tenant_id', '=', tenant_id)
        .where('role_id', '=', role_id)
        .where('auth_key', '=', 'Ctm.WorkHome');
    await permission().set({ auth_value: 0 }).execute();
    const refused = await t.call('GET', HOME, { token: admin });
    expect(refused.status).toBe(403);
    await permission().set({ auth_value: 2 }).execute();
    expect((await t.call('GET', HOME, { token: admin })).status).toBe(200);
  });

  it('a role without any permission still signs in: signed-in calls answer, permission calls are refused', async () => {
    const { tenant_id, role_id } = await operatorOf('viewer');
    await t.db
      .deleteFrom('role_permission')
      .where('tenant_id', '=', tenant_id)
      .where('role_id', '=', role_id)
      .execute();
    const check = await t.call('POST', CHECK_STATUS, { token: viewer, body: {} });
    expect(check.status).toBe(200);
    expect((await t.call('GET', HOME, { token: viewer })).status).toBe(403);
  });

  it('an operator disabled in the database loses the session at once: 登录已过期 (-999)', async () => {
    const { id } = await operatorOf('viewer');
    await t.db.updateTable('operator').set({ status: 0 }).where('id', '=', id).execute();
    const answer = await t.call('POST', CHECK_STATUS, { token: viewer, body: {} });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: RESPONSE_CODE.loginExpired, msg: ERROR_MESSAGE.loginExpired });
  });

  it("a provider's token on a console route, and an unknown token, are no session: 登录信息失效 (-998)", async () => {
    const ops = await t.opsLogin();
    for (const token of [ops, 'x'.repeat(40)]) {
      const answer = await t.call('GET', HOME, { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: RESPONSE_CODE.loginInvalid, msg: ERROR_MESSAGE.loginInvalid });
    }
  });
});
