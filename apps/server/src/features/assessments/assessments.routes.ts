import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import {
  ASSESSMENT_MESSAGES,
  AssessmentCallback,
  AssessmentImportAnswer,
  AssessmentInviteAnswer,
  AssessmentInviteInput,
  AssessmentProduct,
  AssessmentProductInput,
  AssessmentResultFileImport,
  AssessmentResultImport,
  AssessmentResultPage,
  AssessmentResultQuery,
} from '@ehire/domain/contracts/assessments';
import { envelope } from '@ehire/domain/contracts/envelope';
import { ok } from '../../platform/envelope';
import { sendStoredFile } from '../../platform/files/download';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { contractMessageValidator } from '../../platform/contract-validator';
import { REPORT_MAX_BYTES, type AssessmentService } from './assessments.service';
import type { AssessmentResultFileImporter } from './assessment-result-import';
import { route } from '../../platform/route';
import { ASSESSMENTS_API } from '@ehire/domain/api/assessments';

// /api/biz/assessments: 测评管理 (issue 18 §3), under the assessment permission.

const READ = { permission: { key: PERMISSION.assessment, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.assessment, write: true } } as const;
const TAGS = ['assessments'];

export const assessmentRoutes: FastifyPluginAsyncZod<{
  assessments: AssessmentService;
  resultImport: AssessmentResultFileImporter;
}> = async (app, { assessments, resultImport }) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    ASSESSMENTS_API.getProducts,
    {
      config: READ,
      schema: { summary: '测评产品', tags: TAGS, response: { 200: envelope(z.array(AssessmentProduct)) } },
    },
    async (request) => ok(await assessments.products(tenantContextOf(request))),
  );

  route(
    app,
    ASSESSMENTS_API.postProducts,
    {
      config: WRITE,
      schema: {
        summary: '添加测评产品',
        tags: TAGS,
        body: AssessmentProductInput,
        response: { 200: envelope(AssessmentProduct) },
      },
    },
    async (request) => {
      const product = await assessments.addProduct(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'assessment_product',
        targetId: product.id,
        detail: `添加测评${product.name}`,
      });
      return ok(product, ASSESSMENT_MESSAGES.created);
    },
  );

  route(
    app,
    ASSESSMENTS_API.invite,
    {
      config: WRITE,
      schema: {
        summary: '发送测评邀请（每人消耗一个测评许可，通知作为任务发送）',
        tags: TAGS,
        body: AssessmentInviteInput,
        response: { 200: envelope(AssessmentInviteAnswer) },
      },
    },
    async (request) => {
      const answer = await assessments.invite(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'assessment_product',
        targetId: request.body.productId,
        detail: `发送测评邀请${answer.invited}人`,
      });
      return ok(answer, ASSESSMENT_MESSAGES.invited(answer.invited));
    },
  );

  route(
    app,
    ASSESSMENTS_API.results,
    {
      config: READ,
      schema: {
        summary: '测评结果（可按投递筛选；关键词：姓名、手机号、测评名称）',
        tags: TAGS,
        querystring: AssessmentResultQuery,
        response: { 200: envelope(AssessmentResultPage) },
      },
    },
    async (request) =>
      ok(await assessments.results(tenantContextOf(request), AssessmentResultQuery.parse(request.query))),
  );

  route(
    app,
    ASSESSMENTS_API.resultsImport,
    {
      config: WRITE,
      schema: {
        summary: '导入测评结果（按测评邀请编号）',
        tags: TAGS,
        body: AssessmentResultImport,
        response: { 200: envelope(AssessmentImportAnswer) },
      },
    },
    async (request) => {
      const answer = await assessments.importResults(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'assessment_invitation',
        targetId: '',
        detail: `导入测评结果${answer.imported}条`,
      });
      return ok(answer, ASSESSMENT_MESSAGES.imported(answer.imported, answer.errors.length));
    },
  );

  route(
    app,
    ASSESSMENTS_API.resultsImportFile,
    {
      config: WRITE,
      schema: {
        summary:
          '从测评供应商的表格（xlsx/csv：测评编号、分数、等级）导入测评结果（任务中心执行，生成逐行报告）',
        tags: TAGS,
        body: AssessmentResultFileImport,
        response: { 200: envelope(z.object({ taskId: z.string() })) },
      },
    },
    async (request) => {
      const taskId = await resultImport.start(tenantContextOf(request), request.body.fileId);
      noteAudit(request, { targetType: 'task', targetId: taskId, detail: '导入测评结果表格' });
      return ok({ taskId }, '导入任务已提交，可在任务中心查看进度和逐行报告');
    },
  );

  route(
    app,
    ASSESSMENTS_API.reportsByInvitationId,
    {
      config: READ,
      schema: {
        summary: '下载测评报告',
        tags: TAGS,
        params: z.object({ invitationId: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, await assessments.report(tenantContextOf(request), request.params.invitationId)),
  );
};

/**
 * /api/web/assessments: the provider's result callback. Public (no session): the signature over
 * the raw body is the authentication, so the bytes are kept as sent (a preParsing hook of this
 * plugin only) before the contract parses them; a malformed body is refused by the contract
 * (400), a well-formed one with a bad signature by the service (401, logged).
 */
export const assessmentCallbackRoutes: FastifyPluginAsyncZod<{ assessments: AssessmentService }> = async (
  app,
  { assessments },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  const rawBodies = new WeakMap<object, string>();
  // base64 makes the 5 MB report a third larger, plus the fields.
  const bodyLimit = Math.ceil((REPORT_MAX_BYTES * 4) / 3) + 64 * 1024;
  app.addHook('preParsing', async (request, _reply, payload) => {
    // A tenant without a provider secret can never be called back: refused before a byte of the
    // (up to 7 MB) body is read, so only configured tenants' URLs take large public bodies.
    const { tenantId } = request.params as { tenantId?: string };
    if (!tenantId || !assessments.acceptsCallbacks(tenantId)) {
      assessments.refuseCallback(tenantId ?? '', request.ip, 'no-secret');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      // Read here, so the route's limit is enforced here too (413 请求内容过大).
      if (size > bodyLimit) throw Object.assign(new Error('callback body too large'), { statusCode: 413 });
      chunks.push(buffer);
    }
    const raw = Buffer.concat(chunks);
    rawBodies.set(request, raw.toString('utf8'));
    return Readable.from([raw]);
  });

  route(
    app,
    ASSESSMENTS_API.callbackByTenantId,
    {
      config: { public: true },
      bodyLimit,
      schema: {
        summary: '测评结果回调（X-Assessment-Signature：请求体的 HMAC-SHA256，十六进制）',
        tags: TAGS,
        params: z.object({ tenantId: z.string().min(1).max(64) }),
        body: AssessmentCallback,
        response: { 200: envelope(z.object({ invitationId: z.string() })) },
      },
    },
    async (request) => {
      const header = request.headers['x-assessment-signature'];
      return ok(
        await assessments.callback({
          tenantId: request.params.tenantId,
          rawBody: rawBodies.get(request) ?? '',
          signature: typeof header === 'string' ? header : undefined,
          ip: request.ip,
          body: request.body,
        }),
      );
    },
  );
};
