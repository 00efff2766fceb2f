import { describe, expect, it } from 'vitest';
import { truncateWeighted, weightedLength } from './weighted-length';

describe('weightedLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['职位', 4],
    ['Java开发', 8],
    ['，', 2],
    ['ÿ', 1], // code 255
    ['Ā', 2], // code 256
    ['😀', 2],
  ])('VAL-006 VAL-007 weighs %j as %i', (text, expected) => {
    expect(weightedLength(text)).toBe(expected);
  });

  it('VAL-006 treats null and undefined as empty', () => {
    expect(weightedLength(null)).toBe(0);
    expect(weightedLength(undefined)).toBe(0);
  });
});

describe('truncateWeighted', () => {
  it.each([
    ['Java开发工程师', 8, 'Java开发'],
    ['Java开发工程师', 7, 'Java开'],
    ['abc', 10, 'abc'],
    ['中文', 1, ''],
    ['a😀b', 2, 'a'],
    ['a😀b', 3, 'a😀'],
  ])('VAL-006 cuts %j to weight %i as %j', (text, max, expected) => {
    expect(truncateWeighted(text, max)).toBe(expected);
    expect(weightedLength(truncateWeighted(text, max))).toBeLessThanOrEqual(max);
  });
});
