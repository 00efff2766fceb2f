// The tenant's online resume design as smart-rule modules (issue 3 §3, issue 4): every live,
// enabled module of the design becomes a module of the smart-rule catalogue, so conditions name
// design fields as ['jobs', modId, colId] — the same (module name, column name) pairs the
// designer's related-rules query and auto-disable use. Pure; the server reads the design.
//
// Decisions (reported as AMB/GAP in the report):
// - Field types follow the display rules' mapping (conditions/display-rule.ts
//   INPUT_TYPE_FIELD_TYPE, SEMANTICS.md §8): single/multi-line text and association → text (3),
//   number → number (1), date → date (2), dropdown → select (4), multi-dropdown → multi-select
//   (5), two/three-level dropdowns → cascade (11). Attachments (5) are left out.
// - A module switched off (enableStatus 0) or deleted is left out: the designer disables the
//   rules using it, and candidates do not fill it.
// - Dropdown options are the field's choice list: a system dictionary by its table name
//   (getSystemDictionary), a member dictionary by the server's lookup, else the field's own
//   dictData; sorted as the candidate sees them.
// - A built-in module key (basic, apply, …) is never replaced by a design module.
import type { OptionNode } from '../conditions/fields';
import { FIELD_TYPE, type FieldType } from '../conditions/operators';
import { PATH_SEPARATOR, shanghaiDayStart } from '../conditions/values';
import { ENABLE_STATUS, INPUT_TYPE, isSingleModule, usesDictionary } from '../codes/resume-design';
import { getSystemDictionary } from '../dictionaries/system';
import { optionsOf, type DictionaryLookup } from '../resume-design/form-options';
import { isAttachmentAnswer, isCertificateAnswer, type SectionAnswers } from '../resume-design/form-answers';
import {
  liveFields,
  liveModules,
  type DesignField,
  type DesignModule,
  type DictItem,
} from '../resume-design/model';
import { BUILTIN_SMART_MODULES, type SmartColumnDef, type SmartModuleDef } from './fields';

/** Resume input type → smart-rule field type; undefined: not usable in rules (attachments). */
export function designFieldType(inputType: number): FieldType | undefined {
  switch (Number(inputType)) {
    case INPUT_TYPE.text:
    case INPUT_TYPE.association:
    case INPUT_TYPE.textarea:
      return FIELD_TYPE.text;
    case INPUT_TYPE.number:
      return FIELD_TYPE.number;
    case INPUT_TYPE.date:
      return FIELD_TYPE.date;
    case INPUT_TYPE.dropdown:
      return FIELD_TYPE.select;
    case INPUT_TYPE.multiDropdown:
      return FIELD_TYPE.multiSelect;
    case INPUT_TYPE.twoLevel:
    case INPUT_TYPE.threeLevel:
      return FIELD_TYPE.cascade;
    default:
      return undefined;
  }
}

function toOptionNodes(items: readonly DictItem[]): OptionNode[] {
  return items.map((item) => {
    const node: OptionNode = { value: item.value, name: item.name };
    if (item.items?.length) node.items = toOptionNodes(item.items);
    return node;
  });
}

/** System dictionaries from the shipped tables; member dictionaries from `lookup` when given. */
function withSystemDictionaries(lookup: DictionaryLookup): DictionaryLookup {
  return {
    system: lookup.system ?? ((name) => getSystemDictionary(name)?.items),
    ...(lookup.member ? { member: lookup.member } : {}),
  };
}

function columnOf(field: DesignField, lookup: DictionaryLookup): SmartColumnDef | undefined {
  const fieldType = designFieldType(field.inputType);
  if (fieldType === undefined) return undefined;
  const col: SmartColumnDef = {
    key: field.colId,
    label: field.cname.trim() || field.ename.trim() || field.colId,
    fieldType,
    inputType: Number(field.inputType),
    dictType: Number(field.dictType),
  };
  if (field.customerDictId !== null && field.customerDictId !== undefined && field.customerDictId !== '')
    col.customerDictId = field.customerDictId;
  if (usesDictionary(field.inputType)) col.options = toOptionNodes(optionsOf(field, lookup) ?? []);
  return col;
}

/**
 * The design's modules as smart-rule modules: module key = modId, label = cname, repeatable =
 * multi-section (modType 2); column key = colId. Built-in module keys and modules without a
 * usable field are left out.
 */
export function designSmartModules(
  modules: readonly DesignModule[],
  lookup: DictionaryLookup = {},
): SmartModuleDef[] {
  const dicts = withSystemDictionaries(lookup);
  const builtin = new Set(BUILTIN_SMART_MODULES.map((m) => m.key));
  const out: SmartModuleDef[] = [];
  const seen = new Set<string>();
  for (const mod of liveModules(modules)) {
    if (Number(mod.enableStatus) === ENABLE_STATUS.stop) continue;
    if (builtin.has(mod.modId) || seen.has(mod.modId)) continue;
    seen.add(mod.modId);
    const columns: SmartColumnDef[] = [];
    const seenCols = new Set<string>();
    for (const field of liveFields(mod)) {
      if (seenCols.has(field.colId)) continue;
      const col = columnOf(field, dicts);
      if (!col) continue;
      seenCols.add(field.colId);
      columns.push(col);
    }
    if (columns.length === 0) continue;
    const def: SmartModuleDef = {
      key: mod.modId,
      label: mod.cname.trim() || mod.ename.trim() || mod.modId,
      columns,
    };
    if (!isSingleModule(mod.modType)) def.repeatable = true;
    out.push(def);
  }
  return out;
}

// ---- answers → record values ------------------------------------------------------------------

const DAY = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/**
 * A date answer (YYYY-MM-DD, or YYYY-MM for check type 105) → the first millisecond of that day
 * (of the month's first day) in Shanghai; undefined when unreadable.
 */
export function designDateToTimestamp(text: string): number | undefined {
  const m = DAY.exec(text.trim());
  if (!m) return undefined;
  const month = Number(m[2]);
  const day = m[3] === undefined ? 1 : Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const utc = Date.UTC(Number(m[1]), month - 1, day);
  return Number.isFinite(utc) ? shanghaiDayStart(Math.round(utc / 86_400_000)) : undefined;
}

/**
 * One stored answer as the condition engine reads the column's type (SEMANTICS.md §2, §8):
 * text as is (a certificate: its number), numbers as typed (numeric text reads as a number),
 * dates as Shanghai day-start timestamps, a dropdown's chosen value, a multi-dropdown's values,
 * a two/three-level dropdown's path of values joined by '$' (so 属于任一 a province covers its
 * cities, and 等于 compares the whole path). Anything else: undefined (no value).
 */
export function designAnswerValue(fieldType: FieldType, raw: unknown): unknown {
  if (raw === null || raw === undefined) return undefined;
  if (isAttachmentAnswer(raw)) return undefined;
  if (isCertificateAnswer(raw)) return fieldType === FIELD_TYPE.text ? raw.number : undefined;
  if (typeof raw === 'object' && !Array.isArray(raw)) return undefined;
  const list = Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : undefined;
  switch (fieldType) {
    case FIELD_TYPE.date: {
      const text = list ? (list.length === 1 ? list[0] : undefined) : raw;
      return typeof text === 'string'
        ? designDateToTimestamp(text)
        : typeof text === 'number'
          ? text
          : undefined;
    }
    case FIELD_TYPE.cascade:
      if (list) return list.length > 0 ? list.join(PATH_SEPARATOR) : undefined;
      return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
    case FIELD_TYPE.multiSelect:
      if (list) return list;
      return typeof raw === 'string' ? [raw] : undefined;
    default:
      return list ?? raw;
  }
}

/** One section of answers → the record's section: the module's columns, converted. */
export function designSectionRecord(
  mod: SmartModuleDef,
  section: SectionAnswers | Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!section || typeof section !== 'object' || Array.isArray(section)) return out;
  for (const col of mod.columns) {
    if (!Object.prototype.hasOwnProperty.call(section, col.key)) continue;
    const value = designAnswerValue(col.fieldType, (section as Record<string, unknown>)[col.key]);
    if (value !== undefined) out[col.key] = value;
  }
  return out;
}

/**
 * A design module's stored answers (answers_json[modId]: a list of sections; an object is read as
 * one section) → the record's module: a one-to-one module its first section, a repeatable module
 * every section. Undefined when the answers hold nothing for the module.
 */
export function designModuleRecord(mod: SmartModuleDef, stored: unknown): unknown {
  if (stored === undefined || stored === null) return undefined;
  const sections: unknown[] = Array.isArray(stored) ? stored : [stored];
  const read = (s: unknown) =>
    designSectionRecord(
      mod,
      typeof s === 'object' && s !== null && !Array.isArray(s) ? (s as SectionAnswers) : null,
    );
  if (mod.repeatable) return sections.map(read);
  return read(sections[0]);
}
