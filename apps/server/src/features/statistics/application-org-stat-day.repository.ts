import { sql } from 'kysely';
import type { TenantContext } from '../../platform/request-context';
import { APPLIED_DIMS, type StatDim } from './application-stat-day.repository';
import { KeyedStatDayReads } from './keyed-stat-day.repository';

/**
 * application_org_stat_day (migration 043): the board's dims per organisation of the job, kept by
 * triggers. An organisation board (with its sub-organisations) or an organisation data scope sums
 * the rows of its organisations: days × values per organisation, whatever its number of jobs.
 */
export class ApplicationOrgStatDayRepository extends KeyedStatDayReads {
  protected readonly table = 'application_org_stat_day';
  protected readonly key = 'organization_id';

  /** Counts per (dim, value) of several dims summed over the organisations, in one statement. */
  byDimValue(
    ctx: TenantContext,
    organizationIds: readonly string[],
    dims: readonly StatDim[],
    from: number,
    to: number,
  ): Promise<Map<string, Map<string, number>>> {
    return this.storedDimValues(ctx, organizationIds, dims, from, to);
  }

  /**
   * The recount (CALL-038, issue 16): the tenant's per-organisation aggregate computed again from
   * its applications and step entries (each counted for its job's organisation), in one transaction.
   */
  async rebuild(tenantId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('application_org_stat_day').where('tenant_id', '=', tenantId).execute();
      for (const [dim, column] of APPLIED_DIMS) {
        const value = column ? sql.ref(`a.${column}`) : sql.lit('');
        const groupValue = column ? sql`, ${sql.ref(`a.${column}`)}` : sql``;
        await sql`insert into application_org_stat_day (tenant_id, organization_id, dim, day, value, n)
          select a.tenant_id, j.organization_id, ${dim}, ${DAY_OF_APPLIED}, ${value}, count(*)
          from application a inner join job j on j.tenant_id = a.tenant_id and j.id = a.job_id
          where a.tenant_id = ${tenantId}
          group by a.tenant_id, j.organization_id, ${DAY_OF_APPLIED}${groupValue}`.execute(trx);
      }
      await sql`insert into application_org_stat_day (tenant_id, organization_id, dim, day, value, n)
        select e.tenant_id, j.organization_id, 'step_entered', ${DAY_OF_ENTERED}, e.step_id, count(*)
        from application_step_entry e inner join job j on j.tenant_id = e.tenant_id and j.id = e.job_id
        where e.tenant_id = ${tenantId}
        group by e.tenant_id, j.organization_id, ${DAY_OF_ENTERED}, e.step_id`.execute(trx);
    });
  }
}

const DAY_OF_APPLIED = sql<number>`((a.applied_at + 28800000) / 86400000)`;
const DAY_OF_ENTERED = sql<number>`((e.entered_at + 28800000) / 86400000)`;
