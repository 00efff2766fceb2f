// Process counts of the older system (CALL-036..CALL-039, STATE-006, STATE-007, AMB-017): the
// process count comes from the new endpoint for members of the new version
// (isusenewehireplus 1) and from the old one otherwise; a reload starts a recount, and while the
// recount-status call answers '20' the overview says 数据重新计算中 instead of the counts.

/** CALL-039: the recount-status call's data while a recount runs ('20'), and when none runs. */
export const RECOUNT_STATUS = { running: '20', idle: '10' } as const;

/** STATE-006, AMB-017: '20' as text, and the number 20 too. */
export function isRecounting(data: unknown): boolean {
  return data === RECOUNT_STATUS.running || data === 20;
}

/** D1 §4: the status is polled every 2 seconds while the recount runs. */
export const RECOUNT_POLL_MS = 2000;

/** STATE-007: shown instead of the counts while the recount runs. */
export const RECALCULATING_TEXT = '数据重新计算中，请稍候…';

/** CALL-038 (new version): the reload's warning (data.warnning). */
export const RELOAD_WARNING = '流程数据已提交重新计算，数据更新可能需要几分钟';

export const PROCESS_COUNT_LANGUAGES = ['CN', 'EN'] as const;
export type ProcessCountLanguage = (typeof PROCESS_COUNT_LANGUAGES)[number];

/** The aggregate row's name by strLanguage (CALL-036). */
export const ALL_PROCESS_NAME: Readonly<Record<ProcessCountLanguage, string>> = {
  CN: '全部流程',
  EN: 'All processes',
};
