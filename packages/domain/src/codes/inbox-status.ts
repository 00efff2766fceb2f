// The /resume link query codes of the workbench (D1 §2 "Links out"): tab, inbox status, video
// interview status and delivery status. Compound codes ('04_05') are sent as one value.

/** /resume?tab=… (ROUTE-072/073, AMB-006). */
export const RESUME_TAB = {
  talentManage: 'first',
  byJob: 'second',
  intent: 'three',
} as const;

export type ResumeTab = (typeof RESUME_TAB)[keyof typeof RESUME_TAB];

export const RESUME_TAB_LABEL: Record<ResumeTab, string> = {
  first: '人才管理',
  second: '按职位查看',
  three: '意向人才库',
};

/** inboxstatus of an application in a flow step. */
export const INBOX_STATUS = {
  waitingForScreening: '00',
  pending: '01',
  eliminated: '04_05',
  arranged: '02_06_07_08_09',
} as const;

export type InboxStatus = (typeof INBOX_STATUS)[keyof typeof INBOX_STATUS];

export const INBOX_STATUS_LABEL: Record<InboxStatus, string> = {
  '00': '待筛选',
  '01': '待定',
  '04_05': '已淘汰',
  '02_06_07_08_09': '已安排',
};

/** inboxvideostatus (video interview). */
export const INBOX_VIDEO_STATUS = {
  waitingForInterview: '01_02',
} as const;

export type InboxVideoStatus = (typeof INBOX_VIDEO_STATUS)[keyof typeof INBOX_VIDEO_STATUS];

export const INBOX_VIDEO_STATUS_LABEL: Record<InboxVideoStatus, string> = {
  '01_02': '待面试',
};

/** deliveredstaus (spelled so in the spec's links). */
export const DELIVERED_STATUS = {
  notSubmitted: '00',
  submitted: '01',
} as const;

export type DeliveredStatus = (typeof DELIVERED_STATUS)[keyof typeof DELIVERED_STATUS];

export const DELIVERED_STATUS_LABEL: Record<DeliveredStatus, string> = {
  '00': '未提交',
  '01': '已提交',
};

/** The individual codes a compound code stands for: '04_05' → ['04', '05']. */
export function splitCompoundCode(code: string): string[] {
  return code.split('_').filter(Boolean);
}
