import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { AUDIT_TARGET_LABEL, AuditLogQuery, type AuditLogPage } from '@ehire/domain/contracts/settings';
import { newId } from '../../db/ids';
import type { AuditLogFilter, AuditRepository } from '../../platform/audit/audit.repository';
import type { Clock } from '../../platform/clock';
import type { TenantContext } from '../../platform/request-context';
import type { TaskHandler, TaskQueue } from '../../platform/tasks/task-queue';
import { XLSX_MIME } from '../talent/talent-export';
import { spreadsheetRow } from '../../platform/files/spreadsheet-cell';

// 日志查询 (issue 17): the tenant's audit log as a page, and its export as a task of the task
// centre (the log of a season is tens of thousands of rows): read in pages of 1000, written with
// the streaming writer to a temp file, stored as the task's result file.

const AUDIT_EXPORT_KIND = 'audit-log-export';
const BATCH = 1000;

const AuditExportParams = z.object({ query: AuditLogQuery, operatorId: z.string() });
type AuditExportParams = z.infer<typeof AuditExportParams>;

export interface ResultStore {
  put(key: string, body: Readable): Promise<{ size: number }>;
}

function filterOf(q: AuditLogQuery): AuditLogFilter {
  return { operatorId: q.operatorId, action: q.action, from: q.from, to: q.to };
}

/** Beijing time as the log page shows it: 2026-11-01 12:30:05. */
function beijing(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export class AuditLogService {
  constructor(
    private readonly audit: AuditRepository,
    private readonly tasks: TaskQueue,
    private readonly clock: Clock,
  ) {}

  async page(ctx: TenantContext, q: AuditLogQuery): Promise<AuditLogPage> {
    const { total, rows } = await this.audit.page(ctx.tenantId, filterOf(q), {
      offset: (q.pageIndex - 1) * q.pageSize,
      limit: q.pageSize,
    });
    return { total, pageIndex: q.pageIndex, pageSize: q.pageSize, rows };
  }

  async submitExport(ctx: TenantContext, q: AuditLogQuery, ip: string): Promise<{ taskId: string }> {
    const params: AuditExportParams = { query: q, operatorId: ctx.operatorId };
    const { task } = await this.tasks.submit(ctx, AUDIT_EXPORT_KIND, params, {
      requestedBy: ctx.operatorId,
      summary: '导出操作日志',
    });
    const now = this.clock.now();
    await this.audit.insert({
      id: newId(now),
      tenant_id: ctx.tenantId,
      principal_kind: 'operator',
      principal_id: ctx.operatorId,
      action: 'POST /api/biz/settings/audit-log/export',
      target_type: 'task',
      target_id: task.id,
      detail: '导出操作日志',
      ip,
      created_at: now,
    });
    return { taskId: task.id };
  }
}

export function auditExportHandler(deps: {
  audit: AuditRepository;
  store: ResultStore;
  clock: Clock;
  tmpDir: string;
}): TaskHandler<AuditExportParams> {
  return {
    kind: AUDIT_EXPORT_KIND,
    options: { retryLimit: 2, failureMessage: '导出失败，请重试' },
    parseParams: (value) => AuditExportParams.parse(value),
    async run(task) {
      const filter = filterOf(task.params.query);
      await mkdir(deps.tmpDir, { recursive: true });
      const file = path.join(deps.tmpDir, `${task.taskId}-${randomBytes(6).toString('hex')}.xlsx`);
      try {
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
          filename: file,
          useStyles: false,
          useSharedStrings: false,
        });
        const sheet = workbook.addWorksheet('操作日志');
        sheet.columns = [
          { header: '时间', width: 20 },
          { header: '操作人', width: 12 },
          { header: '操作', width: 48 },
          { header: '对象类型', width: 10 },
          { header: '对象', width: 28 },
          { header: '说明', width: 30 },
          { header: 'IP', width: 16 },
        ];
        let written = 0;
        for (;;) {
          const { total, rows } = await deps.audit.page(task.tenantId, filter, {
            offset: written,
            limit: BATCH,
          });
          for (const row of rows) {
            sheet
              .addRow(
                spreadsheetRow([
                  beijing(row.createdAt),
                  row.operatorName,
                  row.action,
                  AUDIT_TARGET_LABEL[row.targetType] ?? row.targetType,
                  row.targetId ?? '',
                  row.detail,
                  row.ip,
                ]),
              )
              .commit();
          }
          written += rows.length;
          await task.progress(written, Math.max(total, written));
          if (rows.length < BATCH) break;
        }
        sheet.commit();
        await workbook.commit();
        const now = deps.clock.now();
        const date = new Date(now).toISOString();
        const key = `${task.tenantId}/${date.slice(0, 4)}/${date.slice(5, 7)}/${task.taskId}.xlsx`;
        const { size } = await deps.store.put(key, createReadStream(file));
        const stamp = beijing(now).slice(0, 16).replace(/[-:]/g, '').replace(' ', '_');
        return { file: { key, name: `操作日志_${stamp}.xlsx`, size, mime: XLSX_MIME } };
      } finally {
        await rm(file, { force: true });
      }
    },
  };
}
