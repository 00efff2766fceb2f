import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import { AnonymiseStarted, DataRetention, DataRetentionInput } from '@ehire/domain/contracts/settings';
import { ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { DataRetentionService } from './data-retention.service';
import { route } from '../../platform/route';
import { SETTINGS_API } from '@ehire/domain/api/settings';

/** 更多设置 under /api/biz/settings/retention (Ctm.BasicSetting, like the menu entry). */
export const dataRetentionRoutes: FastifyPluginAsyncZod<{ retention: DataRetentionService }> = async (
  app,
  { retention },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  const tags = ['settings'];

  route(
    app,
    SETTINGS_API.retention,
    {
      config: { permission: { key: PERMISSION.basicSetting, write: false } },
      schema: {
        summary: '更多设置：数据保留期限、待匿名化人数、个人信息处理说明',
        tags,
        body: NoPayload,
        response: { 200: envelope(DataRetention) },
      },
    },
    async (request) => ok(await retention.get(tenantContextOf(request))),
  );

  route(
    app,
    SETTINGS_API.retentionSave,
    {
      config: { permission: { key: PERMISSION.basicSetting, write: true } },
      schema: {
        summary: '保存数据保留期限和个人信息处理说明',
        tags,
        body: DataRetentionInput,
        response: { 200: envelope(DataRetention) },
      },
    },
    async (request) => {
      const saved = await retention.save(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'tenant_setting',
        targetId: 'dataRetention',
        detail: `修改更多设置：保留${request.body.retentionMonths}个月，自动匿名化${request.body.autoAnonymise ? '开启' : '关闭'}`,
      });
      return ok(saved, '保存成功');
    },
  );

  route(
    app,
    SETTINGS_API.retentionAnonymise,
    {
      config: { permission: { key: PERMISSION.basicSetting, write: true } },
      schema: {
        summary: '立即匿名化超过保留期限的候选人（任务中心可查看进度）',
        tags,
        body: NoPayload,
        response: { 200: envelope(AnonymiseStarted) },
      },
    },
    async (request) => {
      const started = await retention.start(tenantContextOf(request));
      noteAudit(request, {
        targetType: 'tenant_setting',
        targetId: started.taskId,
        detail: '开始匿名化候选人数据',
      });
      return ok(started, '已提交匿名化任务，可在任务中心查看进度');
    },
  );
};
