import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRequestOf, applyTestDesign, type ApplyAs } from '@ehire/domain/apply/test-support/answers';
import type {
  ApplyAnswer,
  MyApplication,
  ResumeDetail,
  SavedSearch,
  TalentActionInput,
  TalentActionResult,
  TalentCounts,
  TalentListQueryInput,
  TalentPage,
} from '@ehire/domain/contracts/talent';
import { createTestApp, type TestApp } from '../../test/harness';
import { uploadedId } from '../../test/uploads';
import {
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
  publishApplyDesign,
} from '../jobs/test-support';

// Issue 6 §2-§3 through the API: apply (public), then the recruiter's list, counts, actions,
// detail and saved searches. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let c: JobTestContext;
let jobA: string;
let jobB: string;
let jobC: string;
let demo2Admin: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function form(overrides: Partial<ApplyAs> = {}): ApplyAs {
  return {
    name: '张三',
    mobile: '13800000001',
    email: 'zhangsan@example.com',
    idNumber: '',
    gender: 1,
    birthDate: '2003-05-01',
    school: '浙江大学',
    major: '计算机科学与技术',
    degree: '本科',
    graduationYear: 2026,
    ...overrides,
  };
}

/** Applies as the candidate of the form's mobile, signed in with a code as the careers site does. */
const apply = (jobId: string, body: ApplyAs, member = 'demo') =>
  t.applyAs<ApplyAnswer>(member, jobId, body as ApplyAs);
const list = (body: TalentListQueryInput, token = c.admin) =>
  t.call<TalentPage>('POST', '/api/biz/talent/list', { token, body });
const counts = (body: TalentListQueryInput, token = c.admin) =>
  t.call<TalentCounts>('POST', '/api/biz/talent/counts', { token, body });
const act = (body: TalentActionInput, token = c.admin) =>
  t.call<TalentActionResult>('POST', '/api/biz/talent/actions', { token, body });

async function applied(jobId: string, overrides: Partial<ApplyAs>): Promise<string> {
  const res = await apply(jobId, form(overrides));
  if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.applicationId;
}

async function appRow(id: string) {
  return t.db
    .selectFrom('application as a')
    .innerJoin('flow_step as s', (j) =>
      j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
    )
    .select(['a.inbox_status', 's.name', 's.iv_type', 'a.job_id', 'a.is_starred', 'a.score'])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  jobA = await publishedJob(c, { CJobName: 'Java开发工程师' });
  jobB = await publishedJob(c, { CJobName: '产品经理' });
  jobC = await publishedJob(c, { CJobName: '测试工程师' });
  demo2Admin = (await t.login('demo2', 'admin')).token;
  // An online resume design without modules: these tests are about the talent pipeline, the
  // design's own validation is tested in features/apply/apply.test.ts.
  await publishApplyDesign(t, await tenantIdOf(t, 'demo'));
});
afterAll(async () => {
  await t.close();
});

describe('applying (careers site)', () => {
  it('creates candidate, resume (answers, attachment checked by content) and application at the first step, 待筛选', async () => {
    const fileId = await uploadedId(t, 'demo', '13800000001', { name: '简历.pdf', content: PDF });
    const res = await apply(jobA, form({ attachments: [{ field: 'resumeFile', fileId }] }));
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('投递成功');
    // The answer tells nothing about existing candidate records.
    expect(Object.keys(res.body.data).sort()).toEqual(['applicationId', 'message']);
    const id = res.body.data.applicationId;
    const row = await appRow(id);
    expect(row).toMatchObject({ inbox_status: '00', iv_type: 1, job_id: jobA });
    const detail = await t.call<ResumeDetail>('GET', `/api/biz/talent/applications/${id}`, {
      token: c.admin,
    });
    // The design version it was filled against comes along, to render the resume as filled.
    expect(detail.body.data.resume).toMatchObject({ designVersion: 9999, design: { version: 9999 } });
    const design = detail.body.data.resume.design as { emodules: Array<{ modId: string }> };
    expect(design.emodules.map((m) => m.modId)).toEqual(applyTestDesign().map((m) => m.modId));
    expect(detail.body.data.application.schoolLevel).toBe('985');
    expect(detail.body.data.resume.attachments).toMatchObject([
      { fileName: '简历.pdf', mimeType: 'application/pdf' },
    ]);
    expect(detail.body.data.activity.map((a) => a.action)).toEqual(['apply']);
    const file = await t.call('GET', detail.body.data.resume.attachments[0]?.url ?? '', { token: c.admin });
    expect(file.status).toBe(200);
    expect(file.response.headers['content-type']).toBe('application/pdf');
    expect(file.response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("issue 12 refuses another candidate's upload (附件已失效，请重新上传) and changes nothing", async () => {
    const before = await t.db
      .selectFrom('application')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const othersFile = await uploadedId(t, 'demo', '13800000097', { name: '简历.pdf', content: PDF });
    const res = await apply(
      jobA,
      form({
        mobile: '13800000099',
        email: 'fake@example.com',
        attachments: [{ field: 'f', fileId: othersFile }],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('附件已失效，请重新上传');
    const after = await t.db
      .selectFrom('application')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const file = await t.db
      .selectFrom('file')
      .select('expires_at')
      .where('id', '=', othersFile)
      .executeTakeFirstOrThrow();
    expect(file.expires_at).not.toBeNull();
  });

  it('refuses a bad mobile with a zh-CN message naming the field', async () => {
    const res = await t.call('POST', `/api/web/careers/demo/jobs/${jobA}/apply`, {
      body: applyRequestOf(form({ mobile: '123' })),
      cookies: await t.candidateSignIn('demo', '13800000098'),
    });
    expect(res.status).toBe(400);
    // The online design's own check of 手机号码 (the answers are what the server reads).
    expect(res.body.msg).toBe('请输入正确的手机号码');
  });

  it('refuses resubmitting the same job with a message, creating nothing', async () => {
    const first = await apply(jobB, form({ mobile: '13800000002', email: 'li@example.com', name: '李四' }));
    expect(first.body.code).toBe(200);
    const again = await apply(jobB, form({ mobile: '13800000002', email: 'li@example.com', name: '李四' }));
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('您已投递过该职位，请勿重复投递');
    const tenantId = await tenantIdOf(t, 'demo');
    const rows = await t.db
      .selectFrom('resume as r')
      .innerJoin('candidate as c', 'c.id', 'r.candidate_id')
      .select('r.id')
      .where('r.tenant_id', '=', tenantId)
      .where('c.mobile', '=', '13800000002')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('deduplicates the candidate by email or ID number and records the merge', async () => {
    const first = await apply(
      jobA,
      form({
        mobile: '13800000003',
        email: 'wang@example.com',
        idNumber: '11010519491231002X',
        name: '王五',
      }),
    );
    const byEmail = await apply(
      jobB,
      form({ mobile: '13900000003', email: 'wang@example.com', name: '王五' }),
    );
    const byId = await apply(
      jobC,
      form({ mobile: '13700000003', email: '', idNumber: '11010519491231002x', name: '王 五' }),
    );
    const apps = await t.db
      .selectFrom('application')
      .select('candidate_id')
      .where('id', 'in', [
        first.body.data.applicationId,
        byEmail.body.data.applicationId,
        byId.body.data.applicationId,
      ])
      .execute();
    expect(new Set(apps.map((a) => a.candidate_id)).size).toBe(1);
    const merges = await t.db
      .selectFrom('candidate_merge')
      .select(['matched_by', 'changes_json', 'application_id'])
      .where('candidate_id', '=', apps[0]?.candidate_id ?? '')
      .orderBy('created_at')
      .execute();
    expect(merges.map((m) => m.matched_by).sort()).toEqual(['email', 'id_number']);
    const idMerge = merges.find((m) => m.application_id === byId.body.data.applicationId);
    expect(JSON.parse(idMerge?.changes_json ?? '{}')).toMatchObject({
      name: { stored: '王五', submitted: '王 五' },
      mobile: { stored: '13800000003', submitted: '13700000003' },
    });
    const detail = await t.call<ResumeDetail>(
      'GET',
      `/api/biz/talent/applications/${byId.body.data.applicationId}`,
      {
        token: c.admin,
      },
    );
    expect(detail.body.data.otherApplications.map((o) => o.jobId).sort()).toEqual([jobA, jobB].sort());
    expect(detail.body.data.activity.find((a) => a.action === 'merge')?.detail).toBe(
      '与已有候选人「王五」合并（相同身份证号）',
    );
  });

  it('lists my applications of the signed-in candidate and withdraws once; without a session both are refused', async () => {
    const res = await apply(jobC, form({ mobile: '13800000004', email: 'zhao@example.com', name: '赵六' }));
    const cookies = await t.candidateSignIn('demo', '13800000004');
    const mine = await t.call<MyApplication[]>('POST', '/api/web/careers/demo/my-applications', { cookies });
    expect(mine.body.data).toMatchObject([{ jobId: jobC, statusName: '已投递', canWithdraw: true }]);
    const anonymous = await t.call('POST', '/api/web/careers/demo/my-applications');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.msg).toBe('请先验证手机号或邮箱');
    const forged = await t.call('POST', '/api/web/careers/demo/my-applications', {
      cookies: { [Object.keys(cookies)[0] ?? '']: 'not-a-session' },
    });
    expect(forged.status).toBe(401);
    const url = `/api/web/careers/demo/my-applications/${res.body.data.applicationId}/withdraw`;
    expect((await t.call('POST', url)).status).toBe(401);
    const withdrawn = await t.call('POST', url, { cookies });
    expect(withdrawn.body).toEqual({ code: 200, msg: '已撤回投递', data: null });
    expect((await appRow(res.body.data.applicationId)).inbox_status).toBe('05');
    const again = await t.call('POST', url, { cookies });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('该投递已撤回');
    const after = await t.call<MyApplication[]>('POST', '/api/web/careers/demo/my-applications', { cookies });
    expect(after.body.data[0]).toMatchObject({ statusName: '已撤回', canWithdraw: false });
    // The recruiter cannot act on it any more.
    const pass = await act({ action: 'pass', applicationIds: [res.body.data.applicationId] });
    expect(pass.body.data.results).toEqual([
      { applicationId: res.body.data.applicationId, ok: false, message: '候选人已撤回该投递，不能操作' },
    ]);
  });

  it('refuses applying to another tenant’s job through this tenant’s site', async () => {
    const res = await apply(jobA, form({ mobile: '13800000005' }), 'demo2');
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('职位不存在或已下线');
  });
});

describe('talent actions', () => {
  it('STATE-004 life cycle: pass, pending, eliminate with reason, restore, arrange — every refusal with its message', async () => {
    const id = await applied(jobA, { mobile: '13800000010', email: 'l1@example.com', name: '周一' });
    // Arranging an interview at the screening step is refused.
    let res = await act({ action: 'arrangeInterview', applicationIds: [id] });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('当前环节「初筛」不能安排面试');
    expect(res.body.data.failed).toBe(1);
    res = await act({ action: 'pending', applicationIds: [id] });
    expect(res.body.data.succeeded).toBe(1);
    expect((await appRow(id)).inbox_status).toBe('01');
    res = await act({ action: 'pending', applicationIds: [id] });
    expect(res.body.data.results[0]?.message).toBe('该投递已是待定');
    res = await act({ action: 'pass', applicationIds: [id] });
    expect(await appRow(id)).toMatchObject({ inbox_status: '00', name: '笔试' });
    res = await act({ action: 'arrangeWrittenTest', applicationIds: [id], note: '周六上午' });
    expect((await appRow(id)).inbox_status).toBe('02');
    res = await act({ action: 'eliminate', applicationIds: [id], reason: '笔试未通过' });
    expect((await appRow(id)).inbox_status).toBe('04');
    res = await act({ action: 'pass', applicationIds: [id] });
    expect(res.body.data.results[0]?.message).toBe('已淘汰的投递不能通过，请先恢复');
    res = await act({ action: 'eliminate', applicationIds: [id], reason: '再次' });
    expect(res.body.data.results[0]?.message).toBe('该投递已淘汰');
    res = await act({ action: 'restore', applicationIds: [id] });
    expect((await appRow(id)).inbox_status).toBe('00');
    const face = await t.db
      .selectFrom('flow_step as s')
      .innerJoin('application as a', (j) =>
        j.onRef('a.flow_id', '=', 's.flow_id').onRef('a.tenant_id', '=', 's.tenant_id'),
      )
      .select('s.ivid')
      .where('a.id', '=', id)
      .where('s.iv_type', '=', 3)
      .executeTakeFirstOrThrow();
    res = await act({ action: 'pass', applicationIds: [id], ivid: face.ivid });
    expect(await appRow(id)).toMatchObject({ inbox_status: '00', name: '面试' });
    res = await act({ action: 'arrangeInterview', applicationIds: [id], note: '周一 10:00' });
    expect((await appRow(id)).inbox_status).toBe('06');
    const detail = await t.call<ResumeDetail>('GET', `/api/biz/talent/applications/${id}`, {
      token: c.admin,
    });
    const details = detail.body.data.activity.map((a) => a.detail);
    expect(details).toContain('「笔试」已安排笔试 → 已淘汰，原因：笔试未通过');
    expect(details).toContain('从「初筛」通过到「笔试」');
    expect(detail.body.data.activity.every((a) => a.action === 'apply' || a.actorName === '王管理')).toBe(
      true,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('action', '=', 'POST /api/biz/talent/actions')
      .where('target_id', '=', id)
      .execute();
    expect(audit.map((a) => a.detail)).toContain('淘汰：成功1条，失败0条');
  });

  it('bulk: a result per application when some fail (labels, star, score, comment, move)', async () => {
    const a1 = await applied(jobA, { mobile: '13800000020', email: 'b1@example.com', name: '批一' });
    const a2 = await applied(jobA, { mobile: '13800000021', email: 'b2@example.com', name: '批二' });
    const a3 = await applied(jobA, { mobile: '13800000022', email: 'b3@example.com', name: '批三' });
    await act({ action: 'eliminate', applicationIds: [a2], reason: '不合适' });
    const res = await act({ action: 'pending', applicationIds: [a1, a2, a3, 'missing-id'] });
    expect(res.body.msg).toBe('部分投递操作失败（成功2条，失败2条）');
    expect(res.body.data.results).toEqual([
      { applicationId: a1, ok: true, message: '' },
      { applicationId: a2, ok: false, message: '已淘汰的投递不能设为待定，请先恢复' },
      { applicationId: a3, ok: true, message: '' },
      { applicationId: 'missing-id', ok: false, message: '投递不存在' },
    ]);
    await act({ action: 'addLabels', applicationIds: [a1, a2, a3], labels: ['名校', '待复核'] });
    await act({ action: 'removeLabels', applicationIds: [a3], labels: ['待复核'] });
    await act({ action: 'star', applicationIds: [a1] });
    await act({ action: 'score', applicationIds: [a1], score: 88, comment: '基础扎实' });
    await act({ action: 'comment', applicationIds: [a1], content: '可以约面' });
    const bad = await act({ action: 'score', applicationIds: [a1], score: 101 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数错误：评分须在0到100之间');
    const page = await list({
      filter: {
        kind: 'condition',
        field: ['labels'],
        operator: 'containsAll',
        value: ['名校', '待复核'],
        fieldType: 6,
      },
    });
    expect(page.body.data.rows.map((r) => r.applicationId).sort()).toEqual([a1, a2].sort());
    const starred = await list({ tab: 'three' });
    expect(starred.body.data.rows.map((r) => r.applicationId)).toEqual([a1]);
    expect(starred.body.data.rows[0]).toMatchObject({
      score: 88,
      isStarred: true,
      labels: ['名校', '待复核'],
    });
    const detail = await t.call<ResumeDetail>('GET', `/api/biz/talent/applications/${a1}`, {
      token: c.admin,
    });
    expect(detail.body.data.comments).toMatchObject([{ content: '可以约面', authorName: '王管理' }]);
    expect(detail.body.data.scores).toMatchObject([{ score: 88, comment: '基础扎实' }]);
    // Move: to job B; refused where the candidate already applied there.
    const moved = await act({ action: 'move', applicationIds: [a1], jobId: jobB });
    expect(moved.body.data.succeeded).toBe(1);
    expect(await appRow(a1)).toMatchObject({ job_id: jobB, inbox_status: '00', iv_type: 1 });
    const other = await applied(jobC, { mobile: '13800000020', email: 'b1@example.com', name: '批一' });
    const clash = await act({ action: 'move', applicationIds: [other], jobId: jobB });
    expect(clash.body.data.results[0]?.message).toBe('候选人已投递该职位');
  });

  it('PERMISSION.talent: a read-only user lists but cannot act; changes nothing', async () => {
    const id = await applied(jobB, { mobile: '13800000030', email: 'p@example.com', name: '权限' });
    const read = await list({}, c.viewer);
    expect(read.status).toBe(200);
    const res = await act({ action: 'eliminate', applicationIds: [id], reason: 'x' }, c.viewer);
    expect(res.status).toBe(403);
    expect((await appRow(id)).inbox_status).toBe('00');
    const anonymous = await t.call('POST', '/api/biz/talent/list', { body: {} });
    expect(anonymous.status).toBe(401);
  });

  it('tenant isolation: another tenant sees none of these applications and cannot act on them', async () => {
    const id = await applied(jobB, { mobile: '13800000040', email: 'iso@example.com', name: '隔离' });
    const other = await list({}, demo2Admin);
    expect(other.body.data.total).toBe(0);
    const detail = await t.call('GET', `/api/biz/talent/applications/${id}`, { token: demo2Admin });
    expect(detail.status).toBe(404);
    const res = await act({ action: 'eliminate', applicationIds: [id], reason: 'x' }, demo2Admin);
    expect(res.body.data.results).toEqual([{ applicationId: id, ok: false, message: '投递不存在' }]);
    expect((await appRow(id)).inbox_status).toBe('00');
    const job = await list({ tab: 'second', jobId: jobB }, demo2Admin);
    expect(job.status).toBe(400);
    expect(job.body.msg).toBe('职位不存在');
  });
});

describe('talent list', () => {
  it('WB-036..039 counts per step and status always equal the list totals (with and without a search)', async () => {
    for (const selection of [{}, { keyword: '批' }, { tab: 'second' as const, jobId: jobA }]) {
      const all = await counts(selection);
      const total = await list(selection);
      expect(all.body.data.total).toBe(total.body.data.total);
      expect(all.body.data.steps.length).toBeGreaterThan(0);
      for (const step of all.body.data.steps) {
        for (const group of ['00', '01', '04_05', '02_06_07_08_09'] as const) {
          const page = await list({ ...selection, ivid: step.ivid, inboxstatus: group });
          expect(page.body.data.total).toBe(step.byStatus[group]);
        }
        const whole = await list({ ...selection, ivid: step.ivid });
        expect(whole.body.data.total).toBe(step.total);
        // The list's own counts (withCounts) and the total it derives from them agree too.
        const pending = await list({ ...selection, ivid: step.ivid, inboxstatus: '01', withCounts: true });
        expect(pending.body.data.total).toBe(step.byStatus['01']);
        expect(pending.body.data.counts).toEqual(all.body.data);
      }
    }
  });

  it('DATA-032 DATA-033 CONST-014 filters with the FilterEditor AST (five conditions, school tiers; QS refused), keyword (max 2000, GAP-036), sort and paging', async () => {
    await applied(jobC, {
      mobile: '13800000050',
      email: 'f1@example.com',
      name: '筛选甲',
      school: '北京大学',
      degree: '硕士',
      gender: 2,
      graduationYear: 2026,
    });
    await applied(jobC, {
      mobile: '13800000051',
      email: 'f2@example.com',
      name: '筛选乙',
      school: '杭州电子科技大学',
      degree: '硕士',
      gender: 2,
      graduationYear: 2026,
    });
    const filter = {
      kind: 'group' as const,
      op: 'all' as const,
      children: [
        {
          kind: 'condition' as const,
          field: ['school'],
          operator: 'containsAny' as const,
          value: ['211'],
          fieldType: 22 as const,
        },
        {
          kind: 'condition' as const,
          field: ['degree'],
          operator: 'inAny' as const,
          value: ['硕士', '博士'],
          fieldType: 4 as const,
        },
        {
          kind: 'condition' as const,
          field: ['gender'],
          operator: 'eq' as const,
          value: 2,
          fieldType: 4 as const,
        },
        {
          kind: 'condition' as const,
          field: ['graduationYear'],
          operator: 'eq' as const,
          value: 2026,
          fieldType: 1 as const,
        },
        {
          kind: 'condition' as const,
          field: ['source'],
          operator: 'inAny' as const,
          value: ['官网'],
          fieldType: 4 as const,
        },
      ],
    };
    const page = await list({ filter });
    expect(page.body.data.rows.map((r) => r.name)).toEqual(['筛选甲']);
    const kw = await list({ keyword: '筛选', sort: { field: 'name', order: 'asc' } });
    expect(kw.body.data.rows.map((r) => r.name)).toEqual(['筛选乙', '筛选甲'].sort());
    const paged = await list({
      keyword: '筛选',
      pageSize: 1,
      pageIndex: 2,
      sort: { field: 'name', order: 'asc' },
    });
    expect(paged.body.data).toMatchObject({ total: 2, pageIndex: 2, pageSize: 1 });
    expect(paged.body.data.rows.map((r) => r.name)).toEqual([kw.body.data.rows[1]?.name]);
    const qs = await list({
      filter: {
        kind: 'condition',
        field: ['school'],
        operator: 'containsAny',
        value: ['QS1-50'],
        fieldType: 22,
      },
    });
    expect(qs.status).toBe(400);
    expect(qs.body.msg).toBe('筛选条件「学校」：暂不支持按QS排名筛选（院校库未包含QS排名）');
    const unknown = await list({
      filter: { kind: 'condition', field: ['password'], operator: 'eq', value: 'x', fieldType: 3 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('筛选条件「password」：字段不存在');
    const long = await list({ keyword: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('参数错误：搜索词最多2000个字符');
  });

  it('DATA-032 one school condition mixes tiers and names (any of them, none of them; issue 22)', async () => {
    // 筛选甲 studies at 北京大学 (985), 筛选乙 at 杭州电子科技大学 (no tier): from the test above.
    const school = (operator: 'containsAny' | 'notContainsAny', value: string[]) =>
      list({
        keyword: '筛选',
        sort: { field: 'name', order: 'asc' },
        filter: { kind: 'condition', field: ['school'], operator, value, fieldType: 22 },
      });
    const names = (res: Awaited<ReturnType<typeof list>>) => res.body.data.rows.map((r) => r.name);
    const both = ['筛选乙', '筛选甲'].sort();
    expect(names(await school('containsAny', ['985', '211', '杭州电子科技大学']))).toEqual(both);
    expect(names(await school('containsAny', ['双一流', '海外']))).toEqual(['筛选甲']);
    expect(names(await school('containsAny', ['杭州电子科技大学', '浙江大学']))).toEqual(['筛选乙']);
    expect(names(await school('notContainsAny', ['211', '浙江大学']))).toEqual(['筛选乙']);
    expect(names(await school('notContainsAny', ['985', '杭州电子科技大学']))).toEqual([]);
    // A school named like an Object key is read as a school name, never as a tier.
    const odd = await school('containsAny', ['constructor', '985']);
    expect(odd.status).toBe(200);
    expect(names(odd)).toEqual(['筛选甲']);
  });

  it('previous / next within the current list query', async () => {
    const query = { keyword: '批', sort: { field: 'name' as const, order: 'asc' as const } };
    const page = await list(query);
    const ids = page.body.data.rows.map((r) => r.applicationId);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const res = await t.call<{
      prevId: string | null;
      nextId: string | null;
      position: number;
      total: number;
    }>('POST', '/api/biz/talent/neighbours', { token: c.admin, body: { applicationId: ids[1], query } });
    expect(res.body.data).toEqual({ prevId: ids[0], nextId: ids[2], position: 2, total: ids.length });
  });

  it('saved searches: save (personal or 应用到全局), list, apply, delete; others see only global ones', async () => {
    const mine = await t.call<SavedSearch>('POST', '/api/biz/talent/saved-searches', {
      token: c.admin,
      body: { name: '硕士女生', isGlobal: false, query: { keyword: '筛选' } },
    });
    expect(mine.body.data).toMatchObject({ name: '硕士女生', isGlobal: false, isMine: true });
    const global = await t.call<SavedSearch>('POST', '/api/biz/talent/saved-searches', {
      token: c.admin,
      body: { name: '名校', isGlobal: true, query: { labels: ['名校'] } },
    });
    const viewerList = await t.call<SavedSearch[]>('GET', '/api/biz/talent/saved-searches', {
      token: c.viewer,
    });
    expect(viewerList.body.data.map((s) => s.name)).toEqual(['名校']);
    expect(viewerList.body.data[0]?.isMine).toBe(false);
    const adminList = await t.call<SavedSearch[]>('GET', '/api/biz/talent/saved-searches', {
      token: c.admin,
    });
    expect(adminList.body.data.map((s) => s.name).sort()).toEqual(['名校', '硕士女生'].sort());
    const applied = await list({ ...(adminList.body.data.find((s) => s.name === '硕士女生')?.query ?? {}) });
    expect(applied.body.data.total).toBe(2);
    const bad = await t.call('POST', '/api/biz/talent/saved-searches', {
      token: c.admin,
      body: { name: '', query: {} },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数错误：请输入搜索名称');
    const demo2 = await t.call('DELETE', `/api/biz/talent/saved-searches/${global.body.data.id}`, {
      token: demo2Admin,
    });
    expect(demo2.status).toBe(404);
    const malformed = await t.call('DELETE', `/api/biz/talent/saved-searches/${mine.body.data.id}`, {
      token: c.admin,
      body: { name: 'x' },
    });
    expect(malformed.status).toBe(400);
    const del = await t.call('DELETE', `/api/biz/talent/saved-searches/${mine.body.data.id}`, {
      token: c.admin,
    });
    expect(del.body).toEqual({ code: 200, msg: '操作成功', data: null });
    const left = await t.call<SavedSearch[]>('GET', '/api/biz/talent/saved-searches', { token: c.admin });
    expect(left.body.data.map((s) => s.name)).toEqual(['名校']);
  });

  it('exports the selection as xlsx', async () => {
    const page = await list({ keyword: '批' });
    const res = await t.call('POST', '/api/biz/talent/export', {
      token: c.admin,
      body: { applicationIds: page.body.data.rows.map((r) => r.applicationId) },
    });
    expect(res.status).toBe(200);
    expect(res.response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('application_count (per-step counts kept by triggers)', () => {
  it('WB-036..039 matches the applications after applies, moves, status changes, stars and deletes', async () => {
    const id = await applied(jobC, { mobile: '13800000060', email: 'cnt@example.com', name: '计数' });
    await act({ action: 'star', applicationIds: [id] });
    await act({ action: 'move', applicationIds: [id], jobId: jobB });
    await t.db.deleteFrom('application').where('id', '=', id).execute();
    const kept = await t.db
      .selectFrom('application_count')
      .select(['tenant_id', 'job_id', 'step_id', 'inbox_status', 'is_starred', 'n'])
      .where('n', '>', 0)
      .execute();
    const actual = await t.db
      .selectFrom('application')
      .select((eb) => [
        'tenant_id',
        'job_id',
        'step_id',
        'inbox_status',
        'is_starred',
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['tenant_id', 'job_id', 'step_id', 'inbox_status', 'is_starred'])
      .execute();
    const key = (r: {
      tenant_id: string;
      job_id: string;
      step_id: string;
      inbox_status: string;
      is_starred: number;
      n: number;
    }) => `${r.tenant_id}|${r.job_id}|${r.step_id}|${r.inbox_status}|${r.is_starred}|${Number(r.n)}`;
    expect(kept.map(key).sort()).toEqual(actual.map(key).sort());
    expect(actual.length).toBeGreaterThan(3);
  });
});
