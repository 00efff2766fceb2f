import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { JOB_STATUS_LABEL } from '@ehire/domain/codes/job-status';
import type { JobListItem } from '@ehire/domain/contracts/jobs';
import { chinaDateTime } from '@ehire/domain/text/date-format';
import { spreadsheetCell } from '../../platform/files/spreadsheet-cell';

// Job list export: an .xlsx written with exceljs's streaming writer straight into the response,
// so the workbook is never held whole in memory. zh-CN headers; times in Beijing time.

const JOB_EXPORT_COLUMNS: ReadonlyArray<{
  header: string;
  width: number;
  value: (job: JobListItem) => string | number;
}> = [
  { header: '职位名称', width: 28, value: (j) => j.CJobName },
  { header: '英文职位名称', width: 28, value: (j) => j.EJobName },
  { header: '所属组织', width: 16, value: (j) => j.OrgName },
  { header: '所属项目', width: 18, value: (j) => j.ProjectName },
  { header: '职能类别', width: 12, value: (j) => j.FuncTypeName },
  { header: '工作地区', width: 10, value: (j) => j.JobArea },
  { header: '招聘人数', width: 10, value: (j) => (j.JobNum === 0 ? '若干' : j.JobNum) },
  { header: '学历要求', width: 10, value: (j) => j.DegreeFrom },
  { header: '薪资', width: 18, value: (j) => j.ProvideSalary },
  { header: '职位状态', width: 10, value: (j) => JOB_STATUS_LABEL[j.Status] },
  { header: '有效期', width: 12, value: (j) => j.ValidDate },
  { header: '投递数', width: 8, value: (j) => j.applicationCount },
  { header: '创建时间', width: 18, value: (j) => chinaDateTime(j.createdAt) },
  {
    header: '发布时间',
    width: 18,
    value: (j) => (j.publishedAt === null ? '' : chinaDateTime(j.publishedAt)),
  },
];

export const JOB_EXPORT_FILE_NAME = '职位列表.xlsx';

/** A readable .xlsx stream of the jobs; errors end the stream with an error. */
export function jobWorkbookStream(jobs: readonly JobListItem[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('职位列表');
  sheet.columns = JOB_EXPORT_COLUMNS.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for (const job of jobs) sheet.addRow(JOB_EXPORT_COLUMNS.map((column) => spreadsheetCell(column.value(job)))).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** Content-Disposition for a zh-CN file name (RFC 6266 / 5987), with an ASCII fallback. */
export function attachmentHeader(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
