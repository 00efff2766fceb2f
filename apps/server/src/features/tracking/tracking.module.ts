import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { TrackingRepository } from './tracking.repository';
import { trackingRoutes } from './tracking.routes';
import { TrackingService } from './tracking.service';

// Page-view tracking (/api/web) as one unit for app.ts.

export async function registerTracking(
  app: FastifyInstance,
  { db, clock }: { db: Kysely<Database>; clock: Clock },
): Promise<void> {
  await app.register(trackingRoutes, {
    prefix: '/api/web',
    tracking: new TrackingService(new TrackingRepository(db), clock),
  });
}
