import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import { ApplyAnswer, ApplyRequest, MyApplicationList } from '@ehire/domain/contracts/talent';
import { done, ok } from '../../platform/envelope';
import { noteAudit } from '../../platform/request-context';
import { registerIpRateLimit } from '../../platform/rate-limit';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { CandidateAuthService } from '../candidate-auth/candidate-auth.service';
import { requireCandidate, type CandidateSites } from '../candidate-auth/candidate-auth.routes';
import { APPLY_MESSAGES, type ApplyService } from './apply.service';
import { route } from '../../platform/route';
import { CAREERS_APPLY_API } from '@ehire/domain/api/careers-apply';
import { CAREERS_MY_APPLICATIONS_API } from '@ehire/domain/api/careers-my-applications';

const PUBLIC = { public: true } as const;
const TAGS = ['careers'];
/**
 * What an apply needs: answers of at most 200,000 characters (MAX_ANSWERS_JSON, up to 3 bytes
 * each in UTF-8) and the files they refer to. Files are uploaded beforehand (…/uploads, multipart).
 */
const APPLY_BODY_LIMIT = 640 * 1024;
/** My applications and withdrawing send an empty object. */
const EMPTY_BODY_LIMIT = 1024;

const JobParams = z.object({ member: z.string().min(1).max(64), id: z.string().min(1).max(64) });
const MemberParams = z.object({ member: z.string().min(1).max(64) });
const ApplicationParams = z.object({
  member: z.string().min(1).max(64),
  applicationId: z.string().min(1).max(64),
});

/**
 * /api/web/careers/:member/…: applying and the candidate's own applications. Public routes (no
 * console session) that need the candidate's verified session (candidate-auth): its contact is
 * what the application records and what 我的投递 and withdrawing are limited to.
 */
export const applyRoutes: FastifyPluginAsyncZod<{
  apply: ApplyService;
  candidates: CandidateAuthService;
  sites: CandidateSites;
  rateLimitPerMinute: number;
}> = async (app, { apply, candidates, sites, rateLimitPerMinute }) => {
  // Public and writing: a per-IP limit keeps a script from flooding the tenant with applications.
  await registerIpRateLimit(app, rateLimitPerMinute);
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    CAREERS_APPLY_API.jobsApply,
    {
      config: PUBLIC,
      bodyLimit: APPLY_BODY_LIMIT,
      schema: {
        summary: '投递职位（需候选人验证会话；创建/合并候选人、简历与投递）',
        tags: TAGS,
        params: JobParams,
        body: ApplyRequest,
        response: { 200: envelope(ApplyAnswer) },
      },
    },
    async (request) => {
      const site = await sites.site(request.params.member);
      const contact = await requireCandidate(candidates, request, site.id);
      const answer = await apply.apply(site.id, request.params.id, request.body, contact);
      noteAudit(request, {
        targetType: 'application',
        targetId: answer.applicationId,
        detail: answer.merged ? '投递（合并已有候选人）' : '投递',
      });
      return ok({ applicationId: answer.applicationId, message: answer.message }, APPLY_MESSAGES.submitted);
    },
  );

  route(
    app,
    CAREERS_MY_APPLICATIONS_API.list,
    {
      config: PUBLIC,
      bodyLimit: EMPTY_BODY_LIMIT,
      schema: {
        summary: '我的投递（候选人验证会话所提交的投递）',
        tags: TAGS,
        params: MemberParams,
        body: NoPayload,
        response: { 200: envelope(MyApplicationList) },
      },
    },
    async (request) => {
      const site = await sites.site(request.params.member);
      const contact = await requireCandidate(candidates, request, site.id);
      return ok(await apply.myApplications(site.id, contact));
    },
  );

  route(
    app,
    CAREERS_MY_APPLICATIONS_API.withdraw,
    {
      config: PUBLIC,
      bodyLimit: EMPTY_BODY_LIMIT,
      schema: {
        summary: '撤回投递',
        tags: TAGS,
        params: ApplicationParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const site = await sites.site(request.params.member);
      const contact = await requireCandidate(candidates, request, site.id);
      await apply.withdraw(site.id, request.params.applicationId, contact);
      noteAudit(request, {
        targetType: 'application',
        targetId: request.params.applicationId,
        detail: '候选人撤回投递',
      });
      return done(APPLY_MESSAGES.withdrawn);
    },
  );
};
