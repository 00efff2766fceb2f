import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ScopeBasis } from '../request-context';

export interface OperatorAccess {
  status: number;
  permissions: Record<string, number>;
  /** The tenant's service end (yyyy-mm-dd, China date; '' for none): past it the console is read-only. */
  serviceEnds: string;
  /** What the data scope of the caller is computed from (settings' DataScopeService). */
  scopeBasis: ScopeBasis;
}

/** What the auth hook needs to know about a session's principal on every request. */
export class PrincipalRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The operator's status, permissions, service end and data-scope basis in one statement (issue
   * 21: this runs on every console request; it was three statements, and the data scope two more).
   * One row per permission of the role (the operator's columns repeated), or one row with no
   * permission when the role has none.
   */
  async operatorAccess(tenantId: string, operatorId: string): Promise<OperatorAccess | undefined> {
    const rows = await this.db
      .selectFrom('operator')
      .innerJoin('tenant', 'tenant.id', 'operator.tenant_id')
      .leftJoin('role', (join) =>
        join.onRef('role.tenant_id', '=', 'operator.tenant_id').onRef('role.id', '=', 'operator.role_id'),
      )
      .leftJoin('role_permission', (join) =>
        join
          .onRef('role_permission.tenant_id', '=', 'operator.tenant_id')
          .onRef('role_permission.role_id', '=', 'operator.role_id'),
      )
      .select([
        'operator.status',
        'operator.role_id',
        'operator.organization_id',
        'tenant.ctm_expire_date',
        'role.data_scope',
        'role_permission.auth_key',
        'role_permission.auth_value',
      ])
      .where('operator.tenant_id', '=', tenantId)
      .where('operator.id', '=', operatorId)
      .execute();
    const operator = rows[0];
    if (!operator) return undefined;
    const permissions: Record<string, number> = {};
    for (const row of rows) if (row.auth_key !== null && row.auth_value !== null) permissions[row.auth_key] = row.auth_value;
    return {
      status: operator.status,
      permissions,
      serviceEnds: operator.ctm_expire_date,
      scopeBasis: {
        roleId: operator.role_id,
        organizationId: operator.organization_id,
        dataScope: operator.data_scope ?? undefined,
      },
    };
  }

  async providerStaffStatus(staffId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('provider_staff')
      .select('status')
      .where('id', '=', staffId)
      .executeTakeFirst();
    return row?.status;
  }
}
