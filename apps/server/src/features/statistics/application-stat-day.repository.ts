import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

/** A dim of application_stat_day (see db/schema/statistics.ts). */
export type StatDim =
  'total' | 'job' | 'step' | 'source' | 'school_level' | 'degree' | 'major' | 'region' | 'step_entered';

/** application_stat_day (migration 016): pre-aggregated counts of a whole tenant. */
export class ApplicationStatDayRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Counts per value of a dim over days [from, to] (Beijing day numbers, inclusive). */
  async byValue(ctx: TenantContext, dim: StatDim, from: number, to: number): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('application_stat_day')
      .select(['value', (eb) => eb.fn.sum<number | string>('n').as('n')])
      .where('tenant_id', '=', ctx.tenantId)
      .where('dim', '=', dim)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy('value')
      .execute();
    return new Map(rows.filter((r) => Number(r.n) > 0).map((r) => [r.value, Number(r.n)]));
  }

  /** Rows (day, value, n) of a dim over days [from, to]. */
  async byDayValue(
    ctx: TenantContext,
    dim: StatDim,
    from: number,
    to: number,
  ): Promise<Array<{ day: number; value: string; n: number }>> {
    const rows = await this.db
      .selectFrom('application_stat_day')
      .select(['day', 'value', 'n'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('dim', '=', dim)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where('n', '>', 0)
      .execute();
    return rows.map((r) => ({ day: Number(r.day), value: r.value, n: Number(r.n) }));
  }

  /** Counts per (dim, value) of several dims over days [from, to], in one statement. */
  async byDimValue(
    ctx: TenantContext,
    dims: readonly StatDim[],
    from: number,
    to: number,
  ): Promise<Map<string, Map<string, number>>> {
    const rows = await this.db
      .selectFrom('application_stat_day')
      .select(['dim', 'value', (eb) => eb.fn.sum<number | string>('n').as('n')])
      .where('tenant_id', '=', ctx.tenantId)
      .where('dim', 'in', [...dims])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['dim', 'value'])
      .execute();
    const out = new Map<string, Map<string, number>>(dims.map((d) => [d, new Map()]));
    for (const r of rows) if (Number(r.n) > 0) out.get(r.dim)?.set(r.value, Number(r.n));
    return out;
  }

  /**
   * The recount (CALL-038, issue 16): the tenant's aggregates computed again from its
   * applications and step entries, in one transaction (what the 016 triggers keep in step).
   */
  async rebuild(tenantId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('application_stat_day').where('tenant_id', '=', tenantId).execute();
      for (const [dim, column] of APPLIED_DIMS) {
        const value = column ? sql.ref(column) : sql.lit('');
        const groupValue = column ? sql`, ${sql.ref(column)}` : sql``;
        await sql`insert into application_stat_day (tenant_id, dim, day, value, n)
          select tenant_id, ${dim}, ${DAY_OF_APPLIED}, ${value}, count(*) from application
          where tenant_id = ${tenantId}
          group by tenant_id, ${DAY_OF_APPLIED}${groupValue}`.execute(trx);
      }
      await sql`insert into application_stat_day (tenant_id, dim, day, value, n)
        select tenant_id, 'step_entered', ${DAY_OF_ENTERED}, step_id, count(*) from application_step_entry
        where tenant_id = ${tenantId}
        group by tenant_id, ${DAY_OF_ENTERED}, step_id`.execute(trx);
    });
  }
}

/**
 * The dims counted by the day applied, with their column: as migration 016 keeps them per tenant
 * and 043 per organisation (038 per job keeps them without `job`, the job being its key).
 */
export const APPLIED_DIMS: ReadonlyArray<readonly [StatDim, string | null]> = [
  ['total', null],
  ['job', 'job_id'],
  ['step', 'step_id'],
  ['source', 'source'],
  ['school_level', 'school_level'],
  ['degree', 'degree'],
  ['major', 'major'],
  ['region', 'region'],
];
const DAY_OF_APPLIED = sql<number>`((applied_at + 28800000) / 86400000)`;
const DAY_OF_ENTERED = sql<number>`((entered_at + 28800000) / 86400000)`;
