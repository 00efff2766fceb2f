// Test support (not used by production code): fast-check arbitraries of rules and records over a
// small field schema that covers every value kind, a repeatable module and awkward raw values,
// plus a reference interpreter written straight from SEMANTICS.md. The domain property tests
// compare the closure compiler with the interpreter; the server's compare it with SQL.
import fc from 'fast-check';
import type { Condition, Group, RuleNode, Scalar } from '../ast';
import {
  FIELD_TYPE,
  NEGATION_OF,
  VALUE_KIND_OF,
  operatorsForFieldType,
  type FieldType,
  type OperatorName,
  type ValueKind,
} from '../operators';
import { shanghaiDay, shanghaiDayStart } from '../values';

export interface TestField {
  path: string[];
  fieldType: FieldType;
}

/** Top-level fields, one per value kind (plus score), and a repeatable module `edu`. */
export const TEST_FIELDS: readonly TestField[] = [
  { path: ['num'], fieldType: FIELD_TYPE.number },
  { path: ['score'], fieldType: FIELD_TYPE.score },
  { path: ['when'], fieldType: FIELD_TYPE.date },
  { path: ['name'], fieldType: FIELD_TYPE.text },
  { path: ['deg'], fieldType: FIELD_TYPE.select },
  { path: ['city'], fieldType: FIELD_TYPE.cascade },
  { path: ['tags'], fieldType: FIELD_TYPE.multiSelect },
  { path: ['edu', 'degree'], fieldType: FIELD_TYPE.select },
  { path: ['edu', 'year'], fieldType: FIELD_TYPE.number },
  { path: ['edu', 'school'], fieldType: FIELD_TYPE.text },
  { path: ['edu', 'start'], fieldType: FIELD_TYPE.date },
  { path: ['edu', 'city'], fieldType: FIELD_TYPE.cascade },
];

// Day boundaries on both sides, in a daylight-saving year (1988) and a recent one.
const DAYS = [
  shanghaiDay(Date.UTC(2024, 0, 1, 4)),
  shanghaiDay(Date.UTC(2024, 0, 2, 4)),
  shanghaiDay(Date.UTC(1988, 5, 1, 4)),
];
const dayMoments = (day: number) => {
  const start = shanghaiDayStart(day);
  const next = shanghaiDayStart(day + 1);
  return [start - 1, start, start + 1, start + 43_200_000, next - 1];
};
export const DATE_POOL: number[] = DAYS.flatMap(dayMoments);

const NUMBER_VALUES: Scalar[] = [-1, 0, 1, 2.5, 10, 100, 2024, 2026];
const TEXT_VALUES = ['java', 'Java', '北京', '北京大学', 'ab', 'A', 'Ｊava', 'é'];
const CODE_VALUES = ['1', '2', '3', 'a', 'B'];
const PATH_VALUES = ['gd', 'gd$sz', 'gd$gz', 'gd$sz$ns', 'bj', 'bj$hd'];

function rawPool(kind: ValueKind): unknown[] {
  const blanks = [undefined, null, '', ' ', '\u3000'];
  switch (kind) {
    case 'number':
      return [
        ...blanks,
        ...NUMBER_VALUES,
        '10',
        ' 2.5 ',
        '1e1',
        'abc',
        '0x10',
        'Infinity',
        NaN,
        Infinity,
        [10],
        [],
      ];
    case 'date':
      return [...blanks, ...DATE_POOL, String(DATE_POOL[3]), 'x', 9e15, [DATE_POOL[1]]];
    case 'text':
      return [
        ...blanks,
        'Java',
        ' java ',
        'JAVA开发',
        '北京大学',
        ' 北京 ',
        '\u3000北京大学\u3000',
        'AB',
        'ab c',
        'Ｊava',
        'É',
        'é',
        10,
        ['Java'],
        ['a', 'b'],
      ];
    case 'code':
      return [...blanks, ...CODE_VALUES, ' 1', 'b', 1, 2, ['2'], true];
    case 'path':
      return [...blanks, ...PATH_VALUES, 'gdx', 'gd$szx', ['gd', 'sz'], ['bj'], []];
    case 'codes':
      return [...blanks, [], ['1'], ['1', '2'], ['a', 'B', 'B'], ['', null, '3'], [1, '2'], '1', ['b']];
  }
}

const fieldsAt = (top: boolean) => TEST_FIELDS.filter((f) => (f.path.length === 1) === top);

/** A record: each top-level field missing or one of its awkward values; edu missing, null,
 * zero sections or up to three sections (a section may itself be null). */
export const recordArb: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.tuple(
      ...fieldsAt(true).map((f) =>
        fc.option(fc.constantFrom(...rawPool(VALUE_KIND_OF[f.fieldType])), { nil: undefined }),
      ),
    ),
    fc.oneof(
      fc.constantFrom(undefined, null),
      fc.array(
        fc.oneof(
          { weight: 1, arbitrary: fc.constant(null) },
          {
            weight: 6,
            arbitrary: fc.tuple(
              ...fieldsAt(false).map((f) =>
                fc.option(fc.constantFrom(...rawPool(VALUE_KIND_OF[f.fieldType])), { nil: undefined }),
              ),
            ),
          },
        ),
        { maxLength: 3 },
      ),
    ),
  )
  .map(([tops, edu]) => {
    const r: Record<string, unknown> = {};
    fieldsAt(true).forEach((f, i) => {
      if (tops[i] !== undefined) r[f.path[0]] = tops[i];
    });
    if (edu !== undefined) {
      r.edu =
        edu === null
          ? null
          : edu.map((s) => {
              if (s === null) return null;
              const section: Record<string, unknown> = {};
              fieldsAt(false).forEach((f, i) => {
                if (s[i] !== undefined) section[f.path[1]] = s[i];
              });
              return section;
            });
    }
    return r;
  });

/** Condition values a rule on the field may use (all valid for its operators). */
export function valuePool(f: TestField): Scalar[] {
  switch (VALUE_KIND_OF[f.fieldType]) {
    case 'number':
      return f.fieldType === FIELD_TYPE.score
        ? [0, 1, 2.5, 10, 100, '10']
        : [...NUMBER_VALUES, '10', ' 2.5 '];
    case 'date':
      return DATE_POOL;
    case 'text':
      return [...TEXT_VALUES, ' java '];
    case 'code':
    case 'codes':
      return CODE_VALUES;
    case 'path':
      return PATH_VALUES;
  }
}

function valueArb(f: TestField, op: OperatorName): fc.Arbitrary<Condition['value']> {
  const pool = valuePool(f);
  if (op === 'isEmpty') return fc.constantFrom<Scalar>(0, 1, '0', '1');
  if (op === 'between') {
    return fc
      .uniqueArray(fc.constantFrom(...pool), { minLength: 2, maxLength: 2, selector: (v) => Number(v) })
      .map((pair) => [...pair].sort((a, b) => Number(a) - Number(b)) as Scalar[])
      .filter(([a, b]) => Number(a) < Number(b));
  }
  const list = op === 'inAny' || op === 'notInAny' || op === 'underAny' || op.includes('ontains');
  return list ? fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 3 }) : fc.constantFrom(...pool);
}

export const conditionArb: fc.Arbitrary<Condition> = fc
  .constantFrom(...TEST_FIELDS)
  .chain((f) => fc.constantFrom(...operatorsForFieldType(f.fieldType)).map((op) => [f, op] as const))
  .chain(([f, op]) =>
    fc
      .record({
        value: valueArb(f, op),
        sectionRule: fc.constantFrom<'1' | '2' | undefined>('1', '2', undefined),
      })
      .map(({ value, sectionRule }) => {
        const c: Condition = {
          kind: 'condition',
          field: f.path,
          operator: op,
          value,
          fieldType: f.fieldType,
        };
        if (f.path.length > 1 && sectionRule !== undefined) c.sectionRule = sectionRule;
        return c;
      }),
  );

/**
 * Every field × allowed operator × value of its pool (lists of one value, ranges of neighbouring
 * pool values), both section rules below the module: an exhaustive sweep to go with the random
 * rules.
 */
export function exhaustiveConditions(): Condition[] {
  const out: Condition[] = [];
  for (const f of TEST_FIELDS) {
    const pool = valuePool(f);
    const sorted = [...new Set(pool.map(Number))].sort((a, b) => a - b);
    for (const op of operatorsForFieldType(f.fieldType)) {
      const values: Condition['value'][] =
        op === 'isEmpty'
          ? [0, 1]
          : op === 'between'
            ? sorted.slice(1).map((hi, i) => [sorted[i], hi])
            : op === 'inAny' || op === 'notInAny' || op === 'underAny' || op.includes('ontains')
              ? pool.map((v) => [v])
              : pool;
      for (const value of values) {
        for (const sectionRule of f.path.length > 1 ? (['1', '2'] as const) : [undefined]) {
          const c: Condition = {
            kind: 'condition',
            field: f.path,
            operator: op,
            value,
            fieldType: f.fieldType,
          };
          if (sectionRule) c.sectionRule = sectionRule;
          out.push(c);
        }
      }
    }
  }
  return out;
}

/** Rules of nested all/any groups up to three levels deep, with up to four entries each. */
export const ruleArb: fc.Arbitrary<RuleNode> = fc.letrec<{ node: RuleNode; group: Group }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, conditionArb, tie('group')),
  group: fc.record({
    kind: fc.constant('group' as const),
    op: fc.constantFrom<'all' | 'any'>('all', 'any'),
    children: fc.array(tie('node'), { maxLength: 4 }),
  }),
})).node;

// ---- Reference interpreter -----------------------------------------------------------------

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

function refRead(kind: ValueKind, raw: unknown): unknown {
  const one =
    Array.isArray(raw) && kind !== 'codes' && kind !== 'path' ? (raw.length === 1 ? raw[0] : undefined) : raw;
  switch (kind) {
    case 'number':
    case 'date': {
      let n: number | undefined;
      if (typeof one === 'number') n = one;
      else if (typeof one === 'string' && NUMERIC.test(one.trim())) n = Number(one.trim());
      if (n === undefined || !Number.isFinite(n)) return undefined;
      if (kind === 'date' && Math.abs(n) > 8.64e15) return undefined;
      return n;
    }
    case 'text': {
      const s = typeof one === 'string' ? one : typeof one === 'number' ? String(one) : undefined;
      const t = s?.trim().replace(/[A-Z]/g, (c) => c.toLowerCase());
      return t ? t : undefined;
    }
    case 'code': {
      const s = typeof one === 'string' ? one : typeof one === 'number' ? String(one) : undefined;
      return s ? s : undefined;
    }
    case 'path': {
      if (Array.isArray(one)) {
        if (one.length === 0 || one.some((x) => refRead('code', x) === undefined)) return undefined;
        return one.map(String).join('$');
      }
      return refRead('code', one);
    }
    case 'codes': {
      const list = (Array.isArray(one) ? one : [one])
        .map((x) => refRead('code', x))
        .filter((x) => x !== undefined);
      return list.length ? list : undefined;
    }
  }
}

function refTest(c: Condition, raw: unknown): boolean {
  const kind = VALUE_KIND_OF[c.fieldType];
  const v = refRead(kind, raw);
  if (c.operator === 'isEmpty') return (v === undefined) === (c.value === 1 || c.value === '1');
  const positive = NEGATION_OF[c.operator] ?? c.operator;
  const negate = positive !== c.operator;
  if (v === undefined) return negate;
  const values = (Array.isArray(c.value) ? c.value : [c.value]).map((x) =>
    refRead(kind === 'codes' ? 'code' : kind, x),
  );
  let hit: boolean;
  if (kind === 'date') {
    const d = shanghaiDay(v as number);
    const days = values.map((x) => shanghaiDay(x as number));
    hit =
      positive === 'eq'
        ? d === days[0]
        : positive === 'gt'
          ? d > days[0]
          : positive === 'gte'
            ? d >= days[0]
            : positive === 'lt'
              ? d < days[0]
              : positive === 'lte'
                ? d <= days[0]
                : d >= days[0] && d <= days[1];
  } else if (kind === 'number') {
    const n = v as number;
    const xs = values as number[];
    hit =
      positive === 'eq'
        ? n === xs[0]
        : positive === 'gt'
          ? n > xs[0]
          : positive === 'gte'
            ? n >= xs[0]
            : positive === 'lt'
              ? n < xs[0]
              : positive === 'lte'
                ? n <= xs[0]
                : positive === 'between'
                  ? n >= xs[0] && n <= xs[1]
                  : xs.includes(n);
  } else if (kind === 'codes') {
    const have = v as string[];
    hit =
      positive === 'containsAll'
        ? values.every((x) => have.includes(x as string))
        : values.some((x) => have.includes(x as string));
  } else if (positive === 'containsAny' || positive === 'containsAll') {
    const s = v as string;
    hit =
      positive === 'containsAll'
        ? values.every((x) => s.includes(x as string))
        : values.some((x) => s.includes(x as string));
  } else if (positive === 'underAny') {
    hit = values.some((x) => v === x || (v as string).startsWith(`${x as string}$`));
  } else {
    hit = values.includes(v);
  }
  return hit !== negate;
}

function refAt(node: unknown, path: string[], c: Condition): boolean {
  if (path.length === 0) return refTest(c, node);
  if (node === null || typeof node !== 'object') return refTest(c, undefined);
  if (Array.isArray(node)) {
    if (node.length === 0) return refTest(c, undefined);
    const results = node.map((s) => refAt(s, path, c));
    return c.sectionRule === '2' ? results.some(Boolean) : results.every(Boolean);
  }
  return refAt((node as Record<string, unknown>)[path[0]], path.slice(1), c);
}

/** Evaluates a rule the slow, obvious way. */
export function referenceEvaluate(rule: RuleNode, record: Record<string, unknown>): boolean {
  if (rule.kind === 'group') {
    const results = rule.children.map((child) => referenceEvaluate(child, record));
    return rule.op === 'all' ? results.every(Boolean) : results.some(Boolean);
  }
  return refAt(record, rule.field, rule);
}
