// `npm run bench -- load [--quick]`: the product under concurrent load (issue 21). Seeds 100,000
// applications in the demo tenant with the seed CLI (SQLite: once, into bench/out/load-sqlite,
// reused by later runs; PostgreSQL when TEST_DATABASE_URL is set: a scratch schema, dropped
// after), starts the compiled server (apps/server/dist/server.js, built first) as a child process
// and a bare Fastify hello-world child in the same run, and drives each with autocannon
// (50 connections, 15 s; --quick: 5 s):
//   list       POST /api/biz/talent/list {withCounts}            (the talent list, default)
//   search     the same with a keyword and two filters
//   workbench  GET /api/biz/workbench/home
//   careers    GET /api/web/careers/demo/jobs                      (public)
// While the search load runs, /api/health is asked one request at a time (10 s timeout): its p99.
// On SQLite also one application through the HTTP route (candidate signed in by the SMS code read
// from sms_outbox; median of 10) and 200 applications sent at once (wall time).
// The last line is the JSON summary: DB_CALL_rps / DB_CALL_p99_ms / DB_CALL_timeouts for DB in
// sqlite, pg; bare_rps; DB_health_p99_under_search_ms; sqlite_apply_ms;
// sqlite_apply_200_concurrent_s.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../apps/server/src/db/database';
import { DEMO_PASSWORD } from '../../apps/server/src/db/demo';
import { freePort } from '../../apps/server/src/test/child-server';
import { JOB_STATUS } from '../../packages/domain/src/codes/job-status';
import { applyRequestOf, applyTestDesign } from '../../packages/domain/src/apply/test-support/answers';

const quick = process.argv.includes('--quick');
const APPLICATIONS = 100_000;
/** The generator gives 15 % of candidates a second application. */
const RESUMES = Math.round(APPLICATIONS / 1.15);
const DURATION_S = quick ? 5 : 15;
const CONNECTIONS = 50;
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const cacheDir = join(root, 'bench', 'out', 'load-sqlite');
const log = (...xs: unknown[]) => console.log(...xs);

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
}

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Runs the seed CLI as `npm run seed` would, with the given database environment. */
function seed(env: Record<string, string>): void {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'apps/server/src/db/seed/cli.ts'),
      '--tenants',
      '1',
      '--resumes',
      String(RESUMES),
    ],
    {
      cwd: join(root, 'apps/server'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`seed failed:\n${result.stdout}`);
  log(`seeded ${RESUMES} resumes in ${round((performance.now() - started) / 1000)} s`);
}

interface Child {
  url: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url}:\n${output()}`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
}

async function startProduct(env: Record<string, string>): Promise<Child> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_DISABLED: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      APPLY_RATE_LIMIT_PER_MINUTE: '1000000',
      CANDIDATE_CODE_PER_IP_PER_HOUR: '1000000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/api/health`, child, () => output);
  return { url, stop: stopper(child) };
}

const BARE = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function startBare(): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/`, child, () => '');
  return { url, stop: stopper(child) };
}

interface Load {
  rps: number;
  p99: number;
  timeouts: number;
  non2xx: number;
}

async function drive(
  url: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (result.requests.total === 0) {
    // Nothing answered within the window: every connection's request is still open. Reported as
    // a p99 of at least the window and one timeout per connection, never as a clean 0 ms.
    return { rps: 0, p99: DURATION_S * 1000, timeouts: Math.max(result.timeouts, CONNECTIONS), non2xx: 0 };
  }
  return {
    rps: round(result.requests.average),
    p99: result.latency.p99,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Waits until the requests a load left queued are answered (autocannon stops sending, the server
 * still works through what it received): the workbench answers within 100 ms, at most 120 s.
 */
async function settle(url: string, auth: Record<string, string>): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const start = performance.now();
    try {
      // A console call through the request pool (the health ping has its own connection since
      // s11, so it answers while queued searches still hold the pool).
      await fetch(`${url}/api/biz/workbench/home`, {
        headers: auth,
        signal: AbortSignal.timeout(30_000),
      }).then((r) => r.arrayBuffer());
    } catch {
      continue;
    }
    if (performance.now() - start < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Asks /api/health one request at a time until `until` settles; the latencies in ms. */
async function sampleHealth(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const ms: number[] = [];
  // Let the load reach its full concurrency first.
  await new Promise((resolve) => setTimeout(resolve, 500));
  while (!done) {
    const start = performance.now();
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.arrayBuffer());
      ms.push(performance.now() - start);
    } catch {
      ms.push(10_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return ms;
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { code: number; data: T; message?: string };
  if (!res.ok || body.code !== 200) throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ member: 'demo', username: 'admin', password: DEMO_PASSWORD }),
  });
  return (await json<{ token: string }>(res)).token;
}

const SEARCH = {
  withCounts: true,
  keyword: '张',
  filter: {
    kind: 'group',
    op: 'all',
    children: [
      { kind: 'condition', field: ['degree'], operator: 'inAny', value: ['本科', '硕士'], fieldType: 4 },
      { kind: 'condition', field: ['gender'], operator: 'eq', value: 1, fieldType: 4 },
    ],
  },
};

async function driveProduct(db: 'sqlite' | 'pg', product: Child): Promise<Record<string, number>> {
  const token = await login(product.url);
  const auth = { Token: token };
  const out: Record<string, number> = {};
  const record = async (call: string, load: Load) => {
    await settle(product.url, auth);
    log(
      `${db} ${call}: ${load.rps} req/s, p99 ${load.p99} ms, ${load.timeouts} timeouts, ${load.non2xx} non-2xx`,
    );
    out[`${db}_${call}_rps`] = load.rps;
    out[`${db}_${call}_p99_ms`] = load.p99;
    out[`${db}_${call}_timeouts`] = load.timeouts;
  };
  // Each call answers once before its load, so a broken request fails loudly instead of measuring errors.
  const list = `${product.url}/api/biz/talent/list`;
  await json(
    await fetch(list, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(SEARCH),
    }),
  );
  await record('list', await drive(list, { method: 'POST', body: { withCounts: true }, headers: auth }));

  const searching = drive(list, { method: 'POST', body: SEARCH, headers: auth });
  const health = await sampleHealth(product.url, searching);
  await record('search', await searching);
  out[`${db}_health_p99_under_search_ms`] = round(percentile(health, 99));
  log(
    `${db} /api/health under search: ${health.length} answers, p99 ${out[`${db}_health_p99_under_search_ms`]} ms`,
  );

  const workbench = `${product.url}/api/biz/workbench/home`;
  await json(await fetch(workbench, { headers: auth }));
  await record('workbench', await drive(workbench, { headers: auth }));

  const careers = `${product.url}/api/web/careers/demo/jobs`;
  await json(await fetch(careers));
  await record('careers', await drive(careers));
  return out;
}

/** The id of a published job of the demo tenant, and makes sure its resume design is published. */
async function applyTarget(handle: DatabaseHandle): Promise<{ tenantId: string; jobId: string }> {
  const tenant = await handle.db
    .selectFrom('tenant')
    .select('id')
    .where('member_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const job = await handle.db
    .selectFrom('job')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('status', '=', JOB_STATUS.published)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // The seeded design asks for more than the bench's form gives (email, ID number, birth date):
  // the default design with only what an application needs required on top of it (as the apply
  // tests publish it), so applyRequestOf's answers apply.
  const latest = await handle.db
    .selectFrom('resume_design_version')
    .select(['version', 'modules_json'])
    .where('tenant_id', '=', tenant.id)
    .orderBy('version', 'desc')
    .executeTakeFirst();
  const modules = JSON.stringify(applyTestDesign());
  if (!latest || latest.modules_json !== modules) {
    await handle.db
      .insertInto('resume_design_version')
      .values({
        tenant_id: tenant.id,
        version: (latest?.version ?? 0) + 1,
        modules_json: modules,
        task_id: null,
        published_at: Date.now(),
        published_by: '',
      })
      .execute();
  }
  return { tenantId: tenant.id, jobId: job.id };
}

async function candidateCookie(
  url: string,
  handle: DatabaseHandle,
  tenantId: string,
  mobile: string,
): Promise<string> {
  const sent = await fetch(`${url}/api/web/careers/demo/candidate/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel: 'mobile', address: mobile }),
  });
  await json(sent);
  const row = await handle.db
    .selectFrom('sms_outbox')
    .select('text')
    .where('tenant_id', '=', tenantId)
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = row.text.match(/验证码是(\d{6})/)?.[1];
  if (!code) throw new Error(`no code in "${row.text}"`);
  const signedIn = await fetch(`${url}/api/web/careers/demo/candidate/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel: 'mobile', address: mobile, code }),
  });
  await json(signedIn);
  const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('ehire_cand_'));
  if (!cookie) throw new Error('no candidate cookie');
  return cookie.split(';')[0];
}

/** Answers of the published design: the server derives the person from them (issue 13 §2). */
function applyForm(mobile: string, n: number) {
  return applyRequestOf({
    name: `压测${n}`,
    mobile,
    gender: 1,
    school: '北京大学',
    major: '计算机科学与技术',
    degree: '硕士',
    graduationYear: 2026,
  });
}

async function apply(url: string, jobId: string, cookie: string, mobile: string, n: number): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${url}/api/web/careers/demo/jobs/${jobId}/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(applyForm(mobile, n)),
  });
  await json(res);
  return performance.now() - start;
}

async function measureApply(
  product: Child,
  handle: DatabaseHandle,
  { tenantId, jobId }: { tenantId: string; jobId: string },
): Promise<Record<string, number>> {
  // Fresh mobiles each run (the cached database keeps earlier runs' applications).
  const base = 17_000_000_000 + (Date.now() % 1_000_000) * 1000;
  const mobile = (i: number) => String(base + i);
  const single: number[] = [];
  for (let i = 0; i < 10; i++) {
    const cookie = await candidateCookie(product.url, handle, tenantId, mobile(i));
    single.push(await apply(product.url, jobId, cookie, mobile(i), i));
  }
  const cookies: string[] = [];
  for (let i = 0; i < 200; i++)
    cookies.push(await candidateCookie(product.url, handle, tenantId, mobile(100 + i)));
  const start = performance.now();
  await Promise.all(cookies.map((cookie, i) => apply(product.url, jobId, cookie, mobile(100 + i), 100 + i)));
  const concurrent = (performance.now() - start) / 1000;
  const out = {
    sqlite_apply_ms: round(percentile(single, 50)),
    sqlite_apply_200_concurrent_s: round(concurrent, 2),
  };
  log(
    `sqlite apply: median ${out.sqlite_apply_ms} ms of 10; 200 at once: ${out.sqlite_apply_200_concurrent_s} s`,
  );
  return out;
}

async function runSqlite(): Promise<Record<string, number>> {
  const marker = join(cacheDir, 'seeded.json');
  const dbFile = join(cacheDir, 'ehire.db');
  const seeded = existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).resumes === RESUMES;
  if (!seeded) {
    rmSync(cacheDir, { recursive: true, force: true });
    mkdirSync(cacheDir, { recursive: true });
    seed({ DATA_DIR: cacheDir, DATABASE_URL: dbFile });
    writeFileSync(marker, JSON.stringify({ resumes: RESUMES }) + '\n');
  } else log(`reusing the seeded SQLite database in ${cacheDir}`);
  const env = { DATA_DIR: cacheDir, DATABASE_URL: dbFile };
  const handle = createDatabase({ databaseUrl: dbFile, dataDir: cacheDir });
  try {
    const target = await applyTarget(handle);
    const product = await startProduct(env);
    try {
      const out = await driveProduct('sqlite', product);
      Object.assign(out, await measureApply(product, handle, target));
      return out;
    } finally {
      await product.stop();
    }
  } finally {
    await handle.destroy();
  }
}

async function runPostgres(url: string): Promise<Record<string, number>> {
  // LOAD_PG_SCHEMA names a schema seeded earlier (by the seed CLI with DATABASE_SCHEMA, --resumes
  // 86957): used as it is and kept, since seeding 100,000 applications takes minutes.
  const reused = process.env.LOAD_PG_SCHEMA;
  const schema = reused ?? `bench_load_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!reused) await admin.query(`create schema ${schema}`);
  else log(`reusing the seeded PostgreSQL schema ${schema}`);
  const dataDir = join(root, 'bench', 'out', `load-pg-${schema}`);
  mkdirSync(dataDir, { recursive: true });
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_SCHEMA: schema };
    if (!reused) seed(env);
    const product = await startProduct(env);
    try {
      return await driveProduct('pg', product);
    } finally {
      await product.stop();
    }
  } finally {
    if (!reused) {
      await admin.query(`drop schema if exists ${schema} cascade`);
      // pg-boss keeps its tables beside the app's schema (platform/tasks/tasks.module.ts).
      await admin.query(`drop schema if exists ${schema}_pgboss cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    }
    await admin.end();
  }
}

async function main(): Promise<void> {
  log(`building the server bundle (apps/server/build.mjs)`);
  const built = spawnSync(process.execPath, [join(root, 'apps/server/build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('server build failed');

  const bare = await startBare();
  let bareRps: number;
  try {
    const load = await drive(`${bare.url}/`);
    bareRps = load.rps;
    log(`bare Fastify hello-world: ${load.rps} req/s, p99 ${load.p99} ms`);
  } finally {
    await bare.stop();
  }
  const summary: Record<string, number> = { bare_rps: bareRps };
  Object.assign(summary, await runSqlite());
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) Object.assign(summary, await runPostgres(pgUrl));
  else log('TEST_DATABASE_URL is not set: PostgreSQL skipped');
  console.log(JSON.stringify(summary));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
