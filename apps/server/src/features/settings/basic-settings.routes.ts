import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  TalentListLayoutInput,
  TalentPreviewInput,
  TargetSolutionIdInput,
  TargetSolutionInput,
  TargetSolutionList,
} from '@ehire/domain/contracts/settings';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { TalentListLayoutService } from './talent-list-layout.service';
import type { TargetSchoolService } from './target-schools.service';
import { route } from '../../platform/route';
import { SETTINGS_API } from '@ehire/domain/api/settings';

/** 基础设置 under /api/biz/settings/basic (Ctm.BasicSetting; the talent list reads with Ctm.Talent). */
export const basicSettingsRoutes: FastifyPluginAsyncZod<{
  layouts: TalentListLayoutService;
  targets: TargetSchoolService;
}> = async (app, { layouts, targets }) => {
  app.setValidatorCompiler(contractMessageValidator);
  const tags = ['settings'];

  route(
    app,
    SETTINGS_API.basicTalentListLayout,
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

  route(
    app,
    SETTINGS_API.basicTalentListLayoutSave,
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
      noteAudit(request, {
        targetType: 'tenant_setting',
        targetId: 'talentListLayout',
        detail: '修改筛选设置',
      });
      return ok(saved, '保存成功');
    },
  );

  route(
    app,
    SETTINGS_API.basicTalentListLayoutCurrent,
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

  route(
    app,
    SETTINGS_API.basicTargetSolutions,
    {
      config: { permission: { key: PERMISSION.basicSetting, write: false } },
      schema: {
        summary: '目标学校/专业：方案列表',
        tags,
        body: NoPayload,
        response: { 200: envelope(TargetSolutionList) },
      },
    },
    async (request) => ok({ list: await targets.list(tenantContextOf(request).tenantId) }),
  );

  route(
    app,
    SETTINGS_API.basicTargetSolutionsSave,
    {
      config: { permission: { key: PERMISSION.basicSetting, write: true } },
      schema: {
        summary: '新增或修改目标学校/专业方案',
        tags,
        body: TargetSolutionInput,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const saved = await targets.save(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'tenant_setting',
        targetId: saved.id,
        detail: `保存目标学校/专业方案：${request.body.name}`,
      });
      return ok(saved, '保存成功');
    },
  );

  route(
    app,
    SETTINGS_API.basicTargetSolutionsDelete,
    {
      config: { permission: { key: PERMISSION.basicSetting, write: true } },
      schema: {
        summary: '删除目标学校/专业方案',
        tags,
        body: TargetSolutionIdInput,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await targets.remove(tenantContextOf(request), request.body.id);
      noteAudit(request, {
        targetType: 'tenant_setting',
        targetId: request.body.id,
        detail: '删除目标学校/专业方案',
      });
      return ok(null, '删除成功');
    },
  );

  route(
    app,
    SETTINGS_API.basicTalentPreview,
    {
      config: { permission: { key: PERMISSION.basicSetting, write: false } },
      schema: {
        summary: '人才预览：简历卡片显示的字段',
        tags,
        body: NoPayload,
        response: { 200: envelope(TalentPreviewInput) },
      },
    },
    async (request) => ok(await layouts.preview(tenantContextOf(request))),
  );

  route(
    app,
    SETTINGS_API.basicTalentPreviewSave,
    {
      config: { permission: { key: PERMISSION.basicSetting, write: true } },
      schema: {
        summary: '保存人才预览',
        tags,
        body: TalentPreviewInput,
        response: { 200: envelope(TalentPreviewInput) },
      },
    },
    async (request) => {
      const saved = await layouts.savePreview(tenantContextOf(request), request.body);
      noteAudit(request, { targetType: 'tenant_setting', targetId: 'talentPreview', detail: '修改人才预览' });
      return ok(saved, '保存成功');
    },
  );

  route(
    app,
    SETTINGS_API.basicTalentPreviewCurrent,
    {
      config: { permission: { key: PERMISSION.talent, write: false } },
      schema: {
        summary: '简历详情读取本企业的人才预览设置',
        tags,
        body: NoPayload,
        response: { 200: envelope(TalentPreviewInput) },
      },
    },
    async (request) => ok(await layouts.preview(tenantContextOf(request))),
  );
};
