import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { FileService } from '../../platform/files/file.service';
import type { CustomerRepository } from '../customer/customer.repository';
import { ReferralRepository } from './referral.repository';
import { referralRoutes } from './referral.routes';
import { ReferralService } from './referral.service';

// Internal referral (/api/biz/referral) as one unit for app.ts; answers the service (applying
// records who referred the candidate).

export async function registerReferral(
  app: FastifyInstance,
  {
    db,
    clock,
    files,
    tenants,
  }: {
    db: Kysely<Database>;
    clock: Clock;
    files: FileService;
    tenants: Pick<CustomerRepository, 'memberName'>;
  },
): Promise<ReferralService> {
  const referral = new ReferralService(new ReferralRepository(db), clock, tenants);
  await app.register(referralRoutes, { prefix: '/api/biz/referral', referral, files });
  return referral;
}
