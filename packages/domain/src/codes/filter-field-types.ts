// Filter field types of D1 §3 (COND-051/052). The codes and labels live once, in the condition
// engine (conditions/operators.ts, which also settles GAP-030: 10 评分, 11 级联选择,
// 100 自定义数字, 101 自定义单选); this module re-exports them and adds the empty value a filter
// item of each type holds when nothing is chosen (D1 §5, COND-046..049). The empty values of
// types 24 and 100..103 are not in the spec (GAP-030) and follow the type each one mirrors:
// 24 is a list like 22, 100/101 a single value like 1/4, 102/103 the pipe of 2/3.

import type { FieldType } from '../conditions/operators';

export {
  FIELD_TYPE,
  FIELD_TYPES,
  FIELD_TYPE_LABEL,
  isFieldType,
  type FieldType,
} from '../conditions/operators';

/** A filter item's fieldValue. */
export type FilterValue = string | readonly (string | number)[];

/** The pipe that marks an empty date or text filter (COND-047, AMB-030). */
export const FILTER_EMPTY_PIPE = '|';

export const FILTER_EMPTY_VALUE: Readonly<Record<FieldType, FilterValue>> = {
  1: '',
  2: FILTER_EMPTY_PIPE,
  3: FILTER_EMPTY_PIPE,
  4: '',
  5: [],
  6: [],
  7: [],
  10: [0, ''],
  11: [],
  20: [],
  21: [],
  22: [],
  23: [],
  24: [],
  100: '',
  101: '',
  102: FILTER_EMPTY_PIPE,
  103: FILTER_EMPTY_PIPE,
};

/** Whether a filter item of `type` holds its empty value (a missing value counts as empty). */
export function isFilterValueEmpty(type: FieldType, value: FilterValue | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  const empty = FILTER_EMPTY_VALUE[type];
  if (typeof empty === 'string') return value === empty;
  if (typeof value === 'string') return false;
  return value.length === empty.length && value.every((item, i) => item === empty[i]);
}
