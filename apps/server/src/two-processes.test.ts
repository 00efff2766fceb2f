import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRequestOf } from '@ehire/domain/apply/test-support/answers';
import { createDatabase, type DatabaseHandle } from './db/database';
import { DEMO_PASSWORD } from './db/demo';
import { seedTenantData } from './db/seed/generate';
import { createRng } from './db/seed/random';
import { until } from './platform/tasks/test-support';
import {
  buildServer,
  callServer as call,
  candidateCookie,
  demoApplyTarget,
  scratchSchema,
  startServer as startChild,
  stopServer as stop,
  type ChildServer as Server,
} from './test/child-server';

// Issue 21: several server processes on one PostgreSQL serve one tenant. Two compiled servers
// (apps/server/dist/server.js, as `npm start` runs them) share the database, the files (one
// DATA_DIR, as a shared volume would be; S3_URL is the other way) and, when TEST_REDIS_URL is
// set, Redis for the rate limits. A session made on one is valid on the other, a candidate signed
// in on one applies through the other, both list the same rows, and an export submitted on one is
// finished by whichever picks it up and downloaded from both. Only with TEST_DATABASE_URL.

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const startServer = (instanceId: string, env: Record<string, string>) =>
  startChild(instanceId, { ...env, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) });

describe.skipIf(!databaseUrl)('two server processes on one PostgreSQL (issue 21)', () => {
  const schema = `t2p_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ehire-two-processes-'));
  let a: Server | undefined;
  let b: Server | undefined;
  let handle: DatabaseHandle;
  let tenantId: string;
  let jobId: string;

  beforeAll(async () => {
    buildServer();
    await scratchSchema(databaseUrl!, schema, 'create');
    const env = {
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      APP_SECRET: 'two-processes-test-secret-0123456789',
    };
    // The first one migrates and writes the demo data; the second starts on a ready database.
    a = await startServer('proc-a', env);
    b = await startServer('proc-b', env);
    handle = createDatabase({ databaseUrl, databaseSchema: schema, dataDir });
    const demo = await handle.db
      .selectFrom('tenant')
      .select('id')
      .where('member_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    await seedTenantData(handle.db, {
      tenantId: demo.id,
      jobs: 3,
      resumes: 40,
      rng: createRng('two-processes'),
    });
    ({ tenantId, jobId } = await demoApplyTarget(handle.db));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await handle?.destroy();
    await scratchSchema(databaseUrl!, schema, 'drop');
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('login, apply, talent list and an export work across both processes', async () => {
    if (!a || !b) throw new Error('servers not started');
    const other = b;
    // Login on A; the session is valid on B.
    const login = await call<{ token: string }>(a, 'POST', '/api/auth/login', {
      body: { member: 'demo', username: 'admin', password: DEMO_PASSWORD },
    });
    expect(login.body.code).toBe(200);
    const token = login.body.data.token;
    const home = await call(b, 'GET', '/api/biz/workbench/home', { token });
    expect(home.status).toBe(200);

    // A candidate gets the code from B, signs in on A and applies through B.
    const mobile = '13900000421';
    const cookie = await candidateCookie(b, a, handle.db, tenantId, mobile);
    const form = applyRequestOf({
      name: '双进程',
      mobile,
      gender: 1,
      school: '北京大学',
      major: '计算机科学与技术',
      degree: '硕士',
      graduationYear: 2026,
    });
    const applied = await call<{ applicationId: string }>(
      b,
      'POST',
      `/api/web/careers/demo/jobs/${jobId}/apply`,
      {
        body: form,
        cookie,
      },
    );
    expect(applied.status).toBe(200);
    // The same application again through A: the candidate is told it is already there.
    const again = await call(a, 'POST', `/api/web/careers/demo/jobs/${jobId}/apply`, { body: form, cookie });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('您已投递过该职位，请勿重复投递');

    // Both list the same rows, the new application first.
    type Page = { total: number; rows: Array<{ applicationId: string; name: string }> };
    const listA = await call<Page>(a, 'POST', '/api/biz/talent/list', { token, body: {} });
    const listB = await call<Page>(b, 'POST', '/api/biz/talent/list', { token, body: {} });
    expect(listA.status).toBe(200);
    expect(listB.body.data).toEqual(listA.body.data);
    expect(listA.body.data.rows[0]).toMatchObject({
      applicationId: applied.body.data.applicationId,
      name: '双进程',
    });

    // An export submitted on A is finished by either process and downloaded from both.
    const submitted = await call<{ taskId: string }>(a, 'POST', '/api/biz/talent/export-tasks', {
      token,
      body: { columns: ['applicationId', 'name', 'mobile'] },
    });
    expect(submitted.status).toBe(200);
    const taskId = submitted.body.data.taskId;
    const done = await until(
      async () =>
        (await call<{ status: string; done: number }>(other, 'GET', `/api/biz/tasks/${taskId}`, { token }))
          .body.data,
      (task) => ['succeeded', 'failed', 'cancelled'].includes(task.status),
      45_000,
    );
    expect(done).toMatchObject({ status: 'succeeded', done: listA.body.data.total });
    for (const server of [a, b]) {
      const file = await fetch(`${server.url}/api/biz/tasks/${taskId}/download`, {
        headers: { Token: token },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      // An xlsx is a zip: it starts with PK.
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
    }
  }, 120_000);
});
