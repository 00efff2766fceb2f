import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';
import type { StatDim } from './application-stat-day.repository';

/**
 * application_org_stat_day (migration 043): the board's dims per organisation of the job, kept by
 * triggers. An organisation board (with its sub-organisations) or an organisation data scope sums
 * the rows of its organisations: days × values per organisation, whatever its number of jobs.
 */
export class ApplicationOrgStatDayRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private rows(ctx: TenantContext, organizationIds: readonly string[], from: number, to: number) {
    return this.db
      .selectFrom('application_org_stat_day')
      .where('tenant_id', '=', ctx.tenantId)
      .where('organization_id', 'in', organizationIds.length ? [...organizationIds] : [''])
      .where('day', '>=', from)
      .where('day', '<=', to);
  }

  /** Applications of the organisations over days [from, to] (Beijing day numbers, inclusive). */
  async total(ctx: TenantContext, organizationIds: readonly string[], from: number, to: number): Promise<number> {
    const row = await this.rows(ctx, organizationIds, from, to)
      .where('dim', '=', 'total')
      .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Rows (day, value, n) of a dim summed over the organisations. */
  async byDayValue(
    ctx: TenantContext,
    organizationIds: readonly string[],
    dim: StatDim,
    from: number,
    to: number,
  ): Promise<Array<{ day: number; value: string; n: number }>> {
    const rows = await this.rows(ctx, organizationIds, from, to)
      .where('dim', '=', dim)
      .select(['day', 'value', (eb) => eb.fn.sum<number | string>('n').as('n')])
      .groupBy(['day', 'value'])
      .execute();
    return rows
      .map((r) => ({ day: Number(r.day), value: r.value, n: Number(r.n) }))
      .filter((r) => r.n > 0);
  }

  /** Counts per (dim, value) of several dims summed over the organisations, in one statement. */
  async byDimValue(
    ctx: TenantContext,
    organizationIds: readonly string[],
    dims: readonly StatDim[],
    from: number,
    to: number,
  ): Promise<Map<string, Map<string, number>>> {
    const rows = await this.rows(ctx, organizationIds, from, to)
      .where('dim', 'in', [...dims])
      .select(['dim', 'value', (eb) => eb.fn.sum<number | string>('n').as('n')])
      .groupBy(['dim', 'value'])
      .execute();
    const out = new Map<string, Map<string, number>>(dims.map((d) => [d, new Map()]));
    for (const r of rows) if (Number(r.n) > 0) out.get(r.dim)?.set(r.value, Number(r.n));
    return out;
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

/** The dims counted by the day applied (as migration 043 keeps them), with their column. */
const APPLIED_DIMS: ReadonlyArray<readonly [StatDim, string | null]> = [
  ['total', null],
  ['job', 'job_id'],
  ['step', 'step_id'],
  ['source', 'source'],
  ['school_level', 'school_level'],
  ['degree', 'degree'],
  ['major', 'major'],
  ['region', 'region'],
];
const DAY_OF_APPLIED = sql<number>`((a.applied_at + 28800000) / 86400000)`;
const DAY_OF_ENTERED = sql<number>`((e.entered_at + 28800000) / 86400000)`;
