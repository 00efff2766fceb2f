// Validation of a rule (or an editor's draft of one) against the fields that exist, with the
// zh-CN messages of COND. An empty result means compileRule and the SQL backend accept it.
import { fieldKey, type ConditionDraft, type RuleNodeDraft, type Scalar } from './ast';
import { lookupField, type FieldCatalog } from './fields';
import {
  MAX_GROUP_ENTRIES,
  OPERATOR_LABEL,
  VALUE_KIND_OF,
  isOperatorAllowed,
  isOperatorName,
} from './operators';
import { MESSAGE, prepareCondition } from './prepare';

export interface RuleIssue {
  /** Child indexes from the root group to the node the message belongs to. */
  path: number[];
  /** Which end of a range / item of a list, when the message belongs to one of them. */
  valueIndex?: number;
  message: string;
}

export interface ValidateOptions {
  /** Designer display rules need at least one condition (COND-013, AMB-026). */
  requireCondition?: boolean;
}

/** `字段“X”的类型已改变`: the stored condition was made for another type of the field. */
export const fieldTypeChangedMessage = (name: string) => `字段“${name}”的类型已改变`;

function validateCondition(c: ConditionDraft, fields: FieldCatalog, path: number[], out: RuleIssue[]): void {
  const add = (message: string, valueIndex?: number) =>
    out.push(valueIndex === undefined ? { path, message } : { path, valueIndex, message });
  // COND-012: the field is required.
  if (!Array.isArray(c.field) || c.field.length === 0 || c.field.some((s) => s === '')) {
    add(MESSAGE.select);
    return;
  }
  const info = lookupField(fields, c.field);
  if (!info) {
    add(MESSAGE.unknownField(fieldKey(c.field)));
    return;
  }
  if (c.fieldType !== undefined && c.fieldType !== info.fieldType) {
    add(fieldTypeChangedMessage(info.label));
    return;
  }
  // COND-016: the operator is required.
  if (!c.operator) {
    add(MESSAGE.selectOperator);
    return;
  }
  if (!isOperatorName(c.operator)) {
    add(MESSAGE.format);
    return;
  }
  if (!isOperatorAllowed(info.fieldType, c.operator)) {
    add(MESSAGE.operatorNotAllowed(info.label, OPERATOR_LABEL[c.operator]));
    return;
  }
  if (c.sectionRule !== undefined && c.sectionRule !== '1' && c.sectionRule !== '2') {
    add(MESSAGE.format);
    return;
  }
  const r = prepareCondition({ ...c, fieldType: info.fieldType });
  if (!r.ok) {
    for (const issue of r.issues) add(issue.message, issue.valueIndex);
    return;
  }
  if (info.pattern && VALUE_KIND_OF[info.fieldType] === 'text' && c.operator !== 'isEmpty') {
    const re = new RegExp(info.pattern);
    const values: Scalar[] = Array.isArray(c.value) ? c.value : [c.value as Scalar];
    values.forEach((v, i) => {
      if (!re.test(String(v).trim())) add(MESSAGE.format, Array.isArray(c.value) ? i : undefined);
    });
  }
}

function validateNode(
  node: RuleNodeDraft,
  fields: FieldCatalog,
  path: number[],
  out: RuleIssue[],
  options: ValidateOptions,
): void {
  if (node.kind === 'condition') {
    validateCondition(node, fields, path, out);
    return;
  }
  if (node.op !== 'all' && node.op !== 'any') out.push({ path, message: MESSAGE.select });
  // COND-031: at most 9 entries per group.
  if (node.children.length > MAX_GROUP_ENTRIES) out.push({ path, message: MESSAGE.groupFull });
  if (path.length === 0 && options.requireCondition && node.children.length === 0) {
    out.push({ path, message: MESSAGE.select });
  }
  node.children.forEach((child, i) => validateNode(child, fields, [...path, i], out, options));
}

/** Every problem of a rule, depth first; [] when the rule is valid. */
export function validateRule(
  rule: RuleNodeDraft,
  fields: FieldCatalog,
  options: ValidateOptions = {},
): RuleIssue[] {
  const out: RuleIssue[] = [];
  validateNode(rule, fields, [], out, options);
  return out;
}

/** COND-031 / GAP-034: the editor disables its add icon when this is false. */
export function canAddEntry(group: { children: readonly unknown[] }): boolean {
  return group.children.length < MAX_GROUP_ENTRIES;
}
