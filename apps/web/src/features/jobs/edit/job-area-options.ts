import { cityChoices, type TreeOption } from '@ehire/domain/dictionaries/tree-option';

export interface AreaOptionGroup {
  label: string;
  options: Array<{ value: string }>;
}

/**
 * The 工作地区 suggestions (the field stays free text): the areas the tenant's jobs already use,
 * then the city chooser's cities by province (VAL-008 decides which; cityChoices), each city once.
 */
export function jobAreaOptions(areas: readonly string[], cities: readonly TreeOption[]): AreaOptionGroup[] {
  const seen = new Set(areas);
  const groups: AreaOptionGroup[] = [];
  if (areas.length > 0) groups.push({ label: '已用地区', options: areas.map((value) => ({ value })) });
  for (const { province, cities: names } of cityChoices(cities)) {
    const fresh = names.filter((name) => !seen.has(name));
    fresh.forEach((name) => seen.add(name));
    if (fresh.length > 0) groups.push({ label: province, options: fresh.map((value) => ({ value })) });
  }
  return groups;
}

/** A suggestion or a group of them, as AutoComplete takes them. */
export type AreaOption = AreaOptionGroup | { value: string };

/** AutoComplete's filter: a suggestion matches when it contains the typed text. */
export function areaMatches(input: string, option: AreaOption | undefined): boolean {
  return option !== undefined && 'value' in option && option.value.includes(input.trim());
}
