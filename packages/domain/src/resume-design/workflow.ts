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

// ---- The designer screen ----------------------------------------------------------------------

/** What the designer screen is showing: the latest task's status, the version on screen, the draft. */
export interface WorkflowState {
  status: CheckStatus;
  /** The version on screen. */
  version: DesignVersion;
  /** A draft (task) exists to show in the edit or check version. */
  hasDraft: boolean;
  taskId: string | null;
  isRead: boolean;
  /** Resume.Setting level 2 or more (a missing value counts 2, PERM-023). */
  canEdit: boolean;
}

/**
 * DES-072..078 (the initial-state table) with AMB-043 and AMB-047 applied: a REJECTED task not yet
 * read shows the rejected card (check version); below level 2 the online view is forced whatever
 * the task says.
 */
export function openingState(
  latest: LatestTask | null,
  storedTaskId: string | null,
  canEdit: boolean,
): WorkflowState {
  const opening = initialState(latest, storedTaskId);
  let state: WorkflowState = {
    status: opening.status,
    version: opening.version,
    hasDraft: opening.hasDraft,
    taskId: opening.draftTaskId,
    isRead: latest?.isRead ?? true,
    canEdit,
  };
  if (latest?.status === CHECK_STATUS.REJECTED && !latest.isRead)
    state = { ...state, version: DESIGN_VERSION.check };
  return canEdit ? state : { ...state, version: DESIGN_VERSION.online, hasDraft: false };
}

/**
 * DES-027: the review-status screen replaces the designer when the version on screen is not the
 * online one and the task waits for review, was rejected and not yet read, or was published and
 * not yet acknowledged. Null: the designer is shown.
 */
export function reviewCardOf(state: WorkflowState): ReviewCard | null {
  if (state.version === DESIGN_VERSION.online || !state.hasDraft) return null;
  const card = checkStatusNumber(state.status);
  if (card === REVIEW_CARD.underReview) return card;
  if ((card === REVIEW_CARD.rejected || card === REVIEW_CARD.published) && !state.isRead) return card;
  return null;
}

/**
 * DES-095..097: the versions the dropdown offers: online + edit while EDITING or REJECTED and
 * read, else online + check; only online below level 2 (AMB-047).
 */
export function versionOptions(state: Pick<WorkflowState, 'status' | 'isRead' | 'canEdit'>): DesignVersion[] {
  if (!state.canEdit) return [DESIGN_VERSION.online];
  if (state.status === CHECK_STATUS.EDITING || (state.status === CHECK_STATUS.REJECTED && state.isRead))
    return [DESIGN_VERSION.online, DESIGN_VERSION.edit];
  return [DESIGN_VERSION.online, DESIGN_VERSION.check];
}

/** DES-098 / AMB-046: settings change only in the edit version while EDITING, with level 2. */
export function isEditable(state: WorkflowState): boolean {
  return state.canEdit && state.status === CHECK_STATUS.EDITING && state.version === DESIGN_VERSION.edit;
}

/** The Edit button: from the online view, when no review is pending. */
export function canStartEditing(state: WorkflowState): boolean {
  return (
    state.canEdit &&
    state.version === DESIGN_VERSION.online &&
    state.status !== CHECK_STATUS.CHECKING &&
    state.status !== CHECK_STATUS.CHECKED
  );
}

/** DES-085: Edit → EDITING, edit version, draft loaded. */
export function startEditing(state: WorkflowState, taskId: string): WorkflowState {
  return { ...state, status: CHECK_STATUS.EDITING, version: DESIGN_VERSION.edit, hasDraft: true, taskId };
}

/** DES-088: a successful submit → CHECKING, check version. */
export function submitted(state: WorkflowState): WorkflowState {
  return { ...state, status: CHECK_STATUS.CHECKING, version: DESIGN_VERSION.check, hasDraft: true };
}

/** DES-092 / AMB-045: confirm action 1 → EDITING, online, draft cleared. */
export function confirmPublished(state: WorkflowState, taskId: string | null): WorkflowState {
  return {
    ...state,
    status: CHECK_STATUS.EDITING,
    version: DESIGN_VERSION.online,
    hasDraft: false,
    isRead: true,
    taskId,
  };
}

/** DES-093: confirm action 2 → the reopened task, EDITING, edit version. */
export function reopenedAfterRejection(state: WorkflowState, taskId: string): WorkflowState {
  return {
    ...state,
    status: CHECK_STATUS.EDITING,
    version: DESIGN_VERSION.edit,
    hasDraft: true,
    isRead: true,
    taskId,
  };
}

/** The version switcher: a version that has nothing to show (no draft) cannot be chosen. */
export function switchVersion(state: WorkflowState, version: DesignVersion): WorkflowState {
  if (!state.canEdit) return { ...state, version: DESIGN_VERSION.online };
  if (version !== DESIGN_VERSION.online && !state.hasDraft) return state;
  return { ...state, version };
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
