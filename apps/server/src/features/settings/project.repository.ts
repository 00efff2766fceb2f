import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

/** 项目 of system settings: the tenant's projects and their group report flag (WB-015). */
export class ProjectRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** WB-015: whether the project shows the custom group report (project.group_report, 026). */
  async showsGroupReport(tenantId: string, projectId: string | null): Promise<boolean> {
    if (!projectId) return false;
    const row = await this.db
      .selectFrom('project')
      .select('group_report')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', projectId)
      .executeTakeFirst();
    return Number(row?.group_report ?? 0) === 1;
  }

  async list(
    ctx: TenantContext,
  ): Promise<Array<{ id: string; name: string; organization_name: string | null; group_report: number }>> {
    return this.db
      .selectFrom('project as p')
      .leftJoin('organization as o', (join) =>
        join.onRef('o.tenant_id', '=', 'p.tenant_id').onRef('o.id', '=', 'p.organization_id'),
      )
      .select([
        'p.id as id',
        'p.name as name',
        'o.name as organization_name',
        'p.group_report as group_report',
      ])
      .where('p.tenant_id', '=', ctx.tenantId)
      .orderBy('p.sort')
      .orderBy('p.name')
      .execute();
  }

  /** Sets the flag; false when the tenant has no such project. */
  async setGroupReport(ctx: TenantContext, projectId: string, on: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('project')
      .set({ group_report: on ? 1 : 0 })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', projectId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
