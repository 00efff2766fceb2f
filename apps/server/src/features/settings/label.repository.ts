import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';
import { containsText } from '../jobs/sql-helpers';

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

/**
 * The labels as they sit on applications (application_label): how many carry each name, and the
 * rename of a name on every application at once (one statement). The talent feature writes them.
 */
export class LabelUsageRepository {
  constructor(private readonly db: Db) {}

  async usage(ctx: Pick<TenantContext, 'tenantId'>, keyword: string): Promise<Map<string, number>> {
    let q = this.db
      .selectFrom('application_label')
      .select(['label', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('tenant_id', '=', ctx.tenantId);
    if (keyword) q = q.where(containsText('label', keyword));
    const rows = await q.groupBy('label').execute();
    return new Map(rows.map((r) => [r.label, Number(r.n)]));
  }

  async count(ctx: Pick<TenantContext, 'tenantId'>, name: string): Promise<number> {
    const row = await this.db
      .selectFrom('application_label')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', ctx.tenantId)
      .where('label', '=', name)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Applications carrying both names keep one row: the old one is dropped there first. */
  async rename(ctx: Pick<TenantContext, 'tenantId'>, from: string, to: string): Promise<void> {
    await this.db
      .deleteFrom('application_label')
      .where('tenant_id', '=', ctx.tenantId)
      .where('label', '=', from)
      .where('application_id', 'in', (eb) =>
        eb
          .selectFrom('application_label as other')
          .select('other.application_id')
          .where('other.tenant_id', '=', ctx.tenantId)
          .where('other.label', '=', to),
      )
      .execute();
    await this.db
      .updateTable('application_label')
      .set({ label: to })
      .where('tenant_id', '=', ctx.tenantId)
      .where('label', '=', from)
      .execute();
  }
}
