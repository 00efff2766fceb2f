import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LedgerBalances } from '../../platform/balances/ledger-balances';
import { TenantBalanceRepository } from '../../platform/balances/tenant-balance.repository';
import type { Clock } from '../../platform/clock';
import { JobsRepository } from '../jobs/jobs.repository';
import { JobTopRepository } from './job-top.repository';
import { OrderRepository } from './order.repository';
import { ProductRepository } from './product.repository';
import { QuoteRepository } from './quote.repository';
import { opsToolboxRoutes, toolboxRoutes } from './toolbox.routes';
import { ToolboxService, type PaymentProvider } from './toolbox.service';

// The toolbox (issue 19) as one unit for app.ts: the employer's /api/biz/toolbox, the provider's
// /api/ops/toolbox, and app.toolbox for the careers site (pinned jobs).

declare module 'fastify' {
  interface FastifyInstance {
    /** The toolbox's purchase loop and top cards (see toolbox.module.ts). */
    toolbox: ToolboxService;
  }
}

export async function registerToolbox(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; clock: Clock; balances: LedgerBalances; payment?: PaymentProvider },
): Promise<ToolboxService> {
  const { db } = deps;
  const toolbox = new ToolboxService({
    db,
    clock: deps.clock,
    balances: deps.balances,
    tenantRow: new TenantBalanceRepository(db),
    products: new ProductRepository(db),
    quotes: new QuoteRepository(db),
    orders: new OrderRepository(db),
    tops: new JobTopRepository(db),
    jobs: new JobsRepository(db),
    payment: deps.payment,
  });
  app.decorate('toolbox', toolbox);
  await app.register(toolboxRoutes, { prefix: '/api/biz/toolbox', toolbox });
  await app.register(opsToolboxRoutes, { prefix: '/api/ops/toolbox', toolbox });
  return toolbox;
}
