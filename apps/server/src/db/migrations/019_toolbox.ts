import { sql, type Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { newId } from '../ids';
import { tenantOwned } from './table-helpers';

// Toolbox (issue 19): what a tenant holds (balances, lots with validity, the ledger of every
// change), what the provider sells (products, global) and the purchase loop (quotes, orders),
// plus the job top cards applied to jobs.
//
// The ledger is the truth: asset_balance.available always equals the sum of the tenant's ledger
// deltas for the asset and the sum of its lots' remaining units. The opening balances of the
// tenants that exist now are seeded from the tenant row's counters (one 'opening' entry each);
// tenants created later are opened the same way on their first use (platform/balances).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

const COUNTERS = { sms: 'sms_balance', interview: 'interview_balance', video: 'video_balance' } as const;
const ASSETS = ['sms', 'interview', 'video', 'assessment', 'job_top', 'brand_card'] as const;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('asset_balance'), 'asset_balance')
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('available', 'integer', (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_balance_pkey', ['tenant_id', 'asset'])
    .addCheckConstraint('asset_balance_not_negative', sql`available >= 0`)
    .execute();

  await tenantOwned(db.schema.createTable('asset_lot'), 'asset_lot')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addColumn('expires_at', MILLIS_TYPE)
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('closed_at', MILLIS_TYPE)
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_lot_pkey', ['tenant_id', 'id'])
    .addCheckConstraint('asset_lot_remaining_range', sql`remaining >= 0 and remaining <= quantity`)
    .execute();
  await db.schema
    .createIndex('asset_lot_open_idx')
    .on('asset_lot')
    .columns(['tenant_id', 'asset', 'closed_at', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('asset_lot_source_idx')
    .on('asset_lot')
    .columns(['tenant_id', 'source_id'])
    .execute();

  await tenantOwned(db.schema.createTable('asset_ledger'), 'asset_ledger')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('lot_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('ref_type', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_ledger_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('asset_ledger_asset_idx')
    .on('asset_ledger')
    .columns(['tenant_id', 'asset', 'id'])
    .execute();
  await db.schema
    .createIndex('asset_ledger_ref_idx')
    .on('asset_ledger')
    .columns(['tenant_id', 'ref_type', 'ref_id'])
    .execute();

  // The provider's catalogue: global, edited in /ops.
  await db.schema
    .createTable('shop_product')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('asset', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('units_per_quantity', 'integer', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('price_tiers_json', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .execute();

  await tenantOwned(db.schema.createTable('shop_quote'), 'shop_quote')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text')
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_mobile', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('answer_total_cents', 'integer')
    .addColumn('answer_note', 'text', (c) => c.notNull())
    .addColumn('answered_by', 'text')
    .addColumn('answered_at', MILLIS_TYPE)
    .addColumn('decided_at', MILLIS_TYPE)
    .addColumn('order_id', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_quote_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('shop_quote_status_idx')
    .on('shop_quote')
    .columns(['tenant_id', 'status', 'id'])
    .execute();

  await tenantOwned(db.schema.createTable('shop_order'), 'shop_order')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('quote_id', 'text')
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('asset', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invoice_title', 'text', (c) => c.notNull())
    .addColumn('invoice_tax_no', 'text', (c) => c.notNull())
    .addColumn('invoice_email', 'text', (c) => c.notNull())
    .addColumn('payment_reference', 'text', (c) => c.notNull())
    .addColumn('paid_at', MILLIS_TYPE)
    .addColumn('fulfilled_at', MILLIS_TYPE)
    .addColumn('cancelled_at', MILLIS_TYPE)
    .addColumn('refunded_at', MILLIS_TYPE)
    .addColumn('refund_note', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_order_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('shop_order_status_idx')
    .on('shop_order')
    .columns(['tenant_id', 'status', 'id'])
    .execute();

  await tenantOwned(db.schema.createTable('job_top_placement'), 'job_top_placement')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('starts_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('ends_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('job_top_placement_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('job_top_placement_active_idx')
    .on('job_top_placement')
    .columns(['tenant_id', 'ends_at', 'job_id'])
    .execute();

  await seedOpeningBalances(db);
  await seedCatalogue(db);
}

/** The provider's starting catalogue (edited in /ops afterwards). Prices in cents. */
const CATALOGUE = [
  [
    'asset',
    'sms',
    '短信邀请包',
    '面试、笔试等通知短信，每份1000条',
    '份',
    1000,
    365,
    [
      [1, 8000],
      [10, 7000],
    ],
  ],
  [
    'asset',
    'interview',
    '面试邀请包',
    '面试邀请，每份100次',
    '份',
    100,
    365,
    [
      [1, 20000],
      [10, 18000],
    ],
  ],
  ['asset', 'video', '视频面试查看包', '视频面试录像查看，每份50次', '份', 50, 365, [[1, 30000]]],
  [
    'asset',
    'assessment',
    '测评授权包',
    '在线测评授权，每份100份',
    '份',
    100,
    365,
    [
      [1, 50000],
      [5, 45000],
    ],
  ],
  [
    'asset',
    'job_top',
    '职位置顶卡',
    '每张将一个职位在招聘官网置顶1天',
    '张',
    1,
    365,
    [
      [1, 1000],
      [30, 800],
    ],
  ],
  [
    'asset',
    'brand_card',
    '校园品牌置顶卡',
    '在校园招聘门户的品牌置顶位展示，每张1所学校',
    '张',
    1,
    180,
    [[1, 50000]],
  ],
  ['membership', null, '会员服务（年）', '续费后服务到期日顺延12个月', '年', 12, 0, [[1, 1980000]]],
] as const;

async function seedCatalogue(db: Db): Promise<void> {
  const now = Date.now();
  let sort = 0;
  for (const [kind, asset, name, description, unit, units, validity, tiers] of CATALOGUE) {
    sort += 1;
    await db
      .insertInto('shop_product')
      .values({
        id: newId(now),
        kind,
        asset,
        name,
        description,
        unit,
        units_per_quantity: units,
        validity_days: validity,
        price_tiers_json: JSON.stringify(
          tiers.map(([minQuantity, unitPriceCents]) => ({ minQuantity, unitPriceCents })),
        ),
        enabled: 1,
        sort,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

/** One opening lot and ledger entry per counter of every existing tenant (no expiry). */
async function seedOpeningBalances(db: Db): Promise<void> {
  const now = Date.now();
  const tenants = await db
    .selectFrom('tenant')
    .select(['id', 'sms_balance', 'interview_balance', 'video_balance'])
    .execute();
  for (const tenant of tenants) {
    for (const asset of ASSETS) {
      const column = asset in COUNTERS ? COUNTERS[asset as keyof typeof COUNTERS] : null;
      const opening = column ? Math.max(0, Number(tenant[column])) : 0;
      await db
        .insertInto('asset_balance')
        .values({ tenant_id: tenant.id, asset, available: opening, updated_at: now })
        .execute();
      if (opening === 0) continue;
      const lotId = newId(now);
      await db
        .insertInto('asset_lot')
        .values({
          tenant_id: tenant.id,
          id: lotId,
          asset,
          quantity: opening,
          remaining: opening,
          expires_at: null,
          source_type: 'opening',
          source_id: tenant.id,
          closed_at: null,
          created_at: now,
        })
        .execute();
      await db
        .insertInto('asset_ledger')
        .values({
          tenant_id: tenant.id,
          id: newId(now),
          asset,
          lot_id: lotId,
          kind: 'opening',
          delta: opening,
          ref_type: 'opening',
          ref_id: tenant.id,
          note: '期初余额',
          created_at: now,
        })
        .execute();
    }
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'job_top_placement',
    'shop_order',
    'shop_quote',
    'shop_product',
    'asset_ledger',
    'asset_lot',
    'asset_balance',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
