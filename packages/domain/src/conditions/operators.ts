// The 15 condition operators, their 5 groups and the filter field types of D1 §3 (COND-051..055,
// AMB-010/011/012, GAP-030). Codes are the numbers sent as target[0] / operator on the wire;
// names are what the AST and the code use. One table each, with zh-CN labels.

/** Operator name → wire code. The codes follow the order of D1 §3's list (is empty = 1 …
 * not equal = 15), which makes the "list variant" 14, the only code the spec names (AMB-028). */
export const OPERATOR = {
  isEmpty: 1,
  eq: 2,
  gt: 3,
  lt: 4,
  gte: 5,
  lte: 6,
  inAny: 7,
  notInAny: 8,
  between: 9,
  containsAny: 10,
  notContainsAny: 11,
  containsAll: 12,
  notContainsAll: 13,
  // "list variants" (D1 §3): belongs to any of the chosen nodes of an option tree, the values
  // being `$`-joined paths (COND-066 joins nested member-dictionary values exactly for code 14).
  underAny: 14,
  neq: 15,
} as const;

export type OperatorName = keyof typeof OPERATOR;
export type OperatorCode = (typeof OPERATOR)[OperatorName];

export const OPERATOR_NAMES = Object.keys(OPERATOR) as OperatorName[];

export const OPERATOR_LABEL: Readonly<Record<OperatorName, string>> = {
  isEmpty: '为空',
  eq: '等于',
  gt: '大于',
  lt: '小于',
  gte: '大于等于',
  lte: '小于等于',
  inAny: '等于任一',
  notInAny: '不等于任一',
  between: '介于',
  containsAny: '包含任一',
  notContainsAny: '不包含任一',
  containsAll: '包含全部',
  notContainsAll: '不包含全部',
  underAny: '属于任一',
  neq: '不等于',
};

const OPERATOR_BY_CODE = new Map<number, OperatorName>(OPERATOR_NAMES.map((name) => [OPERATOR[name], name]));

/** Reads a wire operator code (number or numeric string) into a name; undefined if unknown. */
export function operatorFromCode(code: unknown): OperatorName | undefined {
  const n = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  return typeof n === 'number' ? OPERATOR_BY_CODE.get(n) : undefined;
}

export function isOperatorName(x: unknown): x is OperatorName {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(OPERATOR, x);
}

/** Operator groups of D1 §3 (COND-054). 'not equal' joins the comparisons and the list variant
 * joins "equals any" (AMB-012); the inclusive two-value range is group 4 (AMB-010). */
export const OPERATOR_GROUP = {
  empty: 1,
  compare: 2,
  anyOf: 3,
  between: 4,
  contains: 5,
} as const;

export type OperatorGroup = (typeof OPERATOR_GROUP)[keyof typeof OPERATOR_GROUP];

export const OPERATOR_GROUP_OF: Readonly<Record<OperatorName, OperatorGroup>> = {
  isEmpty: 1,
  eq: 2,
  gt: 2,
  lt: 2,
  gte: 2,
  lte: 2,
  neq: 2,
  inAny: 3,
  notInAny: 3,
  underAny: 3,
  between: 4,
  containsAny: 5,
  notContainsAny: 5,
  containsAll: 5,
  notContainsAll: 5,
};

/** Groups 3, 4 and 5 take a list as the target value; groups 1 and 2 a single value (COND-055). */
export function isListOperator(op: OperatorName): boolean {
  return OPERATOR_GROUP_OF[op] >= 3;
}

/** COND-034: switching operator resets the value to [] (list operators) or '' (single value). */
export function resetValueForOperator(op: OperatorName): '' | [] {
  return isListOperator(op) ? [] : '';
}

/** The empty-check operator's two values (COND-018). */
export const IS_EMPTY_VALUE = { yes: 1, no: 0 } as const;
export const IS_EMPTY_VALUE_LABEL: Readonly<Record<0 | 1, string>> = { 1: '是', 0: '否' };

/** Filter field types (COND-051/052). 10, 11, 100 and 101 are not described by the spec; the
 * meanings below are our decision (GAP-030, see SEMANTICS.md). */
export const FIELD_TYPE = {
  number: 1,
  date: 2,
  text: 3,
  select: 4,
  multiSelect: 5,
  tag: 6,
  attachment: 7,
  score: 10,
  cascade: 11,
  functionType: 20,
  organization: 21,
  school: 22,
  major: 23,
  schoolLevel: 24,
  customNumber: 100,
  customSelect: 101,
  customDate: 102,
  customText: 103,
} as const;

export type FieldTypeName = keyof typeof FIELD_TYPE;
export type FieldType = (typeof FIELD_TYPE)[FieldTypeName];

export const FIELD_TYPES = Object.values(FIELD_TYPE) as FieldType[];

export const FIELD_TYPE_LABEL: Readonly<Record<FieldType, string>> = {
  1: '数字',
  2: '日期',
  3: '文本',
  4: '单选',
  5: '多选',
  6: '标签',
  7: '附件',
  10: '评分',
  11: '级联选择',
  20: '职能类别',
  21: '组织',
  22: '学校',
  23: '专业',
  24: '学校层次',
  100: '自定义数字',
  101: '自定义单选',
  102: '自定义日期',
  103: '自定义文本',
};

export function isFieldType(x: unknown): x is FieldType {
  return typeof x === 'number' && (FIELD_TYPES as number[]).includes(x);
}

/**
 * How a field's values are read and compared (SEMANTICS.md):
 * number – numbers (numeric strings coerced); date – epoch-ms compared by Asia/Shanghai day;
 * text – trimmed, ASCII-case-insensitive; code – one exact dictionary code;
 * codes – a set of exact codes (multi-valued); path – one `$`-joined option-tree path.
 */
export type ValueKind = 'number' | 'date' | 'text' | 'code' | 'codes' | 'path';

export const VALUE_KIND_OF: Readonly<Record<FieldType, ValueKind>> = {
  1: 'number',
  2: 'date',
  3: 'text',
  4: 'code',
  5: 'codes',
  6: 'codes',
  7: 'codes',
  10: 'number',
  11: 'path',
  20: 'code',
  21: 'code',
  22: 'codes',
  23: 'code',
  24: 'codes',
  100: 'number',
  101: 'code',
  102: 'date',
  103: 'text',
};

/** Operators offered per value kind, in the order an operator picker lists them. */
export const OPERATORS_BY_KIND: Readonly<Record<ValueKind, readonly OperatorName[]>> = {
  number: ['isEmpty', 'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between', 'inAny', 'notInAny'],
  date: ['isEmpty', 'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between'],
  text: [
    'isEmpty',
    'eq',
    'neq',
    'inAny',
    'notInAny',
    'containsAny',
    'notContainsAny',
    'containsAll',
    'notContainsAll',
  ],
  code: ['isEmpty', 'eq', 'neq', 'inAny', 'notInAny'],
  codes: ['isEmpty', 'containsAny', 'notContainsAny', 'containsAll', 'notContainsAll'],
  path: ['isEmpty', 'eq', 'neq', 'inAny', 'notInAny', 'underAny'],
};

export function operatorsForFieldType(fieldType: FieldType): readonly OperatorName[] {
  return OPERATORS_BY_KIND[VALUE_KIND_OF[fieldType]];
}

export function isOperatorAllowed(fieldType: FieldType, op: OperatorName): boolean {
  return operatorsForFieldType(fieldType).includes(op);
}

/** The negative operators are the exact complement of a positive one (SEMANTICS.md §3). */
export const NEGATION_OF: Readonly<Partial<Record<OperatorName, OperatorName>>> = {
  neq: 'eq',
  notInAny: 'inAny',
  notContainsAny: 'containsAny',
  notContainsAll: 'containsAll',
};

/** Per-section rule for fields of repeatable (multi-section) modules (COND-028..030, 063). */
export const SECTION_RULE = { every: '1', any: '2' } as const;
export type SectionRule = (typeof SECTION_RULE)[keyof typeof SECTION_RULE];
export const SECTION_RULE_LABEL: Readonly<Record<SectionRule, string>> = {
  '1': '每段均满足',
  '2': '任意一段满足',
};
/** COND-030: the computation rule is a string defaulting to '1'. */
export const DEFAULT_SECTION_RULE: SectionRule = '1';

/** COND-031: a condition group holds at most 9 entries. */
export const MAX_GROUP_ENTRIES = 9;

/** Group combinators; the display rule's conditions_operation maps '0' → all, '1' → any. */
export const GROUP_OP_LABEL = { all: '且', any: '或' } as const;
