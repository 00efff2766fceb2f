import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LedgerBalances } from '../../platform/balances/ledger-balances';
import { TenantBalanceRepository } from '../../platform/balances/tenant-balance.repository';
import type { Clock } from '../../platform/clock';
import { CareersRepository } from '../careers/careers.repository';
import { JobsRepository } from '../jobs/jobs.repository';
import { BrandPlacementRepository } from './brand-placement.repository';
import { JobTopRepository } from './job-top.repository';
import { OrderRepository } from './order.repository';
import { ProductRepository } from './product.repository';
import { QuoteRepository } from './quote.repository';
import { campusPortalRoutes, opsToolboxRoutes, toolboxRoutes } from './toolbox.routes';
import { ToolboxService, type PaymentProvider } from './toolbox.service';

// The toolbox (issue 19) as one unit for app.ts: the employer's /api/biz/toolbox, the provider's
// /api/ops/toolbox, the public campus portal (/api/web/campus-portal, brand placements first),
// and app.toolbox for the careers site (pinned jobs).

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
    brands: new BrandPlacementRepository(db),
    careers: new CareersRepository(db),
    payment: deps.payment,
  });
  app.decorate('toolbox', toolbox);
  await app.register(toolboxRoutes, { prefix: '/api/biz/toolbox', toolbox });
  await app.register(opsToolboxRoutes, { prefix: '/api/ops/toolbox', toolbox });
  await app.register(campusPortalRoutes, { prefix: '/api/web/campus-portal', toolbox });
  return toolbox;
}
