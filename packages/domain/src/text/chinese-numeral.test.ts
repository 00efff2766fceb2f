import { describe, expect, it } from 'vitest';
import { toChineseNumeral } from './chinese-numeral';

describe('toChineseNumeral', () => {
  it.each([
    [1, '一'],
    [9, '九'],
    [10, '十'],
    [11, '十一'],
    [15, '十五'],
    [20, '二十'],
    [99, '九十九'],
    [100, '一百'],
    [101, '一百零一'],
    [110, '一百一十'],
    [1000, '一千'],
    [1001, '一千零一'],
    [1010, '一千零一十'],
    [1100, '一千一百'],
    [9012, '九千零一十二'],
    [10000, '一万'],
    [10010, '一万零一十'],
    [10500, '一万零五百'],
    [100000, '十万'],
    [110000, '十一万'],
    [100010, '十万零一十'],
    [1100000, '一百一十万'],
    [10000000, '一千万'],
    [100000000, '一亿'],
    [100000001, '一亿零一'],
    [100010000, '一亿零一万'],
    [101000000, '一亿零一百万'],
    [1000000000, '十亿'],
    [123456789012, '一千二百三十四亿五千六百七十八万九千零一十二'],
    [999999999999, '九千九百九十九亿九千九百九十九万九千九百九十九'],
  ])('VAL-010 spells %i as %s', (value, expected) => {
    expect(toChineseNumeral(value)).toBe(expected);
  });

  it.each([[0], [-0], ['0'], [''], ['abc'], [Number.NaN], [Infinity], [null], [undefined]])(
    'VAL-011 VAL-012 gives 零 for %j',
    (value) => {
      expect(toChineseNumeral(value)).toBe('零');
    },
  );

  it('VAL-010 reads numeric strings', () => {
    expect(toChineseNumeral('15')).toBe('十五');
    expect(toChineseNumeral(' 101 ')).toBe('一百零一');
  });

  it('GAP-033 prefixes negatives with 负', () => {
    expect(toChineseNumeral(-15)).toBe('负十五');
    expect(toChineseNumeral('-100000')).toBe('负十万');
  });

  it('GAP-033 reads decimals digit by digit after 点', () => {
    expect(toChineseNumeral(3.14)).toBe('三点一四');
    expect(toChineseNumeral(0.5)).toBe('零点五');
    expect(toChineseNumeral(10.05)).toBe('十点零五');
    expect(toChineseNumeral(-2.5)).toBe('负二点五');
  });

  it('GAP-033 returns Arabic digits from 一万亿 on', () => {
    expect(toChineseNumeral(1_000_000_000_000)).toBe('1000000000000');
    expect(toChineseNumeral(-1_234_567_890_123)).toBe('-1234567890123');
    expect(toChineseNumeral(1e21)).toBe('1000000000000000000000');
  });
});
