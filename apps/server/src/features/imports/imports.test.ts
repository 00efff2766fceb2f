import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ImportCheck,
  ImportOutcome,
  ImportPreview,
  ImportStarted,
} from '@ehire/domain/contracts/imports';
import type { PoolPage } from '@ehire/domain/contracts/pools';
import type { TaskAnswer } from '@ehire/domain/contracts/tasks';
import { newId } from '../../db/ids';
import type { TaskRunContext } from '../../platform/tasks/task-queue';
import { until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import { jobTestContext, publishedJob, tenantIdOf } from '../jobs/test-support';
import { ImportService, IMPORT_KIND, type ImportTaskParams } from './import.service';
import { importTaskHandler } from './import.task';
import { csvOf, idNumberOf, readSheet, uploadImportFile, xlsxOf } from './test-support';

// The résumé analysis import (issue 18 §2) on the database under test: template, upload, preview
// with the suggested mapping, row checks, duplicates against stored candidates (skip / merge /
// create), the task and its per-row report, bad files, and a task killed mid-way resuming after
// its last committed batch.

const HEADER = [
  '姓名',
  '手机号码',
  '邮箱',
  '身份证号',
  '性别',
  '出生日期',
  '学校',
  '专业',
  '最高学历',
  '毕业年份',
  '生源地',
];
let t: TestApp;
let admin: string;
let tenantId: string;
let adminId: string;
let jobId: string;

function person(n: number, overrides: Partial<Record<number, string>> = {}): string[] {
  const row = [
    `导入${n}`,
    `137${String(n).padStart(8, '0')}`,
    `import${n}@example.com`,
    idNumberOf(n),
    n % 2 ? '男' : '女',
    '2003-05-01',
    '北京大学',
    '计算机科学与技术',
    '本科',
    '2026',
    '浙江',
  ];
  for (const [i, v] of Object.entries(overrides)) row[Number(i)] = v ?? '';
  return row;
}

async function upload(name: string, content: Buffer): Promise<string> {
  const result = await uploadImportFile(t, admin, name, content);
  const id = result.body.data?.files[0]?.id;
  if (!id) throw new Error(`upload refused: ${JSON.stringify(result.body)}`);
  return id;
}

async function storedCandidate(n: number, email = ''): Promise<string> {
  const id = newId();
  await t.db
    .insertInto('candidate')
    .values({
      id,
      tenant_id: tenantId,
      name: `已有${n}`,
      gender: 1,
      mobile: `137${String(n).padStart(8, '0')}`,
      email,
      id_number: null,
      birth_date: '2002-01-01',
      created_at: Date.now(),
    })
    .execute();
  return id;
}

async function settled(taskId: string): Promise<TaskAnswer> {
  return until(
    async () => (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${taskId}`, { token: admin })).body.data,
    (task) => ['succeeded', 'failed', 'cancelled'].includes(task.status),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const c = await jobTestContext(t);
  admin = c.admin;
  tenantId = await tenantIdOf(t, 'demo');
  adminId = (
    await t.db
      .selectFrom('operator')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow()
  ).id;
  jobId = await publishedJob(c);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('résumé import', () => {
  it('the template has one column per import field, required ones starred', async () => {
    const res = await t.call('GET', '/api/biz/imports/template', { token: admin });
    expect(res.status).toBe(200);
    expect(res.response.headers['content-disposition']).toContain(encodeURIComponent('简历导入模板.xlsx'));
    const [header] = await readSheet(res.response.rawPayload);
    expect(header?.slice(0, 4)).toEqual(['姓名*', '手机号码*', '邮箱', '证件号码']);
    expect(header).toContain('最高学历*');
  });

  it('a csv with bad rows and duplicates: preview, check, import into the job’s first step, per-row report', async () => {
    await storedCandidate(1, 'old1@example.com');
    const rows = [
      HEADER,
      person(1),
      person(2),
      person(3, { 1: '12345' }),
      person(4, { 2: 'not-an-email', 3: '110101200305010000' }),
      person(5, { 8: '高中', 5: '2003-02-30' }),
      person(6, { 1: `137${String(2).padStart(8, '0')}` }),
      person(7, { 0: '' }),
      person(8),
    ];
    const fileId = await upload('候选人.csv', csvOf(rows));

    const preview = await t.call<ImportPreview>('POST', '/api/biz/imports/preview', {
      token: admin,
      body: { fileId },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ fileName: '候选人.csv', headers: HEADER, rowCount: 8 });
    const mapping = preview.body.data.mapping;
    expect(mapping).toEqual({
      name: 0,
      mobile: 1,
      email: 2,
      idNumber: 3,
      gender: 4,
      birthDate: 5,
      school: 6,
      major: 7,
      degree: 8,
      graduationYear: 9,
      region: 10,
    });

    const check = await t.call<ImportCheck>('POST', '/api/biz/imports/check', {
      token: admin,
      body: { fileId, mapping },
    });
    expect(check.body.data).toEqual({
      total: 8,
      valid: 3,
      bad: 5,
      duplicates: 1,
      errors: [
        { row: 4, messages: ['手机号格式不正确'] },
        { row: 5, messages: ['邮箱格式不正确', '身份证号格式不正确'] },
        { row: 6, messages: ['出生日期格式不正确（如 2003-05-01）', '学历只能填写大专、本科、硕士、博士'] },
        { row: 7, messages: ['手机号与第3行重复'] },
        { row: 8, messages: ['姓名不能为空'] },
      ],
    });

    const started = await t.call<ImportStarted>('POST', '/api/biz/imports', {
      token: admin,
      body: { fileId, mapping, duplicateAction: 'skip', jobId },
    });
    expect(started.status).toBe(200);
    expect(started.body.msg).toBe('导入任务已提交，可在任务中心查看进度');
    const task = await settled(started.body.data.taskId);
    expect(task.status).toBe('succeeded');
    const outcome = await t.call<ImportOutcome>('GET', `/api/biz/imports/${task.taskId}`, { token: admin });
    expect(outcome.body.data).toMatchObject({
      created: 2,
      merged: 0,
      skipped: 1,
      bad: 5,
      duplicates: 1,
      hasReport: true,
    });

    const imported = await t.db
      .selectFrom('application as a')
      .innerJoin('flow_step as s', (j) =>
        j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
      )
      .select(['a.name', 'a.source', 's.sort'])
      .where('a.tenant_id', '=', tenantId)
      .where('a.job_id', '=', jobId)
      .orderBy('a.name')
      .execute();
    const firstSort = Math.min(...imported.map((r) => r.sort));
    expect(imported.map((r) => [r.name, r.source, r.sort])).toEqual([
      ['导入2', '导入', firstSort],
      ['导入8', '导入', firstSort],
    ]);

    const report = await t.call('GET', `/api/biz/tasks/${task.taskId}/download`, { token: admin });
    expect(report.status).toBe(200);
    const lines = await readSheet(report.response.rawPayload, 1);
    expect(lines).toEqual([
      ['行号', '结果', '说明'],
      ['2', '重复，已跳过', '与已有候选人手机号相同'],
      ['4', '错误，未导入', '手机号格式不正确'],
      ['5', '错误，未导入', '邮箱格式不正确；身份证号格式不正确'],
      ['6', '错误，未导入', '出生日期格式不正确（如 2003-05-01）；学历只能填写大专、本科、硕士、博士'],
      ['7', '错误，未导入', '手机号与第3行重复'],
      ['8', '错误，未导入', '姓名不能为空'],
    ]);
  });

  it('ROUTE-025 merge fills what the stored candidate lacked; create makes a new one for an email match; pool gets no application', async () => {
    const stored = await storedCandidate(20);
    await storedCandidate(21, 'shared21@example.com');
    const fileId = await upload(
      '合并.xlsx',
      await xlsxOf([HEADER, person(20), person(22, { 2: 'shared21@example.com' })]),
    );
    const mapping = (
      await t.call<ImportPreview>('POST', '/api/biz/imports/preview', { token: admin, body: { fileId } })
    ).body.data.mapping;
    const merged = await t.call<ImportStarted>('POST', '/api/biz/imports', {
      token: admin,
      body: { fileId, mapping, duplicateAction: 'merge' },
    });
    expect((await settled(merged.body.data.taskId)).status).toBe('succeeded');
    const candidate = await t.db
      .selectFrom('candidate')
      .select(['name', 'email', 'id_number'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', stored)
      .executeTakeFirstOrThrow();
    expect(candidate).toEqual({ name: '已有20', email: 'import20@example.com', id_number: idNumberOf(20) });
    const resumes = await t.db
      .selectFrom('resume')
      .select(['source'])
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', '=', stored)
      .execute();
    expect(resumes).toEqual([{ source: '导入' }]);
    const applications = await t.db
      .selectFrom('application')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', '=', stored)
      .execute();
    expect(applications).toEqual([]);
    const pool = await t.call<PoolPage>('POST', '/api/biz/pools/public/search', {
      token: admin,
      body: { keyword: '已有20' },
    });
    expect(pool.body.data).toMatchObject({
      total: 1,
      rows: [{ name: '已有20', mobile: '13700000020', school: '北京大学', degree: '本科', source: '导入' }],
    });
    // Candidates in the job's step (the csv test) are not in the pool.
    const inJob = await t.call<PoolPage>('POST', '/api/biz/pools/public/search', {
      token: admin,
      body: { keyword: '导入8' },
    });
    expect(inJob.body.data.total).toBe(0);

    const fileId2 = await upload('新建.csv', csvOf([HEADER, person(23, { 2: 'shared21@example.com' })]));
    const created = await t.call<ImportStarted>('POST', '/api/biz/imports', {
      token: admin,
      body: { fileId: fileId2, mapping, duplicateAction: 'create' },
    });
    const done = await settled(created.body.data.taskId);
    const outcome = await t.call<ImportOutcome>('GET', `/api/biz/imports/${done.taskId}`, { token: admin });
    expect(outcome.body.data).toMatchObject({ created: 1, merged: 0, duplicates: 1 });
    const sharing = await t.db
      .selectFrom('candidate')
      .select('name')
      .where('tenant_id', '=', tenantId)
      .where('email', '=', 'shared21@example.com')
      .execute();
    expect(sharing.map((c) => c.name).sort()).toEqual(['导入23', '已有21']);
  });

  it('bad input: empty file, missing mapping, unknown job, a file not uploaded by the caller — 4xx, nothing imported', async () => {
    const before = await t.db
      .selectFrom('candidate')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const empty = await upload('空.csv', csvOf([HEADER]));
    const res1 = await t.call('POST', '/api/biz/imports/preview', { token: admin, body: { fileId: empty } });
    expect(res1.status).toBe(400);
    expect(res1.body.msg).toBe('导入文件中没有数据行');

    const fileId = await upload('a.csv', csvOf([HEADER, person(40)]));
    const res2 = await t.call('POST', '/api/biz/imports/check', {
      token: admin,
      body: { fileId, mapping: { name: 0 } },
    });
    expect(res2.status).toBe(400);
    expect(res2.body.msg).toBe('请为「手机号」选择对应的列');

    const mapping = { name: 0, mobile: 1, degree: 8 };
    const res3 = await t.call('POST', '/api/biz/imports', {
      token: admin,
      body: { fileId, mapping, duplicateAction: 'skip', jobId: 'nope' },
    });
    expect(res3.status).toBe(400);
    expect(res3.body.msg).toBe('职位不存在');

    const res4 = await t.call('POST', '/api/biz/imports', { token: admin, body: { fileId, mapping } });
    expect(res4.status).toBe(400);
    expect(res4.body.msg).toBe('参数错误：请选择重复候选人的处理方式');

    const other = (await t.login('demo2', 'admin')).token;
    const res5 = await t.call('POST', '/api/biz/imports/preview', { token: other, body: { fileId } });
    expect(res5.status).toBe(404);

    const pdf = await uploadImportFile(
      t,
      admin,
      'x.pdf',
      Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\n'),
    );
    expect(pdf.status).toBe(400);
    const after = await t.db
      .selectFrom('candidate')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('an import killed after a committed batch resumes after it: every row once, same report', async () => {
    const rows = [HEADER, ...Array.from({ length: 25 }, (_, i) => person(100 + i))];
    const fileId = await upload('续传.csv', csvOf(rows));
    const mapping = { name: 0, mobile: 1, email: 2, idNumber: 3, degree: 8 };
    const imports = new ImportService(t.db, t.app.files, t.app.tasks, null);
    const handler = importTaskHandler({ imports, files: t.app.files, clock: t.clock, batchSize: 10 });
    const params: ImportTaskParams = {
      request: { fileId, mapping, duplicateAction: 'skip', jobId: null, stepId: null },
      operatorId: adminId,
      fileName: '续传.csv',
    };
    let checkpoint: string | null = null;
    let steps = 0;
    const context = (killAfter: number | null): TaskRunContext<ImportTaskParams> => ({
      tenantId,
      taskId: `import-kill-${killAfter ?? 'resume'}`,
      kind: IMPORT_KIND,
      params,
      requestedBy: adminId,
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
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('candidate')
            .select(t.db.fn.countAll().as('n'))
            .where('tenant_id', '=', tenantId)
            .where('name', 'like', '导入1__')
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(20);
    const outcome = await handler.run(context(null));
    expect(steps).toBe(3);
    expect(await count()).toBe(25);
    expect(JSON.parse(checkpoint ?? '{}')).toMatchObject({
      next: 25,
      created: 25,
      skipped: 0,
      duplicates: [],
    });
    expect(outcome && outcome.file?.name).toBe('导入报告_续传.xlsx');
  });
});
