import {
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { ApplicationScope } from '../settings/data-scope.service';
import { ALL_SCOPE, scopedJobs } from '../settings/data-scope.sql';
import type { JobListFilters } from '@ehire/domain/contracts/jobs';
import type { StoredJobStatus } from '@ehire/domain/jobs/status';
import type { Database, DeliverySettingTable, JobAddressTable, JobWithExtras } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';
import * as applications from '../applications/application.repository';
import { containsText } from '../../platform/sql-helpers';

// Every query filters by the context's tenant and skips soft-deleted jobs unless it says so.

type JobRow = Selectable<JobWithExtras>;
export type NewJobRow = Insertable<JobWithExtras>;
export type JobPatch = Updateable<JobWithExtras>;
export type JobAddressRow = Selectable<JobAddressTable>;
export type DeliverySettingRow = Selectable<DeliverySettingTable>;

/** A job row with the names the list and the record show. */
export type JobListRow = JobRow & { org_name: string | null; project_name: string | null };

export interface JobChildren {
  labels: string[];
  welfare: string[];
}

export class JobsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** 在招职位 of the workbench: published, not deleted, within the caller's data scope. */
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

  /** A published, live job still open on `today` (China date): what the careers apply form targets. */
  async openJob(tenantId: string, jobId: string, today: string) {
    return this.db
      .selectFrom('job')
      .select(['id', 'name_cn', 'flow_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', jobId)
      .where('status', '=', '24')
      .where('deleted_at', 'is', null)
      .where('valid_date', '>=', today)
      .executeTakeFirst();
  }

  private live(ctx: TenantContext) {
    return this.db
      .selectFrom('job')
      .where('job.tenant_id', '=', ctx.tenantId)
      .where('job.deleted_at', 'is', null);
  }

  private withNames(ctx: TenantContext) {
    return this.live(ctx)
      .leftJoin('organization as org', (join) =>
        join.onRef('org.tenant_id', '=', 'job.tenant_id').onRef('org.id', '=', 'job.organization_id'),
      )
      .leftJoin('project as proj', (join) =>
        join.onRef('proj.tenant_id', '=', 'job.tenant_id').onRef('proj.id', '=', 'job.project_id'),
      )
      .selectAll('job')
      .select(['org.name as org_name', 'proj.name as project_name']);
  }

  async findById(ctx: TenantContext, id: string): Promise<JobListRow | undefined> {
    return this.withNames(ctx).where('job.id', '=', id).executeTakeFirst();
  }

  async findByIds(ctx: TenantContext, ids: readonly string[]): Promise<JobListRow[]> {
    if (ids.length === 0) return [];
    return this.withNames(ctx).where('job.id', 'in', ids).execute();
  }

  async children(ctx: TenantContext, jobIds: readonly string[]): Promise<Map<string, JobChildren>> {
    const out = new Map<string, JobChildren>(jobIds.map((id) => [id, { labels: [], welfare: [] }]));
    if (jobIds.length === 0) return out;
    const labels = await this.db
      .selectFrom('job_label')
      .select(['job_id', 'label'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('job_id', 'in', jobIds)
      .orderBy('job_id')
      .orderBy('sort')
      .execute();
    for (const row of labels) out.get(row.job_id)?.labels.push(row.label);
    const welfare = await this.db
      .selectFrom('job_welfare')
      .select(['job_id', 'welfare'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('job_id', 'in', jobIds)
      .orderBy('job_id')
      .orderBy('sort')
      .execute();
    for (const row of welfare) out.get(row.job_id)?.welfare.push(row.welfare);
    return out;
  }

  async insert(
    ctx: TenantContext,
    row: Omit<NewJobRow, 'tenant_id' | 'sort'>,
    children: JobChildren,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // New jobs go to the end of the recruiter's order.
      const max = await trx
        .selectFrom('job')
        .select((eb) => eb.fn.max('sort').as('max'))
        .where('tenant_id', '=', ctx.tenantId)
        .executeTakeFirst();
      await trx
        .insertInto('job')
        .values({ ...row, tenant_id: ctx.tenantId, sort: Number(max?.max ?? 0) + 1 })
        .execute();
      await writeChildren(trx, ctx.tenantId, row.id, children);
    });
  }

  /**
   * Updates a job only while it is still in `expected` status (another request may have moved
   * it meanwhile); answers whether the row changed.
   */
  async update(
    ctx: TenantContext,
    id: string,
    expected: StoredJobStatus,
    patch: JobPatch,
    children?: JobChildren,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('job')
        .set(patch)
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', id)
        .where('status', '=', expected)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      if (children) {
        await trx
          .deleteFrom('job_label')
          .where('tenant_id', '=', ctx.tenantId)
          .where('job_id', '=', id)
          .execute();
        await trx
          .deleteFrom('job_welfare')
          .where('tenant_id', '=', ctx.tenantId)
          .where('job_id', '=', id)
          .execute();
        await writeChildren(trx, ctx.tenantId, id, children);
      }
      return true;
    });
  }

  /** Fields that do not depend on the status (batch area / valid date, hot, recommendation). */
  async patch(ctx: TenantContext, ids: readonly string[], patch: JobPatch): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .updateTable('job')
      .set(patch)
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  // ------------------------------------------------------------------ list

  private filtered(ctx: TenantContext, filters: JobListFilters) {
    let query = this.live(ctx);
    const keyword = filters.keyword;
    if (keyword) {
      query = query.where((eb) =>
        eb.or([containsText('job.name_cn', keyword), containsText('job.name_en', keyword)]),
      );
    }
    if (filters.orgIds.length) query = query.where('job.organization_id', 'in', filters.orgIds);
    if (filters.funcTypes.length) query = query.where('job.func_type', 'in', filters.funcTypes);
    if (filters.areas.length) query = query.where('job.job_area', 'in', filters.areas);
    if (filters.degrees.length) {
      query = query.where('job.degree_from', 'in', filters.degrees as JobRow['degree_from'][]);
    }
    if (filters.projectIds.length) query = query.where('job.project_id', 'in', filters.projectIds);
    return query;
  }

  async countByStatus(ctx: TenantContext, filters: JobListFilters): Promise<Map<string, number>> {
    const rows = await this.filtered(ctx, filters)
      .select(['job.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('job.status')
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  }

  async page(
    ctx: TenantContext,
    filters: JobListFilters,
    paging: { pageIndex: number; pageSize: number },
  ): Promise<JobListRow[]> {
    let query = this.filtered(ctx, filters);
    if (filters.status !== '99') query = query.where('job.status', '=', filters.status);
    return query
      .leftJoin('organization as org', (join) =>
        join.onRef('org.tenant_id', '=', 'job.tenant_id').onRef('org.id', '=', 'job.organization_id'),
      )
      .leftJoin('project as proj', (join) =>
        join.onRef('proj.tenant_id', '=', 'job.tenant_id').onRef('proj.id', '=', 'job.project_id'),
      )
      .selectAll('job')
      .select(['org.name as org_name', 'proj.name as project_name'])
      .orderBy('job.sort')
      .orderBy('job.created_at', 'desc')
      .orderBy('job.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize)
      .execute();
  }

  /** Every job of the list (export), same order as the page. */
  async all(ctx: TenantContext, filters: JobListFilters, limit: number): Promise<JobListRow[]> {
    return this.page(ctx, filters, { pageIndex: 1, pageSize: limit });
  }

  async applicationCounts(ctx: TenantContext, jobIds: readonly string[]): Promise<Map<string, number>> {
    return applications.countsByJob(this.db, ctx.tenantId, jobIds);
  }

  // ------------------------------------------------------------------ order

  async published(ctx: TenantContext): Promise<JobListRow[]> {
    return this.withNames(ctx)
      .where('job.status', '=', '24')
      .orderBy('job.sort')
      .orderBy('job.created_at', 'desc')
      .orderBy('job.id', 'desc')
      .execute();
  }

  async maxSort(ctx: TenantContext): Promise<number> {
    const row = await this.db
      .selectFrom('job')
      .select((eb) => eb.fn.max('sort').as('max'))
      .where('tenant_id', '=', ctx.tenantId)
      .executeTakeFirst();
    return Number(row?.max ?? 0);
  }

  async writeSort(
    ctx: TenantContext,
    order: ReadonlyArray<{ id: string; sort: number }>,
    now: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const { id, sort } of order) {
        await trx
          .updateTable('job')
          .set({ sort, updated_at: now })
          .where('tenant_id', '=', ctx.tenantId)
          .where('id', '=', id)
          .execute();
      }
    });
  }

  // ------------------------------------------------------------------ tenant counters

  async remainJobCount(tenantId: string): Promise<number> {
    const row = await this.db
      .selectFrom('tenant')
      .select('remain_job_count')
      .where('id', '=', tenantId)
      .executeTakeFirst();
    return row?.remain_job_count ?? 0;
  }

  async releasedJobCount(ctx: TenantContext): Promise<number> {
    const row = await this.live(ctx)
      .where('job.status', '=', '24')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async tenantMember(tenantId: string): Promise<{ member_name: string; name: string } | undefined> {
    return this.db
      .selectFrom('tenant')
      .select(['member_name', 'name'])
      .where('id', '=', tenantId)
      .executeTakeFirst();
  }

  /**
   * Approval: 02 → 24 and, on a job's first publication, one unit of the tenant's remaining
   * job count, in one transaction. Answers 'ok', 'moved' (no longer 02) or 'no-quota'.
   */
  async approve(tenantId: string, jobId: string, patch: JobPatch): Promise<'ok' | 'moved' | 'no-quota'> {
    return this.db.transaction().execute(async (trx) => {
      const job = await trx
        .selectFrom('job')
        .select(['status', 'quota_consumed'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', jobId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!job || job.status !== '02') return 'moved';
      let quota: JobPatch = {};
      if (job.quota_consumed === 0) {
        const taken = await trx
          .updateTable('tenant')
          .set((eb) => ({ remain_job_count: eb('remain_job_count', '-', 1) }))
          .where('id', '=', tenantId)
          .where('remain_job_count', '>', 0)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 0) return 'no-quota';
        // A first publication joins the end of the careers order; a job coming back from a
        // pause keeps the place the recruiter gave it.
        const max = await trx
          .selectFrom('job')
          .select((eb) => eb.fn.max('sort').as('max'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst();
        quota = { quota_consumed: 1, sort: Number(max?.max ?? 0) + 1 };
      }
      const result = await trx
        .updateTable('job')
        .set({ ...patch, ...quota })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', jobId)
        .where('status', '=', '02')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new Error('job moved during approval');
      return 'ok';
    });
  }

  // ------------------------------------------------------------------ options

  /** Every job not deleted, oldest first, for the job dictionary. */
  async dictionaryJobs(ctx: TenantContext) {
    const rows = await this.db
      .selectFrom('job')
      .select(['id', 'name_cn', 'func_type', 'status'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name_cn, funcType: r.func_type, status: String(r.status) }));
  }

  async organizations(ctx: TenantContext) {
    return this.db
      .selectFrom('organization')
      .select(['id', 'name', 'parent_id'])
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async projects(ctx: TenantContext) {
    return this.db
      .selectFrom('project')
      .select(['id', 'name'])
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async flows(ctx: TenantContext) {
    return this.db
      .selectFrom('flow')
      .select(['id', 'name', 'is_default'])
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async organizationExists(ctx: TenantContext, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('organization')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async projectExists(ctx: TenantContext, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('project')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async areasInUse(ctx: TenantContext): Promise<string[]> {
    const rows = await this.live(ctx).select('job.job_area').distinct().orderBy('job.job_area').execute();
    return rows.map((row) => row.job_area).filter((area) => area !== '');
  }

  // ------------------------------------------------------------------ delivery info (DATA-019)

  async deliverySetting(ctx: TenantContext, jobId: string): Promise<DeliverySettingRow | undefined> {
    return this.db
      .selectFrom('delivery_setting')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('job_id', '=', jobId)
      .executeTakeFirst();
  }

  // ------------------------------------------------------------------ addresses

  async addresses(ctx: TenantContext): Promise<JobAddressRow[]> {
    return this.db
      .selectFrom('job_address')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('is_common', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async address(ctx: TenantContext, id: string): Promise<JobAddressRow | undefined> {
    return this.db
      .selectFrom('job_address')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertAddress(
    ctx: TenantContext,
    row: Omit<Insertable<JobAddressTable>, 'tenant_id' | 'is_common'>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // The first address of a tenant becomes its common one.
      const any = await trx
        .selectFrom('job_address')
        .select('id')
        .where('tenant_id', '=', ctx.tenantId)
        .executeTakeFirst();
      await trx
        .insertInto('job_address')
        .values({ ...row, tenant_id: ctx.tenantId, is_common: any ? 0 : 1 })
        .execute();
    });
  }

  async updateAddress(ctx: TenantContext, id: string, patch: Updateable<JobAddressTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('job_address')
      .set(patch)
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteAddress(ctx: TenantContext, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('job_address')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async setCommonAddress(ctx: TenantContext, id: string, now: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const target = await trx
        .selectFrom('job_address')
        .select('id')
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!target) return false;
      await trx
        .updateTable('job_address')
        .set({ is_common: 0, updated_at: now })
        .where('tenant_id', '=', ctx.tenantId)
        .where('is_common', '=', 1)
        .execute();
      await trx
        .updateTable('job_address')
        .set({ is_common: 1, updated_at: now })
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', id)
        .execute();
      return true;
    });
  }
}

async function writeChildren(db: Kysely<Database>, tenantId: string, jobId: string, children: JobChildren) {
  if (children.labels.length) {
    await db
      .insertInto('job_label')
      .values(children.labels.map((label, sort) => ({ tenant_id: tenantId, job_id: jobId, label, sort })))
      .execute();
  }
  if (children.welfare.length) {
    await db
      .insertInto('job_welfare')
      .values(
        children.welfare.map((welfare, sort) => ({ tenant_id: tenantId, job_id: jobId, welfare, sort })),
      )
      .execute();
  }
}

// ------------------------------------------------------------------ for talent management

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The talent list's jobs with their numbers of applications (all, and waiting: 待处理) from
 * application_count (kept by triggers, migration 006), not the rows; within the role's data
 * scope (issue 17): only the jobs whose applications the caller may see.
 */
export async function jobsWithApplicationCounts(
  db: Db,
  ctx: { tenantId: string; operatorId: string },
  scope: ApplicationScope,
) {
  const counted = applications.applicationCountsByJob(db, ctx.tenantId);
  return db
    .selectFrom('job as j')
    .leftJoin(counted.as('n'), 'n.job_id', 'j.id')
    .select(['j.id', 'j.name_cn', 'j.status', 'j.flow_id', 'n.total', 'n.waiting'])
    .where('j.tenant_id', '=', ctx.tenantId)
    .where('j.deleted_at', 'is', null)
    .$if(scope.kind === 'ownJobs', (q) => q.where('j.created_by', '=', ctx.operatorId))
    .$if(scope.kind === 'organizations', (q) =>
      q.where(
        'j.organization_id',
        'in',
        scope.kind === 'organizations' && scope.organizationIds.length > 0 ? scope.organizationIds : [''],
      ),
    )
    .orderBy('j.sort')
    .orderBy('j.id')
    .execute();
}

/** A live job (not deleted) an application may move to. */
export async function liveJob(db: Db, tenantId: string, jobId: string) {
  return db
    .selectFrom('job')
    .select(['id', 'name_cn', 'flow_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', jobId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A job's name (deleted jobs too). */
export async function jobName(db: Db, tenantId: string, jobId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('job')
    .select('name_cn')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', jobId)
    .executeTakeFirst();
  return row?.name_cn;
}
