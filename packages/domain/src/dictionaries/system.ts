// The system dictionaries shipped with the project (D2 §3, §7; DES-058/059, DESCONST-016/023):
// trees of { name, value, items } addressed by their key (the field's systemDdTableName,
// upper-cased, DES-046). Items' values are their names: the names are the national standard
// wordings, stable across data versions, and are what candidates' answers, display rules and
// talent filters compare.
import { DESIGN_LIMITS, DIC_CATEGORY, DICT_DATA_VERSION } from '../codes/resume-design';
import type { DictItem } from '../resume-design/model';
import {
  DEGREES,
  ETHNICITIES,
  GENDERS,
  HEALTH_STATUSES,
  LANGUAGE_CERTIFICATE_ROWS,
  MAJOR_CATEGORY_ROWS,
  NATIONALITIES,
  POLITICAL_STATUSES,
} from './data/basic';
import { REGION_ROWS } from './data/regions';
import { SCHOOL_ROWS, type SchoolTier } from './data/schools';

export const SYSTEM_DICT_KEY = {
  degree: 'DD_DEGREE',
  gender: 'DD_GENDER',
  nationality: 'DD_NATIONALITY',
  ethnicity: 'DD_ETHNICITY',
  politicalStatus: 'DD_POLITICAL_STATUS',
  health: 'DD_HEALTH',
  region: 'DD_REGION',
  school: 'DD_SCHOOL',
  majorCategory: 'DD_MAJOR_CATEGORY',
  languageCertificate: 'DD_LANGUAGE_CERTIFICATE',
} as const;
export type SystemDictKey = (typeof SYSTEM_DICT_KEY)[keyof typeof SYSTEM_DICT_KEY];

export interface SystemDictionary {
  dicKey: SystemDictKey;
  dicName: string;
  /** Levels of the tree (the list entry's dicType). */
  dictLevel: 1 | 2 | 3;
  version: string;
  items: DictItem[];
}

const flat = (names: readonly string[]): DictItem[] => names.map((name) => ({ name, value: name }));
const tree = (rows: ReadonlyArray<readonly [string, readonly string[]]>): DictItem[] =>
  rows.map(([name, children]) => ({ name, value: name, items: flat(children) }));

export interface SchoolInfo {
  name: string;
  tier: SchoolTier;
  province: string;
  is985: boolean;
  is211: boolean;
  isDoubleFirstClass: boolean;
}

/** Every school with its 985 / 211 / 双一流 flags (tiers nest). */
export const SCHOOLS: readonly SchoolInfo[] = SCHOOL_ROWS.map(([name, tier, province]) => ({
  name,
  tier,
  province,
  is985: tier === '985',
  is211: tier === '985' || tier === '211',
  isDoubleFirstClass: tier === '985' || tier === '211' || tier === '双一流',
}));

const SCHOOL_BY_NAME = new Map(SCHOOLS.map((s) => [s.name, s]));
export function schoolInfo(name: string): SchoolInfo | undefined {
  return SCHOOL_BY_NAME.get(name.trim());
}

const DICTS: readonly SystemDictionary[] = [
  { dicKey: 'DD_DEGREE', dicName: '学历', dictLevel: 1, version: DICT_DATA_VERSION, items: flat(DEGREES) },
  { dicKey: 'DD_GENDER', dicName: '性别', dictLevel: 1, version: DICT_DATA_VERSION, items: flat(GENDERS) },
  {
    dicKey: 'DD_NATIONALITY',
    dicName: '国籍',
    dictLevel: 1,
    version: DICT_DATA_VERSION,
    items: flat(NATIONALITIES),
  },
  {
    dicKey: 'DD_ETHNICITY',
    dicName: '民族',
    dictLevel: 1,
    version: DICT_DATA_VERSION,
    items: flat(ETHNICITIES),
  },
  {
    dicKey: 'DD_POLITICAL_STATUS',
    dicName: '政治面貌',
    dictLevel: 1,
    version: DICT_DATA_VERSION,
    items: flat(POLITICAL_STATUSES),
  },
  {
    dicKey: 'DD_HEALTH',
    dicName: '健康状况',
    dictLevel: 1,
    version: DICT_DATA_VERSION,
    items: flat(HEALTH_STATUSES),
  },
  {
    dicKey: 'DD_REGION',
    dicName: '地区（省/市）',
    dictLevel: 2,
    version: DICT_DATA_VERSION,
    items: tree(REGION_ROWS.map(([, province, cities]) => [province, cities] as const)),
  },
  {
    dicKey: 'DD_SCHOOL',
    dicName: '学校',
    dictLevel: 1,
    version: DICT_DATA_VERSION,
    items: flat(SCHOOLS.map((s) => s.name)),
  },
  {
    dicKey: 'DD_MAJOR_CATEGORY',
    dicName: '专业类别',
    dictLevel: 2,
    version: DICT_DATA_VERSION,
    items: tree(MAJOR_CATEGORY_ROWS),
  },
  {
    dicKey: 'DD_LANGUAGE_CERTIFICATE',
    dicName: '语言证书',
    dictLevel: 2,
    version: DICT_DATA_VERSION,
    items: tree(LANGUAGE_CERTIFICATE_ROWS),
  },
];

const BY_KEY = new Map<string, SystemDictionary>(DICTS.map((d) => [d.dicKey, d]));

/** The system dictionary of a key (trimmed, upper-cased first, DES-046). */
export function getSystemDictionary(key: string | null | undefined): SystemDictionary | undefined {
  return BY_KEY.get((key ?? '').trim().toUpperCase());
}

export function systemDictionaries(): readonly SystemDictionary[] {
  return DICTS;
}

export interface DictEntry {
  dicKey: string;
  dicName: string;
  dicCategory: 1 | 2;
  dicType: number;
  checkStatus: number;
  version: string;
}

/** A page of list entries (DES-059, DESCONST-016: pages of 20 from pageIndex 1). */
export function pageEntries<T>(
  rows: readonly T[],
  pageIndex = 1,
  pageSize: number = DESIGN_LIMITS.dictPageSize,
): { total: number; pageIndex: number; pageSize: number; rows: T[] } {
  const start = (Math.max(1, pageIndex) - 1) * pageSize;
  return { total: rows.length, pageIndex, pageSize, rows: rows.slice(start, start + pageSize) };
}

/** The system dictionary list entries whose name or key contains the keyword. */
export function systemDictEntries(keyword = ''): DictEntry[] {
  const k = keyword.trim().toLowerCase();
  return DICTS.filter((d) => k === '' || d.dicName.includes(k) || d.dicKey.toLowerCase().includes(k)).map(
    (d) => ({
      dicKey: d.dicKey,
      dicName: d.dicName,
      dicCategory: DIC_CATEGORY.system,
      dicType: d.dictLevel,
      checkStatus: 1,
      version: d.version,
    }),
  );
}
