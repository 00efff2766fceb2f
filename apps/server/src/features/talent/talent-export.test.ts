import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExportTemplate,
  ExportThresholdAnswer,
  TalentExportRequestInput,
} from '@ehire/domain/contracts/exports';
import type { TalentListQueryInput, TalentPage, TalentRow } from '@ehire/domain/contracts/talent';
import type { RuleNode } from '@ehire/domain/conditions/index';
import { seedTenantData } from '../../db/seed/generate';
import { createRng } from '../../db/seed/random';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';

// Issue 12 §3 through the API: the talent export's file against the list's own answer (header,
// rows, order), the columns of templates and the export-only ones, the audit row of every export,
// the limits, and the async check of D1 §7 (CALL-054/055). Runs on SQLite, and on PostgreSQL
// with TEST_DATABASE_URL. Small limits (sync ≤ 100 rows, at most 150) keep the data small.

const NOW = Date.UTC(2026, 10, 1, 4, 0, 0);
const SYNC_MAX = 100;
const ROW_LIMIT = 150;

let t: TestApp;
let admin: string;
let viewer: string;
let otherAdmin: string;
let tenantId: string;
let total: number;

const MASTERS: RuleNode = {
  kind: 'group',
  op: 'all',
  children: [
    { kind: 'condition', field: ['degree'], operator: 'inAny', value: ['硕士', '博士'], fieldType: 4 },
  ],
};

const list = (body: TalentListQueryInput, token = admin) =>
  t.call<TalentPage>('POST', '/api/biz/talent/list', { token, body });

async function exportFile(body: TalentExportRequestInput, token = admin) {
  return t.call('POST', '/api/biz/talent/export', { token, body });
}

/** The sheet's rows as plain values ('' for an empty cell). */
async function sheetRows(payload: Buffer): Promise<Array<Array<string | number>>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const width = sheet.columnCount;
  const out: Array<Array<string | number>> = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: Array<string | number> = [];
    for (let i = 1; i <= width; i++) {
      const v = row.getCell(i).value;
      cells.push(v === null || v === undefined ? '' : (v as string | number));
    }
    out.push(cells);
  });
  return out;
}

/** What the talent list shows, written out independently of the server's export code. */
function beijing(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

const DEFAULT_HEADER = [
  '姓名',
  '性别',
  '手机号',
  '邮箱',
  '学校',
  '学历',
  '专业',
  '毕业年份',
  '生源地',
  '来源',
  '应聘职位',
  '环节',
  '状态',
  '评分',
  '标签',
  '个人标签',
  '投递时间',
];

function defaultCells(r: TalentRow): Array<string | number> {
  return [
    r.name,
    r.gender === 1 ? '男' : r.gender === 2 ? '女' : '',
    r.mobile,
    r.email,
    r.school,
    r.degree,
    r.major,
    r.graduationYear,
    r.region,
    r.source,
    r.jobName,
    r.stepName,
    r.inboxStatusName,
    r.score === null ? '' : r.score,
    r.labels.join('、'),
    r.personalLabels.join('、'),
    beijing(r.appliedAt),
  ];
}

async function exportAudits() {
  return t.db
    .selectFrom('audit_log')
    .select(['principal_id', 'action', 'target_type', 'target_id', 'detail'])
    .where('tenant_id', '=', tenantId)
    .where('target_type', '=', 'talent_export')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ exportSyncMaxRows: SYNC_MAX, exportRowLimit: ROW_LIMIT });
  admin = (await t.login('demo', 'admin')).token;
  viewer = (await t.login('demo', 'viewer')).token;
  otherAdmin = (await t.login('demo2', 'admin')).token;
  tenantId = (
    await t.db.selectFrom('tenant').select('id').where('member_name', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  await seedTenantData(t.db, { tenantId, jobs: 6, resumes: 150, rng: createRng('talent-export'), now: NOW });
  total = (await list({})).body.data.total;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('talent export file', () => {
  it('the header and rows equal the list answer for the same filter and sort (no 2,000 cap on the way)', async () => {
    const some = (await list({ filter: MASTERS, pageSize: 3 })).body.data.rows;
    // The exporter's own personal labels are in the file; tenant labels as the list shows them.
    await t.call('POST', '/api/biz/talent/actions', {
      token: admin,
      body: { action: 'addPersonalLabels', applicationIds: [some[0].applicationId], labels: ['重点'] },
    });
    for (const sort of [
      { field: 'name', order: 'asc' },
      { field: 'score', order: 'desc' },
      { field: 'appliedAt', order: 'desc' },
    ] as const) {
      const listed = await list({ filter: MASTERS, sort, pageSize: 100 });
      expect(listed.body.data.total).toBeGreaterThan(5);
      expect(listed.body.data.total).toBeLessThanOrEqual(SYNC_MAX);
      const res = await exportFile({ selection: { filter: MASTERS }, sort });
      expect(res.status).toBe(200);
      expect(res.response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.response.headers['content-disposition']).toBe(
        `attachment; filename="file.xlsx"; filename*=UTF-8''${encodeURIComponent('人才列表.xlsx')}`,
      );
      const [header, ...rows] = await sheetRows(res.response.rawPayload);
      expect(header).toEqual(DEFAULT_HEADER);
      expect(rows).toEqual(listed.body.data.rows.map(defaultCells));
    }
  });

  it('ticked applications come in the list order, other tenants’ ids are left out', async () => {
    const page = (await list({ sort: { field: 'name', order: 'asc' }, pageSize: 10 })).body.data.rows;
    const foreign = (await list({ pageSize: 1 }, otherAdmin)).body.data.rows.map((r) => r.applicationId);
    const ids = [...page.map((r) => r.applicationId)].reverse();
    const res = await exportFile({
      applicationIds: [...ids, ...foreign],
      sort: { field: 'name', order: 'asc' },
    });
    const [, ...rows] = await sheetRows(res.response.rawPayload);
    expect(rows).toEqual(page.map(defaultCells));
  });

  it('chosen columns, including the export-only ones, read the stored candidate, job, flow and comments', async () => {
    const [row] = (await list({ pageSize: 1 })).body.data.rows;
    await t.call('POST', '/api/biz/talent/actions', {
      token: admin,
      body: { action: 'comment', applicationIds: [row.applicationId], content: '沟通顺畅' },
    });
    await t.call('POST', '/api/biz/talent/actions', {
      token: admin,
      body: { action: 'comment', applicationIds: [row.applicationId], content: '可安排面试' },
    });
    const stored = await t.db
      .selectFrom('application as a')
      .innerJoin('candidate as c', 'c.id', 'a.candidate_id')
      .innerJoin('job as j', 'j.id', 'a.job_id')
      .innerJoin('flow as f', 'f.id', 'a.flow_id')
      .select(['c.id_number', 'c.birth_date', 'j.job_area', 'f.name'])
      .where('a.id', '=', row.applicationId)
      .executeTakeFirstOrThrow();
    const res = await exportFile({
      applicationIds: [row.applicationId],
      columns: [
        'applicationId',
        'name',
        'idNumber',
        'birthDate',
        'jobArea',
        'flowName',
        'stepType',
        'isStarred',
        'commentCount',
        'latestComment',
        'updatedAt',
      ],
    });
    expect(await sheetRows(res.response.rawPayload)).toEqual([
      [
        '投递编号',
        '姓名',
        '身份证号',
        '出生日期',
        '工作地区',
        '招聘流程',
        '环节类型',
        '意向人才',
        '评论数',
        '最新评论',
        '更新时间',
      ],
      [
        row.applicationId,
        row.name,
        stored.id_number ?? '',
        stored.birth_date,
        stored.job_area,
        stored.name,
        { 1: '初筛', 2: '笔试', 3: '面试', 4: '待录用', 5: '入职', 999: '非流程' }[row.ivType] ?? '',
        row.isStarred ? '是' : '否',
        2,
        '可安排面试',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      ],
    ]);
  });

  it('a template decides the columns; columns given with the request win over it', async () => {
    const created = await t.call<ExportTemplate>('POST', '/api/biz/export-templates', {
      token: admin,
      body: { name: '联系方式', columns: ['name', 'mobile', 'email'] },
    });
    expect(created.status).toBe(200);
    const [row] = (await list({ pageSize: 1 })).body.data.rows;
    const byTemplate = await exportFile({
      applicationIds: [row.applicationId],
      templateId: created.body.data.id,
    });
    expect(await sheetRows(byTemplate.response.rawPayload)).toEqual([
      ['姓名', '手机号', '邮箱'],
      [row.name, row.mobile, row.email],
    ]);
    const byColumns = await exportFile({
      applicationIds: [row.applicationId],
      templateId: created.body.data.id,
      columns: ['school'],
    });
    expect(await sheetRows(byColumns.response.rawPayload)).toEqual([['学校'], [row.school]]);
  });

  it('PIPL: each export leaves an audit row with who, how many rows and which personal-data columns', async () => {
    const before = (await exportAudits()).length;
    const listed = await list({ filter: MASTERS, pageSize: 100 });
    await exportFile({ selection: { filter: MASTERS } });
    t.clock.advance(1);
    await exportFile({ selection: { filter: MASTERS }, columns: ['school', 'degree'] }, viewer);
    const after = await exportAudits();
    expect(after.slice(before)).toEqual([
      {
        principal_id: expect.any(String),
        action: 'POST /api/biz/talent/export',
        target_type: 'talent_export',
        target_id: null,
        detail: `导出人才列表${listed.body.data.total}条，17列；个人信息列：姓名、手机号、邮箱`,
      },
      {
        principal_id: expect.any(String),
        action: 'POST /api/biz/talent/export',
        target_type: 'talent_export',
        target_id: null,
        detail: `导出人才列表${listed.body.data.total}条，2列；个人信息列：无`,
      },
    ]);
    expect(after[before].principal_id).not.toBe(after[before + 1].principal_id);
  });
});

describe('talent export refusals (nothing written, no audit row)', () => {
  it.each([
    [{ columns: ['name', 'nope'] }, '参数错误：导出列不存在'],
    [{ columns: ['name', 'name'] }, '参数错误：导出列重复'],
    [{ columns: [] }, '参数错误：请至少选择一个导出列'],
  ])('400 names the field: %j', async (body, msg) => {
    const before = (await exportAudits()).length;
    const res = await exportFile(body as TalentExportRequestInput);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: -2000, msg });
    expect((await exportAudits()).length).toBe(before);
  });

  it('another tenant’s template: 404 导出模板不存在', async () => {
    const theirs = await t.call<ExportTemplate>('POST', '/api/biz/export-templates', {
      token: otherAdmin,
      body: { name: '别家模板', columns: ['name'] },
    });
    const res = await exportFile({ selection: { filter: MASTERS }, templateId: theirs.body.data.id });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: -2000, msg: '导出模板不存在', data: null });
  });

  it(`more than the limit (${ROW_LIMIT}) is refused with the limit in words`, async () => {
    expect(total).toBeGreaterThan(ROW_LIMIT);
    const res = await exportFile({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: -2000,
      msg: `导出条数超过上限${ROW_LIMIT}条，请缩小筛选范围`,
      data: null,
    });
  });

  it(`more than ${SYNC_MAX} rows are not answered in the request (they go to the task centre)`, async () => {
    const ids = (await list({ pageSize: 100 })).body.data.rows
      .concat((await list({ pageSize: 100, pageIndex: 2 })).body.data.rows)
      .slice(0, SYNC_MAX + 1)
      .map((r) => r.applicationId);
    const res = await exportFile({ applicationIds: ids });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`导出条数超过${SYNC_MAX}条，请重新导出（将转为后台任务）`);
  });

  it('without a session: 401', async () => {
    const res = await t.call('POST', '/api/biz/talent/export', { body: {} });
    expect(res.status).toBe(401);
  });
});

describe('async check (D1 §7)', () => {
  const check = (body: unknown, token = admin) =>
    t.call<ExportThresholdAnswer['data']>('POST', '/api/biz/export/thresholds', { token, body });

  it('CALL-054 answers result 1 with async, limit and the rows the export would take', async () => {
    const all = await check({ scene: 'talentExport', selection: {} });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      code: 200,
      msg: '操作成功',
      result: 1,
      data: { async: 1, limit: ROW_LIMIT, total },
    });
    const listed = await list({ filter: MASTERS });
    const masters = await check({ scene: 'talentExport', selection: { filter: MASTERS } });
    expect(masters.body.data).toEqual({ async: 0, limit: ROW_LIMIT, total: listed.body.data.total });
  });

  it('CALL-054 a bulk edit runs in the request, at most 2000 applications; foreign ids do not count', async () => {
    const mine = (await list({ pageSize: 5 })).body.data.rows.map((r) => r.applicationId);
    const foreign = (await list({ pageSize: 2 }, otherAdmin)).body.data.rows.map((r) => r.applicationId);
    const res = await check({ scene: 'talentEdit', applicationIds: [...mine, ...foreign] });
    expect(res.body.data).toEqual({ async: 0, limit: 2000, total: 5 });
  });

  it('an unknown scene is 400 naming it; a read-only recruiter may ask', async () => {
    const bad = await check({ scene: 'bulkDelete' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: -2000, msg: '参数错误：场景不正确' });
    const readOnly = await check({ scene: 'talentExport', selection: { filter: MASTERS } }, viewer);
    expect(readOnly.body).toMatchObject({ code: 200, result: 1 });
  });
});

describe('export limits are configuration', () => {
  const env = { APP_SECRET: 'x'.repeat(32), INSTANCE_ID: 'test-instance', NODE_ENV: 'test' };

  it('defaults to 100,000 rows at most and 2,000 in the request; EXPORT_* override them', () => {
    expect(loadConfig(env)).toMatchObject({ exportRowLimit: 100_000, exportSyncMaxRows: 2_000 });
    expect(loadConfig({ ...env, EXPORT_ROW_LIMIT: '250000', EXPORT_SYNC_MAX_ROWS: '500' })).toMatchObject({
      exportRowLimit: 250_000,
      exportSyncMaxRows: 500,
    });
  });

  it.each(['0', '-5', '1.5', 'abc'])('refuses EXPORT_ROW_LIMIT=%s with a readable message', (value) => {
    expect(() => loadConfig({ ...env, EXPORT_ROW_LIMIT: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, EXPORT_ROW_LIMIT: value })).toThrow('EXPORT_ROW_LIMIT 必须是正整数');
  });
});
