import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TalentRow } from '@ehire/domain/contracts/talent';

// Export of the selected applications: an .xlsx streamed with exceljs, like the job export.

export const TALENT_EXPORT_FILE_NAME = '人才列表.xlsx';

const GENDER: Record<number, string> = { 1: '男', 2: '女' };

function beijingDateTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

export const TALENT_EXPORT_COLUMNS: ReadonlyArray<{
  header: string;
  width: number;
  value: (r: TalentRow) => string | number;
}> = [
  { header: '姓名', width: 12, value: (r) => r.name },
  { header: '性别', width: 6, value: (r) => GENDER[r.gender] ?? '' },
  { header: '手机号', width: 14, value: (r) => r.mobile },
  { header: '邮箱', width: 24, value: (r) => r.email },
  { header: '学校', width: 20, value: (r) => r.school },
  { header: '学历', width: 8, value: (r) => r.degree },
  { header: '专业', width: 18, value: (r) => r.major },
  { header: '毕业年份', width: 10, value: (r) => r.graduationYear },
  { header: '生源地', width: 10, value: (r) => r.region },
  { header: '来源', width: 10, value: (r) => r.source },
  { header: '应聘职位', width: 20, value: (r) => r.jobName },
  { header: '环节', width: 10, value: (r) => r.stepName },
  { header: '状态', width: 12, value: (r) => r.inboxStatusName },
  { header: '评分', width: 8, value: (r) => (r.score === null ? '' : r.score) },
  { header: '标签', width: 20, value: (r) => r.labels.join('、') },
  // The exporting operator's own (TalentRow.personalLabels never holds anyone else's).
  { header: '个人标签', width: 20, value: (r) => r.personalLabels.join('、') },
  { header: '投递时间', width: 18, value: (r) => beijingDateTime(r.appliedAt) },
];

export function talentWorkbookStream(rows: readonly TalentRow[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('人才列表');
  sheet.columns = TALENT_EXPORT_COLUMNS.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for (const row of rows) sheet.addRow(TALENT_EXPORT_COLUMNS.map((column) => column.value(row))).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
