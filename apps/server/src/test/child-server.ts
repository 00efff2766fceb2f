import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { applyTestDesign } from '@ehire/domain/apply/test-support/answers';
import pg from 'pg';
import type { Database } from '../db/schema';
import { until } from '../platform/tasks/test-support';

// The compiled server (apps/server/dist/server.js, as `npm start` runs it) as a child process,
// for the tests that need a real process: several servers on one database, a server killed at a
// crash point and restarted.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildServer {
  url: string;
  proc: ChildProcess;
  output: () => string;
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Builds dist/server.js from the current sources (esbuild, a few seconds). */
export function buildServer(): void {
  const built = spawnSync(process.execPath, [path.join(serverDir, 'build.mjs')], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stderr}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the compiled server with `env` and waits until /api/health answers. */
export async function startServer(instanceId: string, env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  let output = '';
  const proc = spawn(process.execPath, [path.join(serverDir, 'dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      INSTANCE_ID: instanceId,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_DISABLED: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await until(
    async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`server ${instanceId} exited:\n${output}`);
      }
      return fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
    },
    (ready) => ready,
    60_000,
  );
  return { url, proc, output: () => output };
}

/**
 * Stops a server that is still running: SIGTERM (its clean shutdown), then SIGKILL if it has not
 * exited within 15 s (a loaded machine must not turn a slow shutdown into a failed test).
 */
export async function stopServer(server: ChildServer | undefined): Promise<void> {
  if (!server || server.proc.exitCode !== null || server.proc.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => server.proc.kill('SIGKILL'), 15_000);
    server.proc.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.proc.kill('SIGTERM');
  });
}

/** One JSON call to a child server, as the web client makes it. */
export async function callServer<T>(
  server: ChildServer,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; cookie?: string } = {},
): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { Token: options.token } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
}

/** Creates (`create`) or drops (`drop`, with the task engine's schema) a scratch PostgreSQL schema. */
export async function scratchSchema(url: string, schema: string, action: 'create' | 'drop'): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    if (action === 'create') await admin.query(`create schema ${schema}`);
    else {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.query(`drop schema if exists ${schema}_pgboss cascade`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * The demo tenant and its first published job, ready for applications over HTTP: the online
 * resume design is applyTestDesign, so applyRequestOf's answers of a plain person apply.
 */
export async function demoApplyTarget(db: Kysely<Database>): Promise<{ tenantId: string; jobId: string }> {
  const tenantId = (
    await db.selectFrom('tenant').select('id').where('member_name', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  const jobId = (
    await db
      .selectFrom('job')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', '=', '24')
      .orderBy('created_at')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('resume_design_version')
    .values({
      tenant_id: tenantId,
      version: 9999,
      modules_json: JSON.stringify(applyTestDesign()),
      task_id: null,
      published_at: Date.now(),
      published_by: '',
    })
    .execute();
  return { tenantId, jobId };
}

/** Signs a candidate in on the demo careers site by the SMS code (read from sms_outbox): the cookie. */
export async function candidateCookie(
  code: ChildServer,
  signIn: ChildServer,
  db: Kysely<Database>,
  tenantId: string,
  mobile: string,
): Promise<string | undefined> {
  const sent = await callServer(code, 'POST', '/api/web/careers/demo/candidate/code', {
    body: { channel: 'mobile', address: mobile },
  });
  if (sent.status !== 200) throw new Error(`code not sent: ${sent.body.msg}`);
  const sms = await db
    .selectFrom('sms_outbox')
    .select('text')
    .where('tenant_id', '=', tenantId)
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  const signedIn = await callServer(signIn, 'POST', '/api/web/careers/demo/candidate/sign-in', {
    body: { channel: 'mobile', address: mobile, code: sms.text.match(/验证码是(\d{6})/)?.[1] },
  });
  if (signedIn.status !== 200) throw new Error(`sign-in refused: ${signedIn.body.msg}`);
  return signedIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('ehire_cand_'))
    ?.split(';')[0];
}
