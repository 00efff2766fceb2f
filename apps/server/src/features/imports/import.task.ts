import ExcelJS from 'exceljs';
import { DUPLICATE_ACTION_LABEL } from '@ehire/domain/contracts/imports';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/envelope';
import type { FileService } from '../../platform/files/file.service';
import type { TenantContext } from '../../platform/request-context';
import { TaskError, type TaskHandler } from '../../platform/tasks/task-queue';
import { prepareBatch } from './import-batch';
import { planImport } from './import-plan';
import {
  IMPORT_BATCH_SIZE,
  IMPORT_KIND,
  ImportTaskParams,
  parseState,
  type ImportService,
  type ImportState,
} from './import.service';
import { spreadsheetRow } from '../../platform/files/spreadsheet-cell';

// The import as a task (issue 18 §2). Each attempt reads and plans the file again (the plan is
// deterministic), then imports the good rows in batches: each batch's rows and the running
// state (next row, counts, duplicates) commit together through task.step, so an attempt that
// dies leaves whole batches only and the next attempt continues after the last committed one.
// At the end the per-row report (refused rows and duplicates) becomes the task's result file.

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORTER = { id: '', name: '简历导入' };
const OUTCOME_LABEL = { skipped: '重复，已跳过', merged: '重复，已合并', created: '重复，已新建' } as const;

export interface ImportTaskDeps {
  imports: ImportService;
  files: FileService;
  clock: Clock;
  /** Rows per committed batch (default IMPORT_BATCH_SIZE; tests use small batches). */
  batchSize?: number;
}

export function importTaskHandler(deps: ImportTaskDeps): TaskHandler<ImportTaskParams> {
  return {
    kind: IMPORT_KIND,
    options: { concurrencyPerTenant: 1, retryLimit: 2, failureMessage: '导入失败，请重试' },
    parseParams: (value) => ImportTaskParams.parse(value),
    async run(task) {
      const { request, operatorId, fileName } = task.params;
      const ctx: TenantContext = { tenantId: task.tenantId, operatorId, projectId: null };
      let plan;
      let target = null;
      try {
        const { sheet } = await deps.imports.readSheet(ctx, request.fileId);
        plan = planImport(sheet, request.mapping);
        if (request.jobId !== null) {
          target = await deps.imports.repository.findTarget(task.tenantId, request.jobId, request.stepId);
          if (!target) throw new TaskError('职位或流程环节已不存在', { retryable: false });
        }
      } catch (error) {
        if (error instanceof AppError) throw new TaskError(error.message, { retryable: false });
        throw error;
      }
      let state: ImportState = parseState(task.checkpoint) ?? {
        next: 0,
        created: 0,
        merged: 0,
        skipped: 0,
        bad: plan.bad.length,
        duplicates: [],
      };
      const total = plan.good.length;
      const batchSize = deps.batchSize ?? IMPORT_BATCH_SIZE;
      await task.progress(state.next, total);
      while (state.next < total) {
        const rows = plan.good.slice(state.next, state.next + batchSize);
        const now = deps.clock.now();
        const prepared = await prepareBatch(
          deps.imports.repository,
          {
            tenantId: task.tenantId,
            action: request.duplicateAction,
            target,
            fileName,
            operator: IMPORTER,
            now,
          },
          rows,
        );
        const { result } = prepared;
        const after: ImportState = {
          next: state.next + rows.length,
          created: state.created + result.created,
          merged: state.merged + result.merged,
          skipped: state.skipped + result.skipped,
          bad: state.bad,
          duplicates: [
            ...state.duplicates,
            ...result.duplicates.map((d): ImportState['duplicates'][number] => [
              d.row,
              d.matchedBy,
              d.outcome,
            ]),
          ],
        };
        await task.step((trx) => prepared.write(trx), {
          done: after.next,
          total,
          checkpoint: JSON.stringify(after),
        });
        state = after;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      const report = await buildReport(plan, state, request.duplicateAction);
      const key = `${task.tenantId}/imports/${task.taskId}.xlsx`;
      const { size } = await deps.files.storage.put(key, report);
      return {
        file: { key, name: `导入报告_${fileName.replace(/\.[^.]+$/, '')}.xlsx`, size, mime: XLSX_MIME },
      };
    },
  };
}

async function buildReport(
  plan: ReturnType<typeof planImport>,
  state: ImportState,
  action: keyof typeof DUPLICATE_ACTION_LABEL,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const summary = workbook.addWorksheet('导入结果');
  summary.addRows([
    ['数据行', plan.total],
    ['新建候选人', state.created],
    ['合并到已有候选人', state.merged],
    ['重复跳过', state.skipped],
    ['错误行', plan.bad.length],
    ['重复处理方式', DUPLICATE_ACTION_LABEL[action]],
  ]);
  const rows = workbook.addWorksheet('逐行报告');
  rows.addRow(['行号', '结果', '说明']);
  rows.getRow(1).font = { bold: true };
  const lines: Array<[number, string, string]> = [
    ...plan.bad.map((b): [number, string, string] => [b.row, '错误，未导入', b.messages.join('；')]),
    ...state.duplicates.map(([row, matchedBy, outcome]): [number, string, string] => [
      row,
      OUTCOME_LABEL[outcome],
      `与已有候选人${matchedBy}相同`,
    ]),
  ].sort((a, b) => a[0] - b[0]);
  rows.addRows(lines.map(spreadsheetRow));
  rows.getColumn(3).width = 60;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
