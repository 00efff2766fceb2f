import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import { EXPORT_MESSAGE, ExportTaskCreated, TalentExportRequest } from '@ehire/domain/contracts/exports';
import {
  Neighbours,
  NeighboursRequest,
  PersonalLabelList,
  ResumeDetail,
  SavedSearch,
  SavedSearchInput,
  SavedSearchList,
  TALENT_ACTION_LABEL,
  TalentAction,
  TalentActionResult,
  TalentCounts,
  TalentFieldList,
  TalentFlowList,
  TalentJobList,
  TalentListQuery,
  TalentPage,
  TalentSelection,
} from '@ehire/domain/contracts/talent';
import { done, ok } from '../../platform/envelope';
import { noteAudit, operatorOf, tenantContextOf } from '../../platform/request-context';
import type { FileService } from '../../platform/files/file.service';
import { contentDisposition, sendStoredFile } from '../../platform/files/download';
import { contractMessageValidator } from '../../platform/contract-validator';
import { TALENT_EXPORT_FILE_NAME, XLSX_MIME } from './talent-export';
import type { TalentExportService } from './talent-export.service';
import { submitTalentExport } from './talent-export.task';
import type { TaskQueue } from '../../platform/tasks/task-queue';
import type { TalentService } from './talent.service';
import type { DataScopeService } from '../settings/data-scope.service';
import { route } from '../../platform/route';
import { TALENT_API } from '@ehire/domain/api/talent';

const READ = { permission: { key: PERMISSION.talent, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.talent, write: true } } as const;
const TAGS = ['talent'];
const IdParams = z.object({ id: z.string().min(1).max(64) });

/** /api/biz/talent: talent management of the console (PERMISSION.talent: read ≥ 1, write ≥ 2). */
export const talentRoutes: FastifyPluginAsyncZod<{
  talent: TalentService;
  files: FileService;
  exporter: TalentExportService;
  /** The task queue large exports are submitted to (absent: only exports in the request). */
  exportTasks?: TaskQueue;
  /** The caller's data scope (issue 17, settings feature): detail and actions open only what the list shows. */
  scope: Pick<DataScopeService, 'assertApplications' | 'assertResume'>;
}> = async (app, { talent, files, exporter, exportTasks, scope }) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    TALENT_API.fields,
    {
      config: READ,
      schema: {
        summary: '人才筛选可用的字段（系统字段与在线简历设计的字段）',
        tags: TAGS,
        response: { 200: envelope(TalentFieldList) },
      },
    },
    async (request) => ok(await talent.fields(tenantContextOf(request))),
  );

  route(
    app,
    TALENT_API.list,
    {
      config: READ,
      schema: {
        summary: '人才列表（页签、职位、环节、状态、筛选、关键词、排序、分页）',
        tags: TAGS,
        body: TalentListQuery,
        response: { 200: envelope(TalentPage) },
      },
    },
    async (request) => ok(await talent.list(tenantContextOf(request), request.body)),
  );

  route(
    app,
    TALENT_API.counts,
    {
      config: READ,
      schema: {
        summary: '各环节按状态计数（与列表总数一致）',
        tags: TAGS,
        body: TalentSelection,
        response: { 200: envelope(TalentCounts) },
      },
    },
    async (request) => ok(await talent.counts(tenantContextOf(request), request.body)),
  );

  route(
    app,
    TALENT_API.jobs,
    {
      config: READ,
      schema: { summary: '按职位查看：职位及投递数', tags: TAGS, response: { 200: envelope(TalentJobList) } },
    },
    async (request) => ok(await talent.jobs(tenantContextOf(request))),
  );

  route(
    app,
    TALENT_API.neighbours,
    {
      config: READ,
      schema: {
        summary: '简历详情的上一份/下一份（当前列表条件内）',
        tags: TAGS,
        body: NeighboursRequest,
        response: { 200: envelope(Neighbours) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      await scope.assertApplications(ctx, [request.body.applicationId]);
      return ok(await talent.neighbours(ctx, request.body.applicationId, request.body.query));
    },
  );

  route(
    app,
    TALENT_API.applicationsById,
    {
      config: READ,
      schema: {
        summary: '简历详情',
        tags: TAGS,
        params: IdParams,
        response: { 200: envelope(ResumeDetail) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      await scope.assertApplications(ctx, [request.params.id]);
      return ok(await talent.detail(ctx, request.params.id));
    },
  );

  route(
    app,
    TALENT_API.attachmentsById,
    {
      config: READ,
      schema: { summary: '附件预览/下载（图片、PDF 内联显示）', tags: TAGS, params: IdParams },
    },
    async (request, reply) => {
      const ctx = tenantContextOf(request);
      const found = await talent.attachment(ctx, request.params.id);
      // Only an attachment of a resume the caller may open (its data scope, issue 17).
      await scope.assertResume(ctx, found.resumeId);
      if (found.fileId !== null) return sendStoredFile(reply, await files.open(ctx.tenantId, found.fileId));
      return sendStoredFile(reply, {
        file: { name: found.fileName, contentType: found.mimeType, size: found.content.length },
        stream: Readable.from([found.content]),
      });
    },
  );

  route(
    app,
    TALENT_API.actions,
    {
      config: WRITE,
      schema: {
        summary: '单个或批量操作（每条投递一个结果）',
        tags: TAGS,
        body: TalentAction,
        response: { 200: envelope(TalentActionResult) },
      },
    },
    async (request) => {
      await scope.assertApplications(tenantContextOf(request), request.body.applicationIds);
      let result = await talent.act(tenantContextOf(request), request.body);
      // The step change's optional notice (issue 14), to the applications that moved.
      if ('notice' in request.body && request.body.notice) {
        const moved = result.results.filter((r) => r.ok).map((r) => r.applicationId);
        const notice = await app.notices.sendForStepChange(operatorOf(request), request.body.notice, moved);
        result = { ...result, notice };
      }
      const ids = request.body.applicationIds;
      noteAudit(request, {
        targetType: 'application',
        targetId: ids.length === 1 ? ids[0] : null,
        detail: `${TALENT_ACTION_LABEL[request.body.action]}：成功${result.succeeded}条，失败${result.failed}条`,
      });
      const msg =
        result.failed === 0
          ? '操作成功'
          : result.succeeded === 0
            ? (result.results[0]?.message ?? '操作失败')
            : `部分投递操作失败（成功${result.succeeded}条，失败${result.failed}条）`;
      return ok(result, msg);
    },
  );

  route(
    app,
    TALENT_API.flows,
    {
      config: READ,
      schema: {
        summary: '企业的流程及环节（转移流程的目标）',
        tags: TAGS,
        response: { 200: envelope(TalentFlowList) },
      },
    },
    async (request) => ok(await talent.flows(tenantContextOf(request))),
  );

  route(
    app,
    TALENT_API.personalLabels,
    {
      config: READ,
      schema: {
        summary: '我的个人标签（仅本人可见）',
        tags: TAGS,
        response: { 200: envelope(PersonalLabelList) },
      },
    },
    async (request) => ok(await talent.personalLabels(tenantContextOf(request))),
  );

  route(
    app,
    TALENT_API.export,
    {
      config: READ,
      schema: {
        summary: `导出人才列表（xlsx 下载；条数较多时先经异步检查转为导出任务）`,
        tags: TAGS,
        body: TalentExportRequest,
      },
    },
    async (request, reply) => {
      const ctx = tenantContextOf(request);
      // Checked and counted before the first byte, so a refusal is still a 4xx envelope.
      const plan = await exporter.plan(ctx, request.body, true);
      const out = new PassThrough();
      // A client that leaves stops the export instead of leaving it waiting for a reader.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort(new Error('client closed the export'));
      });
      exporter
        .write(
          ctx,
          plan,
          { stream: out },
          { action: 'POST /api/biz/talent/export', ip: request.ip, taskId: null },
          undefined,
          gone.signal,
        )
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'talent export failed');
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        });
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition('attachment', TALENT_EXPORT_FILE_NAME))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(out);
    },
  );

  if (exportTasks) {
    const tasks = exportTasks;
    route(
      app,
      TALENT_API.exportTasks,
      {
        // Reading the list; the audit row is the export's own, written when the file is done.
        config: READ,
        schema: {
          summary: '导出人才列表为后台任务（在任务中心查看进度并下载）',
          tags: TAGS,
          body: TalentExportRequest,
          response: { 200: envelope(ExportTaskCreated) },
        },
      },
      async (request) => {
        const ctx = tenantContextOf(request);
        const plan = await exporter.plan(ctx, request.body, false);
        const taskId = await submitTalentExport(tasks, ctx, request.body, plan, request.ip);
        return ok({ taskId }, EXPORT_MESSAGE.taskCreated);
      },
    );
  }

  route(
    app,
    TALENT_API.getSavedSearches,
    {
      config: READ,
      schema: {
        summary: '保存的搜索（我的与全局）',
        tags: TAGS,
        response: { 200: envelope(SavedSearchList) },
      },
    },
    async (request) => ok(await talent.savedSearches(tenantContextOf(request))),
  );

  route(
    app,
    TALENT_API.postSavedSearches,
    {
      config: WRITE,
      schema: {
        summary: '保存搜索（是否应用到全局）',
        tags: TAGS,
        body: SavedSearchInput,
        response: { 200: envelope(SavedSearch) },
      },
    },
    async (request) => {
      const saved = await talent.saveSearch(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'talent_saved_search',
        targetId: saved.id,
        detail: `保存搜索「${saved.name}」`,
      });
      return ok(saved);
    },
  );

  route(
    app,
    TALENT_API.savedSearchesById,
    {
      config: WRITE,
      schema: {
        summary: '删除保存的搜索',
        tags: TAGS,
        params: IdParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const name = await talent.deleteSearch(tenantContextOf(request), request.params.id);
      noteAudit(request, {
        targetType: 'talent_saved_search',
        targetId: request.params.id,
        detail: `删除搜索「${name}」`,
      });
      return done();
    },
  );
};
