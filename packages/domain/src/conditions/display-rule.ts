// Display rules (显示规则) of the designer and the candidate form, in the two wire shapes of the
// spec, converted to and from the AST: the D1/D2 §3 shape (conditions_operation, conditions with
// field / target / computationRule …; COND-056..066) and the designer API shape
// (conditionsOperation, showIds, conditionsList, showIdType; COND-067/068).
import { fieldKey, type Condition, type Group, type Scalar } from './ast';
import { lookupField, type FieldCatalog, type FieldInfo } from './fields';
import {
  DEFAULT_SECTION_RULE,
  FIELD_TYPE,
  OPERATOR,
  OPERATOR_GROUP_OF,
  VALUE_KIND_OF,
  operatorFromCode,
  type FieldType,
  type OperatorName,
  type SectionRule,
} from './operators';
import { MESSAGE } from './prepare';
import { validateRule, type RuleIssue } from './validate';
import { PATH_SEPARATOR } from './values';

export type WireScalar = string | number;
/** A condition value on the wire: a scalar, or a cascader's list of path segments. */
export type DisplayTargetValue = WireScalar | WireScalar[];

export interface DisplayConditionWire {
  id?: string;
  /** [modId, colId] in the designer (COND-058). */
  field: string[];
  /** [operation code, value list] (COND-059, AMB-027). */
  target: [operation: number | string, values: DisplayTargetValue[]];
  /** '1' every section (default), anything else any section (COND-063). */
  computationRule?: string;
  dictType?: number | string | null;
  inputType?: number | string | null;
  customerDictId?: number | string | null;
}

export interface DisplayRuleWire {
  /** '0' all conditions, '1' any condition (COND-061/062); required (COND-010). */
  conditions_operation: '0' | '1' | 0 | 1 | '' | null | undefined;
  conditions: DisplayConditionWire[];
  /** Column (or module) ids to show (COND-064). */
  target?: string[];
  /** '1' every section shows, '2' only sections where the condition is met (COND-065). */
  resumesubEcolumnsShowType?: '1' | '2' | 1 | 2;
}

export const DISPLAY_OPERATION = { all: '0', any: '1' } as const;
export const SHOW_TYPE = { everySection: '1', matchingSections: '2' } as const;
export const SHOW_ID_TYPE = { module: 0, field: 1 } as const;
/** GAP-057: '01' the trigger field is in a one-to-one module, '02' in a multi-section module
 * (the module types 1 and 2 of D2 §3). */
export const TRIGGER_TYPE = { singleModule: '01', multiSectionModule: '02' } as const;
export const DICT_TYPE = { none: 0, custom: 1, system: 2, memberCustom: 3 } as const;

/** Resume input type (D2 §3) → filter field type of its values. */
export const INPUT_TYPE_FIELD_TYPE: Readonly<Record<number, FieldType>> = {
  1: FIELD_TYPE.text,
  2: FIELD_TYPE.number,
  3: FIELD_TYPE.text,
  4: FIELD_TYPE.date,
  5: FIELD_TYPE.attachment,
  6: FIELD_TYPE.text,
  7: FIELD_TYPE.select,
  8: FIELD_TYPE.multiSelect,
  9: FIELD_TYPE.cascade,
  10: FIELD_TYPE.cascade,
};

const DEFAULT_INPUT_TYPE: Partial<Record<FieldType, number>> = { 3: 1, 1: 2, 2: 4, 7: 5, 4: 7, 5: 8, 11: 10 };

export class DisplayRuleFormatError extends Error {
  override name = 'DisplayRuleFormatError';
}

/**
 * COND-066 / AMB-028: member custom dictionaries (dictType 3) on two- and three-level dropdowns
 * (input types 9, 10) with operation 14 send nested values joined by '$'; otherwise a nested
 * value travels as the cascader's list of segments.
 */
export function joinsNestedValues(c: {
  dictType?: unknown;
  inputType?: unknown;
  target: readonly [unknown, ...unknown[]];
}): boolean {
  const input = Number(c.inputType);
  return (
    Number(c.dictType) === DICT_TYPE.memberCustom &&
    (input === 9 || input === 10) &&
    Number(c.target[0]) === 14
  );
}

function fieldTypeOf(c: DisplayConditionWire, info: FieldInfo | undefined): FieldType {
  if (info) return info.fieldType;
  const t = INPUT_TYPE_FIELD_TYPE[Number(c.inputType)];
  if (t === undefined)
    throw new DisplayRuleFormatError(`unknown inputType ${String(c.inputType)} on ${fieldKey(c.field)}`);
  return t;
}

function readSectionRule(x: unknown): SectionRule {
  // COND-063: 1 requires every section, any other value any section; missing is '1' (COND-030).
  return x === undefined || x === null || x === '' || String(x) === '1' ? DEFAULT_SECTION_RULE : '2';
}

function toAstValue(v: DisplayTargetValue): Scalar {
  return Array.isArray(v) ? v.map(String).join(PATH_SEPARATOR) : v;
}

/** One wire condition → an AST condition (the field type from the catalogue, else inputType). */
export function displayConditionToAst(c: DisplayConditionWire, fields: FieldCatalog = {}): Condition {
  const operator = operatorFromCode(c.target?.[0]);
  if (!operator) throw new DisplayRuleFormatError(`unknown operation ${String(c.target?.[0])}`);
  const fieldType = fieldTypeOf(c, lookupField(fields, c.field));
  const raw = Array.isArray(c.target[1]) ? c.target[1] : [c.target[1] as DisplayTargetValue];
  const values = raw.map(toAstValue);
  const value = OPERATOR_GROUP_OF[operator] <= 2 ? (values[0] ?? '') : values;
  const out: Condition = { kind: 'condition', field: [...c.field], operator, value, fieldType };
  if (c.id !== undefined) out.id = c.id;
  out.sectionRule = readSectionRule(c.computationRule);
  return out;
}

export function displayRuleToAst(wire: DisplayRuleWire, fields: FieldCatalog = {}): Group {
  const op = String(wire.conditions_operation);
  if (op !== '0' && op !== '1') throw new DisplayRuleFormatError(`conditions_operation must be '0' or '1'`);
  return {
    kind: 'group',
    op: op === '0' ? 'all' : 'any',
    children: (wire.conditions ?? []).map((c) => displayConditionToAst(c, fields)),
  };
}

/** An AST condition → the wire condition; dictionary and input types come from the catalogue. */
export function astToDisplayCondition(c: Condition, fields: FieldCatalog = {}): DisplayConditionWire {
  const info = lookupField(fields, c.field);
  const inputType = info?.inputType ?? DEFAULT_INPUT_TYPE[c.fieldType];
  const dictType = info?.dictType;
  const code: number = OPERATOR[c.operator as OperatorName];
  const values = Array.isArray(c.value) ? c.value : [c.value];
  const joined = joinsNestedValues({ dictType, inputType, target: [code] });
  const wireValues: DisplayTargetValue[] =
    VALUE_KIND_OF[c.fieldType] === 'path' && !joined
      ? values.map((v) => String(v).split(PATH_SEPARATOR))
      : values;
  const out: DisplayConditionWire = {
    field: [...c.field],
    target: [code, wireValues],
    computationRule: c.sectionRule ?? DEFAULT_SECTION_RULE,
  };
  if (c.id !== undefined) out.id = c.id;
  if (dictType !== undefined) out.dictType = dictType;
  if (inputType !== undefined) out.inputType = inputType;
  if (info?.customerDictId !== undefined) out.customerDictId = info.customerDictId;
  return out;
}

/** A flat group of conditions → the wire rule (display rules have one level, COND-056). */
export function astToDisplayRule(
  rule: Group,
  fields: FieldCatalog = {},
  extra: { target?: string[]; showType?: '1' | '2' } = {},
): DisplayRuleWire {
  const conditions = rule.children.map((child) => {
    if (child.kind !== 'condition') throw new DisplayRuleFormatError('display rules cannot nest groups');
    return astToDisplayCondition(child, fields);
  });
  const out: DisplayRuleWire = { conditions_operation: DISPLAY_OPERATION[rule.op], conditions };
  if (extra.target) out.target = [...extra.target];
  if (extra.showType) out.resumesubEcolumnsShowType = extra.showType;
  return out;
}

/**
 * Checks a wire rule as the rule dialog does on confirm: operation required (COND-010); in the
 * designer at least one condition and a target (COND-013/014, AMB-026); then every condition.
 * Issue paths index conditions ([i]); rule-level issues have path [] and a `part`.
 */
export function validateDisplayRule(
  wire: Partial<DisplayRuleWire>,
  fields: FieldCatalog,
  options: { designer?: boolean } = {},
): (RuleIssue & { part?: 'operation' | 'conditions' | 'target' })[] {
  const out: (RuleIssue & { part?: 'operation' | 'conditions' | 'target' })[] = [];
  const op = wire.conditions_operation;
  if (op === undefined || op === null || op === '' || (String(op) !== '0' && String(op) !== '1')) {
    out.push({ path: [], part: 'operation', message: MESSAGE.select });
  }
  const conditions = wire.conditions ?? [];
  if (options.designer && conditions.length === 0)
    out.push({ path: [], part: 'conditions', message: MESSAGE.select });
  if (options.designer && !(wire.target && wire.target.length > 0)) {
    out.push({ path: [], part: 'target', message: MESSAGE.select });
  }
  conditions.forEach((c, i) => {
    let ast: Condition;
    try {
      if (!c.field?.length) {
        out.push({ path: [i], message: MESSAGE.select });
        return;
      }
      if (c.target?.[0] === undefined || c.target[0] === '' || c.target[0] === null) {
        out.push({ path: [i], message: MESSAGE.selectOperator });
        return;
      }
      if (!lookupField(fields, c.field)) {
        out.push({ path: [i], message: MESSAGE.unknownField(fieldKey(c.field)) });
        return;
      }
      ast = displayConditionToAst(c, fields);
    } catch {
      out.push({ path: [i], message: MESSAGE.format });
      return;
    }
    for (const issue of validateRule(ast, fields)) out.push({ ...issue, path: [i, ...issue.path] });
  });
  if (conditions.length > 9) out.push({ path: [], part: 'conditions', message: MESSAGE.groupFull });
  return out;
}

// ---- The designer API shape (COND-067/068, GAP-057) ------------------------------------------

export interface DesignerConditionApi {
  operation: number;
  modId: string;
  triggerId: string;
  triggerType: '01' | '02';
  triggerValue: DisplayTargetValue[];
  /** The condition's computation rule: '1' every section, '2' any section. */
  resumesubMatchType: SectionRule;
}

export interface DesignerRuleApi {
  /** '0' all, '1' any. */
  conditionsOperation: '0' | '1';
  showIds: string[];
  conditionsList: DesignerConditionApi[];
  /** 0 the ids are modules, 1 fields (COND-067). */
  showIdType: 0 | 1;
  resumesubEcolumnsShowType?: '1' | '2';
}

export function displayRuleToDesignerApi(
  wire: DisplayRuleWire,
  fields: FieldCatalog,
  showIdType: 0 | 1,
): DesignerRuleApi {
  const op = String(wire.conditions_operation);
  if (op !== '0' && op !== '1') throw new DisplayRuleFormatError(`conditions_operation must be '0' or '1'`);
  const out: DesignerRuleApi = {
    conditionsOperation: op,
    showIds: [...(wire.target ?? [])],
    conditionsList: wire.conditions.map((c) => {
      if (c.field.length !== 2) throw new DisplayRuleFormatError('designer conditions are [modId, colId]');
      const info = lookupField(fields, c.field);
      return {
        operation: Number(c.target[0]),
        modId: c.field[0],
        triggerId: c.field[1],
        triggerType: info?.repeatable ? TRIGGER_TYPE.multiSectionModule : TRIGGER_TYPE.singleModule,
        triggerValue: [...c.target[1]],
        resumesubMatchType: readSectionRule(c.computationRule),
      };
    }),
    showIdType,
  };
  if (wire.resumesubEcolumnsShowType !== undefined) {
    out.resumesubEcolumnsShowType = String(wire.resumesubEcolumnsShowType) === '2' ? '2' : '1';
  }
  return out;
}

export function designerApiToDisplayRule(api: DesignerRuleApi, fields: FieldCatalog = {}): DisplayRuleWire {
  const out: DisplayRuleWire = {
    conditions_operation: api.conditionsOperation,
    conditions: api.conditionsList.map((c) => {
      const field = [c.modId, c.triggerId];
      const info = lookupField(fields, field);
      const w: DisplayConditionWire = {
        field,
        target: [c.operation, [...c.triggerValue]],
        computationRule: readSectionRule(c.resumesubMatchType),
      };
      if (info?.dictType !== undefined) w.dictType = info.dictType;
      if (info?.inputType !== undefined) w.inputType = info.inputType;
      if (info?.customerDictId !== undefined) w.customerDictId = info.customerDictId;
      return w;
    }),
    target: [...api.showIds],
  };
  if (api.resumesubEcolumnsShowType) out.resumesubEcolumnsShowType = api.resumesubEcolumnsShowType;
  return out;
}
