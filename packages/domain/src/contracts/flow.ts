import { z } from 'zod';

// Signed flow family (/api/flow/*): every payload carries timestamp (ms) and sign (GAP-018).

/** Query-string form: values arrive as strings. */
export const SignedQueryFields = z.object({
  timestamp: z.coerce.number().int(),
  sign: z.string().min(1).max(128),
});
/** Body form. */
export const SignedBodyFields = z.object({
  timestamp: z.number().int(),
  sign: z.string().min(1).max(128),
});

export const FlowMenuItem = z.object({
  ivType: z.number().int(),
  name: z.string(),
});
export type FlowMenuItem = z.infer<typeof FlowMenuItem>;
export const FlowMenusAnswer = z.array(FlowMenuItem);
export type FlowMenusAnswer = z.infer<typeof FlowMenusAnswer>;
