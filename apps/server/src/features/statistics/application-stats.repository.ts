import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

// Reads of application (and application_step_entry) for statistics narrower than a tenant (an
// organisation, a job, a flow) and for the custom reports: grouped counts over the
// applications applied in [from, to) (epoch ms), optionally limited to some jobs.

export type ApplicationGroupColumn =
  'step_id' | 'source' | 'school_level' | 'degree' | 'major' | 'region' | 'job_id';
export type ReportGroupColumn = 'job_id' | 'school_level' | 'degree' | 'school';

export interface ReportGroup {
  values: Partial<Record<ReportGroupColumn, string>>;
  n: number;
}

export interface AppliedRange {
  from: number;
  to: number;
  /** Only these jobs; undefined: every job of the tenant. */
  jobIds?: readonly string[];
}

const DAY_OF_APPLIED = sql<number>`((applied_at + 28800000) / 86400000)`;
const DAY_OF_ENTERED = sql<number>`((entered_at + 28800000) / 86400000)`;

export class ApplicationStatsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private applied(ctx: TenantContext, range: AppliedRange) {
    let query = this.db
      .selectFrom('application')
      .where('tenant_id', '=', ctx.tenantId)
      .where('applied_at', '>=', range.from)
      .where('applied_at', '<', range.to);
    if (range.jobIds) query = query.where('job_id', 'in', range.jobIds.length ? [...range.jobIds] : ['']);
    return query;
  }

  async countBy(
    ctx: TenantContext,
    column: ApplicationGroupColumn,
    range: AppliedRange,
  ): Promise<Map<string, number>> {
    const rows = await this.applied(ctx, range)
      .select([
        sql<string>`${sql.ref(column)}`.as('value'),
        (eb) => eb.fn.countAll<number | string>().as('n'),
      ])
      .groupBy(column)
      .execute();
    return new Map(rows.map((r) => [String(r.value), Number(r.n)]));
  }

  async perDay(ctx: TenantContext, range: AppliedRange): Promise<Map<number, number>> {
    const rows = await this.applied(ctx, range)
      .select([DAY_OF_APPLIED.as('day'), (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(DAY_OF_APPLIED)
      .execute();
    return new Map(rows.map((r) => [Number(r.day), Number(r.n)]));
  }

  async total(ctx: TenantContext, range: AppliedRange): Promise<number> {
    const row = await this.applied(ctx, range)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Applications still in their step by (step, day entered), for those that entered it in
   * [from, to) — the time-in-step histogram.
   */
  async enteredByStepDay(
    ctx: TenantContext,
    range: AppliedRange,
  ): Promise<Array<{ stepId: string; day: number; n: number }>> {
    let query = this.db
      .selectFrom('application_step_entry')
      .where('tenant_id', '=', ctx.tenantId)
      .where('entered_at', '>=', range.from)
      .where('entered_at', '<', range.to);
    if (range.jobIds) query = query.where('job_id', 'in', range.jobIds.length ? [...range.jobIds] : ['']);
    const rows = await query
      .select(['step_id', DAY_OF_ENTERED.as('day'), (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['step_id', DAY_OF_ENTERED])
      .execute();
    return rows.map((r) => ({ stepId: r.step_id, day: Number(r.day), n: Number(r.n) }));
  }

  /**
   * The custom report's groups: applications (or distinct candidates) per combination of the
   * columns, over the applications of the period.
   */
  async reportGroups(
    ctx: TenantContext,
    range: AppliedRange,
    columns: readonly ReportGroupColumn[],
    measure: 'applications' | 'candidates',
  ): Promise<ReportGroup[]> {
    const count =
      measure === 'candidates'
        ? sql<number | string>`count(distinct candidate_id)`
        : sql<number | string>`count(*)`;
    const rows = await this.applied(ctx, range)
      .select([...columns.map((c) => sql<string>`${sql.ref(c)}`.as(c)), count.as('n')])
      .groupBy([...columns])
      .execute();
    return rows.map((r) => {
      const row = r as Record<string, unknown>;
      const values: Partial<Record<ReportGroupColumn, string>> = {};
      for (const c of columns) values[c] = String(row[c] ?? '');
      return { values, n: Number(row.n) };
    });
  }

  /**
   * The report's groups by the job's organisation (organisation chosen without job): grouped in
   * SQL with the job, so distinct candidates are counted per organisation.
   */
  async reportGroupsByOrganization(
    ctx: TenantContext,
    range: AppliedRange,
    columns: readonly Exclude<ReportGroupColumn, 'job_id'>[],
    measure: 'applications' | 'candidates',
  ): Promise<Array<ReportGroup & { organizationId: string }>> {
    const count =
      measure === 'candidates'
        ? sql<number | string>`count(distinct a.candidate_id)`
        : sql<number | string>`count(*)`;
    const rows = await this.db
      .selectFrom('application as a')
      .innerJoin('job as j', (join) =>
        join.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'),
      )
      .where('a.tenant_id', '=', ctx.tenantId)
      .where('a.applied_at', '>=', range.from)
      .where('a.applied_at', '<', range.to)
      .$if(range.jobIds !== undefined, (q) =>
        q.where('a.job_id', 'in', range.jobIds?.length ? [...range.jobIds] : ['']),
      )
      .select([
        'j.organization_id as organization_id',
        ...columns.map((c) => sql<string>`${sql.ref(`a.${c}`)}`.as(c)),
        count.as('n'),
      ])
      .groupBy(['j.organization_id', ...columns.map((c) => `a.${c}` as const)])
      .execute();
    return rows.map((r) => {
      const row = r as Record<string, unknown>;
      const values: Partial<Record<ReportGroupColumn, string>> = {};
      for (const c of columns) values[c] = String(row[c] ?? '');
      return { values, n: Number(row.n), organizationId: String(row.organization_id) };
    });
  }

  /**
   * The group report's counts (WB-020..WB-022): applications per (job, school) of every period,
   * optionally limited to some jobs.
   */
  async countsByJobSchool(
    ctx: TenantContext,
    jobIds?: readonly string[],
  ): Promise<Array<{ jobId: string; school: string; n: number }>> {
    let query = this.db.selectFrom('application').where('tenant_id', '=', ctx.tenantId);
    if (jobIds) query = query.where('job_id', 'in', jobIds.length ? [...jobIds] : ['']);
    const rows = await query
      .select(['job_id', 'school', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['job_id', 'school'])
      .execute();
    return rows.map((r) => ({ jobId: r.job_id, school: String(r.school ?? ''), n: Number(r.n) }));
  }

  /**
   * Interview invitations (issue 15) of the applications applied in the range, per booking
   * status (00 invited … 04 no-show, 05 interviewed, 06 cancelled).
   */
  async invitationStatuses(ctx: TenantContext, range: AppliedRange): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('interview_invitation as i')
      .innerJoin('application as a', (join) =>
        join.onRef('a.tenant_id', '=', 'i.tenant_id').onRef('a.id', '=', 'i.application_id'),
      )
      .where('i.tenant_id', '=', ctx.tenantId)
      .where('a.applied_at', '>=', range.from)
      .where('a.applied_at', '<', range.to)
      .$if(range.jobIds !== undefined, (q) =>
        q.where('a.job_id', 'in', range.jobIds?.length ? [...range.jobIds] : ['']),
      )
      .select(['i.status as status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('i.status')
      .execute();
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  }
}
