import { describe, expect, it } from 'vitest';
import { MAJORS_BY_CATEGORY } from './data/education';
import { JOB_FUNCTIONS, JOB_TEMPLATES } from './data/jobs';
import { FEMALE_GIVEN_CHARS, MALE_GIVEN_CHARS, SURNAMES } from './data/names';
import { PROVINCES } from './data/regions';
import { UNIVERSITIES } from './data/universities';
import { createRng, weightedPicker } from './random';

describe('seed data lists', () => {
  const school = (name: string) => {
    const found = UNIVERSITIES.find((u) => u.name === name);
    if (!found) throw new Error(`${name} missing`);
    return [found.is985, found.is211, found.isDoubleFirstClass, found.province];
  };

  it('holds about 150 distinct universities with accurate 985/211/双一流 flags', () => {
    expect(UNIVERSITIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(UNIVERSITIES.map((u) => u.name)).size).toBe(UNIVERSITIES.length);
    expect(school('清华大学')).toEqual([true, true, true, '北京']);
    expect(school('哈尔滨工业大学')).toEqual([true, true, true, '黑龙江']);
    expect(school('西北农林科技大学')).toEqual([true, true, true, '陕西']);
    expect(school('北京邮电大学')).toEqual([false, true, true, '北京']);
    expect(school('西南财经大学')).toEqual([false, true, true, '四川']);
    expect(school('河北工业大学')).toEqual([false, true, true, '天津']);
    expect(school('南方科技大学')).toEqual([false, false, true, '广东']);
    expect(school('杭州电子科技大学')).toEqual([false, false, false, '浙江']);
    expect(school('深圳大学')).toEqual([false, false, false, '广东']);
    // 38 of the 39 985 universities (the military 国防科技大学 does not recruit on campus).
    expect(UNIVERSITIES.filter((u) => u.is985)).toHaveLength(38);
    for (const u of UNIVERSITIES) {
      if (u.is985) expect(u.is211).toBe(true);
      if (u.is211) expect(u.isDoubleFirstClass).toBe(true);
    }
  });

  it('names mainland schools by real provinces', () => {
    const provinces = new Set(PROVINCES.map((p) => p.name));
    for (const u of UNIVERSITIES) {
      if (u.level !== '海外') expect(provinces, u.name).toContain(u.province);
    }
  });

  it('has 100 distinct surnames, given-name characters, 60 majors and 40 job templates', () => {
    expect(SURNAMES).toHaveLength(100);
    expect(new Set(SURNAMES.map((s) => s.char)).size).toBe(100);
    expect(SURNAMES[0].char).toBe('王');
    expect(MALE_GIVEN_CHARS.length + FEMALE_GIVEN_CHARS.length).toBeGreaterThan(80);
    const majors = Object.values(MAJORS_BY_CATEGORY).flat();
    expect(majors.length).toBeGreaterThanOrEqual(60);
    expect(new Set(majors).size).toBe(majors.length);
    expect(JOB_TEMPLATES.length).toBeGreaterThanOrEqual(40);
    const functionCodes = new Set(JOB_FUNCTIONS.map((f) => f.code));
    for (const job of JOB_TEMPLATES) expect(functionCodes).toContain(job.func);
  });
});

describe('random', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const draw = (seed: string) => {
      const rng = createRng(seed);
      return Array.from({ length: 5 }, () => rng.uint32());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('stays within bounds and follows the weights', () => {
    const rng = createRng(7);
    for (let i = 0; i < 1_000; i++) {
      const value = rng.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    const pick = weightedPicker([
      ['rare', 1],
      ['common', 9],
      ['never', 0],
    ] as const);
    const counts = { rare: 0, common: 0, never: 0 };
    for (let i = 0; i < 10_000; i++) counts[pick(rng)]++;
    expect(counts.never).toBe(0);
    expect(counts.common / 10_000).toBeCloseTo(0.9, 1);
  });
});
