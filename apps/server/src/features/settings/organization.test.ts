import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationList } from '@ehire/domain/contracts/settings';
import { createTestApp, type TestApp } from '../../test/harness';
import { createJob, jobTestContext } from '../jobs/test-support';

// 企业架构 (issue 17) through the API: add, rename, move by drag, delete refused while anything
// belongs to the node; every change audited. SQLite, and PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let admin: string;
let viewer: string;

const BASE = '/api/biz/settings/organizations';
const tree = async () =>
  (await t.call<OrganizationList>('POST', `${BASE}/tree`, { token: admin, body: {} })).body.data;
const byName = async (name: string) => {
  const node = (await tree()).find((n) => n.name === name);
  if (!node) throw new Error(`no organisation ${name}`);
  return node;
};
const add = (name: string, parentId: string | null) =>
  t.call<{ id: string }>('POST', `${BASE}/add`, { token: admin, body: { name, parentId } });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
  viewer = (await t.login('demo', 'viewer')).token;
});
afterAll(async () => {
  await t.close();
});

describe('organisation tree (issue 17)', () => {
  it('adds subsidiaries and departments, renames them, and refuses a duplicate sibling name', async () => {
    const hq = await byName('总部');
    const south = await add('华南子公司', hq.id);
    expect(south.body).toMatchObject({ code: 200, msg: '添加成功' });
    expect((await add('深圳研发部', south.body.data.id)).body.code).toBe(200);
    const duplicate = await add('华南子公司', hq.id);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.msg).toBe('同级下已有同名组织');
    // The same name under another parent is fine.
    expect((await add('深圳研发部', hq.id)).body.code).toBe(200);
    const renamed = await t.call('POST', `${BASE}/rename`, {
      token: admin,
      body: { id: south.body.data.id, name: '华南区' },
    });
    expect(renamed.body.msg).toBe('修改成功');
    expect((await tree()).find((n) => n.id === south.body.data.id)).toMatchObject({
      name: '华南区',
      parentId: hq.id,
    });
    const empty = await t.call('POST', `${BASE}/rename`, {
      token: admin,
      body: { id: south.body.data.id, name: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请输入组织名称');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', south.body.data.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'POST /api/biz/settings/organizations/add',
      'POST /api/biz/settings/organizations/rename',
    ]);
  });

  it('moves a node by drag to another parent and position, never under itself', async () => {
    const hq = await byName('总部');
    const tech = await byName('技术中心');
    const east = (await add('华东区', hq.id)).body.data.id;
    const moved = await t.call('POST', `${BASE}/move`, {
      token: admin,
      body: { id: tech.id, parentId: east, index: 0 },
    });
    expect(moved.body.msg).toBe('移动成功');
    expect((await tree()).find((n) => n.id === tech.id)?.parentId).toBe(east);
    const intoChild = await t.call('POST', `${BASE}/move`, {
      token: admin,
      body: { id: east, parentId: tech.id, index: 0 },
    });
    expect(intoChild.status).toBe(400);
    expect(intoChild.body.msg).toBe('不能移动到自身或下级组织下');
    // First among the top children of 总部.
    await t.call('POST', `${BASE}/move`, { token: admin, body: { id: east, parentId: hq.id, index: 0 } });
    const children = (await tree()).filter((n) => n.parentId === hq.id).sort((a, b) => a.sort - b.sort);
    expect(children[0].name).toBe('华东区');
  });

  it('refuses to delete a node with children, jobs or users, and deletes an empty one', async () => {
    const c = await jobTestContext(t);
    const hr = await byName('人力资源部');
    await createJob(c, { OrgID: hr.id, CJobName: 'HRBP' });
    const withJob = await t.call('POST', `${BASE}/delete`, { token: admin, body: { id: hr.id } });
    expect(withJob.status).toBe(400);
    expect(withJob.body.msg).toBe('该组织下还有1个职位，不能删除');
    expect((await byName('人力资源部')).jobCount).toBe(1);

    const hq = await byName('总部');
    const team = (await add('招聘组', hq.id)).body.data.id;
    const role = (
      await t.db.selectFrom('role').select('id').where('name', '=', '只读').executeTakeFirstOrThrow()
    ).id;
    const user = await t.call('POST', '/api/biz/settings/users/save', {
      token: admin,
      body: {
        username: 'team.member',
        displayName: '组员',
        roleId: role,
        organizationId: team,
        password: 'Team#20260',
      },
    });
    expect(user.body.code).toBe(200);
    const withUser = await t.call('POST', `${BASE}/delete`, { token: admin, body: { id: team } });
    expect(withUser.body.msg).toBe('该组织下还有1名用户，不能删除');

    const withChildren = await t.call('POST', `${BASE}/delete`, { token: admin, body: { id: hq.id } });
    expect(withChildren.body.msg).toBe('请先删除或移走下级组织');

    const spare = (await add('临时组', hq.id)).body.data.id;
    const deleted = await t.call('POST', `${BASE}/delete`, { token: admin, body: { id: spare } });
    expect(deleted.body.msg).toBe('删除成功');
    expect((await tree()).some((n) => n.id === spare)).toBe(false);
    const missing = await t.call('POST', `${BASE}/delete`, { token: admin, body: { id: spare } });
    expect(missing.status).toBe(404);
  });

  it('PERM-004 a read-only role sees the tree and cannot change it', async () => {
    expect((await t.call('POST', `${BASE}/tree`, { token: viewer, body: {} })).status).toBe(200);
    const refused = await t.call('POST', `${BASE}/add`, {
      token: viewer,
      body: { name: '越权', parentId: null },
    });
    expect(refused.status).toBe(403);
    expect((await tree()).some((n) => n.name === '越权')).toBe(false);
  });
});
