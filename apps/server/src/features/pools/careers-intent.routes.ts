import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { EmptyEnvelope } from '@ehire/domain/contracts/envelope';
import { CareersIntentInput, INTENT_MESSAGES } from '@ehire/domain/contracts/intents';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { done } from '../../platform/envelope';
import { registerIpRateLimit } from '../../platform/rate-limit';
import type { CandidateSites } from '../candidate-auth/candidate-auth.routes';
import { CandidateImportRepository } from '../imports/candidate-import.repository';
import { contractMessageValidator } from '../../platform/contract-validator';
import { IntentRepository } from './intent.repository';
import { registerIntent } from './intent-register';
import { route } from '../../platform/route';
import { CAREERS_POOLS_API } from '@ehire/domain/api/careers-pools';

// 登记意向 on the careers site (issue 18 §1): a student leaves their details without applying;
// the row feeds 意向人才库 with the source 招聘主页.

export const careersIntentRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
  sites: CandidateSites;
  rateLimitPerMinute: number;
}> = async (app, { db, clock, sites, rateLimitPerMinute }) => {
  // Public and writing: a per-IP limit keeps a script from filling the pool.
  await registerIpRateLimit(app, rateLimitPerMinute);
  app.setValidatorCompiler(contractMessageValidator);
  const repos = { intents: new IntentRepository(db), jobs: new CandidateImportRepository(db) };

  route(
    app,
    CAREERS_POOLS_API.intents,
    {
      config: { public: true },
      schema: {
        summary: '登记意向（不投递）：进入意向人才库，来源为招聘主页',
        tags: ['careers'],
        params: z.object({ member: z.string().min(1).max(64) }),
        body: CareersIntentInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const site = await sites.site(request.params.member);
      await registerIntent(
        repos,
        site.id,
        { ...request.body, source: '招聘主页', notes: '' },
        clock.now(),
        'keep',
      );
      return done(INTENT_MESSAGES.registeredFromCareers);
    },
  );
};
