import { z } from 'zod';
import { FILE_PURPOSE } from '@ehire/domain/contracts/files';
import { IMPORT_MESSAGES } from '@ehire/domain/contracts/imports';
import { UserSaveInput } from '@ehire/domain/contracts/settings';
import type { Clock } from '../../platform/clock';
import { AppError, errors } from '../../platform/envelope';
import type { FileService } from '../../platform/files/file.service';
import type { TenantContext } from '../../platform/request-context';
import { TaskError, type TaskHandler, type TaskQueue } from '../../platform/tasks/task-queue';
import { readImportFile } from '../imports/import-file';
import { importReport, XLSX_MIME, type ReportLine } from '../imports/import-report';
import { IMPORT_FILE_MAX_BYTES } from '../imports/import.service';
import type { UsersRolesService } from './users-roles.service';

// 用户导入 (issue 17): users from a spreadsheet through the task centre. The file is read as the
// résumé import reads it (import-file.ts) and the task ends with the same per-row report
// (import-report.ts). Each row is saved through UsersRolesService.saveUser, so a row obeys every
// rule of the 新增用户 dialog (name taken, role, organisation, password, no rights above one's own);
// a refused row is reported and the good rows are kept.

const USER_IMPORT_KIND = 'user-import';

/** The template's columns; * marks the required ones. Matched by header, * ignored. */
const USER_IMPORT_COLUMNS = [
  '用户名*',
  '姓名*',
  '角色*',
  '所属组织',
  '手机号',
  '邮箱',
  '初始密码*',
] as const;

const UserImportParams = z.object({ fileId: z.string(), operatorId: z.string(), fileName: z.string() });
type UserImportParams = z.infer<typeof UserImportParams>;

const State = z.object({
  next: z.number().int(),
  created: z.number().int(),
  lines: z.array(z.tuple([z.number(), z.string(), z.string()])),
});
type State = z.infer<typeof State>;

export const UserImportStart = z.object({
  fileId: z.string({ error: '请上传导入文件' }).min(1, '请上传导入文件').max(64, '导入文件不存在'),
});

function columnIndex(headers: readonly string[]): Record<string, number> {
  const index: Record<string, number> = {};
  headers.forEach((h, i) => (index[h.replace(/\*/g, '').trim()] = i));
  return index;
}

export class UserImportService {
  constructor(
    private readonly users: UsersRolesService,
    private readonly files: FileService,
    private readonly tasks: TaskQueue,
  ) {}

  async readSheet(ctx: TenantContext, fileId: string) {
    const { file, bytes } = await this.files.readOwnUpload(ctx, fileId, FILE_PURPOSE.import, {
      maxBytes: IMPORT_FILE_MAX_BYTES,
      tooLarge: IMPORT_MESSAGES.tooLarge,
    });
    const sheet = await readImportFile(bytes, file.contentType);
    const index = columnIndex(sheet.headers);
    for (const column of USER_IMPORT_COLUMNS) {
      const name = column.replace('*', '');
      if (column.endsWith('*') && index[name] === undefined)
        throw errors.validation(`导入文件缺少「${name}」列`);
    }
    return { name: file.name, sheet, index };
  }

  /** Checks the file's columns, keeps the file for the task and submits it. */
  async start(ctx: TenantContext, fileId: string): Promise<string> {
    const { name, sheet } = await this.readSheet(ctx, fileId);
    await this.files.claim(null, ctx.tenantId, [fileId], FILE_PURPOSE.import);
    const params: UserImportParams = { fileId, operatorId: ctx.operatorId, fileName: name };
    const { task } = await this.tasks.submit(ctx, USER_IMPORT_KIND, params, {
      requestedBy: ctx.operatorId,
      summary: `用户导入：${name}（${sheet.rows.length}行）`,
      total: sheet.rows.length,
    });
    return task.id;
  }

  /** Saves one row as a new user; the zh-CN reason when refused. */
  async importRow(
    ctx: TenantContext,
    cells: (name: string) => string,
    names: { roles: Map<string, string>; organizations: Map<string, string> },
  ): Promise<string | null> {
    const roleName = cells('角色');
    const roleId = names.roles.get(roleName);
    if (!roleName) return '请填写角色';
    if (!roleId) return `角色「${roleName}」不存在`;
    const orgName = cells('所属组织');
    const organizationId = orgName ? names.organizations.get(orgName) : null;
    if (orgName && !organizationId) return `组织「${orgName}」不存在`;
    const parsed = UserSaveInput.safeParse({
      username: cells('用户名'),
      displayName: cells('姓名'),
      roleId,
      organizationId: organizationId ?? null,
      mobile: cells('手机号'),
      email: cells('邮箱'),
      password: cells('初始密码'),
    });
    if (!parsed.success) return parsed.error.issues.map((i) => i.message).join('；');
    try {
      await this.users.saveUser(ctx, parsed.data);
      return null;
    } catch (error) {
      if (error instanceof AppError) return error.message;
      throw error;
    }
  }

  async names(ctx: TenantContext) {
    const options = await this.users.userOptions(ctx);
    return {
      roles: new Map(options.roles.map((r) => [r.name, r.id])),
      organizations: new Map(options.organizations.map((o) => [o.name, o.id])),
    };
  }
}

export function userImportTaskHandler(deps: {
  imports: UserImportService;
  files: FileService;
  clock: Clock;
}): TaskHandler<UserImportParams> {
  return {
    kind: USER_IMPORT_KIND,
    // A retry would meet its own created users as 用户名已存在: one attempt, rows resume from the checkpoint.
    options: { concurrencyPerTenant: 1, retryLimit: 0, failureMessage: '导入失败，请重试' },
    parseParams: (value) => UserImportParams.parse(value),
    async run(task) {
      const { fileId, operatorId, fileName } = task.params;
      const ctx: TenantContext = { tenantId: task.tenantId, operatorId, projectId: null };
      let read;
      try {
        read = await deps.imports.readSheet(ctx, fileId);
      } catch (error) {
        if (error instanceof AppError) throw new TaskError(error.message, { retryable: false });
        throw error;
      }
      const { sheet, index } = read;
      const names = await deps.imports.names(ctx);
      const saved = task.checkpoint ? State.safeParse(JSON.parse(task.checkpoint)) : null;
      let state: State = saved?.success ? saved.data : { next: 0, created: 0, lines: [] };
      const total = sheet.rows.length;
      while (state.next < total) {
        const row = sheet.rows[state.next]!;
        const cells = (name: string) => (index[name] === undefined ? '' : (row[index[name]!] ?? '').trim());
        const refused = await deps.imports.importRow(ctx, cells, names);
        const line: ReportLine = [state.next + 2, refused ? '错误，未导入' : '已导入', refused ?? ''];
        state = {
          next: state.next + 1,
          created: state.created + (refused ? 0 : 1),
          lines: refused ? [...state.lines, line] : state.lines,
        };
        await task.progress(state.next, total, JSON.stringify(state));
      }
      const report = await importReport(
        [
          ['数据行', total],
          ['已导入用户', state.created],
          ['错误行', state.lines.length],
        ],
        state.lines as ReportLine[],
      );
      const key = `${task.tenantId}/imports/${task.taskId}.xlsx`;
      const { size } = await deps.files.storage.put(key, report);
      return {
        file: { key, name: `用户导入报告_${fileName.replace(/\.[^.]+$/, '')}.xlsx`, size, mime: XLSX_MIME },
      };
    },
  };
}
