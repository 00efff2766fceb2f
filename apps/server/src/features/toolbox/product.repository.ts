import type { Kysely, Selectable } from 'kysely';
import type { PriceTier, Product, SaveProductInput } from '@ehire/domain/contracts/toolbox';
import { newId } from '../../db/ids';
import type { Database, ShopProductTable } from '../../db/schema';

type ProductRow = Selectable<ShopProductTable>;

/** shop_product: the provider's catalogue (global). */
export class ProductRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(onlyEnabled: boolean): Promise<Product[]> {
    let query = this.db.selectFrom('shop_product').selectAll();
    if (onlyEnabled) query = query.where('enabled', '=', 1);
    const rows = await query.orderBy('sort').orderBy('id').execute();
    return rows.map(toProduct);
  }

  async find(id: string): Promise<Product | undefined> {
    const row = await this.db.selectFrom('shop_product').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toProduct(row) : undefined;
  }

  async insert(input: SaveProductInput, now: number): Promise<string> {
    const id = newId(now);
    await this.db
      .insertInto('shop_product')
      .values({ id, ...toColumns(input), created_at: now, updated_at: now })
      .execute();
    return id;
  }

  async update(id: string, input: SaveProductInput, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('shop_product')
      .set({ ...toColumns(input), updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

function toColumns(input: SaveProductInput) {
  return {
    kind: input.kind,
    asset: input.kind === 'asset' ? input.asset : null,
    name: input.name,
    description: input.description,
    unit: input.unit,
    units_per_quantity: input.unitsPerQuantity,
    validity_days: input.validityDays,
    price_tiers_json: JSON.stringify([...input.priceTiers].sort((a, b) => a.minQuantity - b.minQuantity)),
    enabled: input.enabled ? 1 : 0,
    sort: input.sort,
  };
}

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    kind: row.kind as Product['kind'],
    asset: row.asset as Product['asset'],
    name: row.name,
    description: row.description,
    unit: row.unit,
    unitsPerQuantity: Number(row.units_per_quantity),
    validityDays: Number(row.validity_days),
    priceTiers: JSON.parse(row.price_tiers_json) as PriceTier[],
    enabled: Number(row.enabled) === 1,
    sort: Number(row.sort),
  };
}
