import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { CookieSettings } from '../../platform/cookies';
import type { PasswordHasher } from '../../platform/passwords';
import type { SessionService } from '../../platform/sessions/session.service';
import type { AuthService } from '../auth/auth.service';
import { AccountRepository } from './account.repository';
import { accountRoutes, authListRoutes } from './account.routes';
import { AccountService } from './account.service';

// The operator's own account (/api/biz: password, project switcher) and the permission list
// (/api/system) as one unit for app.ts.

export async function registerAccount(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    auth: AuthService;
    sessions: SessionService;
    passwords: PasswordHasher;
    clock: Clock;
    cookies: CookieSettings;
  },
): Promise<void> {
  const account = new AccountService(
    new AccountRepository(deps.db),
    deps.auth,
    deps.sessions,
    deps.passwords,
    deps.clock,
  );
  await app.register(accountRoutes, { prefix: '/api/biz', account, cookies: deps.cookies });
  await app.register(authListRoutes, { prefix: '/api/system', account });
}
