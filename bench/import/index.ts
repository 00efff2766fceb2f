// `npm run bench -- import [--quick]`: the résumé import (issue 18 §2). A tenant holding 100,000
// candidates imports a csv of 50,000 rows of which 5 % are bad (a wrong phone, email, ID number
// or degree) and 10 % are duplicates of stored candidates (same mobile, merged), the way the
// import task runs: the file read from the file storage, planned, then imported in committed
// batches of 500 (task.step's transaction, here without the queue around it). SQLite always;
// PostgreSQL too when TEST_DATABASE_URL is set (a scratch schema, dropped after).
// --quick: 10,000 rows into 20,000 candidates. The last line is the JSON summary:
//   sqlite_rows_per_s, pg_rows_per_s   file rows handled per second (goal ≥ 2,000)
//   duplicates_found, bad_rows_reported must equal the planted counts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../apps/server/src/db/database';
import { ensureDemoData } from '../../apps/server/src/db/demo';
import { newId } from '../../apps/server/src/db/ids';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { systemClock } from '../../apps/server/src/platform/clock';
import { FileRepository } from '../../apps/server/src/platform/files/file.repository';
import { FileService } from '../../apps/server/src/platform/files/file.service';
import { LocalDiskStorage } from '../../apps/server/src/platform/files/local-disk-storage';
import type { TaskQueue, TaskRunContext } from '../../apps/server/src/platform/tasks/task-queue';
import {
  IMPORT_KIND,
  ImportService,
  type ImportTaskParams,
} from '../../apps/server/src/features/imports/import.service';
import { importTaskHandler } from '../../apps/server/src/features/imports/import.task';
import { csvOf, idNumberOf, readSheet } from '../../apps/server/src/features/imports/test-support';

const quick = process.argv.includes('--quick');
const ROWS = quick ? 10_000 : 50_000;
const STORED = quick ? 20_000 : 100_000;
const BAD = Math.round(ROWS * 0.05);
const DUPLICATES = Math.round(ROWS * 0.1);
const log = (...xs: unknown[]) => console.log(...xs);
const HEADER = ['姓名', '手机号', '邮箱', '身份证号', '性别', '学校', '专业', '学历', '毕业年份'];
const BAD_KINDS: Array<[number, string]> = [
  [1, '1234567'],
  [2, 'not-an-email'],
  [3, '110101200301010000'],
  [7, '高中'],
];

/** Rows 0..ROWS-1: every 20th bad (5 %), every 10th (offset 5) a stored candidate's mobile (10 %). */
function buildFile(): Buffer {
  const rows: string[][] = [HEADER];
  for (let i = 0; i < ROWS; i++) {
    const duplicate = i % 10 === 5;
    const mobile = duplicate
      ? `139${String((i * 7919) % STORED).padStart(8, '0')}`
      : `138${String(i).padStart(8, '0')}`;
    const row = [
      `候选${i}`,
      mobile,
      `imp${i}@bench.example`,
      idNumberOf(i),
      i % 2 ? '男' : '女',
      '北京大学',
      '软件工程',
      '本科',
      '2026',
    ];
    if (i % 20 === 0) {
      const [column, value] = BAD_KINDS[(i / 20) % BAD_KINDS.length]!;
      row[column] = value;
    }
    rows.push(row);
  }
  return csvOf(rows);
}

async function seedCandidates(handle: DatabaseHandle): Promise<{ tenantId: string; operatorId: string }> {
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
  const now = Date.now();
  for (let from = 0; from < STORED; from += 5_000) {
    await db.transaction().execute(async (trx) => {
      for (let i = from; i < Math.min(STORED, from + 5_000); i += 500) {
        const chunk = Array.from({ length: Math.min(500, STORED - i) }, (_, k) => ({
          id: newId(now),
          tenant_id: admin.tenant_id,
          name: `已有${i + k}`,
          gender: 1,
          mobile: `139${String(i + k).padStart(8, '0')}`,
          email: `stored${i + k}@bench.example`,
          id_number: null,
          birth_date: '2002-01-01',
          created_at: now,
        }));
        await trx.insertInto('candidate').values(chunk).execute();
      }
    });
  }
  if (handle.dialect === 'sqlite') await sql`analyze`.execute(db);
  else await sql`vacuum analyze candidate`.execute(db);
  return { tenantId: admin.tenant_id, operatorId: admin.id };
}

interface Measured {
  rowsPerS: number;
  duplicates: number;
  bad: number;
  reportLines: number;
}

async function measure(handle: DatabaseHandle, dir: string, file: Buffer): Promise<Measured> {
  const who = await seedCandidates(handle);
  const files = new FileService(
    new FileRepository(handle.db),
    new LocalDiskStorage(join(dir, 'files')),
    systemClock,
  );
  const stored = await files.storeGenerated({
    tenantId: who.tenantId,
    uploadedBy: who.operatorId,
    name: 'bench.csv',
    contentType: 'text/csv; charset=utf-8',
    purpose: 'import',
    body: file,
    expiresAt: null,
  });
  const imports = new ImportService(handle.db, files, null as unknown as TaskQueue, null);
  const handler = importTaskHandler({ imports, files, clock: systemClock });
  const params: ImportTaskParams = {
    request: {
      fileId: stored.id,
      mapping: {
        name: 0,
        mobile: 1,
        email: 2,
        idNumber: 3,
        gender: 4,
        school: 5,
        major: 6,
        degree: 7,
        graduationYear: 8,
      },
      duplicateAction: 'merge',
      jobId: null,
      stepId: null,
    },
    operatorId: who.operatorId,
    fileName: 'bench.csv',
  };
  let checkpoint: string | null = null;
  let writing = 0;
  const context: TaskRunContext<ImportTaskParams> = {
    tenantId: who.tenantId,
    taskId: 'bench-import',
    kind: IMPORT_KIND,
    params,
    requestedBy: who.operatorId,
    attempt: 1,
    maxAttempts: 1,
    checkpoint: null,
    done: 0,
    total: 0,
    signal: new AbortController().signal,
    isCancelled: () => false,
    progress: async () => {},
    step: async (effects, progress) => {
      const began = performance.now();
      const value = await handle.db.transaction().execute((trx) => effects(trx));
      writing += performance.now() - began;
      checkpoint = progress.checkpoint;
      return value;
    },
    log: { info() {}, warn() {}, error() {} },
  };
  const started = performance.now();
  const outcome = await handler.run(context);
  const seconds = (performance.now() - started) / 1000;
  const state = JSON.parse(checkpoint ?? '{}') as {
    duplicates: unknown[];
    bad: number;
    created: number;
    merged: number;
  };
  const key = outcome && outcome.file ? outcome.file.key : '';
  const object = await files.storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  const reportLines = (await readSheet(Buffer.concat(chunks), 1)).length - 1;
  log(
    `[${handle.dialect}] ${ROWS.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s (batch transactions ${(writing / 1000).toFixed(1)} s): created ${state.created}, merged ${state.merged}, bad ${state.bad}, report ${reportLines} lines`,
  );
  return {
    rowsPerS: Math.round(ROWS / seconds),
    duplicates: state.duplicates.length,
    bad: state.bad,
    reportLines,
  };
}

async function main(): Promise<void> {
  log(
    `import benchmark: ${ROWS.toLocaleString('en-US')} rows (${BAD} bad, ${DUPLICATES} duplicates) into ${STORED.toLocaleString('en-US')} candidates${quick ? ' (--quick)' : ''}`,
  );
  const file = buildFile();
  const out: Record<string, number | boolean> = {};
  const dir = mkdtempSync(join(tmpdir(), 'ehire-bench-import-'));
  try {
    const handle = createDatabase({
      databaseUrl: join(dir, 'bench.db'),
      databaseSchema: undefined,
      dataDir: dir,
    });
    let sqlite: Measured;
    try {
      sqlite = await measure(handle, dir, file);
    } finally {
      await handle.destroy();
    }
    out.sqlite_rows_per_s = sqlite.rowsPerS;
    out.duplicates_found = sqlite.duplicates;
    out.bad_rows_reported = sqlite.bad;
    let counts = [sqlite];

    const url = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
    if (url) {
      const schema = `bench_import_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      try {
        const pgHandle = createDatabase({ databaseUrl: url, databaseSchema: schema, dataDir: dir });
        try {
          const measured = await measure(pgHandle, dir, file);
          out.pg_rows_per_s = measured.rowsPerS;
          counts = [...counts, measured];
        } finally {
          await pgHandle.destroy();
        }
      } finally {
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      }
    }
    out.planted_duplicates = DUPLICATES;
    out.planted_bad_rows = BAD;
    out.counts_match = counts.every(
      (c) => c.duplicates === DUPLICATES && c.bad === BAD && c.reportLines === DUPLICATES + BAD,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  log(JSON.stringify({ bench: 'import', ...out }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
