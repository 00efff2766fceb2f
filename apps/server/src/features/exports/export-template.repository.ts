import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ExportTemplateTable } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

export type ExportTemplateRow = Selectable<ExportTemplateTable>;

/** export_template (migration 013): every call is scoped to the caller's tenant. */
export class ExportTemplateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(ctx: TenantContext): Promise<ExportTemplateRow[]> {
    return this.db
      .selectFrom('export_template')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async count(ctx: TenantContext): Promise<number> {
    const row = await this.db
      .selectFrom('export_template')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', ctx.tenantId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async byId(ctx: TenantContext, id: string): Promise<ExportTemplateRow | undefined> {
    return this.db
      .selectFrom('export_template')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The template of that name, if any (names are unique per tenant). */
  async byName(ctx: TenantContext, name: string): Promise<ExportTemplateRow | undefined> {
    return this.db
      .selectFrom('export_template')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async insert(ctx: TenantContext, row: Omit<Insertable<ExportTemplateTable>, 'tenant_id'>): Promise<void> {
    await this.db
      .insertInto('export_template')
      .values({ ...row, tenant_id: ctx.tenantId })
      .execute();
  }

  async update(
    ctx: TenantContext,
    id: string,
    patch: { name: string; columns_json: string; updated_at: number },
  ): Promise<void> {
    await this.db
      .updateTable('export_template')
      .set(patch)
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .execute();
  }

  async delete(ctx: TenantContext, id: string): Promise<void> {
    await this.db
      .deleteFrom('export_template')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .execute();
  }
}
