import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { LoginAnswer } from '@ehire/domain/contracts/auth';
import { applyRequestOf, type ApplyAs } from '@ehire/domain/apply/test-support/answers';
import { buildApp, type App, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { DEMO_OPS_PASSWORD, DEMO_PASSWORD, ensureDemoData } from '../db/demo';
import { migrateToLatest } from '../db/migrate';
import { ManualClock } from '../platform/clock';
import { PasswordHasher } from '../platform/passwords';

// Builds the app on a fresh database for one test file: SQLite in a temp dir by default, or a
// fresh PostgreSQL schema when TEST_DATABASE_URL is set (so files can run in parallel).

/** Cheap argon2 parameters: the suite hashes a lot and the strength is not under test here. */
const TEST_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

interface Envelope<T = unknown> {
  code: number | string;
  msg: string;
  data: T;
}

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  response: LightMyRequestResponse;
}

interface CallOptions {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  /** The client address the server sees (default 127.0.0.1). */
  remoteAddress?: string;
  /** Cookies to send, e.g. a candidate session from candidateSignIn. */
  cookies?: Record<string, string>;
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  clock: ManualClock;
  config: Config;
  /** Verify codes issued so far, by captcha id (the test-only observer of buildApp). */
  captchaCodes: Map<string, string>;
  call<T = unknown>(
    method: InjectOptions['method'],
    url: string,
    options?: CallOptions,
  ): Promise<CallResult<T>>;
  captcha(): Promise<{ captchaId: string; code: string }>;
  loginRaw(
    member: string,
    username: string,
    password?: string,
    remoteAddress?: string,
  ): Promise<CallResult<LoginAnswer>>;
  login(member: string, username: string, password?: string): Promise<LoginAnswer>;
  opsLogin(username?: string, password?: string): Promise<string>;
  /** The newest sign-in code the outbox SMS provider recorded for a mobile of a careers site. */
  lastSmsCode(member: string, mobile: string): Promise<string>;
  /**
   * Signs a candidate in on a careers site with the code sent to their mobile, as the site does;
   * the cookies to send with later calls. Sessions are reused per (member, mobile).
   */
  candidateSignIn(member: string, mobile: string): Promise<Record<string, string>>;
  /**
   * POST …/jobs/:jobId/apply as the candidate whose mobile is the applicant's (signed in first),
   * with the answers of the default design that describe the applicant (applyRequestOf).
   */
  applyAs<T = unknown>(member: string, jobId: string, applicant: ApplyAs): Promise<CallResult<T>>;
  close(): Promise<void>;
}

async function freshDatabase(dataDir: string): Promise<{
  handle: DatabaseHandle;
  databaseUrl: string;
  databaseSchema: string | undefined;
  cleanup: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const handle = createDatabase({ databaseUrl: url, databaseSchema: schema, dataDir });
    return {
      handle,
      databaseUrl: url,
      databaseSchema: schema,
      cleanup: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        // pg-boss keeps its tables beside the app's schema (platform/tasks/tasks.module.ts).
        await client.query(`drop schema if exists ${schema}_pgboss cascade`);
        await client.end();
      },
    };
  }
  const file = path.join(dataDir, 'ehire.db');
  return {
    handle: createDatabase({ databaseUrl: file, databaseSchema: undefined, dataDir }),
    databaseUrl: file,
    databaseSchema: undefined,
    cleanup: async () => {},
  };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  buildOptions: Pick<BuildOptions, 'mailSender' | 'taskTuning'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ehire-test-'));
  const { handle, databaseUrl, databaseSchema, cleanup } = await freshDatabase(dataDir);
  const clock = new ManualClock(Date.now());
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', APP_SECRET: 'test-app-secret-0123456789', DATA_DIR: dataDir }),
    databaseUrl,
    databaseSchema,
    passwordHashing: TEST_PASSWORD_HASHING,
    authRateLimitPerMinute: 100_000,
    applyRateLimitPerMinute: 100_000,
    candidateCodeLimits: { perAddressPerDay: 10, perIpPerHour: 100_000 },
    webDistDir: path.join(dataDir, 'no-web-build'),
    ...overrides,
  };
  const captchaCodes = new Map<string, string>();
  let app: App;
  try {
    await migrateToLatest(handle.db);
    await ensureDemoData(handle.db, {
      passwords: new PasswordHasher(TEST_PASSWORD_HASHING),
      now: clock.now(),
    });
    app = await buildApp(config, {
      database: handle,
      clock,
      onCaptchaIssued: (id, code) => captchaCodes.set(id, code),
      ...buildOptions,
    });
  } catch (error) {
    await handle.destroy();
    await cleanup();
    throw error;
  }

  const call: TestApp['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.token = options.token;
    const response = await app.inject({
      method,
      url,
      headers,
      query: options.query,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.cookies ? { cookies: options.cookies } : {}),
      ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    });
    let body: Envelope;
    try {
      body = response.json();
    } catch {
      body = { code: 'NOT_JSON', msg: response.body, data: null };
    }
    return { status: response.statusCode, body: body as never, response };
  };

  const captcha = async () => {
    const result = await call<{ captchaId: string; image: string }>('GET', '/api/auth/captcha');
    const { captchaId } = result.body.data;
    const code = captchaCodes.get(captchaId);
    if (!code) throw new Error('captcha code was not observed');
    return { captchaId, code };
  };

  const loginRaw: TestApp['loginRaw'] = async (member, username, password = DEMO_PASSWORD, remoteAddress) => {
    const { captchaId, code } = await captcha();
    return call<LoginAnswer>('POST', '/api/auth/login', {
      body: { member, username, password, captchaId, code },
      remoteAddress,
    });
  };

  const login: TestApp['login'] = async (member, username, password) => {
    const result = await loginRaw(member, username, password);
    if (result.body.code !== 200) {
      throw new Error(`login ${member}/${username} failed: ${JSON.stringify(result.body)}`);
    }
    return result.body.data;
  };

  const opsLogin: TestApp['opsLogin'] = async (username = 'ops', password = DEMO_OPS_PASSWORD) => {
    const { captchaId, code } = await captcha();
    const result = await call<{ token: string }>('POST', '/api/ops/auth/login', {
      body: { username, password, captchaId, code },
    });
    if (result.body.code !== 200) throw new Error(`ops login failed: ${JSON.stringify(result.body)}`);
    return result.body.data.token;
  };

  const lastSmsCode: TestApp['lastSmsCode'] = async (member, mobile) => {
    const row = await handle.db
      .selectFrom('sms_outbox as o')
      .innerJoin('tenant as t', 't.id', 'o.tenant_id')
      .select('o.text')
      .where('t.member_name', '=', member.toLowerCase())
      .where('o.mobile', '=', mobile)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .executeTakeFirst();
    const code = row?.text.match(/验证码是(\d{6})/)?.[1];
    if (!code) throw new Error(`no sign-in code was sent to ${mobile}`);
    return code;
  };

  const candidateSessions = new Map<string, Record<string, string>>();
  const candidateSignIn: TestApp['candidateSignIn'] = async (member, mobile) => {
    const key = `${member.toLowerCase()}/${mobile}`;
    const known = candidateSessions.get(key);
    if (known) {
      const me = await call<{ signedIn: boolean }>('GET', `/api/web/careers/${member}/candidate/me`, {
        cookies: known,
      });
      if (me.body.data?.signedIn) return known;
    }
    const sent = await call('POST', `/api/web/careers/${member}/candidate/code`, {
      body: { channel: 'mobile', address: mobile },
    });
    if (sent.status !== 200) throw new Error(`code for ${mobile} refused: ${JSON.stringify(sent.body)}`);
    const code = await lastSmsCode(member, mobile);
    const signedIn = await call('POST', `/api/web/careers/${member}/candidate/sign-in`, {
      body: { channel: 'mobile', address: mobile, code },
    });
    const cookie = signedIn.response.cookies.find((c) => c.name.startsWith('ehire_cand_'));
    if (signedIn.status !== 200 || !cookie) {
      throw new Error(`sign-in of ${mobile} failed: ${JSON.stringify(signedIn.body)}`);
    }
    const cookies = { [cookie.name]: cookie.value };
    candidateSessions.set(key, cookies);
    return cookies;
  };

  const applyAs: TestApp['applyAs'] = async (member, jobId, applicant) =>
    call('POST', `/api/web/careers/${member}/jobs/${jobId}/apply`, {
      body: applyRequestOf(applicant),
      cookies: await candidateSignIn(member, applicant.mobile),
    });

  return {
    app,
    database: handle,
    db: handle.db,
    clock,
    config,
    captchaCodes,
    call,
    captcha,
    loginRaw,
    login,
    opsLogin,
    lastSmsCode,
    candidateSignIn,
    applyAs,
    close: async () => {
      try {
        await app.close();
        // A test may have destroyed the database already; the schema must go regardless.
        await handle.destroy().catch(() => {});
      } finally {
        await cleanup();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
