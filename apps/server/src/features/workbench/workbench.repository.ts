import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, InboxStatusCode } from '../../db/schema';
import * as applications from '../applications/application.repository';
import type { ApplicationScope } from '../settings/data-scope.service';
import { ALL_SCOPE, scopedJobs } from '../settings/data-scope.sql';

// Counts of the workbench, read straight from the tenant's rows (live, not a nightly snapshot).
// Every query filters by tenant_id first, so the indexes that lead with it serve them.

export interface TenantHomeRow {
  member_name: string;
  customer_type: number;
  ctm_expire_date: string;
  remain_job_count: number;
  sms_balance: number;
  interview_balance: number;
  video_balance: number;
}

export interface StepStatusCount {
  ivid: string;
  iv_type: number;
  step_name: string;
  flow_name: string;
  inbox_status: string | null;
  n: number;
}

export class WorkbenchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async tenant(tenantId: string): Promise<TenantHomeRow | undefined> {
    return this.db
      .selectFrom('tenant')
      .select([
        'member_name',
        'customer_type',
        'ctm_expire_date',
        'remain_job_count',
        'sms_balance',
        'interview_balance',
        'video_balance',
      ])
      .where('id', '=', tenantId)
      .executeTakeFirst();
  }

  async publishedJobCount(tenantId: string, scope: ApplicationScope = ALL_SCOPE): Promise<number> {
    const inScope = scopedJobs('id', tenantId, scope);
    const row = await this.db
      .selectFrom('job')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('status', '=', '24')
      .where('deleted_at', 'is', null)
      .$if(inScope !== null, (q) => q.where(inScope as RawBuilder<SqlBool>))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Applications per flow step and inbox status, one row per pair; steps without applications
   * come back once with a null status, so every step has a row. Ordered as the flows and their
   * steps are.
   */
  async stepStatusCounts(tenantId: string, scope: ApplicationScope = ALL_SCOPE): Promise<StepStatusCount[]> {
    const inScope = scopedJobs('a.job_id', tenantId, scope);
    // From the maintained counters (application_count, kept by the 006 triggers in the same
    // transaction as every change), never a recount of the applications.
    const rows = await this.db
      .selectFrom('flow_step as s')
      .innerJoin('flow as f', (join) =>
        join.onRef('f.tenant_id', '=', 's.tenant_id').onRef('f.id', '=', 's.flow_id'),
      )
      .leftJoin('application_count as a', (join) =>
        join
          .onRef('a.tenant_id', '=', 's.tenant_id')
          .onRef('a.step_id', '=', 's.id')
          .on('a.n', '>', 0)
          .$call((j) => (inScope ? j.on(inScope) : j)),
      )
      .select([
        's.ivid as ivid',
        's.iv_type as iv_type',
        's.name as step_name',
        'f.name as flow_name',
        'a.inbox_status as inbox_status',
        (eb) => eb.fn.coalesce(eb.fn.sum<number>('a.n'), sql<number>`0`).as('n'),
      ])
      .where('s.tenant_id', '=', tenantId)
      .groupBy([
        'f.created_at',
        'f.id',
        'f.name',
        's.sort',
        's.ivid',
        's.iv_type',
        's.name',
        'a.inbox_status',
      ])
      .orderBy('f.created_at')
      .orderBy('f.id')
      .orderBy('s.sort')
      .execute();
    return rows.map((row) => ({ ...row, n: Number(row.n) }));
  }

  /** Applications per inbox status over the tenant or a data scope (the application repository's count). */
  async statusCounts(tenantId: string, scope?: ApplicationScope): Promise<Map<string, number>> {
    return applications.statusCounts(this.db, tenantId, scope);
  }

  /** Applications sitting at an interview step (ivType 3) with an interview arranged. */
  async arrangedInterviewCount(
    tenantId: string,
    arrangedCodes: readonly InboxStatusCode[],
    scope?: ApplicationScope,
  ): Promise<number> {
    return applications.interviewStepCount(this.db, tenantId, arrangedCodes, scope);
  }

  /** WB-015: whether the project shows the custom group report (project.group_report, 026). */
  async projectShowsGroupReport(tenantId: string, projectId: string | null): Promise<boolean> {
    if (!projectId) return false;
    const row = await this.db
      .selectFrom('project')
      .select('group_report')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', projectId)
      .executeTakeFirst();
    return Number(row?.group_report ?? 0) === 1;
  }
}
