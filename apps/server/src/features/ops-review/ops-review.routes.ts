import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  OpsJobDetail,
  OpsJobParams,
  OpsJobRejectInput,
  OpsJobReviewAnswer,
  OpsJobReviewPage,
  OpsJobReviewQuery,
} from '@ehire/domain/contracts/ops-review';
import { ok } from '../../platform/envelope';
import { noteAudit } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { OpsReviewService } from './ops-review.service';
import { route } from '../../platform/route';
import { OPS_REVIEW_API } from '@ehire/domain/api/ops-review';

// Provider staff only (the /api/ops prefix makes the auth hook require a provider principal);
// the provider console has no permission keys, every staff member may review.
const READ = { permission: { key: SIGNED_IN, write: false } } as const;
const WRITE = { permission: { key: SIGNED_IN, write: true } } as const;
const TAGS = ['ops'];

/** /api/ops/jobs: the job review queue of the provider console. */
export const opsReviewRoutes: FastifyPluginAsyncZod<{ review: OpsReviewService }> = async (
  app,
  { review },
) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    OPS_REVIEW_API.reviewList,
    {
      config: READ,
      schema: {
        summary: '待审核职位（跨企业，默认状态 02）',
        tags: TAGS,
        body: OpsJobReviewQuery,
        response: { 200: envelope(OpsJobReviewPage) },
      },
    },
    async (request) => ok(await review.page(request.body)),
  );

  route(
    app,
    OPS_REVIEW_API.byJobId,
    {
      config: READ,
      schema: {
        summary: '审核用职位详情',
        tags: TAGS,
        params: OpsJobParams,
        response: { 200: envelope(OpsJobDetail) },
      },
    },
    async (request) => ok(await review.detail(request.params.jobId)),
  );

  route(
    app,
    OPS_REVIEW_API.approve,
    {
      config: WRITE,
      schema: {
        summary: '审核通过（02 → 24 已发布）',
        tags: TAGS,
        params: OpsJobParams,
        body: NoPayload,
        response: { 200: envelope(OpsJobReviewAnswer) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'job', targetId: request.params.jobId, detail: '审核通过' });
      const { tenantId, ...answer } = await review.approve(request.params.jobId);
      noteAudit(request, { detail: `审核通过（企业 ${tenantId}）` });
      return ok(answer);
    },
  );

  route(
    app,
    OPS_REVIEW_API.reject,
    {
      config: WRITE,
      schema: {
        summary: '驳回（02 → 20 申请失败，附原因）',
        tags: TAGS,
        params: OpsJobParams,
        body: OpsJobRejectInput,
        response: { 200: envelope(OpsJobReviewAnswer) },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'job',
        targetId: request.params.jobId,
        detail: `驳回：${request.body.reason}`,
      });
      const { tenantId, ...answer } = await review.reject(request.params.jobId, request.body.reason);
      noteAudit(request, { detail: `驳回（企业 ${tenantId}）：${request.body.reason}` });
      return ok(answer);
    },
  );
};
