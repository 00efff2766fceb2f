import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, InterviewSiteTable } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

export type SiteRow = Selectable<InterviewSiteTable>;

/** interview_site: offline places and video rooms of a tenant. */
export class InterviewSiteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(ctx: Pick<TenantContext, 'tenantId'>, kind?: SiteRow['kind']): Promise<SiteRow[]> {
    let query = this.db.selectFrom('interview_site').selectAll().where('tenant_id', '=', ctx.tenantId);
    if (kind) query = query.where('kind', '=', kind);
    return query.orderBy('created_at', 'desc').orderBy('id').execute();
  }

  find(ctx: Pick<TenantContext, 'tenantId'>, id: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('interview_site')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insert(row: Insertable<InterviewSiteTable>): Promise<void> {
    await this.db.insertInto('interview_site').values(row).execute();
  }

  async update(ctx: Pick<TenantContext, 'tenantId'>, id: string, patch: Updateable<InterviewSiteTable>) {
    const result = await this.db
      .updateTable('interview_site')
      .set(patch)
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(ctx: Pick<TenantContext, 'tenantId'>, id: string): Promise<void> {
    await this.db
      .deleteFrom('interview_site')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .execute();
  }
}
