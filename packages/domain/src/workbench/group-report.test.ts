import { describe, expect, it } from 'vitest';
import { groupBarLabel, isOtherEntry, schoolPie, wrapLabel } from './group-report';
import { isRecounting, RECOUNT_STATUS } from './recount';

const row = (label: string, count: number) => ({ key: label, label, count });

describe('group report (WB-022..WB-025)', () => {
  it('WB-022 shows the 4 largest schools and one 其他院校 slice with the rest', () => {
    const pie = schoolPie([row('甲大学', 9), row('乙大学', 7), row('丙大学', 5), row('丁大学', 4), row('戊大学', 2), row('己大学', 1)]);
    expect(pie.map((s) => [s.label, s.count])).toEqual([
      ['甲大学', 9],
      ['乙大学', 7],
      ['丙大学', 5],
      ['丁大学', 4],
      ['其他院校', 3],
    ]);
  });

  it('WB-023 AMB-031 an entry that is itself other is never ranked but counted in 其他院校', () => {
    const pie = schoolPie([row('其他', 50), row('其它院校', 8), row('甲大学', 3), row('乙大学', 2)]);
    expect(pie.map((s) => [s.label, s.count])).toEqual([
      ['甲大学', 3],
      ['乙大学', 2],
      ['其他院校', 58],
    ]);
    expect(pie.reduce((sum, s) => sum + s.count, 0)).toBe(63);
    expect(['其他', '其它', 'other', '未填写', ''].every(isOtherEntry)).toBe(true);
    expect(isOtherEntry('其他大学')).toBe(true);
    expect(isOtherEntry('浙江大学')).toBe(false);
  });

  it('leaves the 其他院校 slice out when nothing is left for it', () => {
    expect(schoolPie([row('甲大学', 1)])).toEqual([row('甲大学', 1)]);
  });

  it('WB-024 AMB-032 per-job bar labels break every 3 characters and show at most 13', () => {
    expect(groupBarLabel('jobs', 'Java开发工程师')).toBe('Jav\na开发\n工程师');
    const long = '高级前端开发工程师杭州研发中心校招';
    expect(groupBarLabel('jobs', long).replace(/\n/g, '')).toBe(long.slice(0, 13));
    expect(groupBarLabel('jobs', long).split('\n').map((l) => l.length)).toEqual([3, 3, 3, 3, 1]);
  });

  it('WB-025 AMB-032 all-organisations bar labels break every 2 characters and show at most 9', () => {
    expect(groupBarLabel('organizations', '华东分公司')).toBe('华东\n分公\n司');
    expect(groupBarLabel('organizations', '一二三四五六七八九十').replace(/\n/g, '')).toBe('一二三四五六七八九');
    expect(wrapLabel('', 2, 9)).toBe('');
  });
});

describe('recount status (STATE-006, AMB-017)', () => {
  it('STATE-006 AMB-017 the text 20 and the number 20 both mean the recount runs', () => {
    expect(isRecounting(RECOUNT_STATUS.running)).toBe(true);
    expect(isRecounting(20)).toBe(true);
    expect(isRecounting(RECOUNT_STATUS.idle)).toBe(false);
    expect(isRecounting(null)).toBe(false);
  });
});
