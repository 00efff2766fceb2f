import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelList } from '@ehire/domain/contracts/settings';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  insertApplication,
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';

// 标签管理 (issue 17) through the API: the catalogue with usage counts, add with a colour,
// rename (also on the applications carrying the label), delete refused while in use, the
// read-only level. SQLite, and PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let c: JobTestContext;
let viewer: string;
const BASE = '/api/biz/settings/labels';

const list = async (keyword = '') =>
  (await t.call<LabelList>('POST', `${BASE}/list`, { token: c.admin, body: { keyword } })).body.data;

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  viewer = (await t.login('demo', 'viewer')).token;
});
afterAll(async () => {
  await t.close();
});

describe('talent labels (issue 17)', () => {
  it('adds a coloured label, refuses a duplicate name and names the field of a bad input', async () => {
    const added = await t.call<{ id: string }>('POST', `${BASE}/add`, {
      token: c.admin,
      body: { name: '优先面试', color: 'red' },
    });
    expect(added.body).toMatchObject({ code: 200, msg: '添加成功' });
    expect((await list('优先')).find((l) => l.name === '优先面试')).toEqual({
      id: added.body.data.id,
      name: '优先面试',
      color: 'red',
      usage: 0,
    });
    const again = await t.call('POST', `${BASE}/add`, { token: c.admin, body: { name: '优先面试' } });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('标签名称已存在');
    const empty = await t.call('POST', `${BASE}/add`, { token: c.admin, body: { name: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请输入标签名称');
    const colour = await t.call('POST', `${BASE}/add`, {
      token: c.admin,
      body: { name: '甲', color: 'pink' },
    });
    expect(colour.status).toBe(400);
    expect(colour.body.msg).toContain('标签颜色不正确');
  });

  it('lists labels in use with their counts, renames them on every application, refuses deleting one in use', async () => {
    const tenantId = await tenantIdOf(t, 'demo');
    const job = await publishedJob(c, { CJobName: '标签岗' });
    const a = (await insertApplication(t, job, { name: '标签候选甲' })).applicationId;
    const b = (await insertApplication(t, job, { name: '标签候选乙' })).applicationId;
    await t.db
      .insertInto('application_label')
      .values([
        { tenant_id: tenantId, application_id: a, label: '待沟通' },
        { tenant_id: tenantId, application_id: b, label: '待沟通' },
        { tenant_id: tenantId, application_id: b, label: '已沟通' },
      ])
      .execute();
    const inUse = (await list('沟通')).map((l) => [l.name, l.id, l.usage]);
    expect(inUse).toHaveLength(2);
    expect(inUse).toEqual(
      expect.arrayContaining([
        ['待沟通', null, 2],
        ['已沟通', null, 1],
      ]),
    );

    const refused = await t.call('POST', `${BASE}/delete`, { token: c.admin, body: { name: '待沟通' } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('标签“待沟通”正被2份申请使用，不能删除；请先在人才列表中移除该标签');

    const taken = await t.call('POST', `${BASE}/update`, {
      token: c.admin,
      body: { name: '待沟通', newName: '已沟通', color: 'blue' },
    });
    expect(taken.body.msg).toBe('标签名称已存在');

    const renamed = await t.call('POST', `${BASE}/update`, {
      token: c.admin,
      body: { name: '待沟通', newName: '待电话沟通', color: 'green' },
    });
    expect(renamed.body).toMatchObject({ code: 200, msg: '修改成功' });
    const rows = await t.db
      .selectFrom('application_label')
      .select(['application_id', 'label'])
      .where('tenant_id', '=', tenantId)
      .where('label', 'in', ['待沟通', '待电话沟通'])
      .orderBy('application_id')
      .execute();
    expect(rows.map((r) => r.label)).toEqual(['待电话沟通', '待电话沟通']);
    expect((await list('待电话')).map((l) => [l.name, l.color, l.usage])).toEqual([
      ['待电话沟通', 'green', 2],
    ]);

    await t.db
      .deleteFrom('application_label')
      .where('tenant_id', '=', tenantId)
      .where('label', '=', '待电话沟通')
      .execute();
    const deleted = await t.call('POST', `${BASE}/delete`, { token: c.admin, body: { name: '待电话沟通' } });
    expect(deleted.body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await list('待电话')).length).toBe(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'talent_label')
      .execute();
    expect(audit.map((r) => r.action)).toContain('POST /api/biz/settings/labels/delete');
  });

  it('PERM-004 a read-only user lists the labels but cannot change them', async () => {
    const read = await t.call('POST', `${BASE}/list`, { token: viewer, body: {} });
    expect(read.status).toBe(200);
    const write = await t.call('POST', `${BASE}/add`, { token: viewer, body: { name: '只读' } });
    expect(write.status).toBe(403);
  });
});
