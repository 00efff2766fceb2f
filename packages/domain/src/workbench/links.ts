import {
  DELIVERED_STATUS,
  INBOX_STATUS,
  INBOX_VIDEO_STATUS,
  RESUME_TAB,
  type DeliveredStatus,
  type InboxStatus,
  type ResumeTab,
} from '../codes/inbox-status';

// Where the workbench's counters and rows lead (WB-034..WB-044, AMB-005).

export interface TalentLinkQuery {
  tab?: ResumeTab;
  ivid?: string;
  inboxstatus?: InboxStatus;
  inboxvideostatus?: typeof INBOX_VIDEO_STATUS.waitingForInterview;
  deliveredstaus?: DeliveredStatus;
}

/** /resume with the query the talent pages read; keys in a fixed order. */
export function talentLink(query: TalentLinkQuery): string {
  const params = new URLSearchParams();
  params.set('tab', query.tab ?? RESUME_TAB.talentManage);
  if (query.ivid) params.set('ivid', query.ivid);
  if (query.inboxstatus) params.set('inboxstatus', query.inboxstatus);
  if (query.inboxvideostatus) params.set('inboxvideostatus', query.inboxvideostatus);
  if (query.deliveredstaus) params.set('deliveredstaus', query.deliveredstaus);
  return `/resume?${params.toString()}`;
}

/** AMB-005: the spec's "/joblist" lands on the defined route /jobList. */
export const PUBLISHED_JOBS_LINK = '/jobList?jobstatus=24';
/** WB-043: the add-job entry (title 新增职位). */
export const ADD_JOB_LINK = '/addJob?edit=false&copyAdd=true';
/** WB-044 (the spec's spelling of the path). */
export const SCHOOL_CONTACT_LINK = '/new/shoolmanagerlist/schoollist';

export const WORKBENCH_LINK = {
  waitingForScreening: talentLink({ inboxstatus: INBOX_STATUS.waitingForScreening }),
  waitingForInterview: talentLink({ inboxvideostatus: INBOX_VIDEO_STATUS.waitingForInterview }),
  toBeDelivered: talentLink({ tab: RESUME_TAB.intent, deliveredstaus: DELIVERED_STATUS.notSubmitted }),
  delivered: talentLink({ tab: RESUME_TAB.intent, deliveredstaus: DELIVERED_STATUS.submitted }),
} as const;
