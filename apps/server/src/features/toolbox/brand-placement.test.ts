import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AssetsAnswer,
  BrandPlacementListAnswer,
  CampusPortalAnswer,
  LedgerPage,
  Order,
  ProductListAnswer,
} from '@ehire/domain/contracts/toolbox';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { jobTestContext } from '../jobs/test-support';

// Campus brand placement (issue 19): brand cards put a tenant's careers site first in the
// provider's campus portal, for a list of schools (one card each) and a period.

const DAY = 86_400_000;
let t: TestApp;
let admin: string;
let ops: string;
let demo2: string;

async function brandCards(token = admin): Promise<number> {
  const assets = await t.call<AssetsAnswer>('GET', '/api/biz/toolbox/assets', { token });
  return assets.body.data.balances.find((b) => b.asset === 'brand_card')?.available ?? -1;
}

async function portal(school?: string) {
  const answer = await t.call<CampusPortalAnswer>('GET', '/api/web/campus-portal/sites', {
    ...(school ? { query: { school } } : {}),
  });
  expect(answer.status).toBe(200);
  return answer.body.data.list;
}

const apply = (body: unknown, token = admin) =>
  t.call<{ id: string }>('POST', '/api/biz/toolbox/brand-cards/apply', { token, body });

beforeAll(async () => {
  t = await createTestApp();
  const c = await jobTestContext(t);
  admin = c.admin;
  ops = c.ops;
  demo2 = (await t.login('demo2', 'admin')).token;
  // Three brand cards bought and paid (an order confirmed in /ops).
  const products = await t.call<ProductListAnswer>('GET', '/api/biz/toolbox/products', { token: admin });
  const brand = products.body.data.list.find((p) => p.asset === 'brand_card');
  const order = await t.call<Order>('POST', '/api/biz/toolbox/orders', {
    token: admin,
    body: { productId: brand?.id, quantity: 3 },
  });
  const paid = await t.call<Order>('POST', `/api/ops/toolbox/orders/${order.body.data.id}/confirm-payment`, {
    token: ops,
    body: { paymentReference: 'BANK-BRAND-1' },
  });
  expect(paid.body.data.status).toBe('fulfilled');
});
afterAll(async () => {
  await t?.close();
});

describe('campus brand placement (issue 19)', () => {
  it('lists the careers sites of the campus portal publicly, none pinned before a card is applied', async () => {
    const list = await portal();
    expect(list.map((site) => site.member).sort()).toEqual(['demo', 'demo2']);
    expect(list.every((site) => !site.pinned && site.pinnedUntil === null)).toBe(true);
  });

  it('refuses bad placements with the field message and changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ schools: [], days: 30 }, '请至少选择一所学校'],
      [{ schools: ['浙江大学', '浙江大学'], days: 30 }, '学校不能重复'],
      [{ schools: ['  '], days: 30 }, '请输入学校名称'],
      [{ schools: ['浙江大学'], days: 0 }, '置顶天数必须为1到90之间的整数'],
      [{ schools: ['浙江大学'], days: 91 }, '置顶天数必须为1到90之间的整数'],
      [{ schools: Array.from({ length: 101 }, (_, i) => `学校${i}`), days: 1 }, '同时置顶的学校最多100所'],
    ];
    for (const [body, message] of cases) {
      const answer = await apply(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).toContain(message);
    }
    // Beyond the cards held: 4 schools with 3 cards.
    const short = await apply({ schools: ['北京大学', '清华大学', '浙江大学', '复旦大学'], days: 10 });
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('校园品牌置顶卡余额不足');
    expect(await brandCards()).toBe(3);
    const placed = await t.call<BrandPlacementListAnswer>('GET', '/api/biz/toolbox/brand-cards', {
      token: admin,
    });
    expect(placed.body.data).toEqual({ list: [], remaining: 3 });
    expect((await portal()).some((site) => site.pinned)).toBe(false);
  });

  it('GAP-035 pins the tenant first in the portal for its schools and period, one card per school taken in the ledger', async () => {
    const now = t.clock.now();
    const answer = await apply({ schools: ['浙江大学', '复旦大学'], days: 30 });
    expect(answer.status).toBe(200);
    expect(await brandCards()).toBe(1);
    const ledger = await t.call<LedgerPage>('POST', '/api/biz/toolbox/ledger', {
      token: admin,
      body: { asset: 'brand_card' },
    });
    expect(ledger.body.data.list[0]).toMatchObject({
      kind: 'consumed',
      delta: -2,
      refType: 'brand_placement',
      refId: answer.body.data.id,
    });
    const placed = await t.call<BrandPlacementListAnswer>('GET', '/api/biz/toolbox/brand-cards', {
      token: admin,
    });
    expect(placed.body.data.remaining).toBe(1);
    expect(placed.body.data.list).toEqual([
      {
        id: answer.body.data.id,
        schools: ['浙江大学', '复旦大学'],
        days: 30,
        startsAt: now,
        endsAt: now + 30 * DAY,
        active: true,
      },
    ]);

    const list = await portal();
    expect(list[0]).toMatchObject({
      member: 'demo',
      pinned: true,
      pinnedSchools: ['浙江大学', '复旦大学'],
      pinnedUntil: now + 30 * DAY,
    });
    expect(list[1]).toMatchObject({ member: 'demo2', pinned: false });
    // A student browsing one school: pinned there, not at a school the tenant did not choose.
    expect((await portal('复旦大学'))[0]).toMatchObject({ member: 'demo', pinnedSchools: ['复旦大学'] });
    expect((await portal('北京大学')).find((site) => site.member === 'demo')?.pinned).toBe(false);
  });

  it("another tenant's placement does not spend this tenant's cards; without cards it is refused", async () => {
    const answer = await apply({ schools: ['南京大学'], days: 5 }, demo2);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('校园品牌置顶卡余额不足');
    expect(await brandCards()).toBe(1);
    expect((await portal()).find((site) => site.member === 'demo2')?.pinned).toBe(false);
  });

  it('returns to the ordinary order when the period ends', async () => {
    t.clock.advance(30 * DAY + 1);
    // The session of a month ago has lapsed too: sign in again.
    admin = (await t.login('demo', 'admin')).token;
    const list = await portal();
    expect(list.every((site) => !site.pinned)).toBe(true);
    const placed = await t.call<BrandPlacementListAnswer>('GET', '/api/biz/toolbox/brand-cards', {
      token: admin,
    });
    expect(placed.body.data.list[0]?.active).toBe(false);
  });
});
