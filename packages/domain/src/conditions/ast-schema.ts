// The wire schema of a condition tree (talent filters, smart rules): apart from the model in
// ast.ts so the careers site, which only evaluates display rules, loads no zod (issue 13 §4).
import { z } from 'zod';
import type { Condition, Group, RuleNode, Scalar } from './ast';
import {
  FIELD_TYPES,
  OPERATOR_GROUP_OF,
  OPERATOR_NAMES,
  type FieldType,
  type OperatorName,
} from './operators';

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
