import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LedgerBalances } from '../../platform/balances/ledger-balances';
import * as applications from '../applications/application.repository';
import type { CustomerRepository } from '../customer/customer.repository';
import type { FlowRepository } from '../flow/flow.repository';
import type { JobsRepository } from '../jobs/jobs.repository';
import type { ProjectRepository } from '../settings/project.repository';
import type { WorkbenchAccounts } from './workbench-actions.service';
import type { DataScopeService } from '../settings/data-scope.service';
import type { StatisticsService } from '../statistics/statistics.service';
import type { ToolboxService } from '../toolbox/toolbox.service';
import { processRecountTaskHandler } from './process-recount.task';
import { workbenchActionsRoutes } from './workbench-actions.routes';
import { WorkbenchActionsService } from './workbench-actions.service';
import { workbenchRoutes } from './workbench.routes';
import { WorkbenchService, type WorkbenchReads } from './workbench.service';

// The workbench (/api/biz/workbench) as one unit for app.ts: its counts and cards from the
// features that own them (balances, data scope, intents, statistics' group report), its actions
// (a buying-contact lead is a toolbox quote request) and the process recount task.

export async function registerWorkbench(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    /** The toolbox's ledger: the same numbers as the assets page, and the open licence lots. */
    balances: LedgerBalances;
    /** The caller's data scope (settings): the counts equal the talent list the user sees. */
    scope: DataScopeService;
    /** 意向人才库's counts (pools). */
    intentCounts: (tenantId: string) => Promise<{ notSubmitted: number; submitted: number }>;
    statistics: StatisticsService;
    /** Rebuilds the statistics facts of a tenant (the process recount's second half). */
    rebuildStatistics: (tenantId: string) => Promise<void>;
    /** The operator's account (sign-in feature's reads). */
    accounts: WorkbenchAccounts;
    toolbox: Pick<ToolboxService, 'requestQuote'>;
    /** The owners of the rows the workbench counts. */
    tenants: Pick<CustomerRepository, 'homeRow'>;
    jobs: Pick<JobsRepository, 'publishedJobCount'>;
    flows: Pick<FlowRepository, 'stepStatusCounts'>;
    projects: Pick<ProjectRepository, 'showsGroupReport'>;
  },
): Promise<void> {
  const { db } = deps;
  const reads: WorkbenchReads = {
    tenant: (tenantId) => deps.tenants.homeRow(tenantId),
    publishedJobCount: (tenantId, scope) => deps.jobs.publishedJobCount(tenantId, scope),
    statusCounts: (tenantId, scope) => applications.statusCounts(db, tenantId, scope),
    stepStatusCounts: (tenantId, scope) => deps.flows.stepStatusCounts(tenantId, scope),
    projectShowsGroupReport: (tenantId, projectId) => deps.projects.showsGroupReport(tenantId, projectId),
  };
  await app.register(workbenchRoutes, {
    prefix: '/api/biz/workbench',
    workbench: new WorkbenchService(reads, deps.balances, deps.scope, deps.balances, deps.intentCounts),
    statistics: deps.statistics,
    tasks: app.tasks,
  });
  app.tasks.register(
    processRecountTaskHandler({
      rebuildApplicationCounts: (tenantId) => applications.rebuildApplicationCounts(db, tenantId),
      rebuildStatistics: deps.rebuildStatistics,
    }),
  );
  await app.register(workbenchActionsRoutes, {
    prefix: '/api/biz/workbench',
    actions: new WorkbenchActionsService(deps.accounts, async (ctx, lead) => {
      // A buying-contact lead: a quote request without a product (issue 19's /ops quote requests).
      await deps.toolbox.requestQuote(ctx, {
        productId: null,
        quantity: 1,
        contactName: lead.contactName,
        contactMobile: '',
        message: lead.message,
        source: 'workbench',
      });
    }),
  });
}
