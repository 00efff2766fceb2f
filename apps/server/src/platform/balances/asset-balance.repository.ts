import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AssetKind } from './balances';

/** asset_balance: one row per (tenant, asset), the number the tenant can spend. */
export class AssetBalanceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(tenantId: string, asset: AssetKind, db: Kysely<Database> = this.db): Promise<number | null> {
    const row = await db
      .selectFrom('asset_balance')
      .select('available')
      .where('tenant_id', '=', tenantId)
      .where('asset', '=', asset)
      .executeTakeFirst();
    return row ? Number(row.available) : null;
  }

  async listForTenant(tenantId: string, db: Kysely<Database> = this.db) {
    const rows = await db
      .selectFrom('asset_balance')
      .select(['asset', 'available'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return rows.map((row) => ({ asset: row.asset as AssetKind, available: Number(row.available) }));
  }

  /** Creates the row unless it exists; true when this call created it. */
  async open(tenantId: string, asset: AssetKind, available: number, now: number, db: Kysely<Database>) {
    const result = await db
      .insertInto('asset_balance')
      .values({ tenant_id: tenantId, asset, available, updated_at: now })
      .onConflict((oc) => oc.columns(['tenant_id', 'asset']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /**
   * Takes the row's lock for the rest of the transaction (PostgreSQL row lock; SQLite's write
   * lock), so every change of the tenant's lots for this asset happens one after the other.
   */
  async lock(tenantId: string, asset: AssetKind, now: number, db: Kysely<Database>): Promise<void> {
    await db
      .updateTable('asset_balance')
      .set({ updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('asset', '=', asset)
      .execute();
  }

  /** One conditional update: answers false (nothing taken) when fewer than `quantity` remain. */
  async take(tenantId: string, asset: AssetKind, quantity: number, db: Kysely<Database>): Promise<boolean> {
    const result = await db
      .updateTable('asset_balance')
      .set({ available: sql`available - ${quantity}` })
      .where('tenant_id', '=', tenantId)
      .where('asset', '=', asset)
      .where('available', '>=', quantity)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async give(tenantId: string, asset: AssetKind, quantity: number, db: Kysely<Database>): Promise<void> {
    await db
      .updateTable('asset_balance')
      .set({ available: sql`available + ${quantity}` })
      .where('tenant_id', '=', tenantId)
      .where('asset', '=', asset)
      .execute();
  }
}
