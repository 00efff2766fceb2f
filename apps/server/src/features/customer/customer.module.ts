import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { CustomerRepository } from './customer.repository';
import { customerRoutes, realNameRoutes } from './customer.routes';
import { CustomerService } from './customer.service';

// The customer (member) information and its real-name check as one unit for app.ts. Answers the
// repository of the tenant row (its owner) for the features that show the member's name or balances.

export async function registerCustomer(
  app: FastifyInstance,
  { db, clock }: { db: Kysely<Database>; clock: Clock },
): Promise<CustomerRepository> {
  const tenants = new CustomerRepository(db);
  const customer = new CustomerService(tenants, clock);
  await app.register(customerRoutes, { prefix: '/api/biz/customer', customer });
  await app.register(realNameRoutes, { prefix: '/api/job-customer', customer });
  return tenants;
}
