import type {
  DraftAnswer,
  LatestTaskAnswer,
  OnlineDesignAnswer,
} from '@ehire/domain/contracts/resume-design';
import { DESIGN_MESSAGE } from '@ehire/domain/resume-design/messages';
import { draftReadOnOpening } from '@ehire/domain/resume-design/workflow';
import type { RequestClient, RequestOptions } from '../../../platform/request';
import { createDesignerApi, type DesignerApi } from './designer-api';

// Issue 22 (page open): the designer's opening calls leave while the page's code is still
// loading. The route starts them (app/routing/prefetch.ts) when the recruiter navigates to
// 简历设置; the page, once mounted, takes the answers instead of asking again. Kept small and
// free of the page's imports: it is part of the app's first bundle.
//
// The draft the page will read (690 kB at 30 × 40; shown, or needed by 编辑) is asked for as soon
// as the latest task and the permission list have answered, no longer once the page has rendered
// the online version. Not earlier (session 7): asked with the opening calls it held one of the
// browser's six connections while the page's chunks queued; by the time the latest task answers,
// they have all been sent (s11-designer).

interface Opening {
  task: LatestTaskAnswer;
  online: OnlineDesignAnswer;
}

/** The opening calls (latest task and online design), as the page's opening query runs them. */
export function fetchOpening(api: DesignerApi, opts?: RequestOptions): Promise<Opening> {
  return startOpening(api, opts).opening;
}

function startOpening(api: DesignerApi, opts?: RequestOptions) {
  const task = api.latestTask(opts).catch((error: unknown) => {
    throw Object.assign(new Error(DESIGN_MESSAGE.latestTaskFailed), { cause: error });
  });
  const opening = Promise.all([task, api.online(opts)]).then(([task, online]) => ({ task, online }));
  return { task, opening };
}

/** An answer is taken only by the page opened by the same navigation, not by a later visit. */
const FRESH_MS = 10_000;

interface Prefetched {
  ctmid: string;
  at: number;
  opening: Promise<Opening>;
}

let prefetched: Prefetched | null = null;

interface PrefetchedDraft {
  ctmid: string;
  at: number;
  /** Null until the latest task has answered (and when it names no draft to read). */
  taskId: string | null;
  /** Null: failed or not asked (the page then asks, with its usual messages). */
  answer: Promise<DraftAnswer | null>;
}

let prefetchedDraft: PrefetchedDraft | null = null;

/**
 * Starts the opening calls, then the draft the page will read. Silent: the route may still send
 * the recruiter elsewhere (no permission), and the page asks again, with the usual messages, for
 * an answer that failed here. `mayEdit`: whether the user may edit the design (the permission
 * list); without it no draft is read here.
 */
export function prefetchDesignerOpening(
  client: RequestClient,
  ctmid: string,
  now = Date.now(),
  mayEdit: Promise<boolean> = Promise.resolve(false),
): void {
  const api = createDesignerApi(client);
  const started = startOpening(api, { silent: true });
  const entry: Prefetched = { ctmid, at: now, opening: started.opening };
  // Handled here (no unhandled rejection when nobody takes it); the taker sees the failure too.
  entry.opening.catch(() => {
    if (prefetched === entry) prefetched = null;
  });
  prefetched = entry;
  const draft: PrefetchedDraft = { ctmid, at: now, taskId: null, answer: Promise.resolve(null) };
  draft.answer = Promise.all([started.task, mayEdit])
    .then(([task, canEdit]) => {
      draft.taskId = draftReadOnOpening(task, canEdit);
      return draft.taskId ? api.draft(draft.taskId, { silent: true }) : null;
    })
    .catch(() => null);
  prefetchedDraft = draft;
}

/** The prefetched opening answer for this tenant, once (null: ask the server; a failed one
 * is asked again by the page). */
export function takePrefetchedOpening(ctmid: string, now = Date.now()): Promise<Opening> | null {
  const entry = prefetched;
  if (!entry || entry.ctmid !== ctmid || now - entry.at > FRESH_MS) return null;
  prefetched = null;
  return entry.opening;
}

/**
 * The prefetched draft of `taskId` for this tenant, once: it resolves to null when it failed (or
 * was not read), and the caller then reads it itself. Null: nothing prefetched for that task (yet:
 * the page only asks once the latest task has answered, so its id is known by then).
 */
export function takePrefetchedDraft(
  ctmid: string,
  taskId: string,
  now = Date.now(),
): Promise<DraftAnswer | null> | null {
  const entry = prefetchedDraft;
  if (!entry || entry.ctmid !== ctmid || entry.taskId !== taskId || now - entry.at > FRESH_MS) return null;
  prefetchedDraft = null;
  return entry.answer;
}
