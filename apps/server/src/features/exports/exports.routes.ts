import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  ExportTemplate,
  ExportTemplateInput,
  ExportTemplateList,
  ExportThresholdAnswer,
  ExportThresholdRequest,
} from '@ehire/domain/contracts/exports';
import { done, ok, OK_MESSAGE } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { TalentExportService } from '../talent/talent-export.service';
import type { TalentService } from '../talent/talent.service';
import type { ExportTemplateService } from './export-template.service';
import { route } from '../../platform/route';
import { EXPORTS_API } from '@ehire/domain/api/exports';

const TAGS = ['exports'];
const IdParams = z.object({ id: z.string().min(1).max(64) });
// Recruiters of the talent list read the templates in the export dialog; managing them is
// 导出管理's (the template page sits beside the task centre in the older console).
const READ_TEMPLATES = { permission: { key: PERMISSION.talent, write: false } } as const;
const WRITE_TEMPLATES = { permission: { key: PERMISSION.export, write: true } } as const;

/** /api/biz/export-templates: the tenant's export templates (导出模板). */
export const exportTemplateRoutes: FastifyPluginAsyncZod<{
  templates: ExportTemplateService;
  talent: TalentService;
}> = async (app, { templates, talent }) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    EXPORTS_API.getExportTemplates,
    {
      config: READ_TEMPLATES,
      schema: { summary: '导出模板列表', tags: TAGS, response: { 200: envelope(ExportTemplateList) } },
    },
    async (request) => ok(await templates.list(tenantContextOf(request))),
  );

  route(
    app,
    EXPORTS_API.postExportTemplates,
    {
      config: WRITE_TEMPLATES,
      schema: {
        summary: '新建导出模板',
        tags: TAGS,
        body: ExportTemplateInput,
        response: { 200: envelope(ExportTemplate) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      const actor = await talent.actor(ctx);
      const saved = await templates.create(ctx, request.body, actor.name);
      noteAudit(request, {
        targetType: 'export_template',
        targetId: saved.id,
        detail: `新建导出模板「${saved.name}」（${saved.columns.length}列）`,
      });
      return ok(saved);
    },
  );

  route(
    app,
    EXPORTS_API.putExportTemplatesById,
    {
      config: WRITE_TEMPLATES,
      schema: {
        summary: '修改导出模板（名称、导出列）',
        tags: TAGS,
        params: IdParams,
        body: ExportTemplateInput,
        response: { 200: envelope(ExportTemplate) },
      },
    },
    async (request) => {
      const saved = await templates.update(tenantContextOf(request), request.params.id, request.body);
      noteAudit(request, {
        targetType: 'export_template',
        targetId: saved.id,
        detail: `修改导出模板「${saved.name}」（${saved.columns.length}列）`,
      });
      return ok(saved);
    },
  );

  route(
    app,
    EXPORTS_API.deleteExportTemplatesById,
    {
      config: WRITE_TEMPLATES,
      schema: {
        summary: '删除导出模板',
        tags: TAGS,
        params: IdParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const name = await templates.delete(tenantContextOf(request), request.params.id);
      noteAudit(request, {
        targetType: 'export_template',
        targetId: request.params.id,
        detail: `删除导出模板「${name}」`,
      });
      return done();
    },
  );
};

/**
 * /api/biz/export: the async check of D1 §7 (CALL-054/055) before an export or a bulk edit of
 * the talent list. Answers result 1 beside code 200, as customer info does (AMB-021).
 */
export const exportCheckRoutes: FastifyPluginAsyncZod<{ exporter: TalentExportService }> = async (
  app,
  { exporter },
) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    EXPORTS_API.exportThresholds,
    {
      // Reading only: counts what the job would take.
      config: { permission: { key: PERMISSION.talent, write: false } },
      schema: {
        summary: '导出/批量操作前的异步检查：是否转为后台任务、条数上限、当前条数',
        tags: TAGS,
        body: ExportThresholdRequest,
        response: { 200: ExportThresholdAnswer },
      },
    },
    async (request) => {
      const { scene, ...target } = request.body;
      const data = await exporter.threshold(tenantContextOf(request), scene, target);
      return { code: 200, msg: OK_MESSAGE, result: 1, data };
    },
  );
};
