import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function tenantId(member: string): Promise<string> {
  const row = await t.db
    .selectFrom('tenant')
    .select('id')
    .where('member_name', '=', member)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function patchStatus(member: string, values: Record<string, unknown>) {
  await t.db
    .updateTable('customer_status')
    .set(values)
    .where('tenant_id', '=', await tenantId(member))
    .execute();
}

describe('customer status check', () => {
  it('CALL-017 answers 200 for a tenant with nothing pending', async () => {
    const { token } = await t.login('demo', 'admin');
    const result = await t.call('POST', '/api/biz/customer/check-status', { token });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ code: 200, msg: '操作成功', data: null });
  });

  it('CALL-020 answers -1002 with the sanitised statement html until the statement is confirmed', async () => {
    const { token } = await t.login('demo2', 'admin');
    const result = await t.call<{ html: string }>('POST', '/api/biz/customer/check-status', { token });
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(-1002);
    expect(result.body.data.html).toContain('《网络招聘服务管理规定》');
    expect(result.body.data.html).not.toMatch(/<script|on\w+=/i);

    const confirm = await t.call('POST', '/api/biz/customer/confirm-commission', { token });
    expect(confirm.body).toEqual({ code: 200, msg: '操作成功', data: null });
    const row = await t.db
      .selectFrom('customer_status')
      .selectAll()
      .where('tenant_id', '=', await tenantId('demo2'))
      .executeTakeFirstOrThrow();
    const demo2AdminId = (await t.login('demo2', 'admin')).userinfo.oprid;
    expect(row.statement_confirmed_by).toBe(demo2AdminId);
    expect(row.statement_confirmed_at).toBe(t.clock.now());
    const after = await t.call('POST', '/api/biz/customer/check-status', { token });
    expect(after.body.code).toBe(200);
  });

  it('CALL-018 answers -1000 with the freeze message when the tenant is frozen', async () => {
    const { token } = await t.login('demo', 'admin');
    await patchStatus('demo', { frozen: 1, freeze_message: '账号已冻结，请联系客服 400-820-1234' });
    try {
      const result = await t.call('POST', '/api/biz/customer/check-status', { token });
      expect(result.body).toEqual({ code: -1000, msg: '账号已冻结，请联系客服 400-820-1234', data: null });
    } finally {
      await patchStatus('demo', { frozen: 0, freeze_message: '' });
    }
  });

  it('CALL-019 answers -1001 with the verification url when real-name verification is required', async () => {
    const { token } = await t.login('demo', 'admin');
    await patchStatus('demo', { real_name_status: 'required' });
    try {
      const result = await t.call('POST', '/api/biz/customer/check-status', { token });
      expect(result.body).toEqual({
        code: -1001,
        msg: '请先完成企业实名认证',
        data: { url: '/new/systemManagement/ctminfo/companyinfo' },
      });
    } finally {
      await patchStatus('demo', { real_name_status: 'verified' });
    }
  });

  it('CALL-047 real-name reset sets the status to pending', async () => {
    const { token } = await t.login('demo', 'admin');
    const result = await t.call('POST', '/api/job-customer/user/real-name_verify/reset', { token });
    expect(result.body.code).toBe(200);
    const row = await t.db
      .selectFrom('customer_status')
      .select('real_name_status')
      .where('tenant_id', '=', await tenantId('demo'))
      .executeTakeFirstOrThrow();
    expect(row.real_name_status).toBe('pending');
    await patchStatus('demo', { real_name_status: 'verified' });
  });
});

describe('console shell calls', () => {
  it('CALL-031 DATA-006 customer info answers result 1 and the three flags iscloud, isinterview and ishidezone', async () => {
    const { token } = await t.login('demo', 'admin');
    const result = await t.call('POST', '/api/biz/customer/info', { token });
    expect(result.body).toEqual({
      code: 200,
      msg: '操作成功',
      result: 1,
      data: { iscloud: 0, isinterview: 1, ishidezone: 0 },
    });
  });

  it('CALL-028 unread count counts the operator notices not read yet', async () => {
    const admin = await t.login('demo', 'admin');
    const viewer = await t.login('demo', 'viewer');
    expect((await t.call('POST', '/api/biz/notice/unread-count', { token: admin.token })).body).toEqual({
      code: 200,
      msg: '操作成功',
      data: 5,
    });
    expect((await t.call('POST', '/api/biz/notice/unread-count', { token: viewer.token })).body.data).toBe(0);
    const tenant = await tenantId('demo');
    const first = await t.db
      .selectFrom('notice_message')
      .select('id')
      .where('tenant_id', '=', tenant)
      .where('operator_id', '=', admin.userinfo.oprid)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('notice_message')
      .set({ read_at: t.clock.now() })
      .where('tenant_id', '=', tenant)
      .where('id', '=', first.id)
      .execute();
    expect((await t.call('POST', '/api/biz/notice/unread-count', { token: admin.token })).body.data).toBe(4);
  });

  it('CALL-029 project list answers id/name pairs in order', async () => {
    const { token } = await t.login('demo', 'admin');
    const result = await t.call<{ id: string; name: string }[]>('POST', '/api/biz/project/list', {
      token,
      body: { isrefresh: true },
    });
    expect(result.body.data.map((p) => p.name)).toEqual(['2027届校园招聘', '2027届暑期实习']);
  });

  it('CALL-030 project switch answers a new token and userinfo, revokes the old session and sets cookies', async () => {
    const session = await t.login('demo', 'admin');
    const projects = await t.call<{ id: string }[]>('POST', '/api/biz/project/list', {
      token: session.token,
    });
    const target = projects.body.data[1].id;
    const result = await t.call<{ token: string; userinfo: { oprid: string }; signKey: string }>(
      'POST',
      '/api/biz/project/switch',
      { token: session.token, body: { projectid: target } },
    );
    expect(result.body.code).toBe(200);
    expect(result.body.data.token).not.toBe(session.token);
    expect(result.body.data.userinfo.oprid).toBe(session.userinfo.oprid);
    const cookieNames = (result.response.cookies as { name: string }[]).map((c) => c.name);
    expect(cookieNames).toEqual(expect.arrayContaining(['ehire_token', 'ehire_userinfo']));
    expect((await t.call('POST', '/api/biz/project/list', { token: session.token })).body.code).toBe(-999);
    const sessionRow = await t.db
      .selectFrom('session')
      .select('project_id')
      .where('revoked_at', 'is', null)
      .where('principal_id', '=', session.userinfo.oprid)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sessionRow.project_id).toBe(target);
    // The next login starts in the chosen project.
    await t.login('demo', 'admin');
    const operator = await t.db
      .selectFrom('operator')
      .select('current_project_id')
      .where('id', '=', session.userinfo.oprid)
      .executeTakeFirstOrThrow();
    expect(operator.current_project_id).toBe(target);
  });

  it('answers 404 for an unknown project id', async () => {
    const { token } = await t.login('demo', 'admin');
    const result = await t.call('POST', '/api/biz/project/switch', { token, body: { projectid: 'nope' } });
    expect(result.status).toBe(404);
    expect(result.body.msg).toBe('项目不存在');
  });

  it('ROUTE-067 page-view tracking stores previous url, url and the operator', async () => {
    const { token, userinfo } = await t.login('demo', 'viewer');
    const result = await t.call('POST', '/api/web/track/page-view', {
      token,
      body: { prevUrl: '/new/workHome', url: '/jobList?jobstatus=24' },
    });
    expect(result.body.code).toBe(200);
    const rows = await t.db
      .selectFrom('page_view')
      .selectAll()
      .where('operator_id', '=', userinfo.oprid)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenant_id: userinfo.ctmid,
      prev_url: '/new/workHome',
      url: '/jobList?jobstatus=24',
    });
  });

  it('GAP-002 site config answers the hotline without a token', async () => {
    const result = await t.call('GET', '/api/web/site-config');
    expect(result.body).toEqual({
      code: 200,
      msg: '操作成功',
      data: { hotline: '400-820-1234', chatScriptUrl: '' },
    });
  });
});
