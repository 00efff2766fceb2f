// The one condition model shared by display rules, talent filters and smart operations rules
// (ARCHITECTURE §6). A rule is a tree of groups (all / any) whose leaves are conditions.
import { z } from 'zod';
import {
  FIELD_TYPES,
  OPERATOR_GROUP_OF,
  OPERATOR_NAMES,
  type FieldType,
  type OperatorName,
  type SectionRule,
} from './operators';

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

const ScalarSchema = z.union([z.string(), z.number().refine(Number.isFinite)]);

export const ConditionSchema: z.ZodType<Condition> = z
  .object({
    kind: z.literal('condition'),
    id: z.string().optional(),
    field: z.array(z.string().min(1)).min(1),
    operator: z.enum(OPERATOR_NAMES as [OperatorName, ...OperatorName[]]),
    value: z.union([ScalarSchema, z.array(ScalarSchema)]),
    fieldType: z.custom<FieldType>((x) => (FIELD_TYPES as unknown[]).includes(x), {
      message: '输入格式不正确',
    }),
    sectionRule: z.enum(['1', '2']).optional(),
  })
  .superRefine((c, ctx) => {
    // Arity only; value contents are checked by validateRule against the field catalogue.
    const group = OPERATOR_GROUP_OF[c.operator];
    const isList = Array.isArray(c.value);
    const ok =
      group === 1
        ? !isList && (c.value === 0 || c.value === 1 || c.value === '0' || c.value === '1')
        : group === 2
          ? !isList
          : group === 4
            ? isList && (c.value as Scalar[]).length === 2
            : isList;
    if (!ok) ctx.addIssue({ code: 'custom', path: ['value'], message: '输入格式不正确' });
  });

export const GroupSchema: z.ZodType<Group> = z.lazy(() =>
  z.object({
    kind: z.literal('group'),
    id: z.string().optional(),
    op: z.enum(['all', 'any']),
    children: z.array(RuleNodeSchema),
  }),
);

export const RuleNodeSchema: z.ZodType<RuleNode> = z.lazy(() => z.union([GroupSchema, ConditionSchema]));
