// Date display (VAL-013): yyyy-mm-dd, and yyyy-mm-dd HH:MM:SS for date-times, in the runtime's
// local time zone (the browser's; servers that format for users run with TZ=Asia/Shanghai).
// Accepts a millisecond timestamp (number or digit string), a Date, or a date string; a plain
// 'yyyy-mm-dd' or 'yyyy/mm/dd' string is read as a local date, not UTC midnight. Anything
// missing or unreadable gives ''.

export type DateInput = number | string | Date | null | undefined;

const LOCAL_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

export function toDate(input: DateInput): Date | undefined {
  if (input === null || input === undefined || input === '') return undefined;
  let date: Date;
  if (input instanceof Date) {
    date = new Date(input.getTime());
  } else if (typeof input === 'number') {
    date = new Date(input);
  } else {
    const text = input.trim();
    const local = LOCAL_DATE.exec(text);
    if (/^-?\d+$/.test(text)) {
      date = new Date(Number(text));
    } else if (local) {
      const [, y, m, d, hh = '0', mm = '0', ss = '0'] = local;
      date = new Date(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss));
    } else {
      date = new Date(text);
    }
  }
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** yyyy-mm-dd (VAL-013); '' for a missing or invalid date. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** yyyy-mm-dd HH:MM:SS (24-hour); '' for a missing or invalid date. */
export function formatDateTime(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The wall-clock fields of a moment in China Standard Time (UTC+8, no daylight saving). */
function chinaIso(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString();
}

/**
 * Business dates and times of this product are Beijing ones whatever the server's or browser's
 * zone: yyyy-mm-dd of a moment in China Standard Time.
 */
export function chinaDate(ms: number): string {
  return chinaIso(ms).slice(0, 10);
}

/** yyyy-mm-dd HH:MM of a moment in China Standard Time (exports, forwarded mails). */
export function chinaDateTime(ms: number): string {
  return chinaIso(ms).slice(0, 16).replace('T', ' ');
}

/** yyyymmdd_HHMM of a moment in China Standard Time (download file names). */
export function chinaFileStamp(ms: number): string {
  return chinaIso(ms).slice(0, 16).replace(/[-:]/g, '').replace('T', '_');
}
