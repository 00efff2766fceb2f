import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

/** The signed-in operator's own account: password, projects, permission list. */
export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async passwordHash(ctx: TenantContext): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('operator')
      .select('password_hash')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', ctx.operatorId)
      .executeTakeFirst();
    return row?.password_hash;
  }

  async updatePassword(ctx: TenantContext, passwordHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('operator')
      .set({ password_hash: passwordHash, password_changed_at: now })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', ctx.operatorId)
      .execute();
  }

  async listProjects(ctx: TenantContext): Promise<{ id: string; name: string }[]> {
    return this.db
      .selectFrom('project')
      .select(['id', 'name'])
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async projectExists(ctx: TenantContext, projectId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('project')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', projectId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setCurrentProject(ctx: TenantContext, projectId: string): Promise<void> {
    await this.db
      .updateTable('operator')
      .set({ current_project_id: projectId })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', ctx.operatorId)
      .execute();
  }

  async permissionList(ctx: TenantContext): Promise<{ auth_key: string; auth_value: number }[]> {
    return this.db
      .selectFrom('role_permission')
      .innerJoin('operator', (join) =>
        join
          .onRef('operator.tenant_id', '=', 'role_permission.tenant_id')
          .onRef('operator.role_id', '=', 'role_permission.role_id'),
      )
      .select(['role_permission.auth_key', 'role_permission.auth_value'])
      .where('operator.tenant_id', '=', ctx.tenantId)
      .where('operator.id', '=', ctx.operatorId)
      .orderBy('role_permission.auth_key')
      .execute();
  }
}
