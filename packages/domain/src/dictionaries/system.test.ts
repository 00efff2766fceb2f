import { describe, expect, it } from 'vitest';
import { memberDictionaryIssues } from './member';
import {
  getSystemDictionary,
  pageEntries,
  schoolInfo,
  SCHOOLS,
  systemDictEntries,
  systemDictionaries,
} from './system';
import { REGION_ROWS } from './data/regions';

describe('system dictionaries', () => {
  it('DES-059 DESCONST-023 list entries carry dicKey, dicName, dicCategory, dicType and checkStatus, version 20220328', () => {
    const entries = systemDictEntries();
    expect(entries.map((e) => e.dicName)).toEqual([
      '学历',
      '性别',
      '国籍',
      '民族',
      '政治面貌',
      '健康状况',
      '地区（省/市）',
      '学校',
      '专业类别',
      '语言证书',
    ]);
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual([
        'checkStatus',
        'dicCategory',
        'dicKey',
        'dicName',
        'dicType',
        'version',
      ]);
      expect(e.version).toBe('20220328');
    }
    expect(systemDictEntries('学').map((e) => e.dicKey)).toEqual(['DD_DEGREE', 'DD_SCHOOL']);
  });
  it('DES-046 keys are looked up trimmed and upper-cased', () => {
    expect(getSystemDictionary(' dd_gender ')?.items.map((i) => i.name)).toEqual(['男', '女']);
    expect(getSystemDictionary('DD_NOPE')).toBeUndefined();
  });
  it('DES-058 every dictionary is a tree of name / value / items with unique siblings and its declared depth', () => {
    for (const d of systemDictionaries()) {
      expect(memberDictionaryIssues(d.dictLevel, d.items)).toEqual([]);
    }
  });
  it('region has all 34 provincial-level divisions with their cities', () => {
    const region = getSystemDictionary('DD_REGION');
    expect(region?.items).toHaveLength(34);
    expect(REGION_ROWS.reduce((n, [, , cities]) => n + cities.length, 0)).toBeGreaterThan(400);
    expect(region?.items.find((p) => p.name === '广东')?.items?.map((c) => c.name)).toContain('深圳');
  });
  it('schools carry 985 / 211 / 双一流 flags that nest; all 39 985 universities', () => {
    expect(SCHOOLS.filter((s) => s.is985)).toHaveLength(39);
    expect(SCHOOLS.filter((s) => s.is211).length).toBeGreaterThanOrEqual(112);
    for (const s of SCHOOLS) {
      if (s.is985) expect(s.is211).toBe(true);
      if (s.is211) expect(s.isDoubleFirstClass).toBe(true);
    }
    expect(schoolInfo('南方科技大学')).toMatchObject({ is211: false, isDoubleFirstClass: true });
    expect(new Set(SCHOOLS.map((s) => s.name)).size).toBe(SCHOOLS.length);
  });
  it('ethnicity lists the 56 groups', () => {
    expect(getSystemDictionary('DD_ETHNICITY')?.items.filter((i) => i.name.endsWith('族'))).toHaveLength(56);
  });
  it('DESCONST-016 pages of 20 from pageIndex 1', () => {
    const rows = Array.from({ length: 45 }, (_, i) => i);
    expect(pageEntries(rows).rows).toHaveLength(20);
    expect(pageEntries(rows, 3).rows).toEqual([40, 41, 42, 43, 44]);
  });
  it('DES-060 member dictionaries: up to 3 levels, item rules apply', () => {
    const tree = [
      { name: 'a', value: 'a', items: [{ name: 'b', value: 'b', items: [{ name: 'c', value: 'c' }] }] },
    ];
    expect(memberDictionaryIssues(3, tree)).toEqual([]);
    expect(memberDictionaryIssues(2, tree)[0]?.message).toBe('可选项层级只能为1-3级');
    expect(memberDictionaryIssues(4, tree)[0]?.message).toBe('可选项层级只能为1-3级');
  });
});
