import { describe, expect, it } from 'vitest';
import {
  FIELD_TYPE,
  FIELD_TYPE_LABEL,
  FILTER_EMPTY_VALUE,
  type FieldType,
  type FilterValue,
  isFilterValueEmpty,
} from './filter-field-types';

describe('filter field types', () => {
  it('COND-051 COND-052 GAP-030 codes and labels', () => {
    expect(Object.values(FIELD_TYPE)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 10, 11, 20, 21, 22, 23, 24, 100, 101, 102, 103,
    ]);
    expect(FIELD_TYPE_LABEL).toEqual({
      1: '数字',
      2: '日期',
      3: '文本',
      4: '单选',
      5: '多选',
      6: '标签',
      7: '附件',
      10: '评分',
      11: '级联选择',
      20: '职能类别',
      21: '组织',
      22: '学校',
      23: '专业',
      24: '学校层次',
      100: '自定义数字',
      101: '自定义单选',
      102: '自定义日期',
      103: '自定义文本',
    });
  });

  it('COND-046..049 GAP-030 every field type has an empty filter value', () => {
    expect(Object.keys(FILTER_EMPTY_VALUE).map(Number)).toEqual(Object.values(FIELD_TYPE));
  });

  it.each<[string, FieldType, FilterValue, FilterValue]>([
    ['COND-046', 1, '', '3'],
    ['COND-046', 4, '', '01'],
    ['COND-047 AMB-030', 2, '|', '1700000000000|1710000000000'],
    ['COND-047 AMB-030', 3, '|', '北京'],
    ['COND-048', 5, [], ['1']],
    ['COND-048', 6, [], ['tag']],
    ['COND-048', 7, [], ['pdf']],
    ['COND-048', 11, [], ['110000']],
    ['COND-048', 20, [], ['t_01']],
    ['COND-048', 21, [], [3]],
    ['COND-048', 22, [], ['985']],
    ['COND-048', 23, [], ['0809']],
    ['COND-049', 10, [0, ''], [1, '3']],
    ['GAP-030', 24, [], ['1']],
    ['GAP-030', 100, '', '5'],
    ['GAP-030', 101, '', '1'],
    ['GAP-030', 102, '|', '1|2'],
    ['GAP-030', 103, '|', 'a'],
  ])('%s type %i is empty for %j and not for %j', (_id, type, empty, filled) => {
    expect(isFilterValueEmpty(type, empty)).toBe(true);
    expect(isFilterValueEmpty(type, filled)).toBe(false);
  });

  it('COND-049 type 10 is not empty for [0, "5"] nor for ""', () => {
    expect(isFilterValueEmpty(10, [0, '5'])).toBe(false);
    expect(isFilterValueEmpty(10, '')).toBe(false);
    expect(isFilterValueEmpty(10, undefined)).toBe(true);
  });
});
