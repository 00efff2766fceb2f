import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { SchoolsRepository } from './schools.repository';
import { schoolRoutes } from './schools.routes';
import { SchoolsService } from './schools.service';

// 学校管理 (issue 18 §4, /api/biz/schools) as one unit for app.ts.

export async function registerSchools(
  app: FastifyInstance,
  { db, clock }: { db: Kysely<Database>; clock: Clock },
): Promise<void> {
  await app.register(schoolRoutes, {
    prefix: '/api/biz/schools',
    schools: new SchoolsService(new SchoolsRepository(db), clock),
  });
}
