import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CaptchaService } from '../../platform/captcha/captcha.service';
import type { CookieSettings } from '../../platform/cookies';
import type { LoginGuard } from '../../platform/login-guard/login-guard';
import type { PasswordHasher } from '../../platform/passwords';
import type { SessionService } from '../../platform/sessions/session.service';
import { AuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';

// The operators' sign-in (/api/auth: verify code, login, logout) as one unit for app.ts; answers
// the service (the account feature re-issues sessions with it) and the operators' account reads.

export interface Auth {
  service: AuthService;
  accounts: AuthRepository;
}

export async function registerAuth(
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
): Promise<Auth> {
  const accounts = new AuthRepository(deps.db);
  const service = new AuthService(accounts, deps.sessions, deps.captcha, deps.loginGuard, deps.passwords);
  await app.register(authRoutes, {
    prefix: '/api/auth',
    auth: service,
    captcha: deps.captcha,
    cookies: deps.cookies,
    rateLimitPerMinute: deps.rateLimitPerMinute,
  });
  return { service, accounts };
}
