import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { HealthRepository } from './health.repository';
import { healthRoutes } from './health.routes';
import { HealthService } from './health.service';

// The health check (/api/health) as one unit for app.ts.

export async function registerHealth(
  app: FastifyInstance,
  { db, dialect }: { db: Kysely<Database>; dialect: DialectName },
): Promise<void> {
  const health = new HealthService(new HealthRepository(db));
  await app.register(healthRoutes, { prefix: '/api', health, dialect });
}
