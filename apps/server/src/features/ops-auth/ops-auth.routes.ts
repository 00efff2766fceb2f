import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import { OpsLoginAnswer, OpsLoginInput, OpsStaff } from '@ehire/domain/contracts/ops';
import { clearOpsCookie, setOpsCookie, type CookieSettings } from '../../platform/cookies';
import { done, ok } from '../../platform/envelope';
import { registerIpRateLimit } from '../../platform/rate-limit';
import { noteAudit, providerOf } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import type { OpsAuthService } from './ops-auth.service';
import { route } from '../../platform/route';
import { OPS_AUTH_API } from '@ehire/domain/api/ops-auth';

export interface OpsAuthRoutesOptions {
  opsAuth: OpsAuthService;
  cookies: CookieSettings;
  rateLimitPerMinute: number;
}

/** /api/ops/auth: provider staff sign-in for the provider console. */
export const opsAuthRoutes: FastifyPluginAsyncZod<OpsAuthRoutesOptions> = async (app, options) => {
  const { opsAuth, cookies } = options;
  await registerIpRateLimit(app, options.rateLimitPerMinute);

  route(
    app,
    OPS_AUTH_API.login,
    {
      config: { public: true },
      schema: {
        summary: '服务商控制台登录',
        tags: ['ops'],
        body: OpsLoginInput,
        response: { 200: envelope(OpsLoginAnswer) },
      },
    },
    async (request, reply) => {
      const answer = await opsAuth.login(request.body, request.ip);
      noteAudit(request, {
        targetType: 'provider_staff',
        targetId: answer.staff.id,
        actor: { kind: 'provider', id: answer.staff.id, tenantId: null },
      });
      setOpsCookie(reply, cookies, answer.token);
      return ok(answer, '登录成功');
    },
  );

  route(
    app,
    OPS_AUTH_API.logout,
    {
      config: { permission: { key: SIGNED_IN, write: true } },
      schema: {
        summary: '服务商控制台退出',
        tags: ['ops'],
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      const principal = providerOf(request);
      noteAudit(request, { targetType: 'session', targetId: principal.sessionId });
      await opsAuth.logout(principal.sessionId);
      clearOpsCookie(reply, cookies);
      return done('已退出登录');
    },
  );

  route(
    app,
    OPS_AUTH_API.me,
    {
      config: { permission: { key: SIGNED_IN, write: false } },
      schema: { summary: '当前服务商员工', tags: ['ops'], response: { 200: envelope(OpsStaff) } },
    },
    async (request) => ok(await opsAuth.me(providerOf(request).staffId)),
  );
};
