import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CaptchaService } from '../../platform/captcha/captcha.service';
import type { CookieSettings } from '../../platform/cookies';
import type { LoginGuard } from '../../platform/login-guard/login-guard';
import type { PasswordHasher } from '../../platform/passwords';
import type { SessionService } from '../../platform/sessions/session.service';
import { OpsAuthRepository } from './ops-auth.repository';
import { opsAuthRoutes } from './ops-auth.routes';
import { OpsAuthService } from './ops-auth.service';

// The provider staff's sign-in (/api/ops/auth) as one unit for app.ts.

export async function registerOpsAuth(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    sessions: SessionService;
    captcha: CaptchaService;
    loginGuard: LoginGuard;
    passwords: PasswordHasher;
    cookies: CookieSettings;
    rateLimitPerMinute: number;
  },
): Promise<void> {
  const opsAuth = new OpsAuthService(
    new OpsAuthRepository(deps.db),
    deps.sessions,
    deps.captcha,
    deps.loginGuard,
    deps.passwords,
  );
  await app.register(opsAuthRoutes, {
    prefix: '/api/ops/auth',
    opsAuth,
    cookies: deps.cookies,
    rateLimitPerMinute: deps.rateLimitPerMinute,
  });
}
