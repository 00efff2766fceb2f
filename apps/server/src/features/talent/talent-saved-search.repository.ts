import type { Insertable, Kysely } from 'kysely';
import type { Database, TalentSavedSearchTable } from '../../db/schema';

// 常用筛选 (saved searches of the talent list): the caller's own and the tenant's global ones.

export class TalentSavedSearchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The caller's searches and the global ones, newest first. */
  async visibleTo(tenantId: string, operatorId: string) {
    return this.db
      .selectFrom('talent_saved_search')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('owner_id', '=', operatorId), eb('is_global', '=', 1)]))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async insert(row: Insertable<TalentSavedSearchTable>): Promise<void> {
    await this.db.insertInto('talent_saved_search').values(row).execute();
  }

  async find(tenantId: string, id: string) {
    return this.db
      .selectFrom('talent_saved_search')
      .select(['owner_id', 'name', 'is_global'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await this.db
      .deleteFrom('talent_saved_search')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }
}
