import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonRange } from '@ehire/domain/contracts/history';
import type { AnonymiseStarted, DataRetention } from '@ehire/domain/contracts/settings';
import type { TaskAnswer } from '@ehire/domain/contracts/tasks';
import type { ApplyAs } from '@ehire/domain/apply/test-support/answers';
import type { CareersResumeDesign } from '@ehire/domain/apply/contract';
import { ANONYMISE_KIND } from '@ehire/domain/settings/data-retention';
import { retentionCutoff } from '@ehire/domain/settings/retention-cutoff';
import { killableRun, until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertApplication, jobTestContext, publishedJob, publishApplyDesign, tenantIdOf } from '../jobs/test-support';
import { HistoryRepository } from '../pools/history.repository';
import { DataRetentionService, nextDailyRun } from './data-retention.service';

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
  await publishApplyDesign(t, tenantId);
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
      [{ retentionMonths: 12, autoAnonymise: 'yes' }, '自动匿名化须为是或否'],
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

  it('issue 17 anonymisation also covers comments, notice records and replies, interview records, sms_outbox, sign-in codes and sessions and the audit log; statistics fields stay', async () => {
    await anonymiseDue();
    const now = t.clock.now();
    const gone = await personOf('trail@example.com', '', inSeason(2016, 5));
    const kept = await personOf('stays@example.com', '', now - DAY);
    await t.db
      .insertInto('interview_site')
      .values({
        id: 'site-anon',
        tenant_id: tenantId,
        kind: 'offline',
        name: '总部',
        address: '杭州',
        rooms_json: '[]',
        capacity: 10,
        contact: '',
        map_link: '',
        room_link: '',
        provider: '',
        host_code: '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('interview_arrangement')
      .values({
        id: 'arr-anon',
        tenant_id: tenantId,
        title: '一面',
        job_id: jobId,
        round: 'first',
        kind: 'offline',
        site_id: 'site-anon',
        cut_off_hours: 0,
        sequence: 0,
        created_by: 'op',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const contacts = new Map<string, { mobile: string; email: string }>();
    for (const [tag, row] of [
      ['gone', gone],
      ['kept', kept],
    ] as const) {
      const { mobile, email } = await candidate(row.candidateId);
      contacts.set(tag, { mobile, email });
      await t.db
        .insertInto('application_comment')
        .values({
          id: `c-${tag}`,
          tenant_id: tenantId,
          application_id: row.applicationId,
          actor_id: 'op',
          actor_name: '张招聘',
          content: '面试表现很好，家住西湖区',
          created_at: now,
        })
        .execute();
      await t.db
        .insertInto('notice_record')
        .values({
          id: `nr-${tag}`,
          tenant_id: tenantId,
          task_id: null,
          channel: 'email',
          template_id: null,
          template_name: '面试通知',
          application_id: row.applicationId,
          candidate_id: row.candidateId,
          candidate_name: '陈旧',
          job_id: jobId,
          job_name: '职位',
          to_address: email,
          subject: '陈旧，您好',
          body: '陈旧同学，请于周一来面试',
          status: 'sent',
          reason: '',
          segments: 0,
          reply_token: `tok-${tag}`,
          operator_id: 'op',
          operator_name: '张招聘',
          created_at: now,
          sent_at: now,
        })
        .execute();
      await t.db
        .insertInto('notice_reply')
        .values({
          id: `rp-${tag}`,
          tenant_id: tenantId,
          record_id: `nr-${tag}`,
          operator_id: 'op',
          source: 'email',
          from_address: email,
          content: '收到，我会准时到',
          read_at: null,
          created_at: now,
        })
        .execute();
      await t.db
        .insertInto('interview_invitation')
        .values({
          id: `inv-${tag}`,
          tenant_id: tenantId,
          arrangement_id: 'arr-anon',
          application_id: row.applicationId,
          candidate_id: row.candidateId,
          slot_id: null,
          status: 'invited',
          token_hash: `th-${tag}`,
          sequence: 0,
          channels: 'email',
          note: '请带作品集',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await t.db
        .insertInto('interview_evaluation')
        .values({
          id: `ev-${tag}`,
          tenant_id: tenantId,
          invitation_id: `inv-${tag}`,
          interviewer_id: 'op',
          interviewer_name: '李面试官',
          score: 4,
          comment: '沟通能力强，期望薪资2万',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await t.db
        .insertInto('interview_notice')
        .values({
          id: `in-${tag}`,
          tenant_id: tenantId,
          invitation_id: `inv-${tag}`,
          purpose: 'invite',
          sequence: 0,
          channel: 'email',
          recipient: email,
          status: 'sent',
          error: '',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await t.db
        .insertInto('sms_outbox')
        .values({ tenant_id: tenantId, id: `sms-${tag}`, mobile, text: '您的验证码是123456', purpose: 'candidate-code', created_at: now })
        .execute();
      await t.db
        .insertInto('candidate_code')
        .values({
          tenant_id: tenantId,
          id: `code-${tag}`,
          channel: 'mobile',
          address: mobile,
          code_hash: 'h',
          ip: '1.2.3.4',
          created_at: now,
          expires_at: now + DAY,
          used_at: null,
        })
        .execute();
      await t.db
        .insertInto('candidate_session')
        .values({
          tenant_id: tenantId,
          id: `sess-${tag}`,
          token_hash: `st-${tag}`,
          channel: 'email',
          address: email,
          created_at: now,
          expires_at: now + DAY,
          revoked_at: null,
        })
        .execute();
      await t.db
        .insertInto('audit_log')
        .values([
          {
            id: `au-op-${tag}`,
            tenant_id: tenantId,
            principal_kind: 'operator',
            principal_id: 'op',
            action: '1201',
            target_type: 'application',
            target_id: row.applicationId,
            detail: '查看陈旧的简历',
            ip: '10.0.0.1',
            created_at: now,
          },
          {
            id: `au-anon-${tag}`,
            tenant_id: tenantId,
            principal_kind: 'anonymous',
            principal_id: null,
            action: '1001',
            target_type: 'application',
            target_id: row.applicationId,
            detail: '陈旧投递了职位',
            ip: '8.8.8.8',
            created_at: now,
          },
        ])
        .execute();
    }

    const started = await t.call<AnonymiseStarted>('POST', `${BASE}/anonymise`, { token: admin, body: {} });
    expect(await finished(started.body.data.taskId)).toMatchObject({ status: 'succeeded', done: 1, total: 1 });

    const one = async <T extends keyof typeof trail>(table: T, id: string) => trail[table](id);
    const trail = {
      comment: (id: string) =>
        t.db.selectFrom('application_comment').select(['content', 'actor_name', 'created_at']).where('id', '=', id).executeTakeFirst(),
      record: (id: string) =>
        t.db
          .selectFrom('notice_record')
          .select(['candidate_name', 'to_address', 'subject', 'body', 'status', 'template_name', 'segments', 'channel'])
          .where('id', '=', id)
          .executeTakeFirst(),
      reply: (id: string) =>
        t.db.selectFrom('notice_reply').select(['from_address', 'content', 'source']).where('id', '=', id).executeTakeFirst(),
      invitation: (id: string) =>
        t.db.selectFrom('interview_invitation').select(['note', 'status']).where('id', '=', id).executeTakeFirst(),
      evaluation: (id: string) =>
        t.db.selectFrom('interview_evaluation').select(['comment', 'score', 'interviewer_name']).where('id', '=', id).executeTakeFirst(),
      interviewNotice: (id: string) =>
        t.db.selectFrom('interview_notice').select(['recipient', 'status']).where('id', '=', id).executeTakeFirst(),
      sms: (id: string) =>
        t.db.selectFrom('sms_outbox').select(['mobile', 'text', 'purpose']).where('id', '=', id).executeTakeFirst(),
      code: (id: string) => t.db.selectFrom('candidate_code').select('address').where('id', '=', id).executeTakeFirst(),
      session: (id: string) => t.db.selectFrom('candidate_session').select('address').where('id', '=', id).executeTakeFirst(),
      audit: (id: string) =>
        t.db.selectFrom('audit_log').select(['detail', 'ip', 'action', 'target_id']).where('id', '=', id).executeTakeFirst(),
    };

    expect(await one('comment', 'c-gone')).toEqual({ content: '已匿名', actor_name: '张招聘', created_at: now });
    expect(await one('record', 'nr-gone')).toEqual({
      candidate_name: '已匿名',
      to_address: '',
      subject: '',
      body: '',
      status: 'sent',
      template_name: '面试通知',
      segments: 0,
      channel: 'email',
    });
    expect(await one('reply', 'rp-gone')).toEqual({ from_address: '', content: '', source: 'email' });
    expect(await one('invitation', 'inv-gone')).toEqual({ note: '', status: 'invited' });
    expect(await one('evaluation', 'ev-gone')).toEqual({ comment: '', score: 4, interviewer_name: '李面试官' });
    expect(await one('interviewNotice', 'in-gone')).toEqual({ recipient: '', status: 'sent' });
    expect(await one('sms', 'sms-gone')).toEqual({ mobile: '', text: '', purpose: 'candidate-code' });
    expect(await one('code', 'code-gone')).toBeUndefined();
    expect(await one('session', 'sess-gone')).toBeUndefined();
    expect(await one('audit', 'au-op-gone')).toEqual({
      detail: '已匿名',
      ip: '10.0.0.1',
      action: '1201',
      target_id: gone.applicationId,
    });
    expect(await one('audit', 'au-anon-gone')).toMatchObject({ detail: '已匿名', ip: '' });

    // The candidate still within retention keeps everything.
    const stays = contacts.get('kept')!;
    expect(await one('comment', 'c-kept')).toMatchObject({ content: '面试表现很好，家住西湖区' });
    expect(await one('record', 'nr-kept')).toMatchObject({ candidate_name: '陈旧', to_address: stays.email });
    expect(await one('reply', 'rp-kept')).toMatchObject({ content: '收到，我会准时到' });
    expect(await one('invitation', 'inv-kept')).toMatchObject({ note: '请带作品集' });
    expect(await one('evaluation', 'ev-kept')).toMatchObject({ comment: '沟通能力强，期望薪资2万' });
    expect(await one('interviewNotice', 'in-kept')).toMatchObject({ recipient: stays.email });
    expect(await one('sms', 'sms-kept')).toMatchObject({ mobile: stays.mobile });
    expect(await one('code', 'code-kept')).toEqual({ address: stays.mobile });
    expect(await one('session', 'sess-kept')).toEqual({ address: stays.email });
    expect(await one('audit', 'au-anon-kept')).toMatchObject({ detail: '陈旧投递了职位', ip: '8.8.8.8' });
  });

  it('issue 17 automatic anonymisation: turned on, the daily 03:00 schedule anonymises those past retention (fake clock); turned off, nothing', async () => {
    const now = t.clock.now();
    try {
      await autoAnonymisation(now);
    } finally {
      t.clock.set(now);
    }
  });

  async function autoAnonymisation(now: number) {
    await anonymiseDue();
    const first = await personOf('auto1@example.com', '', inSeason(2017, 1));
    const on = await t.call<DataRetention>('POST', `${BASE}/save`, {
      token: admin,
      body: { retentionMonths: 24, autoAnonymise: true },
    });
    expect(on.status).toBe(200);
    const at = nextDailyRun(now);
    expect(new Date(at).getUTCHours()).toBe(19); // 03:00 China time
    expect(at).toBeGreaterThan(now);
    expect(on.body.data).toMatchObject({ autoAnonymise: true, nextAutoRun: at, dueCount: 1 });
    // Saving again keeps the time of the next run.
    const again = await t.call<DataRetention>('POST', `${BASE}/save`, {
      token: admin,
      body: { retentionMonths: 24, autoAnonymise: true },
    });
    expect(again.body.data.nextAutoRun).toBe(at);

    // Before 03:00 nothing happens.
    t.clock.set(at - 1);
    expect(await t.app.tasks.runDueSchedules()).toBe(0);
    expect((await candidate(first.candidateId)).name).toBe('陈旧');

    // At 03:00 the task is submitted by the schedule (no requester) and anonymises the candidate.
    t.clock.set(at);
    expect(await t.app.tasks.runDueSchedules()).toBe(1);
    const scheduled = await t.app.tasks.latest({ tenantId }, ANONYMISE_KIND);
    expect(scheduled?.requestedBy).toBeNull();
    await until(
      () => t.app.tasks.get({ tenantId }, scheduled!.id),
      (x) => x?.status === 'succeeded',
    );
    expect(await candidate(first.candidateId)).toMatchObject({ name: '已匿名', email: '' });
    // (A day later the morning's sign-in has expired: sign in again.)
    const token = (await t.login('demo', 'admin')).token;
    const tasks = await t.call<{ rows: Array<{ summary: string; status: string }> }>('GET', '/api/biz/tasks', {
      token,
      query: { kind: ANONYMISE_KIND, scope: 'all' },
    });
    expect(tasks.body.data.rows[0]).toMatchObject({
      summary: expect.stringMatching(/^自动匿名化：.+及以前：1名候选人$/),
      status: 'succeeded',
    });
    const info = await t.call<DataRetention>('POST', BASE, { token, body: {} });
    expect(info.body.data).toMatchObject({ dueCount: 0, nextAutoRun: at + DAY });

    // The next day nobody is due: the schedule looks, and submits nothing.
    const count = async () =>
      (await t.db.selectFrom('task').select('id').where('kind', '=', ANONYMISE_KIND).execute()).length;
    const before = await count();
    t.clock.set(at + DAY);
    expect(await t.app.tasks.runDueSchedules()).toBe(1);
    expect(await count()).toBe(before);

    // Turned off: candidates past retention stay until someone starts it.
    const off = await t.call<DataRetention>('POST', `${BASE}/save`, {
      token: (await t.login('demo', 'admin')).token,
      body: { retentionMonths: 24, autoAnonymise: false },
    });
    expect(off.body.data).toMatchObject({ autoAnonymise: false, nextAutoRun: null });
    const second = await personOf('auto2@example.com', '', inSeason(2017, 2));
    t.clock.set(at + 3 * DAY);
    expect(await t.app.tasks.runDueSchedules()).toBe(0);
    expect((await candidate(second.candidateId)).name).toBe('陈旧');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('tenant_id', '=', tenantId)
      .where('detail', 'in', ['修改更多设置：保留24个月，自动匿名化开启', '修改更多设置：保留24个月，自动匿名化关闭'])
      .execute();
    expect(audit.length).toBe(3);
  }

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

    const form: ApplyAs = {
      name: '周同意',
      mobile: '13600000321',
      gender: 2,
      school: '复旦大学',
      major: '金融学',
      degree: '硕士',
      graduationYear: 2026,
    };
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
