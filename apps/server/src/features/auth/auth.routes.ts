import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CaptchaAnswer,
  CaptchaCheckAnswer,
  CaptchaCheckInput,
  LoginAnswer,
  LoginInput,
} from '@ehire/domain/contracts/auth';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import type { CaptchaService } from '../../platform/captcha/captcha.service';
import { clearLoginCookies, setLoginCookies, type CookieSettings } from '../../platform/cookies';
import { done, ok } from '../../platform/envelope';
import { registerIpRateLimit } from '../../platform/rate-limit';
import { noteAudit, operatorOf } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import type { AuthService } from './auth.service';
import { route } from '../../platform/route';
import { AUTH_API } from '@ehire/domain/api/auth';

export interface AuthRoutesOptions {
  auth: AuthService;
  captcha: CaptchaService;
  cookies: CookieSettings;
  rateLimitPerMinute: number;
}

/** /api/auth: verify code, login, logout (login-related paths are sent without a token). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, captcha, cookies } = options;
  await registerIpRateLimit(app, options.rateLimitPerMinute);

  route(
    app,
    AUTH_API.captcha,
    {
      config: { public: true },
      schema: { summary: '获取图片验证码', tags: ['auth'], response: { 200: envelope(CaptchaAnswer) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captcha.issue());
    },
  );

  route(
    app,
    AUTH_API.captchaCheck,
    {
      // Read-only check: not an audited change.
      config: { public: true, audit: false },
      schema: {
        summary: '校验验证码（不消耗）',
        tags: ['auth'],
        body: CaptchaCheckInput,
        response: { 200: envelope(CaptchaCheckAnswer) },
      },
    },
    async (request) => ok({ valid: await captcha.check(request.body.captchaId, request.body.code) }),
  );

  route(
    app,
    AUTH_API.login,
    {
      config: { public: true },
      schema: {
        summary: '登录',
        tags: ['auth'],
        body: LoginInput,
        response: { 200: envelope(LoginAnswer) },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.login(request.body, request.ip);
      noteAudit(request, {
        targetType: 'operator',
        targetId: signedIn.operatorId,
        actor: { kind: 'operator', id: signedIn.operatorId, tenantId: signedIn.tenantId },
      });
      setLoginCookies(reply, cookies, signedIn.token, signedIn.userinfo);
      const { token, userinfo, signKey } = signedIn;
      return ok({ token, userinfo, signKey }, '登录成功');
    },
  );

  route(
    app,
    AUTH_API.logout,
    {
      config: { permission: { key: SIGNED_IN, write: true } },
      schema: { summary: '退出登录', tags: ['auth'], body: NoPayload, response: { 200: EmptyEnvelope } },
    },
    async (request, reply) => {
      const principal = operatorOf(request);
      await auth.logout(principal.sessionId);
      noteAudit(request, { targetType: 'session', targetId: principal.sessionId });
      clearLoginCookies(reply, cookies);
      return done('已退出登录');
    },
  );
};
