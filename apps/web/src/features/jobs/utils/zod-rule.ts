import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd Form rule that runs the contract's own schema, so the page shows exactly the zh-CN
 * message the server would answer (CONVENTIONS "one contract"). An empty InputNumber gives null
 * while the schema's defaults expect undefined: null is read as "not filled in".
 */
export function zodRule(schema: z.ZodType, read: (value: unknown) => unknown = (value) => value): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(read(value ?? undefined));
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
    },
  };
}

/** The first zh-CN message of a failed parse, or null when the value is valid. */
export function zodMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '格式不正确');
}
