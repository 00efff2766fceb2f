import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveNavigation } from '@ehire/domain/routing/guard';
import { createTestApp, type TestApp } from '../test/harness';
import { concreteUrl } from '../test/routes';

// PERM-016 (decisions s13-ids): no member tier. What a member's users may do comes from their
// roles (and the user's own istalentpack); of the member's own attributes only isusenewehireplus
// decides what they may reach — the old or the new site. The customer type and the customer flags
// change what a page shows (WB-014), never a permission or a route's answer. (The service term is
// not a distinction between members: once it ends every member's console turns read-only.)
// SQLite, and PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});


/** For a fresh sign-in of each user: the auth list and the status of every console read route. */
async function access(): Promise<Record<string, { auth: unknown; reads: string[] }>> {
  const reads = t.app.routeCatalog.filter(
    (r) => r.method === 'GET' && !r.public && r.principalKind === 'operator',
  );
  const out: Record<string, { auth: unknown; reads: string[] }> = {};
  for (const user of ['admin', 'viewer']) {
    const { token } = await t.login('demo', user);
    const auth = await t.call('GET', '/api/system/auth/get_auth_list', { token });
    const statuses: string[] = [];
    for (const route of reads) {
      const res = await t.call('GET', concreteUrl(route.url), { token });
      statuses.push(`${route.url} ${res.status}`);
    }
    out[user] = { auth: auth.body.data, reads: statuses };
  }
  return out;
}

const demo = () => t.db.updateTable('tenant').where('member_name', '=', 'demo');

describe('member-level distinctions', () => {
  it('PERM-016 customer type and customer flags change no permission and no read route; isusenewehireplus decides the site', async () => {
    const before = await access();
    expect(Object.values(before.admin!.reads).length).toBeGreaterThan(50);

    const original = await t.db
      .selectFrom('tenant')
      .select(['customer_type', 'is_cloud', 'is_interview', 'is_hide_zone', 'is_use_new_ehire_plus'])
      .where('member_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    try {
      await demo()
        .set({
          customer_type: original.customer_type === 1 ? 2 : 1,
          is_cloud: original.is_cloud === 1 ? 0 : 1,
          is_interview: original.is_interview === 1 ? 0 : 1,
          is_hide_zone: original.is_hide_zone === 1 ? 0 : 1,
        })
        .execute();
      expect(await access()).toEqual(before);

      // The version flag: the member profile carries it, and it alone moves the member's users
      // between the sites (ROUTE-00x: flag 0 may not open /new pages; flag 1 is refused old ones).
      await demo().set({ is_use_new_ehire_plus: 0 }).execute();
      const old = await t.login('demo', 'admin');
      expect(old.userinfo.isusenewehireplus).toBe(0);
      await demo().set({ is_use_new_ehire_plus: 1 }).execute();
      const current = await t.login('demo', 'admin');
      expect(current.userinfo.isusenewehireplus).toBe(1);
      const home = (flag: number) =>
        resolveNavigation({ pathname: '/', isUseNewEhirePlus: flag === 1 ? 1 : 0, authValue: () => 2 });
      expect(home(current.userinfo.isusenewehireplus)).toEqual({ kind: 'redirect', to: '/new/workHome' });
      expect(home(old.userinfo.isusenewehireplus)).toEqual({ kind: 'redirect', to: '/workHome' });
    } finally {
      await demo().set(original).execute();
    }
  });
});
