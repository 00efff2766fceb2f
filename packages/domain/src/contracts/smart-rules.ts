import { z } from 'zod';
import type { FieldInfo, OptionNode } from '../conditions/fields';
import { FIELD_TYPES, type FieldType } from '../conditions/operators';
import { TREE_OPTION_STATUS, type TreeOption } from '../dictionaries/tree-option';

// Smart operations rules (智能运营, issue 3 §3; D1 §3 DATA-022..030, STATE-005..010): rule sets of
// three kinds — 智能标签 (labelList), 智能流转 (circulationList), 智能评分 (scoreList). A rule set
// has a name, an enabled flag and sub-rules; a sub-rule is the spec's wire shape (rule_id,
// conditions_json, conditions_operation, plus score for type 2 and execute_type / target_iv_id for
// type 3). Conditions of one group_id must all hold; a sub-rule holds when any of its groups does
// (GAP-031, conditions/SEMANTICS.md §9).
//
// Routes, one family per kind K in tag | flow | score, guarded by PERMISSION.smartTag / smartFlow /
// smartScore (reads ≥ 1, writes ≥ 2); every answer is the { code, msg, data } envelope:
//   GET    /api/biz/smart-rules/K/options          → SmartRuleOptionsAnswer
//   POST   /api/biz/smart-rules/K/list             SmartRuleListQuery → SmartRuleListAnswer
//   GET    /api/biz/smart-rules/K/:id              → SmartRuleSet
//   POST   /api/biz/smart-rules/K                  SaveSmartRuleInput → SmartRuleSet (write)
//   PUT    /api/biz/smart-rules/K/:id              SaveSmartRuleInput → SmartRuleSet (write)
//   DELETE /api/biz/smart-rules/K/:id              → null (write)
//   POST   /api/biz/smart-rules/K/:id/enable       → SmartRuleSet (write)
//   POST   /api/biz/smart-rules/K/:id/disable      → SmartRuleSet (write)
//   POST   /api/biz/smart-rules/K/recalc           → RecalcTaskAnswer (write; refused while running)
//   GET    /api/biz/smart-rules/K/recalc/status    → RecalcTaskAnswer (poll every 2 s while '20')
// The designer's routes (PERMISSION.resumeSetting):
//   POST   /api/biz/smart-rules/related            RelatedRulesQuery → RelatedRulesAnswer (read)
//   POST   /api/biz/smart-rules/disable-by-fields  DisableByFieldsInput → RelatedRulesAnswer (write)
// Invalid conditions are refused with 400 and msg `参数错误：第1条规则第2个条件：<COND message>`.

/** The three kinds, as they appear in URLs. */
export const SMART_RULE_KINDS = ['tag', 'flow', 'score'] as const;
export const SmartRuleKind = z.enum(SMART_RULE_KINDS);
export type SmartRuleKind = z.infer<typeof SmartRuleKind>;

/** Rule-type codes: DATA-026 names 2 (score) and DATA-027 names 3 (flow); 1 (tag) is our choice. */
export const SMART_RULE_TYPE: Readonly<Record<SmartRuleKind, 1 | 2 | 3>> = { tag: 1, score: 2, flow: 3 };

export const SMART_RULE_KIND_LABEL: Readonly<Record<SmartRuleKind, string>> = {
  tag: '智能标签',
  flow: '智能流转',
  score: '智能评分',
};

/** The list names of DATA-028 (the related-rules answer uses them). */
export const SMART_RULE_LIST_NAME = {
  tag: 'labelList',
  flow: 'circulationList',
  score: 'scoreList',
} as const satisfies Record<SmartRuleKind, string>;

/**
 * execute_type of a flow-transfer sub-rule (DATA-027; values are our decision, GAP):
 * '1' 仅流转初始环节的投递 — moves an application only while it is still in the first step of its
 *     flow (not yet handled by anyone), so recalculation never undoes a recruiter's decision;
 * '2' 始终流转 — moves the application from whatever step it is in.
 */
export const EXECUTE_TYPE = { firstStepOnly: '1', always: '2' } as const;
export type ExecuteType = (typeof EXECUTE_TYPE)[keyof typeof EXECUTE_TYPE];
export const EXECUTE_TYPE_LABEL: Readonly<Record<ExecuteType, string>> = {
  '1': '仅流转处于初始环节的投递',
  '2': '始终流转',
};

export const SMART_RULE_LIMITS = {
  nameMax: 50,
  subRulesMax: 20,
  conditionsPerSubRuleMax: 50,
  labelsMax: 10,
  labelMax: 20,
  scoreMin: 0,
  scoreMax: 100,
} as const;

// ---------------------------------------------------------------------------------------------
// Wire shapes (DATA-022..027)

const Scalar = z.union([z.string().max(500), z.number().refine(Number.isFinite, '请输入数字')]);

/** One condition as the spec sends it (DATA-022/023): see conditions/smart-rule.ts. */
export const SmartCondition = z.object({
  /** Locally generated virtual id. */
  id: z.string().max(64).optional(),
  operator: z.union([z.number().int(), z.string().max(8)], { error: '请选择逻辑词' }),
  /** The field path, prefix 'jobs' (DATA-029): ['jobs', module, column]. */
  field_values: z.array(z.string().min(1, '请选择').max(200), { error: '请选择' }).min(1, '请选择').max(6),
  /** '1' number, '2' date, '3' text, '-1' dictionary cascade (DATA-023). */
  data_type: z.union([z.string().max(4), z.number().int()]),
  /** Section rule: '1' 每段均满足 (default), '2' 任意一段满足. */
  field_match: z.enum(['1', '2']).optional(),
  action_value: z.array(Scalar, { error: '请输入' }).max(200),
  group_id: z.union([z.string().min(1).max(64), z.number().int()]),
});
export type SmartCondition = z.infer<typeof SmartCondition>;

const score = z
  .number({ error: '请输入数字' })
  .min(SMART_RULE_LIMITS.scoreMin, '评分值在0-100间')
  .max(SMART_RULE_LIMITS.scoreMax, '评分值在0-100间')
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, '评分值最多一位小数');

/** A sub-rule (DATA-025..027). rule_id is assigned by the server; send it back unchanged on edit. */
export const SmartSubRuleInput = z.object({
  rule_id: z.union([z.string().max(64), z.number().int()]).optional(),
  conditions_json: z
    .array(SmartCondition, { error: '请添加条件' })
    .min(1, '请添加条件')
    .max(
      SMART_RULE_LIMITS.conditionsPerSubRuleMax,
      `每条规则最多${SMART_RULE_LIMITS.conditionsPerSubRuleMax}个条件`,
    ),
  /** Opaque, '1' by default (DATA-025, AMB-029). */
  conditions_operation: z.string().max(8).default('1'),
  /** Type 2 (smart score): the score this sub-rule gives, 0-100, step 0.1. */
  score: score.optional(),
  /** Type 3 (smart flow): see EXECUTE_TYPE. */
  execute_type: z.enum(['1', '2'], { error: '请选择执行方式' }).optional(),
  /** Type 3 (smart flow): the ivid of the target flow step. */
  target_iv_id: z.string().max(64).optional(),
});
export type SmartSubRuleInput = z.input<typeof SmartSubRuleInput>;

export const SmartSubRule = z.object({
  rule_id: z.string(),
  conditions_json: z.array(SmartCondition),
  conditions_operation: z.string(),
  score: z.number().optional(),
  execute_type: z.enum(['1', '2']).optional(),
  target_iv_id: z.string().optional(),
  /** Flow kind: the target step's name and flow name ('' when the step no longer exists). */
  target_step_name: z.string().optional(),
  target_flow_name: z.string().optional(),
  /** zh-CN one-line summary of the conditions (学历 等于任一 硕士、博士 且 …). */
  summary: z.string(),
});
export type SmartSubRule = z.infer<typeof SmartSubRule>;

// ---------------------------------------------------------------------------------------------
// Rule sets

const label = z
  .string({ error: '请输入标签' })
  .trim()
  .min(1, '请输入标签')
  .max(SMART_RULE_LIMITS.labelMax, `标签最多${SMART_RULE_LIMITS.labelMax}个字符`);

/** Create or update a rule set. Kind-specific parts are checked by the server per kind. */
export const SaveSmartRuleInput = z.object({
  name: z
    .string({ error: '请输入规则名称' })
    .trim()
    .min(1, '请输入规则名称')
    .max(SMART_RULE_LIMITS.nameMax, `规则名称最多${SMART_RULE_LIMITS.nameMax}个字符`),
  /** Smart tag only: the labels set on matching applications (the page-level action_value). */
  labels: z
    .array(label, { error: '请输入标签' })
    .max(SMART_RULE_LIMITS.labelsMax, `标签最多${SMART_RULE_LIMITS.labelsMax}个`)
    .default([]),
  rules: z
    .array(SmartSubRuleInput, { error: '请添加规则' })
    .min(1, '请添加规则')
    .max(SMART_RULE_LIMITS.subRulesMax, `最多${SMART_RULE_LIMITS.subRulesMax}条规则`),
  /** New rule sets start enabled unless false. Ignored on update (use enable / disable). */
  enabled: z.boolean().default(true),
});
export type SaveSmartRuleInput = z.input<typeof SaveSmartRuleInput>;

export const SmartRuleSet = z.object({
  id: z.string(),
  kind: SmartRuleKind,
  name: z.string(),
  enabled: z.boolean(),
  labels: z.array(z.string()),
  rules: z.array(SmartSubRule),
  /** Why the server disabled it (fields changed in the designer); '' otherwise. */
  disabledReason: z.string(),
  createdBy: z.string(),
  createdAt: z.number(),
  updatedBy: z.string(),
  updatedAt: z.number(),
});
export type SmartRuleSet = z.infer<typeof SmartRuleSet>;

export const SmartRuleListQuery = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100, '每页最多100条').default(20),
  /** Name contains (trimmed; '' = all). */
  keyword: z.string().trim().max(50).default(''),
  /** 'all' (default), 'enabled' or 'disabled'. */
  status: z.enum(['all', 'enabled', 'disabled']).default('all'),
});
export type SmartRuleListQuery = z.input<typeof SmartRuleListQuery>;

export const SmartRuleListAnswer = z.object({
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(SmartRuleSet),
});
export type SmartRuleListAnswer = z.infer<typeof SmartRuleListAnswer>;

export const SmartRuleIdParams = z.object({ id: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// Condition options for the editors (the ConditionEditor's `options` and `fields`)

export const OptionNodeSchema: z.ZodType<OptionNode> = z.lazy(() =>
  z.object({
    value: z.union([z.string(), z.number()]),
    name: z.string().optional(),
    label: z.string().optional(),
    items: z.array(OptionNodeSchema).optional(),
    children: z.array(OptionNodeSchema).optional(),
    id: z.string().optional(),
    parent: z.string().nullable().optional(),
    level: z.number().int().optional(),
    status: z.number().int().optional(),
    hidden: z.boolean().optional(),
  }),
);

/** A region or label tree node (DATA-031, dictionaries/option-trees.ts). */
export const TreeOptionSchema: z.ZodType<TreeOption> = z.lazy(() =>
  z.object({
    value: z.string(),
    label: z.string(),
    id: z.string(),
    parent: z.string().nullable(),
    level: z.number().int(),
    status: z.union([z.literal(TREE_OPTION_STATUS.disabled), z.literal(TREE_OPTION_STATUS.enabled)]),
    hidden: z.boolean(),
    children: z.array(TreeOptionSchema),
  }),
);

export const FieldInfoSchema: z.ZodType<FieldInfo> = z.object({
  label: z.string(),
  fieldType: z.literal(FIELD_TYPES as [FieldType, ...FieldType[]]),
  repeatable: z.boolean().optional(),
  options: z.array(OptionNodeSchema).optional(),
  inputType: z.number().optional(),
  dictType: z.number().optional(),
  customerDictId: z.union([z.string(), z.number()]).optional(),
  pattern: z.string().optional(),
});

export const SmartFlowStepOption = z.object({
  ivid: z.string(),
  name: z.string(),
  flowId: z.string(),
  flowName: z.string(),
  sort: z.number().int(),
});
export type SmartFlowStepOption = z.infer<typeof SmartFlowStepOption>;

export const SmartRuleOptionsAnswer = z.object({
  /** The field tree for the cascader: root value 'jobs' (DATA-029), then modules, then columns. */
  options: z.array(OptionNodeSchema),
  /** FieldCatalog by fieldKey(path). */
  fields: z.record(z.string(), FieldInfoSchema),
  /** Flow kind: every flow step of the tenant (target_iv_id choices). Empty for other kinds. */
  steps: z.array(SmartFlowStepOption),
});
export type SmartRuleOptionsAnswer = z.infer<typeof SmartRuleOptionsAnswer>;

// ---------------------------------------------------------------------------------------------
// Designer linkage: related rules by (module name, column name) — D2 §7 / D1 §7

export const FieldRef = z.object({
  /** Module name: field_values[1] of a condition. */
  moduleName: z.string().min(1).max(200),
  /** Column name: field_values[2]; '' (or absent) = every field of the module. */
  columnName: z.string().max(200).default(''),
});
export type FieldRef = z.input<typeof FieldRef>;

export const RelatedRulesQuery = z.object({
  checkList: z.array(FieldRef, { error: '请选择字段' }).min(1, '请选择字段').max(500),
});
export type RelatedRulesQuery = z.input<typeof RelatedRulesQuery>;

export const RelatedRule = z.object({ id: z.string(), name: z.string(), enabled: z.boolean() });
export type RelatedRule = z.infer<typeof RelatedRule>;

export const RelatedRulesAnswer = z.object({
  labelList: z.array(RelatedRule),
  circulationList: z.array(RelatedRule),
  scoreList: z.array(RelatedRule),
});
export type RelatedRulesAnswer = z.infer<typeof RelatedRulesAnswer>;

export const DisableByFieldsInput = RelatedRulesQuery.extend({
  /** Shown as the rule's disabledReason; a default names the fields. */
  reason: z.string().trim().max(200).optional(),
});
export type DisableByFieldsInput = z.input<typeof DisableByFieldsInput>;

// ---------------------------------------------------------------------------------------------
// Recalculation (STATE-005..010): a background task per tenant and kind

/** '20' running (D1 §4); '30' done and '40' failed are our codes. */
export const RECALC_STATUS = { running: '20', done: '30', failed: '40' } as const;
export const RecalcStatusCode = z.enum(['20', '30', '40']);
export type RecalcStatusCode = z.infer<typeof RecalcStatusCode>;

export const RECALC_MESSAGE = {
  /** STATE-010: data.warnning of the start answer, shown as a warning. */
  started: '数据重新计算中，请稍后刷新查看',
  /** Refusal while a task of the same kind is running. */
  alreadyRunning: '数据正在重新计算中，请等待本次计算完成后再试',
  /** STATE-007: what the old-version view shows instead of the data. */
  recalculating: '数据重新计算中',
} as const;

export const RecalcTaskAnswer = z.object({
  /** null when the tenant never recalculated this kind. */
  taskId: z.string().nullable(),
  kind: SmartRuleKind,
  /** null: no task yet. Poll every 2 s while '20' (STATE-008). */
  status: RecalcStatusCode.nullable(),
  total: z.number().int(),
  processed: z.number().int(),
  /** 0-100, whole percent. */
  percent: z.number().int(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  /** zh-CN failure text; '' otherwise. */
  error: z.string(),
  /** STATE-010: the warning text to show (running: RECALC_MESSAGE.started; otherwise ''). */
  warnning: z.string(),
});
export type RecalcTaskAnswer = z.infer<typeof RecalcTaskAnswer>;
