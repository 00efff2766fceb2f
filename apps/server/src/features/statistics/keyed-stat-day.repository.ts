import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';
import type { StatDim } from './application-stat-day.repository';

/** The board's aggregates under a key narrower than the tenant: per job (038), per organisation (043). */
type KeyedStatDayTable = 'application_job_stat_day' | 'application_org_stat_day';

/**
 * What a board narrower than the tenant reads from a keyed aggregate: the same columns (dim, day,
 * value, n) under a key (a job, an organisation), summed over the keys of the board's scope. Each
 * aggregate's repository (application-job-stat-day, application-org-stat-day) names its table and
 * key and adds what is its own (the per-job counts, the recount).
 */
export abstract class KeyedStatDayReads {
  protected abstract readonly table: KeyedStatDayTable;
  protected abstract readonly key: 'job_id' | 'organization_id';

  constructor(protected readonly db: Kysely<Database>) {}

  protected rows(ctx: TenantContext, keys: readonly string[], from: number, to: number) {
    return this.db
      .selectFrom(this.table)
      .where('tenant_id', '=', ctx.tenantId)
      .where(this.key, 'in', keys.length ? [...keys] : [''])
      .where('day', '>=', from)
      .where('day', '<=', to);
  }

  /** Applications under the keys over days [from, to] (Beijing day numbers, inclusive). */
  async total(ctx: TenantContext, keys: readonly string[], from: number, to: number): Promise<number> {
    const row = await this.rows(ctx, keys, from, to)
      .where('dim', '=', 'total')
      .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Rows (day, value, n) of a dim summed over the keys. */
  async byDayValue(
    ctx: TenantContext,
    keys: readonly string[],
    dim: StatDim,
    from: number,
    to: number,
  ): Promise<Array<{ day: number; value: string; n: number }>> {
    const rows = await this.rows(ctx, keys, from, to)
      .where('dim', '=', dim)
      .select(['day', 'value', (eb) => eb.fn.sum<number | string>('n').as('n')])
      .groupBy(['day', 'value'])
      .execute();
    return rows.map((r) => ({ day: Number(r.day), value: r.value, n: Number(r.n) })).filter((r) => r.n > 0);
  }

  /** Counts per (dim, value) of stored dims summed over the keys, in one statement. */
  protected async storedDimValues(
    ctx: TenantContext,
    keys: readonly string[],
    dims: readonly StatDim[],
    from: number,
    to: number,
  ): Promise<Map<string, Map<string, number>>> {
    const rows = dims.length
      ? await this.rows(ctx, keys, from, to)
          .where('dim', 'in', [...dims])
          .select(['dim', 'value', (eb) => eb.fn.sum<number | string>('n').as('n')])
          .groupBy(['dim', 'value'])
          .execute()
      : [];
    const out = new Map<string, Map<string, number>>(dims.map((d) => [d, new Map()]));
    for (const r of rows) if (Number(r.n) > 0) out.get(r.dim)?.set(r.value, Number(r.n));
    return out;
  }
}
