// The check types (校验类型, DES-053) and certificate types (证件类型, DES-055) of a resume field,
// applied to what a candidate typed. Pure: each check returns the zh-CN message a candidate sees,
// or null when the value passes. The spec names the types but gives no messages and no formats;
// both are our decision (see CHECK_MESSAGE) and are the same on the form and on the server.
import { regexes } from 'zod';
import {
  CERT_TYPE,
  CERT_TYPE_LABEL,
  CERT_TYPES,
  CHECK_TYPE,
  DESIGN_LIMITS,
  UPLOAD_FORMATS,
  type CertType,
} from '../codes/resume-design';
import { isMobile } from '../text/mobile';

export const CHECK_MESSAGE = {
  email: '请输入正确的邮箱',
  mobile: '请输入正确的手机号码',
  landline: '请输入正确的固定电话，如010-12345678',
  postalCode: '请输入正确的邮政编码',
  qq: '请输入正确的QQ号码',
  integer: '请输入整数',
  float: '请输入数字',
  date: '请选择正确的日期',
  yearMonth: '请选择正确的年月',
  certType: '请选择证件类型',
  certificate: (certType: CertType) => `请输入正确的${CERT_TYPE_LABEL[certType]}号码`,
  fileFormat: (formats: readonly string[]) => `仅支持上传${formats.join('、')}格式的文件`,
  fileTooLarge: `文件大小不能超过${DESIGN_LIMITS.systemMaxUploadMb}MB`,
  fileTooSmall: (mb: number) => `文件大小不能小于${mb}MB`,
  fileEmpty: '文件内容为空，请重新上传',
} as const;

export type CheckResult = string | null;

const MB = 1024 * 1024;
/** DESVAL-060 / DESCONST-011: the system maximum of one upload, in bytes. */
export const SYSTEM_MAX_UPLOAD_BYTES = DESIGN_LIMITS.systemMaxUploadMb * MB;

// ---- Contact details --------------------------------------------------------------------------

// Area code 0 + 2-3 digits, an optional '-', a 7-8 digit number and an optional extension.
const LANDLINE = /^0\d{2,3}-?[1-9]\d{6,7}(?:-\d{1,6})?$/;
// Chinese postal codes are six digits; no delivery area starts with 9.
const POSTAL_CODE = /^[0-8]\d{5}$/;
// QQ numbers: 5 to 11 digits, never starting with 0.
const QQ = /^[1-9]\d{4,10}$/;
const INTEGER = /^[-+]?\d+$/;
const FLOAT = /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/;
// zod's own email pattern (what z.email() checks), without loading zod's schemas (issue 13 §4).
const EMAIL = regexes.email;

export function checkEmail(value: string): CheckResult {
  return EMAIL.test(value.trim()) ? null : CHECK_MESSAGE.email;
}

export function checkMobile(value: string): CheckResult {
  return isMobile(value) ? null : CHECK_MESSAGE.mobile;
}

export function checkLandline(value: string): CheckResult {
  return LANDLINE.test(value.trim()) ? null : CHECK_MESSAGE.landline;
}

export function checkPostalCode(value: string): CheckResult {
  return POSTAL_CODE.test(value.trim()) ? null : CHECK_MESSAGE.postalCode;
}

export function checkQq(value: string): CheckResult {
  return QQ.test(value.trim()) ? null : CHECK_MESSAGE.qq;
}

export function checkInteger(value: string): CheckResult {
  return INTEGER.test(value.trim()) ? null : CHECK_MESSAGE.integer;
}

/** 小数 (check type 4) accepts any decimal number, whole numbers included. */
export function checkFloat(value: string): CheckResult {
  return FLOAT.test(value.trim()) ? null : CHECK_MESSAGE.float;
}

// ---- Dates --------------------------------------------------------------------------------------

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const YM = /^(\d{4})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2023-02-29 is not one). */
export function isCalendarDay(text: string): boolean {
  const m = YMD.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isYearMonth(text: string): boolean {
  const m = YM.exec(text);
  return m !== null && Number(m[1]) >= 1 && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/**
 * A date answer: year-month (105) is YYYY-MM; year-month-day (5) and a date field without a date
 * check type (DES-118 clears any other) are YYYY-MM-DD.
 */
export function dateFormatOf(checkType: unknown): 'year-month' | 'year-month-day' {
  return Number(checkType) === CHECK_TYPE.yearMonth ? 'year-month' : 'year-month-day';
}

export function checkDate(checkType: unknown, value: string): CheckResult {
  return dateFormatOf(checkType) === 'year-month'
    ? isYearMonth(value)
      ? null
      : CHECK_MESSAGE.yearMonth
    : isCalendarDay(value)
      ? null
      : CHECK_MESSAGE.date;
}

// ---- Certificates -------------------------------------------------------------------------------

/** GB/T 2260 province-level codes, the first two digits of a resident ID number. */
const PRC_PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 83, 91,
]);
const PRC_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const PRC_CHECK_CHARS = '10X98765432';

/**
 * 居民身份证 (GB 11643-1999): 18 characters, a province code, a real birth date (YYYYMMDD, from
 * 1900 on) and the ISO 7064 MOD 11-2 check character (X for 10, lower-case x accepted).
 */
export function isPrcIdNumber(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!PRC_PROVINCES.has(Number(id.slice(0, 2)))) return false;
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (!isCalendarDay(birth) || Number(id.slice(6, 10)) < 1900) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * (PRC_WEIGHTS[i] ?? 0);
  return PRC_CHECK_CHARS[sum % 11] === id[17];
}

/** The birth date of a valid resident ID number (YYYY-MM-DD), else null. */
export function birthDateOfPrcId(value: string): string | null {
  if (!isPrcIdNumber(value)) return null;
  const id = value.trim();
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
}

/** The letters of a Hong Kong or Taiwan ID as numbers (A=10 … Z=35). */
function letterValue(ch: string): number {
  return ch.charCodeAt(0) - 55;
}

/**
 * 香港身份证: one or two letters, six digits and a check character (0-9 or A) that may be written in
 * brackets, e.g. A123456(3). Check: weights 9..2 over the (space-padded) letters and digits, a
 * space counting 36, and 11 − sum mod 11 with 10 written A and 11 written 0.
 */
export function isHongKongId(value: string): boolean {
  const m = /^([A-Z]{1,2})(\d{6})(?:\(([\dA])\)|([\dA]))$/.exec(
    value.trim().toUpperCase().replace(/\s/g, ''),
  );
  if (!m) return false;
  const letters = m[1] ?? '';
  const digits = m[2] ?? '';
  const check = m[3] ?? m[4] ?? '';
  const values = [
    ...(letters.length === 1 ? [36] : []),
    ...[...letters].map(letterValue),
    ...[...digits].map(Number),
  ];
  let sum = 0;
  values.forEach((v, i) => (sum += v * (9 - i)));
  const rest = (11 - (sum % 11)) % 11;
  const expected = rest === 10 ? 'A' : String(rest);
  return check === expected;
}

// The Taiwan ID letters by area code (the sequence skips I, O, W, X, Y, Z which came later).
const TAIWAN_LETTER: Readonly<Record<string, number>> = {
  A: 10,
  B: 11,
  C: 12,
  D: 13,
  E: 14,
  F: 15,
  G: 16,
  H: 17,
  I: 34,
  J: 18,
  K: 19,
  L: 20,
  M: 21,
  N: 22,
  O: 35,
  P: 23,
  Q: 24,
  R: 25,
  S: 26,
  T: 27,
  U: 28,
  V: 29,
  W: 32,
  X: 30,
  Y: 31,
  Z: 33,
};

/**
 * 台湾身份证: a letter, 1 (male) or 2 (female), seven digits and a check digit. The letter's two
 * digits weigh 1 and 9, the next eight digits 8..1, the check digit 1; the sum is a multiple of 10.
 */
export function isTaiwanId(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^[A-Z][12]\d{8}$/.test(id)) return false;
  const code = TAIWAN_LETTER[id[0] ?? ''];
  if (code === undefined) return false;
  let sum = Math.floor(code / 10) + (code % 10) * 9;
  for (let i = 1; i <= 8; i++) sum += Number(id[i]) * (9 - i);
  sum += Number(id[9]);
  return sum % 10 === 0;
}

/** 澳门身份证: 1, 5 or 7, six digits and a check digit that may be bracketed, e.g. 1234567(8). */
export function isMacauId(value: string): boolean {
  return /^[157]\d{6}(?:\(\d\)|\d)$/.test(value.trim().replace(/\s/g, ''));
}

/**
 * 中国护照: the ordinary E + 8 digits or E + a letter (not I or O) + 7 digits, the older G + 8 digits,
 * and the diplomatic, service and public-affairs D, S, P (optionally DE, SE, PE) + 7 digits.
 */
export function isChinesePassport(value: string): boolean {
  return /^(?:[EG]\d{8}|E[A-HJ-NP-Z]\d{7}|[DSP]E?\d{7})$/.test(value.trim().toUpperCase());
}

/** 外国护照: formats differ per country; 5 to 20 Latin letters and digits (ICAO 9303 allows up to 9
 * in the machine-readable zone, some countries add letters in front). */
export function isForeignPassport(value: string): boolean {
  return /^[A-Z0-9]{5,20}$/.test(value.trim().toUpperCase());
}

const CERT_CHECKS: Readonly<Record<CertType, (value: string) => boolean>> = {
  [CERT_TYPE.foreignPassport]: isForeignPassport,
  [CERT_TYPE.chinesePassport]: isChinesePassport,
  [CERT_TYPE.macauId]: isMacauId,
  [CERT_TYPE.taiwanId]: isTaiwanId,
  [CERT_TYPE.hongKongId]: isHongKongId,
  [CERT_TYPE.prcId]: isPrcIdNumber,
};

export function isCertType(x: unknown): x is CertType {
  return (CERT_TYPES as readonly unknown[]).includes(x);
}

/** The certificate types a field offers: its certType list (DES-043), or every type when empty. */
export function certTypesOf(field: { certType?: readonly unknown[] | null }): CertType[] {
  const listed = (field.certType ?? []).map(Number).filter(isCertType);
  return listed.length > 0 ? [...new Set(listed)].sort((a, b) => a - b) : [...CERT_TYPES];
}

/** A certificate number of the chosen type, among the types the field allows. */
export function checkCertificate(
  certType: unknown,
  value: string,
  allowed: readonly CertType[] = CERT_TYPES,
): CheckResult {
  const type = Number(certType);
  if (!isCertType(type) || !allowed.includes(type)) return CHECK_MESSAGE.certType;
  return CERT_CHECKS[type](value) ? null : CHECK_MESSAGE.certificate(type);
}

// ---- Text checks by check type ---------------------------------------------------------------

/**
 * The check of a typed (text or number) answer by the field's check type. None (0), string (1),
 * the date and attachment types and unknown codes impose no format here (dates and files have
 * their own checks); certificate (9) answers carry their type and are checked by checkCertificate.
 */
export function checkTextByType(checkType: unknown, value: string): CheckResult {
  switch (Number(checkType)) {
    case CHECK_TYPE.integer:
      return checkInteger(value);
    case CHECK_TYPE.float:
      return checkFloat(value);
    case CHECK_TYPE.postalCode:
      return checkPostalCode(value);
    case CHECK_TYPE.email:
      return checkEmail(value);
    case CHECK_TYPE.mobile:
      return checkMobile(value);
    case CHECK_TYPE.qq:
      return checkQq(value);
    case CHECK_TYPE.landline:
      return checkLandline(value);
    default:
      return null;
  }
}

// ---- Attachments ------------------------------------------------------------------------------

const ATTACHMENT_CHECK_TYPES = [
  CHECK_TYPE.picture,
  CHECK_TYPE.video,
  CHECK_TYPE.document,
  CHECK_TYPE.archive,
] as const;

/**
 * The file extensions an attachment field accepts (DESVAL-061..064): the list of its check type,
 * or the four lists together when the field has no attachment check type.
 */
export function uploadFormatsOf(checkType: unknown): readonly string[] {
  const n = Number(checkType);
  const own = (ATTACHMENT_CHECK_TYPES as readonly number[]).includes(n)
    ? UPLOAD_FORMATS[n as (typeof ATTACHMENT_CHECK_TYPES)[number]]
    : undefined;
  return own ?? ATTACHMENT_CHECK_TYPES.flatMap((t) => UPLOAD_FORMATS[t]);
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * A file the candidate picked, by name and size: the format list of the check type, the system
 * maximum of 10 MB (DESVAL-060) and the field's minimum size in MB (minFileSize, AMB-040). The
 * server checks the content as well; this is what the browser can know before uploading.
 */
export function checkAttachment(
  field: { checkType?: unknown; minFileSize?: number | null },
  file: { name: string; size: number },
): CheckResult {
  const formats = uploadFormatsOf(field.checkType);
  if (!formats.includes(fileExtension(file.name))) return CHECK_MESSAGE.fileFormat(formats);
  if (file.size > SYSTEM_MAX_UPLOAD_BYTES) return CHECK_MESSAGE.fileTooLarge;
  if (file.size <= 0) return CHECK_MESSAGE.fileEmpty;
  const min = Number(field.minFileSize ?? 0);
  if (Number.isFinite(min) && min > 0 && file.size < min * MB) return CHECK_MESSAGE.fileTooSmall(min);
  return null;
}
