import { existsSync, readdirSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportTaskCreated, TalentExportRequestInput } from '@ehire/domain/contracts/exports';
import { TalentExportRequest } from '@ehire/domain/contracts/exports';
import type { TalentPage, TalentListQueryInput } from '@ehire/domain/contracts/talent';
import { TASK_MESSAGE, type TaskAnswer } from '@ehire/domain/contracts/tasks';
import { seedTenantData } from '../../db/seed/generate';
import { createRng } from '../../db/seed/random';
import { AuditRepository } from '../../platform/audit/audit.repository';
import { TaskAborted, type TaskRunContext } from '../../platform/tasks/task-queue';
import { until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import { ExportTemplateRepository } from '../exports/export-template.repository';
import { ExportTemplateService } from '../exports/export-template.service';
import { TalentExportService } from './talent-export.service';
import {
  talentExportTaskHandler,
  TALENT_EXPORT_KIND,
  type TalentExportTaskParams,
} from './talent-export.task';
import { TalentService } from './talent.service';

// The large talent export as a task (issue 12 §3) on the engine of the database under test
// (in-process on SQLite, pg-boss with TEST_DATABASE_URL): submitted, run in batches with its
// progress, stored, downloaded from the task centre; refusals of the download; a cancelled
// export leaves no file behind.

const NOW = Date.UTC(2026, 10, 1, 4, 0, 0);
const SYNC_MAX = 100;
const ROW_LIMIT = 150;
const DAY = 24 * 3600_000;

let t: TestApp;
let admin: string;
let viewer: string;
let otherAdmin: string;
let tenantId: string;
let adminId: string;

const list = (body: TalentListQueryInput, token = admin) =>
  t.call<TalentPage>('POST', '/api/biz/talent/list', { token, body });

async function firstIds(n: number): Promise<string[]> {
  const rows = [
    ...(await list({ pageSize: 100, sort: { field: 'name', order: 'asc' } })).body.data.rows,
    ...(await list({ pageSize: 100, pageIndex: 2, sort: { field: 'name', order: 'asc' } })).body.data.rows,
  ];
  return rows.slice(0, n).map((r) => r.applicationId);
}

async function taskOf(id: string, token = admin) {
  return t.call<TaskAnswer>('GET', `/api/biz/tasks/${id}`, { token });
}

async function settled(id: string): Promise<TaskAnswer> {
  return until(
    async () => (await taskOf(id)).body.data,
    (task) => ['succeeded', 'failed', 'cancelled'].includes(task.status),
  );
}

async function sheetRows(payload: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[0].eachRow((row) =>
    out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
  );
  return out;
}

beforeAll(async () => {
  t = await createTestApp({ exportSyncMaxRows: SYNC_MAX, exportRowLimit: ROW_LIMIT });
  t.clock.set(NOW);
  admin = (await t.login('demo', 'admin')).token;
  viewer = (await t.login('demo', 'viewer')).token;
  otherAdmin = (await t.login('demo2', 'admin')).token;
  const row = await t.db
    .selectFrom('operator')
    .innerJoin('tenant', 'tenant.id', 'operator.tenant_id')
    .select(['operator.id', 'operator.tenant_id'])
    .where('tenant.member_name', '=', 'demo')
    .where('operator.username', '=', 'admin')
    .executeTakeFirstOrThrow();
  tenantId = row.tenant_id;
  adminId = row.id;
  await seedTenantData(t.db, { tenantId, jobs: 6, resumes: 150, rng: createRng('export-task'), now: NOW });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('talent export as a task', () => {
  it('CALL-054 a large export runs as a task: progress, result file, download with the list’s rows, audit rows', async () => {
    const ids = await firstIds(120);
    const submitted = await t.call<ExportTaskCreated>('POST', '/api/biz/talent/export-tasks', {
      token: admin,
      body: {
        applicationIds: ids,
        sort: { field: 'name', order: 'asc' },
        columns: ['applicationId', 'name', 'mobile'],
      },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.msg).toBe('导出任务已创建，可在「任务中心」查看进度并下载');
    const taskId = submitted.body.data.taskId;
    const done = await settled(taskId);
    expect(done).toMatchObject({
      kind: TALENT_EXPORT_KIND,
      kindLabel: '人才导出',
      status: 'succeeded',
      done: 120,
      total: 120,
      percent: 100,
      summary: '所选120条投递；按姓名升序；3列（含个人信息：姓名、手机号）；共120条',
      requestedByName: '王管理',
      downloadable: true,
      resultFile: {
        name: '人才导出_20261101_1200.xlsx',
        mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
    const file = await t.call('GET', `/api/biz/tasks/${taskId}/download`, { token: admin });
    expect(file.status).toBe(200);
    expect(file.response.headers['content-disposition']).toBe(
      `attachment; filename="_20261101_1200.xlsx"; filename*=UTF-8''${encodeURIComponent('人才导出_20261101_1200.xlsx')}`,
    );
    expect(file.response.headers['x-content-type-options']).toBe('nosniff');
    const [header, ...rows] = await sheetRows(file.response.rawPayload);
    expect(header).toEqual(['投递编号', '姓名', '手机号']);
    expect(rows.map((r) => r[0])).toEqual(ids);
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'detail', 'principal_id'])
      .where('target_id', '=', taskId)
      .orderBy('created_at')
      .orderBy('action', 'desc')
      .execute();
    expect(audits).toEqual([
      {
        action: 'TASK talent-export',
        target_type: 'talent_export',
        target_id: taskId,
        detail: '导出人才列表120条，3列；个人信息列：姓名、手机号',
        principal_id: adminId,
      },
      {
        action: 'GET /api/biz/tasks/:taskId/download',
        target_type: 'task',
        target_id: taskId,
        detail: '下载任务结果「人才导出_20261101_1200.xlsx」（人才导出）',
        principal_id: adminId,
      },
    ]);
  });

  it('over the limit at submit: 400 with the limit, no task', async () => {
    const before = await t.db.selectFrom('task').select('id').execute();
    const res = await t.call('POST', '/api/biz/talent/export-tasks', { token: admin, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: -2000,
      msg: `导出条数超过上限${ROW_LIMIT}条，请缩小筛选范围`,
      data: null,
    });
    expect(await t.db.selectFrom('task').select('id').execute()).toEqual(before);
  });

  it('download refusals: unknown, another tenant’s, a cancelled task, an expired file', async () => {
    const unknown = await t.call('GET', '/api/biz/tasks/nope/download', { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: -2000, msg: TASK_MESSAGE.notFound, data: null });

    const ids = await firstIds(110);
    const submitted = await t.call<ExportTaskCreated>('POST', '/api/biz/talent/export-tasks', {
      token: admin,
      body: { applicationIds: ids },
    });
    const taskId = submitted.body.data.taskId;
    await settled(taskId);
    const foreign = await t.call('GET', `/api/biz/tasks/${taskId}/download`, { token: otherAdmin });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe(TASK_MESSAGE.notFound);
    // A read-only 导出管理 sees only their own tasks.
    const notMine = await t.call('GET', `/api/biz/tasks/${taskId}/download`, { token: viewer });
    expect(notMine.status).toBe(404);

    // A queued export (held back an hour) cancelled before it ran.
    const params: TalentExportTaskParams = {
      request: TalentExportRequest.parse({ applicationIds: ids }),
      operatorId: adminId,
      projectId: null,
      ip: '127.0.0.1',
    };
    const { task: held } = await t.app.tasks.submit({ tenantId }, TALENT_EXPORT_KIND, params, {
      requestedBy: adminId,
      delayMs: 3600_000,
    });
    await t.call('POST', `/api/biz/tasks/${held.id}/cancel`, { token: admin });
    const cancelled = await t.call('GET', `/api/biz/tasks/${held.id}/download`, { token: admin });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({ code: -2000, msg: '任务已取消，没有可下载的文件', data: null });

    // Kept 7 days: after that the file is not offered any more.
    t.clock.advance(8 * DAY);
    try {
      // (A session does not last 8 days either.)
      const later = (await t.login('demo', 'admin')).token;
      expect((await taskOf(taskId, later)).body.data.downloadable).toBe(false);
      const expired = await t.call('GET', `/api/biz/tasks/${taskId}/download`, { token: later });
      expect(expired.status).toBe(410);
      expect(expired.body).toEqual({ code: -2000, msg: '文件已过期，请重新导出', data: null });
    } finally {
      t.clock.advance(-8 * DAY);
    }
  });
});

describe('talent export task handler', () => {
  /** The handler with small batches over the test database, run with a recording context. */
  function harness(onProgress: (done: number) => void, controller = new AbortController()) {
    const talent = new TalentService(t.db, t.clock);
    const exporter = new TalentExportService(
      talent,
      new ExportTemplateService(new ExportTemplateRepository(t.db), t.clock),
      new AuditRepository(t.db),
      t.clock,
      { rowLimit: ROW_LIMIT, syncMaxRows: SYNC_MAX, batchSize: 25 },
    );
    const stored = new Map<string, Buffer>();
    const tmpDir = mkdtempSync(path.join(tmpdir(), 'ehire-export-test-'));
    const handler = talentExportTaskHandler({
      exporter,
      now: () => t.clock.now(),
      tmpDir,
      store: {
        put: async (key: string, body: Readable) => {
          const chunks: Buffer[] = [];
          for await (const chunk of body) chunks.push(chunk as Buffer);
          stored.set(key, Buffer.concat(chunks));
          return { size: stored.get(key)!.length };
        },
      },
    });
    const progress: Array<[number, number | undefined]> = [];
    const context = (request: TalentExportRequestInput): TaskRunContext<TalentExportTaskParams> => ({
      tenantId,
      taskId: 'task-test',
      kind: TALENT_EXPORT_KIND,
      params: { request: TalentExportRequest.parse(request), operatorId: adminId, projectId: null, ip: '' },
      requestedBy: adminId,
      attempt: 1,
      maxAttempts: 3,
      done: 0,
      total: 0,
      checkpoint: null,
      signal: controller.signal,
      isCancelled: () => false,
      progress: async (done, total) => {
        progress.push([done, total]);
        onProgress(done);
      },
      step: () => Promise.reject(new Error('not used')),
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    return { handler, context, stored, progress, tmpDir };
  }

  it('reports progress after every batch and stores the whole file under the task’s key', async () => {
    const h = harness(() => {});
    const ids = await firstIds(110);
    const outcome = await h.handler.run(h.context({ applicationIds: ids, columns: ['applicationId'] }));
    expect(h.progress).toEqual([
      [0, 110],
      [25, 110],
      [50, 110],
      [75, 110],
      [100, 110],
      [110, 110],
    ]);
    expect(outcome).toMatchObject({
      file: {
        key: expect.stringMatching(new RegExp(`^${tenantId}/2026/11/task-test\\.xlsx$`)),
        size: expect.any(Number),
      },
    });
    const [, ...rows] = await sheetRows(h.stored.get(outcome!.file!.key)!);
    expect(rows).toHaveLength(110);
    expect(readdirSync(h.tmpDir)).toEqual([]);
  });

  it('batches read by keyset keep the list’s order for every sort, ties included (many unscored)', async () => {
    const masters = {
      kind: 'group' as const,
      op: 'all' as const,
      children: [
        {
          kind: 'condition' as const,
          field: ['degree'],
          operator: 'inAny' as const,
          value: ['硕士', '博士'],
          fieldType: 4 as const,
        },
      ],
    };
    for (const sort of [
      { field: 'score', order: 'asc' },
      { field: 'score', order: 'desc' },
      { field: 'name', order: 'desc' },
      { field: 'graduationYear', order: 'asc' },
    ] as const) {
      const h = harness(() => {});
      const listed = (await list({ filter: masters, sort, pageSize: 100 })).body.data;
      expect(listed.total).toBeGreaterThan(50);
      const outcome = await h.handler.run(
        h.context({ selection: { filter: masters }, sort, columns: ['applicationId'] }),
      );
      const [, ...rows] = await sheetRows(h.stored.get(outcome!.file!.key)!);
      expect(rows.map((r) => r[0])).toEqual(listed.rows.map((r) => r.applicationId));
    }
  });

  it('a cancelled export stops at its next batch: nothing stored, no temp file left', async () => {
    const h = harness((done) => {
      if (done >= 50) throw new TaskAborted('cancelled');
    });
    const ids = await firstIds(110);
    await expect(h.handler.run(h.context({ applicationIds: ids }))).rejects.toBeInstanceOf(TaskAborted);
    expect(h.stored.size).toBe(0);
    expect(existsSync(h.tmpDir) && readdirSync(h.tmpDir)).toEqual([]);
  });

  it('the task’s signal (cancel, shutdown) stops it between batches the same way', async () => {
    const controller = new AbortController();
    const h = harness((done) => {
      if (done >= 25) controller.abort(new TaskAborted('stopping'));
    }, controller);
    const ids = await firstIds(110);
    await expect(h.handler.run(h.context({ applicationIds: ids }))).rejects.toMatchObject({
      reason: 'stopping',
    });
    expect(h.progress.map(([done]) => done)).toEqual([0, 25]);
    expect(h.stored.size).toBe(0);
    expect(readdirSync(h.tmpDir)).toEqual([]);
  });
});
