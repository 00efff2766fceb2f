import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, StatReportTable } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

export type StatReportRow = Selectable<StatReportTable>;

/** stat_report (migration 016): a tenant's saved custom reports; every call is tenant-scoped. */
export class StatReportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(ctx: TenantContext): Promise<StatReportRow[]> {
    return this.db
      .selectFrom('stat_report')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async byId(ctx: TenantContext, id: string): Promise<StatReportRow | undefined> {
    return this.db
      .selectFrom('stat_report')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async byName(ctx: TenantContext, name: string): Promise<StatReportRow | undefined> {
    return this.db
      .selectFrom('stat_report')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async insert(ctx: TenantContext, row: Omit<Insertable<StatReportTable>, 'tenant_id'>): Promise<void> {
    await this.db
      .insertInto('stat_report')
      .values({ ...row, tenant_id: ctx.tenantId })
      .execute();
  }

  async update(
    ctx: TenantContext,
    id: string,
    patch: { name: string; dimensions_json: string; measure: string; updated_at: number },
  ): Promise<void> {
    await this.db
      .updateTable('stat_report')
      .set(patch)
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .execute();
  }

  async delete(ctx: TenantContext, id: string): Promise<number> {
    const result = await this.db
      .deleteFrom('stat_report')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
