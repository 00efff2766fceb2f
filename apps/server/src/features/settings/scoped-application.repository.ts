import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';
import type { ApplicationScope } from './data-scope.service';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Which of some applications a data scope lets the caller see (issue 17): the check of the resume
 * detail and the talent actions. Reads application with its job; the talent feature writes them.
 */
export class ScopedApplicationRepository {
  constructor(private readonly db: Db) {}

  /** The ids among `ids` that are the tenant's and inside `scope` (not 'all'). */
  async visible(
    ctx: Pick<TenantContext, 'tenantId'>,
    ids: readonly string[],
    scope: Exclude<ApplicationScope, { kind: 'all' }>,
  ): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    if (scope.kind === 'organizations' && scope.organizationIds.length === 0) return new Set();
    let q = this.db
      .selectFrom('application as a')
      .innerJoin('job as j', (join) =>
        join.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'),
      )
      .select('a.id')
      .where('a.tenant_id', '=', ctx.tenantId)
      .where('a.id', 'in', [...ids]);
    q =
      scope.kind === 'ownJobs'
        ? q.where('j.created_by', '=', scope.operatorId)
        : q.where('j.organization_id', 'in', scope.organizationIds);
    const rows = await q.execute();
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Whether any application of the resume lies inside `scope` (not 'all'): an attachment belongs
   * to a resume, and the caller may open it when they may open one of its applications.
   */
  async resumeVisible(
    ctx: Pick<TenantContext, 'tenantId'>,
    resumeId: string,
    scope: Exclude<ApplicationScope, { kind: 'all' }>,
  ): Promise<boolean> {
    if (scope.kind === 'organizations' && scope.organizationIds.length === 0) return false;
    let q = this.db
      .selectFrom('application as a')
      .innerJoin('job as j', (join) =>
        join.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'),
      )
      .select('a.id')
      .where('a.tenant_id', '=', ctx.tenantId)
      .where('a.resume_id', '=', resumeId);
    q =
      scope.kind === 'ownJobs'
        ? q.where('j.created_by', '=', scope.operatorId)
        : q.where('j.organization_id', 'in', scope.organizationIds);
    return (await q.limit(1).executeTakeFirst()) !== undefined;
  }
}
