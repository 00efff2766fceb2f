import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope } from '@ehire/domain/contracts/envelope';
import { ExportTaskCreated } from '@ehire/domain/contracts/exports';
import { AuditLogPage, AuditLogQuery } from '@ehire/domain/contracts/settings';
import { ok } from '../../platform/envelope';
import { tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { AuditLogService } from './audit-log.service';
import { route } from '../../platform/route';
import { SETTINGS_API } from '@ehire/domain/api/settings';

/** 日志查询 under /api/biz/settings/audit-log (System.Log). */
export const auditLogRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (
  app,
  { auditLog },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  const tags = ['settings'];

  route(
    app,
    SETTINGS_API.auditLogPage,
    {
      config: { permission: { key: PERMISSION.log, write: false } },
      schema: {
        summary: '操作日志（操作人、操作、对象、时间、IP）',
        tags,
        body: AuditLogQuery,
        response: { 200: envelope(AuditLogPage) },
      },
    },
    async (request) => ok(await auditLog.page(tenantContextOf(request), request.body)),
  );

  // A read (level 1 may export), but the export records itself: who took the log away.
  route(
    app,
    SETTINGS_API.auditLogExport,
    {
      config: { permission: { key: PERMISSION.log, write: false } },
      schema: {
        summary: '导出操作日志（任务中心）',
        tags,
        body: AuditLogQuery,
        response: { 200: envelope(ExportTaskCreated) },
      },
    },
    async (request) => {
      const created = await auditLog.submitExport(tenantContextOf(request), request.body, request.ip);
      return ok(created, '已提交导出任务，请到任务中心下载');
    },
  );
};
