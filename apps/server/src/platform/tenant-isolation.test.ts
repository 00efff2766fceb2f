import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_TEXT_INDEX, GLOBAL_TABLES } from '../db/schema';
import { listColumns, listIndexes, listTables } from '../db/dialect';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('tenant column discipline', () => {
  it('every table outside GLOBAL_TABLES has a NOT NULL tenant_id leading each of its indexes', async () => {
    const problems: string[] = [];
    const tables = await listTables(t.db);
    expect(tables).toEqual(expect.arrayContaining(['operator', 'project', 'session', 'tenant']));
    for (const table of tables) {
      if ((GLOBAL_TABLES as readonly string[]).includes(table)) continue;
      if (table.startsWith(FULL_TEXT_INDEX.tablePrefix)) continue;
      const tenantColumn = (await listColumns(t.db, table)).find((c) => c.name === 'tenant_id');
      if (!tenantColumn) problems.push(`${table}: no tenant_id column`);
      else if (!tenantColumn.notNull) problems.push(`${table}: tenant_id is nullable`);
      for (const index of await listIndexes(t.db, table)) {
        if (
          index.columns[0] !== 'tenant_id' &&
          !(FULL_TEXT_INDEX.indexes as readonly string[]).includes(index.name)
        ) {
          problems.push(`${table}: index ${index.name} (${index.columns.join(', ')}) not led by tenant_id`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

async function tenantId(member: string): Promise<string> {
  const row = await t.db
    .selectFrom('tenant')
    .select('id')
    .where('member_name', '=', member)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('cross-tenant access', () => {
  it("demo2's token cannot switch into a demo project (404) and demo rows stay unchanged", async () => {
    const demoId = await tenantId('demo');
    const demoProject = await t.db
      .selectFrom('project')
      .select('id')
      .where('tenant_id', '=', demoId)
      .executeTakeFirstOrThrow();
    const before = await t.db
      .selectFrom('operator')
      .selectAll()
      .where('tenant_id', '=', demoId)
      .orderBy('id')
      .execute();

    const intruder = await t.login('demo2', 'admin');
    const result = await t.call('POST', '/api/biz/project/switch', {
      token: intruder.token,
      body: { projectid: demoProject.id },
    });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ code: -2000, msg: '项目不存在', data: null });

    const after = await t.db
      .selectFrom('operator')
      .selectAll()
      .where('tenant_id', '=', demoId)
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
    const demo2Id = await tenantId('demo2');
    const demo2Admin = await t.db
      .selectFrom('operator')
      .select('current_project_id')
      .where('tenant_id', '=', demo2Id)
      .executeTakeFirstOrThrow();
    expect(demo2Admin.current_project_id).not.toBe(demoProject.id);
    // The intruder's session is still valid: a refused switch does not revoke it.
    expect((await t.call('POST', '/api/biz/notice/unread-count', { token: intruder.token })).body.code).toBe(
      200,
    );
  });

  it('lists only the own tenant projects and counts only own notices', async () => {
    const demo = await t.login('demo', 'admin');
    const demo2 = await t.login('demo2', 'admin');
    const demoProjects = await t.call<{ id: string }[]>('POST', '/api/biz/project/list', {
      token: demo.token,
    });
    const demo2Projects = await t.call<{ id: string }[]>('POST', '/api/biz/project/list', {
      token: demo2.token,
    });
    const overlap = demoProjects.body.data.filter((p) => demo2Projects.body.data.some((q) => q.id === p.id));
    expect(overlap).toEqual([]);
    expect((await t.call('POST', '/api/biz/notice/unread-count', { token: demo.token })).body.data).toBe(5);
    expect((await t.call('POST', '/api/biz/notice/unread-count', { token: demo2.token })).body.data).toBe(0);
  });

  it("confirming demo2's statement leaves demo's consent untouched", async () => {
    const demoId = await tenantId('demo');
    const before = await t.db
      .selectFrom('customer_status')
      .selectAll()
      .where('tenant_id', '=', demoId)
      .executeTakeFirstOrThrow();
    const demo2 = await t.login('demo2', 'admin');
    expect(
      (await t.call('POST', '/api/biz/customer/confirm-commission', { token: demo2.token })).body.code,
    ).toBe(200);
    const after = await t.db
      .selectFrom('customer_status')
      .selectAll()
      .where('tenant_id', '=', demoId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});
