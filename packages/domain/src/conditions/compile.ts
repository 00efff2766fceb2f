// The closure backend: compiles a rule once into a `(record) => boolean` predicate, without eval.
// Used for the candidate form's live display rules and the smart rules over every application.
//
// A record is a plain object keyed by the field path's segments: record[a] for ['a'],
// record[a][b] for ['a', 'b']. A repeatable module holds an array of sections, each a record:
// record[mod] = [{ col: … }, …]; a condition below it applies its section rule (every / any).
import { fieldKey, isGroup, type Condition, type RuleNode } from './ast';
import { MESSAGE, prepareCondition, type CoreTest, type PreparedCondition, type ValueIssue } from './prepare';
import {
  FIELD_TYPE_LABEL,
  OPERATOR_LABEL,
  isFieldType,
  isOperatorAllowed,
  isOperatorName,
  type ValueKind,
} from './operators';
import {
  MAX_TIMESTAMP,
  PATH_SEPARATOR,
  foldAscii,
  isEmptyValue,
  normalizeText,
  readCode,
  readCodes,
  readNumber,
  readPath,
  readText,
} from './values';

export type RuleRecord = Readonly<Record<string, unknown>>;
export type Predicate = (record: RuleRecord) => boolean;

/** Thrown for a rule that validateRule would have rejected; the issues carry its messages. */
export class ConditionCompileError extends Error {
  constructor(
    readonly field: string[],
    readonly issues: ValueIssue[],
  ) {
    super(`Invalid condition on "${field.join('.')}": ${issues.map((i) => i.message).join('; ')}`);
    this.name = 'ConditionCompileError';
  }
}

/** Prepares a condition for a backend or throws ConditionCompileError. Shared with the SQL backend. */
export function prepareOrThrow(c: Condition): PreparedCondition {
  if (!isFieldType(c.fieldType)) throw new ConditionCompileError(c.field, [{ message: MESSAGE.format }]);
  if (!isOperatorName(c.operator))
    throw new ConditionCompileError(c.field, [{ message: MESSAGE.selectOperator }]);
  if (!isOperatorAllowed(c.fieldType, c.operator)) {
    throw new ConditionCompileError(c.field, [
      { message: MESSAGE.operatorNotAllowed(FIELD_TYPE_LABEL[c.fieldType], OPERATOR_LABEL[c.operator]) },
    ]);
  }
  const r = prepareCondition(c);
  if (!r.ok) throw new ConditionCompileError(c.field, r.issues);
  return r.prepared;
}

/** The result of a prepared condition on a field with no value (SEMANTICS.md §2). */
export function resultWhenEmpty(p: PreparedCondition): boolean {
  return (p.core.test === 'empty') !== p.negate;
}

// ---- The general value tests: every value of every type, no shortcuts ----------------------------

type ValueTest = (raw: unknown) => boolean;

function rangeTest(core: Extract<CoreTest, { test: 'range' }>): (n: number) => boolean {
  const { lo, hi, loInclusive, hiInclusive } = core;
  if (lo !== null && hi !== null) {
    if (loInclusive && hiInclusive) return (n) => n >= lo && n <= hi;
    if (loInclusive) return (n) => n >= lo && n < hi;
    return (n) => n > lo && (hiInclusive ? n <= hi : n < hi);
  }
  if (lo !== null) return loInclusive ? (n) => n >= lo : (n) => n > lo;
  if (hi !== null) return hiInclusive ? (n) => n <= hi : (n) => n < hi;
  return () => true;
}

/** Membership in a small list of strings without hashing; a Set above a few items. */
function stringIn(values: readonly string[]): (s: string) => boolean {
  if (values.length === 1) {
    const a = values[0];
    return (s) => s === a;
  }
  if (values.length === 2) {
    const [a, b] = values;
    return (s) => s === a || s === b;
  }
  if (values.length <= 4) return (s) => values.includes(s);
  const set = new Set(values);
  return (s) => set.has(s);
}

function numberTest(p: PreparedCondition, neg: boolean, date: boolean): ValueTest {
  const core = p.core;
  let test: (n: number) => boolean;
  if (core.test === 'range') test = rangeTest(core);
  else if (core.test === 'in') {
    const set = new Set(core.values as number[]);
    test = (n) => set.has(n);
  } else throw new Error(`unexpected ${core.test} on numbers`);
  // Non-finite numbers, and timestamps outside the Date range, are no value.
  const max = date ? MAX_TIMESTAMP : Number.MAX_VALUE;
  return (raw) => {
    let n: number;
    if (typeof raw === 'number') {
      if (!(raw >= -max && raw <= max)) return neg;
      n = raw;
    } else {
      const r = readNumber(raw);
      if (r === undefined || !(r >= -max && r <= max)) return neg;
      n = r;
    }
    return test(n) !== neg;
  };
}

function textTest(p: PreparedCondition, neg: boolean): ValueTest {
  const core = p.core;
  const read = (raw: unknown): string | undefined => {
    const s = typeof raw === 'string' ? raw : readText(raw);
    if (s === undefined) return undefined;
    const t = normalizeText(s);
    return t === '' ? undefined : t;
  };
  if (core.test === 'in') {
    const has = stringIn(core.values as string[]);
    return (raw) => {
      const s = read(raw);
      return s === undefined ? neg : has(s) !== neg;
    };
  }
  if (core.test === 'containsAny' || core.test === 'containsAll') {
    const needles = core.values;
    const every = core.test === 'containsAll';
    return (raw) => {
      const s = read(raw);
      if (s === undefined) return neg;
      let hit = every;
      for (let i = 0; i < needles.length; i++) {
        if (s.includes(needles[i]) !== every) {
          hit = !every;
          break;
        }
      }
      return hit !== neg;
    };
  }
  throw new Error(`unexpected ${core.test} on text`);
}

function codeTest(p: PreparedCondition, neg: boolean): ValueTest {
  const core = p.core;
  if (core.test !== 'in') throw new Error(`unexpected ${core.test} on a code`);
  const has = stringIn(core.values as string[]);
  return (raw) => {
    const s = typeof raw === 'string' ? raw : readCode(raw);
    // '' is never among the values, so an empty code fails `has` like a missing one.
    return s === undefined ? neg : has(s) !== neg;
  };
}

function pathTest(p: PreparedCondition, neg: boolean): ValueTest {
  const core = p.core;
  let test: (s: string) => boolean;
  if (core.test === 'in') test = stringIn(core.values as string[]);
  else if (core.test === 'under') {
    const prefixes = core.prefixes;
    const below = prefixes.map((x) => x + PATH_SEPARATOR);
    test = (s) => {
      for (let i = 0; i < prefixes.length; i++) {
        if (s === prefixes[i] || s.startsWith(below[i])) return true;
      }
      return false;
    };
  } else throw new Error(`unexpected ${core.test} on a path`);
  return (raw) => {
    const s = typeof raw === 'string' ? (raw === '' ? undefined : raw) : readPath(raw);
    return s === undefined ? neg : test(s) !== neg;
  };
}

function codesTest(p: PreparedCondition, neg: boolean): ValueTest {
  const core = p.core;
  if (core.test !== 'containsAny' && core.test !== 'containsAll') {
    throw new Error(`unexpected ${core.test} on a code list`);
  }
  const values = core.values;
  if (core.test === 'containsAny') {
    const has = stringIn(values);
    return (raw) => {
      if (!Array.isArray(raw)) {
        const s = readCode(raw);
        return s === undefined ? neg : has(s) !== neg;
      }
      for (let i = 0; i < raw.length; i++) {
        const el: unknown = raw[i];
        const s = typeof el === 'string' ? el : readCode(el);
        if (s !== undefined && has(s)) return !neg;
      }
      return neg;
    };
  }
  return (raw) => {
    const codes = readCodes(raw);
    for (let i = 0; i < values.length; i++) if (!codes.includes(values[i])) return neg;
    return !neg;
  };
}

function valueTest(p: PreparedCondition): ValueTest {
  const neg = p.negate;
  if (p.core.test === 'empty') {
    const kind: ValueKind = p.kind;
    return (raw) => isEmptyValue(kind, raw) !== neg;
  }
  switch (p.kind) {
    case 'number':
      return numberTest(p, neg, false);
    case 'date':
      return numberTest(p, neg, true);
    case 'text':
      return textTest(p, neg);
    case 'code':
      return codeTest(p, neg);
    case 'path':
      return pathTest(p, neg);
    case 'codes':
      return codesTest(p, neg);
  }
}

/**
 * Applies a value test at a field path. Walking down, an array met before the last segment is a
 * repeatable module's sections; zero sections (or a missing module) read as one section with no
 * value, so both section rules agree with the SQL backend (SEMANTICS.md §4).
 */
function walk(
  node: unknown,
  segs: readonly string[],
  from: number,
  test: ValueTest,
  every: boolean,
): boolean {
  let cur = node;
  for (let i = from; i < segs.length; i++) {
    if (cur === null || typeof cur !== 'object') return test(undefined);
    if (Array.isArray(cur)) {
      if (cur.length === 0) return test(undefined);
      if (every) {
        for (const section of cur) if (!walk(section, segs, i, test, every)) return false;
        return true;
      }
      for (const section of cur) if (walk(section, segs, i, test, every)) return true;
      return false;
    }
    cur = (cur as Record<string, unknown>)[segs[i]];
  }
  return test(cur);
}

// ---- Top-level fields: the fast path -----------------------------------------------------------
//
// A condition on a top-level field reads it and tests the common typed case inline; anything
// unexpected (a number where a code was expected, an array for a scalar, …) goes to the general
// value test above, the reference the property tests hold every path to.
//
// Each family below is eight textually identical closures, on purpose. V8 keeps type feedback per
// function literal: one shared `(r) => … r[k] …` would see every field name of every rule, turn
// megamorphic and look each property up in a global cache. Spread over distinct literals by a
// hash of the field name, each literal sees one or two names and reads the field directly. On the
// benchmark's resumes this makes rules about a quarter faster. The helpers they call are small
// and called from a known place, so V8 inlines them.

/** code / path equals a or b. */
function twoStrings(v: unknown, a: string, b: string, neg: boolean, general: ValueTest): boolean {
  if (v === a || v === b) return !neg;
  // '' and every other string are not among the values; other types take the general path.
  return typeof v === 'string' ? neg : general(v);
}

/** number / date within [lo, hi] (each end inclusive or not). Open ends are the largest readable
 * values, so NaN, ±Infinity and out-of-range dates fail the comparison, as "no value" must. */
function inRange(
  v: unknown,
  lo: number,
  hi: number,
  loIn: boolean,
  hiIn: boolean,
  neg: boolean,
  general: ValueTest,
): boolean {
  if (typeof v !== 'number') return general(v);
  return ((loIn ? v >= lo : v > lo) && (hiIn ? v <= hi : v < hi)) !== neg;
}

/** path equals one of the prefixes or lies below it. */
function under(
  v: unknown,
  prefixes: readonly string[],
  below: readonly string[],
  neg: boolean,
  general: ValueTest,
): boolean {
  if (typeof v !== 'string') return general(v);
  for (let i = 0; i < prefixes.length; i++) if (v === prefixes[i] || v.startsWith(below[i])) return !neg;
  return neg;
}

/** a code list holds a or b. */
function codesAnyOfTwo(v: unknown, a: string, b: string, neg: boolean, general: ValueTest): boolean {
  if (!Array.isArray(v)) return general(v);
  let strings = true;
  for (let i = 0; i < v.length; i++) {
    const el: unknown = v[i];
    if (el === a || el === b) return !neg;
    if (typeof el !== 'string') strings = false;
  }
  return strings ? neg : general(v);
}

/** a code list holds all of the values. */
function codesAll(v: unknown, values: readonly string[], neg: boolean, general: ValueTest): boolean {
  if (!Array.isArray(v)) return general(v);
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'string') return general(v);
  for (let i = 0; i < values.length; i++) if (!v.includes(values[i])) return neg;
  return !neg;
}

const UPPER_ASCII = /[A-Z]/;

function containsNeedles(t: string, needles: readonly string[], every: boolean): boolean {
  for (let i = 0; i < needles.length; i++) if (t.includes(needles[i]) !== every) return !every;
  return every;
}

/**
 * text contains any (every = false) or all of the needles (trimmed, ASCII-folded). Needles are
 * folded and never start or end with white space, so a match in the raw text is a match in the
 * normalised text, and folding can only add matches where the text has A-Z: the raw text is
 * searched first and folded only then. Blank text needs no test: it contains no needle.
 */
function textContains(
  v: unknown,
  needles: readonly string[],
  every: boolean,
  neg: boolean,
  general: ValueTest,
): boolean {
  if (typeof v !== 'string') return general(v);
  let hit = containsNeedles(v, needles, every);
  if (!hit && UPPER_ASCII.test(v)) hit = containsNeedles(foldAscii(v), needles, every);
  return hit !== neg;
}

function hashOf(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return h;
}

type TwoStrings = (k: string, a: string, b: string, neg: boolean, g: ValueTest) => Predicate;
const TWO_STRINGS: readonly TwoStrings[] = [
  (k, a, b, neg, g) => (r) => twoStrings(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => twoStrings(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => twoStrings(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => twoStrings(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => twoStrings(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => twoStrings(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => twoStrings(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => twoStrings(r[k], a, b, neg, g),
];

type Range = (
  k: string,
  lo: number,
  hi: number,
  loIn: boolean,
  hiIn: boolean,
  neg: boolean,
  g: ValueTest,
) => Predicate;
const RANGE: readonly Range[] = [
  (k, lo, hi, loIn, hiIn, neg, g) => (r) => inRange(r[k], lo, hi, loIn, hiIn, neg, g),
  (k, lo, hi, loIn, hiIn, neg, g) => (r) => inRange(r[k], lo, hi, loIn, hiIn, neg, g),
  (k, lo, hi, loIn, hiIn, neg, g) => (r) => inRange(r[k], lo, hi, loIn, hiIn, neg, g),
  (k, lo, hi, loIn, hiIn, neg, g) => (r) => inRange(r[k], lo, hi, loIn, hiIn, neg, g),
  (k, lo, hi, loIn, hiIn, neg, g) => (r) => inRange(r[k], lo, hi, loIn, hiIn, neg, g),
  (k, lo, hi, loIn, hiIn, neg, g) => (r) => inRange(r[k], lo, hi, loIn, hiIn, neg, g),
  (k, lo, hi, loIn, hiIn, neg, g) => (r) => inRange(r[k], lo, hi, loIn, hiIn, neg, g),
  (k, lo, hi, loIn, hiIn, neg, g) => (r) => inRange(r[k], lo, hi, loIn, hiIn, neg, g),
];

type Under = (
  k: string,
  prefixes: readonly string[],
  below: readonly string[],
  neg: boolean,
  g: ValueTest,
) => Predicate;
const UNDER: readonly Under[] = [
  (k, prefixes, below, neg, g) => (r) => under(r[k], prefixes, below, neg, g),
  (k, prefixes, below, neg, g) => (r) => under(r[k], prefixes, below, neg, g),
  (k, prefixes, below, neg, g) => (r) => under(r[k], prefixes, below, neg, g),
  (k, prefixes, below, neg, g) => (r) => under(r[k], prefixes, below, neg, g),
  (k, prefixes, below, neg, g) => (r) => under(r[k], prefixes, below, neg, g),
  (k, prefixes, below, neg, g) => (r) => under(r[k], prefixes, below, neg, g),
  (k, prefixes, below, neg, g) => (r) => under(r[k], prefixes, below, neg, g),
  (k, prefixes, below, neg, g) => (r) => under(r[k], prefixes, below, neg, g),
];

const CODES_ANY_OF_TWO: readonly TwoStrings[] = [
  (k, a, b, neg, g) => (r) => codesAnyOfTwo(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => codesAnyOfTwo(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => codesAnyOfTwo(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => codesAnyOfTwo(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => codesAnyOfTwo(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => codesAnyOfTwo(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => codesAnyOfTwo(r[k], a, b, neg, g),
  (k, a, b, neg, g) => (r) => codesAnyOfTwo(r[k], a, b, neg, g),
];

type CodesAll = (k: string, values: readonly string[], neg: boolean, g: ValueTest) => Predicate;
const CODES_ALL: readonly CodesAll[] = [
  (k, values, neg, g) => (r) => codesAll(r[k], values, neg, g),
  (k, values, neg, g) => (r) => codesAll(r[k], values, neg, g),
  (k, values, neg, g) => (r) => codesAll(r[k], values, neg, g),
  (k, values, neg, g) => (r) => codesAll(r[k], values, neg, g),
  (k, values, neg, g) => (r) => codesAll(r[k], values, neg, g),
  (k, values, neg, g) => (r) => codesAll(r[k], values, neg, g),
  (k, values, neg, g) => (r) => codesAll(r[k], values, neg, g),
  (k, values, neg, g) => (r) => codesAll(r[k], values, neg, g),
];

type TextContains = (
  k: string,
  needles: readonly string[],
  every: boolean,
  neg: boolean,
  g: ValueTest,
) => Predicate;
const TEXT_CONTAINS: readonly TextContains[] = [
  (k, needles, every, neg, g) => (r) => textContains(r[k], needles, every, neg, g),
  (k, needles, every, neg, g) => (r) => textContains(r[k], needles, every, neg, g),
  (k, needles, every, neg, g) => (r) => textContains(r[k], needles, every, neg, g),
  (k, needles, every, neg, g) => (r) => textContains(r[k], needles, every, neg, g),
  (k, needles, every, neg, g) => (r) => textContains(r[k], needles, every, neg, g),
  (k, needles, every, neg, g) => (r) => textContains(r[k], needles, every, neg, g),
  (k, needles, every, neg, g) => (r) => textContains(r[k], needles, every, neg, g),
  (k, needles, every, neg, g) => (r) => textContains(r[k], needles, every, neg, g),
];

type General = (k: string, g: ValueTest) => Predicate;
const GENERAL: readonly General[] = [
  (k, g) => (r) => g(r[k]),
  (k, g) => (r) => g(r[k]),
  (k, g) => (r) => g(r[k]),
  (k, g) => (r) => g(r[k]),
  (k, g) => (r) => g(r[k]),
  (k, g) => (r) => g(r[k]),
  (k, g) => (r) => g(r[k]),
  (k, g) => (r) => g(r[k]),
];

function siteOf(k: string): number {
  return hashOf(k) & 7;
}

function direct(p: PreparedCondition, k: string, general: ValueTest): Predicate {
  const site = siteOf(k);
  const neg = p.negate;
  const core = p.core;
  if (core.test === 'in' && (p.kind === 'code' || p.kind === 'path') && core.values.length <= 2) {
    const values = core.values as string[];
    return TWO_STRINGS[site](k, values[0], values[values.length - 1], neg, general);
  }
  if ((p.kind === 'number' || p.kind === 'date') && core.test === 'range') {
    const max = p.kind === 'date' ? MAX_TIMESTAMP : Number.MAX_VALUE;
    let lo = core.lo ?? -max;
    let hi = core.hi ?? max;
    let loIn = core.lo === null || core.loInclusive;
    let hiIn = core.hi === null || core.hiInclusive;
    if (lo < -max) [lo, loIn] = [-max, true];
    if (hi > max) [hi, hiIn] = [max, true];
    return RANGE[site](k, lo, hi, loIn, hiIn, neg, general);
  }
  if (core.test === 'under') {
    return UNDER[site](
      k,
      core.prefixes,
      core.prefixes.map((x) => x + PATH_SEPARATOR),
      neg,
      general,
    );
  }
  if (p.kind === 'codes' && core.test === 'containsAny' && core.values.length <= 2) {
    return CODES_ANY_OF_TWO[site](k, core.values[0], core.values[core.values.length - 1], neg, general);
  }
  if (p.kind === 'codes' && core.test === 'containsAll') return CODES_ALL[site](k, core.values, neg, general);
  if (p.kind === 'text' && (core.test === 'containsAny' || core.test === 'containsAll')) {
    return TEXT_CONTAINS[site](k, core.values, core.test === 'containsAll', neg, general);
  }
  return GENERAL[site](k, general);
}

function accessor(p: PreparedCondition, test: ValueTest): Predicate {
  const segs = p.field;
  const every = p.sectionRule === '1';
  if (segs.length === 1) return direct(p, segs[0], test);
  if (segs.length === 2) {
    const [a, b] = segs;
    return (r) => {
      const m = r[a];
      if (m === null || typeof m !== 'object') return test(undefined);
      if (Array.isArray(m)) return walk(m, segs, 1, test, every);
      return test((m as Record<string, unknown>)[b]);
    };
  }
  return (r) => walk(r, segs, 0, test, every);
}

/** Rough evaluation cost, to try cheap conditions first; the predicates are pure, so order
 * changes speed only. */
function cost(p: PreparedCondition): number {
  let base = 1;
  if (p.core.test !== 'empty' && p.kind === 'text') base = p.core.test === 'in' ? 3 : 5;
  else if (p.core.test !== 'empty' && p.kind === 'codes') base = 3;
  return base + (p.field.length > 1 ? 2 : 0);
}

// Adaptive ordering. The conditions of a group are pure, so their order changes speed only: a
// group samples SAMPLE evaluations out of every PERIOD, evaluating every child to measure how
// often each passes, then orders them cheapest-to-decide first (for all: cost / fail rate, for
// any: cost / pass rate), the classic optimal order for independent predicates.
const PERIOD_MASK = 0xffff;
const SAMPLE = 256;

interface Compiled {
  pred: Predicate;
  cost: number;
  /** The fields and shape below this node, to spread groups over the combinator copies. */
  sig: string;
}

/** A group of up to five children, in their current order; missing ones are neutral. */
interface GroupState {
  a: Predicate;
  b: Predicate;
  c: Predicate;
  d: Predicate;
  e: Predicate;
  count: number;
  sample: (r: RuleRecord) => boolean;
}

/** Counts an evaluation; true while the group is in a sampling window. */
function due(st: GroupState): boolean {
  const phase = st.count & PERIOD_MASK;
  st.count = (st.count + 1) & 0x3fffffff;
  return phase < SAMPLE;
}

// The combinators come in eight textually identical copies for the same reason as the field
// readers: each copy's calls see the children of a few groups only, so V8 can inline them.
type Combinator = (st: GroupState) => Predicate;
const ALL_OF: readonly Combinator[] = [
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) && st.b(r) && st.c(r) && st.d(r) && st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) && st.b(r) && st.c(r) && st.d(r) && st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) && st.b(r) && st.c(r) && st.d(r) && st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) && st.b(r) && st.c(r) && st.d(r) && st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) && st.b(r) && st.c(r) && st.d(r) && st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) && st.b(r) && st.c(r) && st.d(r) && st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) && st.b(r) && st.c(r) && st.d(r) && st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) && st.b(r) && st.c(r) && st.d(r) && st.e(r)),
];
const ANY_OF: readonly Combinator[] = [
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) || st.b(r) || st.c(r) || st.d(r) || st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) || st.b(r) || st.c(r) || st.d(r) || st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) || st.b(r) || st.c(r) || st.d(r) || st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) || st.b(r) || st.c(r) || st.d(r) || st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) || st.b(r) || st.c(r) || st.d(r) || st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) || st.b(r) || st.c(r) || st.d(r) || st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) || st.b(r) || st.c(r) || st.d(r) || st.e(r)),
  (st) => (r) => (due(st) ? st.sample(r) : st.a(r) || st.b(r) || st.c(r) || st.d(r) || st.e(r)),
];

const ALWAYS: Predicate = () => true;
const NEVER: Predicate = () => false;

function adaptive(op: 'all' | 'any', kids: Compiled[], sig: string): Predicate {
  const n = kids.length;
  const isAll = op === 'all';
  const parts = kids.map((k) => k.pred);
  const passes = new Array<number>(n).fill(0);
  let ordered = parts.slice();
  const neutral = isAll ? ALWAYS : NEVER;
  const st: GroupState = {
    a: parts[0],
    b: parts[1],
    c: parts[2] ?? neutral,
    d: parts[3] ?? neutral,
    e: parts[4] ?? neutral,
    count: 0,
    sample: (r) => {
      const phase = (st.count - 1) & PERIOD_MASK;
      let result = isAll;
      for (let i = 0; i < n; i++) {
        const ok = parts[i](r);
        if (ok) passes[i]++;
        if (ok !== isAll) result = ok;
      }
      if (phase === SAMPLE - 1) {
        const rank = (i: number) => {
          const rate = passes[i] / SAMPLE;
          return kids[i].cost / Math.max(isAll ? 1 - rate : rate, 1 / SAMPLE);
        };
        ordered = parts
          .map((_, i) => [i, rank(i)] as const)
          .sort((x, y) => x[1] - y[1])
          .map(([i]) => parts[i]);
        st.a = ordered[0];
        st.b = ordered[1];
        st.c = ordered[2] ?? neutral;
        st.d = ordered[3] ?? neutral;
        st.e = ordered[4] ?? neutral;
        passes.fill(0);
      }
      return result;
    },
  };
  if (n <= 5) return (isAll ? ALL_OF : ANY_OF)[hashOf(sig) & 7](st);
  return (r) => {
    if (due(st)) return st.sample(r);
    for (let i = 0; i < n; i++) if (ordered[i](r) !== isAll) return !isAll;
    return isAll;
  };
}

function compileNode(node: RuleNode): Compiled {
  if (!isGroup(node)) {
    const p = prepareOrThrow(node);
    return { pred: accessor(p, valueTest(p)), cost: cost(p), sig: `${fieldKey(p.field)}:${p.core.test}` };
  }
  const kids = node.children.map(compileNode).sort((x, y) => x.cost - y.cost);
  const sig = `${node.op}(${kids.map((k) => k.sig).join(',')})`;
  const pred =
    kids.length >= 2 ? adaptive(node.op, kids, sig) : (kids[0]?.pred ?? (node.op === 'all' ? ALWAYS : NEVER));
  return { pred, cost: kids.reduce((sum, k) => sum + k.cost, 0), sig };
}

/** Compiles a rule into a predicate; throws ConditionCompileError on an invalid condition. */
export function compileRule(rule: RuleNode): Predicate {
  return compileNode(rule).pred;
}
