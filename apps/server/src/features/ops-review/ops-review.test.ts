import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsJobDetail, OpsJobReviewPage } from '@ehire/domain/contracts/ops-review';
import { createTestApp, type TestApp } from '../../test/harness';
import { createJob, jobTestContext, type JobTestContext } from '../jobs/test-support';

let t: TestApp;
let c: JobTestContext;
beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
});
afterAll(async () => {
  await t.close();
});

describe('/ops job review', () => {
  it('lists the jobs awaiting approval of every tenant, oldest request first', async () => {
    const a = await createJob(c, { CJobName: '待审核A', submit: true });
    t.clock.advance(1000);
    const other = await t.login('demo2', 'admin');
    const options = await t.call<{ organizations: { id: string }[] }>('GET', '/api/biz/jobs/options', {
      token: other.token,
    });
    const b = await createJob(
      { ...c, admin: other.token, orgId: options.body.data.organizations[0].id },
      { CJobName: '待审核B', submit: true },
    );
    await createJob(c, { CJobName: '草稿不在队列' });

    const page = await t.call<OpsJobReviewPage>('POST', '/api/ops/jobs/review/list', {
      token: c.ops,
      body: {},
    });
    expect(page.body.data.rows.map((r) => [r.ehireJobID, r.member, r.CJobName, r.Status])).toEqual([
      [a, 'demo', '待审核A', '02'],
      [b, 'demo2', '待审核B', '02'],
    ]);
    const onlyDemo2 = await t.call<OpsJobReviewPage>('POST', '/api/ops/jobs/review/list', {
      token: c.ops,
      body: { member: 'demo2' },
    });
    expect(onlyDemo2.body.data.rows.map((r) => r.ehireJobID)).toEqual([b]);

    const detail = await t.call<OpsJobDetail>('GET', `/api/ops/jobs/${a}`, { token: c.ops });
    expect(detail.body.data).toMatchObject({
      member: 'demo',
      job: { CJobName: '待审核A', Status: '02', JobLabel: ['双休', '导师制'] },
    });
  });

  it('approves and rejects with a reason, each audited as the provider', async () => {
    const a = await createJob(c, { CJobName: '通过职位', submit: true });
    const b = await createJob(c, { CJobName: '驳回职位', submit: true });
    expect((await t.call('POST', `/api/ops/jobs/${a}/approve`, { token: c.ops })).body.data).toEqual({
      ehireJobID: a,
      Status: '24',
    });
    const empty = await t.call('POST', `/api/ops/jobs/${b}/reject`, { token: c.ops, body: { reason: ' ' } });
    expect(empty.body.msg).toBe('参数错误：请输入驳回原因');
    expect(
      (await t.call('POST', `/api/ops/jobs/${b}/reject`, { token: c.ops, body: { reason: '含夸大宣传' } }))
        .body.data,
    ).toEqual({
      ehireJobID: b,
      Status: '20',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', 'in', [a, b])
      .where('principal_kind', '=', 'provider')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(audit.map((r) => [r.action, r.target_type])).toEqual([
      ['POST /api/ops/jobs/:jobId/approve', 'job'],
      ['POST /api/ops/jobs/:jobId/reject', 'job'],
    ]);
    expect(audit[1].detail).toContain('含夸大宣传');
  });

  it('is for provider staff only; an unknown job is 404', async () => {
    const id = await createJob(c, { CJobName: '越权审核', submit: true });
    const operator = await t.call('POST', `/api/ops/jobs/${id}/approve`, { token: c.admin });
    expect(operator.status).toBe(401);
    expect((await t.call('POST', '/api/ops/jobs/review/list', { token: c.admin, body: {} })).status).toBe(
      401,
    );
    expect((await t.call('POST', '/api/ops/jobs/nope/approve', { token: c.ops })).body).toEqual({
      code: -2000,
      msg: '职位不存在',
      data: null,
    });
  });

  it('refuses approval when the tenant has no remaining jobs for a first publication', async () => {
    const id = await createJob(c, { CJobName: '配额不足', submit: true });
    await t.db.updateTable('tenant').set({ remain_job_count: 0 }).where('member_name', '=', 'demo').execute();
    try {
      const result = await t.call('POST', `/api/ops/jobs/${id}/approve`, { token: c.ops });
      expect(result.body).toEqual({ code: -2000, msg: '该企业剩余职位数不足，无法发布该职位', data: null });
      const row = await t.db
        .selectFrom('job')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('02');
    } finally {
      await t.db
        .updateTable('tenant')
        .set({ remain_job_count: 20 })
        .where('member_name', '=', 'demo')
        .execute();
    }
  });
});
