import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { ConfigError, loadConfig } from '../../config';
import { PasswordHasher } from '../../platform/passwords';
import { createDatabase, type DatabaseHandle } from '../database';
import { ensureDemoData } from '../demo';
import { migrateToLatest } from '../migrate';
import { environmentFromRoot, findRepoRoot } from '../../repo-paths';
import type { Database } from '../schema';
import { deleteTenantHiringData, seedTenantData, type SeedTenantResult } from './generate';
import { createRng } from './random';
import { findSeedProgress } from './seed-progress.repository';
import { ensureSeedTenant, SEED_TENANT_PASSWORD, seedTenantMember, seedTenantName } from './tenants';

// `npm run seed -- --tenants N --resumes M`: fills the configured database (same environment
// variables as the server) with realistic hiring data. npm runs this from apps/server, so the
// relative DATA_DIR (default ./data) and a relative SQLite DATABASE_URL are resolved against the
// repository root, where the server's documentation says the data lives.

const USAGE = `用法 Usage: npm run seed -- [选项 options]

为演示与压测生成招聘数据（职位、流程、候选人、简历、投递、标签），使用与服务端相同的
环境变量（DATA_DIR、DATABASE_URL、DATABASE_SCHEMA）。先执行迁移并创建演示会员 demo、demo2。
Fills the database configured like the server (DATA_DIR, DATABASE_URL, DATABASE_SCHEMA) with
realistic hiring data. Migrates first and makes sure the demo tenants demo and demo2 exist.

选项 Options:
  --tenants N   填充的会员数，默认 1。依次为 demo、demo2、seed3、seed4……（不存在则创建，
                管理员 admin / ${SEED_TENANT_PASSWORD}）
                Tenants to fill (default 1): demo, demo2, then seed3, seed4, ... created when
                missing, each with the operator admin / ${SEED_TENANT_PASSWORD}.
  --resumes M   每个会员的候选人/简历数，默认 10000；约 15% 的候选人投递两个职位，故投递数略多。
                Candidates (one resume each) PER TENANT (default 10000); about 15 % of them apply
                to a second job, so there are somewhat more applications than resumes.
  --jobs J      每个会员的职位数，默认按简历数自动取 12–200。
                Jobs per tenant (default: resumes / 500, between 12 and 200).
  --seed S      随机种子，默认 ehire；相同种子生成相同数据。
                Random seed (default "ehire"); the same seed gives the same data.
  --reset       先删除这些会员已有的招聘数据再生成；否则已有投递的会员会被跳过
                （上次中断的生成除外：从最后提交的一批之后继续）。
                Delete the tenants' existing hiring data first; without it, a tenant that already
                has applications is skipped, except one whose seed was interrupted: that seed
                resumes after its last committed batch.
  -h, --help    显示本帮助 Show this help.

示例 Example:
  npm run seed -- --tenants 2 --resumes 100000
  DATA_DIR=/tmp/seedcheck npm run seed -- --tenants 2 --resumes 100000
`;

const LIMITS = {
  tenants: { min: 1, max: 100 },
  resumes: { min: 0, max: 5_000_000 },
  jobs: { min: 1, max: 5_000 },
} as const;

export interface SeedCliOptions {
  tenants: number;
  resumes: number;
  jobs: number | null;
  seed: string;
  reset: boolean;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

function parseCount(name: keyof typeof LIMITS, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const { min, max } = LIMITS[name];
  const text = raw.replaceAll('_', '');
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} 必须是 ${min} 到 ${max} 之间的整数，收到 "${raw}"`);
  }
  return value;
}

function parseOptions(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        tenants: { type: 'string' },
        resumes: { type: 'string' },
        jobs: { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    // node:util's messages are English and name the offending option; keep them after ours.
    throw new UsageError(`参数无效：${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Parses the command line; returns null for --help. Throws UsageError on anything invalid. */
export function parseSeedArgs(argv: readonly string[]): SeedCliOptions | null {
  const values = parseOptions(argv);
  if (values.help) return null;
  if (values.seed !== undefined && values.seed.trim() === '') throw new UsageError('--seed 不能为空');
  return {
    tenants: parseCount('tenants', values.tenants, 1),
    resumes: parseCount('resumes', values.resumes, 10_000),
    jobs: values.jobs === undefined ? null : parseCount('jobs', values.jobs, 0),
    seed: values.seed ?? 'ehire',
    reset: values.reset ?? false,
  };
}

/** A tenant's job count when --jobs is not given: about one job per 500 resumes, 12 to 200. */
export function defaultJobCount(resumes: number): number {
  return Math.min(200, Math.max(12, Math.ceil(resumes / 500)));
}

function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

/** Session settings that only speed up a bulk load; they change no data and end with the process. */
async function tuneForBulkLoad(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect !== 'sqlite') return;
  // 128 MiB of page cache instead of SQLite's 2 MiB: the indexes of 100 000s of rows stay hot.
  await sql`pragma cache_size = -131072`.execute(handle.db);
  // Checkpoint the WAL less often during the load; the final checkpoint below folds it back.
  await sql`pragma wal_autocheckpoint = 20000`.execute(handle.db);
}

async function finishBulkLoad(handle: DatabaseHandle): Promise<void> {
  const db: Kysely<Database> = handle.db;
  if (handle.dialect === 'sqlite') {
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
    // Gathers statistics for the new indexes so the planner picks them.
    await sql`pragma optimize`.execute(db);
  } else {
    // VACUUM (ANALYZE), as autovacuum would after a bulk load (issue 21; it may be off, and it
    // runs only later): the statistics for the planner, and the visibility map and hint bits that
    // let the counters be read from their indexes alone. The seed's inserts moved the counters of
    // application_count about 100,000 times, leaving 12 dead row versions per live one; before
    // this, the first reads wrote hint bits to every page they touched and the workbench's
    // per-status totals scanned every dead version (80–190 ms instead of 4 ms at 100,000
    // applications). VACUUM runs outside a transaction, one table at a time, over this schema only.
    const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
      where schemaname = current_schema() order by tablename`.execute(db);
    for (const { name } of rows) await sql`vacuum (analyze) ${sql.id(name)}`.execute(db);
  }
}

interface TenantReport {
  member: string;
  name: string;
  skipped: boolean;
  result: SeedTenantResult | null;
  seconds: number;
}

export async function runSeed(options: SeedCliOptions, env: NodeJS.ProcessEnv): Promise<TenantReport[]> {
  const started = performance.now();
  const config = loadConfig(env);
  if (!config.demoData) throw new ConfigError('生产环境（NODE_ENV=production）不能生成演示数据');
  const handle = createDatabase(config);
  const reports: TenantReport[] = [];
  try {
    const where =
      handle.dialect === 'postgres'
        ? `PostgreSQL${config.databaseSchema ? `（模式 ${config.databaseSchema}）` : ''}`
        : `SQLite ${config.databaseUrl ?? path.join(config.dataDir, 'ehire.db')}`;
    console.log(`数据库 Database: ${where}`);
    await migrateToLatest(handle.db);
    const passwords = new PasswordHasher(config.passwordHashing);
    await ensureDemoData(handle.db, { passwords });
    await tuneForBulkLoad(handle);

    const jobs = options.jobs ?? defaultJobCount(options.resumes);
    let hash: Promise<string> | null = null;
    const passwordHash = () => (hash ??= passwords.hash(SEED_TENANT_PASSWORD));

    for (let position = 1; position <= options.tenants; position++) {
      const tenantStarted = performance.now();
      const tenant = await ensureSeedTenant(
        handle.db,
        seedTenantMember(position),
        seedTenantName(position),
        passwordHash,
        Date.now(),
      );
      const label = `[${tenant.member}]`;
      const hasApplications = await handle.db
        .selectFrom('application')
        .select('id')
        .where('tenant_id', '=', tenant.id)
        .limit(1)
        .executeTakeFirst();
      const unfinished = options.reset ? null : await findSeedProgress(handle.db, tenant.id);
      if (unfinished) {
        console.log(
          `${label} 上次生成未完成，从第 ${unfinished.unitsDone + 1} 批继续 resuming an interrupted seed after batch ${unfinished.unitsDone}`,
        );
      } else if (hasApplications && !options.reset) {
        console.log(`${label} 已有投递数据，跳过（加 --reset 可重新生成） already has applications, skipped`);
        reports.push({ member: tenant.member, name: tenant.name, skipped: true, result: null, seconds: 0 });
        continue;
      }
      if (options.reset) {
        await deleteTenantHiringData(handle.db, tenant.id);
        console.log(`${label} 已删除原有招聘数据 existing hiring data deleted (${seconds(tenantStarted)}s)`);
      }
      console.log(
        `${label} ${tenant.name}${tenant.created ? '（新建 created）' : ''}：${jobs} 个职位，${formatCount(options.resumes)} 份简历`,
      );
      let lastDecile = 0;
      const result = await seedTenantData(handle.db, {
        tenantId: tenant.id,
        jobs,
        resumes: options.resumes,
        // Seeded by member name, not the random tenant id, so the same command repeats its data.
        rng: createRng(`${options.seed}:${tenant.member}`),
        onProgress: (done, total) => {
          const decile = Math.floor((done / total) * 10);
          if (decile > lastDecile || done === total) {
            lastDecile = decile;
            console.log(
              `${label} ${formatCount(done)} / ${formatCount(total)} 份简历 resumes (${seconds(tenantStarted)}s)`,
            );
          }
        },
      });
      reports.push({
        member: tenant.member,
        name: tenant.name,
        skipped: false,
        result,
        seconds: (performance.now() - tenantStarted) / 1000,
      });
    }
    await finishBulkLoad(handle);
  } finally {
    await handle.destroy();
  }

  console.log('\n完成 Done');
  console.log(
    '会员 member  职位 jobs  候选人 candidates  简历 resumes  投递 applications  标签 labels  秒 s',
  );
  for (const report of reports) {
    const r = report.result;
    console.log(
      r
        ? `${report.member.padEnd(10)} ${String(r.jobs).padStart(6)} ${formatCount(r.candidates).padStart(12)} ${formatCount(r.resumes).padStart(10)} ${formatCount(r.applications).padStart(12)} ${formatCount(r.labels).padStart(10)} ${report.seconds.toFixed(1).padStart(7)}`
        : `${report.member.padEnd(10)} 跳过 skipped`,
    );
  }
  console.log(`总耗时 Elapsed: ${seconds(started)} s`);
  console.log(
    `登录 Login: 会员名 ${reports.map((r) => r.member).join(' / ')}，用户名 admin，密码 ${SEED_TENANT_PASSWORD}`,
  );
  return reports;
}

async function main(): Promise<void> {
  let options: SeedCliOptions | null;
  try {
    options = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n使用 --help 查看用法 (see --help).`);
      process.exit(2);
    }
    throw error;
  }
  if (options === null) {
    console.log(USAGE);
    return;
  }
  try {
    await runSeed(options, environmentFromRoot(process.env, findRepoRoot()));
  } catch (error) {
    if (error instanceof ConfigError) console.error(`配置错误：${error.message}`);
    else console.error('生成数据失败 Seeding failed:', error);
    process.exit(1);
  }
}

// Run only as the entry point, so tests can import the parsing helpers.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main();
}
