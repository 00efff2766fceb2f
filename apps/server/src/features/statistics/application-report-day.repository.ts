import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

/** A column of the report aggregate a report may group by. */
export type ReportAggregateColumn = 'organization_id' | 'school_level' | 'degree';

/**
 * application_report_day (migration 029): applications per (day applied, job's organisation,
 * school tier, degree), kept by triggers. The custom reports over those dimensions read it.
 */
export class ApplicationReportDayRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Applications per combination of `columns` over days [from, to] (Beijing day numbers,
   * inclusive), optionally only of some organisations (a data scope by organisation).
   */
  async groups(
    ctx: TenantContext,
    columns: readonly ReportAggregateColumn[],
    from: number,
    to: number,
    organizationIds?: readonly string[],
  ): Promise<Array<{ values: Partial<Record<ReportAggregateColumn, string>>; n: number }>> {
    const rows = await this.db
      .selectFrom('application_report_day')
      .where('tenant_id', '=', ctx.tenantId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .$if(organizationIds !== undefined, (q) =>
        q.where('organization_id', 'in', organizationIds?.length ? [...organizationIds] : ['']),
      )
      .select([...columns, (eb) => eb.fn.sum<number | string>('n').as('n')])
      .$if(columns.length > 0, (q) => q.groupBy([...columns]))
      .execute();
    return rows
      .map((r) => {
        const row = r as Record<string, unknown>;
        const values: Partial<Record<ReportAggregateColumn, string>> = {};
        for (const c of columns) values[c] = String(row[c] ?? '');
        return { values, n: Number(row.n ?? 0) };
      })
      .filter((r) => r.n > 0);
  }

  /** The recount (CALL-038): the tenant's report aggregate computed again from its applications. */
  async rebuild(tenantId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('application_report_day').where('tenant_id', '=', tenantId).execute();
      await sql`insert into application_report_day (tenant_id, day, organization_id, school_level, degree, n)
        select a.tenant_id, ${DAY_OF_APPLIED}, j.organization_id, a.school_level, a.degree, count(*)
        from application a inner join job j on j.tenant_id = a.tenant_id and j.id = a.job_id
        where a.tenant_id = ${tenantId}
        group by a.tenant_id, ${DAY_OF_APPLIED}, j.organization_id, a.school_level, a.degree`.execute(trx);
    });
  }
}

const DAY_OF_APPLIED = sql<number>`((a.applied_at + 28800000) / 86400000)`;
