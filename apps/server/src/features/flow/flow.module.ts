import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { flowIdKey } from '../../platform/flow/flow-id';
import { FlowRepository } from './flow.repository';
import { flowRoutes } from './flow.routes';
import { FlowService } from './flow.service';

// Recruitment flows (/api/flow) as one unit for app.ts; answers the service and its repository
// (the jobs feature keeps each job's flow table through them).

export interface Flows {
  service: FlowService;
  repository: FlowRepository;
}

export async function registerFlow(
  app: FastifyInstance,
  { db, clock, appSecret }: { db: Kysely<Database>; clock: Clock; appSecret: string },
): Promise<Flows> {
  const repository = new FlowRepository(db);
  const service = new FlowService(repository, clock, flowIdKey(appSecret));
  await app.register(flowRoutes, { prefix: '/api/flow', flows: service });
  return { service, repository };
}
