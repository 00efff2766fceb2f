import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentListLayout } from '@ehire/domain/settings/talent-list-layout';
import { DEFAULT_TALENT_LIST_LAYOUT } from '@ehire/domain/settings/talent-list-layout';
import { createTestApp, type TestApp } from '../../test/harness';
import { tenantIdOf } from '../jobs/test-support';
import { SYSTEM_FIELDS } from '../talent/talent-fields';

// 筛选设置 (issue 17, /new/systemManagement/basic/basicsets) through the API: the talent list's
// filters and columns per tenant. SQLite, and PostgreSQL with TEST_DATABASE_URL.

const BASE = '/api/biz/settings/basic/talent-list-layout';
let t: TestApp;
let admin: string;
let viewer: string;
let other: string;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
  viewer = (await t.login('demo', 'viewer')).token;
  other = (await t.login('demo2', 'admin')).token;
  tenantId = await tenantIdOf(t, 'demo');
});
afterAll(async () => {
  await t.close();
});

describe('筛选设置 (issue 17)', () => {
  it('offers every system filter field of the talent list (one list, none missing)', () => {
    const filterKeys = DEFAULT_TALENT_LIST_LAYOUT.filters.map((item) => item.key);
    expect(filterKeys).toEqual([...Object.keys(SYSTEM_FIELDS), 'answers']);
  });

  it('a tenant that never saved gets every filter and column, shown, in the product order', async () => {
    const res = await t.call<TalentListLayout>('POST', BASE, { token: admin, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEFAULT_TALENT_LIST_LAYOUT);
  });

  it('saves order and visibility, completes keys left out, audits, and the talent list reads it; other tenants keep theirs', async () => {
    const body = {
      filters: [
        { key: 'school', visible: true },
        { key: 'degree', visible: true },
        { key: 'email', visible: false },
      ],
      columns: [
        { key: 'school', visible: true },
        { key: 'mobile', visible: false },
      ],
    };
    const saved = await t.call<TalentListLayout>('POST', `${BASE}/save`, { token: admin, body });
    expect(saved.body).toMatchObject({ code: 200, msg: '保存成功' });
    const current = await t.call<TalentListLayout>('POST', `${BASE}/current`, { token: admin, body: {} });
    expect(current.body.data.filters.slice(0, 4)).toEqual([
      { key: 'school', visible: true },
      { key: 'degree', visible: true },
      { key: 'email', visible: false },
      { key: 'name', visible: true },
    ]);
    expect(current.body.data.filters).toHaveLength(DEFAULT_TALENT_LIST_LAYOUT.filters.length);
    expect(current.body.data.columns.slice(0, 3)).toEqual([
      { key: 'school', visible: true },
      { key: 'mobile', visible: false },
      { key: 'jobName', visible: true },
    ]);
    const row = await t.db
      .selectFrom('tenant_setting')
      .select(['key', 'value'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect({ key: row.key, value: JSON.parse(row.value) as unknown }).toEqual({
      key: 'talentListLayout',
      value: body,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('target_type', '=', 'tenant_setting')
      .execute();
    expect(audit).toEqual([
      { action: 'POST /api/biz/settings/basic/talent-list-layout/save', detail: '修改筛选设置' },
    ]);
    const theirs = await t.call<TalentListLayout>('POST', `${BASE}/current`, { token: other, body: {} });
    expect(theirs.body.data).toEqual(DEFAULT_TALENT_LIST_LAYOUT);
  });

  it('bad input is refused naming the field, and nothing changes', async () => {
    const before = await t.call<TalentListLayout>('POST', BASE, { token: admin, body: {} });
    const allHidden = DEFAULT_TALENT_LIST_LAYOUT.columns.map((item) => ({ ...item, visible: false }));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ filters: [{ key: 'salary', visible: true }], columns: [] }, '筛选项不存在'],
      [
        {
          filters: [
            { key: 'school', visible: true },
            { key: 'school', visible: false },
          ],
          columns: [],
        },
        '筛选项“学校”重复',
      ],
      [{ filters: [], columns: [{ key: 'step', visible: 'yes' }] }, '列表列的显示设置不正确'],
      [{ filters: [], columns: allHidden }, '列表列至少显示一列'],
      [{ filters: 'all', columns: [] }, '筛选项设置不正确'],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call('POST', `${BASE}/save`, { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(`参数错误：${msg}`);
    }
    const after = await t.call<TalentListLayout>('POST', BASE, { token: admin, body: {} });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('PERM-004 a read-only member reads the setting but cannot save it', async () => {
    const read = await t.call('POST', BASE, { token: viewer, body: {} });
    expect(read.status).toBe(200);
    const write = await t.call('POST', `${BASE}/save`, {
      token: viewer,
      body: { filters: [], columns: [] },
    });
    expect(write.status).toBe(403);
    const anonymous = await t.call('POST', `${BASE}/current`, { body: {} });
    expect(anonymous.status).toBe(401);
  });
});

describe('人才预览 (issue 17)', () => {
  const PREVIEW = '/api/biz/settings/basic/talent-preview';
  it('saves the résumé card fields in order, the details read them; bad keys refused; read-only cannot save', async () => {
    const before = await t.call<{ fields: Array<{ key: string; visible: boolean }> }>(
      'POST',
      `${PREVIEW}/current`,
      {
        token: viewer,
        body: {},
      },
    );
    expect(before.body.data.fields.map((f) => f.key)).toEqual([
      'school',
      'degree',
      'major',
      'graduationYear',
      'mobile',
      'email',
      'gender',
      'birthDate',
      'source',
      'appliedAt',
    ]);
    const body = {
      fields: [
        { key: 'mobile', visible: true },
        { key: 'school', visible: false },
      ],
    };
    const saved = await t.call('POST', `${PREVIEW}/save`, { token: admin, body });
    expect(saved.body).toMatchObject({ code: 200, msg: '保存成功' });
    const after = await t.call<{ fields: Array<{ key: string; visible: boolean }> }>(
      'POST',
      `${PREVIEW}/current`,
      {
        token: admin,
        body: {},
      },
    );
    expect(after.body.data.fields.slice(0, 3)).toEqual([
      { key: 'mobile', visible: true },
      { key: 'school', visible: false },
      { key: 'degree', visible: true },
    ]);
    const bad = await t.call('POST', `${PREVIEW}/save`, {
      token: admin,
      body: { fields: [{ key: 'salary', visible: true }] },
    });
    expect([bad.status, bad.body.msg]).toEqual([400, '参数错误：预览字段不存在']);
    const refused = await t.call('POST', `${PREVIEW}/save`, { token: viewer, body });
    expect(refused.status).toBe(403);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('detail', '=', '修改人才预览')
      .execute();
    expect(audit).toHaveLength(1);
    const theirs = await t.call<{ fields: Array<{ key: string; visible: boolean }> }>(
      'POST',
      `${PREVIEW}/current`,
      {
        token: other,
        body: {},
      },
    );
    expect(theirs.body.data.fields.every((f) => f.visible)).toBe(true);
  });
});
