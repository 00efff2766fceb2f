import { z } from 'zod';
import {
  NOTICE_RECORD_STATUS_LABEL,
  NoticeChannel,
  NoticeRecordStatus,
  type NoticeRecord,
} from '@ehire/domain/contracts/notice';
import type { TaskHandler } from '../../platform/tasks/task-queue';
import type { NoticeRecordRepository } from './notice-record.repository';
import { spreadsheetCell } from '../../platform/files/spreadsheet-cell';

// "导出日志" (CALL-056 export logs): the filtered send records as a CSV file (UTF-8 with BOM so
// Excel opens the Chinese text) through the task centre, in id order with a checkpointless
// single pass: a retried attempt simply writes the file again.

export const NOTICE_EXPORT_KIND = 'notice-record-export';
const BATCH = 1000;

export const NoticeExportParams = z.object({
  filter: z.object({
    channel: NoticeChannel,
    from: z.number().optional(),
    to: z.number().optional(),
    templateId: z.string().optional(),
    status: NoticeRecordStatus.optional(),
    candidate: z.string().optional(),
    jobId: z.string().optional(),
  }),
});
export type NoticeExportParams = z.infer<typeof NoticeExportParams>;

export interface ResultStore {
  put(key: string, body: Buffer): Promise<{ size: number }>;
}

const COLUMNS: Array<[string, (r: NoticeRecord) => string]> = [
  ['候选人', (r) => r.candidateName],
  ['职位', (r) => r.jobName],
  ['收件地址', (r) => r.to],
  ['模板', (r) => r.templateName],
  ['主题', (r) => r.subject],
  ['状态', (r) => NOTICE_RECORD_STATUS_LABEL[r.status]],
  ['原因', (r) => r.reason],
  ['计费条数', (r) => String(r.segments)],
  ['发送人', (r) => r.operatorName],
  ['创建时间', (r) => beijingTime(r.createdAt)],
  ['发送时间', (r) => (r.sentAt === null ? '' : beijingTime(r.sentAt))],
];

function beijingTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function csvCell(value: string): string {
  // A leading = + - @, tab or CR would run as a formula in a spreadsheet program (issue 20 §4.2).
  const safe = spreadsheetCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function noticeExportHandler(
  records: NoticeRecordRepository,
  store: ResultStore,
  now: () => number,
): TaskHandler<NoticeExportParams> {
  return {
    kind: NOTICE_EXPORT_KIND,
    options: { concurrencyPerTenant: 2, failureMessage: '导出失败，请重试' },
    parseParams: (value) => NoticeExportParams.parse(value),
    run: async (task) => {
      const { filter } = task.params;
      const lines = [COLUMNS.map(([header]) => header).join(',')];
      let after = '';
      for (;;) {
        const rows = await records.batchAfter(task.tenantId, filter, after, BATCH);
        if (rows.length === 0) break;
        for (const row of rows) lines.push(COLUMNS.map(([, cell]) => csvCell(cell(row))).join(','));
        after = rows[rows.length - 1]!.id;
        await task.progress(lines.length - 1, Math.max(task.total, lines.length - 1));
      }
      const body = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
      const at = now();
      const date = new Date(at).toISOString();
      const key = `${task.tenantId}/${date.slice(0, 4)}/${date.slice(5, 7)}/${task.taskId}.csv`;
      const { size } = await store.put(key, body);
      const label = filter.channel === 'email' ? '邮件' : '短信';
      const stamp = beijingTime(at).slice(0, 16).replace(/[-: ]/g, '');
      return { file: { key, name: `${label}发送记录_${stamp}.csv`, size, mime: 'text/csv; charset=utf-8' } };
    },
  };
}
