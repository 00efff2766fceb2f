import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { REPORT_DIMENSIONS, REPORT_MEASURE_LABEL, ReportRowsQuery } from '@ehire/domain/contracts/statistics';
import type { ReportRow, ReportRowsAnswer } from '@ehire/domain/contracts/statistics';
import type { TenantContext } from '../../platform/request-context';
import type { TaskHandler, TaskQueue } from '../../platform/tasks/task-queue';
import { XLSX_MIME } from '../talent/talent-export';
import { exportFileKey } from '../talent/talent-export.task';
import type { StatisticsService } from './statistics.service';
import { spreadsheetRow } from '../../platform/files/spreadsheet-cell';

// A report's export as a task of the task centre: the rows are computed again when the task
// runs (for the period asked), written as one sheet and stored as the task's result file.
// Reports are grouped rows (a few thousand at most), so the workbook is built in memory.

const REPORT_EXPORT_KIND = 'statistics-report-export';

export const ReportExportTaskParams = z.object({
  query: ReportRowsQuery,
  operatorId: z.string(),
  projectId: z.string().nullable(),
});
export type ReportExportTaskParams = z.infer<typeof ReportExportTaskParams>;

/** Column headers of the DATA-012 fields, in the order of the dimensions. */
const COLUMNS: ReadonlyArray<{
  dimension: (typeof REPORT_DIMENSIONS)[number];
  key: keyof ReportRow;
  header: string;
}> = [
  { dimension: 'organization', key: 'orgname', header: '组织' },
  { dimension: 'job', key: 'jobname', header: '职位' },
  { dimension: 'schoolType', key: 'schooltype', header: '院校类型' },
  { dimension: 'degree', key: 'degree', header: '学历' },
  { dimension: 'school', key: 'schoolcname', header: '院校' },
];

async function reportWorkbook(answer: ReportRowsAnswer): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('报表');
  const columns = COLUMNS.filter((c) => answer.definition.dimensions.includes(c.dimension));
  sheet.addRow([...columns.map((c) => c.header), REPORT_MEASURE_LABEL[answer.definition.measure]]);
  for (const row of answer.rows) {
    sheet.addRow(spreadsheetRow([...columns.map((c) => row[c.key]), row.total]));
  }
  sheet.addRow([...columns.map((_, i) => (i === 0 ? '合计' : '')), answer.total]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The zh-CN download name: 报表名_20261101-20261130.xlsx (the period). */
function reportFileName(name: string, answer: ReportRowsAnswer): string {
  const compact = (d: string) => d.replace(/-/g, '');
  return `${name}_${compact(answer.period.from)}-${compact(answer.period.to)}.xlsx`;
}

export interface ReportExportDeps {
  statistics: StatisticsService;
  store: { put(key: string, body: Readable): Promise<{ size: number }> };
  now: () => number;
}

export function reportExportTaskHandler(deps: ReportExportDeps): TaskHandler<ReportExportTaskParams> {
  return {
    kind: REPORT_EXPORT_KIND,
    options: { concurrencyPerTenant: 2, retryLimit: 2, failureMessage: '导出失败，请重试' },
    parseParams: (value) => ReportExportTaskParams.parse(value),
    async run(task) {
      const { query, operatorId, projectId } = task.params;
      const ctx: TenantContext = { tenantId: task.tenantId, operatorId, projectId };
      await task.progress(0, 1);
      const answer = await deps.statistics.reportRows(ctx, query);
      const buffer = await reportWorkbook(answer);
      const key = exportFileKey(task.tenantId, task.taskId, deps.now());
      const { size } = await deps.store.put(key, Readable.from(buffer));
      await task.progress(1, 1);
      return {
        file: { key, name: reportFileName(answer.report?.name ?? '定制报表', answer), size, mime: XLSX_MIME },
      };
    },
  };
}

export async function submitReportExport(
  tasks: TaskQueue,
  ctx: TenantContext,
  query: ReportRowsQuery,
  name: string,
): Promise<string> {
  const params: ReportExportTaskParams = { query, operatorId: ctx.operatorId, projectId: ctx.projectId };
  const { task } = await tasks.submit(ctx, REPORT_EXPORT_KIND, params, {
    requestedBy: ctx.operatorId,
    summary: `报表导出：${name}`,
    total: 1,
  });
  return task.id;
}
