import type { Kysely, Transaction } from 'kysely';
import type { DictItem } from '@ehire/domain/resume-design/model';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';
import { containsText } from '../../platform/sql-helpers';

type Db = Kysely<Database> | Transaction<Database>;

export interface MemberDictionaryRow {
  id: string;
  name: string;
  level: 1 | 2 | 3;
  items: DictItem[];
  updatedAt: number;
}

export interface MemberDictionaryWrite {
  id: string;
  name: string;
  level: number;
  items: DictItem[];
}

/** 会员自定义字典 (table member_dictionary of migration 005): the only SQL of the dictionaries. */
export class MemberDictionaryRepository {
  constructor(private readonly db: Db) {}

  /** Name, id and level of the tenant's dictionaries, by name; `keyword` matches part of the name. */
  async list(ctx: TenantContext, keyword: string): Promise<{ id: string; name: string; level: number }[]> {
    let q = this.db
      .selectFrom('member_dictionary')
      .select(['id', 'name', 'dict_level'])
      .where('tenant_id', '=', ctx.tenantId);
    if (keyword) q = q.where(containsText('name', keyword));
    const rows = await q.orderBy('name').execute();
    return rows.map((r) => ({ id: r.id, name: r.name, level: Number(r.dict_level) }));
  }

  async find(ctx: TenantContext, id: string): Promise<MemberDictionaryRow | undefined> {
    const row = await this.db
      .selectFrom('member_dictionary')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      level: Number(row.dict_level) as 1 | 2 | 3,
      items: JSON.parse(row.items_json) as DictItem[],
      updatedAt: Number(row.updated_at),
    };
  }

  /** The id of the tenant's dictionary called `name`, if any. */
  async idByName(ctx: TenantContext, name: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('member_dictionary')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.id;
  }

  /** True when the row existed and was replaced. */
  async update(ctx: TenantContext, input: MemberDictionaryWrite, now: number): Promise<boolean> {
    const updated = await this.db
      .updateTable('member_dictionary')
      .set({
        name: input.name,
        dict_level: input.level,
        items_json: JSON.stringify(input.items),
        updated_at: now,
        updated_by: ctx.operatorId,
      })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', input.id)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  async insert(ctx: TenantContext, input: MemberDictionaryWrite, now: number): Promise<void> {
    await this.db
      .insertInto('member_dictionary')
      .values({
        tenant_id: ctx.tenantId,
        id: input.id,
        name: input.name,
        dict_level: input.level,
        items_json: JSON.stringify(input.items),
        created_at: now,
        updated_at: now,
        updated_by: ctx.operatorId,
      })
      .execute();
  }

  /** True when the row existed and was deleted. */
  async remove(ctx: TenantContext, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('member_dictionary')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
