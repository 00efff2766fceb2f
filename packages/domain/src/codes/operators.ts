// The 15 condition operators and their 5 groups (D1 §3, COND-053..055). The table itself lives
// once, in the condition engine (conditions/operators.ts: codes 1..15 in the spec's order, so the
// list variant is 14, AMB-028; not equal in group 2 and the list variant in group 3, AMB-012;
// between is the inclusive range group 4, AMB-010). This module re-exports it where the other
// codes live and adds the group labels and member lists the pickers show.

import { OPERATOR_GROUP_OF, type OperatorGroup, type OperatorName } from '../conditions/operators';

export {
  IS_EMPTY_VALUE,
  IS_EMPTY_VALUE_LABEL,
  OPERATOR,
  OPERATOR_GROUP,
  OPERATOR_GROUP_OF,
  OPERATOR_LABEL,
  isListOperator,
  operatorFromCode,
  resetValueForOperator,
  type OperatorCode,
  type OperatorGroup,
  type OperatorName,
} from '../conditions/operators';

export const OPERATOR_GROUP_LABEL: Readonly<Record<OperatorGroup, string>> = {
  1: '是否为空',
  2: '比较',
  3: '等于任一',
  4: '区间',
  5: '包含',
};

/** The operators of each group, in the table's order. */
export const OPERATOR_GROUP_MEMBERS: Readonly<Record<OperatorGroup, readonly OperatorName[]>> = (() => {
  const members: Record<OperatorGroup, OperatorName[]> = { 1: [], 2: [], 3: [], 4: [], 5: [] };
  for (const [name, group] of Object.entries(OPERATOR_GROUP_OF) as [OperatorName, OperatorGroup][]) {
    members[group].push(name);
  }
  return members;
})();
