import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportTemplate } from '@ehire/domain/contracts/exports';
import { createTestApp, type TestApp } from '../../test/harness';

// Export templates (/systemManagement/basic/exportTmpl, issue 12 §3) through the API: a tenant's
// named choices of talent export columns. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.

const BASE = '/api/biz/export-templates';

let t: TestApp;
let admin: string;
let viewer: string;
let otherAdmin: string;

const create = (body: unknown, token = admin) => t.call<ExportTemplate>('POST', BASE, { token, body });
const listOf = async (token = admin) => (await t.call<ExportTemplate[]>('GET', BASE, { token })).body.data;

async function auditDetails(): Promise<string[]> {
  const rows = await t.db
    .selectFrom('audit_log')
    .select('detail')
    .where('target_type', '=', 'export_template')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.detail);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
  viewer = (await t.login('demo', 'viewer')).token;
  otherAdmin = (await t.login('demo2', 'admin')).token;
});

afterAll(async () => {
  await t?.close();
});

describe('export templates', () => {
  it('create, rename with new columns, list in creation order, delete — each audited', async () => {
    const a = await create({ name: '  联系方式 ', columns: ['name', 'mobile', 'email'] });
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({
      name: '联系方式',
      columns: ['name', 'mobile', 'email'],
      createdByName: '王管理',
    });
    t.clock.advance(1);
    const b = await create({ name: '学历信息', columns: ['name', 'school', 'degree', 'major'] });
    t.clock.advance(1);
    const renamed = await t.call<ExportTemplate>('PUT', `${BASE}/${a.body.data.id}`, {
      token: admin,
      body: { name: '联系方式（含证件）', columns: ['name', 'idNumber', 'mobile'] },
    });
    expect(renamed.body.data).toMatchObject({
      id: a.body.data.id,
      name: '联系方式（含证件）',
      columns: ['name', 'idNumber', 'mobile'],
      createdAt: a.body.data.createdAt,
    });
    expect(renamed.body.data.updatedAt).toBeGreaterThan(a.body.data.updatedAt);
    expect((await listOf()).map((x) => [x.name, x.columns])).toEqual([
      ['联系方式（含证件）', ['name', 'idNumber', 'mobile']],
      ['学历信息', ['name', 'school', 'degree', 'major']],
    ]);
    // Read-only recruiters read them in the export dialog.
    expect((await listOf(viewer)).length).toBe(2);
    const removed = await t.call('DELETE', `${BASE}/${b.body.data.id}`, { token: admin });
    expect(removed.body).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await listOf()).map((x) => x.name)).toEqual(['联系方式（含证件）']);
    expect(await auditDetails()).toEqual([
      '新建导出模板「联系方式」（3列）',
      '新建导出模板「学历信息」（4列）',
      '修改导出模板「联系方式（含证件）」（3列）',
      '删除导出模板「学历信息」',
    ]);
  });

  it.each([
    [{ name: '', columns: ['name'] }, '参数错误：请输入模板名称'],
    [{ name: '   ', columns: ['name'] }, '参数错误：请输入模板名称'],
    [{ name: '很'.repeat(31), columns: ['name'] }, '参数错误：模板名称最多30个字符'],
    [{ name: '空', columns: [] }, '参数错误：请至少选择一个导出列'],
    [{ name: '错', columns: ['name', 'salary'] }, '参数错误：导出列不存在'],
    [{ name: '重', columns: ['name', 'mobile', 'name'] }, '参数错误：导出列重复'],
  ])('bad input %j: 400 naming the field, nothing stored', async (body, msg) => {
    const before = await listOf();
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: -2000, msg });
    expect(await listOf()).toEqual(before);
  });

  it('a name is unique per tenant (409), the same name in another tenant is fine', async () => {
    await create({ name: '面试名单', columns: ['name', 'stepName'] });
    const again = await create({ name: '面试名单', columns: ['name'] });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: -2000, msg: '模板名称已存在', data: null });
    const other = await create({ name: '面试名单', columns: ['name'] }, otherAdmin);
    expect(other.status).toBe(200);
    const mine = (await listOf()).find((x) => x.name === '联系方式（含证件）')!;
    const clash = await t.call('PUT', `${BASE}/${mine.id}`, {
      token: admin,
      body: { name: '面试名单', columns: ['name'] },
    });
    expect(clash.status).toBe(409);
    // Saving a template under its own name is not a clash.
    const same = await t.call('PUT', `${BASE}/${mine.id}`, {
      token: admin,
      body: { name: '联系方式（含证件）', columns: ['name'] },
    });
    expect(same.status).toBe(200);
  });

  it('another tenant’s template is not found (404) and stays unchanged', async () => {
    const theirs = await create({ name: '别家', columns: ['name'] }, otherAdmin);
    const id = theirs.body.data.id;
    const edit = await t.call('PUT', `${BASE}/${id}`, {
      token: admin,
      body: { name: '改名', columns: ['name'] },
    });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ code: -2000, msg: '导出模板不存在', data: null });
    const del = await t.call('DELETE', `${BASE}/${id}`, { token: admin });
    expect(del.status).toBe(404);
    expect((await listOf(otherAdmin)).find((x) => x.id === id)?.name).toBe('别家');
    expect((await listOf()).some((x) => x.id === id)).toBe(false);
  });

  it('a read-only role cannot manage templates (403)', async () => {
    const res = await create({ name: '只读', columns: ['name'] }, viewer);
    expect(res.status).toBe(403);
    expect((await listOf()).some((x) => x.name === '只读')).toBe(false);
  });
});
