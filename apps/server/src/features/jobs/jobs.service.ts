import { JOB_STATUS_LABEL, buildJobDictionary } from '@ehire/domain/codes/job-status';
import type { HotRecommendOp, JobRecommendOp } from '@ehire/domain/codes/job-status';
import { regionOptionTree } from '@ehire/domain/dictionaries/option-trees';
import type {
  JobActionAnswer,
  JobActionResult,
  JobAddress,
  JobAddressInput,
  JobAuthCheckAnswer,
  JobBatchAnswer,
  JobDictionary,
  JobHomeCounters,
  JobListAnswer,
  JobListFilters,
  JobListQuery,
  JobOptions,
  JobRecommendAnswer,
  JobRecord,
  JobShareAnswer,
  JobSortItem,
  JobStatusCounts,
  SaveJobAnswer,
  SaveJobInput,
} from '@ehire/domain/contracts/jobs';
import {
  JOB_DEGREES,
  JOB_FUNCTION_TYPES,
  JOB_TERM_LABEL,
  SALARY_TYPE_LABEL,
  jobFunctionLabel,
  type JobTerm,
  type SalaryType,
} from '@ehire/domain/jobs/options';
import { nextHotState, nextRecommendState, type RecommendState } from '@ehire/domain/jobs/recommend';
import {
  JOB_DELETED,
  nextJobStatus,
  republishStatus,
  type JobAction,
  type StoredJobStatus,
} from '@ehire/domain/jobs/status';
import { jobPublishIssues, validDateIssue } from '@ehire/domain/jobs/validation';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { AppError, errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { ForbiddenWordService } from '../forbidden-words/forbidden-words.service';
import type { JobFlowResolver } from './flow-bridge';
import {
  jobTextFields,
  storedJobTextFields,
  storedPublishFields,
  toJobRecord,
  toListItem,
} from './job-record';
import type { JobChildren, JobListRow, JobPatch, JobsRepository } from './jobs.repository';

const JOB_MESSAGES = {
  notFound: '职位不存在',
  /** VAL-002 (GAP-004 wording). */
  noRemainingJobs: '剩余职位数不足，无法新增职位',
  /** VAL-003 / PERM-014 (GAP-004 wording). */
  noAddPermission: '您当前没有新增职位的权限',
  noRemainingToPublish: '剩余职位数不足，无法发布职位',
  statusChanged: '职位状态已变化，请刷新后重试',
  orderChanged: '已发布职位已变化，请刷新后重新排序',
  addressNotFound: '工作地址不存在',
} as const;

/** Rows an export may hold; job lists are hundreds, not millions, so it runs inline. */
const JOB_EXPORT_MAX_ROWS = 20_000;

function refuse(msg: string, httpStatus = 409): AppError {
  return errors.business(msg, httpStatus);
}

function addressOf(row: {
  id: string;
  area: string;
  address: string;
  lon: number | null;
  lat: number | null;
  is_common: number;
}): JobAddress {
  return {
    id: row.id,
    area: row.area,
    address: row.address,
    lon: row.lon,
    lat: row.lat,
    isCommon: row.is_common === 1,
  };
}

export class JobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly words: ForbiddenWordService,
    private readonly flows: JobFlowResolver,
    private readonly clock: Clock,
  ) {}

  // ------------------------------------------------------------------ workbench entry

  /** CALL-032: isreadonly_jobs is 1 when the jobs permission is below 2. */
  authCheck(canWrite: boolean): JobAuthCheckAnswer {
    return { isreadonly_jobs: canWrite ? 0 : 1, isreadonly_order: canWrite ? 0 : 1 };
  }

  async homeCounters(ctx: TenantContext): Promise<JobHomeCounters> {
    const [remainJobCount, releasedJobCount] = await Promise.all([
      this.jobs.remainJobCount(ctx.tenantId),
      this.jobs.releasedJobCount(ctx),
    ]);
    return { remainJobCount, releasedJobCount };
  }

  /**
   * The add-job entry (workbench, /addJob): read-only first (VAL-003, PERM-014), then the
   * remaining job count (VAL-002), each with the spec's message.
   */
  async createCheck(ctx: TenantContext, canWrite: boolean): Promise<void> {
    if (!canWrite) throw errors.business(JOB_MESSAGES.noAddPermission, 403);
    await this.assertRemaining(ctx);
  }

  private async assertRemaining(ctx: TenantContext): Promise<void> {
    if ((await this.jobs.remainJobCount(ctx.tenantId)) <= 0) {
      throw errors.business(JOB_MESSAGES.noRemainingJobs, 400);
    }
  }

  /** The job dictionary (DATA-013): the tenant's jobs by function type. */
  async dictionary(ctx: TenantContext): Promise<JobDictionary> {
    return buildJobDictionary(await this.jobs.dictionaryJobs(ctx), jobFunctionLabel);
  }

  async options(ctx: TenantContext): Promise<JobOptions> {
    const [organizations, projects, areas, flows] = await Promise.all([
      this.jobs.organizations(ctx),
      this.jobs.projects(ctx),
      this.jobs.areasInUse(ctx),
      this.jobs.flows(ctx),
    ]);
    return {
      organizations: organizations.map((o) => ({ id: o.id, name: o.name, parentId: o.parent_id })),
      projects,
      flows: flows.map((f) => ({ id: f.id, name: f.name, isDefault: f.is_default === 1 })),
      funcTypes: JOB_FUNCTION_TYPES.map((f) => ({ value: f.value, label: f.label })),
      degrees: JOB_DEGREES.map((d) => ({ value: d, label: d })),
      salaryTypes: (Object.keys(SALARY_TYPE_LABEL).map(Number) as SalaryType[]).map((value) => ({
        value,
        label: SALARY_TYPE_LABEL[value],
      })),
      terms: (Object.keys(JOB_TERM_LABEL).map(Number) as JobTerm[]).map((value) => ({
        value,
        label: JOB_TERM_LABEL[value],
      })),
      areas,
      cities: regionOptionTree('city'),
    };
  }

  // ------------------------------------------------------------------ list and record

  async list(ctx: TenantContext, query: JobListQuery): Promise<JobListAnswer> {
    const byStatus = await this.jobs.countByStatus(ctx, query);
    const counts: JobStatusCounts = { '24': 0, '02': 0, '26': 0, '22': 0, '20': 0, '99': 0 };
    for (const status of ['24', '02', '26', '22', '20'] as const) {
      counts[status] = byStatus.get(status) ?? 0;
      counts['99'] += counts[status];
    }
    const rows = await this.jobs.page(ctx, query, query);
    const applications = await this.jobs.applicationCounts(
      ctx,
      rows.map((r) => r.id),
    );
    return {
      total: counts[query.status],
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      counts,
      rows: rows.map((row) => toListItem(row, applications.get(row.id) ?? 0)),
    };
  }

  async exportRows(ctx: TenantContext, filters: JobListFilters) {
    const rows = await this.jobs.all(ctx, filters, JOB_EXPORT_MAX_ROWS);
    const applications = await this.jobs.applicationCounts(
      ctx,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toListItem(row, applications.get(row.id) ?? 0));
  }

  async record(ctx: TenantContext, id: string, canWrite: boolean): Promise<JobRecord> {
    const row = await this.mustFind(ctx, id);
    const children = (await this.jobs.children(ctx, [id])).get(id) ?? { labels: [], welfare: [] };
    return toJobRecord(row, children, await this.jobs.deliverySetting(ctx, id), canWrite);
  }

  private async mustFind(ctx: TenantContext, id: string): Promise<JobListRow> {
    const row = await this.jobs.findById(ctx, id);
    if (!row) throw errors.notFound(JOB_MESSAGES.notFound);
    return row;
  }

  // ------------------------------------------------------------------ create / edit / copy

  /** Checks that need the database or the clock; the contract has checked the shapes. */
  private async checkInput(ctx: TenantContext, input: SaveJobInput): Promise<string> {
    const now = this.clock.now();
    // A draft may have no valid date yet; a submission has one (the contract checks it).
    const dateIssue = input.ValidDate ? validDateIssue(input.ValidDate, now) : null;
    if (dateIssue) throw errors.validation(`参数错误：${dateIssue.message}`);
    if (!(await this.jobs.organizationExists(ctx, input.OrgID)))
      throw errors.validation('参数错误：所属组织不存在');
    if (input.ProjectID && !(await this.jobs.projectExists(ctx, input.ProjectID))) {
      throw errors.validation('参数错误：所属项目不存在');
    }
    if (input.address && !(await this.jobs.address(ctx, input.address))) {
      throw errors.validation(`参数错误：${JOB_MESSAGES.addressNotFound}`);
    }
    await this.words.assertClean(ctx.tenantId, jobTextFields(input));
    const flowId = await this.flows.resolve(ctx, input.flowId);
    if (!flowId) throw errors.validation('参数错误：招聘流程不存在');
    return flowId;
  }

  private fieldsOf(input: SaveJobInput) {
    return {
      organization_id: input.OrgID,
      project_id: input.ProjectID,
      name_cn: input.CJobName,
      name_en: input.EJobName,
      func_type: input.FuncType1,
      job_area: input.JobArea,
      work_area: input.WorkArea,
      work_address: input.WorkAddress,
      address_id: input.address,
      lon: input.lon,
      lat: input.lat,
      job_num: input.JobNum,
      degree_from: input.DegreeFrom,
      salary_down: input.JobSalaryDown,
      salary_up: input.JobSalaryUp,
      salary_type: input.SalaryType,
      salary_factor: input.SalayFactor,
      is_hide_salary: input.IsHideSalaryChecked ? (1 as const) : (0 as const),
      work_year_down: input.WorkYearDown,
      work_year_up: input.WorkYearUp,
      major1: input.Major1,
      major2: input.Major2,
      valid_date: input.ValidDate,
      term: input.Term,
      info_cn: input.CJobInfo,
      info_en: input.EJobInfo,
    };
  }

  /**
   * New job: 22 未发布 (draft), or 02 申请中 when submitted at once. The remaining job count is
   * only checked here (VAL-002); it is consumed when the provider first approves the job.
   */
  async create(ctx: TenantContext, input: SaveJobInput): Promise<SaveJobAnswer> {
    await this.assertRemaining(ctx);
    const flowId = await this.checkInput(ctx, input);
    const now = this.clock.now();
    const id = newId(now);
    const status: StoredJobStatus = input.submit ? '02' : '22';
    await this.jobs.insert(
      ctx,
      {
        ...this.fieldsOf(input),
        id,
        flow_id: flowId,
        status,
        reject_info: '',
        submitted_at: input.submit ? now : null,
        created_by: ctx.operatorId,
        created_at: now,
        updated_at: now,
      },
      { labels: input.JobLabel, welfare: input.JobWelf },
    );
    return { ehireJobID: id, Status: status };
  }

  /**
   * Edit (and optionally submit): the status follows the `edit` row of the status table (a
   * live or pending job goes back to review); submit then asks for publication like republish.
   */
  async edit(ctx: TenantContext, id: string, input: SaveJobInput): Promise<SaveJobAnswer> {
    const job = await this.mustFind(ctx, id);
    const edited = nextJobStatus({ name: job.name_cn, status: job.status }, 'edit');
    if (!edited.ok) throw refuse(edited.msg);
    let status = edited.to as StoredJobStatus;
    if (input.submit && status !== '02') {
      const submitted = nextJobStatus({ name: job.name_cn, status }, 'republish');
      if (!submitted.ok) throw refuse(submitted.msg);
      await this.assertQuotaToPublish(ctx, job);
      status = '02';
    }
    // Saving a live or pending job sends it to review: only a draft may stay incomplete.
    const missing = status === '02' ? jobPublishIssues(input) : [];
    if (missing.length > 0) throw errors.validation(`参数错误：${missing[0].message}`);
    const flowId = await this.checkInput(ctx, input);
    const now = this.clock.now();
    const patch: JobPatch = {
      ...this.fieldsOf(input),
      flow_id: flowId,
      status,
      // A re-publication of this job goes to review again (issue 20 §2).
      changed_since_review: 1,
      updated_at: now,
      ...(status === '02' && job.status !== '02' ? { submitted_at: now, reject_info: '' } : {}),
    };
    const changed = await this.jobs.update(ctx, id, job.status, patch, {
      labels: input.JobLabel,
      welfare: input.JobWelf,
    });
    if (!changed) throw refuse(JOB_MESSAGES.statusChanged);
    return { ehireJobID: id, Status: status };
  }

  /** Copy: a new draft (22) with every field of the source; counts as creating a job. */
  async copy(ctx: TenantContext, id: string): Promise<SaveJobAnswer> {
    await this.assertRemaining(ctx);
    const source = await this.mustFind(ctx, id);
    const children = (await this.jobs.children(ctx, [id])).get(id) ?? { labels: [], welfare: [] };
    const now = this.clock.now();
    const newJobId = newId(now);
    const {
      id: _id,
      tenant_id: _tenant,
      sort: _sort,
      org_name: _org,
      project_name: _project,
      ...fields
    } = source;
    await this.jobs.insert(
      ctx,
      {
        ...fields,
        id: newJobId,
        status: '22',
        reject_info: '',
        is_hot: 0,
        recommend_status: null,
        deleted_at: null,
        submitted_at: null,
        published_at: null,
        quota_consumed: 0,
        created_by: ctx.operatorId,
        created_at: now,
        updated_at: now,
      },
      { labels: children.labels, welfare: children.welfare },
    );
    return { ehireJobID: newJobId, Status: '22' };
  }

  // ------------------------------------------------------------------ status actions

  private async assertQuotaToPublish(ctx: TenantContext, job: JobListRow): Promise<void> {
    // A job that was never published will need one unit at approval: refuse now rather than
    // leave it waiting for a review that cannot succeed.
    if (job.quota_consumed === 0 && (await this.jobs.remainJobCount(ctx.tenantId)) <= 0) {
      throw refuse(JOB_MESSAGES.noRemainingToPublish, 400);
    }
  }

  /** One recruiter action on one job (submit, pause, refresh, republish, unpublish, delete). */
  async act(ctx: TenantContext, id: string, action: JobAction): Promise<JobActionAnswer> {
    const job = await this.mustFind(ctx, id);
    const next = nextJobStatus({ name: job.name_cn, status: job.status }, action);
    if (!next.ok) throw refuse(next.msg);
    const now = this.clock.now();
    let children: JobChildren | undefined;
    if (action === 'submit' || action === 'republish') {
      // A draft saved incomplete is completed before it goes to review (issue 20 §2).
      const missing = jobPublishIssues(storedPublishFields(job));
      if (missing.length > 0) throw refuse(`请先完善职位信息：${missing.map((m) => m.message).join('、')}`);
      await this.assertQuotaToPublish(ctx, job);
      // Words may have been added since the job was saved: publication re-checks the text.
      children = (await this.jobs.children(ctx, [id])).get(id);
      await this.words.assertClean(
        ctx.tenantId,
        storedJobTextFields(job, children ?? { labels: [], welfare: [] }),
      );
    }
    const patch: JobPatch = { updated_at: now };
    let to = next.to;
    if (action === 'republish') {
      // Only changed content needs the provider's review: a paused job approved and unchanged
      // since goes straight back on the careers site (issue 20 §2).
      to =
        republishStatus({
          status: job.status,
          changedSinceReview: job.changed_since_review === 1,
          approvedBefore: job.published_at !== null,
        }) ?? next.to;
    }
    if (to === JOB_DELETED) {
      // 已删除职位仍保留历史投递，故软删除；它的推荐与热招一并取消。
      Object.assign(patch, { deleted_at: now, is_hot: 0, recommend_status: null });
    } else {
      patch.status = to;
      if (to === '02') Object.assign(patch, { submitted_at: now, reject_info: '' });
      if (action === 'refresh') patch.published_at = now;
    }
    if (!(await this.jobs.update(ctx, id, job.status, patch))) throw refuse(JOB_MESSAGES.statusChanged);
    return { ehireJobID: id, Status: to === JOB_DELETED ? null : to };
  }

  /** The same action on many jobs: each succeeds or fails on its own, one result per id. */
  async batch(ctx: TenantContext, ids: readonly string[], action: JobAction): Promise<JobBatchAnswer> {
    return this.eachJob(ids, (id) => this.act(ctx, id, action).then(() => undefined));
  }

  async batchArea(ctx: TenantContext, ids: readonly string[], area: string): Promise<JobBatchAnswer> {
    const now = this.clock.now();
    return this.eachJob(ids, async (id) => {
      await this.mustFind(ctx, id);
      await this.jobs.patch(ctx, [id], { job_area: area, updated_at: now });
    });
  }

  async batchValidDate(
    ctx: TenantContext,
    ids: readonly string[],
    validDate: string,
  ): Promise<JobBatchAnswer> {
    const now = this.clock.now();
    const issue = validDateIssue(validDate, now);
    if (issue) throw errors.validation(`参数错误：${issue.message}`);
    return this.eachJob(ids, async (id) => {
      await this.mustFind(ctx, id);
      await this.jobs.patch(ctx, [id], { valid_date: validDate, updated_at: now });
    });
  }

  private async eachJob(ids: readonly string[], run: (id: string) => Promise<void>): Promise<JobBatchAnswer> {
    const results: JobActionResult[] = [];
    for (const id of [...new Set(ids)]) {
      try {
        await run(id);
        results.push({ jobId: id, ok: true, msg: '操作成功' });
      } catch (error) {
        // Only refusals are per-job results; anything unexpected still fails the request.
        if (!(error instanceof AppError) || error.kind === 'internal') throw error;
        results.push({ jobId: id, ok: false, msg: error.message });
      }
    }
    const succeeded = results.filter((r) => r.ok).length;
    return { total: results.length, succeeded, failed: results.length - succeeded, results };
  }

  // ------------------------------------------------------------------ provider review

  /** Provider approval (02 → 24), consuming one remaining job on the job's first publication. */
  async approve(tenantId: string, jobId: string): Promise<StoredJobStatus> {
    const ctx = this.providerContext(tenantId);
    const job = await this.mustFind(ctx, jobId);
    const next = nextJobStatus({ name: job.name_cn, status: job.status }, 'approve');
    if (!next.ok) throw refuse(next.msg);
    const now = this.clock.now();
    const result = await this.jobs.approve(tenantId, jobId, {
      status: '24',
      changed_since_review: 0,
      reject_info: '',
      published_at: now,
      updated_at: now,
    });
    if (result === 'no-quota') throw refuse('该企业剩余职位数不足，无法发布该职位', 400);
    if (result === 'moved') throw refuse(JOB_MESSAGES.statusChanged);
    return '24';
  }

  /** Provider rejection (02 → 20) with the reason the recruiter sees as RejectInfo. */
  async reject(tenantId: string, jobId: string, reason: string): Promise<StoredJobStatus> {
    const ctx = this.providerContext(tenantId);
    const job = await this.mustFind(ctx, jobId);
    const next = nextJobStatus({ name: job.name_cn, status: job.status }, 'reject');
    if (!next.ok) throw refuse(next.msg);
    const changed = await this.jobs.update(ctx, jobId, job.status, {
      status: '20',
      reject_info: reason,
      updated_at: this.clock.now(),
    });
    if (!changed) throw refuse(JOB_MESSAGES.statusChanged);
    return '20';
  }

  /** A tenant scope for provider actions: the provider acts on the job's own tenant. */
  providerContext(tenantId: string): TenantContext {
    return { tenantId, operatorId: '', projectId: null };
  }

  // ------------------------------------------------------------------ order, recommendation, share

  async sortList(ctx: TenantContext): Promise<JobSortItem[]> {
    return (await this.jobs.published(ctx)).map((row) => {
      const item = toListItem(row, 0);
      return {
        ehireJobID: item.ehireJobID,
        CJobName: item.CJobName,
        JobArea: item.JobArea,
        OrgName: item.OrgName,
        sort: item.sort,
        jobTop: item.jobTop,
        recommendStatus: item.recommendStatus,
      };
    });
  }

  /**
   * Saves the order of the published jobs. The request must list exactly the jobs published
   * now (a job published or paused meanwhile makes the page stale). The jobs are given back the
   * sort values they already held, in the new order, so their place among the other jobs of the
   * list does not move.
   */
  async saveSort(ctx: TenantContext, jobIds: readonly string[]): Promise<JobSortItem[]> {
    const published = await this.jobs.published(ctx);
    const current = new Set(published.map((row) => row.id));
    const requested = new Set(jobIds);
    if (
      requested.size !== jobIds.length ||
      requested.size !== current.size ||
      jobIds.some((id) => !current.has(id))
    ) {
      throw refuse(JOB_MESSAGES.orderChanged);
    }
    const slots = published.map((row) => row.sort).sort((a, b) => a - b);
    for (let i = 1; i < slots.length; i++) if (slots[i] <= slots[i - 1]) slots[i] = slots[i - 1] + 1;
    await this.jobs.writeSort(
      ctx,
      jobIds.map((id, index) => ({ id, sort: slots[index] })),
      this.clock.now(),
    );
    return this.sortList(ctx);
  }

  async recommend(ctx: TenantContext, id: string, op: JobRecommendOp): Promise<JobRecommendAnswer> {
    const job = await this.mustFind(ctx, id);
    const current = job.recommend_status as RecommendState | null;
    const next = nextRecommendState(
      { name: job.name_cn, published: job.status === '24', recommend: current },
      op,
    );
    if (!next.ok) throw refuse(next.msg);
    await this.jobs.patch(ctx, [id], { recommend_status: next.to, updated_at: this.clock.now() });
    return { ehireJobID: id, recommendStatus: next.to, jobTop: job.is_hot === 1 ? 1 : 0 };
  }

  async hot(ctx: TenantContext, id: string, op: HotRecommendOp): Promise<JobRecommendAnswer> {
    const job = await this.mustFind(ctx, id);
    const next = nextHotState(
      { name: job.name_cn, published: job.status === '24', hot: job.is_hot === 1 },
      op,
    );
    if (!next.ok) throw refuse(next.msg);
    await this.jobs.patch(ctx, [id], { is_hot: next.hot ? 1 : 0, updated_at: this.clock.now() });
    return {
      ehireJobID: id,
      recommendStatus: job.recommend_status as RecommendState | null,
      jobTop: next.hot ? 1 : 0,
    };
  }

  /** Share link of a published job on the careers site; `origin` is the site's scheme://host. */
  async share(ctx: TenantContext, id: string, origin: string): Promise<JobShareAnswer> {
    const job = await this.mustFind(ctx, id);
    if (job.status !== '24') {
      throw refuse(`职位“${job.name_cn}”当前状态为${JOB_STATUS_LABEL[job.status]}，不能分享`);
    }
    const tenant = await this.jobs.tenantMember(ctx.tenantId);
    const member = encodeURIComponent(tenant?.member_name ?? '');
    const url = `${origin}/careers/${member}/jobs/${encodeURIComponent(id)}`;
    return { url, text: `【${tenant?.name ?? ''}】${job.name_cn} ${url}` };
  }

  // ------------------------------------------------------------------ addresses

  async addresses(ctx: TenantContext): Promise<JobAddress[]> {
    return (await this.jobs.addresses(ctx)).map(addressOf);
  }

  async addAddress(ctx: TenantContext, input: JobAddressInput): Promise<JobAddress> {
    const now = this.clock.now();
    const id = newId(now);
    await this.jobs.insertAddress(ctx, { id, ...input, created_at: now, updated_at: now });
    const row = await this.jobs.address(ctx, id);
    if (!row) throw errors.notFound(JOB_MESSAGES.addressNotFound);
    return addressOf(row);
  }

  async updateAddress(ctx: TenantContext, id: string, input: JobAddressInput): Promise<JobAddress> {
    if (!(await this.jobs.updateAddress(ctx, id, { ...input, updated_at: this.clock.now() }))) {
      throw errors.notFound(JOB_MESSAGES.addressNotFound);
    }
    const row = await this.jobs.address(ctx, id);
    if (!row) throw errors.notFound(JOB_MESSAGES.addressNotFound);
    return addressOf(row);
  }

  /** Jobs keep the address text they were saved with, so deleting an address changes no job. */
  async deleteAddress(ctx: TenantContext, id: string): Promise<void> {
    if (!(await this.jobs.deleteAddress(ctx, id))) throw errors.notFound(JOB_MESSAGES.addressNotFound);
  }

  async setCommonAddress(ctx: TenantContext, id: string): Promise<void> {
    if (!(await this.jobs.setCommonAddress(ctx, id, this.clock.now()))) {
      throw errors.notFound(JOB_MESSAGES.addressNotFound);
    }
  }
}
