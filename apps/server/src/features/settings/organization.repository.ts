import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

type Db = Kysely<Database> | Transaction<Database>;

export interface OrganizationNode {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
}

/** The tenant's organisation tree (企业架构). A tenant has tens of nodes: read whole. */
export class OrganizationRepository {
  constructor(private readonly db: Db) {}

  async all(ctx: Pick<TenantContext, 'tenantId'>): Promise<OrganizationNode[]> {
    const rows = await this.db
      .selectFrom('organization')
      .select(['id', 'parent_id', 'name', 'sort'])
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('sort')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, parentId: row.parent_id, name: row.name, sort: row.sort }));
  }

  async exists(ctx: TenantContext, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('organization')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }
}
