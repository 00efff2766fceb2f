import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { CandidateSites } from '../candidate-auth/candidate-auth.routes';
import { careersIntentRoutes } from './careers-intent.routes';
import { IntentRepository } from './intent.repository';
import { PoolLabelsService } from './pool-labels';
import { PoolRecruitService } from './pool-recruit';
import { poolRoutes } from './pools.routes';
import { SeasonArchiveService } from './season-archive';

// The talent pools (issue 18 §1) as one unit for app.ts: 公共人才库 (where imported candidates land
// without a job, its labels over a whole search as a task), 历史人才库 (招聘季归档 as a task), and
// 意向人才库 fed by 登记意向 on the careers site. Answers the intent counts the workbench shows.

export interface Pools {
  /** 意向人才库: candidates waiting to submit and those who did (WB-010, WB-041). */
  intentCounts(tenantId: string): Promise<{ notSubmitted: number; submitted: number }>;
}

export async function registerPools(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; clock: Clock; sites: CandidateSites; rateLimitPerMinute: number },
): Promise<Pools> {
  const { db, clock } = deps;
  const archive = new SeasonArchiveService(db, app.tasks, clock);
  app.tasks.register(archive.handler());
  const poolLabels = new PoolLabelsService(db, app.tasks, clock);
  app.tasks.register(poolLabels.handler());
  // 加入职位 for a whole search: a task too.
  const poolRecruit = new PoolRecruitService(db, app.tasks, clock);
  app.tasks.register(poolRecruit.handler());
  await app.register(poolRoutes, { prefix: '/api/biz/pools', db, clock, archive, poolLabels, poolRecruit });
  await app.register(careersIntentRoutes, {
    prefix: '/api/web/careers',
    db,
    clock,
    sites: deps.sites,
    rateLimitPerMinute: deps.rateLimitPerMinute,
  });
  const intents = new IntentRepository(db);
  return {
    intentCounts: (tenantId) => intents.deliveredCounts(tenantId),
  };
}
