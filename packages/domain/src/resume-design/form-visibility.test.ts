import { describe, expect, it } from 'vitest';
import { INPUT_TYPE, MOD_TYPE } from '../codes/resume-design';
import type { ResumeAnswers } from './form-answers';
import { sortOptions } from './form-options';
import { formVisibility, isFieldShown, isModuleShown } from './form-visibility';
import { newField, newModule, type DesignModule, type ShowRule } from './model';

// A small design: a multi-section education module (degree, graduation date, thesis) and a
// one-to-one module whose fields are shown by rules on education.
function design(rules: { profile?: ShowRule[]; edu?: ShowRule[]; modules?: ShowRule[] }): {
  emodules: DesignModule[];
} {
  const edu: DesignModule = {
    ...newModule({ modId: 'edu', modType: MOD_TYPE.multi, cname: '教育经历' }),
    ecolumns: [
      {
        ...newField({ colId: 'degree', modId: 'edu', inputType: INPUT_TYPE.dropdown, cname: '学历' }),
        listIndex: 0,
      },
      {
        ...newField({ colId: 'grad', modId: 'edu', inputType: INPUT_TYPE.date, cname: '毕业日期' }),
        listIndex: 1,
      },
      {
        ...newField({ colId: 'thesis', modId: 'edu', inputType: INPUT_TYPE.text, cname: '论文' }),
        listIndex: 2,
      },
    ],
    ecolumnsShowSets: rules.edu ?? [],
  };
  const profile: DesignModule = {
    ...newModule({ modId: 'profile', modType: MOD_TYPE.single, cname: '个人' }),
    listIndex: 1,
    ecolumns: [
      {
        ...newField({ colId: 'a', modId: 'profile', inputType: INPUT_TYPE.dropdown, cname: 'A' }),
        listIndex: 0,
      },
      {
        ...newField({ colId: 'b', modId: 'profile', inputType: INPUT_TYPE.dropdown, cname: 'B' }),
        listIndex: 1,
      },
      { ...newField({ colId: 'c', modId: 'profile', inputType: INPUT_TYPE.text, cname: 'C' }), listIndex: 2 },
    ],
    ecolumnsShowSets: rules.profile ?? [],
    emodulesShowSets: rules.modules ?? [],
  };
  const extra: DesignModule = {
    ...newModule({ modId: 'extra', modType: MOD_TYPE.single, cname: '其他' }),
    listIndex: 2,
    ecolumns: [
      { ...newField({ colId: 'x', modId: 'extra', inputType: INPUT_TYPE.text, cname: 'X' }), listIndex: 0 },
    ],
  };
  return { emodules: [edu, profile, extra] };
}

function rule(
  id: string,
  conditions: ShowRule['conditions'],
  target: string[],
  op: '0' | '1' = '0',
  showType?: '1' | '2',
): ShowRule {
  return {
    id,
    conditions_operation: op,
    conditions,
    target,
    ...(showType ? { resumesubEcolumnsShowType: showType } : {}),
  };
}

const degreeIs = (value: string, computationRule = '1') => ({
  field: ['edu', 'degree'],
  target: [2, [value]] as [number, string[]],
  computationRule,
  inputType: INPUT_TYPE.dropdown,
});

const edu = (...degrees: string[]): ResumeAnswers => ({ edu: degrees.map((degree) => ({ degree })) });

describe('display rules on the candidate form', () => {
  it('COND-064 a targeted field shows only while its rule holds; untargeted fields always show', () => {
    const d = design({ profile: [rule('r', [degreeIs('5')], ['c'])] });
    expect(isFieldShown(formVisibility(d, edu('5')), 'profile', 0, 'c')).toBe(true);
    expect(isFieldShown(formVisibility(d, edu('4')), 'profile', 0, 'c')).toBe(false);
    expect(isFieldShown(formVisibility(d, edu('4')), 'profile', 0, 'a')).toBe(true);
  });

  it('COND-028 COND-063 每段均满足 (1): every section must satisfy', () => {
    const d = design({ profile: [rule('r', [degreeIs('5', '1')], ['c'])] });
    expect(isFieldShown(formVisibility(d, edu('5', '5')), 'profile', 0, 'c')).toBe(true);
    expect(isFieldShown(formVisibility(d, edu('5', '4')), 'profile', 0, 'c')).toBe(false);
  });

  it('COND-029 COND-063 任意一段满足 (2): one section suffices', () => {
    const d = design({ profile: [rule('r', [degreeIs('5', '2')], ['c'])] });
    expect(isFieldShown(formVisibility(d, edu('4', '5')), 'profile', 0, 'c')).toBe(true);
    expect(isFieldShown(formVisibility(d, edu('4', '4')), 'profile', 0, 'c')).toBe(false);
    // Zero sections read as one section with no value (SEMANTICS §4).
    expect(isFieldShown(formVisibility(d, edu()), 'profile', 0, 'c')).toBe(false);
  });

  it('COND-061 COND-062 DESCONST-020 conditions_operation 0 = all, 1 = any', () => {
    const aIs1 = {
      field: ['profile', 'a'],
      target: [2, ['1']] as [number, string[]],
      inputType: INPUT_TYPE.dropdown,
    };
    const all = design({ edu: [rule('r', [aIs1, { ...aIs1, field: ['profile', 'b'] }], ['thesis'], '0')] });
    const any = design({ edu: [rule('r', [aIs1, { ...aIs1, field: ['profile', 'b'] }], ['thesis'], '1')] });
    const answers: ResumeAnswers = { profile: [{ a: '1', b: '2' }], edu: [{ degree: '4' }] };
    expect(isFieldShown(formVisibility(all, answers), 'edu', 0, 'thesis')).toBe(false);
    expect(isFieldShown(formVisibility(any, answers), 'edu', 0, 'thesis')).toBe(true);
  });

  it('COND-065 DESCONST-021 resumesubEcolumnsShowType 2 shows the field only in the sections that meet the rule', () => {
    const d = design({ edu: [rule('r', [degreeIs('6', '2')], ['thesis'], '0', '2')] });
    const v = formVisibility(d, edu('4', '6', '5'));
    expect([0, 1, 2].map((i) => isFieldShown(v, 'edu', i, 'thesis'))).toEqual([false, true, false]);
    const every = design({ edu: [rule('r', [degreeIs('6', '2')], ['thesis'], '0', '1')] });
    const w = formVisibility(every, edu('4', '6', '5'));
    expect([0, 1, 2].map((i) => isFieldShown(w, 'edu', i, 'thesis'))).toEqual([true, true, true]);
  });

  it('COND-067 module rules (showIdType 0) hide and show a whole module', () => {
    const d = design({ modules: [rule('m', [degreeIs('6', '2')], ['extra'])] });
    expect(isModuleShown(formVisibility(d, edu('4')), 'extra')).toBe(false);
    expect(isModuleShown(formVisibility(d, edu('4', '6')), 'extra')).toBe(true);
  });

  it('several rules on one target: shown when any of them holds', () => {
    const d = design({
      profile: [rule('r1', [degreeIs('5', '2')], ['c']), rule('r2', [degreeIs('6', '2')], ['c'])],
    });
    expect(isFieldShown(formVisibility(d, edu('6')), 'profile', 0, 'c')).toBe(true);
    expect(isFieldShown(formVisibility(d, edu('4')), 'profile', 0, 'c')).toBe(false);
  });

  it('rules chain: a hidden field counts as unanswered for the rules that read it', () => {
    const aIs1 = {
      field: ['profile', 'a'],
      target: [2, ['1']] as [number, string[]],
      inputType: INPUT_TYPE.dropdown,
    };
    const bIs1 = {
      field: ['profile', 'b'],
      target: [2, ['1']] as [number, string[]],
      inputType: INPUT_TYPE.dropdown,
    };
    // b shows when a = 1; c shows when b = 1 (rules of the edu module's thesis would do the same).
    const d = design({ profile: [rule('rb', [aIs1], ['b']), rule('rc', [bIs1], ['c'])] });
    const shown = formVisibility(d, { profile: [{ a: '1', b: '1' }] });
    expect(isFieldShown(shown, 'profile', 0, 'c')).toBe(true);
    // a changes: b hides, so its stale answer no longer shows c.
    const hidden = formVisibility(d, { profile: [{ a: '2', b: '1' }] });
    expect(isFieldShown(hidden, 'profile', 0, 'b')).toBe(false);
    expect(isFieldShown(hidden, 'profile', 0, 'c')).toBe(false);
  });

  it('COND-027 date conditions compare the Shanghai calendar day of YYYY-MM-DD answers', () => {
    const day = Date.UTC(2024, 5, 30) - 8 * 3_600_000; // 2024-06-30 00:00 in Shanghai
    const d = design({
      profile: [
        rule(
          'r',
          [{ field: ['edu', 'grad'], target: [5, [day]], computationRule: '1', inputType: INPUT_TYPE.date }],
          ['c'],
        ),
      ],
    });
    expect(isFieldShown(formVisibility(d, { edu: [{ grad: '2024-06-30' }] }), 'profile', 0, 'c')).toBe(true);
    expect(isFieldShown(formVisibility(d, { edu: [{ grad: '2024-06-29' }] }), 'profile', 0, 'c')).toBe(false);
  });

  it('a rule the engine cannot read is left out: its target shows', () => {
    const d = design({
      profile: [rule('bad', [{ field: ['edu', 'degree'], target: [99, ['x']], inputType: 7 }], ['c'])],
    });
    expect(isFieldShown(formVisibility(d, edu('4')), 'profile', 0, 'c')).toBe(true);
  });
});

describe('choice order (DES-049, DES-057)', () => {
  const items = [
    { name: '上海', value: 'sh' },
    { name: '北京', value: 'bj' },
    { name: '广州', value: 'gz' },
  ];
  it('DES-049 alphabetical (1) sorts by pinyin', () => {
    expect(sortOptions({ dictLogicRankType: 1, dictLogicRank: [] }, items).map((i) => i.name)).toEqual([
      '北京',
      '广州',
      '上海',
    ]);
  });
  it('DES-057 custom (2) follows dictLogicRank, unranked items after', () => {
    expect(
      sortOptions({ dictLogicRankType: 2, dictLogicRank: ['gz', 'sh'] }, items).map((i) => i.value),
    ).toEqual(['gz', 'sh', 'bj']);
  });
});
