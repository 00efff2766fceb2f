import { z } from 'zod';

// Deployment settings the console shell shows before or after login (GAP-002, GAP-009).
export const SiteConfig = z.object({
  /** Hotline shown in the side menu. */
  hotline: z.string(),
  /** Customer-service chat script loaded by the shell; empty when none is configured. */
  chatScriptUrl: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;
