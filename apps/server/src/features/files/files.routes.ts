import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@ehire/domain/contracts/envelope';
import {
  CAREERS_UPLOAD_LIMITS,
  CONSOLE_UPLOAD_LIMITS,
  ConsoleUploadQuery,
  FILE_PURPOSE,
  UploadAnswer,
} from '@ehire/domain/contracts/files';
import { ok } from '../../platform/envelope';
import { sendStoredFile } from '../../platform/files/download';
import { uploadedFile, type FileService, type StoredFileInfo } from '../../platform/files/file.service';
import { receiveUploads, requireMultipart } from '../../platform/files/uploads';
import { registerIpRateLimit } from '../../platform/rate-limit';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import { contactKey } from '@ehire/domain/contracts/candidate-auth';
import type { CandidateAuthService } from '../candidate-auth/candidate-auth.service';
import { requireCandidate, type CandidateSites } from '../candidate-auth/candidate-auth.routes';
import { contractMessageValidator } from '../../platform/contract-validator';
import { route } from '../../platform/route';
import { CAREERS_FILES_API } from '@ehire/domain/api/careers-files';
import { FILES_API } from '@ehire/domain/api/files';

// Upload calls (issue 12 §2): multipart/form-data only, parsed by @fastify/multipart registered
// inside these plugins alone, so no other route accepts a multipart body.

const TAGS = ['files'];
const UPLOADED = '上传成功';
const IdParams = z.object({ id: z.string().min(1).max(64) });
const MemberParams = z.object({ member: z.string().min(1).max(64) });

function auditUpload(stored: readonly StoredFileInfo[]) {
  return {
    targetType: 'file',
    targetId: stored.map((f) => f.id).join(','),
    detail: `上传文件：${stored.map((f) => f.name).join('、')}`,
  };
}

/**
 * /api/biz/files: console uploads for later use (an import reads the file by id) and the download
 * of one's own uploads. Any signed-in operator may upload; the feature that uses the file checks
 * its own permission. Uploads nobody uses expire after a day.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ files: FileService; tempDir: string }> = async (
  app,
  { files, tempDir },
) => {
  await app.register(multipart);
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    FILES_API.root,
    {
      config: { permission: { key: SIGNED_IN, write: true } },
      schema: {
        summary: '上传文件（multipart/form-data，每个文件最大50MB，一次最多5个；类型按内容判断）',
        tags: TAGS,
        querystring: ConsoleUploadQuery,
        response: { 200: envelope(UploadAnswer) },
      },
    },
    async (request) => {
      const ctx = tenantContextOf(request);
      const stored = await receiveUploads(request, files, {
        purpose: request.query.purpose,
        limits: CONSOLE_UPLOAD_LIMITS,
        owner: { tenantId: ctx.tenantId, uploadedBy: ctx.operatorId },
        tempDir,
      });
      noteAudit(request, auditUpload(stored));
      return ok({ files: stored.map(uploadedFile) }, UPLOADED);
    },
  );

  route(
    app,
    FILES_API.byId,
    {
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: { summary: '下载本人上传的文件', tags: TAGS, params: IdParams },
    },
    async (request, reply) => {
      const ctx = tenantContextOf(request);
      const opened = await files.open(
        ctx.tenantId,
        request.params.id,
        (file) => file.purpose === FILE_PURPOSE.import && file.uploadedBy === ctx.operatorId,
      );
      return sendStoredFile(reply, opened);
    },
  );
};

/**
 * /api/web/careers/:member/uploads: the application form's files, 10 MB a file, 5 a request. Like
 * applying it needs the candidate's verified session (issue 11) and is limited per IP; the file
 * records that contact, and only an apply of the same contact can claim it. Unclaimed uploads
 * expire after a day.
 */
export const careersUploadRoutes: FastifyPluginAsyncZod<{
  files: FileService;
  tempDir: string;
  candidates: CandidateAuthService;
  sites: CandidateSites;
  rateLimitPerMinute: number;
}> = async (app, { files, tempDir, candidates, sites, rateLimitPerMinute }) => {
  await registerIpRateLimit(app, rateLimitPerMinute);
  await app.register(multipart);
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    CAREERS_FILES_API.uploads,
    {
      config: { public: true },
      schema: {
        summary:
          '上传简历附件（需候选人验证会话；multipart/form-data，每个文件最大10MB，一次最多5个；类型按内容判断）',
        tags: ['careers'],
        params: MemberParams,
        response: { 200: envelope(UploadAnswer) },
      },
    },
    async (request) => {
      requireMultipart(request);
      const site = await sites.site(request.params.member);
      const contact = await requireCandidate(candidates, request, site.id);
      const stored = await receiveUploads(request, files, {
        purpose: FILE_PURPOSE.resumeAttachment,
        limits: CAREERS_UPLOAD_LIMITS,
        owner: { tenantId: site.id, uploadedBy: contactKey(contact) },
        tempDir,
      });
      noteAudit(request, auditUpload(stored));
      return ok({ files: stored.map(uploadedFile) }, UPLOADED);
    },
  );
};
