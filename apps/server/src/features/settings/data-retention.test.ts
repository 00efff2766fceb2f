import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonRange } from '@ehire/domain/contracts/history';
import type { AnonymiseStarted, DataRetention } from '@ehire/domain/contracts/settings';
import type { TaskAnswer } from '@ehire/domain/contracts/tasks';
import { ApplyRequest } from '@ehire/domain/contracts/talent';
import type { CareersResumeDesign } from '@ehire/domain/apply/contract';
import { ANONYMISE_KIND } from '@ehire/domain/settings/data-retention';
import { retentionCutoff } from '@ehire/domain/settings/retention-cutoff';
import { killableRun, until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertApplication, jobTestContext, publishedJob, publishEmptyDesign, tenantIdOf } from '../jobs/test-support';
import { HistoryRepository } from '../pools/history.repository';
import { DataRetentionService } from './data-retention.service';

// 更多设置 (issue 17, /new/systemManagement/talentStorage) on the database under test: the
// retention period, the anonymisation task (task centre, resumable, idempotent) and the consent
// text of the careers apply form. SQLite, and PostgreSQL with TEST_DATABASE_URL.

const BASE = '/api/biz/settings/retention';
const DAY = 86_400_000;
let t: TestApp;
let admin: string;
let viewer: string;
let other: string;
let tenantId: string;
let jobId: string;

const inSeason = (season: number, day: number) => seasonRange(season).from + day * DAY;

async function candidate(id: string) {
  return t.db
    .selectFrom('candidate')
    .select(['name', 'mobile', 'email', 'id_number', 'birth_date', 'gender'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function personOf(email: string, idNumber: string, at: number) {
  const row = await insertApplication(
    t,
    jobId,
    { name: '陈旧', email, answers: { base: [{ address: '杭州市西湖区' }] } },
    at,
  );
  await t.db
    .updateTable('candidate')
    .set({ id_number: idNumber })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', row.candidateId)
    .execute();
  await t.db
    .updateTable('application')
    .set({ applicant_contact: `email:${email}` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', row.applicationId)
    .execute();
  return row;
}

async function finished(taskId: string) {
  return until(
    async () => (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${taskId}`, { token: admin })).body.data,
    (x) => ['succeeded', 'failed', 'cancelled'].includes(x.status),
  );
}

/** Anonymises everything already due, so each test counts its own candidates. */
async function anonymiseDue() {
  const before = await t.call<DataRetention>('POST', BASE, { token: admin, body: {} });
  if (before.body.data.dueCount === 0) return;
  const started = await t.call<AnonymiseStarted>('POST', `${BASE}/anonymise`, { token: admin, body: {} });
  await finished(started.body.data.taskId);
}

beforeAll(async () => {
  t = await createTestApp();
  const c = await jobTestContext(t);
  admin = c.admin;
  viewer = (await t.login('demo', 'viewer')).token;
  other = (await t.login('demo2', 'admin')).token;
  tenantId = await tenantIdOf(t, 'demo');
  jobId = await publishedJob(c);
  await publishEmptyDesign(t, tenantId);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('更多设置 (issue 17)', () => {
  it('a tenant that never saved keeps data 24 months after its season closed, with no consent text', async () => {
    const res = await t.call<DataRetention>('POST', BASE, { token: viewer, body: {} });
    expect(res.status).toBe(200);
    const { cutoff, lastClosedSeason } = retentionCutoff(t.clock.now(), 24);
    expect(res.body.data).toMatchObject({ retentionMonths: 24, consentText: '', cutoff, lastClosedSeason });
  });

  it('retentionCutoff: candidates of seasons closed more than the period ago are past it', () => {
    // 2026-11-26 less 24 months is 2024-11-26, in season 2024-2025: 2023-2024 closed on 2024-07-01.
    const now = Date.UTC(2026, 10, 26);
    expect(retentionCutoff(now, 24)).toEqual({
      cutoff: seasonRange(2024).from,
      lastClosedSeason: '2023-2024招聘季',
    });
    expect(retentionCutoff(now, 1).lastClosedSeason).toBe('2025-2026招聘季');
  });

  it('refuses bad input with a message naming the field and changes nothing; read-only users cannot save', async () => {
    const cases: Array<[unknown, string]> = [
      [{ retentionMonths: 0 }, '保留时长最少1个月'],
      [{ retentionMonths: 121 }, '保留时长最多120个月'],
      [{ retentionMonths: 1.5 }, '保留时长须为整数个月'],
      [{}, '请输入保留时长'],
      [{ retentionMonths: 12, consentText: 'x'.repeat(2001) }, '个人信息处理说明最多2000个字符'],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call('POST', `${BASE}/save`, { token: admin, body });
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 400, msg: `参数错误：${msg}` });
    }
    const readOnly = await t.call('POST', `${BASE}/save`, { token: viewer, body: { retentionMonths: 12 } });
    expect(readOnly.status).toBe(403);
    const rows = await t.db.selectFrom('tenant_setting').select('key').where('key', '=', 'dataRetention').execute();
    expect(rows).toEqual([]);
  });

  it('anonymises the candidates past retention as a task of the task centre: personal data gone, statistics kept, audited', async () => {
    await anonymiseDue();
    const old = await personOf('old@example.com', '110101200301011234', inSeason(2020, 10));
    const archived = await personOf('archived@example.com', '110101200301015678', inSeason(2021, 10));
    // Moved to the history pool: its copy there is anonymised too.
    const app = await t.db
      .selectFrom('application')
      .selectAll()
      .where('id', '=', archived.applicationId)
      .executeTakeFirstOrThrow();
    await new HistoryRepository(t.db).insert(t.db, [
      {
        tenant_id: tenantId,
        id: 'hist-anon-1',
        season: 2021,
        archive_id: 'archive-anon',
        candidate_id: archived.candidateId,
        resume_id: app.resume_id,
        job_id: jobId,
        job_name: '职位',
        step_id: app.step_id,
        step_name: '初筛',
        inbox_status: app.inbox_status,
        score: null,
        name: '陈旧',
        gender: 1,
        mobile: app.mobile,
        email: 'archived@example.com',
        school: '浙江大学',
        degree: '本科',
        major: '计算机科学与技术',
        graduation_year: 2027,
        region: '浙江',
        source: '官网',
        applied_at: inSeason(2021, 10),
        archived_at: t.clock.now(),
      },
    ]);
    // Applied in an old season and again this one: kept.
    const returning = await personOf('back@example.com', '110101200301019999', inSeason(2020, 20));
    await t.db
      .updateTable('application')
      .set({ applied_at: t.clock.now() - DAY })
      .where('id', '=', returning.applicationId)
      .execute();

    const info = await t.call<DataRetention>('POST', BASE, { token: admin, body: {} });
    expect(info.body.data.dueCount).toBe(2);
    const started = await t.call<AnonymiseStarted>('POST', `${BASE}/anonymise`, { token: admin, body: {} });
    expect(started.status).toBe(200);
    expect(started.body.msg).toBe('已提交匿名化任务，可在任务中心查看进度');
    const task = await finished(started.body.data.taskId);
    expect(task).toMatchObject({
      kind: ANONYMISE_KIND,
      kindLabel: '候选人数据匿名化',
      status: 'succeeded',
      done: 2,
      total: 2,
    });

    for (const row of [old, archived]) {
      expect(await candidate(row.candidateId)).toEqual({
        name: '已匿名',
        mobile: `anon:${row.candidateId}`,
        email: '',
        id_number: null,
        birth_date: '',
        gender: 1,
      });
      const resume = await t.db
        .selectFrom('resume')
        .select(['answers_json', 'school', 'major', 'degree', 'graduation_year'])
        .where('candidate_id', '=', row.candidateId)
        .executeTakeFirstOrThrow();
      expect(resume).toEqual({
        answers_json: '{}',
        school: '浙江大学',
        major: '计算机科学与技术',
        degree: '本科',
        graduation_year: 2027,
      });
      const copy = await t.db
        .selectFrom('application')
        .select(['name', 'email', 'applicant_contact', 'search_text'])
        .where('id', '=', row.applicationId)
        .executeTakeFirstOrThrow();
      expect(copy).toMatchObject({ name: '已匿名', email: '', applicant_contact: null });
      expect(copy.search_text).not.toContain('example');
    }
    expect(
      await t.db.selectFrom('history_application').select(['name', 'mobile', 'email']).where('id', '=', 'hist-anon-1').executeTakeFirstOrThrow(),
    ).toEqual({ name: '已匿名', mobile: '', email: '' });
    expect(await candidate(returning.candidateId)).toMatchObject({ name: '陈旧', email: 'back@example.com' });

    const after = await t.call<DataRetention>('POST', BASE, { token: admin, body: {} });
    expect(after.body.data).toMatchObject({ dueCount: 0, latestTask: { status: 'succeeded', done: 2 } });
    expect(after.body.data.anonymisedCount).toBeGreaterThanOrEqual(2);
    const again = await t.call('POST', `${BASE}/anonymise`, { token: admin, body: {} });
    expect({ status: again.status, msg: again.body.msg }).toEqual({ status: 400, msg: '没有超过保留期限的候选人' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('tenant_id', '=', tenantId)
      .where('detail', '=', '开始匿名化候选人数据')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('read-only users and other tenants cannot start it', async () => {
    await personOf('ro@example.com', '', inSeason(2019, 3));
    const readOnly = await t.call('POST', `${BASE}/anonymise`, { token: viewer, body: {} });
    expect(readOnly.status).toBe(403);
    const elsewhere = await t.call('POST', `${BASE}/anonymise`, { token: other, body: {} });
    expect({ status: elsewhere.status, msg: elsewhere.body.msg }).toEqual({
      status: 400,
      msg: '没有超过保留期限的候选人',
    });
    const mine = await t.call<DataRetention>('POST', BASE, { token: admin, body: {} });
    expect(mine.body.data.dueCount).toBe(1);
  });

  it('a task killed after a committed batch resumes with what is left: each candidate anonymised once', async () => {
    await anonymiseDue();
    const rows: Array<{ candidateId: string }> = [];
    for (let i = 0; i < 5; i++) rows.push(await personOf(`kill${i}@example.com`, '', inSeason(2018, i)));
    const service = new DataRetentionService(t.db, t.clock, t.app.tasks, t.app.files);
    const handler = service.handler(2);
    const { cutoff } = retentionCutoff(t.clock.now(), 24);
    const run = killableRun(t.db, { tenantId, taskId: 'task-anon-kill', kind: ANONYMISE_KIND, params: { cutoff } });
    await expect(handler.run(run.context(1))).rejects.toThrow('process killed');
    const named = async () =>
      (await Promise.all(rows.map((r) => candidate(r.candidateId)))).filter((c) => c.name === '已匿名').length;
    expect(await named()).toBe(2);
    await handler.run(run.context(null));
    expect(run.steps()).toBe(3);
    expect(JSON.parse(run.checkpoint() ?? '{}')).toEqual({ done: 5 });
    expect(await named()).toBe(5);
    // Idempotent: a run with nothing left changes nothing.
    await handler.run(run.context(null));
    expect(run.steps()).toBe(3);
  });

  it('the consent text is served with the apply form; an apply must accept it once the tenant set one', async () => {
    const consentText = '我们将依据《个人信息保护法》处理您提交的简历信息，保留至招聘季结束后12个月。';
    const saved = await t.call<DataRetention>('POST', `${BASE}/save`, {
      token: admin,
      body: { retentionMonths: 12, consentText },
    });
    expect(saved.body).toMatchObject({ code: 200, msg: '保存成功', data: { retentionMonths: 12, consentText } });
    const design = await t.call<CareersResumeDesign>('GET', '/api/web/careers/demo/resume-design');
    expect(design.body.data.consentText).toBe(consentText);
    const otherDesign = await t.call<CareersResumeDesign>('GET', '/api/web/careers/demo2/resume-design');
    expect(otherDesign.body.data.consentText).toBe('');

    const form = ApplyRequest.parse({
      name: '周同意',
      mobile: '13600000321',
      gender: 2,
      school: '复旦大学',
      major: '金融学',
      degree: '硕士',
      graduationYear: 2026,
    });
    const refused = await t.applyAs('demo', jobId, form);
    expect({ status: refused.status, msg: refused.body.msg }).toEqual({
      status: 400,
      msg: '请阅读并同意个人信息处理说明',
    });
    expect(
      await t.db.selectFrom('candidate').select('id').where('mobile', '=', '13600000321').execute(),
    ).toEqual([]);
    const accepted = await t.applyAs('demo', jobId, { ...form, consentAccepted: true });
    expect(accepted.status).toBe(200);
  });
});
