import type { Kysely, Transaction } from 'kysely';
import type { User, UserListQuery } from '@ehire/domain/contracts/settings';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

type Db = Kysely<Database> | Transaction<Database>;

export interface OperatorRecord {
  id: string;
  username: string;
  roleId: string;
  organizationId: string | null;
  status: number;
}

/** The tenant's operators (用户) as system settings manages them. */
export class OperatorRepository {
  constructor(private readonly db: Db) {}

  /** The operator's display name ('' when the operator is gone). */
  async displayName(ctx: TenantContext, id: string): Promise<string> {
    const row = await this.db
      .selectFrom('operator')
      .select('display_name')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.display_name ?? '';
  }

  async page(ctx: TenantContext, q: UserListQuery): Promise<{ total: number; rows: User[] }> {
    let base = this.db
      .selectFrom('operator')
      .innerJoin('role', (join) =>
        join.onRef('role.tenant_id', '=', 'operator.tenant_id').onRef('role.id', '=', 'operator.role_id'),
      )
      .leftJoin('organization', (join) =>
        join
          .onRef('organization.tenant_id', '=', 'operator.tenant_id')
          .onRef('organization.id', '=', 'operator.organization_id'),
      )
      .where('operator.tenant_id', '=', ctx.tenantId);
    if (q.keyword) {
      const like = `%${q.keyword.toLowerCase()}%`;
      base = base.where((eb) =>
        eb.or([
          eb('operator.username', 'like', like),
          eb('operator.display_name', 'like', `%${q.keyword}%`),
          eb('operator.mobile', 'like', like),
        ]),
      );
    }
    if (q.roleId) base = base.where('operator.role_id', '=', q.roleId);
    if (q.status !== null) base = base.where('operator.status', '=', q.status);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'operator.id',
        'operator.username',
        'operator.display_name',
        'operator.email',
        'operator.mobile',
        'operator.role_id',
        'role.name as role_name',
        'operator.organization_id',
        'organization.name as organization_name',
        'operator.status',
        'operator.created_at',
      ])
      .orderBy('operator.created_at')
      .orderBy('operator.id')
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize)
      .execute();
    return {
      total: Number(total.n),
      rows: rows.map((row) => ({
        id: row.id,
        username: row.username,
        displayName: row.display_name,
        email: row.email,
        mobile: row.mobile,
        roleId: row.role_id,
        roleName: row.role_name,
        organizationId: row.organization_id,
        organizationName: row.organization_name ?? '',
        status: row.status,
        createdAt: Number(row.created_at),
      })),
    };
  }

  async findMany(ctx: TenantContext, ids: readonly string[]): Promise<OperatorRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('operator')
      .select(['id', 'username', 'role_id', 'organization_id', 'status'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      roleId: row.role_id,
      organizationId: row.organization_id,
      status: row.status,
    }));
  }

  /** Every enabled operator with the role they hold (for the last-administrator rule). */
  async enabled(ctx: TenantContext): Promise<Array<{ id: string; roleId: string }>> {
    const rows = await this.db
      .selectFrom('operator')
      .select(['id', 'role_id'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('status', '=', 1)
      .execute();
    return rows.map((row) => ({ id: row.id, roleId: row.role_id }));
  }

  async countWithRole(ctx: TenantContext, roleId: string): Promise<number> {
    const row = await this.db
      .selectFrom('operator')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', ctx.tenantId)
      .where('role_id', '=', roleId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async usernameTaken(ctx: TenantContext, username: string, exceptId: string | null): Promise<boolean> {
    let query = this.db
      .selectFrom('operator')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('username', '=', username);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(
    ctx: TenantContext,
    user: {
      id: string;
      username: string;
      displayName: string;
      email: string;
      mobile: string;
      roleId: string;
      organizationId: string | null;
      passwordHash: string;
    },
    now: number,
  ): Promise<void> {
    await this.db
      .insertInto('operator')
      .values({
        id: user.id,
        tenant_id: ctx.tenantId,
        username: user.username,
        display_name: user.displayName,
        email: user.email,
        mobile: user.mobile,
        password_hash: user.passwordHash,
        role_id: user.roleId,
        organization_id: user.organizationId,
        current_project_id: null,
        is_talent_pack: 0,
        status: 1,
        password_changed_at: now,
        created_at: now,
      })
      .execute();
  }

  async update(
    ctx: TenantContext,
    id: string,
    user: {
      username: string;
      displayName: string;
      email: string;
      mobile: string;
      roleId: string;
      organizationId: string | null;
    },
  ): Promise<void> {
    await this.db
      .updateTable('operator')
      .set({
        username: user.username,
        display_name: user.displayName,
        email: user.email,
        mobile: user.mobile,
        role_id: user.roleId,
        organization_id: user.organizationId,
      })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .execute();
  }

  async setStatus(ctx: TenantContext, ids: readonly string[], status: 0 | 1): Promise<void> {
    await this.db
      .updateTable('operator')
      .set({ status })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  async setRole(ctx: TenantContext, ids: readonly string[], roleId: string): Promise<void> {
    await this.db
      .updateTable('operator')
      .set({ role_id: roleId })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  async setPassword(ctx: TenantContext, id: string, hash: string, now: number): Promise<void> {
    await this.db
      .updateTable('operator')
      .set({ password_hash: hash, password_changed_at: now })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .execute();
  }

  /** The operator's organisation (data scope). */
  async organizationOf(
    ctx: TenantContext,
    id: string,
  ): Promise<{ roleId: string; organizationId: string | null } | undefined> {
    const row = await this.db
      .selectFrom('operator')
      .select(['role_id', 'organization_id'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { roleId: row.role_id, organizationId: row.organization_id } : undefined;
  }
}
