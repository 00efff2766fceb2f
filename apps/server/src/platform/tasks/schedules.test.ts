import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { LocalEngine } from './local-engine';
import { TaskQueueService } from './queue';
import { nextOnGrid, type ScheduleDefinition } from './schedules';
import type { TaskHandler } from './task-queue';

// Issue 17: per-tenant periodic tasks of the task platform (the daily automatic anonymisation
// uses them). Two queues over the same database stand for two processes: both look for due
// schedules at the same moment of a fake clock, and only one submits the task. On SQLite the
// queue runs the in-process engine, with TEST_DATABASE_URL pg-boss.

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const KIND = 'test-scheduled';
const NAME = 'test-daily';

let t: TestApp;
let other: TaskQueueService;
let tenantId: string;
let failNext = false;
const firedAt: number[] = [];
const ran: string[] = [];

const handler: TaskHandler<{ dueAt: number }> = {
  kind: KIND,
  options: { retryDelayMs: 0 },
  run: async (task) => {
    ran.push(task.taskId);
  },
};

function schedule(): ScheduleDefinition {
  return {
    name: NAME,
    everyMs: DAY,
    fire: async ({ tenantId: tenant, dueAt, trx }) => {
      if (failNext) {
        failNext = false;
        throw new Error('submit failed');
      }
      firedAt.push(dueAt);
      // Submitted through the started queue in the schedule's transaction (outbox option).
      await t.app.tasks.submit({ tenantId: tenant }, KIND, { dueAt }, { requestedBy: null, trx, singletonKey: 'daily' });
    },
  };
}

async function scheduledTasks(): Promise<number> {
  const rows = await t.db.selectFrom('task').select('id').where('kind', '=', KIND).execute();
  return rows.length;
}

/** Both "processes" look at once; answers how many each fired. */
async function lookBoth(): Promise<number[]> {
  return Promise.all([t.app.tasks.runDueSchedules(), other.runDueSchedules()]);
}

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (
    await t.db.selectFrom('tenant').select('id').where('member_name', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  t.app.tasks.register(handler);
  t.app.tasks.registerSchedule(schedule());
  // The second process: its own queue (not started) over the same database, same schedule.
  // (Schedules do not depend on the engine; this one is never started.)
  other = new TaskQueueService(
    {
      db: t.db,
      dialect: t.app.tasks.engine === 'pg-boss' ? 'postgres' : 'sqlite',
      clock: t.clock,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      instanceId: 'other-process',
    },
    new LocalEngine(),
  );
  other.registerSchedule(schedule());
});
afterAll(async () => {
  await other.stop();
  await t.close();
});

describe('issue 17 task platform schedules (per tenant, one process fires)', () => {
  it('issue 17 nextOnGrid keeps the period grid and skips the periods a stopped process missed', () => {
    expect(nextOnGrid(1000, DAY, 999)).toBe(1000);
    expect(nextOnGrid(1000, DAY, 1000)).toBe(1000 + DAY);
    expect(nextOnGrid(1000, DAY, 1000 + 3 * DAY + 5)).toBe(1000 + 4 * DAY);
  });

  it('issue 17 a daily schedule fires once per day across two processes, with a fake clock; off fires nothing', async () => {
    const first = t.clock.now() + HOUR;
    await t.app.tasks.setSchedule({ tenantId }, NAME, first);
    expect(await t.app.tasks.nextScheduled({ tenantId }, NAME)).toBe(first);

    // Not due yet: nothing.
    expect(await lookBoth()).toEqual([0, 0]);
    expect(await scheduledTasks()).toBe(0);

    // Due: exactly one of the two processes submits, and the task runs.
    t.clock.advance(HOUR);
    expect((await lookBoth()).reduce((a, b) => a + b)).toBe(1);
    expect(firedAt).toEqual([first]);
    expect(await scheduledTasks()).toBe(1);
    expect(await t.app.tasks.nextScheduled({ tenantId }, NAME)).toBe(first + DAY);
    await t.app.tasks.whenIdle();
    expect(ran).toHaveLength(1);

    // Looking again within the same day fires nothing.
    t.clock.advance(DAY - 1);
    expect(await lookBoth()).toEqual([0, 0]);
    expect(await scheduledTasks()).toBe(1);

    // Three days later (processes were down): one run, then back on the daily grid.
    t.clock.advance(3 * DAY);
    expect((await lookBoth()).reduce((a, b) => a + b)).toBe(1);
    expect(firedAt).toEqual([first, first + DAY]);
    expect(await t.app.tasks.nextScheduled({ tenantId }, NAME)).toBe(first + 4 * DAY);
    expect(await scheduledTasks()).toBe(2);
    await t.app.tasks.whenIdle();
    expect(ran).toHaveLength(2);

    // A failed submit leaves the schedule due; the next look fires it.
    t.clock.set(first + 4 * DAY);
    failNext = true;
    expect(await t.app.tasks.runDueSchedules()).toBe(0);
    expect(await t.app.tasks.nextScheduled({ tenantId }, NAME)).toBe(first + 4 * DAY);
    expect(await scheduledTasks()).toBe(2);
    expect((await lookBoth()).reduce((a, b) => a + b)).toBe(1);
    expect(await scheduledTasks()).toBe(3);

    // Turned off: nothing more.
    await t.app.tasks.setSchedule({ tenantId }, NAME, null);
    expect(await t.app.tasks.nextScheduled({ tenantId }, NAME)).toBeUndefined();
    t.clock.advance(2 * DAY);
    expect(await lookBoth()).toEqual([0, 0]);
    expect(await scheduledTasks()).toBe(3);
    await t.app.tasks.whenIdle();
  });
});
