import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { ApplicationJobStatDayRepository } from './application-job-stat-day.repository';
import { ApplicationOrgStatDayRepository } from './application-org-stat-day.repository';
import { ApplicationReportDayRepository } from './application-report-day.repository';
import { ApplicationStatDayRepository } from './application-stat-day.repository';
import { ApplicationStatsRepository } from './application-stats.repository';
import { reportExportTaskHandler } from './report-export.task';
import { StatReportRepository } from './stat-report.repository';
import { StatisticsLookupRepository } from './statistics-lookup.repository';
import { statisticsRoutes } from './statistics.routes';
import { StatisticsService } from './statistics.service';
import { DataScopeService } from '../settings/data-scope.service';

// Statistics (issue 16 §1) as one unit for app.ts: the board and report routes and the report
// export task (registered on app.tasks, result files in the given storage).

export async function registerStatistics(
  app: FastifyInstance,
  {
    db,
    clock,
    store,
  }: {
    db: Kysely<Database>;
    clock: Clock;
    store: { put(key: string, body: Readable): Promise<{ size: number }> };
  },
): Promise<StatisticsService> {
  const lookup = new StatisticsLookupRepository(db);
  const statistics = new StatisticsService(
    new ApplicationStatDayRepository(db),
    new ApplicationStatsRepository(db),
    lookup,
    new StatReportRepository(db),
    clock,
    new ApplicationReportDayRepository(db),
    new ApplicationJobStatDayRepository(db),
    new ApplicationOrgStatDayRepository(db),
    new DataScopeService(db),
  );
  app.tasks.register(reportExportTaskHandler({ statistics, store, now: () => clock.now() }));
  await app.register(statisticsRoutes, {
    prefix: '/api/biz/statistics',
    statistics,
    lookup,
    tasks: app.tasks,
  });
  return statistics;
}
