import { JobStatusTab, type JobListFilters } from '@ehire/domain/contracts/jobs';
import { JOB_STATUS } from '@ehire/domain/codes/job-status';
import { allowedJobActions, type StoredJobStatus } from '@ehire/domain/jobs/status';
import { JOB_LIST_ACTIONS, type JobListAction } from '@ehire/domain/contracts/jobs';

/** Tabs in the order of D1 §4: published, applying, paused, unpublished, failed, all. */
export const JOB_STATUS_TABS: readonly JobStatusTab[] = ['24', '02', '26', '22', '20', '99'];

/** `?jobstatus=` opens that tab (WB-042); anything else, or nothing, opens 全部职位. */
export function readStatusTab(value: string | null): JobStatusTab {
  const parsed = JobStatusTab.safeParse(value);
  return parsed.success ? parsed.data : JOB_STATUS.all;
}

export type JobFilterValues = Omit<JobListFilters, 'status' | 'keyword'>;

export const EMPTY_FILTERS: JobFilterValues = {
  orgIds: [],
  funcTypes: [],
  areas: [],
  degrees: [],
  projectIds: [],
};

/**
 * The status actions a row offers, from the domain's transition table. 22 and 20 can both be
 * submitted and republished, which lead to the same place (02): only 发布 is offered there.
 */
export function rowStatusActions(status: StoredJobStatus): JobListAction[] {
  const allowed = allowedJobActions(status);
  const actions = JOB_LIST_ACTIONS.filter((action) => allowed.includes(action) && action !== 'delete');
  return actions.includes('submit') ? actions.filter((action) => action !== 'republish') : actions;
}

export function canDelete(status: StoredJobStatus): boolean {
  return allowedJobActions(status).includes('delete');
}

/** Confirmation text of an action on `count` jobs or on the named one. */
export function confirmText(label: string, target: { name: string } | { count: number }): string {
  const what = 'name' in target ? `职位“${target.name}”` : `选中的${target.count}个职位`;
  return `确定要${label}${what}吗？`;
}
