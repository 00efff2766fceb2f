import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Flows } from '../flow/flow.module';
import type { ForbiddenWordService } from '../forbidden-words/forbidden-words.service';
import { FlowTableBridge } from './flow-bridge';
import { JobsRepository } from './jobs.repository';
import { jobRoutes } from './jobs.routes';
import { JobsService } from './jobs.service';

// Job management (issue 5, /api/biz/jobs) as one unit for app.ts: jobs are checked against the
// forbidden words and keep their flow through the flow feature; answers the service (the
// provider's review publishes and takes down jobs with it) and the repository (other features' job reads).

export interface Jobs {
  service: JobsService;
  repository: JobsRepository;
}

export async function registerJobs(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; clock: Clock; forbiddenWords: ForbiddenWordService; flows: Flows },
): Promise<Jobs> {
  const repository = new JobsRepository(deps.db);
  const service = new JobsService(
    repository,
    deps.forbiddenWords,
    new FlowTableBridge(deps.flows.repository, deps.flows.service),
    deps.clock,
  );
  await app.register(jobRoutes, { prefix: '/api/biz/jobs', jobs: service });
  return { service, repository };
}
