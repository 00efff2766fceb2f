// One condition → a normal form both backends compile from, or the zh-CN problems with its value.
// Every operator becomes a positive test plus a negation flag, so "not X" is exactly the
// complement of "X" in both backends (SEMANTICS.md §3).
import type { Condition, ConditionDraft, Scalar } from './ast';
import {
  DEFAULT_SECTION_RULE,
  FIELD_TYPE,
  NEGATION_OF,
  OPERATOR_GROUP_OF,
  VALUE_KIND_OF,
  type FieldType,
  type OperatorName,
  type SectionRule,
  type ValueKind,
} from './operators';
import {
  PATH_SEPARATOR,
  normalizeText,
  readNumber,
  readTimestamp,
  shanghaiDay,
  shanghaiDayStart,
} from './values';

/** The positive test of a condition, with its constants precomputed. */
export type CoreTest =
  /** No value (is empty = yes). */
  | { test: 'empty' }
  /** number and date: lo ≤ v (or lo < v) and v ≤ hi (or v < hi); an absent bound is open.
   * Date conditions are already turned into [day start, next day start) ranges. */
  | { test: 'range'; lo: number | null; loInclusive: boolean; hi: number | null; hiInclusive: boolean }
  /** Equals one of: numbers, normalised text, exact codes or exact paths. */
  | { test: 'in'; values: number[] | string[] }
  /** path: equals a prefix or lies below it (prefix + '$'). */
  | { test: 'under'; prefixes: string[] }
  /** codes: shares any / holds all of the codes; text: contains any / all of the substrings. */
  | { test: 'containsAny' | 'containsAll'; values: string[] };

export interface PreparedCondition {
  field: string[];
  kind: ValueKind;
  core: CoreTest;
  negate: boolean;
  sectionRule: SectionRule;
}

export interface ValueIssue {
  /** Which end of a range / item of a list the message belongs to, when it is one of them. */
  valueIndex?: number;
  message: string;
}

export type PrepareResult = { ok: true; prepared: PreparedCondition } | { ok: false; issues: ValueIssue[] };

export const MESSAGE = {
  select: '请选择',
  selectOperator: '请选择逻辑词',
  input: '请输入',
  selectDate: '请选择日期',
  dateOrder: '开始日期要小于结束日期',
  number: '请输入数字',
  score: '评分值在0-100间',
  leftBelowRight: '左端数字需小于右端',
  rightAboveLeft: '右端数字需大于左端',
  format: '输入格式不正确',
  groupFull: '每组最多9个条件',
  noConditions: '请添加条件',
  unknownField: (name: string) => `字段“${name}”不存在`,
  operatorNotAllowed: (field: string, operator: string) => `“${field}”不支持“${operator}”`,
} as const;

/** The message for a missing value, by kind (COND-017, COND-024, COND-012). */
function requiredMessage(kind: ValueKind): string {
  if (kind === 'date') return MESSAGE.selectDate;
  if (kind === 'number' || kind === 'text') return MESSAGE.input;
  return MESSAGE.select;
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

function readValue(kind: ValueKind, fieldType: FieldType, v: unknown): Read<number | string> {
  if (isBlank(v)) return { ok: false, message: requiredMessage(kind) };
  if (typeof v !== 'string' && typeof v !== 'number') return { ok: false, message: MESSAGE.format };
  switch (kind) {
    case 'number': {
      const n = readNumber(v);
      if (n === undefined) return { ok: false, message: MESSAGE.number };
      if (fieldType === FIELD_TYPE.score && (n < 0 || n > 100)) return { ok: false, message: MESSAGE.score };
      return { ok: true, value: n };
    }
    case 'date': {
      const t = readTimestamp(v);
      return t === undefined ? { ok: false, message: MESSAGE.selectDate } : { ok: true, value: t };
    }
    case 'text':
      return { ok: true, value: normalizeText(String(v)) };
    case 'code':
    case 'codes':
      return { ok: true, value: String(v) };
    case 'path': {
      const s = String(v);
      return s.split(PATH_SEPARATOR).some((seg) => seg === '')
        ? { ok: false, message: MESSAGE.format }
        : { ok: true, value: s };
    }
  }
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

/** A date value → the [start, end) millisecond range of its Shanghai calendar day. */
function dayRange(ms: number): [number, number] {
  const day = shanghaiDay(ms);
  return [shanghaiDayStart(day), shanghaiDayStart(day + 1)];
}

function compareCore(kind: ValueKind, op: OperatorName, v: number): CoreTest {
  if (kind === 'date') {
    const [start, next] = dayRange(v);
    switch (op) {
      case 'eq':
        return { test: 'range', lo: start, loInclusive: true, hi: next, hiInclusive: false };
      case 'gt':
        return { test: 'range', lo: next, loInclusive: true, hi: null, hiInclusive: false };
      case 'gte':
        return { test: 'range', lo: start, loInclusive: true, hi: null, hiInclusive: false };
      case 'lt':
        return { test: 'range', lo: null, loInclusive: false, hi: start, hiInclusive: false };
      default: // lte
        return { test: 'range', lo: null, loInclusive: false, hi: next, hiInclusive: false };
    }
  }
  switch (op) {
    case 'eq':
      return { test: 'range', lo: v, loInclusive: true, hi: v, hiInclusive: true };
    case 'gt':
      return { test: 'range', lo: v, loInclusive: false, hi: null, hiInclusive: false };
    case 'gte':
      return { test: 'range', lo: v, loInclusive: true, hi: null, hiInclusive: false };
    case 'lt':
      return { test: 'range', lo: null, loInclusive: false, hi: v, hiInclusive: false };
    default: // lte
      return { test: 'range', lo: null, loInclusive: false, hi: v, hiInclusive: true };
  }
}

/**
 * Checks a condition's value against its operator and field type, and precomputes what the
 * backends need. The operator must already be allowed for the field type (validateRule checks
 * that with the field's label; compileRule throws).
 */
export function prepareCondition(c: Condition | ConditionDraft): PrepareResult {
  const fieldType = c.fieldType as FieldType;
  const kind = VALUE_KIND_OF[fieldType];
  const op = c.operator as OperatorName;
  const positive = NEGATION_OF[op] ?? op;
  const negate = positive !== op;
  const group = OPERATOR_GROUP_OF[op];
  const value = c.value;
  const done = (core: CoreTest, negateCore = negate): PrepareResult => ({
    ok: true,
    prepared: {
      field: c.field,
      kind,
      core,
      negate: negateCore,
      sectionRule: c.sectionRule === '2' ? '2' : DEFAULT_SECTION_RULE,
    },
  });
  const fail = (message: string, valueIndex?: number): PrepareResult => ({
    ok: false,
    issues: [valueIndex === undefined ? { message } : { valueIndex, message }],
  });

  if (group === 1) {
    // COND-018: is empty takes yes = 1 or no = 0.
    if (isBlank(value)) return fail(MESSAGE.select);
    if (value === 1 || value === '1') return done({ test: 'empty' });
    if (value === 0 || value === '0') return done({ test: 'empty' }, true);
    return fail(MESSAGE.format);
  }

  if (group === 2) {
    if (Array.isArray(value)) return fail(MESSAGE.format);
    const r = readValue(kind, fieldType, value);
    if (!r.ok) return fail(r.message);
    if (positive === 'eq' && kind !== 'number' && kind !== 'date')
      return done({ test: 'in', values: [r.value as string] });
    return done(compareCore(kind, positive, r.value as number));
  }

  if (!Array.isArray(value)) return fail(MESSAGE.format);

  if (group === 4) {
    // between [lo, hi], inclusive at both ends (COND-019/020, AMB-010).
    if (value.length !== 2) return fail(MESSAGE.format);
    const issues: ValueIssue[] = [];
    const ends = value.map((v, i) => {
      const r = readValue(kind, fieldType, v);
      if (!r.ok) issues.push({ valueIndex: i, message: r.message });
      return r.ok ? (r.value as number) : NaN;
    });
    if (issues.length) return { ok: false, issues };
    const [lo, hi] = ends;
    if (kind === 'date') {
      // Compared by day; a one-day range (both ends on the same day) is valid.
      if (shanghaiDay(lo) > shanghaiDay(hi)) return fail(MESSAGE.dateOrder);
      return done({
        test: 'range',
        lo: dayRange(lo)[0],
        loInclusive: true,
        hi: dayRange(hi)[1],
        hiInclusive: false,
      });
    }
    if (lo >= hi) {
      // COND-040/041: the left must be below the right; each input shows its own message.
      return {
        ok: false,
        issues: [
          { valueIndex: 0, message: MESSAGE.leftBelowRight },
          { valueIndex: 1, message: MESSAGE.rightAboveLeft },
        ],
      };
    }
    return done({ test: 'range', lo, loInclusive: true, hi, hiInclusive: true });
  }

  // Groups 3 and 5: one or more values (COND-021, AMB-011).
  if (value.length === 0) return fail(requiredMessage(kind));
  const items: (string | number)[] = [];
  for (let i = 0; i < value.length; i++) {
    const r = readValue(kind, fieldType, value[i] as Scalar);
    if (!r.ok) return fail(r.message, i);
    items.push(r.value);
  }
  if (positive === 'inAny') {
    return done({ test: 'in', values: unique(items) as number[] | string[] });
  }
  if (positive === 'underAny') return done({ test: 'under', prefixes: unique(items as string[]) });
  return done({ test: positive as 'containsAny' | 'containsAll', values: unique(items as string[]) });
}
