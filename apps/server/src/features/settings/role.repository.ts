import type { Kysely, Transaction } from 'kysely';
import type { PermissionKey } from '@ehire/domain/codes/permissions';
import type { Role, RoleListQuery } from '@ehire/domain/contracts/settings';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

type Db = Kysely<Database> | Transaction<Database>;

export interface RoleRecord {
  id: string;
  name: string;
  dataScope: string;
  levels: Partial<Record<PermissionKey, number>>;
}

/** Roles with their permission levels (role + its child table role_permission). */
export class RoleRepository {
  constructor(private readonly db: Db) {}

  async page(ctx: TenantContext, q: RoleListQuery): Promise<{ total: number; rows: Role[] }> {
    let base = this.db.selectFrom('role').where('role.tenant_id', '=', ctx.tenantId);
    if (q.keyword) base = base.where('role.name', 'like', `%${q.keyword}%`);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('operator', (join) =>
        join.onRef('operator.tenant_id', '=', 'role.tenant_id').onRef('operator.role_id', '=', 'role.id'),
      )
      .select((eb) => [
        'role.id',
        'role.name',
        'role.data_scope',
        'role.created_at',
        eb.fn.count<number>('operator.id').as('user_count'),
      ])
      .groupBy(['role.id', 'role.name', 'role.data_scope', 'role.created_at'])
      .orderBy('role.created_at')
      .orderBy('role.id')
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize)
      .execute();
    return {
      total: Number(total.n),
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        dataScope: row.data_scope,
        userCount: Number(row.user_count),
        createdAt: Number(row.created_at),
      })),
    };
  }

  /** Only the role's data scope (every scoped list and count reads it; the levels are not needed). */
  async dataScope(ctx: TenantContext, id: string): Promise<string | undefined> {
    const role = await this.db
      .selectFrom('role')
      .select('data_scope')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return role?.data_scope;
  }

  async find(ctx: TenantContext, id: string): Promise<RoleRecord | undefined> {
    const role = await this.db
      .selectFrom('role')
      .select(['id', 'name', 'data_scope'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!role) return undefined;
    const rows = await this.db
      .selectFrom('role_permission')
      .select(['auth_key', 'auth_value'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('role_id', '=', id)
      .execute();
    const levels: Partial<Record<PermissionKey, number>> = {};
    for (const row of rows) levels[row.auth_key as PermissionKey] = row.auth_value;
    return { id: role.id, name: role.name, dataScope: role.data_scope, levels };
  }

  async list(ctx: TenantContext): Promise<Array<{ id: string; name: string }>> {
    return this.db
      .selectFrom('role')
      .select(['id', 'name'])
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async nameTaken(ctx: TenantContext, name: string, exceptId: string | null): Promise<boolean> {
    let query = this.db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('name', '=', name);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async save(
    ctx: TenantContext,
    role: { id: string; name: string; dataScope: string; levels: Partial<Record<PermissionKey, number>> },
    isNew: boolean,
    now: number,
  ): Promise<void> {
    if (isNew) {
      await this.db
        .insertInto('role')
        .values({
          id: role.id,
          tenant_id: ctx.tenantId,
          name: role.name,
          data_scope: role.dataScope,
          created_at: now,
        })
        .execute();
    } else {
      await this.db
        .updateTable('role')
        .set({ name: role.name, data_scope: role.dataScope })
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', role.id)
        .execute();
      await this.db
        .deleteFrom('role_permission')
        .where('tenant_id', '=', ctx.tenantId)
        .where('role_id', '=', role.id)
        .execute();
    }
    const rows = Object.entries(role.levels).map(([key, value]) => ({
      tenant_id: ctx.tenantId,
      role_id: role.id,
      auth_key: key,
      auth_value: value ?? 0,
    }));
    if (rows.length > 0) await this.db.insertInto('role_permission').values(rows).execute();
  }

  async delete(ctx: TenantContext, id: string): Promise<void> {
    await this.db
      .deleteFrom('role_permission')
      .where('tenant_id', '=', ctx.tenantId)
      .where('role_id', '=', id)
      .execute();
    await this.db.deleteFrom('role').where('tenant_id', '=', ctx.tenantId).where('id', '=', id).execute();
  }
}
