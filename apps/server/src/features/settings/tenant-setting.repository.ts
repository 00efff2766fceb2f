import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** tenant_setting (migration 030): one JSON value per tenant and settings key. */
export class TenantSettingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The parsed value, or null when the tenant never saved this key. */
  async find(tenantId: string, key: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('tenant_setting')
      .select('value')
      .where('tenant_id', '=', tenantId)
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as unknown) : null;
  }

  async save(tenantId: string, key: string, value: unknown, operatorId: string, now: number): Promise<void> {
    const values = { value: JSON.stringify(value), updated_at: now, updated_by: operatorId };
    await this.db
      .insertInto('tenant_setting')
      .values({ tenant_id: tenantId, key, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(values))
      .execute();
  }
}
