import { sql, type Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { AssetKind } from './balances';

export interface NewLedgerEntry {
  asset: AssetKind;
  lotId: string | null;
  kind: 'opening' | 'bought' | 'consumed' | 'expired' | 'refunded' | 'reversed';
  delta: number;
  refType: string;
  refId: string;
  note: string;
}

/** asset_ledger: every change of every balance, never updated nor deleted. */
export class AssetLedgerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async append(tenantId: string, entry: NewLedgerEntry, now: number, db: Kysely<Database>): Promise<void> {
    await db
      .insertInto('asset_ledger')
      .values({
        tenant_id: tenantId,
        id: newId(now),
        asset: entry.asset,
        lot_id: entry.lotId,
        kind: entry.kind,
        delta: entry.delta,
        ref_type: entry.refType,
        ref_id: entry.refId,
        note: entry.note,
        created_at: now,
      })
      .execute();
  }

  /** Units each lot gave to a ref (consumed) and already got back (refunded), net, per lot. */
  async netConsumedByRef(
    tenantId: string,
    asset: AssetKind,
    refType: string,
    refId: string,
    db: Kysely<Database>,
  ) {
    const rows = await db
      .selectFrom('asset_ledger')
      .select(['lot_id', sql<string | number>`sum(delta)`.as('net')])
      .where('tenant_id', '=', tenantId)
      .where('asset', '=', asset)
      .where('ref_type', '=', refType)
      .where('ref_id', '=', refId)
      .where('kind', 'in', ['consumed', 'refunded'])
      .groupBy('lot_id')
      .orderBy('lot_id', 'desc')
      .execute();
    return rows
      .map((row) => ({ lotId: row.lot_id, consumed: -Number(row.net) }))
      .filter((row): row is { lotId: string; consumed: number } => row.lotId !== null && row.consumed > 0);
  }

  async sum(tenantId: string, asset: AssetKind, db: Kysely<Database> = this.db): Promise<number> {
    const row = await db
      .selectFrom('asset_ledger')
      .select(sql<string | number | null>`sum(delta)`.as('n'))
      .where('tenant_id', '=', tenantId)
      .where('asset', '=', asset)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async page(tenantId: string, filter: { asset?: AssetKind; page: number; pageSize: number }) {
    let query = this.db.selectFrom('asset_ledger').where('tenant_id', '=', tenantId);
    if (filter.asset) query = query.where('asset', '=', filter.asset);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }
}
