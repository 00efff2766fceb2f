import type { Expression, Kysely, RawBuilder, SqlBool, Updateable } from 'kysely';
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
import { regionOptionTree } from '@ehire/domain/dictionaries/option-trees';
import { labelOptionTree } from '@ehire/domain/dictionaries/tree-option';
import { newId } from '../../db/ids';
import * as applications from '../applications/application.repository';
import { recordActivity, type ResolvedSelection } from '../applications/application.repository';
import * as applicationLabels from '../applications/application-label.repository';
import type { ApplicationTable, Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { conditionDialectOf, type ConditionSqlDialect } from '../../platform/conditions';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import * as flowRepository from '../flow/flow.repository';
import * as jobsRepository from '../jobs/jobs.repository';
import { designVersionModules } from '../resume-design/resume-design.repository';
import { onlineDesignSmartModules } from '../smart-rules/smart-rules.service';
import { insertApplicationScore, scoresOfApplication } from '../smart-rules/smart-rules.repository';
import { DataScopeService } from '../settings/data-scope.service';
import { LabelRepository } from '../settings/label.repository';
import { OperatorRepository } from '../settings/operator.repository';
import { commentsOf, commentsOfApplication, insertComment } from './application-comment.repository';
import { candidateForDetail, resumeForDetail } from './candidate.repository';
import { ResumeAttachmentRepository } from './resume-attachment.repository';
import { TalentSavedSearchRepository } from './talent-saved-search.repository';
import { EXTRA_SOURCE, type TalentExportRow } from './talent-export';
import { designFieldList, systemFieldList } from './talent-fields';

type Db = Kysely<Database>;

const TALENT_MESSAGES = {
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
const ACTIVITY_NAME: Record<string, string> = {
  ...TALENT_ACTION_LABEL,
  apply: '投递',
  forward: '投递转发',
  withdraw: '撤回投递',
  merge: '合并候选人',
};

/** A list row from its record and the labels read for it (TalentService.labelsOf). */
function talentRow(
  row: applications.TalentRowRecord,
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
  private readonly operators: OperatorRepository;
  private readonly labels: LabelRepository;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.dialect = conditionDialectOf(db);
    this.attachments = new ResumeAttachmentRepository(db);
    this.searches = new TalentSavedSearchRepository(db);
    this.scopes = new DataScopeService(db);
    this.operators = new OperatorRepository(db);
    this.labels = new LabelRepository(db);
  }

  private async resolve(ctx: TenantContext, s: TalentSelection): Promise<ResolvedSelection> {
    // The role's data scope (issue 17) and the caller's own personal labels are part of it.
    const scope = await this.scopes.applicationScope(ctx);
    return applications.resolveTalentSelection(this.db, this.dialect, ctx, s, scope);
  }

  async actor(ctx: TenantContext): Promise<Actor> {
    return { id: ctx.operatorId, name: await this.operators.displayName(ctx, ctx.operatorId) };
  }

  // ------------------------------------------------------------------------------------ list

  /** The FilterEditor's fields: the system fields, then every field of the online resume design. */
  async fields(ctx: TenantContext): Promise<TalentField[]> {
    const [modules, labels] = await Promise.all([
      onlineDesignSmartModules(this.db, ctx.tenantId),
      this.labels.list(ctx, ''),
    ]);
    const trees = { regions: regionOptionTree('region'), labels: labelOptionTree(labels) };
    return [...systemFieldList(trees), ...designFieldList(modules)];
  }

  async list(ctx: TenantContext, q: TalentListQuery): Promise<TalentPage> {
    const sel = await this.resolve(ctx, q);
    const offset = (q.pageIndex - 1) * q.pageSize;
    if (q.withCounts && !sel.unfiltered) return this.searchedList(ctx, q, sel, offset);
    // The page with its rows (then their labels) and the counts do not wait for each other:
    // started together, on PostgreSQL they run side by side on pooled connections instead of one
    // round trip after another; SQLite runs them in turn on its one connection either way.
    const rows = applications
      .talentPageRows(this.db, this.dialect, sel, q.sort, q.pageSize, offset)
      .then((page) => this.present(ctx, page));
    // One pass gives the counts and the total: the total is the counts' cells the split selects
    // (without a search, read from application_count rather than counting the rows).
    const grouped = q.withCounts || sel.unfiltered ? this.grouped(sel) : null;
    const total = grouped
      ? grouped.then((cells) => splitTotal(sel, cells))
      : applications.talentCount(this.db, this.dialect, sel);
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

  /**
   * A search with its counts (issue 21): the counts and the page's ids come from one statement
   * that reads the matching applications once, then the page's rows by id.
   */
  private async searchedList(
    ctx: TenantContext,
    q: TalentListQuery,
    sel: ResolvedSelection,
    offset: number,
  ): Promise<TalentPage> {
    const found = applications.talentCountCellsAndPageIds(
      this.db,
      this.dialect,
      sel,
      q.sort,
      q.pageSize,
      offset,
    );
    const cells = found.then((f) => f.cells);
    const [pageRows, counts] = await Promise.all([
      found.then((f) => this.rowsByIds(ctx, f.ids)),
      this.countsOf(ctx, q, cells),
    ]);
    return {
      total: splitTotal(sel, await cells),
      pageIndex: q.pageIndex,
      pageSize: q.pageSize,
      rows: pageRows,
      counts,
    };
  }

  /** Rows of the given applications, in the given order. */
  async rowsByIds(ctx: TenantContext, ids: readonly string[]): Promise<TalentRow[]> {
    if (ids.length === 0) return [];
    const [found, labels] = await Promise.all([
      applications.talentRowsByIds(this.db, ctx.tenantId, ids),
      this.labelsOf(ctx, ids),
    ]);
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [talentRow(row, labels)] : [];
    });
  }

  /** The rows read by pageRowsSql, in their order, with their labels. */
  private async present(
    ctx: TenantContext,
    found: readonly applications.TalentRowRecord[],
  ): Promise<TalentRow[]> {
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
      const rows = await applicationLabels.labelsOfApplications(this.db, ctx.tenantId, ctx.operatorId, chunk);
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
      new flowRepository.FlowRepository(this.db).flows(this.db, ctx.tenantId),
      flowRepository.tenantSteps(this.db, ctx.tenantId),
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
    return applicationLabels.personalLabelsOf(this.db, ctx.tenantId, ctx.operatorId);
  }

  /** The list's total for a selection, as list() computes it. */
  private async totalOf(sel: ResolvedSelection): Promise<number> {
    if (!sel.unfiltered) return applications.talentCount(this.db, this.dialect, sel);
    return splitTotal(sel, await this.grouped(sel));
  }

  private async grouped(sel: ResolvedSelection) {
    return applications.talentCountCells(this.db, this.dialect, sel);
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
    // With a job, the steps depend on the counts (the flows of the steps its applications sit
    // in); without one both are read at once.
    const [stepRows, grouped] = s.jobId
      ? await counted.then(
          async (cells) =>
            [
              await flowRepository.stepsWithFlowName(this.db, ctx.tenantId, {
                jobId: s.jobId as string,
                heldStepIds: [...new Set(cells.map((row) => row.step_id))],
              }),
              cells,
            ] as const,
        )
      : await Promise.all([flowRepository.stepsWithFlowName(this.db, ctx.tenantId, null), counted]);
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
    const rows = await jobsRepository.jobsWithApplicationCounts(this.db, ctx, scope);
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
    return applications.talentNeighbours(this.db, this.dialect, sel, q.sort, applicationId);
  }

  // ---------------------------------------------------------------------------------- export

  /** Names of the job and step a selection refers to by id (for the export's words). */
  async selectionNames(
    ctx: TenantContext,
    s: TalentSelection,
  ): Promise<{ jobName?: string; stepName?: string }> {
    const [jobName, stepName] = await Promise.all([
      s.jobId ? jobsRepository.jobName(this.db, ctx.tenantId, s.jobId) : undefined,
      s.ivid ? flowRepository.stepNameByIvid(this.db, ctx.tenantId, s.ivid) : undefined,
    ]);
    return { ...(jobName !== undefined ? { jobName } : {}), ...(stepName !== undefined ? { stepName } : {}) };
  }

  /** How many rows an export of `target` writes now: the list's total, or the ids that exist. */
  async exportTotal(ctx: TenantContext, target: TalentExportTarget): Promise<number> {
    if (target.applicationIds) {
      const ids = [...new Set(target.applicationIds)];
      if (ids.length === 0) return 0;
      const scope = await this.scopes.applicationScope(ctx);
      return applications.countApplicationsIn(this.db, ctx.tenantId, ids, scope);
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
      conds = applications.talentIdsConditions(ctx.tenantId, ids, await this.scopes.applicationScope(ctx));
    } else {
      sel = await this.resolve(ctx, target.selection ?? DEFAULT_SELECTION);
      conds = [...sel.base, ...sel.split];
    }
    const needs = new Set(columns.map((key) => EXTRA_SOURCE[key]).filter((need) => need !== ''));
    let last: { v: unknown; id: string } | null = null;
    let produced = 0;
    while (produced < options.limit) {
      const size = Math.min(options.batchSize, options.limit - produced);
      const page = await applications.talentKeysetPage(
        this.db,
        this.dialect,
        sel,
        conds,
        target.sort,
        last,
        size,
      );
      const tail = page[page.length - 1];
      if (!tail) return;
      last = { v: tail.v, id: tail.id };
      const ids = page.map((r) => r.id);
      const rows: TalentExportRow[] = await this.rowsByIds(ctx, ids);
      if (needs.size) await this.addExportExtras(ctx, rows, needs);
      produced += rows.length;
      yield rows;
      if (page.length < size) return;
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
      const found = await applications.talentExportJoins(this.db, ctx.tenantId, ids);
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
      const comments = await commentsOf(this.db, ctx.tenantId, ids);
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
      const apps = await applications.applicationsWithStep(trx, ctx.tenantId, ids);
      const byId = new Map(apps.map((row) => [row.id, row]));
      const flowIds = [...new Set(apps.map((row) => row.flow_id))];
      const stepRows = flowIds.length ? await flowRepository.stepsOfFlows(trx, ctx.tenantId, flowIds) : [];
      const stepsOf = (flowId: string) => stepRows.filter((row) => row.flow_id === flowId).map(stepInfo);
      let moveTarget: { jobId: string; jobName: string; flowId: string; step: StepInfo } | undefined;
      if (input.action === 'move') {
        const job = await jobsRepository.liveJob(trx, ctx.tenantId, input.jobId);
        if (!job) throw errors.validation(TALENT_MESSAGES.jobNotFound);
        const first = await flowRepository.firstStep(trx, ctx.tenantId, job.flow_id);
        if (!first) throw errors.business(TALENT_MESSAGES.jobHasNoStep);
        moveTarget = { jobId: job.id, jobName: job.name_cn, flowId: job.flow_id, step: stepInfo(first) };
      }
      let flowTarget: { flowId: string; flowName: string; step: StepInfo } | undefined;
      if (input.action === 'moveFlow') {
        const flow = await new flowRepository.FlowRepository(this.db).flow(trx, ctx.tenantId, input.flowId);
        if (!flow) throw errors.validation(TALENT_MESSAGES.flowNotFound);
        const step = await flowRepository.stepOfFlow(trx, ctx.tenantId, flow.id, input.ivid);
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
        const update = (patch: Updateable<ApplicationTable>) =>
          applications.updateApplication(trx, ctx.tenantId, id, { ...touch, ...patch });

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
            const clash = await applications.applicationOfCandidateForJob(
              trx,
              ctx.tenantId,
              app.candidate_id,
              target.jobId,
            );
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
              const have = new Set(await applicationLabels.labelsOfApplication(trx, ctx.tenantId, id));
              const fresh = labels.filter((label) => !have.has(label));
              if (fresh.length) await applicationLabels.insertApplicationLabels(trx, ctx.tenantId, id, fresh);
            } else {
              await applicationLabels.removeApplicationLabels(trx, ctx.tenantId, id, labels);
            }
            await update({});
            await log(`${input.action === 'addLabels' ? '添加' : '移除'}标签：${labels.join('、')}`);
            break;
          }
          case 'addPersonalLabels':
          case 'removePersonalLabels': {
            const labels = [...new Set(input.labels)];
            if (input.action === 'addPersonalLabels') {
              const have = new Set(
                await applicationLabels.personalLabelsOfApplication(trx, ctx.tenantId, id, actor.id),
              );
              const fresh = labels.filter((label) => !have.has(label));
              if (have.size + fresh.length > PERSONAL_LABELS_MAX) {
                refuse(TALENT_MESSAGES.personalLabelsFull);
                continue;
              }
              if (fresh.length)
                await applicationLabels.insertPersonalLabels(trx, ctx.tenantId, id, actor.id, fresh, now);
            } else {
              await applicationLabels.removePersonalLabels(trx, ctx.tenantId, id, actor.id, labels);
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
            await insertComment(trx, {
              id: newId(now),
              tenant_id: ctx.tenantId,
              application_id: id,
              actor_id: actor.id,
              actor_name: actor.name,
              content: input.content,
              created_at: now,
            });
            await log(`评论：${input.content.slice(0, 100)}`);
            break;
          case 'score':
            await insertApplicationScore(trx, {
              id: newId(now),
              tenant_id: ctx.tenantId,
              application_id: id,
              actor_id: actor.id,
              actor_name: actor.name,
              score: input.score,
              comment: input.comment,
              created_at: now,
            });
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
      resumeForDetail(this.db, t, row.resumeId),
      candidateForDetail(this.db, t, row.candidateId),
      applications.activityOf(this.db, t, applicationId),
      commentsOfApplication(this.db, t, applicationId),
      scoresOfApplication(this.db, t, applicationId),
      applications.otherApplicationsOf(this.db, t, row.candidateId, applicationId),
      this.attachments.ofResume(t, row.resumeId),
    ]);
    // The design version the form was filled against renders the resume as filled (its fields,
    // labels and display rules); versions are immutable once published.
    const filledAgainst =
      resume.design_version === null
        ? undefined
        : await designVersionModules(this.db, t, resume.design_version);
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
      { fileId: string } | { fileId: null; fileName: string; mimeType: string; content: Buffer }
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
