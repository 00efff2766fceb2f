import { z } from 'zod';
import { KEYWORD_PAGING_QUERY } from './paging-query';
import { dateToDay, dayStartMillis } from '../statistics/statistics';

// 招聘季归档 and 历史人才库 (issue 18 §1). A season runs from 1 July (Beijing time) to the next
// 30 June, named by the year it starts (the statistics' season cut). Closing it moves every
// application of the tenant that was submitted inside it from the current lists into the
// history pool, as a task (kind 'season-archive') with progress; the counts before and after
// are kept on the archive row and must be equal.
//
// Routes (docs/api.md):
//   GET  /api/biz/pools/seasons                    → SeasonArchiveList (Ctm.Talent read)
//   POST /api/biz/pools/seasons/archive            SeasonArchiveRequest → SeasonArchiveRow (Ctm.Member write)
//   GET  /api/biz/pools/history                    HistoryQuery → HistoryPage (Ctm.Talent read)
//   GET  /api/biz/pools/history/:applicationId     → HistoryDetails (Ctm.Talent read)

export const SEASON_ARCHIVE_KIND = 'season-archive';
export const SEASON_MIN = 2000;
export const SEASON_MAX = 2100;

/** The first and the after-last millisecond of a season (Beijing 1 July to 1 July). */
export function seasonRange(season: number): { from: number; to: number } {
  return {
    from: dayStartMillis(dateToDay(`${season}-07-01`)),
    to: dayStartMillis(dateToDay(`${season + 1}-07-01`)),
  };
}

export function seasonLabel(season: number): string {
  return `${season}-${season + 1}招聘季`;
}

export const SeasonArchiveRequest = z.object({
  season: z
    .number({ error: '请选择招聘季' })
    .int('招聘季格式不正确')
    .min(SEASON_MIN, '招聘季格式不正确')
    .max(SEASON_MAX, '招聘季格式不正确'),
});
export type SeasonArchiveRequest = z.infer<typeof SeasonArchiveRequest>;

export const SeasonArchiveRow = z.object({
  archiveId: z.string(),
  season: z.number().int(),
  seasonLabel: z.string(),
  taskId: z.string(),
  /** The task's status and progress (taskId in the task centre). */
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
  done: z.number().int(),
  total: z.number().int(),
  /** The season's applications in the current lists when the archive started. */
  before: z.number().int(),
  /** The season's applications in the history pool once finished (null while running). */
  after: z.number().int().nullable(),
  /** Applications of the season still in the current lists (0 once finished). */
  remaining: z.number().int(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type SeasonArchiveRow = z.infer<typeof SeasonArchiveRow>;

export const SeasonArchiveList = z.object({
  /** The season running today (it cannot be closed yet). */
  currentSeason: z.number().int(),
  rows: z.array(SeasonArchiveRow),
});
export type SeasonArchiveList = z.infer<typeof SeasonArchiveList>;

export const HistoryQuery = z.object({
  season: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number({ error: '招聘季格式不正确' }).int('招聘季格式不正确').optional(),
  ),
  ...KEYWORD_PAGING_QUERY,
});
export type HistoryQuery = z.input<typeof HistoryQuery>;

export const HistoryRow = z.object({
  applicationId: z.string(),
  candidateId: z.string(),
  season: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  school: z.string(),
  major: z.string(),
  degree: z.string(),
  jobName: z.string(),
  stepName: z.string(),
  /** 投递状态 when archived (INBOX_STATUS label). */
  statusLabel: z.string(),
  appliedAt: z.number().int(),
  archivedAt: z.number().int(),
});
export type HistoryRow = z.infer<typeof HistoryRow>;

export const HistoryPage = z.object({ total: z.number().int(), rows: z.array(HistoryRow) });
export type HistoryPage = z.infer<typeof HistoryPage>;

export const HistoryDetails = HistoryRow.extend({
  gender: z.string(),
  graduationYear: z.number().int(),
  region: z.string(),
  source: z.string(),
  score: z.number().nullable(),
});
export type HistoryDetails = z.infer<typeof HistoryDetails>;

export const HISTORY_MESSAGES = {
  notFound: '历史投递不存在',
  seasonNotOver: '只能归档已结束的招聘季',
  alreadyArchived: (label: string) => `${label}已归档`,
  nothingToArchive: (label: string) => `${label}没有可归档的投递`,
  started: (label: string) => `已开始归档${label}`,
} as const;

/** 投递状态 of an archived application in words (inbox_status codes). */
export function archivedStatusLabel(code: string): string {
  if (code === '00') return '待筛选';
  if (code === '01') return '待定';
  if (code === '04') return '已淘汰';
  if (code === '05') return '已撤回';
  return '已安排';
}
