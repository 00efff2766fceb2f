import { APPLY_FIELD } from '../apply/from-answers';

// The import fields of the résumé analysis import (issue 18 §2): what a column of the file can
// fill, how headers are recognised, and the per-row checks. Pure: the server runs them on every
// row, the web shows the same labels in the mapping step. Phone, email and ID-number formats are
// passed in (the server uses `validator`), so this folder stays free of dependencies.

export interface ImportField {
  key: ImportFieldKey;
  label: string;
  required: boolean;
  /** The default design's colId carrying the same value (the template takes its label). */
  colId: string | null;
  /** Other header texts meaning this field. */
  aliases: readonly string[];
}

export type ImportFieldKey =
  | 'name'
  | 'mobile'
  | 'email'
  | 'idNumber'
  | 'gender'
  | 'birthDate'
  | 'school'
  | 'major'
  | 'degree'
  | 'graduationYear'
  | 'region';

export const IMPORT_FIELDS: readonly ImportField[] = [
  { key: 'name', label: '姓名', required: true, colId: APPLY_FIELD.name, aliases: ['名字', '候选人'] },
  {
    key: 'mobile',
    label: '手机号',
    required: true,
    colId: APPLY_FIELD.mobile,
    aliases: ['手机号码', '手机', '电话'],
  },
  {
    key: 'email',
    label: '邮箱',
    required: false,
    colId: APPLY_FIELD.email,
    aliases: ['电子邮箱', 'email', '邮件'],
  },
  {
    key: 'idNumber',
    label: '身份证号',
    required: false,
    colId: APPLY_FIELD.idNumber,
    aliases: ['证件号码', '身份证'],
  },
  { key: 'gender', label: '性别', required: false, colId: APPLY_FIELD.gender, aliases: [] },
  { key: 'birthDate', label: '出生日期', required: false, colId: APPLY_FIELD.birthDate, aliases: ['生日'] },
  { key: 'school', label: '学校', required: false, colId: APPLY_FIELD.school, aliases: ['毕业院校', '院校'] },
  { key: 'major', label: '专业', required: false, colId: APPLY_FIELD.major, aliases: ['所学专业'] },
  { key: 'degree', label: '学历', required: true, colId: APPLY_FIELD.degree, aliases: ['最高学历'] },
  {
    key: 'graduationYear',
    label: '毕业年份',
    required: false,
    colId: APPLY_FIELD.graduation,
    aliases: ['毕业时间', '毕业年'],
  },
  { key: 'region', label: '生源地', required: false, colId: null, aliases: ['籍贯', '地区'] },
];

export const IMPORT_DEGREES = ['大专', '本科', '硕士', '博士'] as const;
export const IMPORT_GENDERS: Record<string, 1 | 2> = { 男: 1, 女: 2 };

export const IMPORT_ROW_MESSAGES = {
  missing: (label: string) => `${label}不能为空`,
  tooLong: (label: string, max: number) => `${label}最多${max}个字符`,
  mobile: '手机号格式不正确',
  email: '邮箱格式不正确',
  idNumber: '身份证号格式不正确',
  gender: '性别只能填写男或女',
  birthDate: '出生日期格式不正确（如 2003-05-01）',
  degree: `学历只能填写${IMPORT_DEGREES.join('、')}`,
  graduationYear: '毕业年份格式不正确（如 2026）',
  inFile: (label: string, row: number) => `${label}与第${row}行重复`,
} as const;

const normalise = (text: string) => text.replace(/[\s*＊:：()（）]/g, '').toLowerCase();

/** Field → column suggested from the header row (exact label, design label or alias). */
export function suggestMapping(
  headers: readonly string[],
  designLabels: Partial<Record<ImportFieldKey, string>> = {},
): Record<string, number> {
  const mapping: Record<string, number> = {};
  const byHeader = new Map<string, number>();
  headers.forEach((h, i) => {
    const key = normalise(h);
    if (key && !byHeader.has(key)) byHeader.set(key, i);
  });
  for (const field of IMPORT_FIELDS) {
    const names = [field.label, designLabels[field.key] ?? '', ...field.aliases].filter(Boolean);
    for (const name of names) {
      const column = byHeader.get(normalise(name));
      if (column !== undefined) {
        mapping[field.key] = column;
        break;
      }
    }
  }
  return mapping;
}

/** The candidate a good row describes. */
export interface ImportedPerson {
  name: string;
  mobile: string;
  email: string;
  idNumber: string;
  gender: 0 | 1 | 2;
  birthDate: string;
  school: string;
  major: string;
  degree: string;
  graduationYear: number;
  region: string;
}

export interface FormatChecks {
  isMobile(value: string): boolean;
  isEmail(value: string): boolean;
  isIdNumber(value: string): boolean;
}

export type RowCheck = { ok: true; person: ImportedPerson } | { ok: false; messages: string[] };

const MAX_LENGTH: Partial<Record<ImportFieldKey, number>> = {
  name: 50,
  email: 100,
  school: 100,
  major: 100,
  region: 100,
};

/** 2003-05-01, 2003/5/1, 2003.05.01 → 2003-05-01 (a real calendar date), else null. */
export function normaliseDate(value: string): string | null {
  const match = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(value.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Checks one row's values (by field, already trimmed strings); answers the person or every problem. */
export function checkImportRow(
  values: Partial<Record<ImportFieldKey, string>>,
  checks: FormatChecks,
): RowCheck {
  const messages: string[] = [];
  const v = (key: ImportFieldKey) => (values[key] ?? '').trim();
  for (const field of IMPORT_FIELDS) {
    const value = v(field.key);
    if (field.required && !value) messages.push(IMPORT_ROW_MESSAGES.missing(field.label));
    const max = MAX_LENGTH[field.key];
    if (max !== undefined && value.length > max) messages.push(IMPORT_ROW_MESSAGES.tooLong(field.label, max));
  }
  const mobile = v('mobile');
  if (mobile && !checks.isMobile(mobile)) messages.push(IMPORT_ROW_MESSAGES.mobile);
  const email = v('email').toLowerCase();
  if (email && !checks.isEmail(email)) messages.push(IMPORT_ROW_MESSAGES.email);
  const idNumber = v('idNumber').toUpperCase();
  if (idNumber && !checks.isIdNumber(idNumber)) messages.push(IMPORT_ROW_MESSAGES.idNumber);
  const genderText = v('gender');
  const gender = genderText ? IMPORT_GENDERS[genderText] : 0;
  if (gender === undefined) messages.push(IMPORT_ROW_MESSAGES.gender);
  const birthText = v('birthDate');
  const birthDate = birthText ? normaliseDate(birthText) : '';
  if (birthDate === null) messages.push(IMPORT_ROW_MESSAGES.birthDate);
  const degree = v('degree');
  if (degree && !(IMPORT_DEGREES as readonly string[]).includes(degree))
    messages.push(IMPORT_ROW_MESSAGES.degree);
  const yearText = v('graduationYear');
  const yearMatch = /^(\d{4})(?:[-/.年]\d{1,2}月?)?$/.exec(yearText);
  const graduationYear = yearMatch ? Number(yearMatch[1]) : 0;
  if (yearText && (!yearMatch || graduationYear < 1950 || graduationYear > 2100))
    messages.push(IMPORT_ROW_MESSAGES.graduationYear);
  if (messages.length) return { ok: false, messages };
  return {
    ok: true,
    person: {
      name: v('name'),
      mobile,
      email,
      idNumber,
      gender: gender ?? 0,
      birthDate: birthDate ?? '',
      school: v('school'),
      major: v('major'),
      degree,
      graduationYear,
      region: v('region'),
    },
  };
}

/** The keys that identify a person, for duplicates inside one file and against stored candidates. */
export function identityKeys(
  person: ImportedPerson,
): Array<{ field: 'mobile' | 'email' | 'idNumber'; value: string }> {
  const keys: Array<{ field: 'mobile' | 'email' | 'idNumber'; value: string }> = [
    { field: 'mobile', value: person.mobile },
  ];
  if (person.email) keys.push({ field: 'email', value: person.email });
  if (person.idNumber) keys.push({ field: 'idNumber', value: person.idNumber });
  return keys;
}

export const IDENTITY_LABEL = { mobile: '手机号', email: '邮箱', idNumber: '身份证号' } as const;
