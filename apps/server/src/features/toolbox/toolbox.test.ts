import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareersJobPage } from '@ehire/domain/contracts/careers';
import type {
  AssetsAnswer,
  LedgerPage,
  Order,
  OrderListAnswer,
  Product,
  ProductListAnswer,
  Quote,
  RefundAnswer,
  TopPlacementListAnswer,
} from '@ehire/domain/contracts/toolbox';
import type { WorkbenchHome } from '@ehire/domain/contracts/workbench';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import {
  createJob,
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';

// The purchase loop of the toolbox (issue 19) on both sides, through the API.

let t: TestApp;
let c: JobTestContext;
let admin: string;
let ops: string;
let demo2: string;
let products: Product[];

const product = (asset: string) => products.find((p) => p.asset === asset) as Product;

async function workbenchSms(token = admin) {
  return (await t.call<WorkbenchHome>('GET', '/api/biz/workbench/home', { token })).body.data
    .smsInvitationBalance;
}

/** Request → answer (/ops) → accept → confirm payment (/ops): the executed order. */
async function buyThroughQuote(productId: string, quantity: number, token = admin): Promise<Order> {
  const quote = await t.call<Quote>('POST', '/api/biz/toolbox/quotes', {
    token,
    body: { productId, quantity, contactName: '王经理', contactMobile: '13800001111', message: '请报价' },
  });
  expect(quote.body.code).toBe(200);
  const answered = await t.call<Quote>('POST', `/api/ops/toolbox/quotes/${quote.body.data.id}/answer`, {
    token: ops,
    body: { productId, quantity, totalCents: 123_400, note: '年度优惠' },
  });
  expect(answered.body.data.status).toBe('answered');
  const accepted = await t.call<Quote>('POST', `/api/biz/toolbox/quotes/${quote.body.data.id}/decide`, {
    token,
    body: {
      accept: true,
      invoice: {
        invoiceTitle: '演示科技有限公司',
        invoiceTaxNo: '91330100MA2XXXXX',
        invoiceEmail: 'fp@example.com',
      },
    },
  });
  expect(accepted.body.data).toMatchObject({ status: 'accepted' });
  const orderId = accepted.body.data.orderId as string;
  const paid = await t.call<Order>('POST', `/api/ops/toolbox/orders/${orderId}/confirm-payment`, {
    token: ops,
    body: { paymentReference: 'BANK-20261125-001' },
  });
  expect(paid.body.code).toBe(200);
  return paid.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  admin = c.admin;
  ops = c.ops;
  demo2 = (await t.login('demo2', 'admin')).token;
  products = (await t.call<ProductListAnswer>('GET', '/api/biz/toolbox/products', { token: admin })).body.data
    .list;
});
afterAll(async () => {
  await t.close();
});

describe('catalogue and the quote → order loop', () => {
  it('ROUTE-030 shows the catalogue with units, price tiers and validity', () => {
    expect(products.map((p) => p.name)).toContain('短信邀请包');
    expect(product('sms')).toMatchObject({ unit: '份', unitsPerQuantity: 1000, validityDays: 365 });
    expect(product('sms').priceTiers[0]).toEqual({ minQuantity: 1, unitPriceCents: 8000 });
  });

  it('WB-003 ROUTE-032 ROUTE-033 quote answered in /ops, accepted, paid offline: the order is 已开通 and the SMS balance rises on the workbench', async () => {
    const before = await workbenchSms();
    const order = await buyThroughQuote(product('sms').id, 2);
    expect(order).toMatchObject({
      status: 'fulfilled',
      units: 2000,
      totalCents: 123_400,
      paymentReference: 'BANK-20261125-001',
      invoiceTitle: '演示科技有限公司',
    });
    expect(await workbenchSms()).toBe(before + 2000);
    const assets = await t.call<AssetsAnswer>('GET', '/api/biz/toolbox/assets', { token: admin });
    expect(assets.body.data.balances.find((b) => b.asset === 'sms')?.available).toBe(before + 2000);
    const ledger = await t.call<LedgerPage>('POST', '/api/biz/toolbox/ledger', {
      token: admin,
      body: { asset: 'sms' },
    });
    expect(ledger.body.data.list[0]).toMatchObject({
      kind: 'bought',
      delta: 2000,
      refType: 'order',
      refId: order.id,
    });
  });

  it('paying an order twice is refused and grants nothing more', async () => {
    const order = await buyThroughQuote(product('interview').id, 1);
    const assets = await t.call<AssetsAnswer>('GET', '/api/biz/toolbox/assets', { token: admin });
    const again = await t.call('POST', `/api/ops/toolbox/orders/${order.id}/confirm-payment`, {
      token: ops,
      body: { paymentReference: 'BANK-AGAIN' },
    });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('订单已付款，请勿重复付款');
    const after = await t.call<AssetsAnswer>('GET', '/api/biz/toolbox/assets', { token: admin });
    expect(after.body.data.balances).toEqual(assets.body.data.balances);
  });

  it('executing a cancelled order is refused; a declined quote makes no order', async () => {
    const created = await t.call<Order>('POST', '/api/biz/toolbox/orders', {
      token: admin,
      body: { productId: product('video').id, quantity: 10 },
    });
    expect(created.body.data).toMatchObject({ status: 'pending', totalCents: 300_000, units: 500 });
    const cancelled = await t.call<Order>('POST', `/api/biz/toolbox/orders/${created.body.data.id}/cancel`, {
      token: admin,
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    const pay = await t.call('POST', `/api/ops/toolbox/orders/${created.body.data.id}/confirm-payment`, {
      token: ops,
      body: { paymentReference: 'BANK-X' },
    });
    expect(pay.body).toMatchObject({ code: -2000, msg: '订单已取消，不能确认付款' });

    const quote = await t.call<Quote>('POST', '/api/biz/toolbox/quotes', {
      token: admin,
      body: { quantity: 1, contactName: '李', contactMobile: '13900002222', source: 'workbench' },
    });
    expect(quote.body.data).toMatchObject({
      productName: '购买咨询',
      source: 'workbench',
      status: 'requested',
    });
    const early = await t.call('POST', `/api/biz/toolbox/quotes/${quote.body.data.id}/decide`, {
      token: admin,
      body: { accept: true },
    });
    expect(early.body.msg).toBe('该预报价尚未报价或已处理');
    await t.call('POST', `/api/ops/toolbox/quotes/${quote.body.data.id}/answer`, {
      token: ops,
      body: { productId: product('assessment').id, quantity: 1, totalCents: 40_000 },
    });
    const declined = await t.call<Quote>('POST', `/api/biz/toolbox/quotes/${quote.body.data.id}/decide`, {
      token: admin,
      body: { accept: false },
    });
    expect(declined.body.data).toMatchObject({ status: 'declined', orderId: null });
  });

  it('zero or negative quantities are refused with a message naming the quantity', async () => {
    for (const quantity of [0, -3]) {
      const order = await t.call('POST', '/api/biz/toolbox/orders', {
        token: admin,
        body: { productId: product('sms').id, quantity },
      });
      expect(order.status).toBe(400);
      expect(order.body.msg).toBe('参数错误：购买数量必须为正整数');
    }
    const orders = await t.call<OrderListAnswer>('GET', '/api/biz/toolbox/orders', { token: admin });
    expect(orders.body.data.list.every((o) => o.quantity > 0)).toBe(true);
  });

  it("another tenant's order id is not found and nothing changes", async () => {
    const created = await t.call<Order>('POST', '/api/biz/toolbox/orders', {
      token: admin,
      body: { productId: product('sms').id, quantity: 1 },
    });
    const foreign = await t.call('POST', `/api/biz/toolbox/orders/${created.body.data.id}/cancel`, {
      token: demo2,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('订单不存在');
    const mine = await t.call<OrderListAnswer>('GET', '/api/biz/toolbox/orders', { token: admin });
    expect(mine.body.data.list.find((o) => o.id === created.body.data.id)?.status).toBe('pending');
    const theirs = await t.call<OrderListAnswer>('GET', '/api/biz/toolbox/orders', { token: demo2 });
    expect(theirs.body.data.list).toEqual([]);
  });

  it('a refund reverses only the unused units of the order', async () => {
    const order = await buyThroughQuote(product('video').id, 1);
    const tenantId = await tenantIdOf(t, 'demo');
    expect(await t.app.balances.consume(tenantId, 'video', 20, { refType: 'test', refId: 'watch' })).toBe(
      true,
    );
    const before = await t.app.balances.available(tenantId, 'video');
    const refund = await t.call<RefundAnswer>('POST', `/api/ops/toolbox/orders/${order.id}/refund`, {
      token: ops,
      body: { note: '客户退款' },
    });
    expect(refund.body.data).toMatchObject({
      reversedUnits: 30,
      order: { status: 'refunded', refundNote: '客户退款' },
    });
    expect(await t.app.balances.available(tenantId, 'video')).toBe(before - 30);
    const twice = await t.call('POST', `/api/ops/toolbox/orders/${order.id}/refund`, {
      token: ops,
      body: {},
    });
    expect(twice.body.msg).toBe('订单已退款');
  });

  it('renewing the membership extends ctmexpiredate by twelve months', async () => {
    const membership = products.find((p) => p.kind === 'membership') as Product;
    const before = (await t.call<WorkbenchHome>('GET', '/api/biz/workbench/home', { token: admin })).body.data
      .ctmexpiredate;
    await buyThroughQuote(membership.id, 1);
    const after = (await t.call<WorkbenchHome>('GET', '/api/biz/workbench/home', { token: admin })).body.data
      .ctmexpiredate;
    expect(after).toBe(`${Number(before.slice(0, 4)) + 1}${before.slice(4)}`);
  });
});

describe('job top cards', () => {
  it('pins a published job first on the careers site for its days, then it returns to the recruiter order', async () => {
    const first = await publishedJob(c, { CJobName: '置顶前第一' });
    const pinned = await publishedJob(c, { CJobName: '将被置顶' });
    const draft = await createJob(c, { CJobName: '草稿职位' });
    const order = async () =>
      (await t.call<CareersJobPage>('GET', '/api/web/careers/demo/jobs')).body.data.rows.map((r) => r.id);
    const recruiterOrder = await order();
    expect(recruiterOrder.indexOf(first)).toBeLessThan(recruiterOrder.indexOf(pinned));

    const short = await t.call('POST', '/api/biz/toolbox/top-cards/apply', {
      token: admin,
      body: { jobId: pinned, days: 2 },
    });
    expect(short.body.msg).toBe('职位置顶卡余额不足');

    await buyThroughQuote(product('job_top').id, 3);
    const unpublished = await t.call('POST', '/api/biz/toolbox/top-cards/apply', {
      token: admin,
      body: { jobId: draft, days: 1 },
    });
    expect(unpublished.body.msg).toBe('只能置顶已发布的职位');
    const foreign = await t.call('POST', '/api/biz/toolbox/top-cards/apply', {
      token: demo2,
      body: { jobId: pinned, days: 1 },
    });
    expect(foreign.body.msg).toBe('职位不存在');
    const beyond = await t.call('POST', '/api/biz/toolbox/top-cards/apply', {
      token: admin,
      body: { jobId: pinned, days: 4 },
    });
    expect(beyond.body.msg).toBe('职位置顶卡余额不足');

    const applied = await t.call('POST', '/api/biz/toolbox/top-cards/apply', {
      token: admin,
      body: { jobId: pinned, days: 2 },
    });
    expect(applied.body.code).toBe(200);
    expect((await order())[0]).toBe(pinned);
    const cards = await t.call<TopPlacementListAnswer>('GET', '/api/biz/toolbox/top-cards', { token: admin });
    expect(cards.body.data).toMatchObject({
      remaining: 1,
      list: [{ jobId: pinned, jobName: '将被置顶', days: 2, active: true }],
    });

    t.clock.advance(2 * 86_400_000 + 10_000);
    expect(await order()).toEqual(recruiterOrder);
  });
});
