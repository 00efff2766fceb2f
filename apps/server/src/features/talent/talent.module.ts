import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { exportTempDirOf } from '../../platform/files/create-storage';
import type { Database } from '../../db/schema';
import { AuditRepository } from '../../platform/audit/audit.repository';
import type { Clock } from '../../platform/clock';
import type { FileStorage } from '../../platform/files/storage';
import type { ExportTemplateService } from '../exports/export-template.service';
import type { DataScopeService } from '../settings/data-scope.service';
import { EXPORT_BATCH_SIZE, TalentExportService } from './talent-export.service';
import { talentExportTaskHandler } from './talent-export.task';
import { talentRoutes } from './talent.routes';
import { TalentService } from './talent.service';

// Talent management (issue 6, /api/biz/talent) as one unit for app.ts: the list, résumés and
// actions, and the talent export (in the request or as a task, issue 12 §3) with the exports
// feature's templates. Answers the service (interviews, assessments) and the exporter.

export interface Talent {
  service: TalentService;
  exporter: TalentExportService;
}

export async function registerTalent(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    config: Config;
    storage: FileStorage;
    /** The exports feature's templates. */
    templates: ExportTemplateService;
    /** The caller's data scope (settings, issue 17): detail and actions open only what the list shows. */
    scope: DataScopeService;
  },
): Promise<Talent> {
  const { db, clock, config } = deps;
  const service = new TalentService(db, clock);
  const exporter = new TalentExportService(service, deps.templates, new AuditRepository(db), clock, {
    rowLimit: config.exportRowLimit,
    syncMaxRows: config.exportSyncMaxRows,
    batchSize: EXPORT_BATCH_SIZE,
  });
  await app.register(talentRoutes, {
    prefix: '/api/biz/talent',
    talent: service,
    files: app.files,
    exporter,
    exportTasks: app.tasks,
    scope: deps.scope,
  });
  app.tasks.register(
    talentExportTaskHandler({
      exporter,
      store: deps.storage,
      now: () => clock.now(),
      tmpDir: exportTempDirOf(config),
    }),
  );
  return { service, exporter };
}
