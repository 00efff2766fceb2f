import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DeliveryListQuery } from '@ehire/domain/contracts/delivery';
import type { Database, DeliveryLogTable, DeliverySettingTable } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';
import { containsText } from '../../platform/sql-helpers';

export type DeliverySettingRow = Selectable<DeliverySettingTable>;

export class DeliveryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private jobs(ctx: TenantContext, keyword: string) {
    let q = this.db
      .selectFrom('job')
      .where('job.tenant_id', '=', ctx.tenantId)
      .where('job.deleted_at', 'is', null);
    if (keyword) q = q.where(containsText('job.name_cn', keyword));
    return q;
  }

  /** Jobs of the tenant with their setting (null when none), in the recruiter's order. */
  async page(ctx: TenantContext, query: DeliveryListQuery) {
    const total = await this.jobs(ctx, query.keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.jobs(ctx, query.keyword)
      .leftJoin('delivery_setting as d', (j) =>
        j.onRef('d.tenant_id', '=', 'job.tenant_id').onRef('d.job_id', '=', 'job.id'),
      )
      .select([
        'job.id as job_id',
        'job.name_cn',
        'job.status as job_status',
        'd.id',
        'd.email',
        'd.file_type',
        'd.subject',
        'd.file_name',
        'd.status',
      ])
      .orderBy('job.sort')
      .orderBy('job.created_at', 'desc')
      .orderBy('job.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize)
      .execute();
    return { total: Number(total.n), rows };
  }

  async jobName(ctx: TenantContext, jobId: string): Promise<string | undefined> {
    const row = await this.jobs(ctx, '').select('job.name_cn').where('job.id', '=', jobId).executeTakeFirst();
    return row?.name_cn;
  }

  async setting(ctx: TenantContext, jobId: string): Promise<DeliverySettingRow | undefined> {
    return this.db
      .selectFrom('delivery_setting')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('job_id', '=', jobId)
      .executeTakeFirst();
  }

  async upsert(ctx: TenantContext, row: Omit<Insertable<DeliverySettingTable>, 'tenant_id'>): Promise<void> {
    const { id: _id, created_at: _created, job_id: _job, ...changes } = row;
    await this.db
      .insertInto('delivery_setting')
      .values({ ...row, tenant_id: ctx.tenantId })
      .onConflict((oc) => oc.columns(['tenant_id', 'job_id']).doUpdateSet(changes))
      .execute();
  }

  async delete(ctx: TenantContext, jobId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('delivery_setting')
      .where('tenant_id', '=', ctx.tenantId)
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  // ------------------------------------------------------------------ forwarding

  /** The application with what the resume document and the templates need. */
  async applicationForForward(tenantId: string, applicationId: string) {
    return this.db
      .selectFrom('application as a')
      .innerJoin('candidate as c', (j) =>
        j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'),
      )
      .innerJoin('resume as r', (j) =>
        j.onRef('r.tenant_id', '=', 'a.tenant_id').onRef('r.id', '=', 'a.resume_id'),
      )
      .innerJoin('job as j', (j) => j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'))
      .select([
        'a.id',
        'a.job_id',
        'a.applied_at',
        'c.name',
        'c.gender',
        'c.mobile',
        'c.email',
        'c.birth_date',
        'r.school',
        'r.school_level',
        'r.major',
        'r.degree',
        'r.graduation_year',
        'r.region',
        'r.source',
        'r.answers_json',
        'j.name_cn as job_name',
      ])
      .where('a.tenant_id', '=', tenantId)
      .where('a.id', '=', applicationId)
      .executeTakeFirst();
  }

  async settingForJob(tenantId: string, jobId: string): Promise<DeliverySettingRow | undefined> {
    return this.db
      .selectFrom('delivery_setting')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('job_id', '=', jobId)
      .executeTakeFirst();
  }

  /** {序号}: the application's position among the job's applications, by time then id. */
  async sequenceInJob(
    tenantId: string,
    jobId: string,
    appliedAt: number,
    applicationId: string,
  ): Promise<number> {
    const row = await this.db
      .selectFrom('application')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('job_id', '=', jobId)
      .where((eb) =>
        eb.or([
          eb('applied_at', '<', appliedAt),
          eb.and([eb('applied_at', '=', appliedAt), eb('id', '<=', applicationId)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async alreadySent(tenantId: string, applicationId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('delivery_log')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('application_id', '=', applicationId)
      // 'sending': an attempt whose process died mid-send; whether the mail left is unknown, and
      // a resume is forwarded at most once, so it is not sent again.
      .where('status', 'in', ['sent', 'sending'])
      .executeTakeFirst();
    return row !== undefined;
  }

  async log(row: Insertable<DeliveryLogTable>): Promise<void> {
    await this.db.insertInto('delivery_log').values(row).execute();
  }

  async setLogOutcome(tenantId: string, id: string, status: 'sent' | 'failed', error: string): Promise<void> {
    await this.db
      .updateTable('delivery_log')
      .set({ status, error })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }
}
