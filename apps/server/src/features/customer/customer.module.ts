import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { CustomerRepository } from './customer.repository';
import { customerRoutes, realNameRoutes } from './customer.routes';
import { CustomerService } from './customer.service';

// The customer (member) information and its real-name check as one unit for app.ts.

export async function registerCustomer(
  app: FastifyInstance,
  { db, clock }: { db: Kysely<Database>; clock: Clock },
): Promise<void> {
  const customer = new CustomerService(new CustomerRepository(db), clock);
  await app.register(customerRoutes, { prefix: '/api/biz/customer', customer });
  await app.register(realNameRoutes, { prefix: '/api/job-customer', customer });
}
