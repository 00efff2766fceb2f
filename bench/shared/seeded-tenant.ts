// What the database benches share: one run per dialect (a scratch SQLite file, then PostgreSQL in a
// scratch schema when a URL is given), and the demo tenant seeded to a size with progress, its
// statistics refreshed as a running server's would be after a bulk load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../apps/server/src/db/database';
import { ensureDemoData } from '../../apps/server/src/db/demo';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seedTenantData } from '../../apps/server/src/db/seed/generate';
import { createRng } from '../../apps/server/src/db/seed/random';
import { bulkSeedPostgres } from './bulk-seed-postgres';

export type BenchSummary = Record<string, number>;

/**
 * Runs `run` on a scratch SQLite database (unless `postgresOnly`), then on PostgreSQL in a scratch
 * schema dropped afterwards when `postgresUrl` is set; merges what each run returns.
 */
export async function forEachDialect(
  name: string,
  options: {
    postgresOnly: boolean;
    postgresUrl: string | undefined;
    /** A SQLite file kept after the run (seeded only while it has no applications; see seedDemoTenant). */
    sqliteFile?: string;
  },
  run: (handle: DatabaseHandle) => Promise<BenchSummary>,
): Promise<BenchSummary> {
  const summary: BenchSummary = {};
  if (!options.postgresOnly) {
    const dir = options.sqliteFile ? dirname(options.sqliteFile) : mkdtempSync(join(tmpdir(), `ehire-bench-${name}-`));
    try {
      const handle = createDatabase({
        databaseUrl: options.sqliteFile ?? join(dir, 'bench.db'),
        databaseSchema: undefined,
        dataDir: dir,
      });
      try {
        Object.assign(summary, await run(handle));
      } finally {
        await handle.destroy();
      }
    } finally {
      if (!options.sqliteFile) rmSync(dir, { recursive: true, force: true });
    }
  }
  if (options.postgresUrl) {
    const schema = `bench_${name.replace(/\W/g, '_')}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    try {
      const handle = createDatabase({
        databaseUrl: options.postgresUrl,
        databaseSchema: schema,
        dataDir: tmpdir(),
      });
      try {
        Object.assign(summary, await run(handle));
      } finally {
        await handle.destroy();
      }
    } finally {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  }
  return summary;
}

export interface SeededTenant {
  tenantId: string;
  /** The tenant's administrator: data scope everything, as a recruiter opening a page. */
  adminId: string;
  applications: number;
  candidates: number;
  seconds: number;
  now: number;
}

/**
 * Migrates, creates the demo tenants, seeds the demo tenant with `resumes` candidates over 300
 * jobs (logging every tenth), then refreshes the planner's statistics.
 */
export async function seedDemoTenant(
  handle: DatabaseHandle,
  options: {
    resumes: number;
    rngName: string;
    log: (line: string) => void;
    /** On PostgreSQL, copy a generated template set-based (bulk-seed-postgres.ts) instead. */
    bulkPostgres?: boolean;
  },
): Promise<SeededTenant> {
  const { db, dialect } = handle;
  const migrateStart = performance.now();
  const migrated = await migrateToLatest(db);
  if (migrated.length)
    options.log(
      `  [${dialect}] ${migrated.length} migrations (last ${migrated.at(-1)}) in ${((performance.now() - migrateStart) / 1000).toFixed(1)} s`,
    );
  await ensureDemoData(db);
  const tenant = await db
    .selectFrom('tenant')
    .select('id')
    .where('member_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const admin = await db
    .selectFrom('operator')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  if (dialect === 'sqlite') {
    await sql`pragma cache_size = -262144`.execute(db);
    await sql`pragma wal_autocheckpoint = 20000`.execute(db);
  }
  const now = Date.now();
  const existing = await sql<{ a: number | string; c: number | string }>`select
    (select count(*) from application where tenant_id = ${tenant.id}) as a,
    (select count(*) from candidate where tenant_id = ${tenant.id}) as c`.execute(db);
  if (Number(existing.rows[0]?.a ?? 0) > 0) {
    // A kept database (--sqlite-file) seeded by an earlier run: migrated above (a newer migration
    // fills its tables from the rows), not seeded again. Its applications were spread around the
    // day it was seeded, so a run on another day sees other periods.
    options.log(`  [${dialect}] reusing ${Number(existing.rows[0]?.a)} applications already seeded`);
    return {
      tenantId: tenant.id,
      adminId: admin.id,
      applications: Number(existing.rows[0]?.a),
      candidates: Number(existing.rows[0]?.c),
      seconds: 0,
      now,
    };
  }
  const seedStart = performance.now();
  const elapsed = () => ((performance.now() - seedStart) / 1000).toFixed(0);
  let lastDecile = 0;
  const seeded =
    options.bulkPostgres && dialect === 'postgres'
      ? await bulkSeedPostgres(db, {
          tenantId: tenant.id,
          resumes: options.resumes,
          rngName: options.rngName,
          now,
          log: options.log,
        })
      : await seedTenantData(db, {
          tenantId: tenant.id,
          jobs: 300,
          resumes: options.resumes,
          rng: createRng(options.rngName),
          now,
          onProgress: (done, total) => {
            const decile = Math.floor((done / total) * 10);
            if (decile > lastDecile) {
              lastDecile = decile;
              options.log(`  [${dialect}] seeded ${done}/${total} resumes (${elapsed()} s)`);
            }
          },
        });
  const seconds = (performance.now() - seedStart) / 1000;
  if (dialect === 'sqlite') {
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
    await sql`analyze`.execute(db);
  } else {
    // What autovacuum does after a bulk load; the visibility map lets counts and first pages be
    // read from the indexes alone (index-only scans).
    await sql`vacuum analyze`.execute(db);
  }
  return {
    tenantId: tenant.id,
    adminId: admin.id,
    applications: seeded.applications,
    candidates: seeded.candidates,
    seconds,
    now,
  };
}
