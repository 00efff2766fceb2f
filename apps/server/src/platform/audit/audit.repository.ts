import type { Insertable, Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';

export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<AuditLogTable>): Promise<void> {
    await this.db.insertInto('audit_log').values(row).execute();
  }
}
