import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { importRoutes } from './import.routes';
import { ImportService, type OnlineDesignSource } from './import.service';
import { importTaskHandler } from './import.task';

// The résumé analysis import (issue 18 §2) as one unit for app.ts: its routes and its task
// handler on app.tasks, reading uploads through app.files.

export async function registerImports(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    design: OnlineDesignSource | null;
  },
): Promise<ImportService> {
  const imports = new ImportService(deps.db, app.files, app.tasks, deps.design);
  app.tasks.register(importTaskHandler({ imports, files: app.files, clock: deps.clock }));
  await app.register(importRoutes, { prefix: '/api/biz/imports', imports });
  return imports;
}
