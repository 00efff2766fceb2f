import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format';

const local = new Date(2024, 0, 5, 9, 3, 7); // 2024-01-05 09:03:07 in the runtime's zone

describe('formatDate', () => {
  it.each([
    ['a Date', local],
    ['a timestamp', local.getTime()],
    ['a timestamp string', String(local.getTime())],
    ['a yyyy-mm-dd string', '2024-01-05'],
    ['a yyyy/m/d string', '2024/1/5'],
    ['a local date-time string', '2024-01-05 09:03:07'],
  ])('VAL-013 formats %s as yyyy-mm-dd', (_label, input) => {
    expect(formatDate(input)).toBe('2024-01-05');
  });

  it('VAL-013 pads month and day to two digits and the year to four', () => {
    expect(formatDate(new Date(2023, 11, 31))).toBe('2023-12-31');
    expect(formatDate(new Date(2023, 8, 9))).toBe('2023-09-09');
  });

  it.each([[null], [undefined], [''], ['not a date'], [Number.NaN]])(
    'VAL-013 gives an empty string for %j',
    (input) => {
      expect(formatDate(input)).toBe('');
    },
  );
});

describe('formatDateTime', () => {
  it('VAL-013 formats yyyy-mm-dd HH:MM:SS', () => {
    expect(formatDateTime(local)).toBe('2024-01-05 09:03:07');
    expect(formatDateTime(local.getTime())).toBe('2024-01-05 09:03:07');
    expect(formatDateTime('2024-01-05')).toBe('2024-01-05 00:00:00');
    expect(formatDateTime(null)).toBe('');
  });
});
