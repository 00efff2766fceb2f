// The one condition model shared by display rules, talent filters and smart operations rules
// (ARCHITECTURE §6). A rule is a tree of groups (all / any) whose leaves are conditions.
import type { FieldType, OperatorName, SectionRule } from './operators';

export type Scalar = string | number;
export type ConditionValue = Scalar | Scalar[];

export interface Condition {
  kind: 'condition';
  /** Client-side id (editor keys, smart rules' virtual id); not part of the semantics. */
  id?: string;
  /** Path through the option tree; in the designer [modId, colId]. */
  field: string[];
  operator: OperatorName;
  /** One value for operator groups 1-2 (isEmpty: 1 yes / 0 no), a list for groups 3-5;
   * between takes [lo, hi], inclusive at both ends. */
  value: ConditionValue;
  fieldType: FieldType;
  /** Fields of repeatable modules: '1' every section must satisfy (default), '2' any section. */
  sectionRule?: SectionRule;
}

export interface Group {
  kind: 'group';
  id?: string;
  op: 'all' | 'any';
  children: RuleNode[];
}

export type RuleNode = Group | Condition;

/** What an editor holds before the user has chosen everything; validate() reports on it. */
export interface ConditionDraft {
  kind: 'condition';
  id?: string;
  field: string[];
  operator?: OperatorName | '' | null;
  value?: ConditionValue | null;
  fieldType?: FieldType;
  sectionRule?: SectionRule;
}

export interface GroupDraft {
  kind: 'group';
  id?: string;
  op?: 'all' | 'any' | '' | null;
  children: RuleNodeDraft[];
}

export type RuleNodeDraft = GroupDraft | ConditionDraft;

// Path segments are joined with '.' to key field catalogues, SQL mappings and records' sections.
export function fieldKey(path: readonly string[]): string {
  return path.join('.');
}

export function isGroup<T extends { kind: string }>(node: T): node is Extract<T, { kind: 'group' }> {
  return node.kind === 'group';
}

export function all(...children: RuleNode[]): Group {
  return { kind: 'group', op: 'all', children };
}

export function any(...children: RuleNode[]): Group {
  return { kind: 'group', op: 'any', children };
}

/** Every condition of a rule, depth first. */
export function conditionsOf(node: RuleNode): Condition[] {
  if (node.kind === 'condition') return [node];
  return node.children.flatMap(conditionsOf);
}

// The wire schema (zod) is in ast-schema.ts.
