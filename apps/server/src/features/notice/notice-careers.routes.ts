import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import { CandidateNotice, CandidateReplyInput } from '@ehire/domain/contracts/notice';
import { done, ok } from '../../platform/envelope';
import { noteAudit } from '../../platform/request-context';
import { registerIpRateLimit } from '../../platform/rate-limit';
import type { CandidateAuthService } from '../candidate-auth/candidate-auth.service';
import { requireCandidate, type CandidateSites } from '../candidate-auth/candidate-auth.routes';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { NoticeService } from './notice.service';
import { route } from '../../platform/route';
import { CAREERS_NOTICE_API } from '@ehire/domain/api/careers-notice';

const PUBLIC = { public: true } as const;
const TAGS = ['careers'];
const MemberParams = z.object({ member: z.string().min(1).max(64) });
const RecordParams = z.object({ member: z.string().min(1).max(64), recordId: z.string().min(1).max(64) });

/**
 * /api/web/careers/:member/notices: the signed-in candidate reads the notices of their own
 * applications and answers one from their application page (the reply reaches the recruiter
 * like a mail reply).
 */
export const noticeCareersRoutes: FastifyPluginAsyncZod<{
  notices: NoticeService;
  candidates: CandidateAuthService;
  sites: CandidateSites;
  rateLimitPerMinute: number;
}> = async (app, { notices, candidates, sites, rateLimitPerMinute }) => {
  await registerIpRateLimit(app, rateLimitPerMinute);
  // Contract messages (请选择收件人, 请填写回复内容 ...) rather than the generic wording.
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    CAREERS_NOTICE_API.root,
    {
      config: { ...PUBLIC, audit: false },
      schema: {
        summary: '我收到的通知',
        tags: TAGS,
        params: MemberParams,
        body: NoPayload,
        response: { 200: envelope(z.array(CandidateNotice)) },
      },
    },
    async (request) => {
      const site = await sites.site(request.params.member);
      const contact = await requireCandidate(candidates, request, site.id);
      return ok(await notices.candidateNotices(site.id, contact));
    },
  );

  route(
    app,
    CAREERS_NOTICE_API.reply,
    {
      config: PUBLIC,
      schema: {
        summary: '回复通知',
        tags: TAGS,
        params: RecordParams,
        body: CandidateReplyInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const site = await sites.site(request.params.member);
      const contact = await requireCandidate(candidates, request, site.id);
      await notices.candidateReply(site.id, contact, request.params.recordId, request.body.content);
      noteAudit(request, {
        targetType: 'notice_record',
        targetId: request.params.recordId,
        detail: '候选人回复通知',
      });
      return done('回复已发送');
    },
  );
};
