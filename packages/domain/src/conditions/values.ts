// Reading raw record values by value kind, shared by the closure compiler, the storage helper
// the SQL backend relies on, and validation. SEMANTICS.md is the prose version of this file.
import { FIELD_TYPE, VALUE_KIND_OF, type FieldType, type ValueKind } from './operators';

/**
 * The characters String.prototype.trim removes (ECMAScript WhiteSpace + LineTerminator). The SQL
 * backend passes the same set to trim()/btrim() so both backends trim identically; it includes
 * the ideographic space U+3000 common in Chinese input.
 */
export const TRIM_CHARS =
  ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a' +
  '\u2028\u2029\u202f\u205f\u3000\ufeff';

const UPPER_ASCII = /[A-Z]/g;
const lowerChar = (c: string): string => String.fromCharCode(c.charCodeAt(0) + 32);

/** Case folding for ASCII Latin letters only: SQLite's lower() folds nothing else, and Chinese
 * has no case. Full-width and accented letters stay as they are (SEMANTICS.md §5). */
export function foldAscii(s: string): string {
  // A plain scan is cheaper than a regular expression for the usual short, mostly folded text.
  let upper = false;
  let ascii = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) upper = true;
    else if (c > 127) ascii = false;
  }
  if (!upper) return s;
  return ascii ? s.toLowerCase() : s.replace(UPPER_ASCII, lowerChar);
}

/** Text as compared: trimmed, ASCII letters lower-cased. */
export function normalizeText(s: string): string {
  return foldAscii(s.trim());
}

// Decimal notation only: '' must not read as 0, and hex / Infinity / '1_000' are not numbers.
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A single value of a list-typed raw value: a one-element list reads as its element. */
function single(raw: unknown): unknown {
  if (Array.isArray(raw)) return raw.length === 1 ? raw[0] : undefined;
  return raw;
}

/** Number, or undefined for no value (missing, null, '', non-numeric, non-finite). */
export function readNumber(raw: unknown): number | undefined {
  const v = single(raw);
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  if (!NUMERIC.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/** The range of a JavaScript Date; a timestamp outside it is not a date. */
export const MAX_TIMESTAMP = 8.64e15;

/** Epoch milliseconds, or undefined. */
export function readTimestamp(raw: unknown): number | undefined {
  const n = readNumber(raw);
  return n !== undefined && Math.abs(n) <= MAX_TIMESTAMP ? n : undefined;
}

/** Text as stored (not yet trimmed or folded), or undefined; numbers read as their decimal text. */
export function readText(raw: unknown): string | undefined {
  const v = single(raw);
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** One dictionary code, exact (not trimmed); '' counts as no value. */
export function readCode(raw: unknown): string | undefined {
  const s = readText(raw);
  return s === '' ? undefined : s;
}

/** A set of codes: a list (or a single code) without empty items and duplicates. */
export function readCodes(raw: unknown): string[] {
  if (!Array.isArray(raw)) {
    const c = readCode(raw);
    return c === undefined ? [] : [c];
  }
  const out: string[] = [];
  for (const item of raw) {
    const c = readCode(item);
    if (c !== undefined && !out.includes(c)) out.push(c);
  }
  return out;
}

export const PATH_SEPARATOR = '$';

/** An option-tree path: a `$`-joined string, or a cascader's list of segments. */
export function readPath(raw: unknown): string | undefined {
  if (Array.isArray(raw)) {
    if (raw.length === 0) return undefined;
    const parts = raw.map(readCode);
    return parts.every((p) => p !== undefined) ? parts.join(PATH_SEPARATOR) : undefined;
  }
  return readCode(raw);
}

/**
 * The value to store in SQL for a field so that the SQL backend sees what the closure backend
 * sees: number/date → number or null (dates floored to whole ms), text/code/path → string or
 * null, codes → a de-duplicated list (one child row each). Repositories write through this.
 */
export function toStorageValue(fieldType: FieldType, raw: unknown): number | string | null | string[] {
  switch (VALUE_KIND_OF[fieldType]) {
    case 'number':
      return readNumber(raw) ?? null;
    case 'date': {
      const t = readTimestamp(raw);
      return t === undefined ? null : Math.floor(t);
    }
    case 'text':
      return readText(raw) ?? null;
    case 'code':
      return readText(raw) ?? null;
    case 'path':
      return readPath(raw) ?? null;
    case 'codes':
      return readCodes(raw);
  }
}

/** Whether a raw value counts as "no value" for a field of the given kind (is empty = yes). */
export function isEmptyValue(kind: ValueKind, raw: unknown): boolean {
  switch (kind) {
    case 'number':
      return readNumber(raw) === undefined;
    case 'date':
      return readTimestamp(raw) === undefined;
    case 'text': {
      const s = readText(raw);
      return s === undefined || s.trim() === '';
    }
    case 'code':
      return readCode(raw) === undefined;
    case 'path':
      return readPath(raw) === undefined;
    case 'codes':
      return readCodes(raw).length === 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Calendar days in Asia/Shanghai. Dates are epoch-ms timestamps; a date condition compares the
// Shanghai calendar day. Both backends turn a day into the half-open millisecond range
// [start of day, start of next day), so no per-row day arithmetic is needed and indexes apply.
// Shanghai observed daylight saving time in 1986-1991 (and in the 1940s): day starts come from
// the time-zone database through Intl, not from a fixed +8 h.

export const TIME_ZONE = 'Asia/Shanghai';
const DAY_MS = 86_400_000;

let partsFormat: Intl.DateTimeFormat | undefined;
function wallClock(ms: number): { y: number; m: number; d: number; h: number; mi: number; s: number } {
  partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    era: 'short',
  });
  const p: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(ms)) p[part.type] = part.value;
  const year = Number(p.year);
  return {
    y: p.era === 'BC' || p.era === 'B' ? 1 - year : year,
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    mi: Number(p.minute),
    s: Number(p.second),
  };
}

/** Offset of Shanghai wall-clock time from UTC at an instant, in ms (whole seconds). */
function offsetAt(ms: number): number {
  const w = wallClock(ms);
  const asUtc = Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** Days since 1970-01-01 of the Shanghai calendar date of a timestamp. */
export function shanghaiDay(ms: number): number {
  const w = wallClock(ms);
  return Math.round(Date.UTC(w.y, w.m - 1, w.d) / DAY_MS);
}

const dayStartCache = new Map<number, number>();

/** The first millisecond of a Shanghai calendar day (days since 1970-01-01). */
export function shanghaiDayStart(day: number): number {
  const cached = dayStartCache.get(day);
  if (cached !== undefined) return cached;
  const localMidnight = day * DAY_MS;
  let t = localMidnight - offsetAt(localMidnight - 8 * 3_600_000);
  const again = localMidnight - offsetAt(t);
  if (again !== t) t = again;
  if (dayStartCache.size > 10_000) dayStartCache.clear();
  dayStartCache.set(day, t);
  return t;
}

/** yyyy-mm-dd of a timestamp in Shanghai (the display format of D1 §5). */
export function formatShanghaiDate(ms: number): string {
  const w = wallClock(ms);
  const pad = (n: number, l = 2) => String(n).padStart(l, '0');
  return `${pad(w.y, 4)}-${pad(w.m)}-${pad(w.d)}`;
}

/** Field types whose values are dates, for callers that only need the distinction. */
export function isDateFieldType(t: FieldType): boolean {
  return t === FIELD_TYPE.date || t === FIELD_TYPE.customDate;
}
