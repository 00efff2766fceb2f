// `npm run bench -- load-cpu [--requests N] [--calls list,search,workbench,careers] [--profile]`:
// server CPU per request (issue 21), a figure that does not depend on how busy the machine is.
// Starts the compiled server (apps/server/dist/server.js; build it first with
// `node apps/server/build.mjs`) on an already seeded database given by the environment
// (DATABASE_URL and DATABASE_SCHEMA for PostgreSQL, or DATA_DIR and DATABASE_URL for a SQLite
// file, e.g. the load bench's bench/out/load-sqlite), warms each call, then sends N requests per
// call with autocannon (50 connections) and reads the CPU time (user + system, every thread) of
// the server process from /proc/<pid>/stat before and after; on PostgreSQL also of the server's
// backends (pg_stat_activity of its application name), less what both spend idle over as
// long (measured for 10 s first: pg-boss polling, the task sweep). Prints ms of CPU per request for node and
// the database, and the req/s of the run (which does depend on the machine). SERVER_JS names
// another bundle (relative to the repository), e.g. a copy built from an earlier commit.
// --profile writes a V8 CPU profile of the server (node --cpu-prof) into bench/out/load-cpu.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../apps/server/src/db/demo';
import { freePort } from '../../apps/server/src/test/child-server';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const REQUESTS = Number(arg('requests', '1000'));
const CALLS = arg('calls', 'list,search,workbench,careers').split(',');
const PROFILE = process.argv.includes('--profile');
const APP_NAME = `load-cpu-${process.pid}`;
const TICK_MS = 10; // USER_HZ = 100 on Linux

/** utime + stime of a process (all its threads) in ms; 0 when it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
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

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const isPg = databaseUrl.startsWith('postgres');
  const port = await freePort();
  const outDir = join(root, 'bench', 'out', 'load-cpu');
  mkdirSync(outDir, { recursive: true });
  const pgUrl = isPg ? new URL(databaseUrl) : null;
  if (pgUrl) pgUrl.searchParams.set('application_name', APP_NAME);
  const child = spawn(
    process.execPath,
    [
      ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${outDir}`] : []),
      join(root, process.env.SERVER_JS ?? 'apps/server/dist/server.js'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        ...(pgUrl ? { DATABASE_URL: pgUrl.toString() } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        CAPTCHA_DISABLED: '1',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ member: 'demo', username: 'admin', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const calls: Record<string, { path: string; method: 'GET' | 'POST'; body?: unknown; auth: boolean }> = {
    list: { path: '/api/biz/talent/list', method: 'POST', body: { withCounts: true }, auth: true },
    search: { path: '/api/biz/talent/list', method: 'POST', body: SEARCH, auth: true },
    workbench: { path: '/api/biz/workbench/home', method: 'GET', auth: true },
    careers: { path: '/api/web/careers/demo/jobs', method: 'GET', auth: false },
    health: { path: '/api/health', method: 'GET', auth: false },
  };
  const admin = pgUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await admin?.connect();
  const backends = async (): Promise<number[]> => {
    if (!admin) return [];
    const r = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [APP_NAME],
    );
    return r.rows.map((row) => row.pid);
  };
  const run = (name: string, amount: number) => {
    const call = calls[name];
    return autocannon({
      url: url + call.path,
      connections: 50,
      amount,
      timeout: 30,
      method: call.method,
      headers: {
        ...(call.body ? { 'content-type': 'application/json' } : {}),
        ...(call.auth ? { Token: token } : {}),
      },
      body: call.body ? JSON.stringify(call.body) : undefined,
    });
  };
  const summary: Record<string, number> = {};
  // What the server and its backends spend when idle (pg-boss polling, the task sweep, timers),
  // per ms, measured over 10 s once the pool is warm: subtracted from each run's figures.
  await run('health', 100);
  const idleStart = performance.now();
  const idlePids = await backends();
  const idleNode = cpuMs(child.pid as number);
  const idleDb = new Map(idlePids.map((pid) => [pid, cpuMs(pid)]));
  await new Promise((r) => setTimeout(r, 10_000));
  const idleMs = performance.now() - idleStart;
  const nodeIdleRate = (cpuMs(child.pid as number) - idleNode) / idleMs;
  let dbIdle = 0;
  for (const pid of await backends()) dbIdle += cpuMs(pid) - (idleDb.get(pid) ?? cpuMs(pid));
  const dbIdleRate = dbIdle / idleMs;
  console.log(`idle: node ${(nodeIdleRate * 1000).toFixed(1)} ms/s, database ${(dbIdleRate * 1000).toFixed(1)} ms/s`);
  for (const name of CALLS) {
    await run(name, Math.min(200, REQUESTS)); // warm: the pool's connections, statement caches, JIT
    const pids = await backends();
    const before = cpuMs(child.pid as number);
    const dbBefore = new Map(pids.map((pid) => [pid, cpuMs(pid)]));
    const started = performance.now();
    const result = await run(name, REQUESTS);
    const elapsed = performance.now() - started;
    const node = cpuMs(child.pid as number) - before - nodeIdleRate * elapsed;
    let db = -dbIdleRate * elapsed;
    for (const pid of await backends()) db += cpuMs(pid) - (dbBefore.get(pid) ?? 0);
    const n = result.requests.total;
    const line = {
      node_ms: Math.round((node / n) * 100) / 100,
      db_ms: Math.round((db / n) * 100) / 100,
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      non2xx: result.non2xx,
    };
    console.log(
      `${name}: ${n} requests, node ${line.node_ms} ms CPU/request, database ${line.db_ms} ms, ` +
        `${line.rps} req/s, p99 ${line.p99} ms, ${line.non2xx} non-2xx`,
    );
    summary[`${name}_node_cpu_ms`] = line.node_ms;
    if (isPg) summary[`${name}_db_cpu_ms`] = line.db_ms;
    summary[`${name}_rps`] = line.rps;
  }
  await admin?.end();
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  console.log(JSON.stringify(summary));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
