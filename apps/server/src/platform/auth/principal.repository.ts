import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OperatorAccess {
  status: number;
  permissions: Record<string, number>;
  /** The tenant's service end (yyyy-mm-dd, China date; '' for none): past it the console is read-only. */
  serviceEnds: string;
}

/** What the auth hook needs to know about a session's principal on every request. */
export class PrincipalRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async operatorAccess(tenantId: string, operatorId: string): Promise<OperatorAccess | undefined> {
    const operator = await this.db
      .selectFrom('operator')
      .innerJoin('tenant', 'tenant.id', 'operator.tenant_id')
      .select(['operator.status', 'operator.role_id', 'tenant.ctm_expire_date'])
      .where('operator.tenant_id', '=', tenantId)
      .where('operator.id', '=', operatorId)
      .executeTakeFirst();
    if (!operator) return undefined;
    const rows = await this.db
      .selectFrom('role_permission')
      .select(['auth_key', 'auth_value'])
      .where('tenant_id', '=', tenantId)
      .where('role_id', '=', operator.role_id)
      .execute();
    const permissions: Record<string, number> = {};
    for (const row of rows) permissions[row.auth_key] = row.auth_value;
    return { status: operator.status, permissions, serviceEnds: operator.ctm_expire_date };
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
