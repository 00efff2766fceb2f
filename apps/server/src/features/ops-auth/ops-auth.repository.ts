import type { Kysely, Selectable } from 'kysely';
import type { Database, ProviderStaffTable } from '../../db/schema';

export type ProviderStaffRow = Selectable<ProviderStaffTable>;

/** Provider staff are global (not tenant-owned): the provider console spans tenants. */
export class OpsAuthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByUsername(username: string): Promise<ProviderStaffRow | undefined> {
    return this.db
      .selectFrom('provider_staff')
      .selectAll()
      .where('username', '=', username.toLowerCase())
      .executeTakeFirst();
  }

  async findById(id: string): Promise<ProviderStaffRow | undefined> {
    return this.db.selectFrom('provider_staff').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
