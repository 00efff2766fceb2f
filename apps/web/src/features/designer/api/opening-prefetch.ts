import type { LatestTaskAnswer, OnlineDesignAnswer } from '@ehire/domain/contracts/resume-design';
import { DESIGN_MESSAGE } from '@ehire/domain/resume-design/messages';
import type { RequestClient, RequestOptions } from '../../../platform/request';
import { createDesignerApi, type DesignerApi } from './designer-api';

// Issue 22 (page open): the designer's opening calls leave while the page's code is still
// loading. The route starts them (app/routing/prefetch.ts) when the recruiter navigates to
// 简历设置; the page, once mounted, takes the answers instead of asking again. Kept small and
// free of the page's imports: it is part of the app's first bundle. The draft being edited (690 kB
// at 30 × 40) is not fetched here: measured, it held one of the browser's six connections while
// the page's chunks queued behind it; the page reads it in the background once it has opened.

interface Opening {
  task: LatestTaskAnswer;
  online: OnlineDesignAnswer;
}

/** The opening calls (latest task and online design), as the page's opening query runs them. */
export async function fetchOpening(api: DesignerApi, opts?: RequestOptions): Promise<Opening> {
  const [task, online] = await Promise.all([
    api.latestTask(opts).catch((error: unknown) => {
      throw Object.assign(new Error(DESIGN_MESSAGE.latestTaskFailed), { cause: error });
    }),
    api.online(opts),
  ]);
  return { task, online };
}

/** An answer is taken only by the page opened by the same navigation, not by a later visit. */
const FRESH_MS = 10_000;

interface Prefetched {
  ctmid: string;
  at: number;
  opening: Promise<Opening>;
}

let prefetched: Prefetched | null = null;

/**
 * Starts the opening calls. Silent: the route may still send the recruiter elsewhere (no
 * permission), and the page asks again, with the usual messages, for an answer that failed here.
 */
export function prefetchDesignerOpening(client: RequestClient, ctmid: string, now = Date.now()): void {
  const entry: Prefetched = { ctmid, at: now, opening: fetchOpening(createDesignerApi(client), { silent: true }) };
  // Handled here (no unhandled rejection when nobody takes it); the taker sees the failure too.
  entry.opening.catch(() => {
    if (prefetched === entry) prefetched = null;
  });
  prefetched = entry;
}

/** The prefetched opening answer for this tenant, once (null: ask the server; a failed one
 * is asked again by the page). */
export function takePrefetchedOpening(ctmid: string, now = Date.now()): Promise<Opening> | null {
  const entry = prefetched;
  if (!entry || entry.ctmid !== ctmid || now - entry.at > FRESH_MS) return null;
  prefetched = null;
  return entry.opening;
}
