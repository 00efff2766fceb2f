// Talent-search filter items (D1 §3: colname, cname, fieldType, fieldValue, dictData; COND-050)
// converted to and from AST conditions. A filter item carries no operator: each field type
// implies one, and the value encodes a range with '|' where the type allows it (SEMANTICS.md §7).
import { FILTER_EMPTY_PIPE, isFilterValueEmpty, type FilterValue } from '../codes/filter-field-types';
import type { Condition, Group, Scalar } from './ast';
import { FIELD_TYPE, isFieldType, type FieldType, type OperatorName } from './operators';

// The empty value of each type (COND-046..049, GAP-030) lives with the other codes.
export { FILTER_EMPTY_VALUE, isFilterValueEmpty, type FilterValue } from '../codes/filter-field-types';

export interface FilterItem {
  colname: string;
  cname: string;
  fieldType: FieldType;
  fieldValue: FilterValue;
  dictData?: unknown;
}

const RANGE_SEPARATOR = FILTER_EMPTY_PIPE;

/** The operator a filter of each type stands for. */
export const FILTER_OPERATOR: Readonly<Record<FieldType, OperatorName>> = {
  1: 'eq', // 'n' equals; 'lo|hi' a range (between, or gte / lte with one end open)
  2: 'between', // 'start|end' timestamps, by day
  3: 'containsAny', // 'kw1|kw2' keywords
  4: 'eq',
  5: 'containsAny',
  6: 'containsAny',
  7: 'containsAny',
  10: 'between', // [lo, hi] score
  11: 'underAny',
  20: 'inAny',
  21: 'inAny',
  22: 'containsAny',
  23: 'inAny',
  24: 'containsAny',
  100: 'eq',
  101: 'eq',
  102: 'between',
  103: 'containsAny',
};

const isBlank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

// Array.isArray does not narrow readonly arrays.
const isList = (v: FilterValue): v is readonly Scalar[] => Array.isArray(v);

/** String-valued types may arrive wrapped in a one-element list (fieldValue is a list, COND-050). */
function asString(v: FilterValue): string {
  if (isList(v)) return v.length === 0 ? '' : v.length === 1 ? String(v[0] ?? '') : v.join(RANGE_SEPARATOR);
  return v ?? '';
}

function asList(v: FilterValue): Scalar[] {
  if (isList(v)) return v.filter((x) => !isBlank(x));
  return isBlank(v) ? [] : [v];
}

function stringKind(t: FieldType): 'number' | 'date' | 'text' | 'code' | undefined {
  switch (t) {
    case FIELD_TYPE.number:
    case FIELD_TYPE.customNumber:
      return 'number';
    case FIELD_TYPE.date:
    case FIELD_TYPE.customDate:
      return 'date';
    case FIELD_TYPE.text:
    case FIELD_TYPE.customText:
      return 'text';
    case FIELD_TYPE.select:
    case FIELD_TYPE.customSelect:
      return 'code';
    default:
      return undefined;
  }
}

/**
 * Whether a filter imposes nothing: its type's empty value (isFilterValueEmpty, COND-046..049),
 * or a value made only of blanks and separators, which holds nothing to match either.
 */
export function filterHoldsNothing(fieldType: FieldType, value: FilterValue): boolean {
  if (isFilterValueEmpty(fieldType, value)) return true;
  if (fieldType === FIELD_TYPE.score) {
    const [lo, hi] = isList(value) ? value : [value, ''];
    return (isBlank(lo) || Number(lo) === 0) && isBlank(hi);
  }
  const kind = stringKind(fieldType);
  if (kind === undefined) return asList(value).length === 0;
  if (kind === 'code') return asString(value) === '';
  return asString(value)
    .split(RANGE_SEPARATOR)
    .every((part) => part.trim() === '');
}

function rangeCondition(field: string[], fieldType: FieldType, lo: Scalar, hi: Scalar): Condition | null {
  const base = { kind: 'condition' as const, field, fieldType };
  if (isBlank(lo) && isBlank(hi)) return null;
  if (isBlank(hi)) return { ...base, operator: 'gte', value: lo };
  if (isBlank(lo)) return { ...base, operator: 'lte', value: hi };
  return { ...base, operator: 'between', value: [lo, hi] };
}

/** A filter item → its condition, or null when the filter is empty. */
export function filterItemToCondition(item: FilterItem): Condition | null {
  const { fieldType } = item;
  if (!isFieldType(fieldType)) throw new Error(`unknown filter field type ${String(fieldType)}`);
  if (filterHoldsNothing(fieldType, item.fieldValue)) return null;
  const field = [item.colname];
  const base = { kind: 'condition' as const, field, fieldType };
  if (fieldType === FIELD_TYPE.score) {
    const [lo, hi] = item.fieldValue as Scalar[];
    return rangeCondition(field, fieldType, lo ?? '', hi ?? '');
  }
  const kind = stringKind(fieldType);
  if (kind === 'code') return { ...base, operator: 'eq', value: asString(item.fieldValue) };
  if (kind === 'text') {
    const words = asString(item.fieldValue)
      .split(RANGE_SEPARATOR)
      .filter((w) => w.trim() !== '');
    return { ...base, operator: 'containsAny', value: words };
  }
  if (kind === 'number' || kind === 'date') {
    const s = asString(item.fieldValue);
    if (!s.includes(RANGE_SEPARATOR)) return { ...base, operator: 'eq', value: s.trim() };
    const [lo, hi] = s.split(RANGE_SEPARATOR);
    return rangeCondition(field, fieldType, lo.trim(), (hi ?? '').trim());
  }
  return { ...base, operator: FILTER_OPERATOR[fieldType], value: asList(item.fieldValue) };
}

/** The conditions of a filter bar, all required (empty filters dropped). */
export function filterItemsToRule(items: readonly FilterItem[]): Group {
  return {
    kind: 'group',
    op: 'all',
    children: items.map(filterItemToCondition).filter((c): c is Condition => c !== null),
  };
}

export class FilterNotRepresentableError extends Error {
  override name = 'FilterNotRepresentableError';
}

/** A condition → a filter item, for the operators a filter can express; throws otherwise. */
export function conditionToFilterItem(
  c: Condition,
  extra: { cname: string; dictData?: unknown },
): FilterItem {
  const t = c.fieldType;
  const item = (fieldValue: FilterValue): FilterItem => {
    const out: FilterItem = { colname: c.field.join('.'), cname: extra.cname, fieldType: t, fieldValue };
    if (extra.dictData !== undefined) out.dictData = extra.dictData;
    return out;
  };
  const v = c.value;
  const fail = () => new FilterNotRepresentableError(`a filter of type ${t} cannot express ${c.operator}`);
  if (t === FIELD_TYPE.score) {
    if (c.operator === 'between' && Array.isArray(v)) return item([v[0], v[1]]);
    if (c.operator === 'gte' && !Array.isArray(v)) return item([v, '']);
    if (c.operator === 'lte' && !Array.isArray(v)) return item(['', v]);
    throw fail();
  }
  const kind = stringKind(t);
  if (kind === 'number' || kind === 'date') {
    if (c.operator === 'eq' && !Array.isArray(v)) return item(String(v));
    if (c.operator === 'between' && Array.isArray(v)) return item(`${v[0]}${RANGE_SEPARATOR}${v[1]}`);
    if (c.operator === 'gte' && !Array.isArray(v)) return item(`${v}${RANGE_SEPARATOR}`);
    if (c.operator === 'lte' && !Array.isArray(v)) return item(`${RANGE_SEPARATOR}${v}`);
    throw fail();
  }
  if (kind === 'text') {
    if (c.operator === 'containsAny' && Array.isArray(v)) return item(v.map(String).join(RANGE_SEPARATOR));
    throw fail();
  }
  if (kind === 'code') {
    if (c.operator === 'eq' && !Array.isArray(v)) return item(String(v));
    throw fail();
  }
  if (c.operator === FILTER_OPERATOR[t] && Array.isArray(v)) return item([...v]);
  throw fail();
}
