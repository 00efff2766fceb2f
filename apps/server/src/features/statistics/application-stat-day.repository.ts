import type { Kysely } from 'kysely';
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
}
