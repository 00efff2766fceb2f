// The workbench's six-week interview calendar (WB-026, WB-027): 42 day cells starting on the
// Monday of the week that holds the first day of the displayed month.

export const CALENDAR_DAY_COUNT = 42;

/** A calendar day as `YYYY-MM-DD`, with whether it belongs to the displayed month. */
export interface CalendarDay {
  date: string;
  inMonth: boolean;
}

function isoDate(day: Date): string {
  const month = String(day.getUTCMonth() + 1).padStart(2, '0');
  const date = String(day.getUTCDate()).padStart(2, '0');
  return `${day.getUTCFullYear()}-${month}-${date}`;
}

/**
 * The 42 days shown for a month (`month` 1..12). Computed in UTC on calendar dates only, so the
 * grid does not depend on the viewer's time zone.
 */
export function calendarGrid(year: number, month: number): CalendarDay[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  // getUTCDay: 0 Sunday .. 6 Saturday; days back to Monday.
  const back = (first.getUTCDay() + 6) % 7;
  const start = Date.UTC(year, month - 1, 1 - back);
  return Array.from({ length: CALENDAR_DAY_COUNT }, (_, index) => {
    const day = new Date(start + index * 86_400_000);
    return { date: isoDate(day), inMonth: day.getUTCMonth() === month - 1 };
  });
}

/** First and last day of the grid, for querying the arrangements it shows. */
export function calendarRange(year: number, month: number): { from: string; to: string } {
  const days = calendarGrid(year, month);
  return { from: days[0]!.date, to: days[days.length - 1]!.date };
}
