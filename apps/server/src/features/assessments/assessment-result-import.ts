import { z } from 'zod';
import {
  ASSESSMENT_IMPORT_COLUMNS,
  ASSESSMENT_IMPORT_KIND,
  ASSESSMENT_MESSAGES,
  Level,
  Score,
} from '@ehire/domain/contracts/assessments';
import { FILE_PURPOSE } from '@ehire/domain/contracts/files';
import { IMPORT_MESSAGES } from '@ehire/domain/contracts/imports';
import type { Clock } from '../../platform/clock';
import { AppError, errors } from '../../platform/envelope';
import type { FileService } from '../../platform/files/file.service';
import type { TenantContext } from '../../platform/request-context';
import { TaskError, type TaskHandler, type TaskQueue } from '../../platform/tasks/task-queue';
import { readImportFile } from '../imports/import-file';
import { importReport, XLSX_MIME, type ReportLine } from '../imports/import-report';
import { IMPORT_FILE_MAX_BYTES } from '../imports/import.service';
import type { AssessmentInvitationRepository } from './assessment-invitation.repository';
import { RESULT_SOURCE } from './assessments.service';

// 测评结果 from the provider's spreadsheet (issue 18 §3): an xlsx/csv upload (typed by its bytes at
// upload, read as the résumé import reads it) with columns 测评编号, 分数, 等级, imported by a task
// of the task centre in batches with progress; every refused row is reported in zh-CN in the
// task's per-row report (import-report.ts) and the good rows are kept. Recording a result
// overwrites the invitation's result, so a resumed batch repeats nothing visible.

const BATCH = 200;

const Params = z.object({ fileId: z.string(), operatorId: z.string(), fileName: z.string() });
type Params = z.infer<typeof Params>;

const State = z.object({
  next: z.number().int(),
  imported: z.number().int(),
  lines: z.array(z.tuple([z.number(), z.string(), z.string()])),
});
type State = z.infer<typeof State>;

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? '格式不正确';

export class AssessmentResultFileImporter {
  constructor(
    private readonly deps: {
      files: FileService;
      tasks: TaskQueue;
      invitations: AssessmentInvitationRepository;
      clock: Clock;
    },
  ) {}

  /** The upload's rows with the column of each header; refuses a file without the columns. */
  async read(ctx: TenantContext, fileId: string) {
    const { file, bytes } = await this.deps.files.readOwnUpload(ctx, fileId, FILE_PURPOSE.import, {
      maxBytes: IMPORT_FILE_MAX_BYTES,
      tooLarge: IMPORT_MESSAGES.tooLarge,
    });
    const sheet = await readImportFile(bytes, file.contentType);
    const column = new Map(sheet.headers.map((h, i) => [h.replace(/\*/g, '').trim(), i]));
    for (const name of ASSESSMENT_IMPORT_COLUMNS)
      if (name.endsWith('*') && !column.has(name.slice(0, -1)))
        throw errors.validation(`导入文件缺少「${name.slice(0, -1)}」列`);
    if (sheet.rows.length === 0) throw errors.validation('导入文件没有数据行');
    return { name: file.name, sheet, column };
  }

  async start(ctx: TenantContext, fileId: string): Promise<string> {
    const { name, sheet } = await this.read(ctx, fileId);
    await this.deps.files.claim(null, ctx.tenantId, [fileId], FILE_PURPOSE.import);
    const params: Params = { fileId, operatorId: ctx.operatorId, fileName: name };
    const { task } = await this.deps.tasks.submit(ctx, ASSESSMENT_IMPORT_KIND, params, {
      requestedBy: ctx.operatorId,
      summary: `测评结果导入：${name}（${sheet.rows.length}行）`,
      total: sheet.rows.length,
    });
    return task.id;
  }

  /** Records one row; the zh-CN reason when it is refused. */
  private async importRow(tenantId: string, cell: (name: string) => string): Promise<string | null> {
    const invitationId = cell('测评编号');
    if (!invitationId) return '请填写测评编号';
    const rawScore = cell('分数');
    if (!rawScore) return '请填写分数';
    if (!Number.isFinite(Number(rawScore))) return '分数格式不正确';
    const score = Score.safeParse(Number(rawScore));
    if (!score.success) return firstMessage(score.error);
    const level = Level.safeParse(cell('等级'));
    if (!level.success) return firstMessage(level.error);
    const recorded = await this.deps.invitations.recordResult(tenantId, invitationId, {
      score: score.data,
      level: level.data,
      reportFileId: null,
      reportName: '',
      source: RESULT_SOURCE.import,
      at: this.deps.clock.now(),
    });
    return recorded ? null : `${ASSESSMENT_MESSAGES.invitationNotFound}（${invitationId}）`;
  }

  handler(): TaskHandler<Params> {
    return {
      kind: ASSESSMENT_IMPORT_KIND,
      options: { concurrencyPerTenant: 1, failureMessage: '测评结果导入失败，请重试' },
      parseParams: (value) => Params.parse(value),
      run: async (task) => {
        const { fileId, operatorId, fileName } = task.params;
        const ctx: TenantContext = { tenantId: task.tenantId, operatorId, projectId: null };
        let read;
        try {
          read = await this.read(ctx, fileId);
        } catch (error) {
          if (error instanceof AppError) throw new TaskError(error.message, { retryable: false });
          throw error;
        }
        const { sheet, column } = read;
        const saved = task.checkpoint ? State.safeParse(JSON.parse(task.checkpoint)) : null;
        const state: State = saved?.success ? saved.data : { next: 0, imported: 0, lines: [] };
        const total = sheet.rows.length;
        while (state.next < total) {
          const end = Math.min(total, state.next + BATCH);
          for (let i = state.next; i < end; i++) {
            const row = sheet.rows[i]!;
            const cell = (name: string) => {
              const at = column.get(name);
              return at === undefined ? '' : (row[at] ?? '').trim();
            };
            const refused = await this.importRow(task.tenantId, cell);
            if (refused) state.lines.push([i + 2, '错误，未导入', refused]);
            else state.imported += 1;
          }
          state.next = end;
          await task.progress(end, total, JSON.stringify(state));
        }
        const report = await importReport(
          [
            ['数据行', total],
            ['已导入测评结果', state.imported],
            ['错误行', state.lines.length],
          ],
          state.lines as ReportLine[],
        );
        const key = `${task.tenantId}/imports/${task.taskId}.xlsx`;
        const { size } = await this.deps.files.storage.put(key, report);
        return {
          file: {
            key,
            name: `测评结果导入报告_${fileName.replace(/\.[^.]+$/, '')}.xlsx`,
            size,
            mime: XLSX_MIME,
          },
        };
      },
    };
  }
}
