// Choice lists, dictionaries and the sort rule (D2 §5; DESVAL-065..082, DES-046, DES-114..116).
import {
  DESIGN_LIMITS,
  DICT_SORT,
  DICTIONARY_TYPE,
  FIXED_COL,
  levelsOfInputType,
  usesDictionary,
} from '../codes/resume-design';
import { weightedLength } from '../text/weighted-length';
import { DESIGN_MESSAGE as M } from './messages';
import type { DesignField, DictItem } from './model';

/** DESVAL-067: characters an item must not contain. */
export const FORBIDDEN_ITEM_CHARS: readonly string[] = ['|', '#', '$', "'"];

/** DESVAL-069/070: how many characters the item input accepts (20 for CCA1). */
export function itemTypedMax(colId?: string | null): number {
  return colId === FIXED_COL.highestDegree ? DESIGN_LIMITS.choiceTypedMaxCca1 : DESIGN_LIMITS.choiceTypedMax;
}

/** DESVAL-066..068: one item's name, or null when it is fine. */
export function itemNameIssue(name: string | null | undefined): string | null {
  const text = (name ?? '').trim();
  if (text === '') return M.itemEmpty;
  if (FORBIDDEN_ITEM_CHARS.some((c) => text.includes(c))) return M.itemForbidden;
  if (weightedLength(text) > DESIGN_LIMITS.choiceWeightedMax) return M.itemTooLong;
  return null;
}

/** How many levels a tree has (0 for an empty list). */
export function itemDepth(items: readonly DictItem[] | undefined): number {
  if (!items || items.length === 0) return 0;
  return 1 + Math.max(...items.map((i) => itemDepth(i.items)));
}

export interface ItemIssue {
  /** Indexes from the root: [i], [i, j], [i, j, k]. */
  path: number[];
  message: string;
}

/**
 * DESVAL-066..075: every issue of a custom choice list with `levels` levels: empty list, item
 * names, sibling duplicates (siblings only, DESVAL-072) and items nested deeper than allowed.
 */
export function choiceListIssues(items: readonly DictItem[], levels: number): ItemIssue[] {
  const out: ItemIssue[] = [];
  if (!Number.isInteger(levels) || levels < 1 || levels > DESIGN_LIMITS.choiceLevelsMax) {
    return [{ path: [], message: M.levelInvalid }];
  }
  if (items.length === 0) return [{ path: [], message: M.needItems }];
  const visit = (list: readonly DictItem[], path: number[], depth: number) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      const at = [...path, i];
      const issue = itemNameIssue(item.name);
      if (issue) out.push({ path: at, message: issue });
      else {
        const key = item.name.trim();
        if (seen.has(key)) out.push({ path: at, message: M.siblingDuplicate });
        seen.add(key);
      }
      const kids = item.items ?? [];
      if (kids.length > 0) {
        if (depth >= levels) out.push({ path: at, message: M.levelInvalid });
        else visit(kids, at, depth + 1);
      }
    });
  };
  visit(items, [], 1);
  return out;
}

/** Items get value = name when blank (custom lists identify an item by its name). */
export function normalizeItems(items: readonly DictItem[]): DictItem[] {
  return items.map((i) => {
    const name = i.name.trim();
    const out: DictItem = { name, value: (i.value ?? '').trim() || name };
    if (i.items && i.items.length > 0) out.items = normalizeItems(i.items);
    return out;
  });
}

/** DES-046: system table names are trimmed and upper-cased. */
export function normalizeSystemTableName(name: string | null | undefined): string {
  return (name ?? '').trim().toUpperCase();
}

/**
 * DESVAL-065 / DESVAL-073: the dictionary of a dropdown field: a type is required; a custom list
 * must validate; a system or member dictionary must be chosen. Returns the first message.
 */
export function dictionaryIssue(
  field: Pick<DesignField, 'inputType' | 'dictType' | 'dictData' | 'systemDdTableName' | 'customerDictId'>,
): string | null {
  if (!usesDictionary(field.inputType)) return null;
  if (field.dictType === DICTIONARY_TYPE.none) return M.select;
  if (field.dictType === DICTIONARY_TYPE.custom) {
    const issues = choiceListIssues(field.dictData, levelsOfInputType(field.inputType) ?? 1);
    return issues[0]?.message ?? null;
  }
  if (field.dictType === DICTIONARY_TYPE.system) {
    return normalizeSystemTableName(field.systemDdTableName) === '' ? M.select : null;
  }
  return field.customerDictId ? null : M.select;
}

/** DESVAL-079: what a custom dropdown with no items shows. */
export function emptyChoiceLabel(field: Pick<DesignField, 'dictType' | 'dictData'>): string | null {
  return field.dictType === DICTIONARY_TYPE.custom && field.dictData.length === 0 ? M.noOptionsYet : null;
}

/**
 * DESVAL-080..082: whether custom sorting may be chosen. `memberDictLevel` is the level count of
 * the chosen member dictionary (when dictType is 3).
 */
export function customSortIssue(
  field: Pick<DesignField, 'dictType' | 'dictData' | 'customerDictId'>,
  memberDictLevel?: number | null,
): string | null {
  if (field.dictType === DICTIONARY_TYPE.memberCustom) {
    if (!field.customerDictId) return M.sortNeedsMemberDict;
    if ((memberDictLevel ?? 1) > 1) return M.sortMultiLevel;
    return null;
  }
  if (field.dictType === DICTIONARY_TYPE.custom) {
    if (field.dictData.length === 0) return M.sortNeedsCustomItems;
    if (itemDepth(field.dictData) > 1) return M.sortMultiLevel;
    return null;
  }
  return M.sortNeedsCustomItems;
}

/** The set of first-level item values, order-free (DES-115/116). */
export function itemSetKey(items: readonly DictItem[]): string {
  return JSON.stringify(items.map((i) => i.value || i.name).sort());
}

/** DES-115/116: a new list keeps the custom order only when its item set is unchanged. */
export function applyListChange<
  T extends Pick<DesignField, 'dictData' | 'dictLogicRankType' | 'dictLogicRank'>,
>(field: T, items: DictItem[]): T {
  const same = itemSetKey(field.dictData) === itemSetKey(items);
  if (same) return { ...field, dictData: items };
  return { ...field, dictData: items, dictLogicRankType: DICT_SORT.alphabetical, dictLogicRank: [] };
}

const collator = new Intl.Collator('zh-Hans-CN-u-co-pinyin');

/** The first-level items in the field's sort order: custom (dictLogicRank) or alphabetical. */
export function sortedItems(
  items: readonly DictItem[],
  rankType: number,
  rank: readonly string[],
): DictItem[] {
  if (rankType === DICT_SORT.custom && rank.length > 0) {
    const pos = new Map(rank.map((v, i) => [v, i]));
    const key = (i: DictItem) => pos.get(i.value) ?? pos.get(i.name) ?? Number.MAX_SAFE_INTEGER;
    return [...items].sort((a, b) => key(a) - key(b));
  }
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}

/** A custom rank must name exactly the list's first-level values (DESVAL-080 on save). */
export function rankIssue(
  field: Pick<
    DesignField,
    'dictType' | 'dictData' | 'dictLogicRankType' | 'dictLogicRank' | 'customerDictId'
  >,
): string | null {
  if (field.dictLogicRankType !== DICT_SORT.custom) return null;
  if (field.dictType === DICTIONARY_TYPE.custom) {
    const issue = customSortIssue(field);
    if (issue) return issue;
    const values = field.dictData.map((i) => i.value || i.name);
    const rank = field.dictLogicRank;
    if (
      rank.length !== values.length ||
      JSON.stringify([...rank].sort()) !== JSON.stringify([...values].sort())
    )
      return M.sortNeedsCustomItems;
    return null;
  }
  if (field.dictType === DICTIONARY_TYPE.memberCustom)
    return field.customerDictId ? null : M.sortNeedsMemberDict;
  return M.sortNeedsCustomItems;
}
