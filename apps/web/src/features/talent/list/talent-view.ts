// The talent list's view as the URL holds it (D1 §2 links, WB-034..041): tab, job, step and the
// workbench's status codes. The same parameters the workbench links carry, so a link opens the
// matching view and a view can be linked to.
import {
  DELIVERED_STATUS,
  INBOX_STATUS,
  INBOX_VIDEO_STATUS,
  type DeliveredStatus,
  type InboxStatus,
  type InboxVideoStatus,
  type ResumeTab,
} from '@ehire/domain/codes/inbox-status';
import { ALL_PROCESS_IVID } from '@ehire/domain/workbench/process-overview';
import type { TalentSelectionInput, TalentSort } from '@ehire/domain/contracts/talent';
import { DRILL_DOWN_PARAM } from '@ehire/domain/statistics/drill-down';
import type { FilterRule } from '../../../components/conditions/FilterEditor';

/** The intent pool path: /resume?tab=three lands there (ROUTE-073, AMB-006). */
export const INTENT_PATH = '/new/intentResume';

/** Query parameter of the chosen job on the 按职位查看 tab (the spec names none; GAP-014). */
const JOB_PARAM = 'jobid';

export interface TalentView {
  tab: ResumeTab;
  jobId?: string;
  /** A step code; undefined (or the workbench's 99) is every step. */
  ivid?: string;
  inboxstatus?: InboxStatus;
  inboxvideostatus?: InboxVideoStatus;
  deliveredstaus?: DeliveredStatus;
  /** The data board's scope of a drill-down (issue 16 §1): an organisation (and those below it)
   * or a flow; its parameters are the domain's (statistics/drill-down). */
  organizationId?: string;
  flowId?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const TABS: readonly ResumeTab[] = ['first', 'second', 'three'];

/** The view of a talent page: the path fixes the intent pool, the query the rest. */
export function readTalentView(pathname: string, params: URLSearchParams): TalentView {
  const onIntent = pathname.toLowerCase() === INTENT_PATH.toLowerCase();
  const tab = onIntent ? 'three' : (oneOf(TABS, params.get('tab')) ?? 'first');
  const ivid = params.get('ivid')?.trim() || undefined;
  const jobId = params.get(JOB_PARAM)?.trim() || undefined;
  return {
    tab,
    jobId: tab === 'second' ? jobId : undefined,
    ivid: ivid === ALL_PROCESS_IVID ? undefined : ivid,
    inboxstatus: oneOf(Object.values(INBOX_STATUS), params.get('inboxstatus')),
    inboxvideostatus: oneOf(Object.values(INBOX_VIDEO_STATUS), params.get('inboxvideostatus')),
    deliveredstaus: oneOf(Object.values(DELIVERED_STATUS), params.get('deliveredstaus')),
    organizationId: params.get(DRILL_DOWN_PARAM.organizationId)?.trim() || undefined,
    flowId: params.get(DRILL_DOWN_PARAM.flowId)?.trim() || undefined,
  };
}

const PARAM_OF: Record<keyof TalentView, string> = {
  tab: 'tab',
  jobId: JOB_PARAM,
  ivid: 'ivid',
  inboxstatus: 'inboxstatus',
  inboxvideostatus: 'inboxvideostatus',
  deliveredstaus: 'deliveredstaus',
  organizationId: DRILL_DOWN_PARAM.organizationId,
  flowId: DRILL_DOWN_PARAM.flowId,
};

/** The query with `patch` applied; an undefined value removes its parameter. */
export function patchTalentParams(params: URLSearchParams, patch: Partial<TalentView>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch) as [keyof TalentView, string | undefined][]) {
    if (value === undefined || value === '') next.delete(PARAM_OF[key]);
    else next.set(PARAM_OF[key], value);
  }
  return next;
}

export interface TalentSearch {
  keyword: string;
  filter: FilterRule | null;
  sort: TalentSort;
}

const DEFAULT_SORT: TalentSort = { field: 'appliedAt', order: 'desc' };

export const EMPTY_SEARCH: TalentSearch = { keyword: '', filter: null, sort: DEFAULT_SORT };

/** What the server selects by: the view plus the search (the list, counts, export, prev/next). */
export function toSelection(view: TalentView, search: TalentSearch): TalentSelectionInput {
  const selection: TalentSelectionInput = { tab: view.tab, keyword: search.keyword };
  if (view.jobId) selection.jobId = view.jobId;
  if (view.ivid) selection.ivid = view.ivid;
  if (view.inboxstatus) selection.inboxstatus = view.inboxstatus;
  if (view.inboxvideostatus) selection.inboxvideostatus = view.inboxvideostatus;
  if (view.deliveredstaus) selection.deliveredstaus = view.deliveredstaus;
  if (view.organizationId) selection.organizationId = view.organizationId;
  if (view.flowId) selection.flowId = view.flowId;
  if (search.filter && search.filter.children.length > 0) selection.filter = search.filter;
  return selection;
}
