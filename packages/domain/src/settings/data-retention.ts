// 更多设置 (issue 17, /new/systemManagement/talentStorage): how long candidate data of closed
// recruiting seasons is kept (PIPL), and what anonymisation does to a candidate past it.
// The cutoff is in retention-cutoff.ts: this file stays free of imports, as the careers apply
// form reads its message.

export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;
/** Until a tenant saves its own: two years after the season closed. */
export const RETENTION_MONTHS_DEFAULT = 24;
export const CONSENT_TEXT_MAX = 2000;

export const ANONYMISE_KIND = 'candidate-anonymise';
/** The daily schedule of the task platform that submits ANONYMISE_KIND for a tenant. */
export const ANONYMISE_SCHEDULE = 'candidate-anonymise-daily';
/** It runs at 03:00 China time (19:00 UTC), a quiet hour. */
export const ANONYMISE_DAILY_UTC_HOUR = 19;

/** The name an anonymised candidate keeps (lists and statistics still count the row). */
export const ANONYMISED_NAME = '已匿名';

export const DATA_RETENTION_MESSAGES = {
  nothingDue: '没有超过保留期限的候选人',
  consentRequired: '请阅读并同意个人信息处理说明',
} as const;
