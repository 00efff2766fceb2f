import ExcelJS from 'exceljs';
import {
  REFERRAL_IMPORT_HEADERS,
  REFERRAL_IMPORT_MAX_ROWS,
  ReferralStaffInput,
  type ReferralImportRowError,
} from '@ehire/domain/contracts/referral';

// Reading the staff import workbook (.xlsx, first sheet, header row 姓名 手机号 邮箱 工号 部门).
// Cells are read as their displayed text: a mobile typed as a number or an e-mail that Excel
// turned into a hyperlink both come back as the text the user sees.

interface ParsedStaffRow {
  /** 1-based row number in the sheet, as Excel shows it. */
  row: number;
  input: ReferralStaffInput;
}

export interface ParsedStaffFile {
  rows: ParsedStaffRow[];
  errors: ReferralImportRowError[];
}

const FILE_ERROR_ROW = 0;

export async function parseStaffWorkbook(content: Buffer): Promise<ParsedStaffFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return {
      rows: [],
      errors: [{ row: FILE_ERROR_ROW, msg: '文件无法读取，请上传 .xlsx 格式的 Excel 文件' }],
    };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], errors: [{ row: FILE_ERROR_ROW, msg: '文件中没有工作表' }] };

  const header = REFERRAL_IMPORT_HEADERS.map((_, i) =>
    sheet
      .getRow(1)
      .getCell(i + 1)
      .text.trim(),
  );
  if (REFERRAL_IMPORT_HEADERS.some((name, i) => header[i] !== name)) {
    return {
      rows: [],
      errors: [{ row: 1, msg: `表头应为：${REFERRAL_IMPORT_HEADERS.join('、')}，请使用导入模板` }],
    };
  }

  const rows: ParsedStaffRow[] = [];
  const errors: ReferralImportRowError[] = [];
  const firstRowOfMobile = new Map<string, number>();
  for (let r = 2; r <= sheet.rowCount; r++) {
    const cells = REFERRAL_IMPORT_HEADERS.map((_, i) =>
      sheet
        .getRow(r)
        .getCell(i + 1)
        .text.trim(),
    );
    if (cells.every((c) => c === '')) continue;
    if (rows.length + errors.length >= REFERRAL_IMPORT_MAX_ROWS) {
      errors.push({ row: r, msg: `一次最多导入${REFERRAL_IMPORT_MAX_ROWS}名员工` });
      break;
    }
    const [name, mobile, email, employeeNo, department] = cells;
    const parsed = ReferralStaffInput.safeParse({ name, mobile, email, employeeNo, department });
    if (!parsed.success) {
      errors.push({ row: r, msg: `第${r}行：${parsed.error.issues[0]?.message ?? '格式不正确'}` });
      continue;
    }
    const earlier = firstRowOfMobile.get(parsed.data.mobile);
    if (earlier !== undefined) {
      errors.push({ row: r, msg: `第${r}行：手机号与第${earlier}行重复` });
      continue;
    }
    firstRowOfMobile.set(parsed.data.mobile, r);
    rows.push({ row: r, input: parsed.data });
  }
  if (rows.length === 0 && errors.length === 0)
    errors.push({ row: FILE_ERROR_ROW, msg: '文件中没有员工数据' });
  return { rows, errors };
}

/** The import template: the header row and one example row. */
export async function staffTemplateWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('内推员工');
  sheet.columns = REFERRAL_IMPORT_HEADERS.map((header) => ({ header, width: header === '邮箱' ? 28 : 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(['张三', '13800138000', 'zhangsan@example.com', 'E0001', '技术中心']);
  // The mobile column is text so Excel keeps leading digits and never shows 1.38E+10.
  sheet.getColumn(2).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
