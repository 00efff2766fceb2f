import { sql, type Expression, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { isStageType, STAGE, type StageType } from '@ehire/domain/codes/stages';
import {
  INBOX_CODE_LABEL,
  PERSONAL_LABELS_MAX,
  TALENT_ACTION_LABEL,
  type ActivityItem,
  type InboxCode,
  type Neighbours,
  type ResumeDetail,
  type SavedSearch,
  type SavedSearchInput,
  type StepCounts,
  type TalentAction,
  type TalentActionResult,
  type TalentCounts,
  type TalentFlow,
  type TalentField,
  type TalentJobItem,
  type TalentListQuery,
  type TalentPage,
  type TalentRow,
  type TalentSelection,
  type TalentSort,
} from '@ehire/domain/contracts/talent';
import type { TalentExportColumnKey } from '@ehire/domain/contracts/exports';
import { decide, inboxGroupOf, type StepInfo } from '@ehire/domain/talent/transitions';
import { newId } from '../../db/ids';
import { recordActivity } from '../applications/application.repository';
import { personalLabelsOf } from '../applications/application-label.repository';
import type { Database, FlowStepTable } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { conditionDialectOf, type ConditionSqlDialect } from '../../platform/conditions';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { onlineDesignSmartModules } from '../smart-rules/smart-rules.service';
import { DataScopeService } from '../settings/data-scope.service';
import { ResumeAttachmentRepository } from './resume-attachment.repository';
import { TalentSavedSearchRepository } from './talent-saved-search.repository';
import { designFieldList } from './talent-design-filter.sql';
import { EXTRA_SOURCE, type TalentExportRow } from './talent-export';
import { systemFieldList } from './talent-filter.sql';
import {
  fromSql,
  orderSql,
  pageRowsSql,
  resolveSelection,
  rowsByIdsSql,
  scopeSql,
  sortValueSql,
  whereSql,
  type ResolvedSelection,
  type TalentRowRecord,
} from './talent-query.sql';

type Db = Kysely<Database>;

export const TALENT_MESSAGES = {
  notFound: '投递不存在',
  jobNotFound: '职位不存在',
  searchNotFound: '搜索不存在',
  notOwner: '只能删除自己创建的搜索',
  alreadyApplied: '候选人已投递该职位',
  sameJob: '已在该职位中',
  jobHasNoStep: '该职位的招聘流程没有环节',
  stepNotFound: '目标环节不存在',
  flowNotFound: '流程不存在',
  stepNotInFlow: '目标环节不属于所选流程',
  sameFlow: '已在该流程中，请使用通过',
  personalLabelsFull: `每份投递最多${PERSONAL_LABELS_MAX}个个人标签`,
} as const;

interface Actor {
  id: string;
  name: string;
}

/** Writes one activity row: the application repository's (re-exported for existing callers). */
export { recordActivity };

const ACTIVITY_NAME: Record<string, string> = {
  ...TALENT_ACTION_LABEL,
  apply: '投递',
  forward: '投递转发',
  withdraw: '撤回投递',
  merge: '合并候选人',
};

/** The caller's personal label `label` is on the application (index application_personal_label_owner_idx). */
function personalLabelSql(operatorId: string, label: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from application_personal_label as pl where pl.tenant_id = a.tenant_id and pl.operator_id = ${operatorId} and pl.label = ${label} and pl.application_id = a.id)`;
}

/** A list row from its record and the labels read for it (TalentService.labelsOf). */
function talentRow(
  row: TalentRowRecord,
  { labels, personalLabels }: { labels: Map<string, string[]>; personalLabels: Map<string, string[]> },
): TalentRow {
  return {
    applicationId: row.id,
    candidateId: row.candidate_id,
    resumeId: row.resume_id,
    name: row.name,
    gender: row.gender,
    mobile: row.mobile,
    email: row.email,
    school: row.school,
    schoolLevel: row.school_level,
    major: row.major,
    degree: row.degree,
    graduationYear: row.graduation_year,
    region: row.region,
    source: row.source,
    jobId: row.job_id,
    jobName: row.name_cn,
    flowId: row.flow_id,
    stepId: row.step_id,
    ivid: row.ivid,
    stepName: row.step_name,
    ivType: row.iv_type,
    inboxStatus: row.inbox_status,
    inboxStatusName: INBOX_CODE_LABEL[row.inbox_status],
    score: row.score === null ? null : Number(row.score),
    isStarred: row.is_starred === 1,
    labels: labels.get(row.id) ?? [],
    personalLabels: personalLabels.get(row.id) ?? [],
    appliedAt: Number(row.applied_at),
    updatedAt: Number(row.updated_at),
  };
}

function stepInfo(row: { id: string; ivid: string; name: string; iv_type: number; sort: number }): StepInfo {
  return {
    id: row.id,
    ivid: row.ivid,
    name: row.name,
    ivType: (isStageType(row.iv_type) ? row.iv_type : STAGE.nonProcess) as StageType,
    sort: row.sort,
  };
}

/** The list's total: the per-step, per-status cells the selection's split selects. */
function splitTotal(
  sel: ResolvedSelection,
  grouped: ReadonlyArray<{ step_id: string; inbox_status: string; n: number }>,
): number {
  return grouped
    .filter((row) => sel.splitStepId === null || row.step_id === sel.splitStepId)
    .filter((row) => sel.splitCodes === null || sel.splitCodes.includes(row.inbox_status))
    .reduce((sum, row) => sum + Number(row.n), 0);
}

const DEFAULT_SELECTION: TalentSelection = { tab: 'first', keyword: '', labels: [], personalLabels: [] };

/** What an export reads: the given applications, or everything the selection matches; in `sort` order. */
export interface TalentExportTarget {
  applicationIds?: readonly string[];
  selection?: TalentSelection;
  sort: TalentSort;
}

export class TalentService {
  private readonly dialect: ConditionSqlDialect;
  private readonly attachments: ResumeAttachmentRepository;
  private readonly scopes: DataScopeService;
  private readonly searches: TalentSavedSearchRepository;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.dialect = conditionDialectOf(db);
    this.attachments = new ResumeAttachmentRepository(db);
    this.searches = new TalentSavedSearchRepository(db);
    this.scopes = new DataScopeService(db);
  }

  /** The data scope of the caller's role as a condition on `a` (null: everything). */
  private async scopeCondition(ctx: TenantContext): Promise<RawBuilder<SqlBool> | null> {
    return scopeSql(await this.scopes.applicationScope(ctx));
  }

  private async resolve(ctx: TenantContext, s: TalentSelection): Promise<ResolvedSelection> {
    const sel = await resolveSelection(this.db, this.dialect, ctx.tenantId, s);
    // The role's data scope (issue 17): one condition every list, count and export shares.
    const scope = await this.scopeCondition(ctx);
    if (scope) {
      sel.base.push(scope);
      sel.unfiltered = null;
    }
    // Personal labels are always the caller's own: the operator is part of the condition.
    if (s.personalLabels.length > 0) {
      sel.base.push(...s.personalLabels.map((label) => personalLabelSql(ctx.operatorId, label)));
      sel.unfiltered = null;
    }
    return sel;
  }

  async actor(ctx: TenantContext): Promise<Actor> {
    const row = await this.db
      .selectFrom('operator')
      .select('display_name')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', ctx.operatorId)
      .executeTakeFirst();
    return { id: ctx.operatorId, name: row?.display_name ?? '' };
  }

  // ------------------------------------------------------------------------------------ list

  /** The FilterEditor's fields: the system fields, then every field of the online resume design. */
  async fields(ctx: TenantContext): Promise<TalentField[]> {
    return [...systemFieldList(), ...designFieldList(await onlineDesignSmartModules(this.db, ctx.tenantId))];
  }

  async list(ctx: TenantContext, q: TalentListQuery): Promise<TalentPage> {
    const sel = await this.resolve(ctx, q);
    const conds = [...sel.base, ...sel.split];
    const from = fromSql(this.dialect, sel);
    const offset = (q.pageIndex - 1) * q.pageSize;
    // The page with its rows (then their labels) and the counts do not wait for each other:
    // started together, on PostgreSQL they run side by side on pooled connections instead of one
    // round trip after another; SQLite runs them in turn on its one connection either way.
    const rows = pageRowsSql(this.dialect, sel, q.sort, q.pageSize, offset)
      .execute(this.db)
      .then((page) => this.present(ctx, page.rows));
    // One pass gives the counts and the total: the total is the counts' cells the split selects
    // (without a search, read from application_count rather than counting the rows).
    const grouped = q.withCounts || sel.unfiltered ? this.grouped(sel) : null;
    const total = grouped
      ? grouped.then((cells) =>
          cells
            .filter((row) => sel.splitStepId === null || row.step_id === sel.splitStepId)
            .filter((row) => sel.splitCodes === null || sel.splitCodes.includes(row.inbox_status))
            .reduce((sum, row) => sum + Number(row.n), 0),
        )
      : sql<{ n: number }>`select count(*) as n from ${from} where ${whereSql(conds)}`
          .execute(this.db)
          .then((counted) => Number(counted.rows[0]?.n ?? 0));
    const [pageRows, n, counts] = await Promise.all([
      rows,
      total,
      q.withCounts && grouped ? this.countsOf(ctx, q, grouped) : undefined,
    ]);
    return {
      total: n,
      pageIndex: q.pageIndex,
      pageSize: q.pageSize,
      rows: pageRows,
      ...(counts ? { counts } : {}),
    };
  }

  /** Rows of the given applications, in the given order. */
  async rowsByIds(ctx: TenantContext, ids: readonly string[]): Promise<TalentRow[]> {
    if (ids.length === 0) return [];
    const [found, labels] = await Promise.all([
      rowsByIdsSql(ctx.tenantId, ids).execute(this.db),
      this.labelsOf(ctx, ids),
    ]);
    const byId = new Map(found.rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [talentRow(row, labels)] : [];
    });
  }

  /** The rows read by pageRowsSql, in their order, with their labels. */
  private async present(ctx: TenantContext, found: readonly TalentRowRecord[]): Promise<TalentRow[]> {
    if (found.length === 0) return [];
    const labels = await this.labelsOf(
      ctx,
      found.map((row) => row.id),
    );
    return found.map((row) => talentRow(row, labels));
  }

  /** The applications' labels and the caller's personal labels (never another operator's). */
  private async labelsOf(
    ctx: TenantContext,
    ids: readonly string[],
  ): Promise<{ labels: Map<string, string[]>; personalLabels: Map<string, string[]> }> {
    const labels = new Map<string, string[]>();
    const personalLabels = new Map<string, string[]>();
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      // Both kinds in one statement (one round trip for the page's label chips).
      const { rows } = await sql<{ application_id: string; label: string; personal: number }>`
        select application_id, label, 0 as personal from application_label
          where tenant_id = ${ctx.tenantId} and application_id in (${sql.join(chunk)})
        union all
        select application_id, label, 1 as personal from application_personal_label
          where tenant_id = ${ctx.tenantId} and operator_id = ${ctx.operatorId} and application_id in (${sql.join(chunk)})
        order by label`.execute(this.db);
      for (const row of rows) {
        const into = Number(row.personal) === 1 ? personalLabels : labels;
        into.set(row.application_id, [...(into.get(row.application_id) ?? []), row.label]);
      }
    }
    return { labels, personalLabels };
  }

  /** The tenant's flows with their steps, in the order of the flow pages (default first). */
  async flows(ctx: TenantContext): Promise<TalentFlow[]> {
    const [flows, steps] = await Promise.all([
      this.db
        .selectFrom('flow')
        .select(['id', 'name', 'is_default'])
        .where('tenant_id', '=', ctx.tenantId)
        .orderBy('is_default', 'desc')
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('flow_step')
        .select(['flow_id', 'ivid', 'name', 'iv_type', 'sort'])
        .where('tenant_id', '=', ctx.tenantId)
        .orderBy('sort')
        .execute(),
    ]);
    return flows.map((flow) => ({
      flowId: flow.id,
      name: flow.name,
      isDefault: flow.is_default === 1,
      steps: steps
        .filter((step) => step.flow_id === flow.id)
        .map((step) => ({ ivid: step.ivid, name: step.name, ivType: step.iv_type, sort: step.sort })),
    }));
  }

  /** The caller's personal labels in use (GET /personal-labels). */
  async personalLabels(ctx: TenantContext): Promise<string[]> {
    return personalLabelsOf(this.db, ctx.tenantId, ctx.operatorId);
  }

  private async countOf(sel: ResolvedSelection): Promise<number> {
    const counted = await sql<{
      n: number;
    }>`select count(*) as n from ${fromSql(this.dialect, sel)} where ${whereSql([...sel.base, ...sel.split])}`.execute(
      this.db,
    );
    return Number(counted.rows[0]?.n ?? 0);
  }

  /** The list's total for a selection, as list() computes it. */
  private async totalOf(sel: ResolvedSelection): Promise<number> {
    if (!sel.unfiltered) return this.countOf(sel);
    return splitTotal(sel, await this.grouped(sel));
  }

  private async grouped(sel: ResolvedSelection) {
    if (sel.unfiltered) {
      // Kept by triggers on application (migration 006): no need to count the rows themselves.
      const { jobId, starredOnly } = sel.unfiltered;
      const { rows } = await sql<{ step_id: string; inbox_status: string; n: number | string }>`
        select step_id, inbox_status, sum(n) as n from application_count
        where tenant_id = ${sel.tenantId} and n > 0${jobId ? sql` and job_id = ${jobId}` : sql``}${starredOnly ? sql` and is_starred = 1` : sql``}
        group by step_id, inbox_status`.execute(this.db);
      return rows
        .map((row) => ({
          step_id: row.step_id,
          inbox_status: row.inbox_status as InboxCode,
          n: Number(row.n),
        }))
        .filter((row) => row.n > 0);
    }
    // SQLite: grouping by +column (not a plain column) keeps the planner from reading the rows in
    // (step, status) order through application_tenant_step_status_idx — a table lookup per
    // application — when application_talent_filter_idx answers the filter by itself (a school-tier
    // filter over 100,000 applications: 240 ms → 20 ms).
    const groupBy =
      this.dialect === 'sqlite' ? sql`+a.step_id, +a.inbox_status` : sql`a.step_id, a.inbox_status`;
    const result = await sql<{ step_id: string; inbox_status: InboxCode; n: number }>`
      select a.step_id as step_id, a.inbox_status as inbox_status, count(*) as n
      from ${fromSql(this.dialect, sel)} where ${whereSql(sel.base)}
      group by ${groupBy}`.execute(this.db);
    return result.rows;
  }

  /** Per step, by inbox group; ignores the selection's ivid and inboxstatus. */
  async counts(ctx: TenantContext, s: TalentSelection): Promise<TalentCounts> {
    const sel = await this.resolve(ctx, s);
    return this.countsOf(ctx, s, this.grouped(sel));
  }

  private async countsOf(
    ctx: TenantContext,
    s: TalentSelection,
    counted: Promise<ReadonlyArray<{ step_id: string; inbox_status: InboxCode; n: number }>>,
  ): Promise<TalentCounts> {
    let flows = sql``;
    if (s.jobId) {
      // Applications moved to another flow (moveFlow) keep their job: the job's view shows the
      // whole flows they run in as well, so the per-step counts still add up to the list's total
      // and the 通过 dialog can offer their later steps.
      const held = [...new Set((await counted).map((row) => row.step_id))];
      const heldFlows = held.length
        ? sql` union select hs.flow_id from flow_step as hs where hs.tenant_id = ${ctx.tenantId} and hs.id in (${sql.join(held)})`
        : sql``;
      flows = sql` and s.flow_id in (select j.flow_id from job as j where j.tenant_id = ${ctx.tenantId} and j.id = ${s.jobId}${heldFlows})`;
    }
    // Without a job the steps do not depend on the counts: both are read at once.
    const [{ rows: stepRows }, grouped] = await Promise.all([
      sql<
        Pick<Selectable<FlowStepTable>, 'id' | 'ivid' | 'name' | 'iv_type' | 'sort' | 'flow_id'> & {
          flow_name: string;
        }
      >`select s.id, s.ivid, s.name, s.iv_type, s.sort, s.flow_id, f.name as flow_name
        from flow_step as s inner join flow as f on f.tenant_id = s.tenant_id and f.id = s.flow_id
        where s.tenant_id = ${ctx.tenantId}${flows}
        order by f.created_at, s.flow_id, s.sort`.execute(this.db),
      counted,
    ]);
    const byStep = new Map<string, StepCounts>();
    for (const row of stepRows) {
      byStep.set(row.id, {
        flowId: row.flow_id,
        flowName: row.flow_name,
        stepId: row.id,
        ivid: row.ivid,
        name: row.name,
        ivType: row.iv_type,
        sort: row.sort,
        total: 0,
        byStatus: { '00': 0, '01': 0, '04_05': 0, '02_06_07_08_09': 0 },
      });
    }
    let total = 0;
    for (const row of grouped) {
      const step = byStep.get(row.step_id);
      const n = Number(row.n);
      total += n;
      if (!step) continue;
      step.total += n;
      step.byStatus[inboxGroupOf(row.inbox_status)] += n;
    }
    return { total, steps: [...byStep.values()] };
  }

  async jobs(ctx: TenantContext): Promise<TalentJobItem[]> {
    const scope = await this.scopes.applicationScope(ctx);
    // Per-job numbers from application_count (kept by triggers, migration 006), not the rows.
    const counted = this.db
      .selectFrom('application_count')
      .select((eb) => [
        'job_id',
        eb.fn.sum<number>('n').as('total'),
        eb.fn.sum<number>(sql<number>`case when inbox_status = '00' then n else 0 end`).as('waiting'),
      ])
      .where('tenant_id', '=', ctx.tenantId)
      .groupBy('job_id');
    const rows = await this.db
      .selectFrom('job as j')
      .leftJoin(counted.as('n'), 'n.job_id', 'j.id')
      .select(['j.id', 'j.name_cn', 'j.status', 'j.flow_id', 'n.total', 'n.waiting'])
      .where('j.tenant_id', '=', ctx.tenantId)
      .where('j.deleted_at', 'is', null)
      // The role's data scope (issue 17): only the jobs whose applications the caller may see.
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
    return rows.map((row) => ({
      jobId: row.id,
      name: row.name_cn,
      status: row.status,
      flowId: row.flow_id,
      total: Number(row.total ?? 0),
      waiting: Number(row.waiting ?? 0),
    }));
  }

  /** Previous and next application of the list around `applicationId` (keyset on the sort). */
  async neighbours(ctx: TenantContext, applicationId: string, q: TalentListQuery): Promise<Neighbours> {
    const sel = await this.resolve(ctx, q);
    const conds = [...sel.base, ...sel.split];
    const from = fromSql(this.dialect, sel);
    const value = sortValueSql(q.sort.field);
    const here = await sql<{ v: unknown }>`select ${value} as v from ${from} where ${whereSql([
      ...conds,
      sql<SqlBool>`a.id = ${applicationId}`,
    ])}`.execute(this.db);
    const total = await sql<{
      n: number;
    }>`select count(*) as n from ${fromSql(this.dialect, sel)} where ${whereSql(conds)}`.execute(this.db);
    const n = Number(total.rows[0]?.n ?? 0);
    if (here.rows.length === 0) return { prevId: null, nextId: null, position: null, total: n };
    const v = here.rows[0]?.v;
    const desc = q.sort.order === 'desc';
    // "Before" in list order: greater when descending, smaller when ascending.
    const before = desc
      ? sql<SqlBool>`(${value} > ${v} or (${value} = ${v} and a.id > ${applicationId}))`
      : sql<SqlBool>`(${value} < ${v} or (${value} = ${v} and a.id < ${applicationId}))`;
    const after = desc
      ? sql<SqlBool>`(${value} < ${v} or (${value} = ${v} and a.id < ${applicationId}))`
      : sql<SqlBool>`(${value} > ${v} or (${value} = ${v} and a.id > ${applicationId}))`;
    const one = (cond: RawBuilder<SqlBool>, reverse: boolean) =>
      sql<{
        id: string;
      }>`select a.id as id from ${from} where ${whereSql([...conds, cond])} order by ${orderSql(q.sort, reverse)} limit 1`.execute(
        this.db,
      );
    const [prev, next, position] = await Promise.all([
      one(before, true),
      one(after, false),
      sql<{ n: number }>`select count(*) as n from ${from} where ${whereSql([...conds, before])}`.execute(
        this.db,
      ),
    ]);
    return {
      prevId: prev.rows[0]?.id ?? null,
      nextId: next.rows[0]?.id ?? null,
      position: Number(position.rows[0]?.n ?? 0) + 1,
      total: n,
    };
  }

  // ---------------------------------------------------------------------------------- export

  /** Names of the job and step a selection refers to by id (for the export's words). */
  async selectionNames(
    ctx: TenantContext,
    s: TalentSelection,
  ): Promise<{ jobName?: string; stepName?: string }> {
    const [job, step] = await Promise.all([
      s.jobId
        ? this.db
            .selectFrom('job')
            .select('name_cn')
            .where('tenant_id', '=', ctx.tenantId)
            .where('id', '=', s.jobId)
            .executeTakeFirst()
        : undefined,
      s.ivid
        ? this.db
            .selectFrom('flow_step')
            .select('name')
            .where('tenant_id', '=', ctx.tenantId)
            .where('ivid', '=', s.ivid)
            .executeTakeFirst()
        : undefined,
    ]);
    return { ...(job ? { jobName: job.name_cn } : {}), ...(step ? { stepName: step.name } : {}) };
  }

  /** How many rows an export of `target` writes now: the list's total, or the ids that exist. */
  async exportTotal(ctx: TenantContext, target: TalentExportTarget): Promise<number> {
    if (target.applicationIds) {
      const ids = [...new Set(target.applicationIds)];
      if (ids.length === 0) return 0;
      const scope = await this.scopeCondition(ctx);
      const row = await this.db
        .selectFrom('application as a')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('a.tenant_id', '=', ctx.tenantId)
        .where('a.id', 'in', ids)
        .$if(scope !== null, (q) => q.where(scope as RawBuilder<SqlBool>))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }
    const sel = await this.resolve(ctx, target.selection ?? DEFAULT_SELECTION);
    return this.totalOf(sel);
  }

  /**
   * The rows of an export in batches of `batchSize`, in the list's order (keyset on the list's
   * sort, so every batch is one indexed range read however deep it is), at most `limit` rows:
   * the list's own WHERE (resolveSelection) and row builder (rowsByIds), plus the export-only
   * columns the chosen ones need.
   */
  async *exportBatches(
    ctx: TenantContext,
    target: TalentExportTarget,
    columns: readonly TalentExportColumnKey[],
    options: { batchSize: number; limit: number },
  ): AsyncGenerator<TalentExportRow[]> {
    let sel: ResolvedSelection;
    let conds: Array<RawBuilder<SqlBool> | Expression<SqlBool>>;
    if (target.applicationIds) {
      const ids = [...new Set(target.applicationIds)];
      if (ids.length === 0) return;
      sel = { ...(await this.resolve(ctx, DEFAULT_SELECTION)), answers: false };
      conds = [sql<SqlBool>`a.tenant_id = ${ctx.tenantId}`, sql<SqlBool>`a.id in (${sql.join(ids)})`];
      const scope = await this.scopeCondition(ctx);
      if (scope) conds.push(scope);
    } else {
      sel = await this.resolve(ctx, target.selection ?? DEFAULT_SELECTION);
      conds = [...sel.base, ...sel.split];
    }
    const from = fromSql(this.dialect, sel);
    const value = sortValueSql(target.sort.field);
    const desc = target.sort.order === 'desc';
    const needs = new Set(columns.map((key) => EXTRA_SOURCE[key]).filter((need) => need !== ''));
    let last: { v: unknown; id: string } | null = null;
    let produced = 0;
    while (produced < options.limit) {
      const size = Math.min(options.batchSize, options.limit - produced);
      // A row-value comparison, which both engines read as one index range (the equivalent
      // "v < x or (v = x and id < y)" made SQLite start every batch at the tenant's first row).
      const after: RawBuilder<SqlBool>[] = last
        ? [
            desc
              ? sql<SqlBool>`(${value}, a.id) < (${last.v}, ${last.id})`
              : sql<SqlBool>`(${value}, a.id) > (${last.v}, ${last.id})`,
          ]
        : [];
      const page = await sql<{ id: string; v: unknown }>`select a.id as id, ${value} as v from ${from}
        where ${whereSql([...conds, ...after])} order by ${orderSql(target.sort)} limit ${size}`.execute(
        this.db,
      );
      const tail = page.rows[page.rows.length - 1];
      if (!tail) return;
      last = { v: tail.v, id: tail.id };
      const ids = page.rows.map((r) => r.id);
      const rows: TalentExportRow[] = await this.rowsByIds(ctx, ids);
      if (needs.size) await this.addExportExtras(ctx, rows, needs);
      produced += rows.length;
      yield rows;
      if (page.rows.length < size) return;
    }
  }

  /** The export-only columns of these rows: candidate id number and birth date, job area, flow, comments. */
  private async addExportExtras(
    ctx: TenantContext,
    rows: TalentExportRow[],
    needs: ReadonlySet<string>,
  ): Promise<void> {
    const ids = rows.map((row) => row.applicationId);
    if (needs.has('joins')) {
      const found = await this.db
        .selectFrom('application as a')
        .innerJoin('candidate as c', (j) =>
          j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'),
        )
        .innerJoin('job as j', (j) =>
          j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'),
        )
        .innerJoin('flow as f', (j) =>
          j.onRef('f.tenant_id', '=', 'a.tenant_id').onRef('f.id', '=', 'a.flow_id'),
        )
        .select(['a.id', 'c.id_number', 'c.birth_date', 'j.job_area', 'f.name as flow_name'])
        .where('a.tenant_id', '=', ctx.tenantId)
        .where('a.id', 'in', ids)
        .execute();
      const byId = new Map(found.map((row) => [row.id, row]));
      for (const row of rows) {
        const extra = byId.get(row.applicationId);
        row.idNumber = extra?.id_number ?? '';
        row.birthDate = extra?.birth_date ?? '';
        row.jobArea = extra?.job_area ?? '';
        row.flowName = extra?.flow_name ?? '';
      }
    }
    if (needs.has('comments')) {
      const comments = await this.db
        .selectFrom('application_comment')
        .select(['application_id', 'content'])
        .where('tenant_id', '=', ctx.tenantId)
        .where('application_id', 'in', ids)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      for (const row of rows) row.commentCount = 0;
      const byId = new Map(rows.map((row) => [row.applicationId, row]));
      for (const comment of comments) {
        const row = byId.get(comment.application_id);
        if (!row) continue;
        if (row.commentCount === 0) row.latestComment = comment.content;
        row.commentCount = (row.commentCount ?? 0) + 1;
      }
    }
  }

  // --------------------------------------------------------------------------------- actions

  /** Applies one action to each application; refusals are reported per application. */
  async act(ctx: TenantContext, input: TalentAction): Promise<TalentActionResult> {
    const actor = await this.actor(ctx);
    const now = this.clock.now();
    const ids = [...new Set(input.applicationIds)];
    const results: TalentActionResult['results'] = [];
    await this.db.transaction().execute(async (trx) => {
      const apps = await trx
        .selectFrom('application as a')
        .innerJoin('flow_step as s', (j) =>
          j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
        )
        .select([
          'a.id',
          'a.flow_id',
          'a.job_id',
          'a.candidate_id',
          'a.inbox_status',
          's.id as sid',
          's.ivid',
          's.name',
          's.iv_type',
          's.sort',
        ])
        .where('a.tenant_id', '=', ctx.tenantId)
        .where('a.id', 'in', ids)
        .execute();
      const byId = new Map(apps.map((row) => [row.id, row]));
      const flowIds = [...new Set(apps.map((row) => row.flow_id))];
      const stepRows = flowIds.length
        ? await trx
            .selectFrom('flow_step')
            .select(['id', 'flow_id', 'ivid', 'name', 'iv_type', 'sort'])
            .where('tenant_id', '=', ctx.tenantId)
            .where('flow_id', 'in', flowIds)
            .execute()
        : [];
      const stepsOf = (flowId: string) => stepRows.filter((row) => row.flow_id === flowId).map(stepInfo);
      let moveTarget: { jobId: string; jobName: string; flowId: string; step: StepInfo } | undefined;
      if (input.action === 'move') {
        const job = await trx
          .selectFrom('job')
          .select(['id', 'name_cn', 'flow_id'])
          .where('tenant_id', '=', ctx.tenantId)
          .where('id', '=', input.jobId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!job) throw errors.validation(TALENT_MESSAGES.jobNotFound);
        const first = await trx
          .selectFrom('flow_step')
          .select(['id', 'ivid', 'name', 'iv_type', 'sort'])
          .where('tenant_id', '=', ctx.tenantId)
          .where('flow_id', '=', job.flow_id)
          .orderBy('sort')
          .executeTakeFirst();
        if (!first) throw errors.business(TALENT_MESSAGES.jobHasNoStep);
        moveTarget = { jobId: job.id, jobName: job.name_cn, flowId: job.flow_id, step: stepInfo(first) };
      }
      let flowTarget: { flowId: string; flowName: string; step: StepInfo } | undefined;
      if (input.action === 'moveFlow') {
        const flow = await trx
          .selectFrom('flow')
          .select(['id', 'name'])
          .where('tenant_id', '=', ctx.tenantId)
          .where('id', '=', input.flowId)
          .executeTakeFirst();
        if (!flow) throw errors.validation(TALENT_MESSAGES.flowNotFound);
        const step = await trx
          .selectFrom('flow_step')
          .select(['id', 'ivid', 'name', 'iv_type', 'sort'])
          .where('tenant_id', '=', ctx.tenantId)
          .where('flow_id', '=', flow.id)
          .where('ivid', '=', input.ivid)
          .executeTakeFirst();
        if (!step) throw errors.validation(TALENT_MESSAGES.stepNotInFlow);
        flowTarget = { flowId: flow.id, flowName: flow.name, step: stepInfo(step) };
      }

      for (const id of ids) {
        const app = byId.get(id);
        if (!app) {
          results.push({ applicationId: id, ok: false, message: TALENT_MESSAGES.notFound });
          continue;
        }
        const current = stepInfo({
          id: app.sid,
          ivid: app.ivid,
          name: app.name,
          iv_type: app.iv_type,
          sort: app.sort,
        });
        const state = { inboxStatus: app.inbox_status, step: current };
        const steps = stepsOf(app.flow_id);
        const refuse = (message: string) => results.push({ applicationId: id, ok: false, message });
        const log = (detail: string) =>
          recordActivity(trx, ctx.tenantId, id, actor, input.action, detail, now);
        const touch = { updated_at: now };
        const update = (patch: Record<string, unknown>) =>
          trx
            .updateTable('application')
            .set({ ...touch, ...patch })
            .where('tenant_id', '=', ctx.tenantId)
            .where('id', '=', id)
            .execute();

        switch (input.action) {
          case 'pass': {
            let target: StepInfo | null = null;
            if (input.ivid) {
              target = steps.find((step) => step.ivid === input.ivid) ?? null;
              if (!target) {
                refuse('目标环节不属于该投递的流程');
                continue;
              }
            }
            const d = decide(state, { action: 'pass', target }, steps);
            if (!d.ok) {
              refuse(d.message);
              continue;
            }
            const to = steps.find((step) => step.id === d.stepId);
            await update({ step_id: d.stepId, inbox_status: d.inboxStatus });
            await log(`从「${current.name}」通过到「${to?.name ?? ''}」`);
            break;
          }
          case 'pending':
          case 'eliminate':
          case 'restore':
          case 'arrangeWrittenTest':
          case 'arrangeInterview':
          case 'arrangeVideoInterview': {
            const d = decide(state, { action: input.action }, steps);
            if (!d.ok) {
              refuse(d.message);
              continue;
            }
            await update({ inbox_status: d.inboxStatus });
            const extra =
              input.action === 'eliminate'
                ? `，原因：${input.reason}`
                : 'note' in input && input.note
                  ? `：${input.note}`
                  : '';
            await log(
              `「${current.name}」${INBOX_CODE_LABEL[app.inbox_status]} → ${INBOX_CODE_LABEL[d.inboxStatus]}${extra}`,
            );
            break;
          }
          case 'move': {
            const target = moveTarget;
            if (!target) continue;
            const d = decide(state, { action: 'move' }, steps);
            if (!d.ok) {
              refuse(d.message);
              continue;
            }
            if (app.job_id === target.jobId) {
              refuse(TALENT_MESSAGES.sameJob);
              continue;
            }
            const clash = await trx
              .selectFrom('application')
              .select('id')
              .where('tenant_id', '=', ctx.tenantId)
              .where('candidate_id', '=', app.candidate_id)
              .where('job_id', '=', target.jobId)
              .executeTakeFirst();
            if (clash) {
              refuse(TALENT_MESSAGES.alreadyApplied);
              continue;
            }
            await update({
              job_id: target.jobId,
              flow_id: target.flowId,
              step_id: target.step.id,
              inbox_status: '00',
            });
            await log(`转移到职位「${target.jobName}」的「${target.step.name}」`);
            break;
          }
          case 'moveFlow': {
            // The job stays; the application follows the chosen flow from the chosen step. The
            // counts follow by themselves: application_count is keyed by step (006 triggers).
            const target = flowTarget;
            if (!target) continue;
            const d = decide(state, { action: 'move' }, steps);
            if (!d.ok) {
              refuse(d.message);
              continue;
            }
            if (app.flow_id === target.flowId) {
              refuse(TALENT_MESSAGES.sameFlow);
              continue;
            }
            await update({ flow_id: target.flowId, step_id: target.step.id, inbox_status: '00' });
            await log(`从「${current.name}」转移到流程「${target.flowName}」的「${target.step.name}」`);
            break;
          }
          case 'addLabels':
          case 'removeLabels': {
            const labels = [...new Set(input.labels)];
            if (input.action === 'addLabels') {
              const existing = await trx
                .selectFrom('application_label')
                .select('label')
                .where('tenant_id', '=', ctx.tenantId)
                .where('application_id', '=', id)
                .execute();
              const have = new Set(existing.map((row) => row.label));
              const fresh = labels.filter((label) => !have.has(label));
              if (fresh.length)
                await trx
                  .insertInto('application_label')
                  .values(fresh.map((label) => ({ tenant_id: ctx.tenantId, application_id: id, label })))
                  .execute();
            } else {
              await trx
                .deleteFrom('application_label')
                .where('tenant_id', '=', ctx.tenantId)
                .where('application_id', '=', id)
                .where('label', 'in', labels)
                .execute();
            }
            await update({});
            await log(`${input.action === 'addLabels' ? '添加' : '移除'}标签：${labels.join('、')}`);
            break;
          }
          case 'addPersonalLabels':
          case 'removePersonalLabels': {
            const labels = [...new Set(input.labels)];
            if (input.action === 'addPersonalLabels') {
              const mine = await trx
                .selectFrom('application_personal_label')
                .select('label')
                .where('tenant_id', '=', ctx.tenantId)
                .where('application_id', '=', id)
                .where('operator_id', '=', actor.id)
                .execute();
              const have = new Set(mine.map((row) => row.label));
              const fresh = labels.filter((label) => !have.has(label));
              if (have.size + fresh.length > PERSONAL_LABELS_MAX) {
                refuse(TALENT_MESSAGES.personalLabelsFull);
                continue;
              }
              if (fresh.length)
                await trx
                  .insertInto('application_personal_label')
                  .values(
                    fresh.map((label) => ({
                      tenant_id: ctx.tenantId,
                      application_id: id,
                      operator_id: actor.id,
                      label,
                      created_at: now,
                    })),
                  )
                  .execute();
            } else {
              await trx
                .deleteFrom('application_personal_label')
                .where('tenant_id', '=', ctx.tenantId)
                .where('application_id', '=', id)
                .where('operator_id', '=', actor.id)
                .where('label', 'in', labels)
                .execute();
            }
            // The history is read by everyone with access to the application: it says that
            // personal labels changed, never which ones (they are the actor's alone). The
            // application's updated_at is left alone for the same reason.
            await log(
              `${input.action === 'addPersonalLabels' ? '添加' : '移除'}个人标签${labels.length}个（仅本人可见）`,
            );
            break;
          }
          case 'star':
          case 'unstar':
            await update({ is_starred: input.action === 'star' ? 1 : 0 });
            await log(input.action === 'star' ? '标星' : '取消标星');
            break;
          case 'comment':
            await trx
              .insertInto('application_comment')
              .values({
                id: newId(now),
                tenant_id: ctx.tenantId,
                application_id: id,
                actor_id: actor.id,
                actor_name: actor.name,
                content: input.content,
                created_at: now,
              })
              .execute();
            await log(`评论：${input.content.slice(0, 100)}`);
            break;
          case 'score':
            await trx
              .insertInto('application_score')
              .values({
                id: newId(now),
                tenant_id: ctx.tenantId,
                application_id: id,
                actor_id: actor.id,
                actor_name: actor.name,
                score: input.score,
                comment: input.comment,
                created_at: now,
              })
              .execute();
            await update({ score: input.score });
            await log(`评分：${input.score}${input.comment ? `，${input.comment.slice(0, 100)}` : ''}`);
            break;
        }
        results.push({ applicationId: id, ok: true, message: '' });
      }
    });
    const succeeded = results.filter((r) => r.ok).length;
    return { succeeded, failed: results.length - succeeded, results };
  }

  // ---------------------------------------------------------------------------------- detail

  async detail(ctx: TenantContext, applicationId: string): Promise<ResumeDetail> {
    const [row] = await this.rowsByIds(ctx, [applicationId]);
    if (!row) throw errors.notFound(TALENT_MESSAGES.notFound);
    const t = ctx.tenantId;
    const [resume, candidate, activity, comments, scores, others, attachments] = await Promise.all([
      this.db
        .selectFrom('resume')
        .select(['id', 'answers_json', 'design_version'])
        .where('tenant_id', '=', t)
        .where('id', '=', row.resumeId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('candidate')
        .select(['id', 'name', 'gender', 'mobile', 'email', 'birth_date'])
        .where('tenant_id', '=', t)
        .where('id', '=', row.candidateId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('application_activity')
        .selectAll()
        .where('tenant_id', '=', t)
        .where('application_id', '=', applicationId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      this.db
        .selectFrom('application_comment')
        .selectAll()
        .where('tenant_id', '=', t)
        .where('application_id', '=', applicationId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      this.db
        .selectFrom('application_score')
        .selectAll()
        .where('tenant_id', '=', t)
        .where('application_id', '=', applicationId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      this.db
        .selectFrom('application as a')
        .innerJoin('job as j', (j) =>
          j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'),
        )
        .innerJoin('flow_step as s', (j) =>
          j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
        )
        .select(['a.id', 'a.job_id', 'j.name_cn', 's.name', 'a.inbox_status', 'a.applied_at'])
        .where('a.tenant_id', '=', t)
        .where('a.candidate_id', '=', row.candidateId)
        .where('a.id', '<>', applicationId)
        .orderBy('a.applied_at', 'desc')
        .execute(),
      this.db
        .selectFrom('resume_attachment')
        .select(['id', 'file_name', 'mime_type', 'size'])
        .where('tenant_id', '=', t)
        .where('resume_id', '=', row.resumeId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ]);
    // The design version the form was filled against renders the resume as filled (its fields,
    // labels and display rules); versions are immutable once published.
    const filledAgainst =
      resume.design_version === null
        ? undefined
        : await this.db
            .selectFrom('resume_design_version')
            .select(['version', 'modules_json'])
            .where('tenant_id', '=', t)
            .where('version', '=', resume.design_version)
            .executeTakeFirst();
    let answers: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(resume.answers_json);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        answers = parsed as Record<string, unknown>;
    } catch {
      answers = {};
    }
    const activityItems: ActivityItem[] = activity.map((a) => ({
      id: a.id,
      action: a.action,
      actionName: ACTIVITY_NAME[a.action] ?? a.action,
      detail: a.detail,
      actorName: a.actor_name,
      createdAt: Number(a.created_at),
    }));
    return {
      application: row,
      resume: {
        id: resume.id,
        answers,
        designVersion: resume.design_version,
        design: filledAgainst
          ? { version: filledAgainst.version, emodules: JSON.parse(filledAgainst.modules_json) as unknown }
          : null,
        attachments: attachments.map((f) => ({
          id: f.id,
          fileName: f.file_name,
          mimeType: f.mime_type,
          size: Number(f.size),
          url: `/api/biz/talent/attachments/${f.id}`,
        })),
      },
      candidate: {
        id: candidate.id,
        name: candidate.name,
        gender: candidate.gender,
        mobile: candidate.mobile,
        email: candidate.email,
        birthDate: candidate.birth_date,
      },
      activity: activityItems,
      comments: comments.map((c) => ({
        id: c.id,
        content: c.content,
        authorName: c.actor_name,
        createdAt: Number(c.created_at),
      })),
      scores: scores.map((s) => ({
        id: s.id,
        score: Number(s.score),
        comment: s.comment,
        authorName: s.actor_name,
        createdAt: Number(s.created_at),
      })),
      otherApplications: others.map((o) => ({
        applicationId: o.id,
        jobId: o.job_id,
        jobName: o.name_cn,
        stepName: o.name,
        inboxStatus: o.inbox_status,
        inboxStatusName: INBOX_CODE_LABEL[o.inbox_status],
        appliedAt: Number(o.applied_at),
      })),
    };
  }

  /**
   * Where an attachment's bytes are: its stored file, or (only until the start-up move has run
   * for it, attachment-blob-move.ts) the database row itself.
   */
  async attachment(
    ctx: TenantContext,
    id: string,
  ): Promise<
    { resumeId: string } & (
      | { fileId: string }
      | { fileId: null; fileName: string; mimeType: string; content: Buffer }
    )
  > {
    const row = await this.attachments.forDownload(ctx.tenantId, id);
    if (!row) throw errors.notFound('附件不存在');
    if (row.file_id) return { resumeId: row.resume_id, fileId: row.file_id };
    return {
      resumeId: row.resume_id,
      fileId: null,
      fileName: row.file_name,
      mimeType: row.mime_type,
      content: Buffer.from(row.content),
    };
  }

  // --------------------------------------------------------------------------- saved searches

  async savedSearches(ctx: TenantContext): Promise<SavedSearch[]> {
    const rows = await this.searches.visibleTo(ctx.tenantId, ctx.operatorId);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      isGlobal: row.is_global === 1,
      isMine: row.owner_id === ctx.operatorId,
      ownerName: row.owner_name,
      query: JSON.parse(row.query_json) as SavedSearch['query'],
      createdAt: Number(row.created_at),
    }));
  }

  async saveSearch(ctx: TenantContext, input: SavedSearchInput): Promise<SavedSearch> {
    // Compile once so a search that cannot run is refused now, not when it is applied.
    await this.resolve(ctx, { ...input.query, tab: 'first', personalLabels: [] });
    const actor = await this.actor(ctx);
    const now = this.clock.now();
    const id = newId(now);
    await this.searches.insert({
      id,
      tenant_id: ctx.tenantId,
      owner_id: actor.id,
      owner_name: actor.name,
      name: input.name,
      is_global: input.isGlobal ? 1 : 0,
      query_json: JSON.stringify(input.query),
      created_at: now,
    });
    return {
      id,
      name: input.name,
      isGlobal: input.isGlobal,
      isMine: true,
      ownerName: actor.name,
      query: input.query,
      createdAt: now,
    };
  }

  async deleteSearch(ctx: TenantContext, id: string): Promise<string> {
    const row = await this.searches.find(ctx.tenantId, id);
    if (!row || (row.owner_id !== ctx.operatorId && row.is_global !== 1))
      throw errors.notFound(TALENT_MESSAGES.searchNotFound);
    if (row.owner_id !== ctx.operatorId) throw errors.business(TALENT_MESSAGES.notOwner, 403);
    await this.searches.delete(ctx.tenantId, id);
    return row.name;
  }
}
