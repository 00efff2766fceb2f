import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApplicationReportDayRepository } from './application-report-day.repository';
import { ApplicationStatDayRepository } from './application-stat-day.repository';

/** Rebuilds a tenant's statistics facts (the daily stats and report rows) from its applications. */
export function statisticsRebuilder(db: Kysely<Database>): (tenantId: string) => Promise<void> {
  const statDays = new ApplicationStatDayRepository(db);
  const reportDays = new ApplicationReportDayRepository(db);
  return async (tenantId) => {
    await statDays.rebuild(tenantId);
    await reportDays.rebuild(tenantId);
  };
}
