import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { ASSET_KINDS, type AssetKind } from './balances';
import { LedgerBalances } from './ledger-balances';

// The toolbox ledger (issue 19) on the test database (SQLite, or PostgreSQL with
// TEST_DATABASE_URL): balance = sum of the ledger = open lots, never below zero.

const DAY = 86_400_000;
let t: TestApp;
let balances: LedgerBalances;
let demoId: string;
let demo2Id: string;

async function tenantId(member: string) {
  const row = await t.db
    .selectFrom('tenant')
    .select('id')
    .where('member_name', '=', member)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function lotsRemaining(tenant: string, asset: AssetKind) {
  const rows = await t.db
    .selectFrom('asset_lot')
    .select(['remaining', 'expires_at'])
    .where('tenant_id', '=', tenant)
    .where('asset', '=', asset)
    .where('closed_at', 'is', null)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.remaining), 0);
}

async function storedBalance(tenant: string, asset: AssetKind) {
  const row = await t.db
    .selectFrom('asset_balance')
    .select('available')
    .where('tenant_id', '=', tenant)
    .where('asset', '=', asset)
    .executeTakeFirst();
  return Number(row?.available ?? 0);
}

beforeAll(async () => {
  t = await createTestApp();
  balances = t.app.balances as LedgerBalances;
  demoId = await tenantId('demo');
  demo2Id = await tenantId('demo2');
});
afterAll(async () => {
  await t.close();
});

describe('opening balances', () => {
  it('WB-003 WB-004 WB-005 a tenant opens with its counters as one opening entry each, read the same on the workbench', async () => {
    const tenant = await t.db
      .selectFrom('tenant')
      .selectAll()
      .where('id', '=', demoId)
      .executeTakeFirstOrThrow();
    expect(await balances.available(demoId, 'sms')).toBe(tenant.sms_balance);
    // First use opens the ledger from the counter (the tenant was created after migration 019).
    expect(await balances.consume(demoId, 'sms', 3, { refType: 'test', refId: 'open-1' })).toBe(true);
    expect(await balances.available(demoId, 'sms')).toBe(tenant.sms_balance - 3);
    const entries = await t.db
      .selectFrom('asset_ledger')
      .select(['kind', 'delta'])
      .where('tenant_id', '=', demoId)
      .where('asset', '=', 'sms')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { kind: 'opening', delta: tenant.sms_balance },
      { kind: 'consumed', delta: -3 },
    ]);
    const { token } = await t.login('demo', 'admin');
    const home = await t.call<{
      smsInvitationBalance: number;
      interviewInvitationBalance: number;
      videoTapeCount: number;
    }>('GET', '/api/biz/workbench/home', { token });
    expect(home.body.data.smsInvitationBalance).toBe(tenant.sms_balance - 3);
    expect(home.body.data.interviewInvitationBalance).toBe(await balances.available(demoId, 'interview'));
    expect(home.body.data.videoTapeCount).toBe(await balances.available(demoId, 'video'));
    // The tenant row's counter mirrors the ledger.
    const after = await t.db
      .selectFrom('tenant')
      .select('sms_balance')
      .where('id', '=', demoId)
      .executeTakeFirstOrThrow();
    expect(after.sms_balance).toBe(tenant.sms_balance - 3);
  });
});

describe('ledger invariants', () => {
  type Step =
    | { op: 'buy'; quantity: number; validDays: number | null }
    | { op: 'consume'; quantity: number; ref: number }
    | { op: 'refund'; quantity: number; ref: number }
    | { op: 'advance'; days: number }
    | { op: 'expire' };

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      op: fc.constant('buy' as const),
      quantity: fc.integer({ min: 1, max: 40 }),
      validDays: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    }),
    fc.record({
      op: fc.constant('consume' as const),
      quantity: fc.integer({ min: 1, max: 30 }),
      ref: fc.integer({ min: 0, max: 3 }),
    }),
    fc.record({
      op: fc.constant('refund' as const),
      quantity: fc.integer({ min: 1, max: 10 }),
      ref: fc.integer({ min: 0, max: 3 }),
    }),
    fc.record({ op: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 6 }) }),
    fc.constant({ op: 'expire' as const }),
  );

  it('random buy/consume/expire/refund sequences keep balance = sum of ledger = open lots >= 0, read alone or all at once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ASSET_KINDS),
        fc.array(step, { minLength: 1, maxLength: 12 }),
        async (asset, steps) => {
          run += 1;
          // Opens the balance from the tenant's counter (first use) so the stored row exists.
          await balances.grant(demo2Id, asset, {
            quantity: 1,
            expiresAt: null,
            sourceType: 'grant',
            sourceId: `open-${run}`,
            note: '测试',
          });
          for (const s of steps) {
            const before = await balances.available(demo2Id, asset);
            if (s.op === 'buy') {
              await balances.grant(demo2Id, asset, {
                quantity: s.quantity,
                expiresAt: s.validDays === null ? null : t.clock.now() + s.validDays * DAY,
                sourceType: 'grant',
                sourceId: `run-${run}`,
                note: '测试',
              });
              expect(await balances.available(demo2Id, asset)).toBe(before + s.quantity);
            } else if (s.op === 'consume') {
              const ok = await balances.consume(demo2Id, asset, s.quantity, {
                refType: 'test',
                refId: `${run}-${s.ref}`,
              });
              expect(ok).toBe(before >= s.quantity);
              expect(await balances.available(demo2Id, asset)).toBe(ok ? before - s.quantity : before);
            } else if (s.op === 'refund') {
              await balances.refund(demo2Id, asset, s.quantity, {
                refType: 'test',
                refId: `${run}-${s.ref}`,
              });
              expect(await balances.available(demo2Id, asset)).toBe(before + s.quantity);
            } else if (s.op === 'advance') {
              t.clock.advance(s.days * DAY);
            } else {
              await balances.expireDue();
              // Expired units had already stopped counting: recording them changes nothing visible.
              expect(await balances.available(demo2Id, asset)).toBe(before);
            }
            // Every asset read at once (the workbench) gives what each read alone gives, expired
            // lots not yet recorded included.
            expect((await balances.all(demo2Id))[asset]).toBe(await balances.available(demo2Id, asset));
            await balances.expireDue();
            const stored = await storedBalance(demo2Id, asset);
            expect(stored).toBeGreaterThanOrEqual(0);
            expect(stored).toBe(await balances.ledgerSum(demo2Id, asset));
            expect(stored).toBe(await lotsRemaining(demo2Id, asset));
            expect(stored).toBe(await balances.available(demo2Id, asset));
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it('100 concurrent consumptions of a balance of 50 grant exactly 50', async () => {
    const asset: AssetKind = 'brand_card';
    const start = await balances.available(demoId, asset);
    if (start > 0) await balances.consume(demoId, asset, start, { refType: 'test', refId: 'drain' });
    await balances.grant(demoId, asset, {
      quantity: 50,
      expiresAt: null,
      sourceType: 'grant',
      sourceId: 'c50',
      note: '测试',
    });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        balances.consume(demoId, asset, 1, { refType: 'test', refId: `c-${i}` }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(50);
    expect(await balances.available(demoId, asset)).toBe(0);
    expect(await balances.ledgerSum(demoId, asset)).toBe(0);
    expect(await lotsRemaining(demoId, asset)).toBe(0);
  }, 60_000);

  it('a refund goes back to the lot it was taken from; reversing a source takes back only unused units', async () => {
    const asset: AssetKind = 'video';
    const start = await balances.available(demoId, asset);
    await balances.grant(demoId, asset, {
      quantity: 10,
      expiresAt: t.clock.now() + DAY,
      sourceType: 'order',
      sourceId: 'order-r1',
      note: '订单',
    });
    // The soonest-expiring lot is spent first.
    expect(await balances.consume(demoId, asset, 4, { refType: 'notice', refId: 'n1' })).toBe(true);
    await balances.refund(demoId, asset, 1, { refType: 'notice', refId: 'n1' });
    expect(await balances.available(demoId, asset)).toBe(start + 7);
    expect(
      await balances.reverseSource(demoId, { sourceType: 'order', sourceId: 'order-r1', note: '退款' }),
    ).toEqual({ video: 7 });
    expect(await balances.available(demoId, asset)).toBe(start);
    expect(await balances.ledgerSum(demoId, asset)).toBe(start);
  });

  it('expired units stop counting on their expiry instant, before the scheduled task records them', async () => {
    const asset: AssetKind = 'interview';
    const start = await balances.available(demoId, asset);
    await balances.grant(demoId, asset, {
      quantity: 5,
      expiresAt: t.clock.now() + DAY,
      sourceType: 'grant',
      sourceId: 'e1',
      note: '测试',
    });
    expect(await balances.available(demoId, asset)).toBe(start + 5);
    expect((await balances.all(demoId)).interview).toBe(start + 5);
    t.clock.advance(DAY);
    expect(await balances.available(demoId, asset)).toBe(start);
    expect((await balances.all(demoId)).interview).toBe(start);
    // The scheduled task records expiries of every tenant (the property test leaves lots of its
    // own): what it recorded for this tenant and asset is checked in the ledger below.
    expect(await balances.expireDue()).toBeGreaterThanOrEqual(5);
    const expired = await t.db
      .selectFrom('asset_ledger')
      .select(['delta', 'note'])
      .where('tenant_id', '=', demoId)
      .where('asset', '=', asset)
      .where('kind', '=', 'expired')
      .execute();
    expect(expired).toEqual([{ delta: -5, note: '到期失效' }]);
    expect(await storedBalance(demoId, asset)).toBe(start);
  });
});
