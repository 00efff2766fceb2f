import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { poolRoutes } from '../pools/pools.routes';
import { SeasonArchiveService } from '../pools/season-archive';
import { PoolLabelsService } from '../pools/pool-labels';
import { PoolRecruitService } from '../pools/pool-recruit';
import { importRoutes } from './import.routes';
import { ImportService, type OnlineDesignSource } from './import.service';
import { importTaskHandler } from './import.task';

// The résumé analysis import (issue 18 §2) as one unit for app.ts: its routes and its task
// handler on app.tasks, reading uploads through app.files; and the talent pools' reads (issue 18 §1).

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
  // Where imported candidates land without a job: 公共人才库.
  // 招聘季归档 moves closed seasons into 历史人才库 as a task.
  const archive = new SeasonArchiveService(deps.db, app.tasks, deps.clock);
  app.tasks.register(archive.handler());
  // 公共人才库's labels: over a whole search, a task.
  const poolLabels = new PoolLabelsService(deps.db, app.tasks, deps.clock);
  app.tasks.register(poolLabels.handler());
  // 加入职位 for a whole search: a task too.
  const poolRecruit = new PoolRecruitService(deps.db, app.tasks, deps.clock);
  app.tasks.register(poolRecruit.handler());
  await app.register(poolRoutes, {
    prefix: '/api/biz/pools',
    db: deps.db,
    clock: deps.clock,
    archive,
    poolLabels,
    poolRecruit,
  });
  return imports;
}
