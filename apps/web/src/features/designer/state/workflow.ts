// The designer's workflow (D2 §4): what opening the screen shows for the latest task, the check
// status number of the review-status screen, the version dropdown and what may be edited.
// Pure, so every row of the initial-state table is a unit test (DES-072..080, DES-095..098).
import {
  CHECK_STATUS,
  DESIGN_VERSION,
  REVIEW_CARD,
  type CheckStatus,
  type DesignVersion,
  type ReviewCard,
} from '@ehire/domain/codes/resume-design';
import type { LatestTask } from '@ehire/domain/resume-design/model';
import {
  checkStatusNumber as domainCheckStatusNumber,
  initialState,
  versionOptions as domainVersionOptions,
} from '@ehire/domain/resume-design/workflow';

/** Local-storage key of the last task id (DES-079), per tenant and operator. */
export function lastTaskStorageKey(ctmid: string, oprid: string): string {
  return `ehire.resumeDesign.lastTask.${ctmid}.${oprid}`;
}

export interface WorkflowState {
  status: CheckStatus;
  /** The version on screen. */
  version: DesignVersion;
  /** A draft (task) exists to show in the edit or check version. */
  hasDraft: boolean;
  taskId: string | null;
  isRead: boolean;
  /** Resume.Setting level 2 or more (a missing value counts 2, D2 §6). */
  canEdit: boolean;
}

/**
 * DES-072..078 (the domain's initial-state table) with AMB-043 and AMB-047 applied: a REJECTED
 * task not yet read shows the rejected card (check version); below level 2 the online view is
 * forced whatever the task says.
 */
export function openingState(
  task: LatestTask | null,
  storedTaskId: string | null,
  canEdit: boolean,
): WorkflowState {
  const opening = initialState(task, storedTaskId);
  let state: WorkflowState = {
    status: opening.status,
    version: opening.version,
    hasDraft: opening.hasDraft,
    taskId: opening.draftTaskId,
    isRead: task?.isRead ?? true,
    canEdit,
  };
  if (task?.status === CHECK_STATUS.REJECTED && !task.isRead)
    state = { ...state, version: DESIGN_VERSION.check };
  return canEdit ? state : { ...state, version: DESIGN_VERSION.online, hasDraft: false };
}

/** DES-080 (the domain's mapping). */
export function checkStatusNumber(status: CheckStatus | null | undefined): ReviewCard {
  return domainCheckStatusNumber(status);
}

/**
 * The review-status screen replaces the designer (DES-027) when the version on screen is not the
 * online one and the task waits for review, was rejected and not yet read, or was published and
 * not yet acknowledged. Null: the designer is shown.
 */
export function reviewCardOf(state: WorkflowState): ReviewCard | null {
  if (state.version === DESIGN_VERSION.online || !state.hasDraft) return null;
  const card = checkStatusNumber(state.status);
  if (card === REVIEW_CARD.underReview) return card;
  if (card === REVIEW_CARD.rejected && !state.isRead) return card;
  if (card === REVIEW_CARD.published && !state.isRead) return card;
  return null;
}

/** DES-095..097: online + edit while EDITING or REJECTED and read, else online + check. */
export function versionOptions(state: Pick<WorkflowState, 'status' | 'isRead'>): DesignVersion[] {
  return domainVersionOptions(state.status, state.isRead);
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
