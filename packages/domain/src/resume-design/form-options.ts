// The choices a dropdown field offers a candidate (input types 3 and 7-10): the field's own list,
// a system dictionary or a member custom dictionary (DES-056), in the field's sort order
// (DES-057, DES-049).
import { DICT_SORT, DICTIONARY_TYPE, levelsOfInputType } from '../codes/resume-design';
import type { DesignField, DictItem } from './model';

/**
 * Where system and member dictionaries come from. The server passes its tables; the form passes
 * what the preview call returned. A lookup that does not know a dictionary returns undefined.
 */
export interface DictionaryLookup {
  /** System dictionaries by their table name (systemDdTableName, DES-046). */
  system?: (tableName: string) => readonly DictItem[] | undefined;
  /** Member custom dictionaries by id (customerDictId). */
  member?: (customerDictId: string) => readonly DictItem[] | undefined;
}

type OptionField = Pick<
  DesignField,
  | 'inputType'
  | 'dictType'
  | 'dictData'
  | 'systemDdTableName'
  | 'customerDictId'
  | 'dictLogicRankType'
  | 'dictLogicRank'
>;

/**
 * The raw choice list of a field, or undefined when its dictionary is not known to the lookup
 * (the form then cannot offer choices and the validator cannot check membership).
 */
export function rawOptionsOf(
  field: OptionField,
  lookup: DictionaryLookup = {},
): readonly DictItem[] | undefined {
  const own = field.dictData ?? [];
  switch (Number(field.dictType)) {
    case DICTIONARY_TYPE.system: {
      const name = (field.systemDdTableName ?? '').trim().toUpperCase();
      return (name ? lookup.system?.(name) : undefined) ?? (own.length > 0 ? own : undefined);
    }
    case DICTIONARY_TYPE.memberCustom: {
      const id = field.customerDictId;
      return (id ? lookup.member?.(String(id)) : undefined) ?? (own.length > 0 ? own : undefined);
    }
    default:
      return own;
  }
}

const collator = new Intl.Collator('zh-CN', { numeric: true });

function alphabetical(items: readonly DictItem[]): DictItem[] {
  return [...items]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((item) => (item.items?.length ? { ...item, items: alphabetical(item.items) } : item));
}

/**
 * The list in the field's order: alphabetical (1, by pinyin) at every level, or custom (2): the
 * top level in the order of dictLogicRank (values it does not name follow alphabetically) and
 * deeper levels alphabetical.
 */
export function sortOptions(
  field: Pick<OptionField, 'dictLogicRankType' | 'dictLogicRank'>,
  items: readonly DictItem[],
): DictItem[] {
  const sorted = alphabetical(items);
  if (Number(field.dictLogicRankType) !== DICT_SORT.custom || !field.dictLogicRank?.length) return sorted;
  const rank = new Map(field.dictLogicRank.map((value, i) => [String(value), i]));
  const at = (item: DictItem) => rank.get(String(item.value)) ?? Number.MAX_SAFE_INTEGER;
  // Array sort is stable, so unranked items keep their alphabetical order.
  return sorted.sort((a, b) => at(a) - at(b));
}

/** The choice list a candidate sees, sorted; undefined when the dictionary is unknown. */
export function optionsOf(field: OptionField, lookup: DictionaryLookup = {}): DictItem[] | undefined {
  const raw = rawOptionsOf(field, lookup);
  return raw ? sortOptions(field, raw) : undefined;
}

export type PathCheck = 'ok' | 'unknown' | 'incomplete';

/**
 * A chosen path through a list: every value must be a child of the previous one, and the path
 * must go as deep as the field's levels unless it ends on an item without children.
 */
export function checkOptionPath(
  items: readonly DictItem[],
  path: readonly string[],
  levels: number,
): PathCheck {
  let level: readonly DictItem[] = items;
  let node: DictItem | undefined;
  if (path.length === 0 || path.length > levels) return path.length === 0 ? 'incomplete' : 'unknown';
  for (const value of path) {
    node = level.find((item) => String(item.value) === value);
    if (!node) return 'unknown';
    level = node.items ?? [];
  }
  return path.length < levels && level.length > 0 ? 'incomplete' : 'ok';
}

/** The names along a path (for summaries: 广东省 / 深圳市). */
export function optionPathNames(items: readonly DictItem[], path: readonly string[]): string[] {
  const out: string[] = [];
  let level: readonly DictItem[] = items;
  for (const value of path) {
    const node = level.find((item) => String(item.value) === value);
    if (!node) break;
    out.push(node.name);
    level = node.items ?? [];
  }
  return out;
}

/** How many levels a dropdown's answer has: 1 for 7/8 (and association), 2 or 3 for 9/10. */
export function answerLevelsOf(field: Pick<DesignField, 'inputType'>): number {
  return levelsOfInputType(field.inputType) ?? 1;
}
