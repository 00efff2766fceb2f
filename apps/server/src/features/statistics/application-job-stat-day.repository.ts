import { sql } from 'kysely';
import type { TenantContext } from '../../platform/request-context';
import { APPLIED_DIMS as TENANT_APPLIED_DIMS, type StatDim } from './application-stat-day.repository';
import { KeyedStatDayReads } from './keyed-stat-day.repository';

/**
 * application_job_stat_day (migration 038): the board's dims per job, kept by triggers. A board
 * narrower than the tenant (organisation, flow, job, a data scope) sums the rows of its jobs.
 * The dim `job` is not stored: it is the `total` rows grouped by job.
 */
export class ApplicationJobStatDayRepository extends KeyedStatDayReads {
  protected readonly table = 'application_job_stat_day';
  protected readonly key = 'job_id';

  /** Counts per (dim, value) of several dims summed over the jobs; `job` counts per job. */
  async byDimValue(
    ctx: TenantContext,
    jobIds: readonly string[],
    dims: readonly StatDim[],
    from: number,
    to: number,
  ): Promise<Map<string, Map<string, number>>> {
    const [stored, perJob] = await Promise.all([
      this.storedDimValues(
        ctx,
        jobIds,
        dims.filter((d) => d !== 'job'),
        from,
        to,
      ),
      dims.includes('job')
        ? this.db
            .selectFrom('application_job_stat_day')
            .where('tenant_id', '=', ctx.tenantId)
            .where('job_id', 'in', jobIds.length ? [...jobIds] : [''])
            .where('day', '>=', from)
            .where('day', '<=', to)
            .where('dim', '=', 'total')
            .select(['job_id as value', (eb) => eb.fn.sum<number | string>('n').as('n')])
            .groupBy('job_id')
            .execute()
        : Promise.resolve([]),
    ]);
    const byJob = new Map<string, number>();
    for (const r of perJob) if (Number(r.n) > 0) byJob.set(r.value, Number(r.n));
    return new Map(dims.map((d) => [d, d === 'job' ? byJob : (stored.get(d) ?? new Map<string, number>())]));
  }

  /**
   * The recount (CALL-038, issue 16): the tenant's per-job aggregate computed again from its
   * applications and step entries, in one transaction.
   */
  async rebuild(tenantId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('application_job_stat_day').where('tenant_id', '=', tenantId).execute();
      for (const [dim, column] of APPLIED_DIMS) {
        const value = column ? sql.ref(column) : sql.lit('');
        const groupValue = column ? sql`, ${sql.ref(column)}` : sql``;
        await sql`insert into application_job_stat_day (tenant_id, job_id, dim, day, value, n)
          select tenant_id, job_id, ${dim}, ${DAY_OF_APPLIED}, ${value}, count(*) from application
          where tenant_id = ${tenantId}
          group by tenant_id, job_id, ${DAY_OF_APPLIED}${groupValue}`.execute(trx);
      }
      await sql`insert into application_job_stat_day (tenant_id, job_id, dim, day, value, n)
        select tenant_id, job_id, 'step_entered', ${DAY_OF_ENTERED}, step_id, count(*) from application_step_entry
        where tenant_id = ${tenantId}
        group by tenant_id, job_id, ${DAY_OF_ENTERED}, step_id`.execute(trx);
    });
  }
}

/** The dims counted by the day applied (as migration 038 keeps them: not `job`, the key itself). */
const APPLIED_DIMS = TENANT_APPLIED_DIMS.filter(([dim]) => dim !== 'job');
const DAY_OF_APPLIED = sql<number>`((applied_at + 28800000) / 86400000)`;
const DAY_OF_ENTERED = sql<number>`((entered_at + 28800000) / 86400000)`;
