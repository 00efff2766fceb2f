import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ApplicationScope } from './data-scope.service';

/** Everything: the scope of a role without a restriction. */
export const ALL_SCOPE: ApplicationScope = { kind: 'all' };

/**
 * The jobs a data scope (issue 17) covers, as a condition on a `job_id` column (null: all). The
 * counters are per job, so a scoped user's numbers stay counter reads, equal to the talent list.
 */
export function scopedJobs(
  column: string,
  tenantId: string,
  scope: ApplicationScope,
): RawBuilder<SqlBool> | null {
  if (scope.kind === 'all') return null;
  const col = sql.ref(column);
  if (scope.kind === 'ownJobs') {
    return sql<SqlBool>`${col} in (select sj.id from job as sj where sj.tenant_id = ${tenantId} and sj.created_by = ${scope.operatorId})`;
  }
  if (scope.organizationIds.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${col} in (select sj.id from job as sj where sj.tenant_id = ${tenantId} and sj.organization_id in (${sql.join(scope.organizationIds)}))`;
}
