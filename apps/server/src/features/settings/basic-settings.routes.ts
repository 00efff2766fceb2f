import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import { TalentListLayoutInput } from '@ehire/domain/contracts/settings';
import { ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../jobs/contract-validator';
import type { TalentListLayoutService } from './talent-list-layout.service';

/** 基础设置 under /api/biz/settings/basic (Ctm.BasicSetting; the talent list reads with Ctm.Talent). */
export const basicSettingsRoutes: FastifyPluginAsyncZod<{ layouts: TalentListLayoutService }> = async (
  app,
  { layouts },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  const tags = ['settings'];

  app.post(
    '/talent-list-layout',
    {
      config: { permission: { key: PERMISSION.basicSetting, write: false } },
      schema: {
        summary: '筛选设置：人才列表的筛选项和列表列（顺序、是否显示）',
        tags,
        body: NoPayload,
        response: { 200: envelope(TalentListLayoutInput) },
      },
    },
    async (request) => ok(await layouts.get(tenantContextOf(request))),
  );

  app.post(
    '/talent-list-layout/save',
    {
      config: { permission: { key: PERMISSION.basicSetting, write: true } },
      schema: {
        summary: '保存筛选设置',
        tags,
        body: TalentListLayoutInput,
        response: { 200: envelope(TalentListLayoutInput) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      const saved = await layouts.save(ctx, request.body);
      noteAudit(request, { targetType: 'tenant_setting', targetId: 'talentListLayout', detail: '修改筛选设置' });
      return ok(saved, '保存成功');
    },
  );

  app.post(
    '/talent-list-layout/current',
    {
      config: { permission: { key: PERMISSION.talent, write: false } },
      schema: {
        summary: '人才列表读取本企业的筛选设置',
        tags,
        body: NoPayload,
        response: { 200: envelope(TalentListLayoutInput) },
      },
    },
    async (request) => ok(await layouts.get(tenantContextOf(request))),
  );
};
