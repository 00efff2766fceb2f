import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_MESSAGE, type TaskAnswer, type TaskPage } from '@ehire/domain/contracts/tasks';
import { createTestApp, type TestApp } from '../../test/harness';
import { TaskError, type TaskHandler, type TaskRecord } from './task-queue';
import { Gate, ITEMS_KIND, itemsHandler, until } from './test-support';

// Task life cycle on the engine of the database under test (in-process on SQLite, pg-boss with
// TEST_DATABASE_URL), and the task centre's API (issue 12 §1, §3 server side).

let t: TestApp;
let demo: { tenantId: string; admin: string; viewer: string };
let demo2: { tenantId: string; admin: string };
let tokens: { admin: string; viewer: string; admin2: string };

async function operator(member: string, username: string) {
  return t.db
    .selectFrom('operator')
    .innerJoin('tenant', 'tenant.id', 'operator.tenant_id')
    .select(['operator.id', 'operator.tenant_id'])
    .where('tenant.member_name', '=', member)
    .where('operator.username', '=', username)
    .executeTakeFirstOrThrow();
}

const deleted: string[] = [];
const gates = new Map<string, Gate>();
const runs = new Map<string, number>();
let running = new Map<string, number>();
let maxRunning = new Map<string, number>();

function gate(name: string): Gate {
  let g = gates.get(name);
  if (!g) {
    g = new Gate();
    gates.set(name, g);
  }
  return g;
}

interface TestParams {
  gate?: string;
  failTimes?: number;
  fatal?: boolean;
  crash?: boolean;
}

const testKind: TaskHandler<TestParams> = {
  kind: 'test-basic',
  options: { retryDelayMs: 0, retryLimit: 2, concurrencyPerTenant: 1, failureMessage: '测试任务失败' },
  run: async (task) => {
    runs.set(task.taskId, (runs.get(task.taskId) ?? 0) + 1);
    const now = (running.get(task.tenantId) ?? 0) + 1;
    running.set(task.tenantId, now);
    maxRunning.set(task.tenantId, Math.max(maxRunning.get(task.tenantId) ?? 0, now));
    try {
      await task.progress(1, 4);
      if (task.params.gate) await gate(task.params.gate).wait(task.signal);
      if (task.params.fatal) throw new TaskError('参数有误：缺少筛选条件', { retryable: false });
      if (task.params.crash) throw new Error('boom');
      if (task.attempt <= (task.params.failTimes ?? 0)) throw new TaskError(`第${task.attempt}次失败`);
      await task.progress(4, 4);
      return {
        file: {
          key: `files/${task.taskId}.xlsx`,
          name: '人才导出.xlsx',
          size: 1234,
          mime: 'application/vnd.ms-excel',
        },
      };
    } finally {
      running.set(task.tenantId, (running.get(task.tenantId) ?? 1) - 1);
    }
  },
};

beforeAll(async () => {
  t = await createTestApp();
  const [admin, viewer, admin2] = await Promise.all([
    operator('demo', 'admin'),
    operator('demo', 'viewer'),
    operator('demo2', 'admin'),
  ]);
  demo = { tenantId: admin.tenant_id, admin: admin.id, viewer: viewer.id };
  demo2 = { tenantId: admin2.tenant_id, admin: admin2.id };
  tokens = {
    admin: (await t.login('demo', 'admin')).token,
    viewer: (await t.login('demo', 'viewer')).token,
    admin2: (await t.login('demo2', 'admin')).token,
  };
  t.app.tasks.register(testKind);
  t.app.tasks.register(itemsHandler('main'));
  (
    t.app.tasks as unknown as { useResultFiles(f: { delete(key: string): Promise<void> }): void }
  ).useResultFiles({
    delete: async (key) => {
      deleted.push(key);
    },
  });
});

afterAll(async () => {
  for (const g of gates.values()) g.open();
  await t?.close();
});

function submit(tenantId: string, params: TestParams, requestedBy: string | null = demo.admin, extra = {}) {
  return t.app.tasks.submit({ tenantId }, 'test-basic', params, { requestedBy, ...extra });
}

async function settled(tenantId: string, id: string): Promise<TaskRecord> {
  return until(
    async () => (await t.app.tasks.get({ tenantId }, id))!,
    (task) => ['succeeded', 'failed', 'cancelled'].includes(task.status),
  );
}

describe('task life cycle (issue 12 §1)', () => {
  it('runs a submitted task to succeeded with its progress and result file', async () => {
    const { task, existing } = await submit(demo.tenantId, {}, demo.admin, { summary: '全部人才', total: 4 });
    expect(existing).toBe(false);
    expect(task).toMatchObject({ status: 'queued', done: 0, total: 4, attempts: 0, summary: '全部人才' });
    const done = await settled(demo.tenantId, task.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      done: 4,
      total: 4,
      attempts: 1,
      error: '',
      resultFile: {
        key: `files/${task.id}.xlsx`,
        name: '人才导出.xlsx',
        size: 1234,
        mime: 'application/vnd.ms-excel',
      },
    });
    expect(done.expiresAt).toBe(done.finishedAt! + 7 * 24 * 3600_000);
    const answer = await t.call<TaskAnswer>('GET', `/api/biz/tasks/${task.id}`, { token: tokens.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      taskId: task.id,
      kind: 'test-basic',
      status: 'succeeded',
      statusLabel: '已完成',
      percent: 100,
      requestedByName: '王管理',
      downloadable: true,
      canCancel: false,
      canRetry: false,
      resultFile: { name: '人才导出.xlsx', size: 1234, mime: 'application/vnd.ms-excel' },
    });
  });

  it('retries a failing attempt and keeps the attempts visible', async () => {
    const { task } = await submit(demo.tenantId, { failTimes: 2 });
    const done = await settled(demo.tenantId, task.id);
    // The last failure's message is kept while queued again and cleared by the success.
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, error: '' });
    expect(runs.get(task.id)).toBe(3);
  });

  it('ends failed with the zh-CN message after the last attempt; retry queues it again', async () => {
    const { task } = await submit(demo.tenantId, { crash: true });
    const failed = await settled(demo.tenantId, task.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, error: '测试任务失败' });
    const listed = await t.call<TaskAnswer>('GET', `/api/biz/tasks/${task.id}`, { token: tokens.admin });
    expect(listed.body.data).toMatchObject({
      canRetry: true,
      canCancel: false,
      downloadable: false,
      percent: 25,
    });

    const retried = await t.call<TaskAnswer>('POST', `/api/biz/tasks/${task.id}/retry`, {
      token: tokens.admin,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.msg).toBe('任务已重新排队');
    expect(retried.body.data.status).toBe('queued');
    const again = await settled(demo.tenantId, task.id);
    expect(again).toMatchObject({ status: 'failed', attempts: 4, error: '测试任务失败' });
    expect(runs.get(task.id)).toBe(4);
  });

  it('a non-retryable TaskError fails at once', async () => {
    const { task } = await submit(demo.tenantId, { fatal: true });
    expect(await settled(demo.tenantId, task.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: '参数有误：缺少筛选条件',
    });
  });

  it('cancels a queued task: it never runs', async () => {
    const { task } = await submit(demo.tenantId, {}, demo.admin, { delayMs: 3600_000 });
    const result = await t.call<TaskAnswer>('POST', `/api/biz/tasks/${task.id}/cancel`, {
      token: tokens.admin,
    });
    expect(result.status).toBe(200);
    expect(result.body.msg).toBe('任务已取消');
    expect(result.body.data).toMatchObject({ status: 'cancelled', canCancel: false, canRetry: false });
    await t.app.tasks.whenIdle();
    expect(runs.get(task.id)).toBeUndefined();
    const audit = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', task.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_type: 'task', detail: 'test-basic', principal_id: demo.admin });
  });

  it('cancels a running task: it stops at its next step', async () => {
    const { task } = await submit(demo.tenantId, { gate: 'never' });
    await until(
      async () => (await t.app.tasks.get({ tenantId: demo.tenantId }, task.id))!,
      (x) => x.status === 'running' && x.done === 1,
    );
    const result = await t.call<TaskAnswer>('POST', `/api/biz/tasks/${task.id}/cancel`, {
      token: tokens.admin,
    });
    expect(result.status).toBe(200);
    expect(['running', 'cancelled']).toContain(result.body.data.status);
    const done = await settled(demo.tenantId, task.id);
    expect(done).toMatchObject({ status: 'cancelled', cancelRequested: true, resultFile: null });
    const again = await t.call('POST', `/api/biz/tasks/${task.id}/cancel`, { token: tokens.admin });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: -2000, msg: '任务已结束，无法取消', data: null });
  });

  it('limits running tasks of a kind per tenant; other tenants are not held up', async () => {
    running = new Map();
    maxRunning = new Map();
    const a1 = (await submit(demo.tenantId, { gate: 'limit' })).task;
    const a2 = (await submit(demo.tenantId, { gate: 'limit' })).task;
    const b1 = (await submit(demo2.tenantId, { gate: 'limit' }, demo2.admin)).task;
    await until(
      async () => Promise.all([a1, a2, b1].map((x) => t.app.tasks.get({ tenantId: x.tenantId }, x.id))),
      (tasks) => tasks.filter((x) => x?.status === 'running').length === 2,
    );
    const states = await Promise.all(
      [a1, a2, b1].map((x) => t.app.tasks.get({ tenantId: x.tenantId }, x.id)),
    );
    expect(states.map((x) => x?.status).sort()).toEqual(['queued', 'running', 'running']);
    expect(states[2]?.status).toBe('running');
    gate('limit').open();
    for (const x of [a1, a2, b1]) expect((await settled(x.tenantId, x.id)).status).toBe('succeeded');
    expect(maxRunning.get(demo.tenantId)).toBe(1);
  });

  it('a singleton key returns the unfinished task instead of a second one', async () => {
    const first = await submit(demo.tenantId, { gate: 'single' }, demo.admin, { singletonKey: 'talent:all' });
    const second = await submit(demo.tenantId, {}, demo.admin, { singletonKey: 'talent:all' });
    expect(second.existing).toBe(true);
    expect(second.task.id).toBe(first.task.id);
    gate('single').open();
    await settled(demo.tenantId, first.task.id);
    const third = await submit(demo.tenantId, {}, demo.admin, { singletonKey: 'talent:all' });
    expect(third.existing).toBe(false);
    await settled(demo.tenantId, third.task.id);
    const latest = await t.app.tasks.latest({ tenantId: demo.tenantId }, 'test-basic', 'talent:all');
    expect(latest?.id).toBe(third.task.id);
  });

  it('outbox: a task submitted in a rolled-back transaction never exists nor runs', async () => {
    let insideId = '';
    await expect(
      t.db.transaction().execute(async (trx) => {
        insideId = (await submit(demo.tenantId, {}, demo.admin, { trx })).task.id;
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    let committedId = '';
    await t.db.transaction().execute(async (trx) => {
      committedId = (await submit(demo.tenantId, {}, demo.admin, { trx })).task.id;
    });
    expect((await settled(demo.tenantId, committedId)).status).toBe('succeeded');
    await t.app.tasks.whenIdle();
    expect(await t.app.tasks.get({ tenantId: demo.tenantId }, insideId)).toBeUndefined();
    expect(runs.get(insideId)).toBeUndefined();
  });

  it('each item is done once, with the checkpoint in the same transaction as its effect', async () => {
    const { task } = await t.app.tasks.submit(
      { tenantId: demo.tenantId },
      ITEMS_KIND,
      { items: 5, operatorId: demo.admin },
      { requestedBy: demo.admin },
    );
    expect(await settled(demo.tenantId, task.id)).toMatchObject({
      status: 'succeeded',
      checkpoint: '5',
      done: 5,
    });
    const notices = await t.db
      .selectFrom('notice_message')
      .select('id')
      .where('tenant_id', '=', demo.tenantId)
      .where('id', 'like', `${task.id}:%`)
      .execute();
    expect(notices).toHaveLength(5);
  });
});

describe('task centre API: tenants and permissions', () => {
  let mine: TaskRecord;
  let viewers: TaskRecord;

  beforeAll(async () => {
    mine = (await submit(demo.tenantId, {}, demo.admin)).task;
    viewers = (await submit(demo.tenantId, {}, demo.viewer)).task;
    await settled(demo.tenantId, mine.id);
    await settled(demo.tenantId, viewers.id);
  });

  it('a member sees only their own tasks; 导出管理 at full sees all of the tenant', async () => {
    const own = await t.call<TaskPage>('GET', '/api/biz/tasks', { token: tokens.viewer });
    expect(own.status).toBe(200);
    expect(own.body.data.canSeeAll).toBe(false);
    expect(own.body.data.rows.map((r) => r.taskId)).toEqual([viewers.id]);
    expect(own.body.data.rows[0]).toMatchObject({ requestedByName: '李只读', kindLabel: 'test-basic' });

    const refused = await t.call('GET', '/api/biz/tasks', { token: tokens.viewer, query: { scope: 'all' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: -2000, msg: '无权查看其他成员的任务', data: null });

    const all = await t.call<TaskPage>('GET', '/api/biz/tasks', {
      token: tokens.admin,
      query: { scope: 'all', pageSize: '100' },
    });
    expect(all.body.data.canSeeAll).toBe(true);
    const ids = all.body.data.rows.map((r) => r.taskId);
    expect(ids).toContain(viewers.id);
    expect(ids).toContain(mine.id);
    expect(all.body.data.rows.every((r) => r.kind.startsWith('test-'))).toBe(true);
    expect(all.body.data.total).toBe(ids.length);

    const filtered = await t.call<TaskPage>('GET', '/api/biz/tasks', {
      token: tokens.admin,
      query: { scope: 'all', status: 'cancelled' },
    });
    expect(filtered.body.data.rows.every((r) => r.status === 'cancelled')).toBe(true);
  });

  it("another tenant's task, another member's task and unknown ids are 404 and change nothing", async () => {
    const before = await t.app.tasks.get({ tenantId: demo.tenantId }, mine.id);
    for (const [token, id] of [
      [tokens.admin2, mine.id],
      [tokens.viewer, mine.id],
      [tokens.admin, 'no-such-task'],
    ] as const) {
      for (const [method, url] of [
        ['GET', `/api/biz/tasks/${id}`],
        ['POST', `/api/biz/tasks/${id}/cancel`],
        ['POST', `/api/biz/tasks/${id}/retry`],
      ] as const) {
        const result = await t.call(method, url, { token });
        if (token === tokens.viewer && method === 'POST') {
          // Read-only role: refused by the route's write permission before the lookup.
          expect(result.status).toBe(403);
          continue;
        }
        expect(result.status, `${method} ${url}`).toBe(404);
        expect(result.body).toEqual({ code: -2000, msg: TASK_MESSAGE.notFound, data: null });
      }
    }
    expect(await t.app.tasks.get({ tenantId: demo.tenantId }, mine.id)).toEqual(before);
    const other = await t.call<TaskPage>('GET', '/api/biz/tasks', {
      token: tokens.admin2,
      query: { scope: 'all' },
    });
    expect(other.body.data.rows.map((r) => r.taskId)).not.toContain(mine.id);
  });

  it('retrying a task that did not fail is refused with 409', async () => {
    const result = await t.call('POST', `/api/biz/tasks/${mine.id}/retry`, { token: tokens.admin });
    expect(result.status).toBe(409);
    expect(result.body).toEqual({ code: -2000, msg: '只有失败的任务可以重试', data: null });
  });

  it('bad list parameters are refused naming the field', async () => {
    const bad = await t.call('GET', '/api/biz/tasks', { token: tokens.admin, query: { status: 'done' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('status');
    const size = await t.call('GET', '/api/biz/tasks', { token: tokens.admin, query: { pageSize: '1000' } });
    expect(size.status).toBe(400);
    expect(size.body.msg).toBe('参数错误：每页最多100条');
  });
});

// Last: moves the clock a week on.
describe('expiry (issue 12 §1)', () => {
  it('finished tasks expire after 7 days: the scheduled cleanup deletes row and file', async () => {
    const { task } = await submit(demo2.tenantId, {}, demo2.admin);
    await settled(demo2.tenantId, task.id);
    expect(await t.app.tasks.cleanupExpired()).toBe(0);
    t.clock.advance(7 * 24 * 3600_000 + 1);
    // Sessions expire too: sign in again at the new time.
    tokens.admin2 = (await t.login('demo2', 'admin')).token;
    const answer = await t.call<TaskAnswer>('GET', `/api/biz/tasks/${task.id}`, { token: tokens.admin2 });
    expect(answer.body.data.downloadable).toBe(false);
    expect(await t.app.tasks.cleanupExpired()).toBeGreaterThanOrEqual(1);
    expect(deleted).toContain(`files/${task.id}.xlsx`);
    expect(await t.app.tasks.get({ tenantId: demo2.tenantId }, task.id)).toBeUndefined();
    const gone = await t.call('GET', `/api/biz/tasks/${task.id}`, { token: tokens.admin2 });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: -2000, msg: '任务不存在或已过期', data: null });
  });
});
