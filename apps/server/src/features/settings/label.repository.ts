import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';
import { containsText } from '../../platform/sql-helpers';

type Db = Kysely<Database> | Transaction<Database>;

export interface LabelRow {
  id: string;
  name: string;
  color: string;
}

/** 标签管理: the tenant's label catalogue (talent_label, migration 024). */
export class LabelRepository {
  constructor(private readonly db: Db) {}

  async list(ctx: Pick<TenantContext, 'tenantId'>, keyword: string): Promise<LabelRow[]> {
    let q = this.db
      .selectFrom('talent_label')
      .select(['id', 'name', 'color'])
      .where('tenant_id', '=', ctx.tenantId);
    if (keyword) q = q.where(containsText('name', keyword));
    return q.orderBy('created_at').orderBy('id').execute();
  }

  async byName(ctx: Pick<TenantContext, 'tenantId'>, name: string): Promise<LabelRow | undefined> {
    return this.db
      .selectFrom('talent_label')
      .select(['id', 'name', 'color'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async insert(ctx: TenantContext, row: LabelRow, now: number): Promise<void> {
    await this.db
      .insertInto('talent_label')
      .values({
        tenant_id: ctx.tenantId,
        ...row,
        created_at: now,
        updated_at: now,
        updated_by: ctx.operatorId,
      })
      .execute();
  }

  async update(ctx: TenantContext, id: string, name: string, color: string, now: number): Promise<void> {
    await this.db
      .updateTable('talent_label')
      .set({ name, color, updated_at: now, updated_by: ctx.operatorId })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .execute();
  }

  async remove(ctx: TenantContext, id: string): Promise<void> {
    await this.db
      .deleteFrom('talent_label')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .execute();
  }
}
