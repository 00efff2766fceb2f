import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { LocalEngine } from './local-engine';
import { PgBossEngine } from './pg-boss-engine';
import { TaskQueueService, type TaskQueueDeps, type TaskQueueTuning } from './queue';
import { TaskCentreService } from './task-centre.service';
import { taskRoutes } from './tasks.routes';

// Background tasks as one unit for app.ts: the queue on the engine the database calls for
// (pg-boss on PostgreSQL, in-process on SQLite), app.tasks for the features, the task-centre
// routes, and the queue's start (app ready) and stop (before the database closes).

/** pg-boss's own schema: beside the app's schema (tests use one schema per file), never inside it. */
export function pgBossSchema(databaseSchema: string | undefined): string {
  return databaseSchema ? `${databaseSchema}_pgboss` : 'pgboss';
}

export function createTaskQueue(deps: TaskQueueDeps): TaskQueueService {
  if (deps.dialect === 'postgres') {
    if (!deps.pgBoss) throw new Error('PostgreSQL task queue needs pgBoss settings');
    return new TaskQueueService(deps, new PgBossEngine(deps.pgBoss));
  }
  return new TaskQueueService(deps, new LocalEngine());
}

export async function registerTasks(
  app: FastifyInstance,
  input: {
    db: Kysely<Database>;
    dialect: DialectName;
    clock: Clock;
    config: Config;
    tuning?: Partial<TaskQueueTuning>;
  },
): Promise<TaskQueueService> {
  const { config } = input;
  const queue = createTaskQueue({
    db: input.db,
    dialect: input.dialect,
    clock: input.clock,
    log: app.log,
    instanceId: config.instanceId,
    ...(input.dialect === 'postgres' && config.databaseUrl
      ? { pgBoss: { connectionString: config.databaseUrl, schema: pgBossSchema(config.databaseSchema) } }
      : {}),
    tuning: input.tuning,
  });
  app.decorate('tasks', queue);
  await app.register(taskRoutes, {
    prefix: '/api/biz/tasks',
    centre: new TaskCentreService(queue, queue.repo, input.clock),
  });
  // Dispatch once every feature registered its handlers; stop before the database closes
  // (preClose runs before every onClose hook).
  app.addHook('onReady', async () => queue.start());
  app.addHook('preClose', async () => queue.stop());
  return queue;
}
