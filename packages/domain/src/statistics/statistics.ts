import type {
  CountRow,
  FunnelStep,
  PeriodInput,
  ReportDefinition,
  ReportDimension,
  ResolvedPeriod,
} from '../contracts/statistics';

// Pure rules of the statistics pages (issue 16 §1), shared by the server and the web: how a
// period preset becomes dates, the previous period, the funnel's conversion rates, percentiles
// from a day histogram, the school tiers and the built-in reports.

const DAY = 86_400_000;
const BEIJING_OFFSET = 8 * 3_600_000;

/** Days since 1970-01-01 in Beijing time: the day key of the statistics. */
export function beijingDay(millis: number): number {
  return Math.floor((millis + BEIJING_OFFSET) / DAY);
}

export function dayToDate(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

export function dateToDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);
}

/** First millisecond (UTC epoch) of a Beijing day. */
export function dayStartMillis(day: number): number {
  return day * DAY - BEIJING_OFFSET;
}

/**
 * The campus season of a date: from 1 July on, students graduate the next summer, so the season
 * runs from 1 July to 30 June (the same cut as the seed's seasonYearOf).
 */
export function seasonStartDay(now: number): number {
  const today = new Date(beijingDay(now) * DAY);
  const year = today.getUTCMonth() >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return dateToDay(`${year}-07-01`);
}

/**
 * A period preset as inclusive day numbers, ending today for the presets (the season runs up to
 * today), with the previous period: the same number of days just before it.
 */
export function resolvePeriodDays(
  period: PeriodInput,
  now: number,
): { from: number; to: number; previousFrom: number; previousTo: number } {
  const today = beijingDay(now);
  let from: number;
  let to = today;
  switch (period.preset) {
    case 'last7':
      from = today - 6;
      break;
    case 'last30':
      from = today - 29;
      break;
    case 'season':
      from = seasonStartDay(now);
      break;
    case 'custom':
      from = dateToDay(period.from ?? dayToDate(today));
      to = dateToDay(period.to ?? dayToDate(today));
      break;
  }
  const length = to - from + 1;
  return { from, to, previousFrom: from - length, previousTo: from - 1 };
}

export function resolvePeriod(period: PeriodInput, now: number): ResolvedPeriod {
  const days = resolvePeriodDays(period, now);
  return {
    from: dayToDate(days.from),
    to: dayToDate(days.to),
    previousFrom: dayToDate(days.previousFrom),
    previousTo: dayToDate(days.previousTo),
  };
}

/** The five school tiers of the board, in display order; 其他 collects the rest. */
export const SCHOOL_TIERS = ['985', '211', '双一流', '海外', '其他'] as const;
export const SCHOOL_TIER_LABEL: Readonly<Record<(typeof SCHOOL_TIERS)[number], string>> = {
  '985': '985',
  '211': '211',
  双一流: '双一流',
  海外: '海外',
  其他: '其他',
};

export const DEGREE_ORDER = ['博士', '硕士', '本科', '大专'] as const;

/** Change against the previous period as a fraction (0.25 = +25 %); null when it had none. */
export function changeRate(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}

/**
 * The funnel of a flow: each step's current count, how many reached it (in it or any later step:
 * an eliminated application stays in the step where it stopped) and the conversion from the step
 * before it.
 */
export function funnelOf(
  steps: ReadonlyArray<{ stepId: string; ivid: string; name: string }>,
  current: ReadonlyMap<string, number>,
  waits: ReadonlyMap<string, { medianDays: number | null; p90Days: number | null }>,
): FunnelStep[] {
  const counts = steps.map((s) => current.get(s.stepId) ?? 0);
  const reached: number[] = [];
  let sum = 0;
  for (let i = counts.length - 1; i >= 0; i--) {
    sum += counts[i];
    reached[i] = sum;
  }
  return steps.map((step, i) => {
    const before = i === 0 ? reached[0] : reached[i - 1];
    const wait = waits.get(step.stepId);
    return {
      ...step,
      current: counts[i],
      reached: reached[i],
      conversion: before === 0 ? null : Math.round((reached[i] / before) * 10_000) / 10_000,
      medianDays: wait?.medianDays ?? null,
      p90Days: wait?.p90Days ?? null,
    };
  });
}

/**
 * The p-th percentile (0..100, nearest rank) of values given as a histogram value → count;
 * null when empty.
 */
export function percentileOfHistogram(
  histogram: ReadonlyArray<readonly [number, number]>,
  p: number,
): number | null {
  const sorted = [...histogram].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((s, [, n]) => s + n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const [value, n] of sorted) {
    seen += n;
    if (seen >= rank) return value;
  }
  return sorted[sorted.length - 1][0];
}

/** Keeps the first `limit` rows (by count, then label) and sums the rest into 其他. */
export function topWithOther(rows: readonly CountRow[], limit: number, otherLabel = '其他'): CountRow[] {
  const sorted = [...rows].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'zh-CN'));
  if (sorted.length <= limit) return sorted;
  const rest = sorted.slice(limit).reduce((s, r) => s + r.count, 0);
  return [...sorted.slice(0, limit), { key: '__other__', label: otherLabel, count: rest }];
}

/** Built-in reports (报表查看): always there, read-only. */
export const STANDARD_REPORTS: ReadonlyArray<{ id: string; name: string; definition: ReportDefinition }> = [
  {
    id: 'std-org-school-degree',
    name: '组织 × 院校类型 × 学历投递统计',
    definition: { dimensions: ['organization', 'schoolType', 'degree'], measure: 'applications' },
  },
  {
    id: 'std-job',
    name: '职位投递统计',
    definition: { dimensions: ['organization', 'job'], measure: 'applications' },
  },
  {
    id: 'std-school',
    name: '院校投递统计',
    definition: { dimensions: ['schoolType', 'school'], measure: 'applications' },
  },
];

export function standardReport(id: string) {
  return STANDARD_REPORTS.find((r) => r.id === id);
}

/** The DATA-012 column each dimension fills (organization fills orgid and orgname). */
export const REPORT_DIMENSION_COLUMNS: Readonly<Record<ReportDimension, readonly string[]>> = {
  organization: ['orgid', 'orgname'],
  job: ['jobname'],
  schoolType: ['schooltype'],
  degree: ['degree'],
  school: ['schoolcname'],
};

/** A share rounded to 4 places (0.6667); null when the whole is 0. */
export function rateOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
}
