// `npm run bench -- tasks [--quick]`: the background task queue (issue 12 §1) on both engines.
// For each database (SQLite always; PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL is set,
// in a scratch schema dropped afterwards) it builds the product's queue (createTaskQueue with the
// default tuning: 4 attempts at once per process, 500 ms idle poll) and runs no-op tasks:
//   1. burst: N tasks submitted by 8 concurrent submitters (each submit its own transaction, as
//      concurrent requests would); tasks_per_s = N / (first submit → last task succeeded);
//   2. paced: M tasks submitted 25 ms apart (below capacity): pickup = submit → handler start,
//      whose p95 is the latency a user sees before their task starts.
// lost = submitted tasks that did not end succeeded; duplicates = handler runs beyond one per
// task (both must be 0). The last line is the JSON summary.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../apps/server/src/db/database';
import { ensureDemoData } from '../../apps/server/src/db/demo';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { systemClock } from '../../apps/server/src/platform/clock';
import { PasswordHasher } from '../../apps/server/src/platform/passwords';
import { createTaskQueue, pgBossSchema } from '../../apps/server/src/platform/tasks/tasks.module';

const quick = process.argv.includes('--quick');
const BURST = quick ? 300 : 2_000;
const PACED = quick ? 40 : 200;
const PACE_MS = 25;
const SUBMITTERS = 8;
const KIND = 'bench-noop';

const log = (...xs: unknown[]) => console.log(...xs);
const silent = {
  info: () => {},
  warn: () => {},
  error: (obj: unknown, msg?: string) => console.error(msg, obj),
};

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}

interface EngineResult {
  tasksPerS: number;
  burstPickupP95: number;
  pickupP95: number;
  pickupP50: number;
  lost: number;
  duplicates: number;
}

async function runOn(
  handle: DatabaseHandle,
  pgBoss?: { connectionString: string; schema: string },
): Promise<EngineResult> {
  await migrateToLatest(handle.db);
  await ensureDemoData(handle.db, {
    passwords: new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }),
    now: Date.now(),
  });
  const tenant = await handle.db.selectFrom('tenant').select('id').executeTakeFirstOrThrow();
  const queue = createTaskQueue({
    db: handle.db,
    dialect: handle.dialect,
    clock: systemClock,
    log: silent,
    instanceId: 'bench',
    ...(pgBoss ? { pgBoss } : {}),
  });
  const submittedAt = new Map<string, number>();
  const startedAt = new Map<string, number>();
  let runs = 0;
  queue.register<{ n: number }>({
    kind: KIND,
    // No per-tenant limit: the bench measures dispatch, not a kind's chosen limit.
    options: { concurrencyPerTenant: Infinity },
    run: async (task) => {
      runs++;
      if (!startedAt.has(task.taskId)) startedAt.set(task.taskId, performance.now());
    },
  });
  await queue.start();
  const ctx = { tenantId: tenant.id };

  async function submitOne(n: number, ids: string[]): Promise<void> {
    const at = performance.now();
    const { task } = await queue.submit(ctx, KIND, { n }, { requestedBy: null });
    submittedAt.set(task.id, at);
    ids.push(task.id);
  }

  async function phase(count: number, paceMs: number): Promise<{ ids: string[]; seconds: number }> {
    const ids: string[] = [];
    const begin = performance.now();
    if (paceMs === 0) {
      let next = 0;
      await Promise.all(
        Array.from({ length: SUBMITTERS }, async () => {
          while (next < count) await submitOne(next++, ids);
        }),
      );
    } else {
      for (let i = 0; i < count; i++) {
        await submitOne(i, ids);
        const wait = begin + (i + 1) * paceMs - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
    }
    await queue.whenIdle();
    // whenIdle returns once nothing runs or waits; every task must have ended by then.
    return { ids, seconds: (performance.now() - begin) / 1000 };
  }

  const pickups = (ids: string[]) =>
    ids.filter((id) => startedAt.has(id)).map((id) => startedAt.get(id)! - submittedAt.get(id)!);

  const burst = await phase(BURST, 0);
  const paced = await phase(PACED, PACE_MS);
  await queue.stop();

  const all = [...burst.ids, ...paced.ids];
  const rows = await handle.db.selectFrom('task').select(['id', 'status']).where('kind', '=', KIND).execute();
  const succeeded = new Set(rows.filter((r) => r.status === 'succeeded').map((r) => r.id));
  const pacedPickups = pickups(paced.ids);
  return {
    tasksPerS: Math.round(BURST / burst.seconds),
    burstPickupP95: Math.round(percentile(pickups(burst.ids), 95)),
    pickupP95: Math.round(percentile(pacedPickups, 95)),
    pickupP50: Math.round(percentile(pacedPickups, 50)),
    lost: all.filter((id) => !succeeded.has(id)).length,
    duplicates: runs - startedAt.size,
  };
}

function report(name: string, r: EngineResult): void {
  log(
    `${name}: ${BURST} tasks in a burst → ${r.tasksPerS} tasks/s (pickup p95 in the burst ${r.burstPickupP95} ms);` +
      ` ${PACED} paced tasks → pickup p50 ${r.pickupP50} ms, p95 ${r.pickupP95} ms; lost ${r.lost}, duplicates ${r.duplicates}`,
  );
}

async function main(): Promise<void> {
  log(`tasks bench${quick ? ' (quick)' : ''}: ${BURST} burst + ${PACED} paced no-op tasks per engine`);
  const dir = mkdtempSync(join(tmpdir(), 'ehire-bench-tasks-'));
  let sqlite: EngineResult;
  try {
    const handle = createDatabase({
      databaseUrl: join(dir, 'bench.db'),
      databaseSchema: undefined,
      dataDir: dir,
    });
    try {
      sqlite = await runOn(handle);
    } finally {
      await handle.destroy();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  report('SQLite (in-process engine)', sqlite);

  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  let postgres: EngineResult | null = null;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const schema = `bench_tasks_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    try {
      const handle = createDatabase({ databaseUrl: url, databaseSchema: schema, dataDir: tmpdir() });
      try {
        postgres = await runOn(handle, { connectionString: url, schema: pgBossSchema(schema) });
      } finally {
        await handle.destroy();
      }
    } finally {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.query(`drop schema if exists ${pgBossSchema(schema)} cascade`);
      await admin.end();
    }
    report('PostgreSQL (pg-boss)', postgres);
  } else {
    log(
      'PostgreSQL skipped: set TEST_DATABASE_URL (or DATABASE_URL) to a postgres:// URL to measure pg-boss too',
    );
  }

  const summary = {
    bench: 'tasks',
    quick,
    tasks: BURST,
    sqlite_tasks_per_s: sqlite.tasksPerS,
    pg_tasks_per_s: postgres?.tasksPerS ?? null,
    pickup_p95_ms: Math.max(sqlite.pickupP95, postgres?.pickupP95 ?? 0),
    sqlite_pickup_p95_ms: sqlite.pickupP95,
    pg_pickup_p95_ms: postgres?.pickupP95 ?? null,
    lost: sqlite.lost + (postgres?.lost ?? 0),
    duplicates: sqlite.duplicates + (postgres?.duplicates ?? 0),
  };
  console.log(JSON.stringify(summary));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
