import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { all, any, type Condition, type ConditionValue, type RuleNode } from './ast';
import { ConditionCompileError, compileRule } from './compile';
import {
  FIELD_TYPES,
  FIELD_TYPE_LABEL,
  OPERATOR_LABEL,
  OPERATOR_NAMES,
  VALUE_KIND_OF,
  operatorsForFieldType,
  type FieldType,
  type OperatorName,
  type ValueKind,
} from './operators';
import { recordArb, referenceEvaluate, ruleArb } from './test-support/arbitraries';
import { shanghaiDay, shanghaiDayStart } from './values';

const c = (
  field: string | string[],
  fieldType: FieldType,
  operator: OperatorName,
  value: ConditionValue,
  sectionRule?: '1' | '2',
): Condition => {
  const out: Condition = {
    kind: 'condition',
    field: Array.isArray(field) ? field : [field],
    operator,
    value,
    fieldType,
  };
  if (sectionRule) out.sectionRule = sectionRule;
  return out;
};
const run = (rule: RuleNode, record: Record<string, unknown>) => compileRule(rule)(record);

const day2024 = shanghaiDay(Date.UTC(2024, 4, 20, 4)); // 2024-05-20
const start = shanghaiDayStart(day2024);
const next = shanghaiDayStart(day2024 + 1);
const noon = start + 12 * 3_600_000;

describe('closure compiler: semantics', () => {
  it('COND-020 ranges are inclusive at both ends (numbers and dates by day)', () => {
    const num = c('year', 1, 'between', [2024, 2026]);
    expect([2023, 2024, 2025, 2026, 2027].map((year) => run(num, { year }))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    const dates = c('d', 2, 'between', [noon, noon + 86_400_000]);
    expect(run(dates, { d: start })).toBe(true); // first ms of the start day
    expect(run(dates, { d: shanghaiDayStart(day2024 + 2) - 1 })).toBe(true); // last ms of the end day
    expect(run(dates, { d: start - 1 })).toBe(false);
    expect(run(dates, { d: shanghaiDayStart(day2024 + 2) })).toBe(false);
  });

  it('COND-027 date values are epoch-ms timestamps compared by Asia/Shanghai calendar day', () => {
    const eq = c('d', 2, 'eq', noon);
    expect(run(eq, { d: start })).toBe(true);
    expect(run(eq, { d: next - 1 })).toBe(true);
    expect(run(eq, { d: String(start + 5) })).toBe(true); // numeric strings are read as numbers
    expect(run(eq, { d: next })).toBe(false);
    // 16:00 UTC is already the next day in Shanghai.
    expect(run(c('d', 2, 'eq', Date.UTC(2024, 4, 20, 16)), { d: Date.UTC(2024, 4, 21, 1) })).toBe(true);
    // Shanghai kept daylight saving time in 1988: that day starts at 15:00 UTC.
    const dst = Date.UTC(1988, 5, 1, 4);
    expect(shanghaiDayStart(shanghaiDay(dst))).toBe(Date.UTC(1988, 4, 31, 15));
    expect(run(c('d', 2, 'eq', dst), { d: Date.UTC(1988, 4, 31, 15) })).toBe(true);
    expect(run(c('d', 2, 'eq', dst), { d: Date.UTC(1988, 4, 31, 15) - 1 })).toBe(false);
    expect(run(c('d', 2, 'gt', noon), { d: next })).toBe(true);
    expect(run(c('d', 2, 'gt', noon), { d: next - 1 })).toBe(false);
    expect(run(c('d', 2, 'lte', noon), { d: next - 1 })).toBe(true);
    expect(run(c('d', 2, 'lt', noon), { d: start })).toBe(false);
  });

  it('COND-028 COND-063 section rule 1: every section must satisfy', () => {
    const rule = c(['edu', 'degree'], 4, 'eq', '4', '1');
    expect(run(rule, { edu: [{ degree: '4' }, { degree: '4' }] })).toBe(true);
    expect(run(rule, { edu: [{ degree: '4' }, { degree: '3' }] })).toBe(false);
    expect(run({ ...rule, sectionRule: undefined }, { edu: [{ degree: '4' }, { degree: '3' }] })).toBe(false);
  });

  it('COND-029 COND-063 section rule 2: any one section satisfies', () => {
    const rule = c(['edu', 'degree'], 4, 'eq', '4', '2');
    expect(run(rule, { edu: [{ degree: '3' }, { degree: '4' }] })).toBe(true);
    expect(run(rule, { edu: [{ degree: '3' }, {}] })).toBe(false);
  });

  it('zero sections and a missing module read as one section with no value, under both rules', () => {
    for (const rule of ['1', '2'] as const) {
      for (const edu of [[], undefined, null]) {
        expect(run(c(['edu', 'degree'], 4, 'eq', '4', rule), { edu })).toBe(false);
        expect(run(c(['edu', 'degree'], 4, 'neq', '4', rule), { edu })).toBe(true);
        expect(run(c(['edu', 'degree'], 4, 'isEmpty', 1, rule), { edu })).toBe(true);
        expect(run(c(['edu', 'degree'], 4, 'isEmpty', 0, rule), { edu })).toBe(false);
      }
    }
    // A null section is a section whose fields are all missing.
    expect(run(c(['edu', 'degree'], 4, 'isEmpty', 1, '1'), { edu: [null, { degree: '' }] })).toBe(true);
  });

  it('missing field, null, empty string, blank text and empty list are all "no value"', () => {
    const noValues: [FieldType, unknown][] = [
      [1, undefined],
      [1, null],
      [1, ''],
      [1, '  '],
      [1, 'abc'],
      [1, NaN],
      [1, []],
      [2, null],
      [2, ''],
      [2, 'x'],
      [2, 9e15],
      [3, null],
      [3, ''],
      [3, ' \u3000 '],
      [4, null],
      [4, ''],
      [5, null],
      [5, []],
      [5, ['', null]],
      [11, null],
      [11, ''],
      [11, []],
    ];
    for (const [t, v] of noValues) {
      expect(run(c('f', t, 'isEmpty', 1), { f: v }), `${t} ${String(v)}`).toBe(true);
      expect(run(c('f', t, 'isEmpty', '0'), { f: v })).toBe(false);
    }
    expect(run(c('f', 1, 'isEmpty', 1), {})).toBe(true);
    expect(run(c('f', 3, 'isEmpty', 1), { f: ' a ' })).toBe(false);
    expect(run(c('f', 4, 'isEmpty', 1), { f: ' ' })).toBe(false); // codes are exact
  });

  it('negative operators are the exact complement: no value satisfies them', () => {
    expect(run(c('f', 4, 'neq', '4'), {})).toBe(true);
    expect(run(c('f', 4, 'notInAny', ['4']), { f: null })).toBe(true);
    expect(run(c('f', 5, 'notContainsAny', ['4']), { f: [] })).toBe(true);
    expect(run(c('f', 5, 'notContainsAll', ['4', '5']), { f: ['4'] })).toBe(true);
    expect(run(c('f', 5, 'notContainsAll', ['4', '5']), { f: ['5', '4'] })).toBe(false);
    expect(run(c('f', 1, 'neq', 3), { f: 'abc' })).toBe(true);
    expect(run(c('f', 1, 'gt', 3), { f: 'abc' })).toBe(false);
  });

  it('text is trimmed and case-insensitive for ASCII letters only', () => {
    expect(run(c('f', 3, 'eq', 'java'), { f: ' JaVa\u3000' })).toBe(true);
    expect(run(c('f', 3, 'eq', ' JAVA '), { f: 'java' })).toBe(true);
    expect(run(c('f', 3, 'eq', 'java'), { f: 'Ｊava' })).toBe(false); // full-width not folded
    expect(run(c('f', 3, 'eq', 'é'), { f: 'É' })).toBe(false);
    expect(run(c('f', 3, 'containsAny', ['JAVA', 'go']), { f: '熟悉Java开发' })).toBe(true);
    expect(run(c('f', 3, 'containsAll', ['java', '开发']), { f: '熟悉Java开发' })).toBe(true);
    expect(run(c('f', 3, 'containsAll', ['java', 'go']), { f: '熟悉Java开发' })).toBe(false);
  });

  it('numbers compare as numbers; numeric strings are coerced, others never match', () => {
    expect(run(c('f', 1, 'eq', '10'), { f: 10 })).toBe(true);
    expect(run(c('f', 1, 'eq', 10), { f: ' 10.0 ' })).toBe(true);
    expect(run(c('f', 1, 'gt', 9), { f: '10' })).toBe(true); // not a text comparison
    expect(run(c('f', 1, 'lt', 9), { f: '0x1' })).toBe(false);
    expect(run(c('f', 1, 'inAny', [1, '2']), { f: '2' })).toBe(true);
  });

  it('codes are exact; paths match a node or anything below it with 属于任一', () => {
    expect(run(c('f', 4, 'eq', '4'), { f: 4 })).toBe(true);
    expect(run(c('f', 4, 'eq', 'a'), { f: 'A' })).toBe(false);
    const under = c('city', 11, 'underAny', ['gd$sz', 'bj']);
    expect(run(under, { city: 'gd$sz' })).toBe(true);
    expect(run(under, { city: 'gd$sz$ns' })).toBe(true);
    expect(run(under, { city: ['bj', 'hd'] })).toBe(true); // a cascader's segment list
    expect(run(under, { city: 'gd$szx' })).toBe(false);
    expect(run(under, { city: 'gd' })).toBe(false);
    expect(run(c('city', 11, 'eq', 'gd$sz'), { city: 'gd$sz$ns' })).toBe(false);
  });

  it('groups: all / any, nested; an empty all holds and an empty any does not', () => {
    const rule = all(c('a', 4, 'eq', '1'), any(c('b', 1, 'gt', 5), c('c', 3, 'containsAny', ['x'])));
    expect(run(rule, { a: '1', b: 6 })).toBe(true);
    expect(run(rule, { a: '1', c: 'xyz' })).toBe(true);
    expect(run(rule, { a: '1', b: 5 })).toBe(false);
    expect(run(rule, { a: '2', b: 6 })).toBe(false);
    expect(run(all(), {})).toBe(true);
    expect(run(any(), {})).toBe(false);
  });

  it('refuses an invalid rule with the zh-CN message', () => {
    expect(() => compileRule(c('f', 4, 'gt', '1'))).toThrow(ConditionCompileError);
    expect(() => compileRule(c('f', 1, 'eq', 'abc'))).toThrow('请输入数字');
    expect(() => compileRule(c('f', 4, 'inAny', []))).toThrow('请选择');
  });
});

// ---- Operator × field type matrix ------------------------------------------------------------

interface Case {
  value: ConditionValue;
  yes: unknown[];
  no: unknown[];
}

/** Per value kind and operator: a value and raw field values that must / must not match. */
const MATRIX: Record<ValueKind, Partial<Record<OperatorName, Case>>> = {
  number: {
    isEmpty: { value: 1, yes: [undefined, null, '', 'x'], no: [0, '3'] },
    eq: { value: 10, yes: [10, '10', ' 1e1 '], no: [11, null, 'x'] },
    neq: { value: 10, yes: [11, null, 'x'], no: [10, '10'] },
    gt: { value: 10, yes: [10.5, '11'], no: [10, 9, null] },
    gte: { value: 10, yes: [10, 11], no: [9.99, null] },
    lt: { value: 10, yes: [9, '-1'], no: [10, null] },
    lte: { value: 10, yes: [10, 0], no: [10.01, null] },
    between: { value: [10, 20], yes: [10, 15, '20'], no: [9, 21, null] },
    inAny: { value: [1, 3], yes: [1, '3'], no: [2, null] },
    notInAny: { value: [1, 3], yes: [2, null], no: [1, 3] },
  },
  date: {
    isEmpty: { value: 1, yes: [null, ''], no: [start] },
    eq: { value: noon, yes: [start, next - 1], no: [next, start - 1, null] },
    neq: { value: noon, yes: [next, null], no: [start] },
    gt: { value: noon, yes: [next], no: [next - 1, null] },
    gte: { value: noon, yes: [start, next], no: [start - 1] },
    lt: { value: noon, yes: [start - 1], no: [start, null] },
    lte: { value: noon, yes: [next - 1], no: [next] },
    between: { value: [noon, noon], yes: [start, next - 1], no: [next, start - 1] },
  },
  text: {
    isEmpty: { value: 1, yes: [null, ' '], no: ['a'] },
    eq: { value: 'Java', yes: ['java', ' JAVA '], no: ['javascript', null] },
    neq: { value: 'Java', yes: ['go', null], no: ['JAVA'] },
    inAny: { value: ['java', 'go'], yes: ['GO'], no: ['c', null] },
    notInAny: { value: ['java', 'go'], yes: ['c', null], no: ['Java'] },
    containsAny: { value: ['java', '北京'], yes: ['北京大学', 'JavaScript'], no: ['上海', null] },
    notContainsAny: { value: ['java', '北京'], yes: ['上海', null], no: ['北京'] },
    containsAll: { value: ['java', '北京'], yes: ['北京 Java'], no: ['北京', null] },
    notContainsAll: { value: ['java', '北京'], yes: ['北京', null], no: ['java北京'] },
  },
  code: {
    isEmpty: { value: 1, yes: [null, ''], no: ['4'] },
    eq: { value: '4', yes: ['4', 4], no: ['5', ' 4', null] },
    neq: { value: '4', yes: ['5', null], no: ['4'] },
    inAny: { value: ['4', '5'], yes: ['5'], no: ['6', null] },
    notInAny: { value: ['4', '5'], yes: ['6', null], no: ['4'] },
  },
  codes: {
    isEmpty: { value: 1, yes: [null, [], ['']], no: [['a']] },
    containsAny: { value: ['a', 'b'], yes: [['b', 'c'], 'a'], no: [['c'], [], null] },
    notContainsAny: { value: ['a', 'b'], yes: [['c'], null], no: [['a']] },
    containsAll: { value: ['a', 'b'], yes: [['b', 'a', 'c']], no: [['a'], null] },
    notContainsAll: { value: ['a', 'b'], yes: [['a'], null], no: [['a', 'b']] },
  },
  path: {
    isEmpty: { value: 1, yes: [null, '', []], no: ['gd'] },
    eq: { value: 'gd$sz', yes: ['gd$sz', ['gd', 'sz']], no: ['gd', 'gd$sz$ns', null] },
    neq: { value: 'gd$sz', yes: ['gd', null], no: ['gd$sz'] },
    inAny: { value: ['gd$sz', 'bj'], yes: ['bj'], no: ['bj$hd', null] },
    notInAny: { value: ['gd$sz', 'bj'], yes: ['bj$hd', null], no: ['bj'] },
    underAny: { value: ['gd$sz', 'bj'], yes: ['gd$sz$ns', 'bj', 'bj$hd'], no: ['gd', 'bjx', null] },
  },
};

describe('COND-053 operator × field type matrix', () => {
  for (const fieldType of FIELD_TYPES) {
    const kind = VALUE_KIND_OF[fieldType];
    const allowed = operatorsForFieldType(fieldType);
    for (const op of OPERATOR_NAMES) {
      const title = `${fieldType} ${FIELD_TYPE_LABEL[fieldType]} × ${OPERATOR_LABEL[op]}`;
      const spec = MATRIX[kind][op];
      if (!allowed.includes(op)) {
        it(`${title}: not offered`, () => {
          expect(spec).toBeUndefined();
          expect(() => compileRule(c('f', fieldType, op, op === 'isEmpty' ? 1 : ['1', '2']))).toThrow(
            `“${FIELD_TYPE_LABEL[fieldType]}”不支持“${OPERATOR_LABEL[op]}”`,
          );
        });
        continue;
      }
      it(title, () => {
        expect(spec, 'every allowed pair has a case').toBeDefined();
        let value = spec!.value;
        if (fieldType === 10 && typeof value === 'number') value = Math.min(value, 100);
        const pred = compileRule(c('f', fieldType, op, value));
        for (const v of spec!.yes) expect(pred({ f: v }), `${JSON.stringify(v)} matches`).toBe(true);
        for (const v of spec!.no) expect(pred({ f: v }), `${JSON.stringify(v)} does not match`).toBe(false);
      });
    }
  }
});

describe('closure compiler: properties', () => {
  it('agrees with the reference interpreter on random rules and records', () => {
    fc.assert(
      fc.property(ruleArb, fc.array(recordArb, { minLength: 1, maxLength: 40 }), (rule, records) => {
        const pred = compileRule(rule);
        for (const r of records) expect(pred(r)).toBe(referenceEvaluate(rule, r));
      }),
      { numRuns: 400 },
    );
  });

  it('keeps agreeing after a group reorders its conditions (past the 256-evaluation sample)', () => {
    fc.assert(
      fc.property(ruleArb, fc.array(recordArb, { minLength: 1, maxLength: 30 }), (rule, records) => {
        const pred = compileRule(rule);
        for (let i = 0; i < 600; i++) {
          const r = records[i % records.length];
          expect(pred(r)).toBe(referenceEvaluate(rule, r));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a negative operator is always the complement of its positive one', () => {
    const pairs: [OperatorName, OperatorName][] = [
      ['eq', 'neq'],
      ['inAny', 'notInAny'],
      ['containsAny', 'notContainsAny'],
      ['containsAll', 'notContainsAll'],
    ];
    fc.assert(
      fc.property(recordArb, fc.constantFrom(...pairs), (record, [pos, neg]) => {
        const field = pos.startsWith('contains') ? 'tags' : 'deg';
        const type: FieldType = field === 'tags' ? 5 : 4;
        const value = pos === 'eq' ? '1' : ['1', 'a'];
        expect(run(c(field, type, neg, value), record)).toBe(!run(c(field, type, pos, value), record));
      }),
      { numRuns: 300 },
    );
  });
});
