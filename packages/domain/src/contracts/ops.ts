import { z } from 'zod';

// Provider console (/ops) auth: provider staff, a separate principal from tenant operators.

export const OpsLoginInput = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captchaId: z.string().max(64).optional(),
  code: z.string().max(16).optional(),
});
export type OpsLoginInput = z.infer<typeof OpsLoginInput>;

export const OpsStaff = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
});
export type OpsStaff = z.infer<typeof OpsStaff>;

export const OpsLoginAnswer = z.object({ token: z.string(), staff: OpsStaff });
export type OpsLoginAnswer = z.infer<typeof OpsLoginAnswer>;
