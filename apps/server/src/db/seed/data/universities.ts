import { SCHOOL_ROWS } from '@ehire/domain/dictionaries/data/schools';
import type { SchoolLevel } from '../../schema/hiring';

// The universities of the system school dictionary (packages/domain/src/dictionaries), with
// their tier and province, as the seed draws applicants from them.
//
// The tiers nest: all 985 universities are 211, and all 211 universities are in the 双一流
// (double first-class) construction list, so one "highest tier" per school carries the three
// flags. Military universities are left out: their graduates are assigned, not recruited on
// campus.

const MILITARY = new Set(['国防科技大学']);

export interface University {
  readonly name: string;
  readonly level: SchoolLevel;
  readonly province: string;
  readonly is985: boolean;
  readonly is211: boolean;
  readonly isDoubleFirstClass: boolean;
}

const ROWS = SCHOOL_ROWS.filter(([name]) => !MILITARY.has(name));

export const UNIVERSITIES: readonly University[] = ROWS.map(([name, level, province]) => ({
  name,
  level,
  province,
  is985: level === '985',
  is211: level === '985' || level === '211',
  isDoubleFirstClass: level === '985' || level === '211' || level === '双一流',
}));

/**
 * Share of applicants per tier for a large employer's campus season (weights, not percent
 * exactly): ordinary universities dominate, 985/211 are over-represented relative to their
 * size because strong employers attract them.
 */
export const SCHOOL_LEVEL_WEIGHTS: ReadonlyArray<readonly [SchoolLevel, number]> = [
  ['985', 16],
  ['211', 24],
  ['双一流', 8],
  ['其他', 45],
  ['海外', 7],
];
