// The edit form of a smart operations rule set as plain data: the stored rule set → an editor
// draft (condition groups per sub-rule), the draft's zh-CN problems, and the draft → the save
// payload of the contract. Conditions of one group must all hold and a sub-rule holds when any of
// its groups does (GAP-031, conditions/SEMANTICS.md), which is how the editor presents them.
import {
  DEFAULT_SMART_CONDITIONS_OPERATION,
  astToSmartConditions,
  lookupField,
  operatorFromCode,
  smartSubRuleToAst,
  summarizeRule,
  validateRule,
  type Condition,
  type ConditionDraft,
  type FieldCatalog,
  type Group,
  type GroupDraft,
} from '@ehire/domain/conditions/index';
import {
  EXECUTE_TYPE,
  SMART_RULE_LIMITS,
  SaveSmartRuleInput,
  SmartSubRuleInput,
  type ExecuteType,
  type SmartCondition,
  type SmartRuleKind,
  type SmartRuleSet,
} from '@ehire/domain/contracts/smart-rules';
import { emptyCondition } from '../../components/conditions/ConditionEditor';
import { checkSingleValue } from '../../components/conditions/GenericValueInput';

export interface SubRuleDraft {
  /** Editor key. */
  key: string;
  /** Assigned by the server; sent back unchanged. */
  rule_id?: string;
  /** Condition groups (all of a group's conditions hold); the sub-rule holds when any group does. */
  groups: GroupDraft[];
  /** Smart score: the score as typed. */
  score: string;
  /** Smart flow. */
  execute_type: ExecuteType;
  target_iv_id: string;
}

export interface SmartRuleDraft {
  name: string;
  /** Smart tag: the labels set on matching applications. */
  labels: string[];
  rules: SubRuleDraft[];
}

export interface SubRuleErrors {
  conditions?: string;
  score?: string;
  target?: string;
  execute?: string;
}

export interface DraftErrors {
  name?: string;
  labels?: string;
  rules?: string;
  ruleErrors: SubRuleErrors[];
  /** Some condition fails validateRule; the editors show the messages under each row. */
  conditionsInvalid: boolean;
}

const FORM_MESSAGE = {
  selectTarget: '请选择流转环节',
  selectExecute: '请选择执行方式',
  /** A rule set of smart tags sets at least one label. */
  inputLabel: '请输入标签',
} as const;

let nextKey = 0;
const newKey = (prefix: string) => `${prefix}-${++nextKey}`;

export function emptyGroup(): GroupDraft {
  return { kind: 'group', id: newKey('group'), op: 'all', children: [emptyCondition()] };
}

export function emptySubRule(): SubRuleDraft {
  return {
    key: newKey('rule'),
    groups: [emptyGroup()],
    score: '',
    execute_type: EXECUTE_TYPE.firstStepOnly,
    target_iv_id: '',
  };
}

export function emptyDraft(): SmartRuleDraft {
  return { name: '', labels: [], rules: [emptySubRule()] };
}

/** One stored condition as an editor row; one the engine cannot read keeps its field so that
 * validation names the problem instead of the row disappearing. */
function conditionDraft(w: SmartCondition, fields: FieldCatalog): ConditionDraft {
  try {
    const group = smartSubRuleToAst({ conditions_json: [{ ...w, group_id: '1' }] }, fields);
    const c = (group.children[0] as Group).children[0] as Condition;
    return { ...c, id: c.id ?? newKey('condition') };
  } catch {
    return {
      kind: 'condition',
      id: w.id ?? newKey('condition'),
      field: [...w.field_values],
      operator: operatorFromCode(w.operator) ?? '',
      value: '',
    };
  }
}

/** The stored conditions_json as editor groups, in first-seen group order. */
function conditionsToGroups(conditions: readonly SmartCondition[], fields: FieldCatalog): GroupDraft[] {
  const groups = new Map<string, ConditionDraft[]>();
  for (const w of conditions) {
    const key = String(w.group_id);
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(conditionDraft(w, fields));
  }
  const out = [...groups.values()].map((children): GroupDraft => ({
    kind: 'group',
    id: newKey('group'),
    op: 'all',
    children,
  }));
  return out.length ? out : [emptyGroup()];
}

export function ruleSetToDraft(set: SmartRuleSet | undefined, fields: FieldCatalog): SmartRuleDraft {
  if (!set) return emptyDraft();
  return {
    name: set.name,
    labels: [...set.labels],
    rules: set.rules.length
      ? set.rules.map((r) => ({
          key: newKey('rule'),
          rule_id: r.rule_id,
          groups: conditionsToGroups(r.conditions_json, fields),
          score: r.score === undefined ? '' : String(r.score),
          execute_type: r.execute_type ?? EXECUTE_TYPE.firstStepOnly,
          target_iv_id: r.target_iv_id ?? '',
        }))
      : [emptySubRule()],
  };
}

const usedGroups = (rule: SubRuleDraft) => rule.groups.filter((g) => g.children.length > 0);

/**
 * A sub-rule's conditions as the AST any(all(group 1), all(group 2), …), types from the
 * catalogue. Only meaningful once validateDraft reports no condition problem.
 */
function subRuleAst(rule: SubRuleDraft, fields: FieldCatalog): Group {
  return {
    kind: 'group',
    op: 'any',
    children: usedGroups(rule).map((g, i) => ({
      kind: 'group',
      id: String(i + 1),
      op: 'all',
      children: g.children.map((child) => {
        const c = child as ConditionDraft;
        const condition: Condition = {
          kind: 'condition',
          field: [...c.field],
          operator: c.operator as Condition['operator'],
          value: c.value as Condition['value'],
          fieldType: lookupField(fields, c.field)?.fieldType ?? c.fieldType!,
        };
        if (c.id) condition.id = c.id;
        if (lookupField(fields, c.field)?.repeatable) condition.sectionRule = c.sectionRule ?? '1';
        return condition;
      }),
    })),
  };
}

/** The zh-CN one-line summary of a sub-rule's conditions, or '' while they are invalid. */
export function subRuleSummary(rule: SubRuleDraft, fields: FieldCatalog): string {
  const groups = usedGroups(rule);
  if (groups.length === 0) return '';
  if (groups.some((g) => validateRule(g, fields).length > 0)) return '';
  return summarizeRule(subRuleAst(rule, fields), fields);
}

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

/** Every problem of the draft; `ok` when it can be saved. */
export function validateDraft(
  kind: SmartRuleKind,
  draft: SmartRuleDraft,
  fields: FieldCatalog,
): DraftErrors & { ok: boolean } {
  const errors: DraftErrors = { ruleErrors: [], conditionsInvalid: false };
  errors.name = firstIssue(SaveSmartRuleInput.shape.name.safeParse(draft.name));
  if (kind === 'tag') {
    errors.labels =
      draft.labels.length === 0
        ? FORM_MESSAGE.inputLabel
        : firstIssue(SaveSmartRuleInput.shape.labels.safeParse(draft.labels));
  }
  if (draft.rules.length === 0) errors.rules = '请添加规则';
  else if (draft.rules.length > SMART_RULE_LIMITS.subRulesMax) {
    errors.rules = `最多${SMART_RULE_LIMITS.subRulesMax}条规则`;
  }
  for (const rule of draft.rules) {
    const e: SubRuleErrors = {};
    const groups = usedGroups(rule);
    const count = groups.reduce((n, g) => n + g.children.length, 0);
    if (count === 0) e.conditions = '请添加条件';
    else if (count > SMART_RULE_LIMITS.conditionsPerSubRuleMax) {
      e.conditions = `每条规则最多${SMART_RULE_LIMITS.conditionsPerSubRuleMax}个条件`;
    }
    if (groups.some((g) => validateRule(g, fields).length > 0)) errors.conditionsInvalid = true;
    if (kind === 'score') {
      // COND-036..039: the generic score checks, then the contract's one-decimal rule.
      e.score =
        checkSingleValue(rule.score, { valueType: 'score', required: true }) ??
        firstIssue(SmartSubRuleInput.shape.score.safeParse(Number(rule.score.trim())));
    }
    if (kind === 'flow') {
      if (!rule.target_iv_id) e.target = FORM_MESSAGE.selectTarget;
      if (!rule.execute_type) e.execute = FORM_MESSAGE.selectExecute;
    }
    errors.ruleErrors.push(e);
  }
  const ok =
    !errors.name &&
    !errors.labels &&
    !errors.rules &&
    !errors.conditionsInvalid &&
    errors.ruleErrors.every((e) => !e.conditions && !e.score && !e.target && !e.execute);
  return { ...errors, ok };
}

/** The save payload of a valid draft. */
export function draftToInput(
  kind: SmartRuleKind,
  draft: SmartRuleDraft,
  fields: FieldCatalog,
): SaveSmartRuleInput {
  return {
    name: draft.name.trim(),
    labels: kind === 'tag' ? draft.labels.map((l) => l.trim()) : [],
    rules: draft.rules.map((rule) => {
      const sub: SmartSubRuleInput = {
        conditions_json: astToSmartConditions(subRuleAst(rule, fields), fields) as SmartCondition[],
        conditions_operation: DEFAULT_SMART_CONDITIONS_OPERATION,
      };
      if (rule.rule_id !== undefined) sub.rule_id = rule.rule_id;
      if (kind === 'score') sub.score = Number(rule.score.trim());
      if (kind === 'flow') {
        sub.execute_type = rule.execute_type;
        sub.target_iv_id = rule.target_iv_id;
      }
      return sub;
    }),
  };
}
