import { z } from 'zod';

// Page-view tracking (ROUTE-067, GAP-012): previous URL, current URL; the operator comes from
// the session.
export const PageViewInput = z.object({
  prevUrl: z.string().max(2000),
  url: z.string().min(1).max(2000),
});
export type PageViewInput = z.infer<typeof PageViewInput>;
