import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  JobActionAnswer,
  JobAddress,
  JobAuthCheckAnswer,
  JobBatchAnswer,
  JobHomeCounters,
  JobListAnswer,
  JobOptions,
  JobRecommendAnswer,
  JobRecord,
  JobShareAnswer,
  SaveJobAnswer,
  JobSortItem,
} from '@ehire/domain/contracts/jobs';
import { JOB_TRANSITIONS, STORED_JOB_STATUSES, type JobAction } from '@ehire/domain/jobs/status';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  createJob,
  forceStatus,
  jobForm,
  jobTestContext,
  publishedJob,
  setRemainJobCount,
  tenantIdOf,
  type JobTestContext,
} from './test-support';

let t: TestApp;
let c: JobTestContext;
beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
});
afterAll(async () => {
  await t.close();
});

async function record(id: string, token = c.admin) {
  return t.call<JobRecord>('GET', `/api/biz/jobs/${id}`, { token });
}

describe('creating jobs', () => {
  it('DATA-016 DATA-017 DATA-018 DATA-019 stores every field of the sample record and answers it back', async () => {
    const id = await createJob(c);
    const result = await record(id);
    expect(result.body.code).toBe(200);
    expect(result.body.data).toMatchObject({
      eHireCoID: await tenantIdOf(t, 'demo'),
      ehireJobID: id,
      CJobName: 'Java开发工程师',
      EJobName: 'Java Developer',
      OrgID: c.orgId,
      OrgName: '技术中心',
      JobArea: '杭州',
      JobNum: 5,
      FuncType1: '01',
      FuncTypeName: '技术研发',
      ProvideSalary: '15000-25000元/月',
      Term: 1,
      DegreeFrom: '本科',
      WorkYear: '0-3年',
      WorkYearDown: 0,
      WorkYearUp: 3,
      Major1: '计算机科学与技术',
      Major2: '软件工程',
      CJobInfo: '负责核心交易系统的设计与开发。',
      EJobInfo: 'Build the core trading system.',
      Status: '22',
      ValidDate: '2099-12-31',
      JobLabel: ['双休', '导师制'],
      JobSalaryDown: 15000,
      JobSalaryUp: 25000,
      SalaryType: 1,
      SalayFactor: 14,
      JobWelf: ['五险一金', '年终奖'],
      WorkArea: '西湖区',
      WorkAddress: '杭州市西湖区文三路 90 号',
      address: '',
      lon: 120.13,
      lat: 30.28,
      RejectInfo: '',
      IsHideSalaryChecked: false,
      tags: { isreadonly_jobs: 0, isreadonly_order: 0, isreadonly_org: 0, isrecommend: 0 },
      jobTop: 0,
      brandTop: 0,
      deliveryInfo: null,
    });
    // The viewer reads the same record, flagged read-only.
    expect((await record(id, c.viewer)).body.data.tags.isreadonly_jobs).toBe(1);
  });

  it('names the refused field in zh-CN', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ CJobName: '' }, '参数错误：请输入职位名称'],
      [{ CJobName: '职'.repeat(26) }, '参数错误：职位名称最多50个字符'],
      [{ JobSalaryDown: 30000 }, '参数错误：最低薪资不能高于最高薪资'],
      [{ ValidDate: '2020-01-01' }, '参数错误：有效期不能早于今天'],
      [{ OrgID: 'no-such-org' }, '参数错误：所属组织不存在'],
    ];
    for (const [override, msg] of cases) {
      const result = await t.call('POST', '/api/biz/jobs', {
        token: c.admin,
        body: { ...jobForm(c.orgId), ...override },
      });
      expect({ status: result.status, body: result.body }).toEqual({
        status: 400,
        body: { code: -2000, msg, data: null },
      });
    }
  });

  it('VAL-002 GAP-004 refuses creating (and copying) with 剩余职位数不足，无法新增职位 when remain_job_count is 0', async () => {
    const source = await createJob(c);
    await setRemainJobCount(t, 'demo', 0);
    try {
      const expected = { code: -2000, msg: '剩余职位数不足，无法新增职位', data: null };
      const created = await t.call('POST', '/api/biz/jobs', { token: c.admin, body: jobForm(c.orgId) });
      expect(created.body).toEqual(expected);
      expect((await t.call('POST', `/api/biz/jobs/${source}/copy`, { token: c.admin })).body).toEqual(
        expected,
      );
      expect((await t.call('POST', '/api/biz/jobs/create-check', { token: c.admin })).body).toEqual(expected);
      const counters = await t.call<JobHomeCounters>('GET', '/api/biz/jobs/home-counters', {
        token: c.admin,
      });
      expect(counters.body.data.remainJobCount).toBe(0);
    } finally {
      await setRemainJobCount(t, 'demo', 20);
    }
    expect((await t.call('POST', '/api/biz/jobs/create-check', { token: c.admin })).body.code).toBe(200);
  });

  it('VAL-003 PERM-014 CALL-032 a read-only jobs permission cannot add jobs', async () => {
    const viewerCheck = await t.call<JobAuthCheckAnswer>('POST', '/api/biz/jobs/auth-check', {
      token: c.viewer,
    });
    expect(viewerCheck.body.data).toEqual({ isreadonly_jobs: 1, isreadonly_order: 1 });
    const adminCheck = await t.call<JobAuthCheckAnswer>('POST', '/api/biz/jobs/auth-check', {
      token: c.admin,
    });
    expect(adminCheck.body.data).toEqual({ isreadonly_jobs: 0, isreadonly_order: 0 });

    const entry = await t.call('POST', '/api/biz/jobs/create-check', { token: c.viewer });
    expect({ status: entry.status, body: entry.body }).toEqual({
      status: 403,
      body: { code: -2000, msg: '您当前没有新增职位的权限', data: null },
    });
    const created = await t.call('POST', '/api/biz/jobs', { token: c.viewer, body: jobForm(c.orgId) });
    expect({ status: created.status, body: created.body }).toEqual({
      status: 403,
      body: { code: -2000, msg: '无权限', data: null },
    });
  });

  it('copies a job into a new draft with its labels and welfare', async () => {
    const source = await publishedJob(c, { CJobName: '复制源职位' });
    const copy = await t.call<{ ehireJobID: string; Status: string }>(
      'POST',
      `/api/biz/jobs/${source}/copy`,
      { token: c.admin },
    );
    expect(copy.body.data.Status).toBe('22');
    const copied = (await record(copy.body.data.ehireJobID)).body.data;
    expect(copied).toMatchObject({
      CJobName: '复制源职位',
      JobLabel: ['双休', '导师制'],
      JobWelf: ['五险一金', '年终奖'],
      Status: '22',
    });
    expect(copied.ehireJobID).not.toBe(source);
  });

  it("offers the tenant's hiring flows and runs a job in the chosen one; a flow of another tenant is refused", async () => {
    const options = await t.call<JobOptions>('GET', '/api/biz/jobs/options', { token: c.admin });
    const flows = options.body.data.flows;
    expect(flows.length).toBeGreaterThan(0);
    expect(flows[0]!.isDefault).toBe(true);
    const chosen = flows[flows.length - 1]!.id;
    const id = await createJob(c, { CJobName: '流程测试职位', flowId: chosen });
    const row = await t.db.selectFrom('job').select('flow_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.flow_id).toBe(chosen);

    const foreign = 'flow-of-demo2';
    await t.db
      .insertInto('flow')
      .values({
        id: foreign,
        tenant_id: await tenantIdOf(t, 'demo2'),
        name: '他人流程',
        is_default: 0,
        created_at: 1,
      })
      .execute();
    const refused = await t.call('POST', '/api/biz/jobs', {
      token: c.admin,
      body: jobForm(c.orgId, { CJobName: '跨租户流程', flowId: foreign }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await t.db.selectFrom('job').select('id').where('name_cn', '=', '跨租户流程').execute()).toEqual(
      [],
    );
  });

  it('issue 20 §2 a draft (保存草稿) saves with only its name and organisation; submitting asks for the rest', async () => {
    const draft = await t.call<SaveJobAnswer>('POST', '/api/biz/jobs', {
      token: c.admin,
      body: { CJobName: '未写完的职位', OrgID: c.orgId },
    });
    expect(draft.body).toMatchObject({ code: 200, data: { Status: '22' } });
    const id = draft.body.data.ehireJobID;
    const row = await t.db
      .selectFrom('job')
      .select(['name_cn', 'status', 'func_type', 'job_area', 'info_cn', 'valid_date', 'degree_from'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name_cn: '未写完的职位',
      status: '22',
      func_type: '',
      job_area: '',
      info_cn: '',
      valid_date: '',
      degree_from: '不限',
    });
    // A draft still checks what is typed, and still needs its name.
    const tooLong = await t.call('POST', '/api/biz/jobs', {
      token: c.admin,
      body: { CJobName: '草稿', OrgID: c.orgId, CJobInfo: '职'.repeat(5001) },
    });
    expect(tooLong.body).toEqual({ code: -2000, msg: '参数错误：职位描述最多10000个字符', data: null });
    const nameless = await t.call('POST', '/api/biz/jobs', { token: c.admin, body: { OrgID: c.orgId } });
    expect(nameless.body).toEqual({ code: -2000, msg: '参数错误：请输入职位名称', data: null });
    // Submitting the incomplete job: from the form (submit=true) and from the list (提交审核).
    const submitted = await t.call('PUT', `/api/biz/jobs/${id}`, {
      token: c.admin,
      body: { CJobName: '未写完的职位', OrgID: c.orgId, submit: true },
    });
    expect(submitted.body).toEqual({ code: -2000, msg: '参数错误：请选择职能类别', data: null });
    const listed = await t.call('POST', `/api/biz/jobs/${id}/submit`, { token: c.admin });
    expect(listed.body).toEqual({
      code: -2000,
      msg: '请先完善职位信息：请选择职能类别、请选择工作地区、请输入职位描述、请选择有效期',
      data: null,
    });
    expect((await record(id)).body.data.Status).toBe('22');
    // Completed, it goes to review.
    const completed = await t.call('PUT', `/api/biz/jobs/${id}`, {
      token: c.admin,
      body: jobForm(c.orgId, { CJobName: '未写完的职位' }),
    });
    expect(completed.body.data).toEqual({ ehireJobID: id, Status: '22' });
    expect((await t.call('POST', `/api/biz/jobs/${id}/submit`, { token: c.admin })).body.data).toEqual({
      ehireJobID: id,
      Status: '02',
    });
  });

  it('writes an audit row naming the created job', async () => {
    const id = await createJob(c, { CJobName: '审计测试职位' });
    const rows = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'POST /api/biz/jobs',
      target_type: 'job',
      detail: '审计测试职位',
      principal_kind: 'operator',
    });
  });
});

describe('STATE-001 status transitions over the API', () => {
  const recruiterActions: JobAction[] = ['submit', 'pause', 'refresh', 'republish', 'unpublish', 'delete'];
  const LABEL = { '24': '已发布', '02': '申请中', '26': '已暂停', '22': '未发布', '20': '申请失败' } as const;
  const ACTION = {
    submit: '发布',
    pause: '暂停',
    refresh: '刷新',
    republish: '重新发布',
    unpublish: '下线',
    delete: '删除',
  } as Record<string, string>;

  for (const status of STORED_JOB_STATUSES) {
    for (const action of recruiterActions) {
      const to = JOB_TRANSITIONS[action][status];
      it(`${action} from ${status}: ${to === undefined ? 'refused' : `→ ${to}`}`, async () => {
        const id = await createJob(c, { CJobName: `状态${status}${action}` });
        await forceStatus(t, id, status);
        const result = await t.call<JobActionAnswer>('POST', `/api/biz/jobs/${id}/${action}`, {
          token: c.admin,
        });
        const row = await t.db
          .selectFrom('job')
          .select(['status', 'deleted_at'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (to === undefined) {
          expect({ status: result.status, body: result.body }).toEqual({
            status: 409,
            body: {
              code: -2000,
              msg: `职位“状态${status}${action}”当前状态为${LABEL[status]}，不能${ACTION[action]}`,
              data: null,
            },
          });
          expect(row).toEqual({ status, deleted_at: null });
        } else if (to === 'deleted') {
          expect(result.body.data).toEqual({ ehireJobID: id, Status: null });
          expect(row.deleted_at).not.toBeNull();
          expect((await record(id)).status).toBe(404);
        } else {
          expect(result.body.data).toEqual({ ehireJobID: id, Status: to });
          expect(row.status).toBe(to);
        }
      });
    }
    for (const action of ['approve', 'reject'] as const) {
      const to = JOB_TRANSITIONS[action][status];
      it(`/ops ${action} from ${status}: ${to === undefined ? 'refused' : `→ ${to}`}`, async () => {
        const id = await createJob(c, { CJobName: `审核${status}${action}` });
        await forceStatus(t, id, status);
        const body = action === 'reject' ? { reason: '职位描述不完整' } : undefined;
        const result = await t.call('POST', `/api/ops/jobs/${id}/${action}`, { token: c.ops, body });
        const row = await t.db
          .selectFrom('job')
          .select(['status', 'reject_info'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (to === undefined) {
          expect(result.status).toBe(409);
          expect(result.body.msg).toBe(
            `职位“审核${status}${action}”当前状态为${LABEL[status]}，不能${action === 'approve' ? '审核通过' : '驳回'}`,
          );
          expect(row.status).toBe(status);
        } else {
          expect(result.body).toEqual({ code: 200, msg: '操作成功', data: { ehireJobID: id, Status: to } });
          expect(row).toEqual({ status: to, reject_info: action === 'reject' ? '职位描述不完整' : '' });
        }
      });
    }
  }

  it('walks a job through its life: draft, review, rejection with RejectInfo, fix, publication, pause, republish', async () => {
    const id = await createJob(c, { CJobName: '全流程职位' });
    expect((await t.call('POST', `/api/biz/jobs/${id}/submit`, { token: c.admin })).body.data).toEqual({
      ehireJobID: id,
      Status: '02',
    });
    await t.call('POST', `/api/ops/jobs/${id}/reject`, { token: c.ops, body: { reason: '薪资描述不规范' } });
    expect((await record(id)).body.data).toMatchObject({ Status: '20', RejectInfo: '薪资描述不规范' });
    // Saving with submit=true after a rejection asks for review again and clears the reason.
    const saved = await t.call('PUT', `/api/biz/jobs/${id}`, {
      token: c.admin,
      body: jobForm(c.orgId, { CJobName: '全流程职位', submit: true }),
    });
    expect(saved.body.data).toEqual({ ehireJobID: id, Status: '02' });
    expect((await record(id)).body.data.RejectInfo).toBe('');
    await t.call('POST', `/api/ops/jobs/${id}/approve`, { token: c.ops });
    expect((await record(id)).body.data.Status).toBe('24');
    expect(
      (await t.call<JobActionAnswer>('POST', `/api/biz/jobs/${id}/pause`, { token: c.admin })).body.data
        .Status,
    ).toBe('26');
    // Unchanged since its approval: straight back on the site (issue 20 §2).
    expect(
      (await t.call<JobActionAnswer>('POST', `/api/biz/jobs/${id}/republish`, { token: c.admin })).body.data
        .Status,
    ).toBe('24');
    // Editing a published job sends it back to review.
    const edited = await t.call('PUT', `/api/biz/jobs/${id}`, {
      token: c.admin,
      body: jobForm(c.orgId, { CJobName: '全流程职位（修改）' }),
    });
    expect(edited.body.data).toEqual({ ehireJobID: id, Status: '02' });
    // Saved without a description, it would go to review incomplete: refused (only drafts may be).
    const emptied = await t.call('PUT', `/api/biz/jobs/${id}`, {
      token: c.admin,
      body: jobForm(c.orgId, { CJobName: '全流程职位（修改）', CJobInfo: '' }),
    });
    expect(emptied.body).toEqual({ code: -2000, msg: '参数错误：请输入职位描述', data: null });
  });

  it('STATE-001 issue 20 §2 re-publishing a paused job goes to review only when it changed since its approval', async () => {
    const id = await publishedJob(c, { CJobName: '暂停再发布' });
    const republish = async () =>
      (await t.call<JobActionAnswer>('POST', `/api/biz/jobs/${id}/republish`, { token: c.admin })).body.data;
    await t.call('POST', `/api/biz/jobs/${id}/pause`, { token: c.admin });
    expect(await republish()).toEqual({ ehireJobID: id, Status: '24' });
    expect((await record(id)).body.data.Status).toBe('24');
    // Paused, edited (stays paused), re-published: the changed text is reviewed.
    await t.call('POST', `/api/biz/jobs/${id}/pause`, { token: c.admin });
    const edited = await t.call('PUT', `/api/biz/jobs/${id}`, {
      token: c.admin,
      body: jobForm(c.orgId, { CJobName: '暂停再发布（已修改）' }),
    });
    expect(edited.body.data).toEqual({ ehireJobID: id, Status: '26' });
    expect(await republish()).toEqual({ ehireJobID: id, Status: '02' });
    // Approved as changed: the next pause and re-publication skip review again.
    await t.call('POST', `/api/ops/jobs/${id}/approve`, { token: c.ops });
    await t.call('POST', `/api/biz/jobs/${id}/pause`, { token: c.admin });
    expect(await republish()).toEqual({ ehireJobID: id, Status: '24' });
  });

  it('consumes one remaining job at the first approval only', async () => {
    await setRemainJobCount(t, 'demo', 5);
    const id = await publishedJob(c, { CJobName: '配额职位' });
    expect(
      (await t.call<JobHomeCounters>('GET', '/api/biz/jobs/home-counters', { token: c.admin })).body.data
        .remainJobCount,
    ).toBe(4);
    await t.call('POST', `/api/biz/jobs/${id}/pause`, { token: c.admin });
    // Changed, so the re-publication is reviewed and approved a second time.
    await t.call('PUT', `/api/biz/jobs/${id}`, { token: c.admin, body: jobForm(c.orgId, { CJobName: '配额职位' }) });
    expect(
      (await t.call<JobActionAnswer>('POST', `/api/biz/jobs/${id}/republish`, { token: c.admin })).body.data
        .Status,
    ).toBe('02');
    await t.call('POST', `/api/ops/jobs/${id}/approve`, { token: c.ops });
    expect((await record(id)).body.data.Status).toBe('24');
    expect(
      (await t.call<JobHomeCounters>('GET', '/api/biz/jobs/home-counters', { token: c.admin })).body.data
        .remainJobCount,
    ).toBe(4);
    await setRemainJobCount(t, 'demo', 20);
  });

  it('refuses submitting a never-published job when no job count remains', async () => {
    const id = await createJob(c, { CJobName: '无配额职位' });
    await setRemainJobCount(t, 'demo', 0);
    try {
      const result = await t.call('POST', `/api/biz/jobs/${id}/submit`, { token: c.admin });
      expect(result.body).toEqual({ code: -2000, msg: '剩余职位数不足，无法发布职位', data: null });
    } finally {
      await setRemainJobCount(t, 'demo', 20);
    }
  });
});

describe('the job list', () => {
  it('counts per status tab, searches, filters and pages on the server', async () => {
    const { t: app } = c;
    const token = (await app.login('demo2', 'admin')).token;
    const options = await app.call<{ organizations: { id: string }[] }>('GET', '/api/biz/jobs/options', {
      token,
    });
    const ctx2 = { ...c, admin: token, orgId: options.body.data.organizations[0].id };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(await createJob(ctx2, { CJobName: `列表职位${i}`, JobArea: i === 0 ? '北京' : '上海' }));
    await createJob(ctx2, { CJobName: 'Data Analyst', JobArea: '上海', DegreeFrom: '硕士' });
    await forceStatus(t, ids[0], '24');
    await forceStatus(t, ids[1], '26');

    const all = await t.call<JobListAnswer>('POST', '/api/biz/jobs/list', {
      token,
      body: { status: '99', pageSize: 2 },
    });
    expect(all.body.data.counts).toEqual({ '24': 1, '02': 0, '26': 1, '22': 2, '20': 0, '99': 4 });
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.rows).toHaveLength(2);
    const page2 = await t.call<JobListAnswer>('POST', '/api/biz/jobs/list', {
      token,
      body: { status: '99', pageSize: 2, pageIndex: 2 },
    });
    expect(page2.body.data.rows.map((r) => r.ehireJobID)).not.toContain(all.body.data.rows[0].ehireJobID);

    const published = await t.call<JobListAnswer>('POST', '/api/biz/jobs/list', {
      token,
      body: { status: '24' },
    });
    expect(published.body.data.rows.map((r) => r.ehireJobID)).toEqual([ids[0]]);

    const search = await t.call<JobListAnswer>('POST', '/api/biz/jobs/list', {
      token,
      body: { keyword: 'data' },
    });
    expect(search.body.data.rows.map((r) => r.CJobName)).toEqual(['Data Analyst']);
    expect(search.body.data.counts['99']).toBe(1);

    const filtered = await t.call<JobListAnswer>('POST', '/api/biz/jobs/list', {
      token,
      body: { areas: ['上海'], degrees: ['本科'] },
    });
    expect(filtered.body.data.rows.map((r) => r.CJobName).sort()).toEqual(['列表职位1', '列表职位2']);

    const tooBig = await t.call('POST', '/api/biz/jobs/list', { token, body: { pageSize: 101 } });
    expect(tooBig.body).toEqual({ code: -2000, msg: '参数错误：每页最多100条', data: null });
  });

  it('bulk pause answers one result per job when some fail', async () => {
    const published = await publishedJob(c, { CJobName: '批量A' });
    const paused = await publishedJob(c, { CJobName: '批量B' });
    await t.call('POST', `/api/biz/jobs/${paused}/pause`, { token: c.admin });
    const result = await t.call<JobBatchAnswer>('POST', '/api/biz/jobs/batch/pause', {
      token: c.admin,
      body: { jobIds: [published, paused, 'no-such-job'] },
    });
    expect(result.body).toEqual({
      code: 200,
      msg: '部分职位操作失败（成功1个，失败2个）',
      data: {
        total: 3,
        succeeded: 1,
        failed: 2,
        results: [
          { jobId: published, ok: true, msg: '操作成功' },
          { jobId: paused, ok: false, msg: '职位“批量B”当前状态为已暂停，不能暂停' },
          { jobId: 'no-such-job', ok: false, msg: '职位不存在' },
        ],
      },
    });
    expect((await record(published)).body.data.Status).toBe('26');
  });

  it('batch modifies area and valid date', async () => {
    const a = await createJob(c, { CJobName: '批量地区A' });
    const b = await createJob(c, { CJobName: '批量地区B' });
    const area = await t.call<JobBatchAnswer>('POST', '/api/biz/jobs/batch/area', {
      token: c.admin,
      body: { jobIds: [a, b], JobArea: '深圳' },
    });
    expect(area.body.data.succeeded).toBe(2);
    expect((await record(b)).body.data.JobArea).toBe('深圳');
    const date = await t.call<JobBatchAnswer>('POST', '/api/biz/jobs/batch/valid-date', {
      token: c.admin,
      body: { jobIds: [a], ValidDate: '2098-06-30' },
    });
    expect(date.body.data.results).toEqual([{ jobId: a, ok: true, msg: '操作成功' }]);
    expect((await record(a)).body.data.ValidDate).toBe('2098-06-30');
    const past = await t.call('POST', '/api/biz/jobs/batch/valid-date', {
      token: c.admin,
      body: { jobIds: [a], ValidDate: '2001-01-01' },
    });
    expect(past.body.msg).toBe('参数错误：有效期不能早于今天');
  });

  it('exports the list as an xlsx that parses back with zh-CN headers', async () => {
    const id = await createJob(c, { CJobName: '导出职位', JobNum: 0 });
    const result = await t.call('POST', '/api/biz/jobs/export', {
      token: c.admin,
      body: { keyword: '导出职位' },
    });
    expect(result.status).toBe(200);
    expect(result.response.headers['content-type']).toContain('spreadsheetml');
    expect(result.response.headers['content-disposition']).toContain(
      "filename*=UTF-8''%E8%81%8C%E4%BD%8D%E5%88%97%E8%A1%A8.xlsx",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(result.response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('职位列表');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '职位名称',
      '英文职位名称',
      '所属组织',
      '所属项目',
      '职能类别',
      '工作地区',
      '招聘人数',
      '学历要求',
      '薪资',
      '职位状态',
      '有效期',
      '投递数',
      '创建时间',
      '发布时间',
    ]);
    expect(sheet?.rowCount).toBe(2);
    // Empty cells are not written, so they read back as undefined.
    const row = Array.from(sheet?.getRow(2).values as unknown[], (v) => v ?? '');
    expect(row.slice(1, 12)).toEqual([
      '导出职位',
      'Java Developer',
      '技术中心',
      '',
      '技术研发',
      '杭州',
      '若干',
      '本科',
      '15000-25000元/月',
      '未发布',
      '2099-12-31',
    ]);
    expect(id).toBeTruthy();
  });
});

describe('ordering, recommendation and share', () => {
  it('persists the dragged order of the published jobs (PUT the full id list)', async () => {
    const token = (await t.login('demo2', 'admin')).token;
    const before = await t.call<JobSortItem[]>('GET', '/api/biz/jobs/sort', { token });
    const ids = before.body.data.map((j) => j.ehireJobID);
    expect(ids.length).toBeGreaterThan(0);
    const options = await t.call<{ organizations: { id: string }[] }>('GET', '/api/biz/jobs/options', {
      token,
    });
    const ctx2 = { ...c, admin: token, orgId: options.body.data.organizations[0].id };
    const more = [
      await publishedJob(ctx2, { CJobName: '排序A' }),
      await publishedJob(ctx2, { CJobName: '排序B' }),
    ];
    const current = (await t.call<JobSortItem[]>('GET', '/api/biz/jobs/sort', { token })).body.data.map(
      (j) => j.ehireJobID,
    );
    expect(current).toEqual([...ids, ...more]);
    const reversed = [...current].reverse();
    const saved = await t.call<JobSortItem[]>('PUT', '/api/biz/jobs/sort', {
      token,
      body: { jobIds: reversed },
    });
    expect(saved.body.data.map((j) => j.ehireJobID)).toEqual(reversed);
    // Persisted: a fresh read and the published tab follow it.
    expect(
      (await t.call<JobSortItem[]>('GET', '/api/biz/jobs/sort', { token })).body.data.map(
        (j) => j.ehireJobID,
      ),
    ).toEqual(reversed);
    const tab = await t.call<JobListAnswer>('POST', '/api/biz/jobs/list', { token, body: { status: '24' } });
    expect(tab.body.data.rows.map((r) => r.ehireJobID)).toEqual(reversed);
    // A stale list (missing a job) is refused.
    const stale = await t.call('PUT', '/api/biz/jobs/sort', { token, body: { jobIds: reversed.slice(1) } });
    expect(stale.body).toEqual({ code: -2000, msg: '已发布职位已变化，请刷新后重新排序', data: null });
  });

  it('STATE-002 STATE-003 recommends and sets hot over the API', async () => {
    const id = await publishedJob(c, { CJobName: '推荐职位' });
    const call = (path: string, op: number) =>
      t.call<JobRecommendAnswer>('POST', `/api/biz/jobs/${id}/${path}`, { token: c.admin, body: { op } });
    expect((await call('recommend', 0)).body.data).toEqual({ ehireJobID: id, recommendStatus: 0, jobTop: 0 });
    expect((await call('recommend', 1)).body.data.recommendStatus).toBe(1);
    expect((await call('hot', 1)).body.data).toEqual({ ehireJobID: id, recommendStatus: 1, jobTop: 1 });
    expect((await record(id)).body.data).toMatchObject({
      jobTop: 1,
      brandTop: 1,
      recommendStatus: 1,
      tags: { isrecommend: 1 },
    });
    expect((await call('recommend', 0)).body.msg).toBe('职位“推荐职位”推荐状态为推荐中，不能添加推荐');
    expect((await call('recommend', 2)).body.data.recommendStatus).toBe(2);
    expect((await call('recommend', 6)).body.data.recommendStatus).toBeNull();
    expect((await call('hot', 6)).body.data.jobTop).toBe(0);
    expect((await call('hot', 6)).body.msg).toBe('职位“推荐职位”不是热招职位，无需取消');
    expect((await call('hot', 3)).body.msg).toBe('参数错误：热招操作不正确');
  });

  it('shares a published job as a careers-site URL; an unpublished one is refused', async () => {
    const id = await publishedJob(c, { CJobName: '分享职位' });
    const result = await t.call<JobShareAnswer>('POST', `/api/biz/jobs/${id}/share`, { token: c.viewer });
    expect(result.body.data.url).toBe(`http://localhost:80/careers/demo/jobs/${id}`);
    expect(result.body.data.text).toContain('分享职位');
    const draft = await createJob(c, { CJobName: '草稿职位' });
    const refused = await t.call('POST', `/api/biz/jobs/${draft}/share`, { token: c.admin });
    expect(refused.body.msg).toBe('职位“草稿职位”当前状态为未发布，不能分享');
  });
});

describe('work addresses', () => {
  it('adds, modifies, sets common and deletes, keeping lon/lat', async () => {
    const add = (address: string) =>
      t.call<JobAddress>('POST', '/api/biz/jobs/addresses', {
        token: c.admin,
        body: { area: '杭州市西湖区', address, lon: 120.1, lat: 30.2 },
      });
    const first = (await add('文三路 90 号')).body.data;
    const second = (await add('学院路 1 号')).body.data;
    expect(first).toMatchObject({ isCommon: true, lon: 120.1, lat: 30.2 });
    expect(second.isCommon).toBe(false);
    await t.call('POST', `/api/biz/jobs/addresses/${second.id}/common`, { token: c.admin });
    const modified = await t.call<JobAddress>('PUT', `/api/biz/jobs/addresses/${first.id}`, {
      token: c.admin,
      body: { area: '杭州市滨江区', address: '网商路 699 号', lon: null, lat: null },
    });
    expect(modified.body.data).toMatchObject({ area: '杭州市滨江区', isCommon: false, lon: null });
    const list = await t.call<JobAddress[]>('GET', '/api/biz/jobs/addresses', { token: c.admin });
    expect(list.body.data.map((a) => [a.id, a.isCommon])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // A job may point at an address of the list.
    const job = await createJob(c, { address: second.id });
    expect((await record(job)).body.data.address).toBe(second.id);
    await t.call('POST', `/api/biz/jobs/addresses/${first.id}/delete`, { token: c.admin });
    expect(
      (await t.call<JobAddress[]>('GET', '/api/biz/jobs/addresses', { token: c.admin })).body.data,
    ).toHaveLength(1);
    const missing = await t.call('POST', `/api/biz/jobs/addresses/${first.id}/delete`, { token: c.admin });
    expect(missing.body).toEqual({ code: -2000, msg: '工作地址不存在', data: null });
    const empty = await t.call('POST', '/api/biz/jobs/addresses', {
      token: c.admin,
      body: { area: '杭州', address: '' },
    });
    expect(empty.body.msg).toBe('参数错误：请输入详细地址');
  });
});

describe('tenant isolation and read-only refusal', () => {
  it("demo2's token on demo's job ids answers 404 and leaves demo's rows unchanged", async () => {
    const id = await publishedJob(c, { CJobName: '隔离职位' });
    const demoId = await tenantIdOf(t, 'demo');
    const snapshot = () =>
      t.db.selectFrom('job').selectAll().where('tenant_id', '=', demoId).orderBy('id').execute();
    const before = await snapshot();
    const intruder = (await t.login('demo2', 'admin')).token;
    const attempts: Array<[string, string, unknown]> = [
      ['GET', `/api/biz/jobs/${id}`, undefined],
      ['PUT', `/api/biz/jobs/${id}`, jobForm(c.orgId, { CJobName: '被篡改' })],
      ['POST', `/api/biz/jobs/${id}/pause`, undefined],
      ['POST', `/api/biz/jobs/${id}/delete`, undefined],
      ['POST', `/api/biz/jobs/${id}/copy`, undefined],
      ['POST', `/api/biz/jobs/${id}/share`, undefined],
      ['POST', `/api/biz/jobs/${id}/hot`, { op: 1 }],
    ];
    for (const [method, url, body] of attempts) {
      const result = await t.call(method as 'GET', url, { token: intruder, body });
      expect({ url, status: result.status }).toEqual({ url, status: 404 });
    }
    const batch = await t.call<JobBatchAnswer>('POST', '/api/biz/jobs/batch/delete', {
      token: intruder,
      body: { jobIds: [id] },
    });
    expect(batch.body.data.results).toEqual([{ jobId: id, ok: false, msg: '职位不存在' }]);
    const sort = await t.call('PUT', '/api/biz/jobs/sort', { token: intruder, body: { jobIds: [id] } });
    expect(sort.body.code).toBe(-2000);
    const list = await t.call<JobListAnswer>('POST', '/api/biz/jobs/list', {
      token: intruder,
      body: { keyword: '隔离职位' },
    });
    expect(list.body.data.total).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('a viewer (jobs permission 1) reads but every change answers 403 无权限', async () => {
    const id = await publishedJob(c, { CJobName: '只读职位' });
    expect((await t.call('POST', '/api/biz/jobs/list', { token: c.viewer, body: {} })).body.code).toBe(200);
    for (const [method, url, body] of [
      ['POST', `/api/biz/jobs/${id}/pause`, undefined],
      ['PUT', `/api/biz/jobs/${id}`, jobForm(c.orgId)],
      ['POST', '/api/biz/jobs/batch/pause', { jobIds: [id] }],
      ['PUT', '/api/biz/jobs/sort', { jobIds: [id] }],
    ] as const) {
      const result = await t.call(method, url, { token: c.viewer, body });
      expect({ status: result.status, body: result.body }).toEqual({
        status: 403,
        body: { code: -2000, msg: '无权限', data: null },
      });
    }
    expect((await record(id)).body.data.Status).toBe('24');
  });
});
