// A whole filled resume checked against a design version: the section counts of each module,
// and for every field the candidate can see, required, character limits, check types, choice
// lists, multi-select limits and files. Pure and deterministic: the candidate form shows these
// messages live and the server runs the same function on submit, keeping only the visible answers.
import { CHECK_TYPE, INPUT_TYPE } from '../codes/resume-design';
import { certTypesOf, checkAttachment, checkCertificate, checkDate, checkTextByType } from './check-types';
import {
  isAttachmentAnswer,
  isBlankAnswer,
  isCertificateAnswer,
  isCertificateField,
  normalizeAnswer,
  type AnswerValue,
  type ResumeAnswers,
  type SectionAnswers,
} from './form-answers';
import { answerLevelsOf, checkOptionPath, optionsOf, type DictionaryLookup } from './form-options';
import {
  compileDisplayRules,
  formModules,
  isFieldShown,
  isModuleShown,
  isMultiSection,
  sectionsOf,
  type FormVisibility,
} from './form-visibility';
import { defaultInputLen, liveFields, shownTitle, type DesignField, type DesignModule } from './model';

export const FORM_MESSAGE = {
  inputRequired: (label: string) => `请输入${label}`,
  selectRequired: (label: string) => `请选择${label}`,
  uploadRequired: (label: string) => `请上传${label}`,
  tooLong: (max: number) => `最多输入${max}个字符`,
  tooManyDigits: (max: number) => `最多输入${max}位数字`,
  notNumber: '请输入数字',
  invalidOption: '请选择有效的选项',
  incompleteOption: '请选择完整的选项',
  multiTooFew: (min: number) => `至少选择${min}项`,
  multiTooMany: (max: number) => `最多选择${max}项`,
  tooFewSections: (module: string, min: number) => `${module}至少填写${min}段`,
  tooManySections: (module: string, max: number) => `${module}最多填写${max}段`,
  wrongType: '填写内容格式不正确',
} as const;

/** One problem: a module's count (section and colId null) or one field of one section. */
export interface AnswerIssue {
  modId: string;
  /** 0-based section index, null for a module-level issue. */
  section: number | null;
  colId: string | null;
  message: string;
}

export interface FormValidation {
  issues: AnswerIssue[];
  /** The answers to store: visible modules and fields only, normalised (trimmed, blanks null). */
  answers: ResumeAnswers;
  visibility: FormVisibility;
}

export interface ValidateOptions {
  dictionaries?: DictionaryLookup;
}

const REQUIRED_KIND: Readonly<Record<number, 'input' | 'select' | 'upload'>> = {
  [INPUT_TYPE.text]: 'input',
  [INPUT_TYPE.number]: 'input',
  [INPUT_TYPE.association]: 'input',
  [INPUT_TYPE.textarea]: 'input',
  [INPUT_TYPE.date]: 'select',
  [INPUT_TYPE.dropdown]: 'select',
  [INPUT_TYPE.multiDropdown]: 'select',
  [INPUT_TYPE.twoLevel]: 'select',
  [INPUT_TYPE.threeLevel]: 'select',
  [INPUT_TYPE.attachment]: 'upload',
};

/** The message of a required field left blank, naming the field. */
export function requiredMessage(field: DesignField): string {
  const label = shownTitle(field);
  const kind = REQUIRED_KIND[field.inputType] ?? 'input';
  return kind === 'select'
    ? FORM_MESSAGE.selectRequired(label)
    : kind === 'upload'
      ? FORM_MESSAGE.uploadRequired(label)
      : FORM_MESSAGE.inputRequired(label);
}

/** The character limit of a text answer: the field's inputLen, or its type's default when unset. */
export function textLimitOf(field: Pick<DesignField, 'inputType' | 'inputLen'>): number | null {
  const len = Number(field.inputLen);
  if (Number.isInteger(len) && len > 0) return len;
  return defaultInputLen(field.inputType);
}

function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

const NUMBER = /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * The message for one field's answer, or null. Blank answers fail only a required field; every
 * other rule applies to what was filled.
 */
export function validateFieldAnswer(
  field: DesignField,
  raw: AnswerValue | undefined,
  options: ValidateOptions = {},
): string | null {
  if (isBlankAnswer(raw)) return Number(field.isMustUsed) === 1 ? requiredMessage(field) : null;
  const value = normalizeAnswer(raw);
  switch (field.inputType) {
    case INPUT_TYPE.text:
    case INPUT_TYPE.association:
    case INPUT_TYPE.textarea: {
      if (isCertificateField(field)) {
        const cert = isCertificateAnswer(value)
          ? value
          : typeof value === 'string'
            ? onlyType(field, value)
            : null;
        if (!cert) return FORM_MESSAGE.wrongType;
        return checkCertificate(cert.certType, cert.number, certTypesOf(field));
      }
      if (typeof value !== 'string') return FORM_MESSAGE.wrongType;
      const max = textLimitOf(field);
      if (max !== null && codePoints(value) > max) return FORM_MESSAGE.tooLong(max);
      // An association (3) suggests choices but takes any text, like a single-line text.
      return checkTextByType(field.checkType, value);
    }
    case INPUT_TYPE.number: {
      if (typeof value !== 'string') return FORM_MESSAGE.wrongType;
      const typed =
        Number(field.checkType) === CHECK_TYPE.integer ? checkTextByType(CHECK_TYPE.integer, value) : null;
      if (typed) return typed;
      if (!NUMBER.test(value)) return FORM_MESSAGE.notNumber;
      const max = textLimitOf(field);
      const digits = value.replace(/[^\d]/g, '').length;
      if (max !== null && digits > max) return FORM_MESSAGE.tooManyDigits(max);
      return null;
    }
    case INPUT_TYPE.date: {
      if (typeof value !== 'string') return FORM_MESSAGE.wrongType;
      return checkDate(field.checkType, value);
    }
    case INPUT_TYPE.attachment: {
      if (!isAttachmentAnswer(value)) return FORM_MESSAGE.wrongType;
      return checkAttachment(field, value);
    }
    case INPUT_TYPE.dropdown: {
      if (typeof value !== 'string') return FORM_MESSAGE.wrongType;
      const items = optionsOf(field, options.dictionaries);
      if (items && !items.some((item) => String(item.value) === value)) return FORM_MESSAGE.invalidOption;
      return null;
    }
    case INPUT_TYPE.multiDropdown: {
      if (!Array.isArray(value)) return FORM_MESSAGE.wrongType;
      const chosen = [...new Set(value)];
      const items = optionsOf(field, options.dictionaries);
      if (items && chosen.some((v) => !items.some((item) => String(item.value) === v)))
        return FORM_MESSAGE.invalidOption;
      const min = field.drop1MultiMin;
      const max = field.drop1MultiMax;
      if (min !== null && min !== undefined && chosen.length < min) return FORM_MESSAGE.multiTooFew(min);
      if (max !== null && max !== undefined && chosen.length > max) return FORM_MESSAGE.multiTooMany(max);
      return null;
    }
    case INPUT_TYPE.twoLevel:
    case INPUT_TYPE.threeLevel: {
      if (!Array.isArray(value)) return FORM_MESSAGE.wrongType;
      const items = optionsOf(field, options.dictionaries);
      if (!items) return value.length > answerLevelsOf(field) ? FORM_MESSAGE.invalidOption : null;
      const check = checkOptionPath(items, value, answerLevelsOf(field));
      return check === 'ok'
        ? null
        : check === 'unknown'
          ? FORM_MESSAGE.invalidOption
          : FORM_MESSAGE.incompleteOption;
    }
    default:
      return null;
  }
}

/** A certificate typed as plain text reads as the field's only type, if it has exactly one. */
function onlyType(field: DesignField, number: string) {
  const types = certTypesOf(field);
  return { certType: types.length === 1 ? (types[0] ?? null) : null, number };
}

/** The section-count issue of a module, or null (GAP-060: counts apply to multi-section modules). */
export function sectionCountIssue(m: DesignModule, count: number): string | null {
  if (!isMultiSection(m)) return null;
  const title = shownTitle(m);
  if (count < m.minCount) return FORM_MESSAGE.tooFewSections(title, m.minCount);
  if (count > m.maxCount) return FORM_MESSAGE.tooManySections(title, m.maxCount);
  return null;
}

/**
 * Validates a filled resume against a design. Answers of modules and fields the design does not
 * have, of disabled modules and of whatever display rules hide are ignored and not kept.
 */
export function validateResumeAnswers(
  design: { emodules: DesignModule[] },
  answers: ResumeAnswers,
  options: ValidateOptions = {},
): FormValidation {
  const visibility = compileDisplayRules(design).evaluate(answers);
  return validateWithVisibility(design, answers, visibility, options);
}

/** As validateResumeAnswers, with the visibility already computed (the form has it at hand). */
export function validateWithVisibility(
  design: { emodules: DesignModule[] },
  answers: ResumeAnswers,
  visibility: FormVisibility,
  options: ValidateOptions = {},
): FormValidation {
  const issues: AnswerIssue[] = [];
  const kept: ResumeAnswers = {};
  for (const m of formModules(design)) {
    if (!isModuleShown(visibility, m.modId)) continue;
    const sections = sectionsOf(m, answers);
    const countIssue = sectionCountIssue(m, sections.length);
    if (countIssue) issues.push({ modId: m.modId, section: null, colId: null, message: countIssue });
    const fields = liveFields(m);
    kept[m.modId] = sections.map((section, i) => {
      const out: SectionAnswers = {};
      for (const f of fields) {
        if (!isFieldShown(visibility, m.modId, i, f.colId)) continue;
        const message = validateFieldAnswer(f, section[f.colId], options);
        if (message) issues.push({ modId: m.modId, section: i, colId: f.colId, message });
        out[f.colId] = normalizeAnswer(section[f.colId]);
      }
      return out;
    });
  }
  return { issues, answers: kept, visibility };
}

/**
 * An issue as one line for a server message: 教育经历第2段「学校」：请输入学校 / 教育经历至少填写1段.
 */
export function describeIssue(design: { emodules: DesignModule[] }, issue: AnswerIssue): string {
  const m = design.emodules.find((x) => x.modId === issue.modId);
  if (!m || issue.colId === null) return issue.message;
  const f = m.ecolumns.find((x) => x.colId === issue.colId);
  const where =
    isMultiSection(m) && issue.section !== null ? `${shownTitle(m)}第${issue.section + 1}段` : shownTitle(m);
  return `${where}「${f ? shownTitle(f) : issue.colId}」：${issue.message}`;
}
