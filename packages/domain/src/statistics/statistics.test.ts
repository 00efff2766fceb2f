import { describe, expect, it } from 'vitest';
import { PeriodInput } from '../contracts/statistics';
import { changeRate, funnelOf, percentileOfHistogram, resolvePeriod, topWithOther } from './statistics';

// 2026-11-01 12:00 Beijing time.
const NOW = Date.UTC(2026, 10, 1, 4, 0, 0);

describe('statistics rules (issue 16)', () => {
  it('resolves the presets to Beijing dates with the previous period of the same length', () => {
    expect(resolvePeriod({ preset: 'last7' }, NOW)).toEqual({
      from: '2026-10-26',
      to: '2026-11-01',
      previousFrom: '2026-10-19',
      previousTo: '2026-10-25',
    });
    expect(resolvePeriod({ preset: 'season' }, NOW)).toMatchObject({ from: '2026-07-01', to: '2026-11-01' });
    expect(resolvePeriod({ preset: 'season' }, Date.UTC(2027, 2, 1, 4))).toMatchObject({
      from: '2026-07-01',
    });
    expect(resolvePeriod({ preset: 'custom', from: '2020-03-01', to: '2020-03-10' }, NOW)).toEqual({
      from: '2020-03-01',
      to: '2020-03-10',
      previousFrom: '2020-02-20',
      previousTo: '2020-02-29',
    });
  });

  it('refuses a custom period without dates or with the start after the end, naming the field', () => {
    const missing = PeriodInput.safeParse({ preset: 'custom' });
    expect(missing.success ? '' : missing.error.issues[0].message).toBe('自定义周期需填写开始日期和结束日期');
    const reversed = PeriodInput.safeParse({ preset: 'custom', from: '2020-03-10', to: '2020-03-01' });
    expect(reversed.success ? '' : reversed.error.issues[0].message).toBe('开始日期不能晚于结束日期');
  });

  it('counts the funnel: reached = in the step or a later one, conversion from the step before', () => {
    const steps = ['a', 'b', 'c'].map((id) => ({ stepId: id, ivid: id, name: id }));
    const funnel = funnelOf(
      steps,
      new Map([
        ['a', 2],
        ['b', 2],
        ['c', 1],
      ]),
      new Map(),
    );
    expect(funnel.map((s) => [s.reached, s.conversion])).toEqual([
      [5, 1],
      [3, 0.6],
      [1, 0.3333],
    ]);
    expect(funnelOf(steps, new Map(), new Map()).map((s) => s.conversion)).toEqual([null, null, null]);
  });

  it('takes percentiles of a histogram by nearest rank, null when empty', () => {
    const h: Array<[number, number]> = [
      [1, 5],
      [3, 4],
      [10, 1],
    ];
    expect(percentileOfHistogram(h, 50)).toBe(1);
    expect(percentileOfHistogram(h, 90)).toBe(3);
    expect(percentileOfHistogram(h, 100)).toBe(10);
    expect(percentileOfHistogram([], 50)).toBeNull();
  });

  it('keeps the top rows and sums the rest into 其他; the change rate is null without a previous count', () => {
    const rows = [5, 4, 3, 2].map((count, i) => ({ key: String(i), label: `专业${i}`, count }));
    expect(topWithOther(rows, 2).map((r) => [r.label, r.count])).toEqual([
      ['专业0', 5],
      ['专业1', 4],
      ['其他', 5],
    ]);
    expect(changeRate(7, 5)).toBeCloseTo(0.4);
    expect(changeRate(7, 0)).toBeNull();
  });
});
