// Evaluation of smart operations rules on one application record, and validation of a rule set
// against the fields that exist. Decisions (see the feature's report):
// - a sub-rule holds when any of its group_id groups holds (conditions/SEMANTICS.md §9);
// - 智能标签: every enabled tag rule set with a matching sub-rule adds its labels (labels are only
//   added, never removed: manual labels share the table);
// - 智能流转: rule sets in creation order, sub-rules in order; the first matching sub-rule whose
//   target step is in the application's flow and whose execute_type allows it decides the step;
// - 智能评分: the scores of every matching sub-rule of every enabled score rule set are added,
//   capped at 100 and rounded to 0.1; nothing matching leaves the score as it is.
import { compileRule, type Predicate, type RuleRecord } from '../conditions/compile';
import type { FieldCatalog } from '../conditions/fields';
import { MESSAGE } from '../conditions/prepare';
import { SmartRuleFormatError, smartSubRuleToAst, type SmartConditionWire } from '../conditions/smart-rule';
import { validateRule } from '../conditions/validate';
import { EXECUTE_TYPE, type SmartRuleKind } from '../contracts/smart-rules';
import { fieldRefOf } from './fields';

export interface StoredSubRule {
  rule_id: string;
  conditions_json: SmartConditionWire[];
  conditions_operation: string;
  score?: number | null;
  execute_type?: string | null;
  target_iv_id?: string | null;
}

export interface StoredRuleSet {
  id: string;
  kind: SmartRuleKind;
  name: string;
  labels: readonly string[];
  rules: readonly StoredSubRule[];
}

interface CompiledSubRule {
  holds: Predicate;
  score: number;
  executeType: string;
  targetIvid: string;
}

export interface CompiledRuleSet {
  id: string;
  kind: SmartRuleKind;
  labels: readonly string[];
  rules: CompiledSubRule[];
  /** Sub-rules that no longer compile (a field's type changed); they never hold. */
  skipped: number;
}

/** Compiles each sub-rule once; a sub-rule that cannot compile is skipped, not fatal. */
export function compileRuleSets(sets: readonly StoredRuleSet[], fields: FieldCatalog): CompiledRuleSet[] {
  return sets.map((set) => {
    const rules: CompiledSubRule[] = [];
    let skipped = 0;
    for (const sub of set.rules) {
      try {
        const ast = smartSubRuleToAst(sub, fields);
        if (ast.children.length === 0) {
          skipped++;
          continue;
        }
        rules.push({
          holds: compileRule(ast),
          score: Number(sub.score ?? 0),
          executeType: sub.execute_type ?? EXECUTE_TYPE.firstStepOnly,
          targetIvid: sub.target_iv_id ?? '',
        });
      } catch {
        skipped++;
      }
    }
    return { id: set.id, kind: set.kind, labels: set.labels, rules, skipped };
  });
}

/** Where the application stands in its flow. */
export interface ApplicationPosition {
  stepIvid: string;
  /** ivid of the first step (lowest sort) of the application's flow. */
  firstStepIvid: string;
  /** Every step ivid of the application's flow. */
  flowIvids: ReadonlySet<string>;
}

export interface SmartEffects {
  /** Labels to add (deduplicated, in rule order). */
  labels: string[];
  /** ivid of the step to move to; null: stay. */
  targetIvid: string | null;
  /** The computed score; null: no score rule matched. */
  score: number | null;
}

export const SCORE_MAX = 100;

export function evaluateSmartRules(
  sets: readonly CompiledRuleSet[],
  record: RuleRecord,
  position: ApplicationPosition,
): SmartEffects {
  const labels: string[] = [];
  let targetIvid: string | null = null;
  let flowDecided = false;
  let scoreSum = 0;
  let scored = false;
  for (const set of sets) {
    if (set.kind === 'tag') {
      if (set.labels.length > 0 && set.rules.some((r) => r.holds(record))) {
        for (const l of set.labels) if (!labels.includes(l)) labels.push(l);
      }
    } else if (set.kind === 'score') {
      for (const r of set.rules) {
        if (r.holds(record)) {
          scoreSum += r.score;
          scored = true;
        }
      }
    } else if (!flowDecided) {
      for (const r of set.rules) {
        if (!position.flowIvids.has(r.targetIvid)) continue;
        if (r.executeType !== EXECUTE_TYPE.always && position.stepIvid !== position.firstStepIvid) continue;
        if (!r.holds(record)) continue;
        flowDecided = true;
        if (r.targetIvid !== position.stepIvid) targetIvid = r.targetIvid;
        break;
      }
    }
  }
  const score = scored ? Math.round(Math.min(SCORE_MAX, scoreSum) * 10) / 10 : null;
  return { labels, targetIvid, score };
}

// ---------------------------------------------------------------------------------------------
// Validation of a rule set before it is saved or enabled

export interface SmartRuleIssue {
  /** Index of the sub-rule; absent for the rule set's own parts (labels). */
  rule?: number;
  /** Index of the condition in conditions_json, when the message belongs to one. */
  condition?: number;
  message: string;
}

export interface SmartRuleSetDraft {
  labels?: readonly string[];
  rules: readonly {
    conditions_json: readonly SmartConditionWire[];
    score?: number | null;
    execute_type?: string | null;
    target_iv_id?: string | null;
  }[];
}

export const SMART_RULE_MESSAGE = {
  labels: '请输入标签',
  score: '请输入评分',
  target: '请选择流转环节',
  targetMissing: '流转环节不存在',
  conditions: MESSAGE.noConditions,
} as const;

/** `第1条规则第2个条件：请输入` — the issue as one zh-CN line. */
export function smartIssueText(issue: SmartRuleIssue): string {
  if (issue.rule === undefined) return issue.message;
  const where =
    issue.condition === undefined
      ? `第${issue.rule + 1}条规则`
      : `第${issue.rule + 1}条规则第${issue.condition + 1}个条件`;
  return `${where}：${issue.message}`;
}

/**
 * Every problem of a rule set: kind-specific parts (labels, score, target step) and each condition
 * against the fields that exist, with the zh-CN messages of COND. `stepIvids`: the tenant's flow
 * steps, for the flow kind.
 */
export function validateSmartRuleSet(
  kind: SmartRuleKind,
  draft: SmartRuleSetDraft,
  fields: FieldCatalog,
  stepIvids: ReadonlySet<string> = new Set(),
): SmartRuleIssue[] {
  const out: SmartRuleIssue[] = [];
  if (kind === 'tag' && (draft.labels ?? []).length === 0) out.push({ message: SMART_RULE_MESSAGE.labels });
  draft.rules.forEach((sub, i) => {
    if (kind === 'score' && (sub.score === undefined || sub.score === null)) {
      out.push({ rule: i, message: SMART_RULE_MESSAGE.score });
    }
    if (kind === 'flow') {
      if (!sub.target_iv_id) out.push({ rule: i, message: SMART_RULE_MESSAGE.target });
      else if (!stepIvids.has(sub.target_iv_id))
        out.push({ rule: i, message: SMART_RULE_MESSAGE.targetMissing });
    }
    if (sub.conditions_json.length === 0) {
      out.push({ rule: i, message: SMART_RULE_MESSAGE.conditions });
      return;
    }
    // Group index → the conditions_json indexes of its members (groups in first-seen order).
    const members = new Map<string, number[]>();
    sub.conditions_json.forEach((c, j) => {
      const key = String(c.group_id);
      const list = members.get(key) ?? [];
      list.push(j);
      members.set(key, list);
    });
    const groups = [...members.values()];
    let ast;
    try {
      ast = smartSubRuleToAst({ conditions_json: [...sub.conditions_json] }, fields);
    } catch (error) {
      if (!(error instanceof SmartRuleFormatError)) throw error;
      // Find the condition that cannot be read, one at a time.
      sub.conditions_json.forEach((c, j) => {
        try {
          smartSubRuleToAst({ conditions_json: [c] }, fields);
        } catch {
          out.push({
            rule: i,
            condition: j,
            message: /operator/.test(String((error as Error).message))
              ? MESSAGE.selectOperator
              : MESSAGE.format,
          });
        }
      });
      return;
    }
    for (const issue of validateRule(ast, fields)) {
      const [g, c] = issue.path;
      const condition = g !== undefined && c !== undefined ? groups[g]?.[c] : undefined;
      out.push(
        condition === undefined
          ? { rule: i, message: issue.message }
          : { rule: i, condition, message: issue.message },
      );
    }
  });
  return out;
}

/** Distinct (module, column) pairs a rule set's conditions use. */
export function fieldRefsOfRuleSet(
  rules: readonly { conditions_json: readonly SmartConditionWire[] }[],
): { moduleName: string; columnName: string }[] {
  const seen = new Map<string, { moduleName: string; columnName: string }>();
  for (const sub of rules) {
    for (const c of sub.conditions_json) {
      const ref = fieldRefOf(c.field_values);
      seen.set(`${ref.moduleName}\u0000${ref.columnName}`, ref);
    }
  }
  return [...seen.values()];
}
