import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import { CareersPageInput, CareersPageState } from '@ehire/domain/contracts/settings';
import { CAREERS_PAGE_MESSAGES } from '@ehire/domain/settings/careers-page';
import { ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { CareersPageService } from './careers-page.service';
import { route } from '../../platform/route';
import { SETTINGS_API } from '@ehire/domain/api/settings';

/** 页面设置 under /api/biz/settings/careers-page (the menu's permission, resumePageSetting). */
export const careersPageRoutes: FastifyPluginAsyncZod<{ pages: CareersPageService }> = async (
  app,
  { pages },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  const tags = ['settings'];
  const permission = (write: boolean) => ({ permission: { key: PERMISSION.resumePageSetting, write } });

  route(
    app,
    SETTINGS_API.careersPage,
    {
      config: permission(false),
      schema: {
        summary: '页面设置：招聘官网页面的草稿与已发布版本',
        tags,
        body: NoPayload,
        response: { 200: envelope(CareersPageState) },
      },
    },
    async (request) => ok(await pages.state(tenantContextOf(request))),
  );

  route(
    app,
    SETTINGS_API.careersPageSave,
    {
      config: permission(true),
      schema: {
        summary: '保存页面设置草稿（招聘官网不变，发布后生效）',
        tags,
        body: CareersPageInput,
        response: { 200: envelope(CareersPageState) },
      },
    },
    async (request) => {
      const saved = await pages.saveDraft(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'tenant_setting',
        targetId: 'careersPage',
        detail: '保存页面设置草稿',
      });
      return ok(saved, '保存成功');
    },
  );

  route(
    app,
    SETTINGS_API.careersPagePublish,
    {
      config: permission(true),
      schema: {
        summary: '发布页面设置到招聘官网',
        tags,
        body: NoPayload,
        response: { 200: envelope(CareersPageState) },
      },
    },
    async (request) => {
      const published = await pages.publish(tenantContextOf(request));
      noteAudit(request, { targetType: 'tenant_setting', targetId: 'careersPage', detail: '发布页面设置' });
      return ok(published, CAREERS_PAGE_MESSAGES.published);
    },
  );
};
