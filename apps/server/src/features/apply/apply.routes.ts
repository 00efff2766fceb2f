import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyEnvelope, envelope } from '@ehire/domain/contracts/envelope';
import {
  ApplyAnswer,
  ApplyRequest,
  CandidateIdentity,
  MyApplicationList,
} from '@ehire/domain/contracts/talent';
import { done, ok } from '../../platform/envelope';
import { noteAudit } from '../../platform/request-context';
import { registerIpRateLimit } from '../../platform/rate-limit';
import { contractMessageValidator } from '../jobs/contract-validator';
import { APPLY_MESSAGES, type ApplyService } from './apply.service';

const PUBLIC = { public: true } as const;
const TAGS = ['careers'];
/** Attachments (10 MB each) travel base64-encoded inside the JSON body. */
const APPLY_BODY_LIMIT = 45 * 1024 * 1024;

const JobParams = z.object({ member: z.string().min(1).max(64), id: z.string().min(1).max(64) });
const MemberParams = z.object({ member: z.string().min(1).max(64) });
const ApplicationParams = z.object({
  member: z.string().min(1).max(64),
  applicationId: z.string().min(1).max(64),
});

/** /api/web/careers/:member/…: applying and the candidate's own applications (public). */
export const applyRoutes: FastifyPluginAsyncZod<{ apply: ApplyService; rateLimitPerMinute: number }> = async (
  app,
  { apply, rateLimitPerMinute },
) => {
  // Public and writing: a per-IP limit keeps a script from flooding the tenant with applications.
  await registerIpRateLimit(app, rateLimitPerMinute);
  app.setValidatorCompiler(contractMessageValidator);

  app.post(
    '/:member/jobs/:id/apply',
    {
      config: PUBLIC,
      bodyLimit: APPLY_BODY_LIMIT,
      schema: {
        summary: '投递职位（创建/合并候选人、简历与投递）',
        tags: TAGS,
        params: JobParams,
        body: ApplyRequest,
        response: { 200: envelope(ApplyAnswer) },
      },
    },
    async (request) => {
      const answer = await apply.apply(request.params.member, request.params.id, request.body);
      noteAudit(request, {
        targetType: 'application',
        targetId: answer.applicationId,
        detail: answer.merged ? '投递（合并已有候选人）' : '投递',
      });
      return ok(answer, APPLY_MESSAGES.submitted);
    },
  );

  app.post(
    '/:member/my-applications',
    {
      config: PUBLIC,
      schema: {
        summary: '我的投递（手机号 + 投递凭证）',
        tags: TAGS,
        params: MemberParams,
        body: CandidateIdentity,
        response: { 200: envelope(MyApplicationList) },
      },
    },
    async (request) => ok(await apply.myApplications(request.params.member, request.body)),
  );

  app.post(
    '/:member/my-applications/:applicationId/withdraw',
    {
      config: PUBLIC,
      schema: {
        summary: '撤回投递',
        tags: TAGS,
        params: ApplicationParams,
        body: CandidateIdentity,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await apply.withdraw(request.params.member, request.params.applicationId, request.body);
      noteAudit(request, {
        targetType: 'application',
        targetId: request.params.applicationId,
        detail: '候选人撤回投递',
      });
      return done(APPLY_MESSAGES.withdrawn);
    },
  );
};
