import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILE_PURPOSE, UploadAnswer } from '@ehire/domain/contracts/files';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  NoticePreview,
  NoticePreviewRequest,
  NoticeRecordPage,
  NoticeRecordQuery,
  NoticeReply,
  NoticeSendAnswer,
  NoticeSendRequest,
  NoticeSendResult,
  NOTICE_ATTACHMENT_FILE_MB,
  NOTICE_ATTACHMENTS_MAX,
  NoticeTemplate,
  NoticeTemplateInput,
  NoticeTemplateQuery,
  NoticeTemplateStatusInput,
  NoticeTestSendAnswer,
  NoticeTestSendRequest,
  UnreadCountAnswer,
} from '@ehire/domain/contracts/notice';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import { contractMessageValidator } from '../../platform/contract-validator';
import { uploadedFile, type FileService } from '../../platform/files/file.service';
import { receiveUploads } from '../../platform/files/uploads';
import type { NoticeService } from './notice.service';
import { route } from '../../platform/route';
import { NOTICE_API } from '@ehire/domain/api/notice';

const TAGS = ['notice'];
const READ = { permission: { key: PERMISSION.notice, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.notice, write: true } } as const;
const IdParams = z.object({ id: z.string().min(1).max(64) });

/** /api/biz/notice */
export const noticeRoutes: FastifyPluginAsyncZod<{
  notices: NoticeService;
  files: FileService;
  tempDir: string;
}> = async (app, { notices, files, tempDir }) => {
  // Contract messages (请选择收件人, 请填写回复内容 ...) rather than the generic wording.
  app.setValidatorCompiler(contractMessageValidator);
  route(
    app,
    NOTICE_API.unreadCount,
    {
      // Every signed-in user sees the badge in the header, whatever their notice permission.
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: {
        summary: '未读通知数（含候选人未读回复）',
        tags: TAGS,
        body: NoPayload,
        response: { 200: envelope(UnreadCountAnswer) },
      },
    },
    async (request) => ok(await notices.unreadCount(tenantContextOf(request))),
  );

  route(
    app,
    NOTICE_API.getTemplates,
    {
      config: READ,
      schema: {
        summary: '通知模板列表',
        tags: TAGS,
        querystring: NoticeTemplateQuery,
        response: { 200: envelope(z.array(NoticeTemplate)) },
      },
    },
    async (request) => ok(await notices.listTemplates(tenantContextOf(request), request.query.channel)),
  );

  route(
    app,
    NOTICE_API.getTemplatesById,
    {
      config: READ,
      schema: {
        summary: '通知模板详情',
        tags: TAGS,
        params: IdParams,
        response: { 200: envelope(NoticeTemplate) },
      },
    },
    async (request) => ok(await notices.template(tenantContextOf(request), request.params.id)),
  );

  route(
    app,
    NOTICE_API.postTemplates,
    {
      config: WRITE,
      schema: {
        summary: '新增通知模板',
        tags: TAGS,
        body: NoticeTemplateInput,
        response: { 200: envelope(NoticeTemplate) },
      },
    },
    async (request) => {
      const template = await notices.createTemplate(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'notice_template',
        targetId: template.id,
        detail: `新增通知模板 ${template.name}`,
      });
      return ok(template, '保存成功');
    },
  );

  route(
    app,
    NOTICE_API.putTemplatesById,
    {
      config: WRITE,
      schema: {
        summary: '编辑通知模板',
        tags: TAGS,
        params: IdParams,
        body: NoticeTemplateInput,
        response: { 200: envelope(NoticeTemplate) },
      },
    },
    async (request) => {
      const template = await notices.updateTemplate(
        tenantContextOf(request),
        request.params.id,
        request.body,
      );
      noteAudit(request, {
        targetType: 'notice_template',
        targetId: template.id,
        detail: `编辑通知模板 ${template.name}`,
      });
      return ok(template, '保存成功');
    },
  );

  route(
    app,
    NOTICE_API.templatesStatus,
    {
      config: WRITE,
      schema: {
        summary: '启用/停用通知模板',
        tags: TAGS,
        params: IdParams,
        body: NoticeTemplateStatusInput,
        response: { 200: envelope(NoticeTemplate) },
      },
    },
    async (request) => {
      const template = await notices.setTemplateEnabled(
        tenantContextOf(request),
        request.params.id,
        request.body.enabled,
      );
      noteAudit(request, {
        targetType: 'notice_template',
        targetId: template.id,
        detail: template.enabled ? '启用通知模板' : '停用通知模板',
      });
      return ok(template, template.enabled ? '已启用' : '已停用');
    },
  );

  route(
    app,
    NOTICE_API.templatesCopy,
    {
      config: WRITE,
      schema: {
        summary: '复制通知模板',
        tags: TAGS,
        params: IdParams,
        body: NoPayload,
        response: { 200: envelope(NoticeTemplate) },
      },
    },
    async (request) => {
      const template = await notices.copyTemplate(tenantContextOf(request), request.params.id);
      noteAudit(request, {
        targetType: 'notice_template',
        targetId: template.id,
        detail: `复制通知模板 ${template.name}`,
      });
      return ok(template, '复制成功');
    },
  );

  route(
    app,
    NOTICE_API.deleteTemplatesById,
    {
      config: WRITE,
      schema: {
        summary: '删除通知模板',
        tags: TAGS,
        params: IdParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await notices.deleteTemplate(tenantContextOf(request), request.params.id);
      noteAudit(request, {
        targetType: 'notice_template',
        targetId: request.params.id,
        detail: '删除通知模板',
      });
      return done('删除成功');
    },
  );

  route(
    app,
    NOTICE_API.preview,
    {
      config: { ...READ, audit: false },
      schema: {
        summary: '通知预览（按所选候选人填充占位符）',
        tags: TAGS,
        body: NoticePreviewRequest,
        response: { 200: envelope(NoticePreview) },
      },
    },
    async (request) => ok(await notices.preview(tenantContextOf(request), request.body)),
  );

  route(
    app,
    NOTICE_API.sends,
    {
      config: WRITE,
      schema: {
        summary: '发送通知（任务）',
        tags: TAGS,
        body: NoticeSendRequest,
        response: { 200: envelope(NoticeSendAnswer) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      const answer = await notices.send({
        tenantId: ctx.tenantId,
        operatorId: ctx.operatorId,
        ...request.body,
      });
      noteAudit(request, {
        targetType: 'task',
        targetId: answer.taskId,
        detail: `发送通知 ${answer.total} 人`,
      });
      return ok(answer, '已提交发送任务，可在任务中心查看进度');
    },
  );

  route(
    app,
    NOTICE_API.sendsByTaskId,
    {
      config: READ,
      schema: {
        summary: '发送结果（每位收件人一条）',
        tags: TAGS,
        params: z.object({ taskId: z.string().min(1).max(64) }),
        response: { 200: envelope(NoticeSendResult) },
      },
    },
    async (request) => ok(await notices.sendResult(tenantContextOf(request), request.params.taskId)),
  );

  // Template attachments: multipart parsed in this sub-plugin alone; the type is read from the
  // bytes, 10 MB a file; the upload expires unless a template is saved with it.
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    route(
      uploads,
      NOTICE_API.attachments,
      {
        config: WRITE,
        schema: {
          summary: `上传通知模板附件（multipart/form-data，每个文件最大${NOTICE_ATTACHMENT_FILE_MB}MB；类型按内容判断）`,
          tags: TAGS,
          response: { 200: envelope(UploadAnswer) },
        },
      },
      async (request) => {
        const ctx = tenantContextOf(request);
        const stored = await receiveUploads(request, files, {
          purpose: FILE_PURPOSE.noticeAttachment,
          limits: { fileBytes: NOTICE_ATTACHMENT_FILE_MB * 1024 * 1024, files: NOTICE_ATTACHMENTS_MAX },
          owner: { tenantId: ctx.tenantId, uploadedBy: ctx.operatorId },
          tempDir,
        });
        noteAudit(request, {
          targetType: 'file',
          targetId: stored.map((f) => f.id).join(','),
          detail: `上传通知附件：${stored.map((f) => f.name).join('、')}`,
        });
        return ok({ files: stored.map(uploadedFile) }, '上传成功');
      },
    );
  });

  route(
    app,
    NOTICE_API.testSend,
    {
      config: WRITE,
      schema: {
        summary: '测试发送给自己',
        tags: TAGS,
        body: NoticeTestSendRequest,
        response: { 200: envelope(NoticeTestSendAnswer) },
      },
    },
    async (request) => {
      const answer = await notices.testSend(
        tenantContextOf(request),
        request.body.channel,
        request.body.templateId,
      );
      noteAudit(request, {
        targetType: 'notice_template',
        targetId: request.body.templateId,
        detail: '测试发送',
      });
      return ok(answer, answer.status === 'sent' ? `已发送至 ${answer.to}` : answer.reason);
    },
  );

  route(
    app,
    NOTICE_API.records,
    {
      config: READ,
      schema: {
        summary: '发送记录',
        tags: TAGS,
        querystring: NoticeRecordQuery,
        response: { 200: envelope(NoticeRecordPage) },
      },
    },
    async (request) => ok(await notices.records(tenantContextOf(request), request.query)),
  );

  route(
    app,
    NOTICE_API.recordsExport,
    {
      config: WRITE,
      schema: {
        summary: '导出发送记录（任务）',
        tags: TAGS,
        body: NoticeRecordQuery,
        response: { 200: envelope(z.object({ taskId: z.string() })) },
      },
    },
    async (request) => {
      const answer = await notices.exportRecords(tenantContextOf(request), request.body);
      noteAudit(request, { targetType: 'task', targetId: answer.taskId, detail: '导出通知发送记录' });
      return ok(answer, '已提交导出任务，可在任务中心下载');
    },
  );

  route(
    app,
    NOTICE_API.replies,
    {
      config: READ,
      schema: { summary: '候选人回复', tags: TAGS, response: { 200: envelope(z.array(NoticeReply)) } },
    },
    async (request) => ok(await notices.replies(tenantContextOf(request))),
  );

  route(
    app,
    NOTICE_API.repliesRead,
    {
      config: READ,
      schema: {
        summary: '标记回复已读',
        tags: TAGS,
        params: IdParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await notices.readReply(tenantContextOf(request), request.params.id);
      return done();
    },
  );
};
