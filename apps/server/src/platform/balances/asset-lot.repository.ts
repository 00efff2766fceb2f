import { sql, type Kysely, type Selectable } from 'kysely';
import { newId } from '../../db/ids';
import type { AssetLotTable, Database } from '../../db/schema';
import type { AssetKind } from './balances';

export type AssetLot = Selectable<AssetLotTable>;

export interface NewLot {
  asset: AssetKind;
  quantity: number;
  expiresAt: number | null;
  sourceType: string;
  sourceId: string;
}

/** asset_lot: units granted together, with their validity and what remains of them. */
export class AssetLotRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(tenantId: string, lot: NewLot, now: number, db: Kysely<Database>): Promise<string> {
    const id = newId(now);
    await db
      .insertInto('asset_lot')
      .values({
        tenant_id: tenantId,
        id,
        asset: lot.asset,
        quantity: lot.quantity,
        remaining: lot.quantity,
        expires_at: lot.expiresAt,
        source_type: lot.sourceType,
        source_id: lot.sourceId,
        closed_at: null,
        created_at: now,
      })
      .execute();
    return id;
  }

  /** Open lots whose validity ended at `now` (still to be recorded as expired). */
  async due(tenantId: string, asset: AssetKind, now: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('asset_lot')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('asset', '=', asset)
      .where('closed_at', 'is', null)
      .where('expires_at', '<=', now)
      .orderBy('id')
      .execute();
  }

  /** Units of lots past their validity that the scheduled expiry has not recorded yet. */
  async dueRemaining(tenantId: string, asset: AssetKind, now: number, db: Kysely<Database> = this.db) {
    const row = await db
      .selectFrom('asset_lot')
      .select(sql<string | number | null>`sum(remaining)`.as('n'))
      .where('tenant_id', '=', tenantId)
      .where('asset', '=', asset)
      .where('closed_at', 'is', null)
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** dueRemaining of every asset at once: asset -> units of its open lots past their validity. */
  async dueRemainingByAsset(tenantId: string, now: number, db: Kysely<Database> = this.db) {
    const rows = await db
      .selectFrom('asset_lot')
      .select(['asset', sql<string | number | null>`sum(remaining)`.as('n')])
      .where('tenant_id', '=', tenantId)
      .where('closed_at', 'is', null)
      .where('expires_at', '<=', now)
      .groupBy('asset')
      .execute();
    return new Map(rows.map((row) => [row.asset, Number(row.n ?? 0)]));
  }

  /** (tenant, asset) pairs holding lots past their validity, across tenants (the scheduled expiry). */
  async dueEverywhere(now: number) {
    const rows = await this.db
      .selectFrom('asset_lot')
      .select(['tenant_id', 'asset'])
      .distinct()
      .where('closed_at', 'is', null)
      .where('expires_at', '<=', now)
      .execute();
    return rows.map((row) => ({ tenantId: row.tenant_id, asset: row.asset as AssetKind }));
  }

  /** Lots to spend from, the soonest expiring first (no expiry last), then the oldest. */
  async spendable(tenantId: string, asset: AssetKind, now: number, db: Kysely<Database>) {
    return db
      .selectFrom('asset_lot')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('asset', '=', asset)
      .where('closed_at', 'is', null)
      .where('remaining', '>', 0)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .orderBy(sql`case when expires_at is null then 1 else 0 end`)
      .orderBy('expires_at')
      .orderBy('id')
      .execute();
  }

  async listOpen(tenantId: string, now: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('asset_lot')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('closed_at', 'is', null)
      .where('remaining', '>', 0)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .orderBy('id')
      .execute();
  }

  async bySource(tenantId: string, sourceType: string, sourceId: string, db: Kysely<Database>) {
    return db
      .selectFrom('asset_lot')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('source_type', '=', sourceType)
      .where('source_id', '=', sourceId)
      .orderBy('id')
      .execute();
  }

  async find(tenantId: string, id: string, db: Kysely<Database>) {
    return db
      .selectFrom('asset_lot')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Conditional: takes units only while the lot still holds them. */
  async take(tenantId: string, id: string, quantity: number, db: Kysely<Database>): Promise<boolean> {
    const result = await db
      .updateTable('asset_lot')
      .set({ remaining: sql`remaining - ${quantity}` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('closed_at', 'is', null)
      .where('remaining', '>=', quantity)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Conditional: gives units back to an open lot, never above what it was granted. */
  async giveBack(tenantId: string, id: string, quantity: number, db: Kysely<Database>): Promise<boolean> {
    const result = await db
      .updateTable('asset_lot')
      .set({ remaining: sql`remaining + ${quantity}` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('closed_at', 'is', null)
      .where(sql<boolean>`remaining + ${quantity} <= quantity`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Closes an open lot (expired or reversed); answers the units it still held, null if already closed. */
  async close(tenantId: string, lot: AssetLot, now: number, db: Kysely<Database>): Promise<number | null> {
    const result = await db
      .updateTable('asset_lot')
      .set({ remaining: 0, closed_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', lot.id)
      .where('closed_at', 'is', null)
      .where('remaining', '=', lot.remaining)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? Number(lot.remaining) : null;
  }
}
