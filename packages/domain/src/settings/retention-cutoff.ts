import { seasonLabel, seasonRange } from '../contracts/history';

// 更多设置 (issue 17): which candidates are past retention. Seasons run from 1 July to 1 July
// (seasonRange of the history pool).

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
