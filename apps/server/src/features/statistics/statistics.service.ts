import {
  REPORT_DIMENSIONS,
  type BoardAnswer,
  type BoardQuery,
  type CountRow,
  type ReportDefinition,
  type ReportDimension,
  type ReportRow,
  type ReportRowsAnswer,
  type ReportRowsQuery,
  type ReportSummary,
  type SaveReportInput,
  type ScopeInput,
} from '@ehire/domain/contracts/statistics';
import {
  beijingDay,
  dayStartMillis,
  dayToDate,
  DEGREE_ORDER,
  funnelOf,
  percentileOfHistogram,
  rateOf,
  resolvePeriodDays,
  SCHOOL_TIERS,
  standardReport,
  STANDARD_REPORTS,
  topWithOther,
} from '@ehire/domain/statistics/statistics';
import type { GroupReportAnswer } from '@ehire/domain/contracts/workbench';
import { schoolPie } from '@ehire/domain/workbench/group-report';
import { BOOKING_STATUS } from '@ehire/domain/interviews/booking-status';
import { STAGE } from '@ehire/domain/codes/stages';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { isUniqueViolation } from '../flow/db-errors';
import type { ApplicationJobStatDayRepository } from './application-job-stat-day.repository';
import type { ApplicationOrgStatDayRepository } from './application-org-stat-day.repository';
import type { ApplicationReportDayRepository, ReportAggregateColumn } from './application-report-day.repository';
import type { ApplicationStatDayRepository, StatDim } from './application-stat-day.repository';
import type {
  AppliedRange,
  ApplicationStatsRepository,
  ReportGroup,
  ReportGroupColumn,
} from './application-stats.repository';
import type { StatReportRepository, StatReportRow } from './stat-report.repository';
import type { JobRef, StatisticsLookupRepository } from './statistics-lookup.repository';
import type { DataScopeService } from '../settings/data-scope.service';

export const GROUP_REPORT_MESSAGE = {
  organizationNotFound: '组织不存在',
  notConfigured: '当前项目未开通集团报表',
} as const;

const STATISTICS_MESSAGE = {
  scopeNotFound: '统计范围不存在',
  reportNotFound: '报表不存在',
  reportRequired: '请选择报表或统计维度',
  duplicateName: '报表名称已存在',
  standardReadOnly: '标准报表不能修改或删除',
  tooMany: '定制报表最多保存50个',
} as const;

const REPORTS_MAX = 50;
const TOP_LIMIT = 10;

/** The board's distributions, each from the dim of the aggregate or the column of application. */
const DISTRIBUTIONS: ReadonlyArray<{
  key: 'sources' | 'schoolTiers' | 'degrees' | 'majors' | 'regions' | 'topJobs';
  dim: StatDim;
}> = [
  { key: 'sources', dim: 'source' },
  { key: 'schoolTiers', dim: 'school_level' },
  { key: 'degrees', dim: 'degree' },
  { key: 'majors', dim: 'major' },
  { key: 'regions', dim: 'region' },
  { key: 'topJobs', dim: 'job' },
];

/** How the counts of one scope are read: the tenant's aggregate, or the per-job one summed over the scope's jobs. */
interface CountSource {
  total(from: number, to: number): Promise<number>;
  perDay(from: number, to: number): Promise<Map<number, number>>;
  /** Counts per value of each dim (the aggregate's dims; the matching column of application). */
  by(dims: readonly StatDim[], from: number, to: number): Promise<Map<string, Map<string, number>>>;
  entered(from: number, to: number): Promise<Array<{ stepId: string; day: number; n: number }>>;
}

/** 数据统计: the data board (aggregates and applications) and the custom reports. */
export class StatisticsService {
  constructor(
    private readonly aggregates: ApplicationStatDayRepository,
    private readonly applications: ApplicationStatsRepository,
    private readonly lookup: StatisticsLookupRepository,
    private readonly reports: StatReportRepository,
    private readonly clock: Clock,
    /** The report pre-aggregate (migration 029). */
    private readonly reportAggregates: ApplicationReportDayRepository,
    /** The board's pre-aggregate per job (migration 038): every board narrower than the tenant. */
    private readonly jobAggregates: ApplicationJobStatDayRepository,
    /** The board's pre-aggregate per organisation (migration 043): organisation boards and data scopes. */
    private readonly orgAggregates: ApplicationOrgStatDayRepository,
    /** The caller's data scope (issue 17): boards and reports count only the jobs it covers. */
    private readonly scopes?: Pick<DataScopeService, 'applicationScope'>,
  ) {}

  /**
   * The jobs the caller's data scope covers; `scoped` false: the whole tenant. `organizationIds`:
   * the scope is exactly the jobs of these organisations (an organisation data scope).
   */
  private async visibleJobs(
    ctx: TenantContext,
  ): Promise<{ jobs: JobRef[]; scoped: boolean; organizationIds?: string[] }> {
    const [jobs, scope] = await Promise.all([
      this.lookup.jobs(ctx),
      this.scopes ? this.scopes.applicationScope(ctx) : ({ kind: 'all' } as const),
    ]);
    if (scope.kind === 'all') return { jobs, scoped: false };
    if (scope.kind === 'ownJobs')
      return { jobs: jobs.filter((j) => j.createdBy === scope.operatorId), scoped: true };
    const orgs = new Set(scope.organizationIds);
    return {
      jobs: jobs.filter((j) => orgs.has(j.organizationId)),
      scoped: true,
      organizationIds: [...orgs],
    };
  }

  async board(ctx: TenantContext, query: BoardQuery): Promise<BoardAnswer> {
    const now = this.clock.now();
    const today = beijingDay(now);
    const days = resolvePeriodDays(query.period, now);
    const { jobs, scoped, organizationIds: visibleOrganizations } = await this.visibleJobs(ctx);
    const narrowed = await this.scopeOf(ctx, query.scope, jobs);
    const jobIds = narrowed?.jobIds ?? (scoped ? jobs.map((j) => j.id) : undefined);
    // A scope of whole organisations (an organisation board, an organisation data scope, or both:
    // the organisations in both) reads the per-organisation aggregate; a job, a flow or 仅本人职位
    // the per-job one.
    const organizationIds = !narrowed
      ? visibleOrganizations
      : narrowed.organizationIds && (!scoped || visibleOrganizations)
        ? narrowed.organizationIds.filter((id) => !visibleOrganizations || visibleOrganizations.includes(id))
        : undefined;
    const source = !jobIds
      ? this.aggregateSource(ctx)
      : organizationIds
        ? this.orgAggregateSource(ctx, organizationIds)
        : this.jobAggregateSource(ctx, jobIds);

    // Every read of the board at once (on PostgreSQL they run side by side on pooled connections;
    // SQLite takes them in turn either way): the counts, the funnel's flow with its steps, and the
    // interview invitations.
    const flowWithSteps = this.flowOf(ctx, query.scope, jobs).then(async (flow) => ({
      flow,
      steps: flow ? await this.lookup.steps(ctx, flow.id) : [],
    }));
    const [total, previousTotal, perDay, counted, entered, { flow, steps: flowSteps }, invitations] =
      await Promise.all([
        source.total(days.from, days.to),
        source.total(days.previousFrom, days.previousTo),
        source.perDay(days.from, days.to),
        source.by(['step', ...DISTRIBUTIONS.map((d) => d.dim)], days.from, days.to),
        source.entered(days.from, days.to),
        flowWithSteps,
        this.applications.invitationStatuses(ctx, {
          from: dayStartMillis(days.from),
          to: dayStartMillis(days.to + 1),
          ...(jobIds ? { jobIds } : {}),
        }),
      ]);
    const steps = counted.get('step') ?? new Map<string, number>();
    const byKey = new Map(DISTRIBUTIONS.map((d) => [d.key, counted.get(d.dim)]));

    const histograms = new Map<string, Array<[number, number]>>();
    for (const row of entered) {
      const list = histograms.get(row.stepId) ?? [];
      list.push([today - row.day, row.n]);
      histograms.set(row.stepId, list);
    }
    const waits = new Map(
      [...histograms].map(([stepId, h]) => [
        stepId,
        { medianDays: percentileOfHistogram(h, 50), p90Days: percentileOfHistogram(h, 90) },
      ]),
    );
    const jobName = new Map(jobs.map((j) => [j.id, j.name]));
    const rowsOf = (
      map: Map<string, number> | undefined,
      label: (k: string) => string = (k) => k,
    ): CountRow[] =>
      [...(map ?? new Map<string, number>())]
        .filter(([, n]) => n > 0)
        .map(([key, count]) => ({ key, label: label(key) || '未填写', count }));

    const funnel = funnelOf(
      flowSteps.map((s) => ({ stepId: s.id, ivid: s.ivid, name: s.name })),
      steps,
      waits,
    );
    const reachedOfType = (ivType: number) => {
      const index = flowSteps.findIndex((s) => Number(s.ivType) === ivType);
      return index < 0 ? 0 : (funnel[index]?.reached ?? 0);
    };
    const attended = invitations.get(BOOKING_STATUS.interviewed) ?? 0;
    const noShow = invitations.get(BOOKING_STATUS.noShow) ?? 0;
    const offered = reachedOfType(STAGE.toBeHired);
    const accepted = reachedOfType(STAGE.onboarded);
    const tiers = byKey.get('schoolTiers') ?? new Map<string, number>();
    const degrees = byKey.get('degrees') ?? new Map<string, number>();
    return {
      period: {
        from: dayToDate(days.from),
        to: dayToDate(days.to),
        previousFrom: dayToDate(days.previousFrom),
        previousTo: dayToDate(days.previousTo),
      },
      total,
      previousTotal,
      perDay: Array.from({ length: days.to - days.from + 1 }, (_, i) => ({
        date: dayToDate(days.from + i),
        count: perDay.get(days.from + i) ?? 0,
      })),
      flow: flow ? { id: flow.id, name: flow.name } : null,
      funnel,
      sources: rowsOf(byKey.get('sources')).sort((a, b) => b.count - a.count),
      schoolTiers: SCHOOL_TIERS.map((tier) => ({ key: tier, label: tier, count: tiers.get(tier) ?? 0 })),
      degrees: DEGREE_ORDER.map((d) => ({ key: d, label: d, count: degrees.get(d) ?? 0 })),
      majors: topWithOther(rowsOf(byKey.get('majors')), TOP_LIMIT),
      regions: topWithOther(rowsOf(byKey.get('regions')), TOP_LIMIT),
      topJobs: rowsOf(byKey.get('topJobs'), (id) => jobName.get(id) ?? '已删除职位')
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'zh-CN'))
        .slice(0, TOP_LIMIT),
      interviews: {
        invited: [...invitations].filter(([status]) => status !== BOOKING_STATUS.cancelled).reduce((n, [, c]) => n + c, 0),
        attended,
        noShow,
        attendanceRate: rateOf(attended, attended + noShow),
      },
      offers: { offered, accepted, acceptanceRate: rateOf(accepted, offered) },
    };
  }

  private aggregateSource(ctx: TenantContext): CountSource {
    const agg = this.aggregates;
    return {
      total: async (from, to) => (await agg.byValue(ctx, 'total', from, to)).get('') ?? 0,
      perDay: async (from, to) =>
        new Map((await agg.byDayValue(ctx, 'total', from, to)).map((r) => [r.day, r.n])),
      by: (dims, from, to) => agg.byDimValue(ctx, dims, from, to),
      entered: async (from, to) =>
        (await agg.byDayValue(ctx, 'step_entered', from, to)).map((r) => ({
          stepId: r.value,
          day: r.day,
          n: r.n,
        })),
    };
  }

  /** A scope of whole organisations: the per-organisation aggregate summed over them. */
  private orgAggregateSource(ctx: TenantContext, organizationIds: readonly string[]): CountSource {
    const agg = this.orgAggregates;
    return {
      total: (from, to) => agg.total(ctx, organizationIds, from, to),
      perDay: async (from, to) =>
        new Map((await agg.byDayValue(ctx, organizationIds, 'total', from, to)).map((r) => [r.day, r.n])),
      by: (dims, from, to) => agg.byDimValue(ctx, organizationIds, dims, from, to),
      entered: async (from, to) =>
        (await agg.byDayValue(ctx, organizationIds, 'step_entered', from, to)).map((r) => ({
          stepId: r.value,
          day: r.day,
          n: r.n,
        })),
    };
  }

  /** A scope narrower than the tenant: the per-job aggregate summed over the scope's jobs. */
  private jobAggregateSource(ctx: TenantContext, jobIds: readonly string[]): CountSource {
    const agg = this.jobAggregates;
    return {
      total: (from, to) => agg.total(ctx, jobIds, from, to),
      perDay: async (from, to) =>
        new Map((await agg.byDayValue(ctx, jobIds, 'total', from, to)).map((r) => [r.day, r.n])),
      by: (dims, from, to) => agg.byDimValue(ctx, jobIds, dims, from, to),
      entered: async (from, to) =>
        (await agg.byDayValue(ctx, jobIds, 'step_entered', from, to)).map((r) => ({
          stepId: r.value,
          day: r.day,
          n: r.n,
        })),
    };
  }

  /**
   * The jobs a scope covers and, for an organisation, the organisations (it with its
   * sub-organisations) whose jobs they are; undefined: the tenant.
   */
  private async scopeOf(
    ctx: TenantContext,
    scope: ScopeInput,
    jobs: JobRef[],
  ): Promise<{ jobIds: string[]; organizationIds?: string[] } | undefined> {
    switch (scope.kind) {
      case 'all':
        return undefined;
      case 'job': {
        if (!jobs.some((j) => j.id === scope.id)) throw errors.notFound(STATISTICS_MESSAGE.scopeNotFound);
        return { jobIds: [scope.id as string] };
      }
      case 'flow': {
        const flows = await this.lookup.flows(ctx);
        if (!flows.some((f) => f.id === scope.id)) throw errors.notFound(STATISTICS_MESSAGE.scopeNotFound);
        return { jobIds: jobs.filter((j) => j.flowId === scope.id).map((j) => j.id) };
      }
      case 'organization': {
        const orgs = await this.lookup.organizations(ctx);
        if (!orgs.some((o) => o.id === scope.id)) throw errors.notFound(STATISTICS_MESSAGE.scopeNotFound);
        const subtree = new Set([scope.id as string]);
        for (let grew = true; grew;) {
          grew = false;
          for (const o of orgs)
            if (o.parentId && subtree.has(o.parentId) && !subtree.has(o.id)) {
              subtree.add(o.id);
              grew = true;
            }
        }
        return {
          jobIds: jobs.filter((j) => subtree.has(j.organizationId)).map((j) => j.id),
          organizationIds: [...subtree],
        };
      }
    }
  }

  /** The flow of the funnel: the scope's flow, the job's, else the tenant's default flow. */
  private async flowOf(
    ctx: TenantContext,
    scope: ScopeInput,
    jobs: JobRef[],
  ): Promise<{ id: string; name: string } | undefined> {
    const flows = await this.lookup.flows(ctx);
    const wanted =
      scope.kind === 'flow'
        ? scope.id
        : scope.kind === 'job'
          ? jobs.find((j) => j.id === scope.id)?.flowId
          : undefined;
    return flows.find((f) => f.id === wanted) ?? flows[0];
  }

  // ---- the workbench's custom group report (WB-015, WB-020..WB-025) ----

  /**
   * Resume counts of every period by subsidiary (the organisations right below the root; a job
   * at the root counts for the root) or, for one subsidiary, by its jobs; and the schools' pie.
   */
  async groupReport(ctx: TenantContext, organizationId?: string): Promise<GroupReportAnswer> {
    const [{ jobs, scoped }, orgs] = await Promise.all([this.visibleJobs(ctx), this.lookup.organizations(ctx)]);
    const byId = new Map(orgs.map((o) => [o.id, o]));
    const subsidiaryOf = (orgId: string): string => {
      let current = byId.get(orgId);
      for (let guard = 0; current && guard < 64; guard++) {
        const parent = current.parentId ? byId.get(current.parentId) : undefined;
        if (!parent || !parent.parentId) return current.id;
        current = parent;
      }
      return orgId;
    };
    const subsidiaries = new Map<string, string>();
    for (const o of orgs) {
      const parent = o.parentId ? byId.get(o.parentId) : undefined;
      if (parent && !parent.parentId) subsidiaries.set(o.id, o.name);
    }
    for (const j of jobs) {
      const id = subsidiaryOf(j.organizationId);
      if (!subsidiaries.has(id)) subsidiaries.set(id, byId.get(id)?.name ?? '未分配组织');
    }
    if (organizationId && !subsidiaries.has(organizationId)) throw errors.notFound(GROUP_REPORT_MESSAGE.organizationNotFound);
    const chosenJobs = organizationId ? jobs.filter((j) => subsidiaryOf(j.organizationId) === organizationId) : jobs;
    const counts = await this.applications.countsByJobSchool(
      ctx,
      organizationId || scoped ? chosenJobs.map((j) => j.id) : undefined,
    );
    const jobOf = new Map(jobs.map((j) => [j.id, j]));
    const bars = new Map<string, number>();
    const schools = new Map<string, number>();
    let total = 0;
    for (const row of counts) {
      const job = jobOf.get(row.jobId);
      if (!job) continue;
      const key = organizationId ? job.id : subsidiaryOf(job.organizationId);
      bars.set(key, (bars.get(key) ?? 0) + row.n);
      schools.set(row.school, (schools.get(row.school) ?? 0) + row.n);
      total += row.n;
    }
    const barRows = organizationId
      ? chosenJobs.map((j) => ({ key: j.id, label: j.name, count: bars.get(j.id) ?? 0 }))
      : [...subsidiaries].map(([id, name]) => ({ key: id, label: name, count: bars.get(id) ?? 0 }));
    const organizations = [...subsidiaries]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
    return {
      organizations,
      organization: organizationId ? { id: organizationId, name: subsidiaries.get(organizationId) ?? '' } : null,
      total,
      bars: barRows.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'zh-CN')),
      schools: schoolPie([...schools].map(([name, count]) => ({ key: name, label: name || '未填写', count }))),
    };
  }

  // ---- reports ----

  async listReports(ctx: TenantContext): Promise<ReportSummary[]> {
    const saved = await this.reports.list(ctx);
    return [
      ...STANDARD_REPORTS.map((r) => ({
        id: r.id,
        name: r.name,
        standard: true,
        createdByName: '系统',
        updatedAt: 0,
        ...r.definition,
      })),
      ...saved.map(toSummary),
    ];
  }

  async createReport(ctx: TenantContext, input: SaveReportInput, actorName: string): Promise<ReportSummary> {
    if ((await this.reports.list(ctx)).length >= REPORTS_MAX)
      throw errors.business(STATISTICS_MESSAGE.tooMany);
    await this.refuseTakenName(ctx, input.name, null);
    const now = this.clock.now();
    const row: StatReportRow = {
      id: newId(now),
      tenant_id: ctx.tenantId,
      name: input.name,
      dimensions_json: JSON.stringify(input.dimensions),
      measure: input.measure,
      created_by: ctx.operatorId,
      created_by_name: actorName,
      created_at: now,
      updated_at: now,
    };
    await this.guardName(() => this.reports.insert(ctx, row));
    return toSummary(row);
  }

  async updateReport(ctx: TenantContext, id: string, input: SaveReportInput): Promise<ReportSummary> {
    if (standardReport(id)) throw errors.business(STATISTICS_MESSAGE.standardReadOnly);
    const current = await this.reports.byId(ctx, id);
    if (!current) throw errors.notFound(STATISTICS_MESSAGE.reportNotFound);
    await this.refuseTakenName(ctx, input.name, id);
    const patch = {
      name: input.name,
      dimensions_json: JSON.stringify(input.dimensions),
      measure: input.measure,
      updated_at: this.clock.now(),
    };
    await this.guardName(() => this.reports.update(ctx, id, patch));
    return toSummary({ ...current, ...patch });
  }

  /** Deletes a saved report; answers its name for the audit log. */
  async deleteReport(ctx: TenantContext, id: string): Promise<string> {
    if (standardReport(id)) throw errors.business(STATISTICS_MESSAGE.standardReadOnly);
    const current = await this.reports.byId(ctx, id);
    if (!current) throw errors.notFound(STATISTICS_MESSAGE.reportNotFound);
    await this.reports.delete(ctx, id);
    return current.name;
  }

  /** A report's rows (DATA-012) for a period: a standard or saved report, or a definition. */
  async reportRows(ctx: TenantContext, query: ReportRowsQuery): Promise<ReportRowsAnswer> {
    let report: ReportSummary | null = null;
    if (query.reportId) {
      report = (await this.listReports(ctx)).find((r) => r.id === query.reportId) ?? null;
      if (!report) throw errors.notFound(STATISTICS_MESSAGE.reportNotFound);
    }
    const definition: ReportDefinition | undefined = report
      ? { dimensions: report.dimensions, measure: report.measure }
      : query.definition;
    if (!definition) throw errors.validation(STATISTICS_MESSAGE.reportRequired);
    const now = this.clock.now();
    const days = resolvePeriodDays(query.period, now);
    const { jobs, scoped, organizationIds } = await this.visibleJobs(ctx);
    const range: AppliedRange = {
      from: dayStartMillis(days.from),
      to: dayStartMillis(days.to + 1),
      ...(scoped ? { jobIds: jobs.map((j) => j.id) } : {}),
    };
    const aggregated = !scoped || organizationIds !== undefined;
    const rows = await this.rowsOf(ctx, definition, range, aggregated ? { days, organizationIds } : undefined);
    return {
      report,
      definition,
      period: {
        from: dayToDate(days.from),
        to: dayToDate(days.to),
        previousFrom: dayToDate(days.previousFrom),
        previousTo: dayToDate(days.previousTo),
      },
      rows,
      total: rows.reduce((s, r) => s + r.total, 0),
    };
  }

  /**
   * The report's rows. `aggregate` (the whole tenant, or a scope of whole organisations): a
   * report of applications over organisation / school type / degree only sums the
   * application_report_day rows of the days; anything else groups the applications.
   */
  private async rowsOf(
    ctx: TenantContext,
    definition: ReportDefinition,
    range: AppliedRange,
    aggregate?: { days: { from: number; to: number }; organizationIds?: readonly string[] },
  ): Promise<ReportRow[]> {
    const dims = new Set<ReportDimension>(definition.dimensions);
    const [jobs, orgs] = await Promise.all([this.lookup.jobs(ctx), this.lookup.organizations(ctx)]);
    const jobById = new Map(jobs.map((j) => [j.id, j]));
    const orgName = new Map(orgs.map((o) => [o.id, o.name]));
    const otherColumns: Exclude<ReportGroupColumn, 'job_id'>[] = [];
    if (dims.has('schoolType')) otherColumns.push('school_level');
    if (dims.has('degree')) otherColumns.push('degree');
    if (dims.has('school')) otherColumns.push('school');
    const byOrgOnly = dims.has('organization') && !dims.has('job');

    let groups: Array<{ jobId: string; orgId: string; values: ReportGroup['values']; n: number }>;
    if (aggregate && definition.measure === 'applications' && !dims.has('job') && !dims.has('school')) {
      const columns: ReportAggregateColumn[] = [
        ...(dims.has('organization') ? (['organization_id'] as const) : []),
        ...(otherColumns as ReportAggregateColumn[]),
      ];
      const rows = await this.reportAggregates.groups(
        ctx,
        columns,
        aggregate.days.from,
        aggregate.days.to,
        aggregate.organizationIds,
      );
      groups = rows.map((r) => ({
        jobId: '',
        orgId: r.values.organization_id ?? '',
        values: { school_level: r.values.school_level, degree: r.values.degree },
        n: r.n,
      }));
    } else if (byOrgOnly) {
      const rows = await this.applications.reportGroupsByOrganization(
        ctx,
        range,
        otherColumns,
        definition.measure,
      );
      groups = rows.map((r) => ({ jobId: '', orgId: r.organizationId, values: r.values, n: r.n }));
    } else {
      const columns: ReportGroupColumn[] =
        dims.has('organization') || dims.has('job') ? ['job_id', ...otherColumns] : otherColumns;
      const rows = await this.applications.reportGroups(ctx, range, columns, definition.measure);
      groups = rows.map((r) => ({
        jobId: r.values.job_id ?? '',
        orgId: jobById.get(r.values.job_id ?? '')?.organizationId ?? '',
        values: r.values,
        n: r.n,
      }));
    }

    const merged = new Map<string, ReportRow>();
    for (const g of groups) {
      const row: ReportRow = {
        orgid: dims.has('organization') ? g.orgId : '',
        orgname: dims.has('organization') ? (orgName.get(g.orgId) ?? '') : '',
        jobname: dims.has('job') ? (jobById.get(g.jobId)?.name ?? '已删除职位') : '',
        schooltype: dims.has('schoolType') ? (g.values.school_level ?? '') : '',
        degree: dims.has('degree') ? (g.values.degree ?? '') : '',
        schoolcname: dims.has('school') ? (g.values.school ?? '') : '',
        total: 0,
      };
      const key = [
        dims.has('job') ? g.jobId : '',
        row.orgid,
        row.schooltype,
        row.degree,
        row.schoolcname,
      ].join('\u0001');
      const existing = merged.get(key) ?? row;
      existing.total += g.n;
      merged.set(key, existing);
    }
    const order = REPORT_DIMENSIONS.filter((d) => dims.has(d));
    const text = (r: ReportRow, d: ReportDimension) =>
      d === 'organization'
        ? r.orgname
        : d === 'job'
          ? r.jobname
          : d === 'schoolType'
            ? r.schooltype
            : d === 'degree'
              ? r.degree
              : r.schoolcname;
    return [...merged.values()].sort((a, b) => {
      for (const d of order) {
        const c = text(a, d).localeCompare(text(b, d), 'zh-CN');
        if (c !== 0) return c;
      }
      return b.total - a.total;
    });
  }

  private async refuseTakenName(ctx: TenantContext, name: string, exceptId: string | null): Promise<void> {
    const taken = await this.reports.byName(ctx, name);
    if (taken && taken.id !== exceptId) throw errors.business(STATISTICS_MESSAGE.duplicateName, 409);
  }

  private async guardName(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw errors.business(STATISTICS_MESSAGE.duplicateName, 409);
      throw error;
    }
  }
}

function toSummary(row: StatReportRow): ReportSummary {
  return {
    id: row.id,
    name: row.name,
    standard: false,
    dimensions: JSON.parse(row.dimensions_json) as ReportDimension[],
    measure: row.measure === 'candidates' ? 'candidates' : 'applications',
    createdByName: row.created_by_name,
    updatedAt: Number(row.updated_at),
  };
}
