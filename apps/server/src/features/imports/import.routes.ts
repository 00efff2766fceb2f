import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope } from '@ehire/domain/contracts/envelope';
import {
  IMPORT_MESSAGES,
  ImportCheck,
  ImportCheckRequest,
  ImportFileRequest,
  ImportOutcome,
  ImportPreview,
  ImportStarted,
  ImportStartRequest,
} from '@ehire/domain/contracts/imports';
import { ok } from '../../platform/envelope';
import { contentDisposition } from '../../platform/files/download';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import { XLSX_MIME } from './import-report';
import type { ImportService } from './import.service';
import { route } from '../../platform/route';
import { IMPORTS_API } from '@ehire/domain/api/imports';

// /api/biz/imports: the résumé analysis import (简历解析导入, issue 18 §2). The file is uploaded
// first through /api/biz/files (purpose import, typed by content); these calls refer to it by id.
// The report is the task's result file, downloaded through the task centre.

const TAGS = ['imports'];
const READ = { permission: { key: PERMISSION.resumeAnalysisImport, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.resumeAnalysisImport, write: true } } as const;
const TaskParams = z.object({ taskId: z.string().min(1).max(64) });

export const importRoutes: FastifyPluginAsyncZod<{ imports: ImportService }> = async (app, { imports }) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    IMPORTS_API.template,
    { config: READ, schema: { summary: '下载简历导入模板（按在线简历设计生成）', tags: TAGS } },
    async (request, reply) => {
      const bytes = await imports.template(tenantContextOf(request).tenantId);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition('attachment', '简历导入模板.xlsx'))
        .send(bytes);
    },
  );

  // Reading a file changes nothing: POST only to carry the body, not audited.
  route(
    app,
    IMPORTS_API.preview,
    {
      config: { ...READ, audit: false },
      schema: {
        summary: '读取导入文件：表头、前几行和建议的列对应',
        tags: TAGS,
        body: ImportFileRequest,
        response: { 200: envelope(ImportPreview) },
      },
    },
    async (request) => ok(await imports.preview(tenantContextOf(request), request.body.fileId)),
  );

  route(
    app,
    IMPORTS_API.check,
    {
      config: { ...READ, audit: false },
      schema: {
        summary: '按列对应逐行校验（不导入）：错误行、与已有候选人重复的行',
        tags: TAGS,
        body: ImportCheckRequest,
        response: { 200: envelope(ImportCheck) },
      },
    },
    async (request) => ok(await imports.check(tenantContextOf(request), request.body)),
  );

  route(
    app,
    IMPORTS_API.root,
    {
      config: WRITE,
      schema: {
        summary: '开始导入（后台任务）：合格行导入到所选职位环节或公共人才库，来源“导入”',
        tags: TAGS,
        body: ImportStartRequest,
        response: { 200: envelope(ImportStarted) },
      },
    },
    async (request) => {
      const taskId = await imports.start(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'task',
        targetId: taskId,
        detail: `简历导入：文件 ${request.body.fileId}`,
      });
      return ok({ taskId }, IMPORT_MESSAGES.started);
    },
  );

  route(
    app,
    IMPORTS_API.byTaskId,
    {
      config: READ,
      schema: {
        summary: '导入任务的结果：新建、合并、跳过、错误行数',
        tags: TAGS,
        params: TaskParams,
        response: { 200: envelope(ImportOutcome) },
      },
    },
    async (request) => ok(await imports.outcome(tenantContextOf(request), request.params.taskId)),
  );
};
