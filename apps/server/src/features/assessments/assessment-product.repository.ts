import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AssessmentProductTable, Database } from '../../db/schema';

export type AssessmentProductRow = Selectable<AssessmentProductTable>;

/** 测评产品 of a tenant (migration 031). */
export class AssessmentProductRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(tenantId: string): Promise<AssessmentProductRow[]> {
    return this.db
      .selectFrom('assessment_product')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async find(tenantId: string, id: string): Promise<AssessmentProductRow | undefined> {
    return this.db
      .selectFrom('assessment_product')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insert(row: Insertable<AssessmentProductTable>): Promise<void> {
    await this.db.insertInto('assessment_product').values(row).execute();
  }
}
