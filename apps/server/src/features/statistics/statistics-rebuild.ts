import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApplicationJobStatDayRepository } from './application-job-stat-day.repository';
import { ApplicationOrgStatDayRepository } from './application-org-stat-day.repository';
import { ApplicationReportDayRepository } from './application-report-day.repository';
import { ApplicationStatDayRepository } from './application-stat-day.repository';

/** Rebuilds a tenant's statistics facts (the daily stats, report rows and per-job and per-organisation stats) from its applications. */
export function statisticsRebuilder(db: Kysely<Database>): (tenantId: string) => Promise<void> {
  const statDays = new ApplicationStatDayRepository(db);
  const reportDays = new ApplicationReportDayRepository(db);
  const jobStatDays = new ApplicationJobStatDayRepository(db);
  const orgStatDays = new ApplicationOrgStatDayRepository(db);
  return async (tenantId) => {
    await statDays.rebuild(tenantId);
    await reportDays.rebuild(tenantId);
    await jobStatDays.rebuild(tenantId);
    await orgStatDays.rebuild(tenantId);
  };
}
