import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import type { CareersRepository } from '../careers/careers.repository';
import type { MailSender } from '../delivery/mail-sender';
import { CandidateCodeRepository } from './candidate-code.repository';
import { candidateAuthRoutes, type CandidateSites } from './candidate-auth.routes';
import { CandidateAuthService } from './candidate-auth.service';
import { CandidateSessionRepository } from './candidate-session.repository';
import { candidateSites } from './candidate-sites';

// Candidate sign-in by one-time code (issue 11, /api/web/careers) as one unit for app.ts: applying,
// 我的投递, bookings and replies need its session. Answers the service and the careers sites by
// member name (from the careers feature's repository).

export interface CandidateAuth {
  service: CandidateAuthService;
  sites: CandidateSites;
}

export async function registerCandidateAuth(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    config: Config;
    sms: SmsProvider;
    mail: MailSender;
    careers: CareersRepository;
  },
): Promise<CandidateAuth> {
  const { db, config } = deps;
  const sites = candidateSites(deps.careers);
  const service = new CandidateAuthService({
    codes: new CandidateCodeRepository(db),
    sessions: new CandidateSessionRepository(db),
    sms: deps.sms,
    mail: deps.mail,
    clock: deps.clock,
    appSecret: config.appSecret,
    limits: config.candidateCodeLimits,
  });
  await app.register(candidateAuthRoutes, {
    prefix: '/api/web/careers',
    auth: service,
    sites,
    rateLimitPerMinute: config.applyRateLimitPerMinute,
    secureCookies: config.secureCookies,
  });
  return { service, sites };
}
