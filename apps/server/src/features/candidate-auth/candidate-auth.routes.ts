import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  CANDIDATE_AUTH_MESSAGE,
  CANDIDATE_SESSION_TTL_MS,
  CandidateContact,
  CandidateMe,
  CandidateSignInRequest,
} from '@ehire/domain/contracts/candidate-auth';
import { done, errors, ok } from '../../platform/envelope';
import { noteAudit } from '../../platform/request-context';
import { registerIpRateLimit } from '../../platform/rate-limit';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { CandidateAuthService, VerifiedContact } from './candidate-auth.service';
import { route } from '../../platform/route';
import { CAREERS_CANDIDATE_AUTH_API } from '@ehire/domain/api/careers-candidate-auth';

const PUBLIC = { public: true } as const;
const TAGS = ['careers'];
const MemberParams = z.object({ member: z.string().min(1).max(64) });

/** Where the candidate's session cookie is sent: the careers site's API only. */
const COOKIE_PATH = '/api/web/careers';

/** One cookie per employer, so signing in on one careers site leaves another's session alone. */
export function candidateCookieName(tenantId: string): string {
  return `ehire_cand_${tenantId}`;
}

export interface CandidateSites {
  /** The tenant of a careers site by member name (404 when none). */
  site(member: string): Promise<{ id: string; name: string }>;
}

/** The verified contact of the request's candidate session on this tenant's site, or 401. */
export async function requireCandidate(
  auth: CandidateAuthService,
  request: FastifyRequest,
  tenantId: string,
): Promise<VerifiedContact> {
  const contact = await auth.verify(tenantId, request.cookies[candidateCookieName(tenantId)]);
  if (!contact) throw errors.business(CANDIDATE_AUTH_MESSAGE.signInRequired, 401);
  return contact;
}

function cookieOptions(secure: boolean) {
  return { path: COOKIE_PATH, sameSite: 'lax' as const, secure, httpOnly: true };
}

function clearCookie(reply: FastifyReply, tenantId: string, secure: boolean): void {
  reply.clearCookie(candidateCookieName(tenantId), cookieOptions(secure));
}

/** /api/web/careers/:member/candidate/…: sign-in by one-time code (public, rate-limited per IP). */
export const candidateAuthRoutes: FastifyPluginAsyncZod<{
  auth: CandidateAuthService;
  sites: CandidateSites;
  rateLimitPerMinute: number;
  secureCookies: boolean;
}> = async (app, { auth, sites, rateLimitPerMinute, secureCookies }) => {
  await registerIpRateLimit(app, rateLimitPerMinute);
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    CAREERS_CANDIDATE_AUTH_API.code,
    {
      config: PUBLIC,
      schema: {
        summary: '获取验证码（短信或邮件；无论号码是否投递过，回答相同）',
        tags: TAGS,
        params: MemberParams,
        body: CandidateContact,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const site = await sites.site(request.params.member);
      await auth.sendCode(site.id, site.name, request.body, request.ip);
      noteAudit(request, {
        targetType: 'candidate-code',
        targetId: null,
        detail: `发送验证码（${request.body.channel === 'mobile' ? '短信' : '邮件'}）`,
      });
      return done(CANDIDATE_AUTH_MESSAGE.codeSent);
    },
  );

  route(
    app,
    CAREERS_CANDIDATE_AUTH_API.signIn,
    {
      config: PUBLIC,
      schema: {
        summary: '验证码登录（会话7天，退出即失效）',
        tags: TAGS,
        params: MemberParams,
        body: CandidateSignInRequest,
        response: { 200: envelope(CandidateMe) },
      },
    },
    async (request, reply) => {
      const site = await sites.site(request.params.member);
      const { channel, address, code } = request.body;
      const session = await auth.signIn(site.id, { channel, address }, code);
      reply.setCookie(candidateCookieName(site.id), session.token, {
        ...cookieOptions(secureCookies),
        maxAge: CANDIDATE_SESSION_TTL_MS / 1000,
      });
      noteAudit(request, { targetType: 'candidate-session', targetId: null, detail: '候选人验证登录' });
      return ok({ signedIn: true, channel, address }, CANDIDATE_AUTH_MESSAGE.signedIn);
    },
  );

  route(
    app,
    CAREERS_CANDIDATE_AUTH_API.me,
    {
      config: PUBLIC,
      schema: {
        summary: '当前候选人会话',
        tags: TAGS,
        params: MemberParams,
        response: { 200: envelope(CandidateMe) },
      },
    },
    async (request) => {
      const site = await sites.site(request.params.member);
      const contact = await auth.verify(site.id, request.cookies[candidateCookieName(site.id)]);
      return ok(
        contact
          ? { signedIn: true, channel: contact.channel, address: contact.address }
          : { signedIn: false, channel: null, address: null },
      );
    },
  );

  route(
    app,
    CAREERS_CANDIDATE_AUTH_API.signOut,
    {
      config: PUBLIC,
      schema: {
        summary: '退出（会话立即失效）',
        tags: TAGS,
        params: MemberParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      const site = await sites.site(request.params.member);
      await auth.signOut(site.id, request.cookies[candidateCookieName(site.id)]);
      clearCookie(reply, site.id, secureCookies);
      return done(CANDIDATE_AUTH_MESSAGE.signedOut);
    },
  );
};
