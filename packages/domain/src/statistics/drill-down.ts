// Drill-down from the data board (issue 16 §1) into the talent list: the URL parameters a board
// row's link carries, and the talent list's filter they stand for. The filter selects exactly the
// applications the row counted: applied in the period (China days, inclusive) and with the row's
// value (from a board scoped to an organisation or a flow, within that scope: the selection of
// drillDownScope). School tiers nest in the talent filter (a 211 school filter includes 985 schools), while
// the board counts each application under its own tier, so a tier is the tier's filter minus the
// tier above it.
import { SCHOOL_SPECIAL } from '../codes/school-filter';
import type { Condition } from '../conditions/ast';
import { FIELD_TYPE } from '../conditions/operators';
import { dateToDay, dayStartMillis } from './statistics';

export interface DrillDown {
  /** First and last day applied, yyyy-mm-dd (China time). */
  from?: string;
  to?: string;
  /** A board school tier: 985 / 211 / 双一流 / 海外 / 其他. */
  schoolTier?: string;
  degree?: string;
  source?: string;
  major?: string;
  region?: string;
  /** The summed 其他 row of the top majors / regions: none of the listed values (the top rows;
   * '' stands for 未填写, so an empty value is then left out too). */
  majorNot?: string[];
  regionNot?: string[];
  /** The board's scope: an organisation (with the organisations below it) or a flow. They are
   * not conditions of the filter but part of the talent list's selection (organizationId,
   * flowId), like a job. */
  organizationId?: string;
  flowId?: string;
}

/** The query parameter of each drill-down value on /resume. */
export const DRILL_DOWN_PARAM: Readonly<Record<keyof DrillDown, string>> = {
  from: 'applied_from',
  to: 'applied_to',
  schoolTier: 'school_tier',
  degree: 'degree',
  source: 'source',
  major: 'major',
  region: 'region',
  majorNot: 'major_not',
  regionNot: 'region_not',
  organizationId: 'orgid',
  flowId: 'flowid',
};

/** A filter of the talent list as it is posted (a group of conditions, all must hold). */
export interface DrillDownFilter {
  kind: 'group';
  op: 'all';
  children: Condition[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The values that are lists (a repeated parameter). */
type ListKey = 'majorNot' | 'regionNot';
const LIST_KEYS: readonly ListKey[] = ['majorNot', 'regionNot'];
const isListKey = (key: keyof DrillDown): key is ListKey => (LIST_KEYS as readonly string[]).includes(key);

/** The drill-down values of a query (unknown or malformed ones are left out). */
export function readDrillDown(params: URLSearchParams): DrillDown {
  const out: DrillDown = {};
  for (const [key, param] of Object.entries(DRILL_DOWN_PARAM) as Array<[keyof DrillDown, string]>) {
    if (isListKey(key)) {
      const values = params.getAll(param);
      if (values.length) out[key] = values;
      continue;
    }
    const value = params.get(param);
    if (value === null) continue;
    if ((key === 'from' || key === 'to') && !DATE.test(value)) continue;
    out[key] = value;
  }
  return out;
}

/** The query parameters of a drill-down (values undefined are left out). */
export function drillDownParams(drill: DrillDown): Array<[string, string]> {
  return (Object.entries(drill) as Array<[keyof DrillDown, string | string[] | undefined]>).flatMap(
    ([key, value]): Array<[string, string]> =>
      value === undefined
        ? []
        : Array.isArray(value)
          ? value.map((v) => [DRILL_DOWN_PARAM[key], v])
          : [[DRILL_DOWN_PARAM[key], value]],
  );
}

const school = (operator: 'containsAny' | 'notContainsAny', values: string[]): Condition => ({
  kind: 'condition',
  field: ['school'],
  operator,
  value: values,
  fieldType: FIELD_TYPE.school,
});

/** The school conditions of a board tier (each application counted under its own tier). */
const TIER_CONDITIONS: Readonly<Record<string, Condition[]>> = {
  '985': [school('containsAny', [SCHOOL_SPECIAL.project985])],
  '211': [
    school('containsAny', [SCHOOL_SPECIAL.project211]),
    school('notContainsAny', [SCHOOL_SPECIAL.project985]),
  ],
  双一流: [
    school('containsAny', [SCHOOL_SPECIAL.doubleFirstClass]),
    school('notContainsAny', [SCHOOL_SPECIAL.project211]),
  ],
  海外: [school('containsAny', [SCHOOL_SPECIAL.foreign])],
  其他: [school('notContainsAny', [SCHOOL_SPECIAL.doubleFirstClass, SCHOOL_SPECIAL.foreign])],
};

/** A value of a one-value field: that value, or (the board's 未填写, '') no value. */
function codeCondition(field: string, fieldType: Condition['fieldType'], value: string): Condition {
  return value === ''
    ? { kind: 'condition', field: [field], operator: 'isEmpty', value: 1, fieldType }
    : { kind: 'condition', field: [field], operator: 'eq', value, fieldType };
}

/**
 * None of the values of a one-value field (the 其他 row of a top-N chart): not any of the
 * non-empty values, and not empty when '' (未填写) is one of the listed rows.
 */
function noneOfConditions(field: string, fieldType: Condition['fieldType'], values: readonly string[]): Condition[] {
  const filled = values.filter((v) => v !== '');
  const out: Condition[] = [];
  if (filled.length) out.push({ kind: 'condition', field: [field], operator: 'notInAny', value: filled, fieldType });
  if (filled.length < values.length)
    out.push({ kind: 'condition', field: [field], operator: 'isEmpty', value: 0, fieldType });
  return out;
}

/** The talent list's selection of a drill-down's scope (organisation or flow; none: everything). */
export function drillDownScope(drill: DrillDown): { organizationId?: string; flowId?: string } {
  return {
    ...(drill.organizationId ? { organizationId: drill.organizationId } : {}),
    ...(drill.flowId ? { flowId: drill.flowId } : {}),
  };
}

/** The talent filter of a drill-down; null when it holds nothing to filter on. */
export function drillDownFilter(drill: DrillDown): DrillDownFilter | null {
  const children: Condition[] = [];
  if (drill.from && drill.to && DATE.test(drill.from) && DATE.test(drill.to))
    children.push({
      kind: 'condition',
      field: ['appliedAt'],
      operator: 'between',
      value: [dayStartMillis(dateToDay(drill.from)), dayStartMillis(dateToDay(drill.to))],
      fieldType: FIELD_TYPE.date,
    });
  if (drill.schoolTier !== undefined) children.push(...(TIER_CONDITIONS[drill.schoolTier] ?? []));
  if (drill.degree !== undefined) children.push(codeCondition('degree', FIELD_TYPE.select, drill.degree));
  if (drill.source !== undefined) children.push(codeCondition('source', FIELD_TYPE.select, drill.source));
  if (drill.major !== undefined) children.push(codeCondition('major', FIELD_TYPE.major, drill.major));
  if (drill.region !== undefined) children.push(codeCondition('region', FIELD_TYPE.select, drill.region));
  if (drill.majorNot) children.push(...noneOfConditions('major', FIELD_TYPE.major, drill.majorNot));
  if (drill.regionNot) children.push(...noneOfConditions('region', FIELD_TYPE.select, drill.regionNot));
  return children.length ? { kind: 'group', op: 'all', children } : null;
}
