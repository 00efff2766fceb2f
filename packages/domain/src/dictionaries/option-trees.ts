// Region option trees (DATA-031 nodes, tree-option.ts): DD_REGION's provinces and their cities
// (data/regions.ts). `hidden` is the chooser's own decision: a city chooser hides what VAL-008
// excludes.
import { LEGACY_AREA_CODE } from './data/legacy-area-codes';
import { REGION_ROWS } from './data/regions';
import { TREE_OPTION_STATUS, type TreeOption } from './tree-option';

/**
 * VAL-008 / GAP-032. The rule is written in the older system's area codes (LEGACY_AREA_CODE),
 * where 330000–360000 are 香港, 澳门, 台湾 and 国外: areas a city chooser does not offer, except
 * the listed municipal codes. The list (GAP-032): the regions that are a single city, offered as
 * that city rather than by their districts — the four municipalities (北京 010000, 上海 020000,
 * 天津 050000, 重庆 060000) and the two special administrative regions (香港 330000, 澳门
 * 340000). Only 台湾 (350000) of this project's regions falls in the range unlisted; 国外 has no
 * region here.
 */
export const CITY_CHOOSER_EXCLUDED_RANGE = { from: 330000, to: 360000 } as const;
export const CITY_CHOOSER_MUNICIPAL_CODES: readonly string[] = [
  '010000',
  '020000',
  '050000',
  '060000',
  '330000',
  '340000',
];

/** Whether a city chooser leaves out the region of an area code (VAL-008). */
export function cityChooserExcludes(legacyCode: string): boolean {
  const n = Number(legacyCode);
  if (!/^\d{6}$/.test(legacyCode) || CITY_CHOOSER_MUNICIPAL_CODES.includes(legacyCode)) return false;
  return n >= CITY_CHOOSER_EXCLUDED_RANGE.from && n <= CITY_CHOOSER_EXCLUDED_RANGE.to;
}

/** A region chooser offers provinces and their cities; a city chooser offers cities (VAL-008). */
export type RegionChooser = 'region' | 'city';

/**
 * DD_REGION as a tree of TreeOption. Provinces carry their GB/T 2260 code as id; a city's id is
 * its province's code and its place in the province (330000-01). In a city chooser, a province
 * whose area code VAL-008 excludes is hidden with its cities, and a municipal region's districts
 * are hidden (the region itself is the city).
 */
export function regionOptionTree(chooser: RegionChooser): TreeOption[] {
  return (BUILT[chooser] ??= buildRegionTree(chooser));
}

/** The trees are static data: built once per chooser, on first use. */
const BUILT: Partial<Record<RegionChooser, TreeOption[]>> = {};

function buildRegionTree(chooser: RegionChooser): TreeOption[] {
  return REGION_ROWS.map(([code, province, cities]) => {
    const legacy = LEGACY_AREA_CODE[province] ?? '';
    const excluded = chooser === 'city' && cityChooserExcludes(legacy);
    const municipal = chooser === 'city' && CITY_CHOOSER_MUNICIPAL_CODES.includes(legacy);
    return {
      value: province,
      label: province,
      id: code,
      parent: null,
      level: 1,
      status: TREE_OPTION_STATUS.enabled,
      hidden: excluded,
      children: cities.map((city, i) => ({
        value: city,
        label: city,
        id: `${code}-${String(i + 1).padStart(2, '0')}`,
        parent: code,
        level: 2,
        status: TREE_OPTION_STATUS.enabled,
        hidden: excluded || municipal,
        children: [],
      })),
    };
  });
}
