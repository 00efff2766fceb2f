// Member custom dictionaries (D2 §3 "Member custom dictionary: dictLevel, dictItems"; DES-060):
// trees a tenant defines once and reuses in dropdown fields (dictType 3), up to 3 levels.
import { choiceListIssues, itemDepth, normalizeItems, type ItemIssue } from '../resume-design/choice-list';
import type { DictItem } from '../resume-design/model';

/** The first issue of a member dictionary (empty list, names, siblings, depth beyond its level). */
export function memberDictionaryIssues(dictLevel: number, items: readonly DictItem[]): ItemIssue[] {
  return choiceListIssues(items, dictLevel);
}

/** Names trimmed and values defaulted to names; the level actually used by the tree. */
export function normalizeMemberDictionary(items: readonly DictItem[]): { items: DictItem[]; depth: number } {
  const normalized = normalizeItems(items);
  return { items: normalized, depth: itemDepth(normalized) };
}
