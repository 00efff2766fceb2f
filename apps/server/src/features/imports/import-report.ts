import ExcelJS from 'exceljs';
import { spreadsheetRow } from '../../platform/files/spreadsheet-cell';

// The per-row report of an import (issue 18 §2, shared by the résumé import and the user import
// of issue 17): a summary sheet, then one line per row that was refused or needs a note, by row.

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One line of the report: the file's row number (the header is row 1), result, explanation. */
export type ReportLine = [row: number, result: string, note: string];

export async function importReport(
  summary: ReadonlyArray<[string, string | number]>,
  lines: readonly ReportLine[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const head = workbook.addWorksheet('导入结果');
  head.addRows(summary.map(([label, value]) => [label, value]));
  const rows = workbook.addWorksheet('逐行报告');
  rows.addRow(['行号', '结果', '说明']);
  rows.getRow(1).font = { bold: true };
  // A note quotes the file's cells: a formula typed there must stay text (issue 20 §4).
  rows.addRows([...lines].sort((a, b) => a[0] - b[0]).map(spreadsheetRow));
  rows.getColumn(3).width = 60;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
