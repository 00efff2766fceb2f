import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRequestOf } from '@ehire/domain/apply/test-support/answers';
import { createDatabase, type DatabaseHandle } from '../../db/database';
import { DEMO_PASSWORD } from '../../db/demo';
import { until } from '../../platform/tasks/test-support';
import {
  buildServer,
  callServer as call,
  candidateCookie,
  demoApplyTarget,
  scratchSchema,
  startServer,
  stopServer,
  type ChildServer,
} from '../../test/child-server';
import { applicationState, tagRule } from '../smart-rules/test-support';

// Issue 21 "applying is cheap and durable", with a real process: the compiled server is killed
// (SIGKILL, CRASH_AT=apply-after-commit) after the application's transaction has committed and
// before the candidate has an answer. After a restart the application is there with its
// smart-rule label (written in the same transaction: the outbox), the candidate's retry of the
// same submit (same submitKey) answers with that application instead of an error, and a new
// submit of the same job is refused with the usual message. On SQLite (a file in DATA_DIR) and,
// with TEST_DATABASE_URL, on PostgreSQL.

const databaseUrl = process.env.TEST_DATABASE_URL;
const databases = [
  { name: 'SQLite', url: undefined as string | undefined },
  ...(databaseUrl ? [{ name: 'PostgreSQL', url: databaseUrl }] : []),
];

describe.each(databases)('apply killed between commit and answer, $name (issue 21)', ({ url }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ehire-apply-crash-'));
  const schema = `crash_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    APP_SECRET: 'apply-crash-test-secret-0123456789',
    ...(url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {}),
  };
  let server: ChildServer | undefined;
  let handle: DatabaseHandle;
  let jobId: string;
  let tenantId: string;

  beforeAll(async () => {
    buildServer();
    if (url) await scratchSchema(url, schema, 'create');
    // The first start migrates and seeds the demo tenant; the crash point is armed.
    server = await startServer('crash-a', { ...env, CRASH_AT: 'apply-after-commit' });
    handle = createDatabase({ databaseUrl: url, databaseSchema: url ? schema : undefined, dataDir });
    ({ tenantId, jobId } = await demoApplyTarget(handle.db));
  }, 180_000);

  afterAll(async () => {
    await stopServer(server);
    await handle?.destroy();
    if (url) await scratchSchema(url, schema, 'drop');
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const applicationsOf = async (mobile: string) =>
    (
      await handle.db
        .selectFrom('application as a')
        .innerJoin('candidate as c', 'c.id', 'a.candidate_id')
        .select('a.id')
        .where('a.tenant_id', '=', tenantId)
        .where('c.mobile', '=', mobile)
        .execute()
    ).map((row) => row.id);

  it('the application and its labels survive the crash; the retried submit answers with it', async () => {
    if (!server) throw new Error('server not started');
    const login = await call<{ token: string }>(server, 'POST', '/api/auth/login', {
      body: { member: 'demo', username: 'admin', password: DEMO_PASSWORD },
    });
    expect(login.body.code).toBe(200);
    const rule = await call(server, 'POST', '/api/biz/smart-rules/tag', {
      token: login.body.data.token,
      body: tagRule('崩溃测试高学历', ['崩溃测试高学历']),
    });
    expect(rule.status).toBe(200);

    const mobile = '13900000731';
    const cookie = await candidateCookie(server, server, handle.db, tenantId, mobile);
    const form = applyRequestOf({
      name: '崩溃后',
      mobile,
      gender: 1,
      school: '北京大学',
      major: '计算机科学与技术',
      degree: '硕士',
      graduationYear: 2026,
      submitKey: 'crash-submit-0001',
    });

    // The server dies before it answers: the candidate sees a broken connection.
    const crashed = server;
    const lost = await call(crashed, 'POST', `/api/web/careers/demo/jobs/${jobId}/apply`, {
      body: form,
      cookie,
    }).then(
      () => 'answered',
      () => 'no answer',
    );
    expect(lost).toBe('no answer');
    await until(
      async () => crashed.proc.signalCode,
      (signal) => signal !== null,
      30_000,
    );
    expect(crashed.proc.signalCode).toBe('SIGKILL');

    // What committed is whole: the application with the label its rule gives.
    const stored = await applicationsOf(mobile);
    expect(stored).toHaveLength(1);
    const applicationId = stored[0]!;
    expect((await applicationState(handle, applicationId)).labels).toContain('崩溃测试高学历');

    // Restarted (same instance id, crash point off): the retry gets the stored application.
    server = await startServer('crash-a', env);
    const retried = await call<{ applicationId: string }>(
      server,
      'POST',
      `/api/web/careers/demo/jobs/${jobId}/apply`,
      { body: form, cookie },
    );
    expect(retried.status).toBe(200);
    expect(retried.body.data.applicationId).toBe(applicationId);
    // A new submit for the same job is refused as any second application is.
    const again = await call(server, 'POST', `/api/web/careers/demo/jobs/${jobId}/apply`, {
      body: { ...form, submitKey: 'crash-submit-0002' },
      cookie,
    });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('您已投递过该职位，请勿重复投递');
    expect(await applicationsOf(mobile)).toEqual([applicationId]);
  }, 180_000);
});
