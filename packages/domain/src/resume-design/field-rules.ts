// Field rules (D2 §5; DESVAL-020, 031..060, 074..078, 083, GAP-051, GAP-063).
import {
  BELONG_EN,
  CHECK_TYPE,
  COL_FORM,
  DESIGN_LIMITS,
  INPUT_TYPE,
  type BelongEn,
} from '../codes/resume-design';
import { DESIGN_MESSAGE as M } from './messages';
import type { DesignField } from './model';
import { trimTitle } from './module-rules';

export interface Bounds {
  min: number;
  max: number;
}

/** DESVAL-055..058: fixed fields with their own character-limit ranges (by colId). */
export const FIXED_FIELD_LIMITS: Readonly<Record<string, Bounds>> = {
  /** name */
  CBA1: { min: 0, max: 200 },
  /** ID number */
  CBA4: { min: 0, max: 200 },
  /** email */
  CBA6: { min: 0, max: 200 },
  /** address */
  CBA7: { min: 0, max: 255 },
};

/**
 * The character-limit bounds of a field (DESVAL-050..058, AMB-038), or null when the type has
 * no character limit (GAP-063: date, attachment and the dropdowns; association counts as
 * single-line text).
 */
export function charLimitBounds(field: Pick<DesignField, 'colId' | 'colForm' | 'inputType'>): Bounds | null {
  const fixed = FIXED_FIELD_LIMITS[field.colId];
  if (fixed && field.colForm === COL_FORM.fixed) return fixed;
  const customMin = field.colForm === COL_FORM.custom ? 1 : 0;
  switch (field.inputType) {
    case INPUT_TYPE.text:
    case INPUT_TYPE.association:
      return { min: customMin, max: DESIGN_LIMITS.textLenMax };
    case INPUT_TYPE.number:
      return { min: 0, max: DESIGN_LIMITS.numberLenMax };
    case INPUT_TYPE.textarea:
      return { min: customMin, max: DESIGN_LIMITS.textareaLenMax };
    default:
      return null;
  }
}

/** DESVAL-047/048: the message for a typed limit, or null when it is a whole number in bounds. */
export function charLimitIssue(
  field: Pick<DesignField, 'colId' | 'colForm' | 'inputType'>,
  value: unknown,
): string | null {
  const bounds = charLimitBounds(field);
  if (!bounds) return null;
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < bounds.min || n > bounds.max) {
    return M.charLimitRange(bounds.min, bounds.max);
  }
  return null;
}

/** DESVAL-031/032 (AMB-033): custom text fields saved with a blank length get 50 / 400. */
export function blankLengthDefault(
  field: Pick<DesignField, 'colForm' | 'inputType' | 'inputLen'>,
): number | null {
  if (field.inputLen !== null && field.inputLen !== undefined) return field.inputLen;
  if (field.colForm !== COL_FORM.custom) return field.inputLen ?? null;
  if (field.inputType === INPUT_TYPE.text || field.inputType === INPUT_TYPE.association)
    return DESIGN_LIMITS.defaultTextLen;
  if (field.inputType === INPUT_TYPE.textarea) return DESIGN_LIMITS.blankTextareaLen;
  if (field.inputType === INPUT_TYPE.number) return DESIGN_LIMITS.defaultNumberLen;
  return null;
}

export interface FieldTitleIssues {
  cname?: string;
  ename?: string;
  memo?: string;
}

/** DESVAL-038..043: a field's titles against the other live fields of its module. */
export function fieldTitleIssues(
  field: Pick<DesignField, 'colId' | 'cname' | 'ename' | 'memo'>,
  siblings: readonly Pick<DesignField, 'colId' | 'cname' | 'ename' | 'deleteStatus'>[],
  moduleLanguage: BelongEn,
): FieldTitleIssues {
  const out: FieldTitleIssues = {};
  const cname = trimTitle(field.cname);
  const ename = trimTitle(field.ename);
  const peers = siblings.filter((s) => s.colId !== field.colId && s.deleteStatus !== 1);
  if (cname === '') out.cname = M.fieldCnameRequired;
  else if ([...cname].length > DESIGN_LIMITS.fieldTitleMax) out.cname = M.fieldTitleTooLong;
  else if (peers.some((p) => trimTitle(p.cname) === cname)) out.cname = M.fieldCnameDuplicate;
  if (ename === '') {
    if (moduleLanguage === BELONG_EN.english) out.ename = M.fieldEnameRequired;
  } else if ([...ename].length > DESIGN_LIMITS.fieldTitleMax) out.ename = M.fieldEnameTooLong;
  else if (peers.some((p) => trimTitle(p.ename).toLowerCase() === ename.toLowerCase()))
    out.ename = M.fieldEnameDuplicate;
  if ([...(field.memo ?? '')].length > DESIGN_LIMITS.fieldMemoMax) out.memo = M.fieldMemoTooLong;
  return out;
}

export interface AddFieldDraft {
  cname: string;
  inputType: number | null | undefined;
}

/**
 * DESVAL-044..046: the add-field dialog. The Chinese title must be unique across the module's
 * fields, the common-field catalogue and the fields pending in the dialog; a type is required;
 * an unsaved custom field blocks adding another.
 */
export function addFieldIssue(
  draft: AddFieldDraft,
  taken: { existing: readonly string[]; common: readonly string[]; pending: readonly string[] },
  hasUnsavedCustomField = false,
): string | null {
  if (hasUnsavedCustomField) return M.saveCustomFieldFirst;
  const cname = trimTitle(draft.cname);
  if (cname === '') return M.fieldCnameRequired;
  if ([...taken.existing, ...taken.common, ...taken.pending].some((t) => trimTitle(t) === cname))
    return M.addFieldDuplicate;
  if (draft.inputType === null || draft.inputType === undefined) return M.addFieldTypeRequired;
  return null;
}

/** DESVAL-076: 1..10, or null for unlimited (max only). */
export const MULTI_LIMIT_OPTIONS: readonly (number | null)[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null];

/** DESVAL-074..077 (AMB-039): multi-select limits of an input type 8 field. */
export function multiLimitIssue(
  field: Pick<DesignField, 'inputType' | 'drop1MultiMin' | 'drop1MultiMax'>,
): string | null {
  if (field.inputType !== INPUT_TYPE.multiDropdown) return null;
  const { drop1MultiMin: min, drop1MultiMax: max } = field;
  if (min === null || min === undefined) return M.multiLimitUnfilled;
  const inRange = (n: number) =>
    Number.isInteger(n) && n >= DESIGN_LIMITS.multiSelectMin && n <= DESIGN_LIMITS.multiSelectMax;
  if (!inRange(min) || (max !== null && max !== undefined && !inRange(max))) return M.multiLimitRange;
  if (max !== null && max !== undefined && min > max) return M.multiMinAboveMax;
  return null;
}

/** DESVAL-078: lowering the maximum below the minimum clears the minimum. */
export function setMultiMax<T extends Pick<DesignField, 'drop1MultiMin' | 'drop1MultiMax'>>(
  field: T,
  max: number | null,
): T {
  const clearMin = max !== null && field.drop1MultiMin !== null && field.drop1MultiMin > max;
  return { ...field, drop1MultiMax: max, drop1MultiMin: clearMin ? null : field.drop1MultiMin };
}

/** DESVAL-059 / DES-045: minimum file size 0..9 MB. */
export const MIN_FILE_SIZE_OPTIONS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
export function minFileSizeIssue(field: Pick<DesignField, 'inputType' | 'minFileSize'>): string | null {
  if (field.inputType !== INPUT_TYPE.attachment) return null;
  return MIN_FILE_SIZE_OPTIONS.includes(field.minFileSize) ? null : M.minFileSizeRange;
}

/** GAP-049: the check types each input type offers (first is the default). */
export const CHECK_TYPES_BY_INPUT: Readonly<Record<number, readonly number[]>> = {
  1: [0, 1, 2, 4, 7, 8, 9, 10, 11, 12],
  2: [2, 4],
  3: [0],
  4: [5, 105],
  5: [103, 101, 102, 104],
  6: [0],
  7: [0],
  8: [0],
  9: [0],
  10: [0],
};
/** Our text: a check type the input type does not offer. */
export const CHECK_TYPE_MISMATCH = '校验类型与字段类型不匹配';
export function checkTypeIssue(
  field: Pick<DesignField, 'inputType' | 'checkType' | 'certType'>,
): string | null {
  const allowed = CHECK_TYPES_BY_INPUT[field.inputType] ?? [0];
  if (!allowed.includes(field.checkType)) return CHECK_TYPE_MISMATCH;
  if (field.checkType === CHECK_TYPE.certificate && field.certType.length === 0) return '请选择证件类型';
  return null;
}

/**
 * DESVAL-083 / GAP-051: what is locked on fixed and preset fields. Exceptions: every fixed or
 * preset field may change its memo, its English title and (except the fixed education fields
 * CCA1/CCA2/CCA4 and the name CBA1) whether it is required.
 */
export interface LockedProperties {
  inputType: boolean;
  cname: boolean;
  isMustUsed: boolean;
  dictionary: boolean;
  checkType: boolean;
}
const ALWAYS_REQUIRED = new Set(['CBA1', 'CCA1', 'CCA2', 'CCA4']);
export function lockedProperties(field: Pick<DesignField, 'colForm' | 'colId'>): LockedProperties {
  if (field.colForm === COL_FORM.custom)
    return { inputType: false, cname: false, isMustUsed: false, dictionary: false, checkType: false };
  return {
    inputType: true,
    cname: field.colForm === COL_FORM.fixed,
    isMustUsed: ALWAYS_REQUIRED.has(field.colId),
    dictionary: true,
    checkType: true,
  };
}
