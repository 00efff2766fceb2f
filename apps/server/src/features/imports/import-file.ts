import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { IMPORT_MESSAGES } from '@ehire/domain/contracts/imports';
import { errors } from '../../platform/envelope';

// Reading an import file into rows of trimmed strings (issue 18 §2). The type comes from the
// stored file's content type (decided from the bytes at upload), never from its name: xlsx with
// exceljs's reader (first worksheet), csv with csv-parse (UTF-8, BOM dropped). The first row is
// the header row. Old binary .xls is refused with a hint to save it as xlsx.

export const IMPORT_MAX_ROWS = 100_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetRows {
  headers: string[];
  /** Data rows (without the header), each as long as it was in the file. */
  rows: string[][];
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A cell as the text a person typed: dates as yyyy-mm-dd, hyperlinks (emails) as their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value as string | number | boolean);
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw errors.validation(IMPORT_MESSAGES.notSheet);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw errors.validation(IMPORT_MESSAGES.empty);
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      values[col - 1] = cellText(cell.value).trim();
    });
    out[rowNumber - 1] = Array.from(values, (v) => v ?? '');
  });
  return Array.from(out, (r) => r ?? []);
}

function readCsv(bytes: Buffer): string[][] {
  try {
    return parse(bytes, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][];
  } catch {
    throw errors.validation(IMPORT_MESSAGES.notSheet);
  }
}

/** The header and data rows of an uploaded file; refuses an unreadable, empty or oversized one. */
export async function readImportFile(bytes: Buffer, contentType: string): Promise<SheetRows> {
  let all: string[][];
  if (contentType.startsWith(XLSX)) all = await readXlsx(bytes);
  else if (contentType.startsWith('text/csv') || contentType.startsWith('text/plain')) all = readCsv(bytes);
  else throw errors.validation(IMPORT_MESSAGES.notSheet);
  const headers = (all[0] ?? []).map((h) => h.trim());
  // Rows left blank at the end (or anywhere) are not data.
  const rows = all.slice(1);
  while (rows.length && rows[rows.length - 1]!.every((c) => !c)) rows.pop();
  if (headers.every((h) => !h) || rows.length === 0) throw errors.validation(IMPORT_MESSAGES.empty);
  if (rows.length > IMPORT_MAX_ROWS) throw errors.validation(IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS));
  return { headers, rows };
}
