import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope } from '@ehire/domain/contracts/envelope';
import { ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import { UserImportStart, type UserImportService } from './user-import';
import { route } from '../../platform/route';
import { SETTINGS_API } from '@ehire/domain/api/settings';

/** 导入用户 under /api/biz/settings/users (System.User, write): a task of the task centre. */
export const userImportRoutes: FastifyPluginAsyncZod<{ imports: UserImportService }> = async (
  app,
  { imports },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  route(
    app,
    SETTINGS_API.usersImport,
    {
      config: { permission: { key: PERMISSION.user, write: true } },
      schema: {
        summary: '从表格导入用户（任务中心执行，结束后生成逐行报告）',
        tags: ['settings'],
        body: UserImportStart,
        response: { 200: envelope(z.object({ taskId: z.string() })) },
      },
    },
    async (request) => {
      const taskId = await imports.start(tenantContextOf(request), request.body.fileId);
      noteAudit(request, { targetType: 'task', targetId: taskId, detail: '导入用户' });
      return ok({ taskId }, '导入任务已提交，可在任务中心查看进度和逐行报告');
    },
  );
};
