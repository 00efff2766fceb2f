// What an edit changes besides itself (D2 §4): type and dictionary changes reset settings,
// deleting or disabling maintains the display rules, reordering renumbers listIndex
// (DES-007, DES-016, DES-105..123, DESERR-019/020).
import {
  CHECK_TYPE,
  COL_FORM,
  DATE_CHECK_TYPES,
  DICT_SORT,
  DICTIONARY_TYPE,
  ENABLE_STATUS,
  INPUT_TYPE,
  type DictionaryType,
  type InputType,
} from '../codes/resume-design';
import { DESIGN_MESSAGE as M } from './messages';
import { canDeleteModule, enableSwitchLocked } from './module-rules';
import { newField, type DesignField, type DesignModule, type ShowRule } from './model';

// ---- Field settings -----------------------------------------------------------------------------

/** DES-112/113: a new input type resets the settings, keeps titles and identity, turns auto-fill off. */
export function changeInputType(field: DesignField, inputType: InputType): DesignField {
  if (field.inputType === inputType) return field;
  const base = newField({
    colId: field.colId,
    modId: field.modId,
    inputType,
    cname: field.cname,
    ename: field.ename,
    colForm: field.colForm,
    colName: field.colName,
    isBelongEn: field.isBelongEn,
  });
  return {
    ...base,
    status: field.status,
    rejectReason: field.rejectReason,
    listIndex: field.listIndex,
    isPublished: field.isPublished,
    deleteStatus: field.deleteStatus,
    isUse51ResumeFill: false,
  };
}

/**
 * DES-114: a new dictionary type clears the system table name, the member dictionary and the
 * entered data (and so the custom order, DES-115). DESERR-019: custom and member dictionaries
 * turn auto-fill off.
 */
export function changeDictType(field: DesignField, dictType: DictionaryType): DesignField {
  if (field.dictType === dictType) return field;
  const custom = dictType === DICTIONARY_TYPE.custom || dictType === DICTIONARY_TYPE.memberCustom;
  return {
    ...field,
    dictType,
    systemDdTableName: '',
    customerDictId: null,
    dictData: [],
    dictLogicRankType: DICT_SORT.alphabetical,
    dictLogicRank: [],
    isUse51ResumeFill: custom ? false : field.isUse51ResumeFill,
  };
}

/** DESERR-020: renaming a field turns auto-fill off. */
export function renameField(field: DesignField, cname: string): DesignField {
  if (cname === field.cname) return field;
  return { ...field, cname, isUse51ResumeFill: false };
}

/** DES-118 / GAP-055: a date field keeps only 5 or 105; any other check type becomes 0 (none). */
export function normalizeDateCheckType(field: DesignField): DesignField {
  if (field.inputType !== INPUT_TYPE.date) return field;
  return (DATE_CHECK_TYPES as readonly number[]).includes(field.checkType)
    ? field
    : { ...field, checkType: CHECK_TYPE.none };
}

/** DES-117 / AMB-050: apply the module's language to all its fields (the bulk popover). */
export function applyModuleLanguageToFields(module: DesignModule): DesignModule {
  return { ...module, ecolumns: module.ecolumns.map((c) => ({ ...c, isBelongEn: module.isBelongEn })) };
}

// ---- Display-rule maintenance --------------------------------------------------------------------

const sameField = (path: readonly string[], modId: string, colId: string) =>
  path[0] === modId && path[1] === colId;

function pruneRules(
  rules: readonly ShowRule[],
  keepCondition: (f: readonly string[]) => boolean,
  dropTarget: (t: string) => boolean,
): ShowRule[] {
  const out: ShowRule[] = [];
  for (const r of rules) {
    const conditions = r.conditions.filter((c) => keepCondition(c.field));
    const target = (r.target ?? []).filter((t) => !dropTarget(t));
    // DES-120/121: rules left with no conditions or no targets are dropped.
    if (conditions.length === 0 || target.length === 0) continue;
    out.push({ ...r, conditions, target });
  }
  return out;
}

/** DES-119..121 / AMB-051: a field disappears from every rule's conditions and targets. */
export function removeFieldFromRules(
  modules: readonly DesignModule[],
  modId: string,
  colId: string,
): DesignModule[] {
  return modules.map((m) => ({
    ...m,
    emodulesShowSets: pruneRules(
      m.emodulesShowSets,
      (f) => !sameField(f, modId, colId),
      () => false,
    ),
    ecolumnsShowSets: pruneRules(
      m.ecolumnsShowSets,
      (f) => !sameField(f, modId, colId),
      (t) => m.modId === modId && t === colId,
    ),
  }));
}

/** DES-107: a module (disabled or deleted) disappears from every rule; its own rules go. */
export function removeModuleFromRules(modules: readonly DesignModule[], modId: string): DesignModule[] {
  return modules.map((m) => {
    if (m.modId === modId) return { ...m, emodulesShowSets: [], ecolumnsShowSets: [] };
    return {
      ...m,
      emodulesShowSets: pruneRules(
        m.emodulesShowSets,
        (f) => f[0] !== modId,
        (t) => t === modId,
      ),
      ecolumnsShowSets: pruneRules(
        m.ecolumnsShowSets,
        (f) => f[0] !== modId,
        () => false,
      ),
    };
  });
}

function allRules(
  modules: readonly DesignModule[],
): { owner: DesignModule; rule: ShowRule; kind: 'module' | 'field' }[] {
  return modules.flatMap((m) => [
    ...m.emodulesShowSets.map((rule) => ({ owner: m, rule, kind: 'module' as const })),
    ...m.ecolumnsShowSets.map((rule) => ({ owner: m, rule, kind: 'field' as const })),
  ]);
}

/** DESERR-013: whether a field is used by a display rule (condition or target). */
export function fieldHasLinkage(modules: readonly DesignModule[], modId: string, colId: string): boolean {
  return allRules(modules).some(
    ({ owner, rule, kind }) =>
      rule.conditions.some((c) => sameField(c.field, modId, colId)) ||
      (kind === 'field' && owner.modId === modId && (rule.target ?? []).includes(colId)),
  );
}

/** DESERR-015: whether a module or its fields take part in a display rule. */
export function moduleHasLinkage(modules: readonly DesignModule[], modId: string): boolean {
  return allRules(modules).some(
    ({ owner, rule, kind }) =>
      owner.modId === modId ||
      rule.conditions.some((c) => c.field[0] === modId) ||
      (kind === 'module' && (rule.target ?? []).includes(modId)),
  );
}

// ---- Structural edits ---------------------------------------------------------------------------

function renumber<T extends { listIndex: number }>(list: readonly T[]): T[] {
  return list.map((x, i) => ({ ...x, listIndex: i }));
}

/** DES-007 / DES-016: move one entry and renumber listIndex 0..n-1 in the new order. */
export function reorder<T extends { listIndex: number }>(list: readonly T[], from: number, to: number): T[] {
  const sorted = [...list].sort((a, b) => a.listIndex - b.listIndex);
  if (from < 0 || from >= sorted.length || to < 0 || to >= sorted.length) return renumber(sorted);
  const [moved] = sorted.splice(from, 1);
  sorted.splice(to, 0, moved as T);
  return renumber(sorted);
}

/** DES-123: adding a field appends it and clears the module's empty-module rejection. */
export function addFieldToModule(module: DesignModule, field: DesignField): DesignModule {
  const next = Math.max(-1, ...module.ecolumns.map((c) => c.listIndex)) + 1;
  return {
    ...module,
    ecolumns: [...module.ecolumns, { ...field, modId: module.modId, listIndex: next }],
    rejectReason: module.rejectReason === M.emptyModule ? '' : module.rejectReason,
  };
}

/**
 * Deleting a field (DES-038, DES-119..122): a published field is sent with deleteStatus 1, a
 * never-published one simply disappears; every rule forgets it. A deleted preset field is
 * offered again because `availablePresets` only looks at live fields.
 */
export function deleteField(modules: readonly DesignModule[], modId: string, colId: string): DesignModule[] {
  const next = modules.map((m) => {
    if (m.modId !== modId) return m;
    const ecolumns = m.ecolumns.flatMap((c) => {
      if (c.colId !== colId) return [c];
      return c.isPublished === 1 ? [{ ...c, deleteStatus: 1 as const }] : [];
    });
    return { ...m, ecolumns };
  });
  return removeFieldFromRules(next, modId, colId);
}

/** DES-111 / DES-107: delete a custom module; null when its form may not be deleted. */
export function deleteModule(modules: readonly DesignModule[], modId: string): DesignModule[] | null {
  const target = modules.find((m) => m.modId === modId);
  if (!target || !canDeleteModule(target)) return null;
  const next = modules.flatMap((m) => {
    if (m.modId !== modId) return [m];
    return m.isPublished === 1 ? [{ ...m, deleteStatus: 1 as const }] : [];
  });
  return removeModuleFromRules(next, modId);
}

/** DES-101..107: enable or disable; disabling clears the module's linkage. null: switch locked. */
export function setModuleEnabled(
  modules: readonly DesignModule[],
  modId: string,
  enabled: boolean,
): DesignModule[] | null {
  const target = modules.find((m) => m.modId === modId);
  if (!target || enableSwitchLocked(target)) return null;
  const status = enabled ? ENABLE_STATUS.start : ENABLE_STATUS.stop;
  const next = modules.map((m) => (m.modId === modId ? { ...m, enableStatus: status } : m));
  return enabled ? next : removeModuleFromRules(next, modId);
}

/** DES-103: a stopped module takes no new fields. */
export function canAddFields(module: Pick<DesignModule, 'enableStatus'>): boolean {
  return module.enableStatus === ENABLE_STATUS.start;
}

/** DES-122: the preset fields not (or no longer) in the module. */
export function availablePresets<P extends { colId: string }>(
  catalogue: readonly P[],
  module: DesignModule,
): P[] {
  const used = new Set(module.ecolumns.filter((c) => c.deleteStatus !== 1).map((c) => c.colId));
  return catalogue.filter((p) => !used.has(p.colId));
}

/** Fields whose colForm is fixed or preset keep their identity (type changes refused). */
export function typeChangeAllowed(field: Pick<DesignField, 'colForm'>): boolean {
  return field.colForm === COL_FORM.custom;
}
