import type { FieldInfo } from '../conditions/fields';
import { FIELD_TYPE } from '../conditions/operators';
import { TARGET_SCHOOLS_LABEL, TARGET_SCHOOLS_VALUE } from '../settings/target-schools';
import { SCHOOL_SPECIAL } from './school-filter';

// The 学校 filter field (DATA-032/033, issue 17 目标院校), defined once for every list that filters
// on a school: the talent list (server talent-fields.ts) and 公共人才库 (contracts/pools.ts). Its
// values mix school names with tier codes (985 / 211 / 双一流 / 海外) and 目标院校 (the tenant's
// target schools); the server compiles them with the same SQL for both lists.

/** The tiers and 目标院校, offered beside the school names. */
export const SCHOOL_FILTER_OPTIONS: ReadonlyArray<{ value: string; name: string }> = [
  { value: SCHOOL_SPECIAL.project985, name: '985院校' },
  { value: SCHOOL_SPECIAL.project211, name: '211院校' },
  { value: SCHOOL_SPECIAL.doubleFirstClass, name: '双一流' },
  { value: SCHOOL_SPECIAL.foreign, name: '海外院校' },
  { value: TARGET_SCHOOLS_VALUE, name: TARGET_SCHOOLS_LABEL },
];

/** The 学校 field of a filter catalogue. */
export const SCHOOL_FILTER_FIELD: FieldInfo = {
  label: '学校',
  fieldType: FIELD_TYPE.school,
  options: [...SCHOOL_FILTER_OPTIONS],
};

/** School tier codes → the stored school_level values they cover (the tiers nest). */
const SCHOOL_LEVELS_OF: Readonly<Record<string, readonly string[]>> = {
  [SCHOOL_SPECIAL.project985]: ['985'],
  [SCHOOL_SPECIAL.project211]: ['985', '211'],
  [SCHOOL_SPECIAL.doubleFirstClass]: ['985', '211', '双一流'],
  [SCHOOL_SPECIAL.foreign]: ['海外'],
  // The labels as well, as the spec names them.
  双一流: ['985', '211', '双一流'],
  海外: ['海外'],
};

/** The stored levels a tier code covers; undefined for a school name (also one named like an Object key). */
export function schoolLevelsOf(value: string): readonly string[] | undefined {
  return Object.hasOwn(SCHOOL_LEVELS_OF, value) ? SCHOOL_LEVELS_OF[value] : undefined;
}
