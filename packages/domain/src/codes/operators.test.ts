import { describe, expect, it } from 'vitest';
import {
  IS_EMPTY_VALUE,
  IS_EMPTY_VALUE_LABEL,
  OPERATOR,
  OPERATOR_GROUP,
  OPERATOR_GROUP_LABEL,
  OPERATOR_GROUP_MEMBERS,
  OPERATOR_LABEL,
  type OperatorName,
  isListOperator,
  resetValueForOperator,
} from './operators';

describe('condition operators', () => {
  it('COND-053 AMB-028 the 15 operator codes and labels', () => {
    const table = (Object.keys(OPERATOR) as OperatorName[]).map((name) => [
      OPERATOR[name],
      OPERATOR_LABEL[name],
    ]);
    expect(table).toEqual([
      [1, '为空'],
      [2, '等于'],
      [3, '大于'],
      [4, '小于'],
      [5, '大于等于'],
      [6, '小于等于'],
      [7, '等于任一'],
      [8, '不等于任一'],
      [9, '介于'],
      [10, '包含任一'],
      [11, '不包含任一'],
      [12, '包含全部'],
      [13, '不包含全部'],
      [14, '属于任一'],
      [15, '不等于'],
    ]);
  });

  it('COND-054 AMB-010 AMB-012 the 5 operator groups, their labels and members', () => {
    expect(Object.values(OPERATOR_GROUP)).toEqual([1, 2, 3, 4, 5]);
    expect(OPERATOR_GROUP_LABEL).toEqual({ 1: '是否为空', 2: '比较', 3: '等于任一', 4: '区间', 5: '包含' });
    const codes = Object.fromEntries(
      Object.entries(OPERATOR_GROUP_MEMBERS).map(([group, names]) => [
        group,
        names.map((name) => OPERATOR[name]).sort((a, b) => a - b),
      ]),
    );
    expect(codes).toEqual({ 1: [1], 2: [2, 3, 4, 5, 6, 15], 3: [7, 8, 14], 4: [9], 5: [10, 11, 12, 13] });
  });

  it('COND-055 AMB-010 groups 3, 4 and 5 are list-valued; COND-034 the reset value follows', () => {
    for (const [group, names] of Object.entries(OPERATOR_GROUP_MEMBERS)) {
      for (const name of names) {
        expect(isListOperator(name)).toBe(Number(group) >= 3);
        expect(resetValueForOperator(name)).toEqual(Number(group) >= 3 ? [] : '');
      }
    }
  });

  it('COND-018 the empty check offers 是 = 1 and 否 = 0', () => {
    expect(IS_EMPTY_VALUE).toEqual({ yes: 1, no: 0 });
    expect(IS_EMPTY_VALUE_LABEL).toEqual({ 1: '是', 0: '否' });
  });
});
