import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

// Read-only names the statistics show (jobs, organisations, flows and their steps), tenant-scoped.

export interface JobRef {
  id: string;
  name: string;
  organizationId: string;
  flowId: string;
  /** The operator who created the job (data scope 仅本人职位, issue 17). */
  createdBy: string;
}

export class StatisticsLookupRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async jobs(ctx: TenantContext): Promise<JobRef[]> {
    const rows = await this.db
      .selectFrom('job')
      .select(['id', 'name_cn', 'organization_id', 'flow_id', 'created_by'])
      .where('tenant_id', '=', ctx.tenantId)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name_cn,
      organizationId: r.organization_id,
      flowId: r.flow_id,
      createdBy: r.created_by,
    }));
  }

  async organizations(
    ctx: TenantContext,
  ): Promise<Array<{ id: string; parentId: string | null; name: string }>> {
    const rows = await this.db
      .selectFrom('organization')
      .select(['id', 'parent_id', 'name'])
      .where('tenant_id', '=', ctx.tenantId)
      .execute();
    return rows.map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name }));
  }

  /** Flows of the tenant, the default first. */
  async flows(ctx: TenantContext): Promise<Array<{ id: string; name: string; isDefault: boolean }>> {
    const rows = await this.db
      .selectFrom('flow')
      .select(['id', 'name', 'is_default', 'created_at'])
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, isDefault: Number(r.is_default) === 1 }));
  }

  async steps(
    ctx: TenantContext,
    flowId: string,
  ): Promise<Array<{ id: string; ivid: string; name: string; ivType: number }>> {
    return this.db
      .selectFrom('flow_step')
      .select(['id', 'ivid', 'name', 'iv_type as ivType'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('flow_id', '=', flowId)
      .orderBy('sort')
      .execute();
  }

  /** The operator's display name (saved reports show who created them). */
  async operatorName(ctx: TenantContext): Promise<string> {
    const row = await this.db
      .selectFrom('operator')
      .select('display_name')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', ctx.operatorId)
      .executeTakeFirst();
    return row?.display_name ?? '';
  }
}
