import type { Kysely } from 'kysely';
import type { FieldCatalog } from '@ehire/domain/conditions/fields';
import { DEFAULT_SMART_CONDITIONS_OPERATION, smartSubRuleToAst } from '@ehire/domain/conditions/smart-rule';
import { summarizeRule } from '@ehire/domain/conditions/summary';
import {
  EXECUTE_TYPE,
  type SaveSmartRuleInput,
  type SmartRuleListQuery,
  type RelatedRulesAnswer,
  type SmartRuleKind,
  type SmartRuleListAnswer,
  type SmartRuleOptionsAnswer,
  type SmartRuleSet,
  type SmartSubRule,
} from '@ehire/domain/contracts/smart-rules';
import type { z } from 'zod';
import {
  fieldRefsOfRuleSet,
  smartIssueText,
  validateSmartRuleSet,
  type StoredSubRule,
} from '@ehire/domain/smart-rules/evaluate';
import { designSmartModules } from '@ehire/domain/smart-rules/design-fields';
import {
  fieldRefLabel,
  smartRuleCatalog,
  type SmartModuleDef,
  type SmartRuleCatalog,
} from '@ehire/domain/smart-rules/fields';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { tenantTargetSolutions } from '../settings/target-schools.service';
import {
  parseLabels,
  SmartRulesRepository,
  toStoredSubRule,
  type FieldRefRow,
  type RuleSetRow,
  type SubRuleRow,
} from './smart-rules.repository';

const SMART_RULE_ERROR = {
  notFound: '规则不存在或已删除',
  nameTaken: '规则名称已存在',
  enableInvalid: (detail: string) => `规则条件已失效，无法启用：${detail}`,
} as const;

type SaveInput = z.output<typeof SaveSmartRuleInput>;
type ListQuery = z.output<typeof SmartRuleListQuery>;

/** The note a rule set disabled for field changes carries (shown on its page). */
function autoDisabledReason(refs: readonly FieldRefRow[], design: readonly SmartModuleDef[] = []): string {
  const names = refs.map((r) => `“${fieldRefLabel(r, design)}”`).join('、');
  return `规则使用的字段${names}已被删除或修改，规则已自动停用`;
}

function emptyRelated(): RelatedRulesAnswer {
  return { labelList: [], circulationList: [], scoreList: [] };
}

function groupRelated(
  rows: { id: string; kind: SmartRuleKind; name: string; enabled: number }[],
): RelatedRulesAnswer {
  const out = emptyRelated();
  for (const r of rows) {
    const item = { id: r.id, name: r.name, enabled: Number(r.enabled) === 1 };
    if (r.kind === 'tag') out.labelList.push(item);
    else if (r.kind === 'flow') out.circulationList.push(item);
    else out.scoreList.push(item);
  }
  return out;
}

/**
 * Disables the enabled rule sets that use any of the fields (a '' column name = the whole module)
 * and notes why. The resume designer calls this when fields are deleted or changed. Answers the
 * rule sets it disabled.
 */
export async function disableRulesUsingFields(
  db: Kysely<Database>,
  tenantId: string,
  fields: readonly { moduleName: string; columnName?: string }[],
  options: { reason?: string; operatorId?: string; now?: number } = {},
): Promise<RelatedRulesAnswer> {
  const refs = fields.map((f) => ({ moduleName: f.moduleName, columnName: f.columnName ?? '' }));
  const repo = new SmartRulesRepository(db);
  const now = options.now ?? Date.now();
  // Field names for the note: the online design still holds fields being deleted from a draft.
  const design = options.reason ? [] : designSmartModules(await repo.onlineDesignModules(db, tenantId));
  return db.transaction().execute(async (trx) => {
    const using = (await repo.setsUsingFields(trx, tenantId, refs)).filter((r) => Number(r.enabled) === 1);
    for (const set of using) {
      const own = await repo.fieldsOfSet(trx, tenantId, set.id);
      const hit = own
        .map((f) => ({ moduleName: f.module_name, columnName: f.column_name }))
        .filter((f) =>
          refs.some(
            (r) => r.moduleName === f.moduleName && (r.columnName === '' || r.columnName === f.columnName),
          ),
        );
      await repo.disableSet(trx, tenantId, set.id, {
        reason: options.reason || autoDisabledReason(hit, design),
        now,
        operatorId: options.operatorId,
      });
    }
    return groupRelated(using);
  });
}

/**
 * The tenant's online resume design as smart-rule modules, member dictionaries resolved ([]
 * without a design). Also the talent filter's fields (the design-field filter in features/applications/application.repository.ts).
 */
export async function onlineDesignSmartModules(
  db: Kysely<Database>,
  tenantId: string,
): Promise<SmartModuleDef[]> {
  const repo = new SmartRulesRepository(db);
  const modules = await repo.onlineDesignModules(db, tenantId);
  if (modules.length === 0) return [];
  const usesMember = modules.some((m) => m.ecolumns.some((c) => Number(c.dictType) === 3));
  const member = usesMember ? await repo.memberDictionaries(db, tenantId) : undefined;
  return designSmartModules(modules, member ? { member: (id) => member.get(id) } : {});
}

export class SmartRulesService {
  constructor(
    private readonly repo: SmartRulesRepository,
    private readonly clock: Clock,
  ) {}

  private get db(): Kysely<Database> {
    return this.repo.db;
  }

  private designModules(tenantId: string): Promise<SmartModuleDef[]> {
    return onlineDesignSmartModules(this.db, tenantId);
  }

  private async catalog(tenantId: string): Promise<SmartRuleCatalog> {
    const [jobs, design, solutions] = await Promise.all([
      this.repo.jobs(this.db, tenantId),
      this.designModules(tenantId),
      tenantTargetSolutions(this.db, tenantId),
    ]);
    return smartRuleCatalog(jobs, design, solutions);
  }

  async options(ctx: TenantContext, kind: SmartRuleKind): Promise<SmartRuleOptionsAnswer> {
    const catalog = await this.catalog(ctx.tenantId);
    const steps =
      kind === 'flow'
        ? (await this.repo.flowSteps(this.db, ctx.tenantId)).map((s) => ({
            ivid: s.ivid,
            name: s.name,
            flowId: s.flow_id,
            flowName: s.flow_name,
            sort: s.sort,
          }))
        : [];
    return { options: catalog.options, fields: catalog.fields, steps };
  }

  private async toAnswers(tenantId: string, rows: RuleSetRow[]): Promise<SmartRuleSet[]> {
    if (rows.length === 0) return [];
    const [subs, catalog, steps] = await Promise.all([
      this.repo.subRules(
        this.db,
        tenantId,
        rows.map((r) => r.id),
      ),
      this.catalog(tenantId),
      rows.some((r) => r.kind === 'flow') ? this.repo.flowSteps(this.db, tenantId) : Promise.resolve([]),
    ]);
    const stepByIvid = new Map(steps.map((s) => [s.ivid, s]));
    const bySet = new Map<string, SubRuleRow[]>();
    for (const s of subs) {
      const list = bySet.get(s.rule_set_id) ?? [];
      list.push(s);
      bySet.set(s.rule_set_id, list);
    }
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      enabled: Number(row.enabled) === 1,
      labels: parseLabels(row.labels_json),
      rules: (bySet.get(row.id) ?? []).map((s) =>
        toSubRuleAnswer(row.kind, toStoredSubRule(s), catalog.fields, stepByIvid),
      ),
      disabledReason: row.disabled_reason,
      createdBy: row.created_by_name ?? '',
      createdAt: Number(row.created_at),
      updatedBy: row.updated_by_name ?? '',
      updatedAt: Number(row.updated_at),
    }));
  }

  async list(ctx: TenantContext, kind: SmartRuleKind, query: ListQuery): Promise<SmartRuleListAnswer> {
    const { total, rows } = await this.repo.list(ctx.tenantId, kind, query);
    return {
      total,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      rows: await this.toAnswers(ctx.tenantId, rows),
    };
  }

  async detail(ctx: TenantContext, kind: SmartRuleKind, id: string): Promise<SmartRuleSet> {
    const row = await this.repo.findSet(this.db, ctx.tenantId, kind, id);
    if (!row) throw errors.notFound(SMART_RULE_ERROR.notFound);
    const [answer] = await this.toAnswers(ctx.tenantId, [row]);
    return answer;
  }

  /** Kind-specific and condition checks against the fields and steps that exist. */
  private async check(
    ctx: TenantContext,
    kind: SmartRuleKind,
    input: SaveInput | StoredDraft,
  ): Promise<void> {
    const catalog = smartRuleCatalog([], await this.designModules(ctx.tenantId));
    const steps = kind === 'flow' ? await this.repo.flowSteps(this.db, ctx.tenantId) : [];
    const issues = validateSmartRuleSet(kind, input, catalog.fields, new Set(steps.map((s) => s.ivid)));
    if (issues.length > 0) throw errors.validation(`参数错误：${smartIssueText(issues[0])}`);
  }

  /** The rows to store; a sub-rule keeps its rule_id when it names one of `keep` (an edit). */
  private prepare(kind: SmartRuleKind, input: SaveInput, keep: ReadonlySet<string> = new Set()) {
    const used = new Set<string>();
    const idFor = (given: string | number | undefined): string => {
      const id = String(given ?? '');
      if (!keep.has(id) || used.has(id)) return newId(this.clock.now());
      used.add(id);
      return id;
    };
    const rules = input.rules.map((r) => ({
      id: idFor(r.rule_id),
      conditions_json: r.conditions_json.map((c) => ({ ...c, field_match: c.field_match ?? '1' })),
      conditions_operation: r.conditions_operation || DEFAULT_SMART_CONDITIONS_OPERATION,
      score: kind === 'score' ? (r.score ?? null) : null,
      execute_type: kind === 'flow' ? (r.execute_type ?? EXECUTE_TYPE.firstStepOnly) : null,
      target_iv_id: kind === 'flow' ? (r.target_iv_id ?? null) : null,
    }));
    const labels = kind === 'tag' ? [...new Set(input.labels)] : [];
    return { rules, labels, fields: fieldRefsOfRuleSet(rules) };
  }

  async create(ctx: TenantContext, kind: SmartRuleKind, input: SaveInput): Promise<SmartRuleSet> {
    await this.check(ctx, kind, input);
    const { rules, labels, fields } = this.prepare(kind, input);
    const now = this.clock.now();
    const id = newId(now);
    await this.db.transaction().execute(async (trx) => {
      if (await this.repo.nameTaken(trx, ctx.tenantId, kind, input.name)) {
        throw errors.business(SMART_RULE_ERROR.nameTaken, 409);
      }
      await this.repo.insertSet(trx, ctx.tenantId, {
        id,
        kind,
        name: input.name,
        enabled: input.enabled,
        labels,
        operatorId: ctx.operatorId,
        now,
      });
      await this.repo.replaceRules(trx, ctx.tenantId, id, rules, fields);
    });
    return this.detail(ctx, kind, id);
  }

  async update(ctx: TenantContext, kind: SmartRuleKind, id: string, input: SaveInput): Promise<SmartRuleSet> {
    const existing = await this.repo.findSet(this.db, ctx.tenantId, kind, id);
    if (!existing) throw errors.notFound(SMART_RULE_ERROR.notFound);
    await this.check(ctx, kind, input);
    const existingIds = (await this.repo.subRules(this.db, ctx.tenantId, [id])).map((r) => r.id);
    const { rules, labels, fields } = this.prepare(kind, input, new Set(existingIds));
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      if (await this.repo.nameTaken(trx, ctx.tenantId, kind, input.name, id)) {
        throw errors.business(SMART_RULE_ERROR.nameTaken, 409);
      }
      await this.repo.updateSet(trx, ctx.tenantId, id, {
        name: input.name,
        labels,
        operatorId: ctx.operatorId,
        now,
      });
      await this.repo.replaceRules(trx, ctx.tenantId, id, rules, fields);
    });
    return this.detail(ctx, kind, id);
  }

  async remove(ctx: TenantContext, kind: SmartRuleKind, id: string): Promise<void> {
    const removed = await this.db
      .transaction()
      .execute((trx) => this.repo.deleteSet(trx, ctx.tenantId, kind, id));
    if (!removed) throw errors.notFound(SMART_RULE_ERROR.notFound);
  }

  async setEnabled(
    ctx: TenantContext,
    kind: SmartRuleKind,
    id: string,
    enabled: boolean,
  ): Promise<SmartRuleSet> {
    const row = await this.repo.findSet(this.db, ctx.tenantId, kind, id);
    if (!row) throw errors.notFound(SMART_RULE_ERROR.notFound);
    if (enabled) {
      // A rule disabled because its fields changed may only come back once it is valid again.
      const subs = (await this.repo.subRules(this.db, ctx.tenantId, [id])).map(toStoredSubRule);
      try {
        await this.check(ctx, kind, { labels: parseLabels(row.labels_json), rules: subs });
      } catch (error) {
        const msg = error instanceof Error ? error.message.replace(/^参数错误：/, '') : '';
        throw errors.business(SMART_RULE_ERROR.enableInvalid(msg), 400);
      }
    }
    await this.repo.setEnabled(this.db, ctx.tenantId, id, enabled, '', ctx.operatorId, this.clock.now());
    return this.detail(ctx, kind, id);
  }

  async related(ctx: TenantContext, refs: readonly FieldRefRow[]): Promise<RelatedRulesAnswer> {
    return groupRelated(await this.repo.setsUsingFields(this.db, ctx.tenantId, refs));
  }

  async disableByFields(
    ctx: TenantContext,
    refs: readonly FieldRefRow[],
    reason?: string,
  ): Promise<RelatedRulesAnswer> {
    return disableRulesUsingFields(this.db, ctx.tenantId, refs, {
      reason,
      operatorId: ctx.operatorId,
      now: this.clock.now(),
    });
  }
}

interface StoredDraft {
  labels: string[];
  rules: StoredSubRule[];
}

function toSubRuleAnswer(
  kind: SmartRuleKind,
  sub: StoredSubRule,
  fields: FieldCatalog,
  stepByIvid: Map<string, { name: string; flow_name: string }>,
): SmartSubRule {
  let summary: string;
  try {
    const ast = smartSubRuleToAst(sub, fields);
    // One group reads without the outer parentheses.
    summary = summarizeRule(ast.children.length === 1 ? ast.children[0] : ast, fields);
  } catch {
    summary = '规则条件无法识别';
  }
  const answer: SmartSubRule = {
    rule_id: sub.rule_id,
    conditions_json: sub.conditions_json.map((c) => ({
      ...c,
      field_match: c.field_match === '2' ? '2' : '1',
    })),
    conditions_operation: sub.conditions_operation,
    summary,
  };
  if (kind === 'score' && sub.score !== null && sub.score !== undefined) answer.score = sub.score;
  if (kind === 'flow') {
    answer.execute_type =
      sub.execute_type === EXECUTE_TYPE.always ? EXECUTE_TYPE.always : EXECUTE_TYPE.firstStepOnly;
    answer.target_iv_id = sub.target_iv_id ?? '';
    const step = stepByIvid.get(sub.target_iv_id ?? '');
    answer.target_step_name = step?.name ?? '';
    answer.target_flow_name = step?.flow_name ?? '';
  }
  return answer;
}
