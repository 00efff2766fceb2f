// `npm run bench -- export [--quick]`: the talent export (issue 12 §3) of 100,000 applications ×
// 30 columns to xlsx. Seeds a fresh database with the seed generator, then exports the whole
// tenant with every export column the way the talent-export task does (the list's batches,
// exceljs's streaming writer into a file) and, as the anchor, builds the same workbook in memory
// with exceljs from the same rows. Each measurement runs in a child process of its own
// (measure.ts, with --expose-gc) so their memory never mixes: peak RSS growth over a baseline
// taken after warming up and collecting garbage, sampled every 10 ms and after every batch.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (a scratch schema, dropped after).
// --quick: 20,000 applications. The last line is the JSON summary:
//   sqlite_seconds, pg_seconds  the streaming export's wall time (goal < 30 s)
//   peak_rss_mb                 the largest RSS growth of a streaming export
//   rss_ratio_vs_in_memory      that growth ÷ the in-memory build's growth (goal ≤ 0.25)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'kysely';
import { EXPORT_ROW_LIMIT_DEFAULT } from '../../packages/domain/src/contracts/exports';
import { createDatabase, type DatabaseHandle } from '../../apps/server/src/db/database';
import { ensureDemoData } from '../../apps/server/src/db/demo';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seedTenantData } from '../../apps/server/src/db/seed/generate';
import { createRng } from '../../apps/server/src/db/seed/random';

const quick = process.argv.includes('--quick');
const APPLICATIONS = quick ? 20_000 : 100_000;
/** The generator gives 15 % of candidates a second application. */
const RESUMES = Math.round(APPLICATIONS / 1.15);
const log = (...xs: unknown[]) => console.log(...xs);
const measureScript = fileURLToPath(new URL('./measure.ts', import.meta.url));

interface Measured {
  seconds: number;
  rows: number;
  bytes: number;
  baselineMb: number;
  peakMb: number;
  growthMb: number;
}

interface Target {
  databaseUrl: string;
  databaseSchema?: string;
  tenantId: string;
  operatorId: string;
  /** EXPORT_ROW_LIMIT as an operator would set it: every seeded application. */
  rowLimit: number;
}

function measure(mode: 'stream' | 'memory', target: Target, dir: string): Measured {
  const file = join(dir, `${mode}.xlsx`);
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', measureScript, JSON.stringify({ mode, file, ...target })],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (child.status !== 0) throw new Error(`measure ${mode} failed:\n${child.stderr}`);
  const lines = child.stdout.trim().split('\n');
  rmSync(file, { force: true });
  return JSON.parse(lines[lines.length - 1]) as Measured;
}

async function seed(handle: DatabaseHandle): Promise<Omit<Target, 'databaseUrl' | 'databaseSchema'>> {
  const db = handle.db;
  await migrateToLatest(db);
  await ensureDemoData(db);
  const admin = await db
    .selectFrom('operator')
    .innerJoin('tenant', 'tenant.id', 'operator.tenant_id')
    .select(['operator.id', 'operator.tenant_id'])
    .where('tenant.member_name', '=', 'demo')
    .where('operator.username', '=', 'admin')
    .executeTakeFirstOrThrow();
  const started = performance.now();
  const seeded = await seedTenantData(db, {
    tenantId: admin.tenant_id,
    jobs: 60,
    resumes: RESUMES,
    rng: createRng('bench-export'),
  });
  log(
    `[${handle.dialect}] seeded ${seeded.applications} applications in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  if (handle.dialect === 'sqlite') {
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
    await sql`analyze`.execute(db);
  } else {
    await sql`vacuum analyze`.execute(db);
  }
  return {
    tenantId: admin.tenant_id,
    operatorId: admin.id,
    rowLimit: Math.max(EXPORT_ROW_LIMIT_DEFAULT, seeded.applications),
  };
}

function report(dialect: string, m: Measured): void {
  log(
    `[${dialect}] ${m.rows.toLocaleString('en-US')} rows × 30 columns: ${m.seconds} s, ${(m.bytes / 1024 / 1024).toFixed(1)} MB file, RSS ${m.baselineMb} → ${m.peakMb} MB (growth ${m.growthMb} MB)`,
  );
}

async function main(): Promise<void> {
  log(
    `export benchmark: ${APPLICATIONS.toLocaleString('en-US')} applications × 30 columns${quick ? ' (--quick)' : ''}`,
  );
  const out: Record<string, number> = {};
  const dir = mkdtempSync(join(tmpdir(), 'ehire-bench-export-'));
  try {
    const file = join(dir, 'bench.db');
    const handle = createDatabase({ databaseUrl: file, databaseSchema: undefined, dataDir: dir });
    let who: Omit<Target, 'databaseUrl' | 'databaseSchema'>;
    try {
      who = await seed(handle);
    } finally {
      await handle.destroy();
    }
    const target = { databaseUrl: file, ...who };
    const stream = measure('stream', target, dir);
    report('sqlite', stream);
    const memory = measure('memory', target, dir);
    log(
      `[sqlite] in-memory exceljs Workbook (anchor): ${memory.seconds} s, RSS ${memory.baselineMb} → ${memory.peakMb} MB (growth ${memory.growthMb} MB)`,
    );
    out.sqlite_seconds = stream.seconds;
    out.sqlite_rows = stream.rows;
    out.sqlite_peak_rss_mb = stream.growthMb;
    out.in_memory_peak_rss_mb = memory.growthMb;
    out.in_memory_seconds = memory.seconds;

    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const schema = `bench_export_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      try {
        const pgHandle = createDatabase({ databaseUrl: url, databaseSchema: schema, dataDir: dir });
        let pgWho: Omit<Target, 'databaseUrl' | 'databaseSchema'>;
        try {
          pgWho = await seed(pgHandle);
        } finally {
          await pgHandle.destroy();
        }
        const pgStream = measure('stream', { databaseUrl: url, databaseSchema: schema, ...pgWho }, dir);
        report('postgres', pgStream);
        out.pg_seconds = pgStream.seconds;
        out.pg_rows = pgStream.rows;
        out.pg_peak_rss_mb = pgStream.growthMb;
      } finally {
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      }
    }
    const peak = Math.max(out.sqlite_peak_rss_mb, out.pg_peak_rss_mb ?? 0);
    out.peak_rss_mb = peak;
    out.rss_ratio_vs_in_memory = Math.round((peak / memory.growthMb) * 1000) / 1000;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  log(JSON.stringify({ bench: 'export', ...out }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
