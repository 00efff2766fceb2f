import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';
import type { StatDim } from './application-stat-day.repository';

/**
 * application_job_stat_day (migration 038): the board's dims per job, kept by triggers. A board
 * narrower than the tenant (organisation, flow, job, a data scope) sums the rows of its jobs.
 * The dim `job` is not stored: it is the `total` rows grouped by job.
 */
export class ApplicationJobStatDayRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private rows(ctx: TenantContext, jobIds: readonly string[], from: number, to: number) {
    return this.db
      .selectFrom('application_job_stat_day')
      .where('tenant_id', '=', ctx.tenantId)
      .where('job_id', 'in', jobIds.length ? [...jobIds] : [''])
      .where('day', '>=', from)
      .where('day', '<=', to);
  }

  /** Applications of the jobs over days [from, to] (Beijing day numbers, inclusive). */
  async total(ctx: TenantContext, jobIds: readonly string[], from: number, to: number): Promise<number> {
    const row = await this.rows(ctx, jobIds, from, to)
      .where('dim', '=', 'total')
      .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Rows (day, value, n) of a dim summed over the jobs. */
  async byDayValue(
    ctx: TenantContext,
    jobIds: readonly string[],
    dim: StatDim,
    from: number,
    to: number,
  ): Promise<Array<{ day: number; value: string; n: number }>> {
    const rows = await this.rows(ctx, jobIds, from, to)
      .where('dim', '=', dim)
      .select(['day', 'value', (eb) => eb.fn.sum<number | string>('n').as('n')])
      .groupBy(['day', 'value'])
      .execute();
    return rows
      .map((r) => ({ day: Number(r.day), value: r.value, n: Number(r.n) }))
      .filter((r) => r.n > 0);
  }

  /** Counts per (dim, value) of several dims summed over the jobs; `job` counts per job. */
  async byDimValue(
    ctx: TenantContext,
    jobIds: readonly string[],
    dims: readonly StatDim[],
    from: number,
    to: number,
  ): Promise<Map<string, Map<string, number>>> {
    const stored = dims.filter((d) => d !== 'job');
    const [rows, perJob] = await Promise.all([
      stored.length
        ? this.rows(ctx, jobIds, from, to)
            .where('dim', 'in', stored)
            .select(['dim', 'value', (eb) => eb.fn.sum<number | string>('n').as('n')])
            .groupBy(['dim', 'value'])
            .execute()
        : Promise.resolve([]),
      dims.includes('job')
        ? this.rows(ctx, jobIds, from, to)
            .where('dim', '=', 'total')
            .select(['job_id as value', (eb) => eb.fn.sum<number | string>('n').as('n')])
            .groupBy('job_id')
            .execute()
        : Promise.resolve([]),
    ]);
    const out = new Map<string, Map<string, number>>(dims.map((d) => [d, new Map()]));
    for (const r of rows) if (Number(r.n) > 0) out.get(r.dim)?.set(r.value, Number(r.n));
    for (const r of perJob) if (Number(r.n) > 0) out.get('job')?.set(r.value, Number(r.n));
    return out;
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

/** The dims counted by the day applied (as migration 038 keeps them), with their column. */
const APPLIED_DIMS: ReadonlyArray<readonly [StatDim, string | null]> = [
  ['total', null],
  ['step', 'step_id'],
  ['source', 'source'],
  ['school_level', 'school_level'],
  ['degree', 'degree'],
  ['major', 'major'],
  ['region', 'region'],
];
const DAY_OF_APPLIED = sql<number>`((applied_at + 28800000) / 86400000)`;
const DAY_OF_ENTERED = sql<number>`((entered_at + 28800000) / 86400000)`;
