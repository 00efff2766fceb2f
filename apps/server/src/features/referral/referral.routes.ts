import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope } from '@ehire/domain/contracts/envelope';
import { FILE_PURPOSE } from '@ehire/domain/contracts/files';
import {
  REFERRAL_IMPORT_MAX_BYTES,
  ReferralSetting,
  ReferralStaff,
  ReferralStaffImportAnswer,
  ReferralStaffImportInput,
  ReferralStaffInput,
  ReferralStaffListQuery,
  ReferralStaffPage,
  ReferralStaffParams,
  ReferralStaffStatusInput,
  ReferredResumePage,
  ReferredResumeQuery,
} from '@ehire/domain/contracts/referral';
import { ok } from '../../platform/envelope';
import type { FileService } from '../../platform/files/file.service';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import { attachmentHeader } from '../jobs/job-export';
import type { ReferralService } from './referral.service';
import { staffTemplateWorkbook } from './staff-import';
import { route } from '../../platform/route';
import { REFERRAL_API } from '@ehire/domain/api/referral';

const READ = { permission: { key: PERMISSION.referral, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.referral, write: true } } as const;
const TAGS = ['referral'];

/** /api/biz/referral: internal referral staff, settings and referred candidates (PERMISSION.referral). */
export const referralRoutes: FastifyPluginAsyncZod<{
  referral: ReferralService;
  files: FileService;
}> = async (app, { referral, files }) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    REFERRAL_API.staffList,
    {
      config: READ,
      schema: {
        summary: '内推员工列表',
        tags: TAGS,
        body: ReferralStaffListQuery,
        response: { 200: envelope(ReferralStaffPage) },
      },
    },
    async (request) => ok(await referral.staffPage(tenantContextOf(request), request.body)),
  );

  route(
    app,
    REFERRAL_API.staff,
    {
      config: WRITE,
      schema: {
        summary: '新增内推员工（生成内推码与链接）',
        tags: TAGS,
        body: ReferralStaffInput,
        response: { 200: envelope(ReferralStaff) },
      },
    },
    async (request) => {
      const staff = await referral.addStaff(tenantContextOf(request), request.body);
      noteAudit(request, { targetType: 'referral_staff', targetId: staff.id, detail: staff.name });
      return ok(staff);
    },
  );

  route(
    app,
    REFERRAL_API.staffById,
    {
      config: WRITE,
      schema: {
        summary: '修改内推员工',
        tags: TAGS,
        params: ReferralStaffParams,
        body: ReferralStaffInput,
        response: { 200: envelope(ReferralStaff) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'referral_staff', targetId: request.params.id });
      return ok(await referral.updateStaff(tenantContextOf(request), request.params.id, request.body));
    },
  );

  route(
    app,
    REFERRAL_API.staffStatus,
    {
      config: WRITE,
      schema: {
        summary: '停用（0）或启用（1）内推员工',
        tags: TAGS,
        body: ReferralStaffStatusInput,
        response: { 200: envelope(z.object({ changed: z.number().int() })) },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'referral_staff',
        targetId: request.body.ids.join(',').slice(0, 200),
        detail: request.body.status === 1 ? '启用' : '停用',
      });
      return ok({
        changed: await referral.setStatus(tenantContextOf(request), request.body.ids, request.body.status),
      });
    },
  );

  route(
    app,
    REFERRAL_API.staffImport,
    {
      config: WRITE,
      schema: {
        summary: '从 Excel 导入内推员工（全部成功才导入，逐行报告错误）',
        tags: TAGS,
        body: ReferralStaffImportInput,
        response: { 200: envelope(ReferralStaffImportAnswer) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      const upload = await files.readOwnUpload(ctx, request.body.fileId, FILE_PURPOSE.import, {
        maxBytes: REFERRAL_IMPORT_MAX_BYTES,
        tooLarge: '文件过大，请拆分后导入',
      });
      const answer = await referral.importStaff(ctx, upload.bytes);
      // The staff list is personal data: the uploaded copy goes once it has been read.
      await files.delete(ctx.tenantId, upload.file.id);
      const failed = answer.errors.length > 0;
      noteAudit(request, {
        targetType: 'referral_staff',
        detail: failed
          ? `导入失败：${answer.errors.length}处错误（${upload.file.name}）`
          : `导入${answer.imported}人（${upload.file.name}）`,
      });
      return ok(
        answer,
        failed
          ? `导入失败，共${answer.errors.length}处错误，请修改后重新导入`
          : `成功导入${answer.imported}名员工`,
      );
    },
  );

  route(
    app,
    REFERRAL_API.staffTemplate,
    { config: READ, schema: { summary: '内推员工导入模板（xlsx）', tags: TAGS } },
    async (_request, reply) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          attachmentHeader('内推员工导入模板.xlsx', 'referral-staff-template.xlsx'),
        )
        .send(await staffTemplateWorkbook()),
  );

  route(
    app,
    REFERRAL_API.getSetting,
    {
      config: READ,
      schema: { summary: '内推设置', tags: TAGS, response: { 200: envelope(ReferralSetting) } },
    },
    async (request) => ok(await referral.setting(tenantContextOf(request))),
  );

  route(
    app,
    REFERRAL_API.putSetting,
    {
      config: WRITE,
      schema: {
        summary: '保存内推设置',
        tags: TAGS,
        body: ReferralSetting,
        response: { 200: envelope(ReferralSetting) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      noteAudit(request, { targetType: 'referral_setting', targetId: ctx.tenantId });
      return ok(await referral.saveSetting(ctx, request.body));
    },
  );

  route(
    app,
    REFERRAL_API.resumesList,
    {
      config: READ,
      schema: {
        summary: '内推简历列表（谁推荐了谁）',
        tags: TAGS,
        body: ReferredResumeQuery,
        response: { 200: envelope(ReferredResumePage) },
      },
    },
    async (request) => ok(await referral.referredPage(tenantContextOf(request), request.body)),
  );
};
