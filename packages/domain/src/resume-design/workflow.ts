// The draft and review workflow (D2 §4; DES-070..100, AMB-043..047): what the screen shows on
// opening, the review-status card, the version dropdown, editability, and the server's task
// state machine.
import {
  CHECK_STATUS,
  DESIGN_VERSION,
  REVIEW_CARD,
  type CheckStatus,
  type DesignVersion,
  type ReviewCard,
} from '../codes/resume-design';
import { DESIGN_MESSAGE as M } from './messages';
import type { LatestTask } from './model';

export interface OpeningState {
  status: CheckStatus;
  version: DesignVersion;
  /** A draft exists (to load or pending). */
  hasDraft: boolean;
  /** The task whose draft the screen loads, or null for the online version only. */
  draftTaskId: string | null;
}

/** DES-072..078: the initial-state table, row by row. `storedTaskId` is from local storage. */
export function initialState(latest: LatestTask | null, storedTaskId: string | null): OpeningState {
  if (!latest) return { status: 'PUBLISHED', version: 'online', hasDraft: false, draftTaskId: null };
  const { status, taskId, isRead } = latest;
  switch (status) {
    case 'EDITING':
      return taskId === storedTaskId
        ? { status: 'EDITING', version: 'edit', hasDraft: true, draftTaskId: taskId }
        : { status: 'PUBLISHED', version: 'online', hasDraft: false, draftTaskId: null };
    case 'CHECKING':
    case 'CHECKED':
      return { status, version: 'check', hasDraft: true, draftTaskId: taskId };
    case 'REJECTED':
      return { status, version: 'edit', hasDraft: true, draftTaskId: taskId };
    case 'PUBLISHED':
      return isRead
        ? { status, version: 'online', hasDraft: false, draftTaskId: null }
        : { status, version: 'edit', hasDraft: true, draftTaskId: taskId };
  }
}

/** DES-080 / AMB-044: the number passed to the review-status screen. */
export function checkStatusNumber(status: CheckStatus | string | null | undefined): ReviewCard {
  if (status === CHECK_STATUS.CHECKING || status === CHECK_STATUS.CHECKED) return REVIEW_CARD.underReview;
  if (status === CHECK_STATUS.REJECTED) return REVIEW_CARD.rejected;
  if (status === CHECK_STATUS.PUBLISHED) return REVIEW_CARD.published;
  return REVIEW_CARD.none;
}

export interface ReviewCardContent {
  text: string;
  button: string | null;
  /** Which task action the button performs (DES-084). */
  action: 'discard' | 'reopen' | null;
}

/** DES-081..084: the card of a status number; null for -1. */
export function reviewCardContent(n: ReviewCard): ReviewCardContent | null {
  if (n === REVIEW_CARD.underReview) return { text: M.cardUnderReview, button: null, action: null };
  if (n === REVIEW_CARD.rejected)
    return { text: M.cardRejected, button: M.cardRejectedButton, action: 'reopen' };
  if (n === REVIEW_CARD.published)
    return { text: M.cardPublished, button: M.cardPublishedButton, action: 'discard' };
  return null;
}

/** DES-095..097: the versions the dropdown offers. */
export function versionOptions(status: CheckStatus, isRead: boolean): DesignVersion[] {
  if (status === CHECK_STATUS.EDITING || (status === CHECK_STATUS.REJECTED && isRead))
    return [DESIGN_VERSION.online, DESIGN_VERSION.edit];
  return [DESIGN_VERSION.online, DESIGN_VERSION.check];
}

/** DES-098 / AMB-046: settings change only in the edit version while EDITING, with authority ≥ 2. */
export function settingsEditable(
  status: CheckStatus,
  version: DesignVersion,
  authority: number | null | undefined,
): boolean {
  return canEditDesign(authority) && status === CHECK_STATUS.EDITING && version === DESIGN_VERSION.edit;
}

/** PERM-022..025 / DES-098: editing needs Resume.Setting above 1; missing counts as 2. */
export function canEditDesign(authority: number | null | undefined): boolean {
  return (authority ?? 2) >= 2;
}

/** AMB-047: below 2 the online view is forced, whatever the latest task. */
export function viewForAuthority(state: OpeningState, authority: number | null | undefined): OpeningState {
  if (canEditDesign(authority)) return state;
  return { ...state, version: DESIGN_VERSION.online };
}

/** AMB-043: a rejected task that has not been read shows card 2 (the review-status screen). */
export function showsReviewScreen(latest: LatestTask | null): boolean {
  if (!latest) return false;
  if (latest.status === 'CHECKING' || latest.status === 'CHECKED') return true;
  if (latest.status === 'REJECTED') return !latest.isRead;
  if (latest.status === 'PUBLISHED') return !latest.isRead;
  return false;
}

// ---- Server task state machine --------------------------------------------------------------

export type TaskAction =
  'save' | 'submit' | 'approve' | 'reject' | 'publish' | 'discard' | 'reopen' | 'delete';

/**
 * The transitions the server accepts: from which status an action may run and the status it
 * leaves. approve publishes in the same step (CHECKING → PUBLISHED; CHECKED exists for a
 * two-step review and publishes on 'publish').
 */
export const TASK_TRANSITIONS: Readonly<
  Record<TaskAction, { from: readonly CheckStatus[]; to: CheckStatus | null }>
> = {
  save: { from: ['EDITING'], to: 'EDITING' },
  submit: { from: ['EDITING'], to: 'CHECKING' },
  approve: { from: ['CHECKING', 'CHECKED'], to: 'PUBLISHED' },
  publish: { from: ['CHECKED'], to: 'PUBLISHED' },
  reject: { from: ['CHECKING', 'CHECKED'], to: 'REJECTED' },
  /** Confirm action 1: acknowledges the publication (isRead), the status stays. */
  discard: { from: ['PUBLISHED'], to: 'PUBLISHED' },
  /** Confirm action 2: the rejected task is closed (read) and a new EDITING task copies it. */
  reopen: { from: ['REJECTED'], to: 'EDITING' },
  /** Discard changes: the draft task is removed. */
  delete: { from: ['EDITING'], to: null },
};

/** The refusal message when `action` may not run on a task in `status`, or null. */
export function transitionIssue(action: TaskAction, status: CheckStatus): string | null {
  if (TASK_TRANSITIONS[action].from.includes(status)) return null;
  switch (action) {
    case 'save':
    case 'submit':
    case 'delete':
      return status === 'CHECKING' || status === 'CHECKED' ? M.underReview : M.notEditing;
    case 'approve':
    case 'reject':
    case 'publish':
      return M.notUnderReview;
    case 'discard':
      return M.notPublished;
    case 'reopen':
      return M.notRejected;
  }
}
