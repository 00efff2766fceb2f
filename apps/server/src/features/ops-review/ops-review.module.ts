import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobsService } from '../jobs/jobs.service';
import { OpsReviewRepository } from './ops-review.repository';
import { opsReviewRoutes } from './ops-review.routes';
import { OpsReviewService } from './ops-review.service';

// The provider's job review (/api/ops/jobs) as one unit for app.ts.

export async function registerOpsReview(
  app: FastifyInstance,
  { db, jobs }: { db: Kysely<Database>; jobs: JobsService },
): Promise<void> {
  await app.register(opsReviewRoutes, {
    prefix: '/api/ops/jobs',
    review: new OpsReviewService(new OpsReviewRepository(db), jobs),
  });
}
