// The typed resume design model (D2 §3; DES-032..069): modules (emodule) with their fields
// (ecolumn), choice lists, display rules, the latest task and the save result. Attribute names
// are the spec's own. The zod schemas of the wire live in contracts/resume-design.ts and are
// checked against these interfaces there.
import type { DisplayRuleWire } from '../conditions/display-rule';
import {
  BELONG_EN,
  CHECK_TYPE,
  COL_FORM,
  DELETE_STATUS,
  DESIGN_LIMITS,
  DICT_SORT,
  DICTIONARY_TYPE,
  ENABLE_STATUS,
  FIELD_STATUS,
  INPUT_TYPE,
  INPUT_TYPE_LABEL,
  MOD_FORM,
  MOD_TYPE,
  levelsOfInputType,
  type BelongEn,
  type CertType,
  type CheckStatus,
  type CheckType,
  type ColForm,
  type DictionaryType,
  type DictSort,
  type EnableStatus,
  type FieldStatus,
  type InputType,
  type ModForm,
  type ModType,
} from '../codes/resume-design';

/** A choice-list node (DES-058): name, value and child items. */
export interface DictItem {
  name: string;
  value: string;
  items?: DictItem[];
}

/** A display rule as the designer stores it (D2 §3, COND-056..066) with a stable id. */
export interface ShowRule extends DisplayRuleWire {
  id: string;
}

export type ZeroOne = 0 | 1;

/** A field (ecolumn, DES-039). */
export interface DesignField {
  /** Custom fields: field_… (DES-040); fixed and preset fields: their catalogue code. */
  colId: string;
  /** Internal column name (the catalogue code, or colId for custom fields). */
  colName: string;
  colForm: ColForm;
  modId: string;
  cname: string;
  ename: string;
  memo: string;
  isMustUsed: ZeroOne;
  inputType: InputType;
  inputTypeName: string;
  /** GAP-055: a cleared check type is 0 (none). */
  checkType: CheckType;
  certType: CertType[];
  /** Character limit; null while blank (custom fields get the blank default on save). */
  inputLen: number | null;
  /** MB, 0..9 (DES-045). */
  minFileSize: number;
  dictType: DictionaryType;
  dictData: DictItem[];
  /** Trimmed and upper-cased (DES-046). */
  systemDdTableName: string;
  customerDictId: string | null;
  dictLevel: 1 | 2 | 3 | null;
  drop1MultiMin: number | null;
  /** null: unlimited (AMB-039). */
  drop1MultiMax: number | null;
  dictLogicRankType: DictSort;
  /** Values in the custom order (dictLogicRankType 2). */
  dictLogicRank: string[];
  isUse51ResumeFill: boolean;
  existMatchColId: string | null;
  /** AMB-050: the field language flag the module's bulk popover sets (same meaning as isBelongEn). */
  isBelongEn: BelongEn;
  status: FieldStatus;
  rejectReason: string;
  listIndex: number;
  isPublished: ZeroOne;
  deleteStatus: ZeroOne;
}

/** Client-only flags (DES-051): never sent to the server. */
export interface ClientFieldFlags {
  new?: boolean;
  active?: boolean;
}

/** A module (emodule, DES-032). */
export interface DesignModule {
  modId: string;
  modName: string;
  modType: ModType;
  modForm: ModForm;
  cname: string;
  ename: string;
  memo: string;
  enableStatus: EnableStatus;
  isBelongEn: BelongEn;
  recordCount: number | null;
  minCount: number;
  maxCount: number;
  ecolumns: DesignField[];
  /** Rules deciding whether this module shows (targets are module ids, showIdType 0). */
  emodulesShowSets: ShowRule[];
  /** Rules showing fields of this module (targets are column ids, showIdType 1). */
  ecolumnsShowSets: ShowRule[];
  rejectReason: string;
  listIndex: number;
  isPublished: ZeroOne;
  deleteStatus: ZeroOne;
  /** Remaining-count info: one-to-one modules, fields still allowed per quota group (GAP-003). */
  remainCounts?: Record<string, number>;
  /** GAP-059: a fixed module whose titles may be edited. */
  titleEditable?: boolean;
}

/** Modules still allowed (DESVAL-027..030). */
export interface RemainingCounts {
  single: number;
  multi: number;
}

/** A whole design: the online version or a draft. */
export interface Design {
  emodules: DesignModule[];
  remainingCounts: RemainingCounts;
}

/** The latest task (DES-064). */
export interface LatestTask {
  status: CheckStatus;
  taskId: string;
  isRead: boolean;
}

/** The save result (DES-065/066). */
export interface ColumnSaveFail {
  ecolumnsColId: string;
  ecolumnsErrorMsg: string;
}
export interface ModuleSaveFail {
  emodulesModId: string;
  emodulesErrorMsg: string;
  ecolumns: ColumnSaveFail[];
}
export interface SaveResult {
  isSuccess: boolean;
  emoduleSaveFails: ModuleSaveFail[];
  reason: string;
}

// ---- Defaults and factories ------------------------------------------------------------------

/** DES-044 / AMB-033 / AMB-034: the initial character limit of a new field of a type. */
export function defaultInputLen(inputType: InputType): number | null {
  if (inputType === INPUT_TYPE.text) return DESIGN_LIMITS.defaultTextLen;
  if (inputType === INPUT_TYPE.textarea) return DESIGN_LIMITS.defaultTextareaLen;
  if (inputType === INPUT_TYPE.number) return DESIGN_LIMITS.defaultNumberLen;
  if (inputType === INPUT_TYPE.association) return DESIGN_LIMITS.defaultTextLen;
  return null;
}

/** The default check type of a new field of a type (dates start as year-month-day). */
export function defaultCheckType(inputType: InputType): CheckType {
  if (inputType === INPUT_TYPE.date) return CHECK_TYPE.date;
  if (inputType === INPUT_TYPE.attachment) return CHECK_TYPE.document;
  if (inputType === INPUT_TYPE.number) return CHECK_TYPE.integer;
  return CHECK_TYPE.none;
}

export interface FieldSeed {
  colId: string;
  modId: string;
  inputType: InputType;
  cname?: string;
  ename?: string;
  colForm?: ColForm;
  colName?: string;
  isBelongEn?: BelongEn;
}

/** A field with every attribute at its default (DES-044..050). */
export function newField(seed: FieldSeed): DesignField {
  const levels = levelsOfInputType(seed.inputType);
  return {
    colId: seed.colId,
    colName: seed.colName ?? seed.colId,
    colForm: seed.colForm ?? COL_FORM.custom,
    modId: seed.modId,
    cname: seed.cname ?? '',
    ename: seed.ename ?? '',
    memo: '',
    isMustUsed: 0,
    inputType: seed.inputType,
    inputTypeName: INPUT_TYPE_LABEL[seed.inputType],
    checkType: defaultCheckType(seed.inputType),
    certType: [],
    inputLen: defaultInputLen(seed.inputType),
    minFileSize: 0,
    dictType: levels ? DICTIONARY_TYPE.custom : DICTIONARY_TYPE.none,
    dictData: [],
    systemDdTableName: '',
    customerDictId: null,
    dictLevel: levels,
    drop1MultiMin: seed.inputType === INPUT_TYPE.multiDropdown ? DESIGN_LIMITS.defaultMultiMin : null,
    drop1MultiMax: null,
    dictLogicRankType: DICT_SORT.alphabetical,
    dictLogicRank: [],
    isUse51ResumeFill: true,
    existMatchColId: null,
    isBelongEn: seed.isBelongEn ?? BELONG_EN.chinese,
    status: FIELD_STATUS.editing,
    rejectReason: '',
    listIndex: 0,
    isPublished: 0,
    deleteStatus: DELETE_STATUS.kept,
  };
}

/** DES-040: a new custom field id with the prefix field_, unique among `taken`. */
export function newCustomColId(taken: Iterable<string>, random: () => number = Math.random): string {
  const used = new Set(taken);
  for (;;) {
    const id =
      'field_' +
      Math.floor(random() * 36 ** 8)
        .toString(36)
        .padStart(8, '0');
    if (!used.has(id)) return id;
  }
}

/** A new custom module id (prefix mod_), unique among `taken`. */
export function newCustomModId(taken: Iterable<string>, random: () => number = Math.random): string {
  const used = new Set(taken);
  for (;;) {
    const id =
      'mod_' +
      Math.floor(random() * 36 ** 8)
        .toString(36)
        .padStart(8, '0');
    if (!used.has(id)) return id;
  }
}

export interface ModuleSeed {
  modId: string;
  modType: ModType;
  cname?: string;
  ename?: string;
  modForm?: ModForm;
  isBelongEn?: BelongEn;
}

/** A module with every attribute at its default (DESVAL-015: maxCount 15). */
export function newModule(seed: ModuleSeed): DesignModule {
  return {
    modId: seed.modId,
    modName: seed.modId,
    modType: seed.modType,
    modForm: seed.modForm ?? MOD_FORM.custom,
    cname: seed.cname ?? '',
    ename: seed.ename ?? '',
    memo: '',
    enableStatus: ENABLE_STATUS.start,
    isBelongEn: seed.isBelongEn ?? BELONG_EN.chinese,
    // GAP-060: counts apply to multi-section modules; a one-to-one module is always one entry.
    recordCount: 1,
    minCount: seed.modType === MOD_TYPE.single ? 1 : 0,
    maxCount: seed.modType === MOD_TYPE.single ? 1 : DESIGN_LIMITS.defaultMaxCount,
    ecolumns: [],
    emodulesShowSets: [],
    ecolumnsShowSets: [],
    rejectReason: '',
    listIndex: 0,
    isPublished: 0,
    deleteStatus: DELETE_STATUS.kept,
  };
}

/** DES-051: drops the client-only flags before a field goes to the server. */
export function stripClientFlags<T extends DesignField>(field: T & ClientFieldFlags): DesignField {
  const { new: _new, active: _active, ...rest } = field;
  void _new;
  void _active;
  return rest;
}

/** Modules and fields in listIndex order, deleted ones left out (DES-006). */
export function liveModules(modules: readonly DesignModule[]): DesignModule[] {
  return modules.filter((m) => m.deleteStatus !== 1).sort((a, b) => a.listIndex - b.listIndex);
}
export function liveFields(module: DesignModule): DesignField[] {
  return module.ecolumns.filter((c) => c.deleteStatus !== 1).sort((a, b) => a.listIndex - b.listIndex);
}

/** The title a module or field shows (DES-036, AMB-001): English for English modules. */
export function shownTitle(x: { cname: string; ename: string; isBelongEn: BelongEn }): string {
  return x.isBelongEn === BELONG_EN.english ? x.ename || x.cname : x.cname;
}

/** DES-008: a module without a name is listed as 标题待补充. */
export const UNNAMED_MODULE = '标题待补充';
export function moduleListLabel(m: DesignModule): string {
  const t = shownTitle(m).trim();
  return t === '' ? UNNAMED_MODULE : t;
}
