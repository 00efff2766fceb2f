import type { Flag, Millis } from './core';

// Smart operations rules (migration 004_smart_rules): rule sets per tenant and kind, their
// sub-rules in the spec's wire shape (DATA-022..027) and the fields each rule set uses. The
// recalculation runs as a platform task (011_tasks dropped 004's smart_recalc_task).

type SmartRuleKindCode = 'tag' | 'flow' | 'score';

/** One rule set (智能标签 / 智能流转 / 智能评分). */
export interface SmartRuleSetTable {
  id: string;
  tenant_id: string;
  kind: SmartRuleKindCode;
  name: string;
  enabled: Flag;
  /** Tag kind: JSON list of the labels set on matching applications; '[]' otherwise. */
  labels_json: string;
  /** Why the server disabled the rule set (designer field changes); '' otherwise. */
  disabled_reason: string;
  /** operator.id */
  created_by: string;
  created_at: Millis;
  updated_by: string;
  updated_at: Millis;
}

/** A sub-rule (rule_id = id): conditions_json is the wire list of conditions as JSON text. */
interface SmartSubRuleTable {
  id: string;
  tenant_id: string;
  rule_set_id: string;
  sort: number;
  conditions_json: string;
  conditions_operation: string;
  /** Score kind: 0-100. */
  score: number | null;
  /** Flow kind: '1' first step only, '2' always. */
  execute_type: string | null;
  /** Flow kind: flow_step.ivid of the target. */
  target_iv_id: string | null;
}

/** The (module, column) pairs the conditions of a rule set use. */
interface SmartRuleFieldTable {
  tenant_id: string;
  rule_set_id: string;
  module_name: string;
  column_name: string;
}

export interface SmartRuleTables {
  smart_rule_set: SmartRuleSetTable;
  smart_sub_rule: SmartSubRuleTable;
  smart_rule_field: SmartRuleFieldTable;
}
