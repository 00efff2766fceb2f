import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { TalentExportRequest } from '@ehire/domain/contracts/exports';
import { AppError } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { TaskError, type TaskHandler, type TaskQueue } from '../../platform/tasks/task-queue';
import { XLSX_MIME } from './talent-export';
import type { TalentExportPlan, TalentExportService } from './talent-export.service';
import { chinaFileStamp } from '@ehire/domain/text/date-format';

// The talent export as a task of the task centre (issue 12 §3): the rows are counted and read
// again when the task runs (the list may have moved since it was asked for), written with the
// streaming writer to a temp file, progress reported per batch, then stored as the task's
// result file. An attempt that dies is simply run again from the start: writing the file has
// no effect outside it, and a partial file is never stored (the temp file is removed).

export const TALENT_EXPORT_KIND = 'talent-export';

/** What a submitted export keeps: the request as the server parsed it, and who asked from where. */
export const TalentExportTaskParams = z.object({
  request: TalentExportRequest,
  operatorId: z.string(),
  projectId: z.string().nullable(),
  ip: z.string(),
});
export type TalentExportTaskParams = z.infer<typeof TalentExportTaskParams>;

/** Where result files go: FileStorage of platform/files (only put is needed here). */
interface ExportResultStore {
  put(key: string, body: Readable): Promise<{ size: number }>;
}

/** The zh-CN download name: 人才导出_20261101_1530.xlsx (Beijing time). */
function exportFileName(now: number): string {
  return `人才导出_${chinaFileStamp(now)}.xlsx`;
}

/** Storage key of a task's file: tenant/yyyy/mm/task id (server-built, never from input). */
export function exportFileKey(tenantId: string, taskId: string, now: number): string {
  const date = new Date(now).toISOString();
  return `${tenantId}/${date.slice(0, 4)}/${date.slice(5, 7)}/${taskId}.xlsx`;
}

export interface TalentExportTaskDeps {
  exporter: TalentExportService;
  store: ExportResultStore;
  now: () => number;
  /**
   * Folder of the files being written (DATA_DIR/tmp/exports): one file per attempt, removed when
   * the attempt ends; one left by a killed process is swept at the next start.
   */
  tmpDir: string;
}

export function talentExportTaskHandler(deps: TalentExportTaskDeps): TaskHandler<TalentExportTaskParams> {
  return {
    kind: TALENT_EXPORT_KIND,
    options: { concurrencyPerTenant: 2, retryLimit: 2, failureMessage: '导出失败，请重试' },
    parseParams: (value) => TalentExportTaskParams.parse(value),
    async run(task) {
      const { request, operatorId, projectId, ip } = task.params;
      const ctx: TenantContext = { tenantId: task.tenantId, operatorId, projectId };
      let plan: TalentExportPlan;
      try {
        plan = await deps.exporter.plan(ctx, request, false);
      } catch (error) {
        // A refusal now (over the limit, template deleted) will not change on a retry.
        if (error instanceof AppError) throw new TaskError(error.message, { retryable: false });
        throw error;
      }
      await task.progress(0, plan.total);
      await mkdir(deps.tmpDir, { recursive: true });
      const file = path.join(deps.tmpDir, `${task.taskId}-${randomBytes(6).toString('hex')}.xlsx`);
      try {
        await deps.exporter.write(
          ctx,
          plan,
          { filename: file },
          { action: `TASK ${TALENT_EXPORT_KIND}`, ip, taskId: task.taskId },
          (rows) => task.progress(rows, Math.max(plan.total, rows)),
          task.signal,
        );
        const now = deps.now();
        const key = exportFileKey(task.tenantId, task.taskId, now);
        const { size } = await deps.store.put(key, createReadStream(file));
        return { file: { key, name: exportFileName(now), size, mime: XLSX_MIME } };
      } finally {
        await rm(file, { force: true });
      }
    },
  };
}

/** Submits an export planned in the request; answers the new task's id. */
export async function submitTalentExport(
  tasks: TaskQueue,
  ctx: TenantContext,
  request: TalentExportRequest,
  plan: TalentExportPlan,
  ip: string,
): Promise<string> {
  const params: TalentExportTaskParams = {
    request,
    operatorId: ctx.operatorId,
    projectId: ctx.projectId,
    ip,
  };
  const { task } = await tasks.submit(ctx, TALENT_EXPORT_KIND, params, {
    requestedBy: ctx.operatorId,
    summary: plan.summary,
    total: plan.total,
  });
  return task.id;
}
