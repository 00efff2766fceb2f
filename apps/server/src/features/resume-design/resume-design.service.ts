import type { Kysely } from 'kysely';
import {
  COL_FORM,
  DICTIONARY_TYPE,
  ENABLE_STATUS,
  FIELD_STATUS,
  isCustomModForm,
  MOD_FORM,
  MOD_TYPE,
  type CheckStatus,
} from '@ehire/domain/codes/resume-design';
import type {
  CustomDictItem,
  DesignVersionItem,
  DraftAnswer,
  EditAnswer,
  LatestTaskAnswer,
  OnlineDesignAnswer,
  OpsDesignDetail,
  OpsDesignReviewAnswer,
  OpsDesignReviewItem,
  PresetFieldAnswer,
  RelatedRulesAnswer,
  SaveDesignAnswer,
  SaveDesignParsed,
  TaskActionAnswer,
} from '@ehire/domain/contracts/resume-design';
import { getSystemDictionary } from '@ehire/domain/dictionaries/system';
import { availablePresets } from '@ehire/domain/resume-design/changes';
import { diffDesigns } from '@ehire/domain/resume-design/diff';
import { DESIGN_MESSAGE as M } from '@ehire/domain/resume-design/messages';
import {
  liveFields,
  liveModules,
  type DesignField,
  type DesignModule,
  type DictItem,
  type ModuleSaveFail,
} from '@ehire/domain/resume-design/model';
import { canDeleteModule, enableSwitchLocked } from '@ehire/domain/resume-design/module-rules';
import { commonFieldsOf } from '@ehire/domain/resume-design/presets';
import { remainingFieldQuota, remainingModules } from '@ehire/domain/resume-design/quotas';
import { prepareDesignForSave, validateDesign } from '@ehire/domain/resume-design/validate-design';
import { transitionIssue, type TaskAction } from '@ehire/domain/resume-design/workflow';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import {
  ensureDefaultDesign,
  parseModules,
  ResumeDesignRepository,
  type Db,
  type TaskRow,
} from './resume-design.repository';

/** What the designer needs from the smart-rules feature (absent: empty lists, nothing disabled). */
export interface SmartRulesLink {
  related(
    ctx: TenantContext,
    refs: { moduleName: string; columnName: string }[],
  ): Promise<RelatedRulesAnswer>;
  disable(tenantId: string, refs: { moduleName: string; columnName: string }[]): Promise<unknown>;
}

const CONFLICT_STATUS = 409;
const MODULE_LOCKED = '固定模块不能停用';
const FIXED_FIELD_DELETE = '固定字段不能删除';
const FIXED_FIELD_NEW = '不能新增固定字段';
const CUSTOM_COL_ID = '自定义字段编号须以field_开头';

function fail(map: Map<string, ModuleSaveFail>, modId: string, msg: string, colId?: string): void {
  const entry = map.get(modId) ?? { emodulesModId: modId, emodulesErrorMsg: '', ecolumns: [] };
  if (colId === undefined) {
    entry.emodulesErrorMsg = entry.emodulesErrorMsg ? `${entry.emodulesErrorMsg}；${msg}` : msg;
  } else {
    const col = entry.ecolumns.find((c) => c.ecolumnsColId === colId);
    if (col) col.ecolumnsErrorMsg = `${col.ecolumnsErrorMsg}；${msg}`;
    else entry.ecolumns.push({ ecolumnsColId: colId, ecolumnsErrorMsg: msg });
  }
  map.set(modId, entry);
}

/** Which dictionary a field draws from: type, system table, member dictionary, levels. */
function dictionaryChanged(
  before: Pick<DesignField, 'dictType' | 'systemDdTableName' | 'customerDictId' | 'dictLevel'>,
  after: Pick<DesignField, 'dictType' | 'systemDdTableName' | 'customerDictId' | 'dictLevel'>,
): boolean {
  const table = (v: string | null | undefined) => (v ?? '').trim().toUpperCase();
  return (
    before.dictType !== after.dictType ||
    table(before.systemDdTableName) !== table(after.systemDdTableName) ||
    (before.customerDictId ?? null) !== (after.customerDictId ?? null) ||
    (before.dictLevel ?? null) !== (after.dictLevel ?? null)
  );
}

/** Modules as the designer receives them: remaining field quota on one-to-one modules. */
function withRemaining(modules: DesignModule[]): DesignModule[] {
  return modules.map((m) =>
    m.modType === MOD_TYPE.single ? { ...m, remainCounts: remainingFieldQuota(m) } : m,
  );
}

/** A published copy: deleted items gone, every item published, no reasons. */
function publishedCopy(modules: readonly DesignModule[]): DesignModule[] {
  return modules
    .filter((m) => m.deleteStatus !== 1)
    .map((m) => ({
      ...m,
      isPublished: 1 as const,
      rejectReason: '',
      remainCounts: undefined,
      ecolumns: m.ecolumns
        .filter((c) => c.deleteStatus !== 1)
        .map((c) => ({ ...c, isPublished: 1 as const, status: FIELD_STATUS.published, rejectReason: '' })),
    }))
    .map(({ remainCounts: _r, ...m }) => {
      void _r;
      return m;
    });
}

function withFieldStatus(modules: readonly DesignModule[], status: DesignField['status']): DesignModule[] {
  return modules.map((m) => ({ ...m, ecolumns: m.ecolumns.map((c) => ({ ...c, status })) }));
}

export class ResumeDesignService {
  private readonly db: Kysely<Database>;

  constructor(
    private readonly repo: ResumeDesignRepository,
    private readonly clock: Clock,
    private readonly smartRules: () => SmartRulesLink | undefined = () => undefined,
    private readonly onBackgroundError: (error: unknown) => void = () => {},
  ) {
    this.db = repo.db;
  }

  // ---- reading ------------------------------------------------------------------------------

  async exists(ctx: TenantContext): Promise<boolean> {
    return this.repo.hasVersion(this.db, ctx.tenantId);
  }

  /** DESERR-012: deleting a field then also clears the history those resumes hold. */
  async hasResumes(ctx: TenantContext): Promise<boolean> {
    return this.repo.hasResumes(this.db, ctx.tenantId);
  }

  async latestTask(ctx: TenantContext): Promise<LatestTaskAnswer> {
    const row = await this.repo.latestTask(this.db, ctx.tenantId);
    return row ? { status: row.status, taskId: row.id, isRead: Number(row.is_read) === 1 } : null;
  }

  private async online(db: Db, tenantId: string) {
    let row = await this.repo.onlineVersion(db, tenantId);
    if (!row) {
      await ensureDefaultDesign(db, tenantId, this.clock.now());
      row = await this.repo.onlineVersion(db, tenantId);
    }
    if (!row) throw errors.notFound();
    return row;
  }

  async onlineDesign(ctx: TenantContext): Promise<OnlineDesignAnswer> {
    const row = await this.online(this.db, ctx.tenantId);
    const modules = parseModules(row.modules_json);
    return {
      version: row.version,
      publishedAt: Number(row.published_at),
      emodules: withRemaining(modules),
      remainingCounts: remainingModules(modules),
    };
  }

  /** The published modules of a tenant's online version (other features: apply, preview). */
  /** The tenant's custom dictionaries by id (the careers form's dropdowns), items parsed. */
  async memberDictionaries(tenantId: string, ids: readonly string[]): Promise<Record<string, DictItem[]>> {
    const out: Record<string, DictItem[]> = {};
    for (const row of await this.repo.memberDictionaries(this.db, tenantId, ids))
      out[row.id] = JSON.parse(row.items_json) as DictItem[];
    return out;
  }

  async onlineModules(tenantId: string): Promise<{ version: number; modules: DesignModule[] }> {
    const row = await this.online(this.db, tenantId);
    return { version: row.version, modules: parseModules(row.modules_json) };
  }

  async versions(ctx: TenantContext): Promise<DesignVersionItem[]> {
    await this.online(this.db, ctx.tenantId);
    const rows = await this.repo.versions(this.db, ctx.tenantId);
    return rows.map((r) => ({
      version: r.version,
      publishedAt: Number(r.published_at),
      taskId: r.task_id,
      publishedBy: r.published_by,
    }));
  }

  async version(ctx: TenantContext, version: number): Promise<OnlineDesignAnswer> {
    const row = await this.repo.version(this.db, ctx.tenantId, version);
    if (!row) throw errors.notFound('简历版本不存在');
    const modules = parseModules(row.modules_json);
    return {
      version: row.version,
      publishedAt: Number(row.published_at),
      emodules: withRemaining(modules),
      remainingCounts: remainingModules(modules),
    };
  }

  private async taskOrThrow(db: Db, tenantId: string, taskId: string): Promise<TaskRow> {
    const task = await this.repo.task(db, tenantId, taskId);
    if (!task) throw errors.notFound(M.taskNotFound);
    return task;
  }

  private async draftAnswer(db: Db, tenantId: string, task: TaskRow): Promise<DraftAnswer> {
    const modules = parseModules(task.modules_json);
    return {
      taskId: task.id,
      status: task.status,
      isRead: Number(task.is_read) === 1,
      baseVersion: task.base_version,
      revision: task.revision,
      rejectReason: task.reject_reason,
      emodules: withRemaining(modules),
      remainingCounts: remainingModules(modules),
      updatedAt: Number(task.updated_at),
      updatedBy: await this.repo.operatorName(db, tenantId, task.updated_by),
    };
  }

  async draft(ctx: TenantContext, taskId: string): Promise<DraftAnswer> {
    const task = await this.taskOrThrow(this.db, ctx.tenantId, taskId);
    return this.draftAnswer(this.db, ctx.tenantId, task);
  }

  private async modulesOf(ctx: TenantContext, taskId: string | undefined): Promise<DesignModule[]> {
    if (taskId) return parseModules((await this.taskOrThrow(this.db, ctx.tenantId, taskId)).modules_json);
    return parseModules((await this.online(this.db, ctx.tenantId)).modules_json);
  }

  /** D2 §7 custom dictionary data of fields (custom lists, member and system dictionaries). */
  async customDicts(ctx: TenantContext, colIdList: string[], taskId?: string): Promise<CustomDictItem[]> {
    const modules = await this.modulesOf(ctx, taskId);
    const wanted = new Set(colIdList);
    const out: CustomDictItem[] = [];
    for (const m of liveModules(modules)) {
      for (const f of liveFields(m)) {
        if (!wanted.has(f.colId)) continue;
        let dictData = f.dictData;
        let dictLevel = f.dictLevel;
        if (f.dictType === DICTIONARY_TYPE.system) {
          const d = getSystemDictionary(f.systemDdTableName);
          dictData = d?.items ?? [];
          dictLevel = d?.dictLevel ?? dictLevel;
        } else if (f.dictType === DICTIONARY_TYPE.memberCustom && f.customerDictId) {
          const [row] = await this.repo.memberDictionaries(this.db, ctx.tenantId, [f.customerDictId]);
          dictData = row ? JSON.parse(row.items_json) : [];
          dictLevel = row ? (row.dict_level as 1 | 2 | 3) : dictLevel;
        }
        out.push({
          colId: f.colId,
          dictData,
          dictLogicRankType: f.dictLogicRankType,
          dictLogicRank: f.dictLogicRank,
          dictLevel,
        });
      }
    }
    return out;
  }

  /** D2 §7 the common fields of a module; `used` marks those already in it (DES-122). */
  async commonFields(
    ctx: TenantContext,
    modId: string,
    modType: number,
    taskId?: string,
  ): Promise<PresetFieldAnswer[]> {
    const catalogue = commonFieldsOf(modId, modType);
    const modules = await this.modulesOf(ctx, taskId);
    const module = modules.find((m) => m.modId === modId && m.deleteStatus !== 1);
    const free = new Set(
      module ? availablePresets(catalogue, module).map((p) => p.colId) : catalogue.map((p) => p.colId),
    );
    return catalogue.map((p) => ({ ...p, used: !free.has(p.colId) }));
  }

  async related(
    ctx: TenantContext,
    checkList: { modName: string; colName: string }[],
  ): Promise<RelatedRulesAnswer> {
    const link = this.smartRules();
    if (!link || checkList.length === 0) return { labelList: [], circulationList: [], scoreList: [] };
    return link.related(
      ctx,
      checkList.map((c) => ({ moduleName: c.modName, columnName: c.colName })),
    );
  }

  // ---- the draft task -------------------------------------------------------------------------

  private refuse(action: TaskAction, status: CheckStatus): void {
    const issue = transitionIssue(action, status);
    if (issue) throw errors.business(issue, CONFLICT_STATUS);
  }

  private async newTask(
    db: Db,
    ctx: TenantContext,
    modules: DesignModule[],
    baseVersion: number,
  ): Promise<TaskRow> {
    const now = this.clock.now();
    const row: TaskRow = {
      tenant_id: ctx.tenantId,
      id: newId(now),
      seq: await this.repo.nextSeq(db, ctx.tenantId),
      status: 'EDITING',
      is_read: 0,
      base_version: baseVersion,
      revision: 0,
      modules_json: JSON.stringify(modules),
      reject_reason: '',
      published_version: null,
      created_at: now,
      created_by: ctx.operatorId,
      updated_at: now,
      updated_by: ctx.operatorId,
      submitted_at: null,
      submitted_by: '',
      reviewed_at: null,
      reviewed_by: '',
    };
    await this.repo.insertTask(db, row);
    return row;
  }

  /** DES-085 Edit: the current EDITING task, or a new one copied from the online version. */
  async edit(ctx: TenantContext): Promise<EditAnswer> {
    return this.db.transaction().execute(async (trx) => {
      const latest = await this.repo.latestTask(trx, ctx.tenantId);
      if (latest?.status === 'EDITING')
        return { taskId: latest.id, status: latest.status, revision: latest.revision };
      if (latest && (latest.status === 'CHECKING' || latest.status === 'CHECKED'))
        throw errors.business(M.underReview, CONFLICT_STATUS);
      if (latest?.status === 'REJECTED') {
        const reopened = await this.reopenIn(trx, ctx, latest);
        return { taskId: reopened.id, status: reopened.status, revision: reopened.revision };
      }
      if (latest) {
        await this.repo.updateTaskAt(trx, ctx.tenantId, latest.id, latest.revision, { is_read: 1 });
      }
      const online = await this.online(trx, ctx.tenantId);
      const modules = withFieldStatus(parseModules(online.modules_json), FIELD_STATUS.editing);
      const task = await this.newTask(trx, ctx, modules, online.version);
      return { taskId: task.id, status: task.status, revision: task.revision };
    });
  }

  /**
   * Save (and submit) of D2 §7: the changed modules merge into the draft, the whole draft is
   * checked (DESVAL-*), and only a clean draft is stored, under the optimistic revision check.
   */
  async save(ctx: TenantContext, input: SaveDesignParsed, submit: boolean): Promise<SaveDesignAnswer> {
    const action: TaskAction = submit ? 'submit' : 'save';
    const outcome = await this.db.transaction().execute(async (trx) => {
      const task = await this.taskOrThrow(trx, ctx.tenantId, input.taskId);
      this.refuse(action, task.status);
      const latest = await this.repo.latestTask(trx, ctx.tenantId);
      if (latest && latest.id !== task.id) throw errors.business(M.taskNotFound, CONFLICT_STATUS);
      if (task.revision !== input.revision) throw errors.business(M.conflict, CONFLICT_STATUS);

      const stored = parseModules(task.modules_json);
      const { merged, lockFails, smartRefs } = this.merge(stored, input);
      const prepared = prepareDesignForSave(merged);
      const fails = new Map(lockFails.map((f) => [f.emodulesModId, f]));
      for (const f of validateDesign(prepared)) {
        if (f.emodulesErrorMsg) fail(fails, f.emodulesModId, f.emodulesErrorMsg);
        for (const c of f.ecolumns) fail(fails, f.emodulesModId, c.ecolumnsErrorMsg, c.ecolumnsColId);
      }
      await this.checkMemberDicts(trx, ctx.tenantId, prepared, fails);
      if (fails.size > 0) {
        const order = new Map(liveModules(prepared).map((m, i) => [m.modId, i]));
        const list = [...fails.values()].sort(
          (a, b) => (order.get(a.emodulesModId) ?? 0) - (order.get(b.emodulesModId) ?? 0),
        );
        return {
          answer: {
            isSuccess: false,
            emoduleSaveFails: list,
            reason: M.saveHasErrors,
            taskId: task.id,
            status: task.status,
            revision: task.revision,
          },
          smartRefs: [],
        };
      }
      const now = this.clock.now();
      const modules = submit
        ? withFieldStatus(
            prepared.map((m) => ({
              ...m,
              rejectReason: '',
              ecolumns: m.ecolumns.map((c) => ({ ...c, rejectReason: '' })),
            })),
            FIELD_STATUS.checking,
          )
        : prepared;
      const status: CheckStatus = submit ? 'CHECKING' : 'EDITING';
      const saved = await this.repo.updateTaskAt(trx, ctx.tenantId, task.id, task.revision, {
        modules_json: JSON.stringify(modules),
        revision: task.revision + 1,
        status,
        updated_at: now,
        updated_by: ctx.operatorId,
        ...(submit
          ? { submitted_at: now, submitted_by: ctx.operatorId, is_read: 0 as const, reject_reason: '' }
          : {}),
      });
      if (!saved) throw errors.business(M.conflict, CONFLICT_STATUS);
      return {
        answer: {
          isSuccess: true,
          emoduleSaveFails: [],
          reason: '',
          taskId: task.id,
          status,
          revision: task.revision + 1,
        },
        smartRefs,
      };
    });
    // DES-108 / DES-124: rules using deleted, disabled or retyped fields are disabled.
    const link = this.smartRules();
    if (link && outcome.smartRefs.length > 0) {
      try {
        await link.disable(ctx.tenantId, outcome.smartRefs);
      } catch (error) {
        this.onBackgroundError(error);
      }
    }
    return outcome.answer;
  }

  private merge(stored: DesignModule[], input: SaveDesignParsed) {
    const byId = new Map(stored.map((m) => [m.modId, m]));
    const lockFails = new Map<string, ModuleSaveFail>();
    const smartRefs: { moduleName: string; columnName: string }[] = [];
    for (const incoming of input.emodules as DesignModule[]) {
      const old = byId.get(incoming.modId);
      const m: DesignModule = { ...incoming };
      if (old) {
        m.modForm = old.modForm;
        if (!isCustomModForm(old.modForm)) m.modType = old.modType;
        if (m.deleteStatus === 1 && old.deleteStatus !== 1 && !canDeleteModule(old))
          fail(lockFails, m.modId, M.deleteFixedModule);
        if (m.enableStatus === ENABLE_STATUS.stop && enableSwitchLocked(old))
          fail(lockFails, m.modId, MODULE_LOCKED);
        const goneNow =
          (m.deleteStatus === 1 && old.deleteStatus !== 1) ||
          (m.enableStatus === ENABLE_STATUS.stop && old.enableStatus === ENABLE_STATUS.start);
        if (goneNow) smartRefs.push({ moduleName: old.modName || old.modId, columnName: '' });
      } else if (!isCustomModForm(m.modForm)) {
        m.modForm = MOD_FORM.custom;
      }
      const oldFields = new Map((old?.ecolumns ?? []).map((c) => [c.colId, c]));
      const presets = new Set(commonFieldsOf(m.modId, m.modType).map((p) => p.colId));
      m.ecolumns = m.ecolumns.map((f) => {
        const of = oldFields.get(f.colId);
        const next: DesignField = { ...f, modId: m.modId };
        if (of) {
          next.colForm = of.colForm;
          if (of.colForm !== COL_FORM.custom && f.inputType !== of.inputType)
            fail(lockFails, m.modId, M.fixedFieldLocked, f.colId);
          // The designer locks the dictionary of fixed and preset fields (lockedProperties); a
          // change sent straight to the API is refused as a whole, naming the field.
          if (of.colForm !== COL_FORM.custom && dictionaryChanged(of, f))
            throw errors.business(M.fixedFieldDictionaryLocked(of.cname || of.colName || of.colId));
          if (of.colForm === COL_FORM.fixed && f.deleteStatus === 1 && of.deleteStatus !== 1)
            fail(lockFails, m.modId, FIXED_FIELD_DELETE, f.colId);
          const gone = f.deleteStatus === 1 && of.deleteStatus !== 1;
          if (gone || f.inputType !== of.inputType)
            smartRefs.push({ moduleName: m.modName || m.modId, columnName: of.colName || of.colId });
        } else if (f.colForm === COL_FORM.fixed) {
          fail(lockFails, m.modId, FIXED_FIELD_NEW, f.colId);
        } else if (presets.has(f.colId)) {
          next.colForm = COL_FORM.preset;
        } else {
          next.colForm = COL_FORM.custom;
          if (!f.colId.startsWith('field_')) fail(lockFails, m.modId, CUSTOM_COL_ID, f.colId);
        }
        return next;
      });
      byId.set(m.modId, m);
    }
    let merged = [...byId.values()];
    if (input.moduleOrder && input.moduleOrder.length > 0) {
      const pos = new Map(input.moduleOrder.map((id, i) => [id, i]));
      merged = merged.map((m) => (pos.has(m.modId) ? { ...m, listIndex: pos.get(m.modId) as number } : m));
    }
    return { merged, lockFails: [...lockFails.values()], smartRefs };
  }

  private async checkMemberDicts(
    db: Db,
    tenantId: string,
    modules: DesignModule[],
    fails: Map<string, ModuleSaveFail>,
  ) {
    const used: { modId: string; colId: string; id: string }[] = [];
    for (const m of liveModules(modules))
      for (const f of liveFields(m))
        if (f.dictType === DICTIONARY_TYPE.memberCustom && f.customerDictId)
          used.push({ modId: m.modId, colId: f.colId, id: f.customerDictId });
    if (used.length === 0) return;
    const rows = await this.repo.memberDictionaries(db, tenantId, [...new Set(used.map((u) => u.id))]);
    const known = new Set(rows.map((r) => r.id));
    for (const u of used) if (!known.has(u.id)) fail(fails, u.modId, M.memberDictMissing, u.colId);
  }

  /** Discard changes (DES-091): the EDITING draft is deleted. */
  async deleteDraft(ctx: TenantContext, taskId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const task = await this.taskOrThrow(trx, ctx.tenantId, taskId);
      this.refuse('delete', task.status);
      await this.repo.deleteTask(trx, ctx.tenantId, task.id);
    });
  }

  /** Confirm action 1 (DES-092): the publication is acknowledged. */
  async acknowledge(ctx: TenantContext, taskId: string): Promise<TaskActionAnswer> {
    return this.db.transaction().execute(async (trx) => {
      const task = await this.taskOrThrow(trx, ctx.tenantId, taskId);
      this.refuse('discard', task.status);
      await this.repo.updateTaskAt(trx, ctx.tenantId, task.id, task.revision, { is_read: 1 });
      return { taskId: task.id };
    });
  }

  private async reopenIn(db: Db, ctx: TenantContext, task: TaskRow): Promise<TaskRow> {
    const ok = await this.repo.updateTaskAt(db, ctx.tenantId, task.id, task.revision, {
      is_read: 1,
      revision: task.revision + 1,
    });
    if (!ok) throw errors.business(M.conflict, CONFLICT_STATUS);
    const online = await this.online(db, ctx.tenantId);
    const modules = parseModules(task.modules_json).map((m) => ({
      ...m,
      ecolumns: m.ecolumns.map((c) => ({
        ...c,
        status: c.rejectReason ? FIELD_STATUS.rejected : FIELD_STATUS.editing,
      })),
    }));
    return this.newTask(db, ctx, modules, online.version);
  }

  /** Confirm action 2 (DES-093): a new EDITING task copies the rejected draft with its reasons. */
  async reopen(ctx: TenantContext, taskId: string): Promise<TaskActionAnswer> {
    return this.db.transaction().execute(async (trx) => {
      const task = await this.taskOrThrow(trx, ctx.tenantId, taskId);
      this.refuse('reopen', task.status);
      const latest = await this.repo.latestTask(trx, ctx.tenantId);
      if (latest && latest.id !== task.id) throw errors.business(M.taskNotFound, CONFLICT_STATUS);
      const next = await this.reopenIn(trx, ctx, task);
      return { taskId: next.id };
    });
  }

  // ---- provider review ------------------------------------------------------------------------

  private opsItem(row: {
    id: string;
    tenant_id: string;
    status: CheckStatus;
    submitted_at: number | null;
    base_version: number;
    member_name: string;
    tenant_name: string;
    submitted_by_name: string | null;
    submitted_by_username: string | null;
  }): OpsDesignReviewItem {
    return {
      taskId: row.id,
      tenantId: row.tenant_id,
      member: row.member_name,
      tenantName: row.tenant_name,
      status: row.status,
      submittedAt: row.submitted_at === null ? null : Number(row.submitted_at),
      submittedBy: row.submitted_by_name || row.submitted_by_username || '',
      baseVersion: row.base_version,
    };
  }

  async opsPage(query: { status: string; member: string; pageIndex: number; pageSize: number }) {
    const { total, rows } = await this.repo.opsPage(query);
    return {
      total,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      rows: rows.map((r) => this.opsItem(r)),
    };
  }

  private async opsTask(taskId: string) {
    const row = await this.repo.taskAnywhere(taskId);
    if (!row || row.submitted_at === null) throw errors.notFound(M.taskNotFound);
    return row;
  }

  async opsDetail(taskId: string): Promise<OpsDesignDetail> {
    const row = await this.opsTask(taskId);
    const online = await this.online(this.db, row.tenant_id);
    const draft = parseModules(row.modules_json);
    const onlineModules = parseModules(online.modules_json);
    return {
      task: this.opsItem(row),
      draft,
      online: onlineModules,
      onlineVersion: online.version,
      diff: diffDesigns(onlineModules, draft),
    };
  }

  /** Approve (issue 4 §3): a new immutable version is published; older versions never change. */
  async approve(staffId: string, taskId: string): Promise<OpsDesignReviewAnswer> {
    const row = await this.opsTask(taskId);
    return this.db.transaction().execute(async (trx) => {
      const task = await this.taskOrThrow(trx, row.tenant_id, taskId);
      this.refuse('approve', task.status);
      const now = this.clock.now();
      const online = await this.online(trx, task.tenant_id);
      const version = online.version + 1;
      const ok = await this.repo.updateTaskAt(trx, task.tenant_id, task.id, task.revision, {
        status: 'PUBLISHED',
        is_read: 0,
        revision: task.revision + 1,
        published_version: version,
        reviewed_at: now,
        reviewed_by: staffId,
        reject_reason: '',
      });
      if (!ok) throw errors.business(M.notUnderReview, CONFLICT_STATUS);
      await this.repo.insertVersion(trx, {
        tenant_id: task.tenant_id,
        version,
        modules_json: JSON.stringify(publishedCopy(parseModules(task.modules_json))),
        task_id: task.id,
        published_at: now,
        published_by: staffId,
      });
      return { taskId: task.id, status: 'PUBLISHED' as const, version };
    });
  }

  /** Reject with a reason per module and per field (card 2, reasons shown in the designer). */
  async reject(
    staffId: string,
    taskId: string,
    input: {
      reason: string;
      modules: { modId: string; reason: string; columns: { colId: string; reason: string }[] }[];
    },
  ): Promise<OpsDesignReviewAnswer> {
    const row = await this.opsTask(taskId);
    return this.db.transaction().execute(async (trx) => {
      const task = await this.taskOrThrow(trx, row.tenant_id, taskId);
      this.refuse('reject', task.status);
      const modules = parseModules(task.modules_json);
      const byMod = new Map(input.modules.map((m) => [m.modId, m]));
      for (const m of input.modules) {
        const target = modules.find((x) => x.modId === m.modId && x.deleteStatus !== 1);
        if (!target) throw errors.validation(M.moduleNotFound(m.modId));
        for (const c of m.columns)
          if (!target.ecolumns.some((f) => f.colId === c.colId && f.deleteStatus !== 1))
            throw errors.validation(M.fieldNotFound(c.colId));
      }
      const next = modules.map((m) => {
        const r = byMod.get(m.modId);
        const cols = new Map((r?.columns ?? []).map((c) => [c.colId, c.reason]));
        return {
          ...m,
          rejectReason: r?.reason ?? '',
          ecolumns: m.ecolumns.map((c) => {
            const reason = cols.get(c.colId) ?? '';
            return { ...c, rejectReason: reason, status: reason ? FIELD_STATUS.rejected : c.status };
          }),
        };
      });
      const now = this.clock.now();
      const ok = await this.repo.updateTaskAt(trx, task.tenant_id, task.id, task.revision, {
        status: 'REJECTED',
        is_read: 0,
        revision: task.revision + 1,
        modules_json: JSON.stringify(next),
        reject_reason: input.reason,
        reviewed_at: now,
        reviewed_by: staffId,
      });
      if (!ok) throw errors.business(M.notUnderReview, CONFLICT_STATUS);
      return { taskId: task.id, status: 'REJECTED' as const, version: null };
    });
  }
}
