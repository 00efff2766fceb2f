import { describe, expect, it } from 'vitest';
import {
  QS_RANK_BAND,
  QS_RANK_BAND_LABEL,
  SCHOOL_SPECIAL,
  SCHOOL_SPECIAL_LABEL,
  qsBandRange,
} from './school-filter';

describe('school filter special values', () => {
  it('DATA-032 school categories and labels', () => {
    expect(SCHOOL_SPECIAL).toEqual({
      foreign: 'foreign',
      project985: '985',
      project211: '211',
      doubleFirstClass: 'DTC',
    });
    expect(SCHOOL_SPECIAL_LABEL).toEqual({
      foreign: '海外院校',
      '985': '985院校',
      '211': '211院校',
      DTC: '双一流',
    });
  });

  it('DATA-033 QS rank bands and labels', () => {
    expect(QS_RANK_BAND).toEqual({
      top50: 'QS1-50',
      top100: 'QS51-100',
      top200: 'QS101-200',
      top300: 'QS201-300',
      top500: 'QS301-500',
      top800: 'QS501-800',
      top1200: 'QS801-1200',
      all: 'QSALL',
    });
    expect(QS_RANK_BAND_LABEL).toEqual({
      'QS1-50': 'QS排名1-50',
      'QS51-100': 'QS排名51-100',
      'QS101-200': 'QS排名101-200',
      'QS201-300': 'QS排名201-300',
      'QS301-500': 'QS排名301-500',
      'QS501-800': 'QS排名501-800',
      'QS801-1200': 'QS排名801-1200',
      QSALL: '全部QS院校',
    });
  });

  it('DATA-033 bands are contiguous from 1 to 1200', () => {
    const ranges = Object.values(QS_RANK_BAND)
      .map(qsBandRange)
      .filter((r) => r !== undefined);
    expect(ranges[0][0]).toBe(1);
    for (let i = 1; i < ranges.length; i += 1) expect(ranges[i][0]).toBe(ranges[i - 1][1] + 1);
    expect(ranges.at(-1)?.[1]).toBe(1200);
    expect(qsBandRange(QS_RANK_BAND.all)).toBeUndefined();
  });
});
