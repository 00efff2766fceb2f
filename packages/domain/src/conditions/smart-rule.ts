// Smart operations sub-rules (智能标签 / 智能流转 / 智能评分; DATA-022..030) converted to and from
// the AST. Decisions of GAP-031 / AMB-029 (SEMANTICS.md §8): conditions with the same group_id
// must all hold, and the sub-rule holds when any of its groups does; data_type '1' number,
// '2' date, '3' text, '-1' dictionary cascade; field_match is the section rule ('1' every
// section, '2' any section); conditions_operation stays an opaque string, '1' by default.
import { type Condition, type Group, type RuleNode, type Scalar } from './ast';
import { lookupField, type FieldCatalog } from './fields';
import {
  DEFAULT_SECTION_RULE,
  FIELD_TYPE,
  OPERATOR,
  OPERATOR_GROUP_OF,
  VALUE_KIND_OF,
  operatorFromCode,
  type FieldType,
} from './operators';

export const SMART_DATA_TYPE = { number: '1', date: '2', text: '3', dictionary: '-1' } as const;
export type SmartDataType = (typeof SMART_DATA_TYPE)[keyof typeof SMART_DATA_TYPE];

/** The sub-rule's conditions_operation default (DATA-025); not interpreted (AMB-029). */
export const DEFAULT_SMART_CONDITIONS_OPERATION = '1';
/** DATA-029 / DATA-030: field paths start with 'jobs'; job categories are 't_…', jobs 'j_…'. */
export const SMART_FIELD_PREFIX = 'jobs';
export const JOB_TYPE_VALUE_PREFIX = 't_';
export const JOB_VALUE_PREFIX = 'j_';

export interface SmartConditionWire {
  /** Locally generated virtual id (DATA-022). */
  id?: string;
  operator: number | string;
  /** The field path. */
  field_values: string[];
  data_type: string | number;
  /** The section rule, '1' by default. */
  field_match?: string;
  /** The value list; one item for single-value operators. */
  action_value: Scalar[];
  group_id: string | number;
}

export interface SmartSubRuleWire {
  rule_id?: string | number;
  conditions_json: SmartConditionWire[];
  conditions_operation?: string;
  score?: number;
  execute_type?: string;
  target_iv_id?: string;
}

export class SmartRuleFormatError extends Error {
  override name = 'SmartRuleFormatError';
}

const DATA_TYPE_FIELD_TYPE: Readonly<Record<string, FieldType>> = {
  '1': FIELD_TYPE.number,
  '2': FIELD_TYPE.date,
  '3': FIELD_TYPE.text,
  '-1': FIELD_TYPE.cascade,
};

export function smartDataTypeOf(fieldType: FieldType): SmartDataType {
  switch (VALUE_KIND_OF[fieldType]) {
    case 'number':
      return SMART_DATA_TYPE.number;
    case 'date':
      return SMART_DATA_TYPE.date;
    case 'text':
      return SMART_DATA_TYPE.text;
    default:
      return SMART_DATA_TYPE.dictionary;
  }
}

function toCondition(w: SmartConditionWire, fields: FieldCatalog): Condition {
  const operator = operatorFromCode(w.operator);
  if (!operator) throw new SmartRuleFormatError(`unknown operator ${String(w.operator)}`);
  const info = lookupField(fields, w.field_values);
  const fieldType = info?.fieldType ?? DATA_TYPE_FIELD_TYPE[String(w.data_type)];
  if (fieldType === undefined) throw new SmartRuleFormatError(`unknown data_type ${String(w.data_type)}`);
  const values = Array.isArray(w.action_value) ? w.action_value : [w.action_value];
  const c: Condition = {
    kind: 'condition',
    field: [...w.field_values],
    operator,
    value: OPERATOR_GROUP_OF[operator] <= 2 ? (values[0] ?? '') : [...values],
    fieldType,
    sectionRule: String(w.field_match ?? '1') === '2' ? '2' : DEFAULT_SECTION_RULE,
  };
  if (w.id !== undefined) c.id = w.id;
  return c;
}

/** A sub-rule's conditions → any(all(group 1), all(group 2), …), groups in first-seen order. */
export function smartSubRuleToAst(
  sub: Pick<SmartSubRuleWire, 'conditions_json'>,
  fields: FieldCatalog = {},
): Group {
  const groups = new Map<string, Condition[]>();
  for (const w of sub.conditions_json) {
    const key = String(w.group_id);
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(toCondition(w, fields));
  }
  return {
    kind: 'group',
    op: 'any',
    children: [...groups].map(([id, children]) => ({ kind: 'group', id, op: 'all', children })),
  };
}

function toWire(c: Condition, groupId: string, fields: FieldCatalog): SmartConditionWire {
  const info = lookupField(fields, c.field);
  const w: SmartConditionWire = {
    operator: OPERATOR[c.operator],
    field_values: [...c.field],
    data_type: smartDataTypeOf(info?.fieldType ?? c.fieldType),
    field_match: c.sectionRule ?? DEFAULT_SECTION_RULE,
    action_value: Array.isArray(c.value) ? [...c.value] : [c.value],
    group_id: groupId,
  };
  if (c.id !== undefined) w.id = c.id;
  return w;
}

/**
 * The AST → conditions_json. Accepts the shapes a sub-rule can hold: one condition, one all-group
 * of conditions, or an any-group of those; anything deeper throws. Groups without an id are
 * numbered '1', '2', … in order.
 */
export function astToSmartConditions(rule: RuleNode, fields: FieldCatalog = {}): SmartConditionWire[] {
  const asGroups: RuleNode[] = rule.kind === 'group' && rule.op === 'any' ? rule.children : [rule];
  return asGroups.flatMap((g, i) => {
    const id = g.kind === 'group' && g.id !== undefined ? g.id : String(i + 1);
    if (g.kind === 'condition') return [toWire(g, id, fields)];
    if (g.op !== 'all' && g.children.length > 1)
      throw new SmartRuleFormatError('a condition group must be all-of');
    return g.children.map((c) => {
      if (c.kind !== 'condition') {
        throw new SmartRuleFormatError(`smart rules hold two levels; group ${id} nests deeper`);
      }
      return toWire(c, id, fields);
    });
  });
}

/** The AST → a sub-rule, keeping the other properties (rule_id, score, …) of `base`. */
export function astToSmartSubRule(
  rule: RuleNode,
  base: Omit<SmartSubRuleWire, 'conditions_json'> = {},
  fields: FieldCatalog = {},
): SmartSubRuleWire {
  return {
    ...base,
    conditions_json: astToSmartConditions(rule, fields),
    conditions_operation: base.conditions_operation ?? DEFAULT_SMART_CONDITIONS_OPERATION,
  };
}
