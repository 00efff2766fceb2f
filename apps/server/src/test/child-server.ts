import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

async function freePort(): Promise<number> {
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
