import { CHECK_STATUS } from '@ehire/domain/codes/resume-design';
import type { DraftAnswer, LatestTaskAnswer, OnlineDesignAnswer } from '@ehire/domain/contracts/resume-design';
import { DESIGN_MESSAGE } from '@ehire/domain/resume-design/messages';
import type { RequestClient, RequestOptions } from '../../../platform/request';
import { createDesignerApi, type DesignerApi } from './designer-api';

// Issue 22 (page open): the designer's opening calls leave while the page's code is still
// loading. The route starts them (app/routing/prefetch.ts) when the recruiter navigates to
// 简历设置; the page, once mounted, takes the answers instead of asking again. Kept small and
// free of the page's imports: it is part of the app's first bundle.

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
  opening: Promise<Opening> | null;
  draft: { taskId: string; answer: Promise<DraftAnswer | null> } | null;
}

let prefetched: Prefetched | null = null;

/**
 * Starts the opening calls, and the draft's when the latest task is a draft being edited (编辑
 * then needs it; the page asks for it too, from the same answers). Silent: the route may still
 * send the recruiter elsewhere (no permission), and the page asks again, with the usual messages,
 * for any answer that failed here.
 */
export function prefetchDesignerOpening(client: RequestClient, ctmid: string, now = Date.now()): void {
  const api = createDesignerApi(client);
  const entry: Prefetched = { ctmid, at: now, opening: null, draft: null };
  const opening = fetchOpening(api, { silent: true });
  entry.opening = opening;
  opening.then(
    ({ task }) => {
      if (task?.status === CHECK_STATUS.EDITING && prefetched === entry)
        entry.draft = {
          taskId: task.taskId,
          answer: api.draft(task.taskId, { silent: true }).catch(() => null),
        };
    },
    // The page asks again (and shows the failure) when it finds no answer to take.
    () => {
      if (prefetched === entry) prefetched = null;
    },
  );
  prefetched = entry;
}

function fresh(ctmid: string, now: number): Prefetched | null {
  const entry = prefetched;
  if (!entry || entry.ctmid !== ctmid || now - entry.at > FRESH_MS) return null;
  return entry;
}

/** The prefetched opening answer for this tenant, once (null: ask the server; a failed one
 * is asked again by the page). */
export function takePrefetchedOpening(ctmid: string, now = Date.now()): Promise<Opening> | null {
  const entry = fresh(ctmid, now);
  const opening = entry?.opening ?? null;
  if (entry) entry.opening = null;
  return opening;
}

/** The prefetched draft of this task, once (null: none; its answer null: read it again). */
export function takePrefetchedDraft(
  ctmid: string,
  taskId: string,
  now = Date.now(),
): Promise<DraftAnswer | null> | null {
  const entry = fresh(ctmid, now);
  if (!entry?.draft || entry.draft.taskId !== taskId) return null;
  const { answer } = entry.draft;
  entry.draft = null;
  return answer;
}
