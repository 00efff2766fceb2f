import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AuditRepository } from '../../platform/audit/audit.repository';
import type { Clock } from '../../platform/clock';
import type { FileStorage } from '../../platform/files/storage';
import { TaskCentreService } from '../../platform/tasks/task-centre.service';
import { TaskRepository } from '../../platform/tasks/task.repository';
import type { Talent } from '../talent/talent.module';
import { ExportTemplateRepository } from './export-template.repository';
import { ExportTemplateService } from './export-template.service';
import { exportCheckRoutes, exportTemplateRoutes } from './exports.routes';
import { taskDownloadRoutes } from './task-download.routes';

// Exports (issue 12 §3) as one unit for app.ts: the export templates (/api/biz/export-templates),
// the async check of a talent export (/api/biz/export), and the task centre with its result
// downloads (/api/biz/tasks). The templates service is made first (the talent export reads it),
// the routes are registered once the talent feature is.

export function exportTemplateService({
  db,
  clock,
}: {
  db: Kysely<Database>;
  clock: Clock;
}): ExportTemplateService {
  return new ExportTemplateService(new ExportTemplateRepository(db), clock);
}

export async function registerExports(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    storage: FileStorage;
    templates: ExportTemplateService;
    talent: Talent;
  },
): Promise<void> {
  const { db, clock } = deps;
  await app.register(exportTemplateRoutes, {
    prefix: '/api/biz/export-templates',
    templates: deps.templates,
    talent: deps.talent.service,
  });
  await app.register(exportCheckRoutes, { prefix: '/api/biz/export', exporter: deps.talent.exporter });
  await app.register(taskDownloadRoutes, {
    prefix: '/api/biz/tasks',
    centre: new TaskCentreService(app.tasks, new TaskRepository(db), clock),
    tasks: app.tasks,
    storage: deps.storage,
    audit: new AuditRepository(db),
    clock,
  });
}
