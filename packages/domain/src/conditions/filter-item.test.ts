import { describe, expect, it } from 'vitest';
import { compileRule } from './compile';
import {
  FILTER_EMPTY_VALUE,
  FilterNotRepresentableError,
  conditionToFilterItem,
  filterItemToCondition,
  filterHoldsNothing,
  filterItemsToRule,
  isFilterValueEmpty,
  type FilterItem,
} from './filter-item';
import { FIELD_TYPES, type FieldType } from './operators';

const item = (fieldType: FieldType, fieldValue: FilterItem['fieldValue']): FilterItem => ({
  colname: 'col',
  cname: '字段',
  fieldType,
  fieldValue,
});

describe('filter items', () => {
  it('COND-046 types 1 and 4 are empty with the empty string', () => {
    for (const t of [1, 4] as const) {
      expect(isFilterValueEmpty(t, '')).toBe(true);
      expect(filterHoldsNothing(t, [''])).toBe(true); // a one-element list holding nothing
      expect(isFilterValueEmpty(t, '3')).toBe(false);
      expect(filterItemToCondition(item(t, ''))).toBeNull();
    }
  });

  it('COND-047 types 2 and 3 are empty with a single pipe (AMB-030)', () => {
    for (const t of [2, 3] as const) {
      expect(isFilterValueEmpty(t, '|')).toBe(true);
      expect(filterItemToCondition(item(t, '|'))).toBeNull();
    }
    expect(isFilterValueEmpty(2, `${Date.UTC(2024, 0, 1)}|`)).toBe(false);
    expect(isFilterValueEmpty(3, 'java')).toBe(false);
  });

  it('COND-048 types 5, 6, 7, 11, 20, 21, 22 and 23 are empty with an empty list', () => {
    for (const t of [5, 6, 7, 11, 20, 21, 22, 23] as const) {
      expect(isFilterValueEmpty(t, [])).toBe(true);
      expect(isFilterValueEmpty(t, ['a'])).toBe(false);
      expect(filterItemToCondition(item(t, []))).toBeNull();
    }
  });

  it('COND-049 type 10 is empty with the pair [0, ""]', () => {
    expect(isFilterValueEmpty(10, [0, ''])).toBe(true);
    expect(filterItemToCondition(item(10, [0, '']))).toBeNull();
    expect(isFilterValueEmpty(10, [60, ''])).toBe(false);
    expect(filterHoldsNothing(10, ['', ''])).toBe(true);
    expect(filterItemToCondition(item(10, [60, 90]))).toMatchObject({ operator: 'between', value: [60, 90] });
    expect(filterItemToCondition(item(10, [60, '']))).toMatchObject({ operator: 'gte', value: 60 });
  });

  it('GAP-030 every type has an empty value, and it reads as empty', () => {
    for (const t of FIELD_TYPES) expect(isFilterValueEmpty(t, FILTER_EMPTY_VALUE[t]), String(t)).toBe(true);
    expect(FILTER_EMPTY_VALUE[24]).toEqual([]);
    expect(FILTER_EMPTY_VALUE[100]).toBe('');
    expect(FILTER_EMPTY_VALUE[101]).toBe('');
    expect(FILTER_EMPTY_VALUE[102]).toBe('|');
    expect(FILTER_EMPTY_VALUE[103]).toBe('|');
  });

  it('COND-050 a filter item (colname, cname, fieldType, fieldValue, dictData) becomes a condition and back', () => {
    const degree: FilterItem = {
      colname: 'degree',
      cname: '学历',
      fieldType: 20,
      fieldValue: ['4', '5'],
      dictData: [{ value: '4' }],
    };
    const cond = filterItemToCondition(degree)!;
    expect(cond).toEqual({
      kind: 'condition',
      field: ['degree'],
      operator: 'inAny',
      value: ['4', '5'],
      fieldType: 20,
    });
    expect(conditionToFilterItem(cond, { cname: '学历', dictData: degree.dictData })).toEqual(degree);

    const from = Date.UTC(2024, 0, 1);
    const to = Date.UTC(2024, 11, 31);
    const cases: [FilterItem, object][] = [
      [item(1, '5'), { operator: 'eq', value: '5' }],
      [item(1, '5|10'), { operator: 'between', value: ['5', '10'] }],
      [item(1, '|10'), { operator: 'lte', value: '10' }],
      [item(2, `${from}|${to}`), { operator: 'between', value: [String(from), String(to)] }],
      [item(3, 'java|go'), { operator: 'containsAny', value: ['java', 'go'] }],
      [item(4, '4'), { operator: 'eq', value: '4' }],
      [item(5, ['a', 'b']), { operator: 'containsAny', value: ['a', 'b'] }],
      [item(11, ['gd$sz']), { operator: 'underAny', value: ['gd$sz'] }],
      [item(22, ['985']), { operator: 'containsAny', value: ['985'] }],
    ];
    for (const [filter, expected] of cases) {
      const c = filterItemToCondition(filter)!;
      expect(c).toMatchObject(expected);
      expect(conditionToFilterItem(c, { cname: '字段' }).fieldValue).toEqual(filter.fieldValue);
    }
    expect(() =>
      conditionToFilterItem(
        { kind: 'condition', field: ['x'], operator: 'neq', value: '1', fieldType: 4 },
        { cname: 'x' },
      ),
    ).toThrow(FilterNotRepresentableError);
  });

  it('a filter bar is the all-group of its non-empty filters', () => {
    const rule = filterItemsToRule([
      { colname: 'degree', cname: '学历', fieldType: 4, fieldValue: '4' },
      { colname: 'school', cname: '学校', fieldType: 22, fieldValue: [] },
      { colname: 'score', cname: '评分', fieldType: 10, fieldValue: [60, ''] },
    ]);
    expect(rule.children).toHaveLength(2);
    const pred = compileRule(rule);
    expect(pred({ degree: '4', score: 75 })).toBe(true);
    expect(pred({ degree: '4', score: 50 })).toBe(false);
  });
});
