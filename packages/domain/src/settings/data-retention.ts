import { seasonLabel, seasonRange } from '../contracts/history';

// 更多设置 (issue 17, /new/systemManagement/talentStorage): how long candidate data of closed
// recruiting seasons is kept (PIPL), and what anonymisation does to a candidate past it.
// Seasons run from 1 July to 1 July (seasonRange of the history pool).

export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;
/** Until a tenant saves its own: two years after the season closed. */
export const RETENTION_MONTHS_DEFAULT = 24;
export const CONSENT_TEXT_MAX = 2000;

export const ANONYMISE_KIND = 'candidate-anonymise';

/** The name an anonymised candidate keeps (lists and statistics still count the row). */
export const ANONYMISED_NAME = '已匿名';

export const DATA_RETENTION_MESSAGES = {
  nothingDue: '没有超过保留期限的候选人',
  consentRequired: '请阅读并同意个人信息处理说明',
} as const;

/** The season a moment falls in (the year it started, 1 July). */
export function seasonOf(at: number): number {
  const year = new Date(at).getUTCFullYear();
  return at >= seasonRange(year).from ? year : year - 1;
}

/**
 * The start of the oldest season still kept: a candidate whose last application (or, with none,
 * whose record) is older than this belongs only to seasons that closed more than `months` ago.
 */
export function retentionCutoff(now: number, months: number): { cutoff: number; lastClosedSeason: string } {
  const back = new Date(now);
  back.setUTCMonth(back.getUTCMonth() - months);
  const kept = seasonOf(back.getTime());
  return { cutoff: seasonRange(kept).from, lastClosedSeason: seasonLabel(kept - 1) };
}
