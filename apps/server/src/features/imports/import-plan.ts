import validator from 'validator';
import { IMPORT_MESSAGES, type ImportMapping } from '@ehire/domain/contracts/imports';
import {
  checkImportRow,
  IDENTITY_LABEL,
  identityKeys,
  IMPORT_FIELDS,
  IMPORT_ROW_MESSAGES,
  type FormatChecks,
  type ImportedPerson,
  type ImportFieldKey,
} from '@ehire/domain/imports/fields';
import { errors } from '../../platform/envelope';
import type { SheetRows } from './import-file';
import type { StoredIdentity } from './candidate-import.repository';

// From a read file and a column mapping to the rows to import (issue 18 §2): each row checked
// with the domain's rules (phone, email and ID number by `validator`), and rows repeating a phone,
// email or ID number of an earlier row of the same file refused (they would be one person twice).
// Deterministic: a resumed import task plans the same rows again and continues after its
// checkpoint.

const FORMAT_CHECKS: FormatChecks = {
  isMobile: (v) => validator.isMobilePhone(v, 'zh-CN'),
  isEmail: (v) => validator.isEmail(v),
  isIdNumber: (v) => validator.isIdentityCard(v, 'zh-CN'),
};

export interface GoodRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  person: ImportedPerson;
}

interface BadRow {
  row: number;
  messages: string[];
}

export interface ImportPlan {
  total: number;
  good: GoodRow[];
  bad: BadRow[];
}

/** Refuses a mapping that leaves a required field out or points past the header row. */
function checkMapping(mapping: ImportMapping, headers: readonly string[]): void {
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field.key];
    if (column === undefined) {
      if (field.required) throw errors.validation(IMPORT_MESSAGES.mappingMissing(field.label));
      continue;
    }
    if (column >= headers.length) throw errors.validation(IMPORT_MESSAGES.mappingColumn(field.label));
  }
}

export function planImport(sheet: SheetRows, mapping: ImportMapping): ImportPlan {
  checkMapping(mapping, sheet.headers);
  const good: GoodRow[] = [];
  const bad: BadRow[] = [];
  const seen = new Map<string, number>();
  sheet.rows.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((c) => !c)) return;
    const values: Partial<Record<ImportFieldKey, string>> = {};
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field.key];
      if (column !== undefined) values[field.key] = cells[column] ?? '';
    }
    const checked = checkImportRow(values, FORMAT_CHECKS);
    if (!checked.ok) {
      bad.push({ row, messages: checked.messages });
      return;
    }
    const repeats: string[] = [];
    for (const key of identityKeys(checked.person)) {
      const earlier = seen.get(`${key.field}:${key.value}`);
      if (earlier !== undefined) repeats.push(IMPORT_ROW_MESSAGES.inFile(IDENTITY_LABEL[key.field], earlier));
    }
    if (repeats.length) {
      bad.push({ row, messages: repeats });
      return;
    }
    for (const key of identityKeys(checked.person)) seen.set(`${key.field}:${key.value}`, row);
    good.push({ row, person: checked.person });
  });
  return { total: good.length + bad.length, good, bad };
}

/** The stored candidate a row is the same person as: by mobile first, then ID number, then email. */
export function matchStored(
  person: ImportedPerson,
  stored: {
    byMobile: Map<string, StoredIdentity>;
    byEmail: Map<string, StoredIdentity>;
    byIdNumber: Map<string, StoredIdentity>;
  },
): { candidate: StoredIdentity; matchedBy: Array<'mobile' | 'email' | 'idNumber'> } | null {
  const byMobile = stored.byMobile.get(person.mobile);
  const byId = person.idNumber ? stored.byIdNumber.get(person.idNumber) : undefined;
  const byEmail = person.email ? stored.byEmail.get(person.email) : undefined;
  const candidate = byMobile ?? byId ?? byEmail;
  if (!candidate) return null;
  const matchedBy: Array<'mobile' | 'email' | 'idNumber'> = [];
  if (candidate.mobile === person.mobile) matchedBy.push('mobile');
  if (person.email && candidate.email === person.email) matchedBy.push('email');
  if (person.idNumber && candidate.idNumber === person.idNumber) matchedBy.push('idNumber');
  return { candidate, matchedBy };
}

export function indexStored(list: readonly StoredIdentity[]) {
  const byMobile = new Map<string, StoredIdentity>();
  const byEmail = new Map<string, StoredIdentity>();
  const byIdNumber = new Map<string, StoredIdentity>();
  // Oldest first (the repository's order): the first stored record of a key wins.
  for (const c of list) {
    if (!byMobile.has(c.mobile)) byMobile.set(c.mobile, c);
    if (c.email && !byEmail.has(c.email)) byEmail.set(c.email, c);
    if (c.idNumber && !byIdNumber.has(c.idNumber)) byIdNumber.set(c.idNumber, c);
  }
  return { byMobile, byEmail, byIdNumber };
}

export function identityLookup(rows: readonly GoodRow[]) {
  return {
    mobiles: rows.map((r) => r.person.mobile),
    emails: rows.map((r) => r.person.email).filter(Boolean),
    idNumbers: rows.map((r) => r.person.idNumber).filter(Boolean),
  };
}
