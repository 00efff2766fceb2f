import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEASON_ARCHIVE_KIND,
  seasonRange,
  type HistoryDetails,
  type HistoryPage,
  type SeasonArchiveList,
  type SeasonArchiveRow,
} from '@ehire/domain/contracts/history';
import type { TaskAnswer } from '@ehire/domain/contracts/tasks';
import type { TaskRunContext } from '../../platform/tasks/task-queue';
import { until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertApplication, jobTestContext, publishedJob, tenantIdOf } from '../jobs/test-support';
import { SeasonArchiveService, type SeasonArchiveParams } from './season-archive';

// 招聘季归档 and 历史人才库 (issue 18 §1) on the database under test: an administrator closes a
// past season, its applications move to history as a task, the current lists lose them, the
// counts before and after are equal; bad requests change nothing; a task killed after a
// committed batch resumes after it.

let t: TestApp;
let admin: string;
let viewer: string;
let tenantId: string;
let jobId: string;

const inSeason = (season: number, day: number) => seasonRange(season).from + day * 86_400_000;

async function currentOfSeason(season: number): Promise<number> {
  const { from, to } = seasonRange(season);
  const row = await t.db
    .selectFrom('application')
    .select(t.db.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('applied_at', '>=', from)
    .where('applied_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function maintainedTotal(): Promise<number> {
  const row = await t.db
    .selectFrom('application_count')
    .select((eb) => eb.fn.sum<string | number>('n').as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

beforeAll(async () => {
  t = await createTestApp();
  const c = await jobTestContext(t);
  admin = c.admin;
  viewer = (await t.login('demo', 'viewer')).token;
  tenantId = await tenantIdOf(t, 'demo');
  jobId = await publishedJob(c);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('season archive and 历史人才库', () => {
  it('ROUTE-027 ROUTE-037 CALL-010 an administrator closes a past season: its applications move to history, counts before and after equal', async () => {
    for (let i = 0; i < 12; i++)
      await insertApplication(
        t,
        jobId,
        { name: `往届${i}`, email: `past${i}@example.com` },
        inSeason(2020, i),
      );
    const before = await currentOfSeason(2020);
    expect(before).toBe(12);
    const totalBefore = await maintainedTotal();

    const started = await t.call<SeasonArchiveRow>('POST', '/api/biz/pools/seasons/archive', {
      token: admin,
      body: { season: 2020 },
    });
    expect(started.status).toBe(200);
    expect(started.body.msg).toBe('已开始归档2020-2021招聘季');
    expect(started.body.data).toMatchObject({ season: 2020, seasonLabel: '2020-2021招聘季', before: 12 });
    const task = await until(
      async () =>
        (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${started.body.data.taskId}`, { token: admin })).body
          .data,
      (x) => ['succeeded', 'failed', 'cancelled'].includes(x.status),
    );
    expect(task).toMatchObject({
      kind: SEASON_ARCHIVE_KIND,
      kindLabel: '招聘季归档',
      status: 'succeeded',
      done: 12,
      total: 12,
    });

    const seasons = await t.call<SeasonArchiveList>('GET', '/api/biz/pools/seasons', { token: viewer });
    expect(seasons.body.data.rows[0]).toMatchObject({
      season: 2020,
      status: 'succeeded',
      before: 12,
      after: 12,
      remaining: 0,
    });
    // The current lists are emptied of the season; the maintained counters follow.
    expect(await currentOfSeason(2020)).toBe(0);
    expect(await maintainedTotal()).toBe(totalBefore - 12);

    const history = await t.call<HistoryPage>('GET', '/api/biz/pools/history?season=2020&pageSize=5', {
      token: viewer,
    });
    expect(history.status).toBe(200);
    expect(history.body.data.total).toBe(12);
    expect(history.body.data.rows).toHaveLength(5);
    expect(history.body.data.rows[0]).toMatchObject({ name: '往届11', season: 2020, statusLabel: '待筛选' });
    expect(history.body.data.rows[0]!.jobName).not.toBe('');

    // Read through the archive: the ArchiveId header names the closing whose season is shown.
    await insertApplication(t, jobId, { name: '别季' }, inSeason(2017, 1));
    const other = await t.call<SeasonArchiveRow>('POST', '/api/biz/pools/seasons/archive', {
      token: admin,
      body: { season: 2017 },
    });
    await until(
      async () =>
        (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${other.body.data.taskId}`, { token: admin })).body
          .data,
      (x) => x.status === 'succeeded',
    );
    const all = await t.call<HistoryPage>('GET', '/api/biz/pools/history', { token: viewer });
    expect(all.body.data.total).toBe(13);
    const through = await t.call<HistoryPage>('GET', '/api/biz/pools/history', {
      token: viewer,
      headers: { archiveid: started.body.data.archiveId },
    });
    expect(through.body.data.total).toBe(12);

    const found = await t.call<HistoryPage>(
      'GET',
      `/api/biz/pools/history?keyword=${encodeURIComponent('past3@')}`,
      {
        token: viewer,
      },
    );
    expect(found.body.data.rows.map((r) => r.name)).toEqual(['往届3']);
    const details = await t.call<HistoryDetails>(
      'GET',
      `/api/biz/pools/history/${found.body.data.rows[0]!.applicationId}`,
      { token: viewer },
    );
    expect(details.body.data).toMatchObject({
      name: '往届3',
      school: '浙江大学',
      gender: '男',
      source: '官网',
    });
    const missing = await t.call('GET', '/api/biz/pools/history/nope', { token: viewer });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('历史投递不存在');
  });

  it('bad requests are refused with a message and change nothing: current season, archived twice, empty, bad value, read-only user', async () => {
    await insertApplication(t, jobId, { name: '本季' }, t.clock.now());
    await insertApplication(t, jobId, { name: '往届补录' }, inSeason(2019, 3));
    const totalBefore = await maintainedTotal();
    const post = (token: string, body: unknown) =>
      t.call('POST', '/api/biz/pools/seasons/archive', { token, body });
    const thisYear = new Date(t.clock.now() + 8 * 3_600_000);
    const current = thisYear.getUTCMonth() >= 6 ? thisYear.getUTCFullYear() : thisYear.getUTCFullYear() - 1;

    const now = await post(admin, { season: current });
    expect(now.status).toBe(400);
    expect(now.body.msg).toBe('只能归档已结束的招聘季');
    const twice = await post(admin, { season: 2020 });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('2020-2021招聘季已归档');
    const empty = await post(admin, { season: 2001 });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('2001-2002招聘季没有可归档的投递');
    const bad = await post(admin, { season: '去年' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('招聘季');
    const readOnly = await post(viewer, { season: 2019 });
    expect(readOnly.status).toBe(403);

    expect(await maintainedTotal()).toBe(totalBefore);
    expect(await currentOfSeason(2019)).toBe(1);
    const seasons = await t.call<SeasonArchiveList>('GET', '/api/biz/pools/seasons', { token: admin });
    expect(seasons.body.data.rows.map((r) => r.season).sort()).toEqual([2017, 2020]);
    expect(seasons.body.data.currentSeason).toBe(current);
  });

  it('an archive killed after a committed batch resumes after it: every application moved once, counts equal', async () => {
    for (let i = 0; i < 25; i++) await insertApplication(t, jobId, { name: `续档${i}` }, inSeason(2018, i));
    const service = new SeasonArchiveService(t.db, t.app.tasks, t.clock);
    const archiveId = 'archive-kill';
    await service.history.insertArchive({
      id: archiveId,
      tenant_id: tenantId,
      season: 2018,
      task_id: 'task-kill',
      before_count: 25,
      after_count: null,
      requested_by: 'test',
      created_at: t.clock.now(),
      finished_at: null,
    });
    const handler = service.handler(10);
    let checkpoint: string | null = null;
    let steps = 0;
    const context = (killAfter: number | null): TaskRunContext<SeasonArchiveParams> => ({
      tenantId,
      taskId: 'task-kill',
      kind: SEASON_ARCHIVE_KIND,
      params: { archiveId, season: 2018 },
      requestedBy: null,
      attempt: 1,
      maxAttempts: 3,
      checkpoint,
      done: 0,
      total: 0,
      signal: new AbortController().signal,
      isCancelled: () => false,
      progress: async () => {},
      step: async (effects, progress) => {
        const value = await t.db.transaction().execute(async (trx) => effects(trx));
        checkpoint = progress.checkpoint;
        steps += 1;
        if (killAfter !== null && steps === killAfter) throw new Error('process killed');
        return value;
      },
      log: { info() {}, warn() {}, error() {} },
    });
    await expect(handler.run(context(2))).rejects.toThrow('process killed');
    expect(await currentOfSeason(2018)).toBe(5);
    expect(await service.history.countSeason(tenantId, 2018)).toBe(20);
    await handler.run(context(null));
    expect(steps).toBe(3);
    expect(JSON.parse(checkpoint ?? '{}')).toEqual({ moved: 25 });
    expect(await currentOfSeason(2018)).toBe(0);
    expect(await service.history.countSeason(tenantId, 2018)).toBe(25);
    expect(await service.history.findArchive(tenantId, archiveId)).toMatchObject({
      before_count: 25,
      after_count: 25,
    });
  });
});
