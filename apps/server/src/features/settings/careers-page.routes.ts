import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_PURPOSE } from '@ehire/domain/contracts/files';
import { CAREERS_IMAGE_MAX_MB, CAREERS_IMAGE_MESSAGES } from '@ehire/domain/settings/careers-image';
import type { FileService } from '../../platform/files/file.service';
import { receiveUploads } from '../../platform/files/uploads';
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
const CareersImageAnswer = z.object({ id: z.string(), url: z.string() });

export const careersPageRoutes: FastifyPluginAsyncZod<{
  pages: CareersPageService;
  files: FileService;
  tempDir: string;
}> = async (app, { pages, files, tempDir }) => {
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

  // 标志图片 / 横幅图片 uploads (issue 17): png, jpeg or webp read from the bytes, 2 MB, one file;
  // kept when a draft names it, served publicly by the careers site's image route.
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    route(
      uploads,
      SETTINGS_API.careersPageImage,
      {
        config: permission(true),
        schema: {
          summary: `上传招聘官网标志或横幅图片（multipart/form-data，png/jpg/webp，最大${CAREERS_IMAGE_MAX_MB}MB；类型按内容判断）`,
          tags,
          response: { 200: envelope(CareersImageAnswer) },
        },
      },
      async (request) => {
        const ctx = tenantContextOf(request);
        const [stored] = await receiveUploads(request, files, {
          purpose: FILE_PURPOSE.careersImage,
          limits: { fileBytes: CAREERS_IMAGE_MAX_MB * 1024 * 1024, files: 1 },
          owner: { tenantId: ctx.tenantId, uploadedBy: ctx.operatorId },
          tempDir,
        });
        noteAudit(request, { targetType: 'file', targetId: stored!.id, detail: `上传招聘官网图片：${stored!.name}` });
        return ok({ id: stored!.id, url: await pages.imageUrl(ctx, stored!) }, CAREERS_IMAGE_MESSAGES.uploaded);
      },
    );
  });
};
