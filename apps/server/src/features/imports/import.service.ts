import type { Kysely } from 'kysely';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { FILE_PURPOSE } from '@ehire/domain/contracts/files';
import {
  IMPORT_MESSAGES,
  ImportStartRequest,
  type ImportCheck,
  type ImportCheckRequest,
  type ImportOutcome,
  type ImportPreview,
} from '@ehire/domain/contracts/imports';
import { IMPORT_FIELDS, suggestMapping, type ImportFieldKey } from '@ehire/domain/imports/fields';
import type { DesignModule } from '@ehire/domain/resume-design/model';
import type { Database } from '../../db/schema';
import { errors } from '../../platform/envelope';
import type { FileService } from '../../platform/files/file.service';
import type { TenantContext } from '../../platform/request-context';
import type { TaskQueue, TaskRecord } from '../../platform/tasks/task-queue';
import { CandidateImportRepository } from './candidate-import.repository';
import { IMPORT_MAX_ROWS, readImportFile, type SheetRows } from './import-file';
import { identityLookup, indexStored, matchStored, planImport, type ImportPlan } from './import-plan';

// The résumé import's calls (issue 18 §2): the template from the online design, the preview
// with a suggested mapping, the check of every row, and the start of the import task.

export const IMPORT_KIND = 'talent-import';
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_BATCH_SIZE = 500;
const CHECK_ERRORS_SHOWN = 100;

/** What a submitted import keeps. */
export const ImportTaskParams = z.object({
  request: ImportStartRequest,
  operatorId: z.string(),
  fileName: z.string(),
});
export type ImportTaskParams = z.infer<typeof ImportTaskParams>;

/** The import's running state, kept as the task's checkpoint (committed with each batch). */
export const ImportState = z.object({
  /** Index into the plan's good rows of the next row to import. */
  next: z.number().int(),
  created: z.number().int(),
  merged: z.number().int(),
  skipped: z.number().int(),
  bad: z.number().int(),
  /** [row, matched keys, outcome] of every duplicate so far (the report lists them). */
  duplicates: z.array(z.tuple([z.number().int(), z.string(), z.enum(['skipped', 'merged', 'created'])])),
});
export type ImportState = z.infer<typeof ImportState>;

export function parseState(checkpoint: string | null): ImportState | null {
  if (!checkpoint) return null;
  return ImportState.parse(JSON.parse(checkpoint));
}

export interface OnlineDesignSource {
  onlineModules(tenantId: string): Promise<{ version: number; modules: DesignModule[] }>;
}

export class ImportService {
  readonly repository: CandidateImportRepository;

  constructor(
    db: Kysely<Database>,
    private readonly files: FileService,
    private readonly tasks: TaskQueue,
    private readonly design: OnlineDesignSource | null,
  ) {
    this.repository = new CandidateImportRepository(db);
  }

  /** The labels the tenant's online design gives the import fields (the design may rename them). */
  async designLabels(tenantId: string): Promise<Partial<Record<ImportFieldKey, string>>> {
    if (!this.design) return {};
    let modules: DesignModule[];
    try {
      ({ modules } = await this.design.onlineModules(tenantId));
    } catch {
      return {}; // No design published yet: the import's own labels.
    }
    const byColId = new Map<string, string>();
    for (const module of modules) for (const field of module.ecolumns) byColId.set(field.colId, field.cname);
    const labels: Partial<Record<ImportFieldKey, string>> = {};
    for (const field of IMPORT_FIELDS) {
      const label = field.colId ? byColId.get(field.colId) : undefined;
      if (label) labels[field.key] = label;
    }
    return labels;
  }

  /** 简历导入模板.xlsx: one column per import field, headed by the design's label (* required). */
  async template(tenantId: string): Promise<Buffer> {
    const labels = await this.designLabels(tenantId);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('候选人');
    sheet.addRow(IMPORT_FIELDS.map((f) => `${labels[f.key] ?? f.label}${f.required ? '*' : ''}`));
    sheet.getRow(1).font = { bold: true };
    sheet.columns.forEach((c) => (c.width = 16));
    const notes = workbook.addWorksheet('填写说明');
    notes.addRow(['列', '说明']);
    notes.addRows([
      ['手机号*', '11位中国大陆手机号；已存在的手机号按所选方式跳过或合并'],
      ['身份证号', '18位居民身份证号'],
      ['性别', '男 或 女'],
      ['出生日期', '如 2003-05-01'],
      ['学历*', '大专、本科、硕士 或 博士'],
      ['毕业年份', '如 2026'],
      ['', `每个文件最多${IMPORT_MAX_ROWS}行`],
    ]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  async readSheet(ctx: TenantContext, fileId: string): Promise<{ name: string; sheet: SheetRows }> {
    const { file, bytes } = await this.files.readOwnUpload(ctx, fileId, FILE_PURPOSE.import, {
      maxBytes: IMPORT_FILE_MAX_BYTES,
      tooLarge: IMPORT_MESSAGES.tooLarge,
    });
    return { name: file.name, sheet: await readImportFile(bytes, file.contentType) };
  }

  async preview(ctx: TenantContext, fileId: string): Promise<ImportPreview> {
    const { name, sheet } = await this.readSheet(ctx, fileId);
    return {
      fileName: name,
      headers: sheet.headers,
      rowCount: sheet.rows.length,
      sample: sheet.rows.slice(0, 5),
      mapping: suggestMapping(sheet.headers, await this.designLabels(ctx.tenantId)),
    };
  }

  /** Counts what the import would find, row by row, without writing anything. */
  async check(ctx: TenantContext, request: ImportCheckRequest): Promise<ImportCheck> {
    const { sheet } = await this.readSheet(ctx, request.fileId);
    const plan = planImport(sheet, request.mapping);
    const duplicates = await this.countDuplicates(ctx.tenantId, plan);
    return {
      total: plan.total,
      valid: plan.good.length,
      bad: plan.bad.length,
      duplicates,
      errors: plan.bad.slice(0, CHECK_ERRORS_SHOWN),
    };
  }

  async countDuplicates(tenantId: string, plan: ImportPlan): Promise<number> {
    let duplicates = 0;
    for (let i = 0; i < plan.good.length; i += IMPORT_BATCH_SIZE) {
      const rows = plan.good.slice(i, i + IMPORT_BATCH_SIZE);
      const stored = indexStored(await this.repository.findByIdentity(tenantId, identityLookup(rows)));
      for (const { person } of rows) if (matchStored(person, stored)) duplicates += 1;
    }
    return duplicates;
  }

  /** Checks the file, mapping and target, keeps the file, and submits the import task. */
  async start(ctx: TenantContext, input: ImportStartRequest): Promise<string> {
    const request = ImportStartRequest.parse(input);
    const { name, sheet } = await this.readSheet(ctx, request.fileId);
    const plan = planImport(sheet, request.mapping);
    if (request.jobId !== null) {
      const target = await this.repository.findTarget(ctx.tenantId, request.jobId, request.stepId);
      if (!target)
        throw errors.validation(request.stepId ? IMPORT_MESSAGES.stepNotFound : IMPORT_MESSAGES.jobNotFound);
    }
    // The task reads the file again on every attempt: it must outlive the upload's 24 hours.
    await this.files.claim(null, ctx.tenantId, [request.fileId], FILE_PURPOSE.import);
    const params: ImportTaskParams = { request, operatorId: ctx.operatorId, fileName: name };
    const { task } = await this.tasks.submit(ctx, IMPORT_KIND, params, {
      requestedBy: ctx.operatorId,
      summary: `简历导入：${name}（${plan.total}行）`,
      total: plan.good.length,
    });
    return task.id;
  }

  async outcome(ctx: TenantContext, taskId: string): Promise<ImportOutcome> {
    const task = await this.tasks.get(ctx, taskId);
    if (!task || task.kind !== IMPORT_KIND) throw errors.notFound('导入任务不存在');
    return outcomeOf(task);
  }
}

function outcomeOf(task: TaskRecord): ImportOutcome {
  const state = parseState(task.checkpoint);
  return {
    taskId: task.id,
    status: task.status,
    total: task.total,
    processed: task.done,
    created: state?.created ?? 0,
    merged: state?.merged ?? 0,
    skipped: state?.skipped ?? 0,
    bad: state?.bad ?? 0,
    duplicates: state?.duplicates.length ?? 0,
    hasReport: task.resultFile !== null,
  };
}
