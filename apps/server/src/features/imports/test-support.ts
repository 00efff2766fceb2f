import ExcelJS from 'exceljs';
import type { UploadAnswer } from '@ehire/domain/contracts/files';
import type { CallResult, TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';

// Helpers of the import tests and bench: valid PRC ID numbers, csv/xlsx files, the console upload.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** A valid 18-digit ID number (Beijing, born in 2003), distinct for n in 0..335,999. */
export function idNumberOf(n: number): string {
  const month = String((Math.floor(n / 28_000) % 12) + 1).padStart(2, '0');
  const day = String((Math.floor(n / 1000) % 28) + 1).padStart(2, '0');
  const body = `1101012003${month}${day}${String(n % 1000).padStart(3, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i]!, 0);
  return body + CHECK[sum % 11]!;
}

export function csvOf(rows: readonly (readonly string[])[]): Buffer {
  const text = rows
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\n');
  return Buffer.from(`\uFEFF${text}\n`, 'utf8');
}

export async function xlsxOf(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('候选人');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function uploadImportFile(
  t: TestApp,
  token: string,
  name: string,
  content: Buffer,
): Promise<CallResult<UploadAnswer>> {
  const body = multipartBody([{ name, content }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/biz/files?purpose=import',
    headers: { ...body.headers, token },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json(), response };
}

export async function readSheet(bytes: Buffer, index = 0): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[index]!.eachRow((row) =>
    out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
  );
  return out;
}
