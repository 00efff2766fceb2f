// The 20 benchmark rules (four templates of five conditions × five parameter sets), each written
// four ways with the same meaning on the generated data: our AST, json-logic, json-rules-engine
// conditions, and a hand-written predicate (the limit).
import type { RuleNode } from '../../packages/domain/src/conditions/index';
import { shanghaiDay, shanghaiDayStart } from '../../packages/domain/src/conditions/index';
import { PROVINCES, SKILLS, prng, type Resume } from './data';

export interface BenchRule {
  name: string;
  ast: RuleNode;
  logic: unknown;
  /** json-rules-engine TopLevelCondition. */
  rulesEngine: unknown;
  hand: (r: Resume) => boolean;
}

// Date conditions compare Asia/Shanghai days; the others get the same precomputed bounds.
const dayStart = (t: number) => shanghaiDayStart(shanghaiDay(t));
const nextDayStart = (t: number) => shanghaiDayStart(shanghaiDay(t) + 1);

const cond = (
  field: string[],
  fieldType: number,
  operator: string,
  value: unknown,
  sectionRule?: '1' | '2',
) =>
  ({
    kind: 'condition',
    field,
    fieldType,
    operator,
    value,
    ...(sectionRule ? { sectionRule } : {}),
  }) as RuleNode;

/** A: degree ∈ {d1,d2}, gradYear ∈ [y0,y0+2], city under a province, shares a skill, born on or after t. */
function templateA(
  i: number,
  p: { d1: string; d2: string; y0: number; prov: string; s1: string; s2: string; t: number },
): BenchRule {
  const { d1, d2, y0, prov, s1, s2, t } = p;
  const y1 = y0 + 2;
  const below = `${prov}$`;
  const tb = dayStart(t);
  return {
    name: `A${i}`,
    ast: {
      kind: 'group',
      op: 'all',
      children: [
        cond(['degree'], 4, 'inAny', [d1, d2]),
        cond(['gradYear'], 1, 'between', [y0, y1]),
        cond(['city'], 11, 'underAny', [prov]),
        cond(['skills'], 5, 'containsAny', [s1, s2]),
        cond(['birthday'], 2, 'gte', t),
      ],
    },
    logic: {
      and: [
        { in: [{ var: 'degree' }, [d1, d2]] },
        { '<=': [y0, { var: 'gradYear' }, y1] },
        { or: [{ '===': [{ var: 'city' }, prov] }, { in: [below, { var: 'city' }] }] },
        { some: [{ var: 'skills' }, { in: [{ var: '' }, [s1, s2]] }] },
        { '>=': [{ var: 'birthday' }, tb] },
      ],
    },
    rulesEngine: {
      all: [
        { fact: 'degree', operator: 'in', value: [d1, d2] },
        {
          all: [
            { fact: 'gradYear', operator: 'greaterThanInclusive', value: y0 },
            { fact: 'gradYear', operator: 'lessThanInclusive', value: y1 },
          ],
        },
        { fact: 'city', operator: 'underAny', value: [prov] },
        { fact: 'skills', operator: 'someFact:in', value: [s1, s2] },
        { fact: 'birthday', operator: 'greaterThanInclusive', value: tb },
      ],
    },
    hand: (r) =>
      (r.degree === d1 || r.degree === d2) &&
      r.gradYear >= y0 &&
      r.gradYear <= y1 &&
      (r.city === prov || r.city.startsWith(below)) &&
      (r.skills.includes(s1) || r.skills.includes(s2)) &&
      r.birthday >= tb,
  };
}

/** B: gender, age ≤ a, a 985/211 school, score ∈ [lo,hi], degree ∉ {d}. */
function templateB(i: number, p: { g: string; a: number; lo: number; hi: number; d: string }): BenchRule {
  const { g, a, lo, hi, d } = p;
  return {
    name: `B${i}`,
    ast: {
      kind: 'group',
      op: 'all',
      children: [
        cond(['gender'], 4, 'eq', g),
        cond(['age'], 1, 'lte', a),
        cond(['school'], 22, 'containsAny', ['985', '211']),
        cond(['score'], 10, 'between', [lo, hi]),
        cond(['degree'], 4, 'notInAny', [d]),
      ],
    },
    logic: {
      and: [
        { '===': [{ var: 'gender' }, g] },
        { '<=': [{ var: 'age' }, a] },
        { some: [{ var: 'school' }, { in: [{ var: '' }, ['985', '211']] }] },
        { '<=': [lo, { var: 'score' }, hi] },
        { '!': { in: [{ var: 'degree' }, [d]] } },
      ],
    },
    rulesEngine: {
      all: [
        { fact: 'gender', operator: 'equal', value: g },
        { fact: 'age', operator: 'lessThanInclusive', value: a },
        { fact: 'school', operator: 'someFact:in', value: ['985', '211'] },
        {
          all: [
            { fact: 'score', operator: 'greaterThanInclusive', value: lo },
            { fact: 'score', operator: 'lessThanInclusive', value: hi },
          ],
        },
        { fact: 'degree', operator: 'notIn', value: [d] },
      ],
    },
    hand: (r) =>
      r.gender === g &&
      r.age <= a &&
      (r.school.includes('985') || r.school.includes('211')) &&
      r.score >= lo &&
      r.score <= hi &&
      r.degree !== d,
  };
}

/** C (any): major mentions java/python, score ≥ s, city ∈ {c1,c2}, has both skills, gradYear = y. */
function templateC(
  i: number,
  p: { s: number; c1: string; c2: string; k1: string; k2: string; y: number },
): BenchRule {
  const { s, c1, c2, k1, k2, y } = p;
  return {
    name: `C${i}`,
    ast: {
      kind: 'group',
      op: 'any',
      children: [
        cond(['major'], 3, 'containsAny', ['java', 'python']),
        cond(['score'], 10, 'gte', s),
        cond(['city'], 11, 'inAny', [c1, c2]),
        cond(['skills'], 5, 'containsAll', [k1, k2]),
        cond(['gradYear'], 1, 'eq', y),
      ],
    },
    logic: {
      or: [
        { or: [{ in: ['java', { var: 'major' }] }, { in: ['python', { var: 'major' }] }] },
        { '>=': [{ var: 'score' }, s] },
        { in: [{ var: 'city' }, [c1, c2]] },
        { and: [{ in: [k1, { var: 'skills' }] }, { in: [k2, { var: 'skills' }] }] },
        { '===': [{ var: 'gradYear' }, y] },
      ],
    },
    rulesEngine: {
      any: [
        { fact: 'major', operator: 'textContainsAny', value: ['java', 'python'] },
        { fact: 'score', operator: 'greaterThanInclusive', value: s },
        { fact: 'city', operator: 'in', value: [c1, c2] },
        { fact: 'skills', operator: 'everyValue:contains', value: [k1, k2] },
        { fact: 'gradYear', operator: 'equal', value: y },
      ],
    },
    hand: (r) =>
      r.major.includes('java') ||
      r.major.includes('python') ||
      r.score >= s ||
      r.city === c1 ||
      r.city === c2 ||
      (r.skills.includes(k1) && r.skills.includes(k2)) ||
      r.gradYear === y,
  };
}

/** D: some education section is a master's or doctorate, gradYear ≠ y, city under one of two
 * provinces, born within [t0, t1] (by day), none of a skill. */
function templateD(
  i: number,
  p: { y: number; p1: string; p2: string; t0: number; t1: number; s: string },
): BenchRule {
  const { y, p1, p2, t0, t1, s } = p;
  const b1 = `${p1}$`;
  const b2 = `${p2}$`;
  const lo = dayStart(t0);
  const hi = nextDayStart(t1);
  return {
    name: `D${i}`,
    ast: {
      kind: 'group',
      op: 'all',
      children: [
        cond(['edu', 'degree'], 4, 'inAny', ['4', '5'], '2'),
        cond(['gradYear'], 1, 'neq', y),
        cond(['city'], 11, 'underAny', [p1, p2]),
        cond(['birthday'], 2, 'between', [t0, t1]),
        cond(['skills'], 5, 'notContainsAny', [s]),
      ],
    },
    logic: {
      and: [
        { some: [{ var: 'edu' }, { in: [{ var: 'degree' }, ['4', '5']] }] },
        { '!==': [{ var: 'gradYear' }, y] },
        {
          or: [
            { '===': [{ var: 'city' }, p1] },
            { in: [b1, { var: 'city' }] },
            { '===': [{ var: 'city' }, p2] },
            { in: [b2, { var: 'city' }] },
          ],
        },
        { and: [{ '>=': [{ var: 'birthday' }, lo] }, { '<': [{ var: 'birthday' }, hi] }] },
        { '!': { in: [s, { var: 'skills' }] } },
      ],
    },
    rulesEngine: {
      all: [
        { fact: 'edu', operator: 'anySectionDegreeIn', value: ['4', '5'] },
        { fact: 'gradYear', operator: 'notEqual', value: y },
        { fact: 'city', operator: 'underAny', value: [p1, p2] },
        {
          all: [
            { fact: 'birthday', operator: 'greaterThanInclusive', value: lo },
            { fact: 'birthday', operator: 'lessThan', value: hi },
          ],
        },
        { fact: 'skills', operator: 'doesNotContain', value: s },
      ],
    },
    hand: (r) => {
      let master = false;
      for (const e of r.edu) {
        if (e.degree === '4' || e.degree === '5') {
          master = true;
          break;
        }
      }
      return (
        master &&
        r.gradYear !== y &&
        (r.city === p1 || r.city.startsWith(b1) || r.city === p2 || r.city.startsWith(b2)) &&
        r.birthday >= lo &&
        r.birthday < hi &&
        !r.skills.includes(s)
      );
    },
  };
}

export function benchRules(): BenchRule[] {
  const rnd = prng(7);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const city = () => `${pick(PROVINCES)}$C${String(1 + Math.floor(rnd() * 20)).padStart(2, '0')}`;
  const birth = () =>
    Date.UTC(
      1996 + Math.floor(rnd() * 6),
      Math.floor(rnd() * 12),
      1 + Math.floor(rnd() * 28),
      Math.floor(rnd() * 24),
    );
  const rules: BenchRule[] = [];
  for (let i = 0; i < 5; i++) {
    rules.push(
      templateA(i, {
        d1: '2',
        d2: pick(['3', '4', '5']),
        y0: 2019 + i,
        prov: pick(PROVINCES),
        s1: pick(SKILLS),
        s2: pick(SKILLS),
        t: birth(),
      }),
      templateB(i, { g: pick(['1', '2']), a: 24 + i, lo: 40 + i * 5, hi: 90, d: pick(['1', '6']) }),
      templateC(i, {
        s: 97 + i * 0.5,
        c1: city(),
        c2: city(),
        k1: pick(SKILLS),
        k2: pick(SKILLS),
        y: 2020 + i,
      }),
      templateD(i, {
        y: 2021 + i,
        p1: pick(PROVINCES),
        p2: pick(PROVINCES),
        t0: Date.UTC(1997, i, 1),
        t1: Date.UTC(2001, 11 - i, 20),
        s: pick(SKILLS),
      }),
    );
  }
  return rules;
}
