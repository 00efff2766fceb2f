import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArrangementDetail,
  ArrangementSaveAnswer,
  Booking,
  CalendarDay,
  CandidateInvitation,
  InviteAnswer,
  MyInterview,
  Site,
  Slot,
} from '@ehire/domain/contracts/interviews';
import { chinaDateOf } from '@ehire/domain/interviews/slots';
import { createTestApp, type TestApp } from '../../test/harness';
import { until } from '../../platform/tasks/test-support';
import type { MailSender, OutgoingMail } from '../delivery/mail-sender';
import {
  insertApplication,
  interviewStepOf,
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';
import type { LedgerBalances } from '../../platform/balances/ledger-balances';

// Issue 15 through the API: sites, arrangements, bulk slots and their rules, invitations (balance,
// links, notices with .ics), candidate self-booking with its refusals, evaluations, the calendar.
// SQLite by default; PostgreSQL with TEST_DATABASE_URL.

const mails: OutgoingMail[] = [];
const mailSender: MailSender = { send: async (mail) => void mails.push(mail) };

let t: TestApp;
let c: JobTestContext;
let tenantId: string;
let jobId: string;
let interviewStepSort: number;
let adminId: string;
let viewerId: string;
let seq = 0;

const DAY = 86_400_000;
const day = (offset: number) => chinaDateOf(t.clock.now() + offset * DAY);

async function newApplication(name: string, email = ''): Promise<string> {
  seq += 1;
  const made = await insertApplication(t, jobId, {
    name,
    email,
    mobile: `1370000${String(seq).padStart(4, '0')}`,
    stepSort: interviewStepSort,
  });
  return made.applicationId;
}

/** Sets the interview invitation balance to n through the ledger (issue 19): grants or uses the difference. */
async function setBalance(n: number) {
  const ledger = t.app.balances as LedgerBalances;
  const current = await ledger.available(tenantId, 'interview');
  const ref = { refType: 'test', refId: `set-${n}-${Date.now()}` };
  if (n > current)
    await ledger.grant(tenantId, 'interview', {
      quantity: n - current,
      expiresAt: null,
      sourceType: 'test',
      sourceId: ref.refId,
      note: '测试充值',
    });
  else if (n < current) await ledger.consume(tenantId, 'interview', current - n, ref);
}

async function balance(): Promise<number> {
  return t.app.balances.available(tenantId, 'interview');
}

async function site(kind: 'offline' | 'video' = 'offline', rooms = ['A101', 'A102']): Promise<Site> {
  const made = await t.call<Site>('POST', '/api/biz/interviews/sites', {
    token: c.admin,
    body: {
      kind,
      name: kind === 'offline' ? '杭州总部' : '腾讯会议',
      address: '杭州市西湖区文三路 90 号',
      rooms,
      capacity: 20,
      contact: '王老师 0571-88886666',
      mapLink: 'https://map.example.com/x',
      roomLink: kind === 'video' ? 'https://meeting.example.com/123' : '',
      hostCode: kind === 'video' ? '8888' : '',
    },
  });
  expect(made.status).toBe(200);
  return made.body.data;
}

async function arrangement(siteId: string, title = '软件工程师初试', kind: 'offline' | 'video' = 'offline') {
  const made = await t.call<ArrangementSaveAnswer>('POST', '/api/biz/interviews/arrangements', {
    token: c.admin,
    body: { title, jobId, round: 'first', kind, siteId, cutOffHours: 2 },
  });
  expect(made.status).toBe(200);
  return made.body.data.id;
}

const detail = async (id: string) =>
  (await t.call<ArrangementDetail>('GET', `/api/biz/interviews/arrangements/${id}`, { token: c.admin })).body
    .data;

const tokenOf = (link: string) => link.split('/').pop()!;
const candidate = (token: string, path = '', body?: unknown, cookies?: Record<string, string>) =>
  t.call<CandidateInvitation>(
    body === undefined ? 'GET' : 'POST',
    `/api/web/careers/demo/interview/${token}${path}`,
    {
      body,
      cookies,
    },
  );

beforeAll(async () => {
  t = await createTestApp({}, { mailSender, taskTuning: { pollMs: 20 } });
  c = await jobTestContext(t);
  tenantId = await tenantIdOf(t, 'demo');
  jobId = await publishedJob(c);
  const step = await interviewStepOf(t, jobId);
  const steps = await t.db
    .selectFrom('flow_step')
    .select('sort')
    .where('flow_id', '=', step.flowId)
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .execute();
  interviewStepSort = steps.findIndex((s) => s.sort === step.sort) + 1;
  const ops = await t.db
    .selectFrom('operator')
    .select(['id', 'username'])
    .where('tenant_id', '=', tenantId)
    .execute();
  adminId = ops.find((o) => o.username === 'admin')!.id;
  viewerId = ops.find((o) => o.username === 'viewer')!.id;
  await t.db.updateTable('operator').set({ email: 'admin@demo.example' }).where('id', '=', adminId).execute();
});

afterAll(async () => {
  await t?.close();
});

describe('slots', () => {
  it('creates slots in bulk: every 30 minutes 9:00-12:00 over three days in two rooms', async () => {
    const s = await site();
    const id = await arrangement(s.id);
    const made = await t.call<Slot[]>('POST', `/api/biz/interviews/arrangements/${id}/slots/bulk`, {
      token: c.admin,
      body: {
        dates: [day(3), day(4), day(5)],
        from: '09:00',
        to: '12:00',
        everyMinutes: 30,
        rooms: ['A101', 'A102'],
        interviewerIds: [],
        capacity: 2,
      },
    });
    expect(made.status).toBe(200);
    expect(made.body.msg).toBe('已生成 36 个时段');
    expect((await detail(id)).slots).toHaveLength(36);
  });

  it('refuses a room overlap, a double-booked interviewer and a slot in the past, saving nothing', async () => {
    const s = await site('offline', ['B201', 'B202']);
    const first = await arrangement(s.id, '产品经理初试');
    const second = await arrangement(s.id, '产品经理复试');
    const ok = await t.call('POST', `/api/biz/interviews/arrangements/${first}/slots`, {
      token: c.admin,
      body: [
        {
          date: day(6),
          startTime: '10:00',
          endTime: '10:30',
          room: 'B201',
          interviewerIds: [adminId],
          capacity: 1,
        },
      ],
    });
    expect(ok.status).toBe(200);
    const room = await t.call('POST', `/api/biz/interviews/arrangements/${second}/slots`, {
      token: c.admin,
      body: [
        { date: day(6), startTime: '11:00', endTime: '11:30', room: 'B202', interviewerIds: [], capacity: 1 },
        { date: day(6), startTime: '10:15', endTime: '10:45', room: 'B201', interviewerIds: [], capacity: 1 },
      ],
    });
    expect(room.status).toBe(400);
    expect(room.body.msg).toBe(
      `面试间「B201」在 ${day(6)} 10:15-10:45 与时段 ${day(6)} 10:00-10:30 时间重叠`,
    );
    const person = await t.call('POST', `/api/biz/interviews/arrangements/${second}/slots`, {
      token: c.admin,
      body: [
        {
          date: day(6),
          startTime: '10:00',
          endTime: '10:30',
          room: 'B202',
          interviewerIds: [adminId],
          capacity: 1,
        },
      ],
    });
    expect(person.status).toBe(400);
    expect(person.body.msg).toMatch(/^面试官「.+」在 .+ 已有时段 .+，不能同时参加两场面试$/);
    const past = await t.call('POST', `/api/biz/interviews/arrangements/${second}/slots`, {
      token: c.admin,
      body: [
        {
          date: day(-1),
          startTime: '10:00',
          endTime: '10:30',
          room: 'B202',
          interviewerIds: [],
          capacity: 1,
        },
      ],
    });
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe(`时段 ${day(-1)} 10:00-10:30 已过去，不能安排面试`);
    const unknownRoom = await t.call('POST', `/api/biz/interviews/arrangements/${second}/slots`, {
      token: c.admin,
      body: [
        { date: day(7), startTime: '10:00', endTime: '10:30', room: 'Z999', interviewerIds: [], capacity: 1 },
      ],
    });
    expect(unknownRoom.body.msg).toBe('面试间：「Z999」面试间不属于所选面试地点');
    expect((await detail(second)).slots).toHaveLength(0);
  });
});

describe('invitations and booking', () => {
  let arrangementId: string;
  let slots: Slot[];
  let links: InviteAnswer['links'];
  let apps: string[];

  beforeAll(async () => {
    const s = await site('offline', ['C301']);
    arrangementId = await arrangement(s.id, 'Java开发初试');
    const made = await t.call<Slot[]>('POST', `/api/biz/interviews/arrangements/${arrangementId}/slots`, {
      token: c.admin,
      body: [
        {
          date: day(8),
          startTime: '09:00',
          endTime: '09:30',
          room: 'C301',
          interviewerIds: [adminId],
          capacity: 1,
        },
        {
          date: day(8),
          startTime: '09:30',
          endTime: '10:00',
          room: 'C301',
          interviewerIds: [adminId],
          capacity: 2,
        },
      ],
    });
    slots = made.body.data;
    apps = [
      await newApplication('张三', 'zhangsan@example.com'),
      await newApplication('李四', 'lisi@example.com'),
      await newApplication('王五'),
    ];
  });

  it('refuses an invitation when the interview balance is exhausted (invite check), saving nothing', async () => {
    await setBalance(2);
    const check = await t.call<{ enough: boolean; message: string }>(
      'GET',
      '/api/biz/interviews/invite-check',
      { token: c.admin, query: { count: '3' } },
    );
    expect(check.body.data).toEqual({
      available: 2,
      enough: false,
      message: '面试邀请余额不足，请先购买面试邀请额度后再发送邀请',
    });
    const refused = await t.call('POST', `/api/biz/interviews/arrangements/${arrangementId}/invitations`, {
      token: c.admin,
      body: { applicationIds: apps, channels: ['email', 'sms'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('面试邀请余额不足，请先购买面试邀请额度后再发送邀请');
    expect(await balance()).toBe(2);
    expect((await detail(arrangementId)).invitations).toHaveLength(0);
  });

  it('invites three candidates: links, balance consumed, inbox status 已安排面试, email with .ics', async () => {
    await setBalance(100);
    const made = await t.call<InviteAnswer>(
      'POST',
      `/api/biz/interviews/arrangements/${arrangementId}/invitations`,
      {
        token: c.admin,
        body: { applicationIds: apps, channels: ['email', 'sms'], note: '请携带简历' },
      },
    );
    expect(made.status).toBe(200);
    expect(made.body.msg).toBe('面试邀请已提交发送');
    links = made.body.data.links;
    expect(links).toHaveLength(3);
    expect(links[0]!.link).toMatch(/^\/careers\/demo\/interview\/[A-Za-z0-9_-]{43}$/);
    expect(await balance()).toBe(97);
    const statuses = await t.db
      .selectFrom('application')
      .select('inbox_status')
      .where('id', 'in', apps)
      .execute();
    expect(statuses.map((s) => s.inbox_status)).toEqual(['06', '06', '06']);
    await until(
      async () => mails.filter((m) => m.subject === '面试邀请：Java开发初试').length,
      (n) => n === 2,
    );
    const sms = await t.db
      .selectFrom('sms_outbox')
      .select('text')
      .where('purpose', '=', 'interview')
      .execute();
    expect(sms.some((s) => s.text.startsWith('【面试邀请】张三，Java开发初试'))).toBe(true);
    const again = await t.call('POST', `/api/biz/interviews/arrangements/${arrangementId}/invitations`, {
      token: c.admin,
      body: { applicationIds: [apps[0]] },
    });
    expect(again.body.msg).toBe('候选人「张三」已受邀参加本次面试安排');
  });

  it('the candidate books with the link; full, past and foreign links are refused', async () => {
    const zhang = tokenOf(links[0]!.link);
    const seen = await candidate(zhang);
    expect(seen.body.data).toMatchObject({
      candidateName: '张三',
      title: 'Java开发初试',
      statusLabel: '待预约',
      changeable: true,
    });
    expect(seen.body.data.slots.map((s) => s.left)).toEqual([1, 2]);
    const booked = await candidate(zhang, '/book', { slotId: slots[0]!.id });
    expect(booked.body.msg).toBe('预约成功');
    const full = await candidate(tokenOf(links[1]!.link), '/book', { slotId: slots[0]!.id });
    expect(full.status).toBe(400);
    expect(full.body.msg).toBe('该时段已约满，请选择其他时段');
    // 王五 signed in on the careers site cannot use 张三's link.
    const wang = await t.candidateSignIn('demo', '13700000003');
    const foreign = await candidate(zhang, '/book', { slotId: slots[1]!.id }, wang);
    expect(foreign.status).toBe(403);
    expect(foreign.body.msg).toBe('该面试邀请不属于当前登录的候选人');
    const bad = await candidate('x'.repeat(43));
    expect(bad.status).toBe(404);
    expect(bad.body.msg).toBe('面试邀请不存在或链接已失效');
    const bookings = await t.call<Booking[]>('GET', `/api/biz/interviews/applications/${apps[0]}`, {
      token: c.admin,
    });
    expect(bookings.body.data[0]).toMatchObject({
      statusLabel: '已安排',
      date: day(8),
      startTime: '09:00',
      room: 'C301',
    });
    const rows = await detail(arrangementId);
    expect(rows.slots.map((s) => s.booked)).toEqual([1, 0]);
  });

  it('a closed slot is refused; changing moves the seat; the .ics keeps its UID and raises SEQUENCE', async () => {
    const li = tokenOf(links[1]!.link);
    await t.call('POST', `/api/biz/interviews/slots/${slots[1]!.id}/close`, {
      token: c.admin,
      body: { closed: true },
    });
    const closed = await candidate(li, '/book', { slotId: slots[1]!.id });
    expect(closed.body.msg).toBe('该时段已关闭，请选择其他时段');
    await t.call('POST', `/api/biz/interviews/slots/${slots[1]!.id}/close`, {
      token: c.admin,
      body: { closed: false },
    });
    const zhang = tokenOf(links[0]!.link);
    const first = await t.call('GET', `/api/biz/interviews/invitations/${links[0]!.invitationId}/ics`, {
      token: c.admin,
    });
    expect(first.response.body).toContain(`UID:interview-${links[0]!.invitationId}@ehire`);
    expect(first.response.body).toContain('SEQUENCE:1');
    expect((await candidate(zhang, '/book', { slotId: slots[1]!.id })).body.msg).toBe('预约成功');
    const second = await t.call('GET', `/api/biz/interviews/invitations/${links[0]!.invitationId}/ics`, {
      token: c.admin,
    });
    expect(second.response.body).toContain(`UID:interview-${links[0]!.invitationId}@ehire`);
    expect(second.response.body).toContain('SEQUENCE:2');
    expect((await detail(arrangementId)).slots.map((s) => s.booked)).toEqual([0, 1]);
    // The recruiter cancels: METHOD:CANCEL to candidate and interviewer.
    await t.call('POST', `/api/biz/interviews/invitations/${links[0]!.invitationId}/cancel`, {
      token: c.admin,
      body: {},
    });
    await until(
      async () => mails.filter((m) => m.subject.startsWith('面试取消通知')),
      (found) => found.length === 2,
    );
    const cancel = mails.find((m) => m.subject.startsWith('面试取消通知'))!;
    const ics = cancel.attachments[0]!.content.toString();
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('SEQUENCE:3');
    expect((await detail(arrangementId)).slots.map((s) => s.booked)).toEqual([0, 0]);
    const gone = await candidate(zhang, '/book', { slotId: slots[1]!.id });
    expect(gone.body.msg).toBe('该面试邀请已结束，不能再预约或修改');
  });

  it('the cut-off stops changes shortly before the slot', async () => {
    const li = tokenOf(links[1]!.link);
    expect((await candidate(li, '/book', { slotId: slots[0]!.id })).body.msg).toBe('预约成功');
    const saved = t.clock.now();
    // 2 hours cut-off: move the clock to 1 hour before the slot.
    const slotStart = Date.parse(`${day(8)}T09:00:00+08:00`);
    t.clock.set(slotStart - 3600_000);
    const late = await candidate(li, '/cancel', {});
    expect(late.body.msg).toBe('已超过修改截止时间，不能再预约、改约或取消');
    t.clock.set(saved);
    c.admin = (await t.login('demo', 'admin')).token;
  });

  it('editing an arrangement with bookings warns and notifies with a new version', async () => {
    const s = (await detail(arrangementId)).site;
    const before = mails.length;
    const edited = await t.call<ArrangementSaveAnswer>(
      'PUT',
      `/api/biz/interviews/arrangements/${arrangementId}`,
      {
        token: c.admin,
        body: {
          title: 'Java开发初试（改期通知）',
          jobId,
          round: 'first',
          kind: 'offline',
          siteId: s.id,
          cutOffHours: 2,
        },
      },
    );
    expect(edited.body.data.warning).toBe('该面试安排已有候选人预约，修改后将通知已预约的候选人和面试官');
    expect(edited.body.msg).toBe(edited.body.data.warning);
    await until(
      async () => mails.slice(before).filter((m) => m.subject.startsWith('面试安排变更')).length,
      (n) => n >= 2,
    );
  });

  it("the interviewer sees today's interviews and evaluates; the evaluation shows in the talent details", async () => {
    const slotStart = Date.parse(`${day(8)}T08:00:00+08:00`);
    const saved = t.clock.now();
    t.clock.set(slotStart);
    const token = (await t.login('demo', 'admin')).token;
    const mine = await t.call<MyInterview[]>('GET', '/api/biz/interviews/mine', { token });
    expect(mine.body.data.map((m) => m.candidateName)).toEqual(['李四']);
    t.clock.set(saved);
    c.admin = (await t.login('demo', 'admin')).token;
    const bad = await t.call('POST', `/api/biz/interviews/invitations/${links[1]!.invitationId}/evaluation`, {
      token: c.admin,
      body: { score: 120, comment: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('评分为 0 到 100 的整数');
    const saved2 = await t.call(
      'POST',
      `/api/biz/interviews/invitations/${links[1]!.invitationId}/evaluation`,
      {
        token: c.admin,
        body: { score: 88, comment: '基础扎实，沟通清晰' },
      },
    );
    expect(saved2.body.msg).toBe('面试评价已保存');
    await t.call('POST', `/api/biz/interviews/invitations/${links[1]!.invitationId}/status`, {
      token: c.admin,
      body: { status: '05' },
    });
    const bookings = await t.call<Booking[]>('GET', `/api/biz/interviews/applications/${apps[1]}`, {
      token: c.admin,
    });
    expect(bookings.body.data[0]).toMatchObject({ statusLabel: '已面试' });
    expect(bookings.body.data[0]!.evaluations).toEqual([
      expect.objectContaining({ score: 88, comment: '基础扎实，沟通清晰' }),
    ]);
  });

  it('WB-028 DATA-009 DATA-010 CALL-040 the calendar answers per day with infoList and detailList', async () => {
    const cal = await t.call<CalendarDay[]>('GET', '/api/biz/interviews/calendar', {
      token: c.admin,
      query: { startDate: day(8), endDate: day(8) },
    });
    expect(cal.status).toBe(200);
    const dayEntry = cal.body.data.find((d) => d.id === day(8))!;
    expect(dayEntry.title).toContain('Java开发初试（改期通知）');
    const nine = dayEntry.infoList.find((i) => i.time === '09:00-09:30')!;
    expect(nine.detailList).toContainEqual(
      expect.objectContaining({
        type: 'offline',
        roomId: 'C301',
        ivId: arrangementId,
        ctmId: tenantId,
        booked: 1,
        capacity: 1,
      }),
    );
    const wide = await t.call('GET', '/api/biz/interviews/calendar', {
      token: c.admin,
      query: { startDate: day(0), endDate: day(70) },
    });
    expect(wide.body.msg).toBe('endDate：查询范围最多 62 天');
  });

  it('a read-only user cannot invite', async () => {
    const refused = await t.call('POST', `/api/biz/interviews/arrangements/${arrangementId}/invitations`, {
      token: c.viewer,
      body: { applicationIds: [apps[2]] },
    });
    expect(refused.status).toBe(403);
    expect(viewerId).toBeTruthy();
  });
});

describe('capacity under concurrency', () => {
  it('500 candidates booking 50 slots of capacity 10 at once end with exactly 500 bookings, none over capacity', async () => {
    await setBalance(1000);
    const s = await site('offline', ['D1', 'D2', 'D3', 'D4', 'D5']);
    const id = await arrangement(s.id, '集中面试日');
    const made = await t.call<Slot[]>('POST', `/api/biz/interviews/arrangements/${id}/slots/bulk`, {
      token: c.admin,
      body: {
        dates: [day(20)],
        from: '08:00',
        to: '18:00',
        everyMinutes: 60,
        rooms: ['D1', 'D2', 'D3', 'D4', 'D5'],
        capacity: 10,
      },
    });
    const slotIds = made.body.data.map((slot) => slot.id);
    expect(slotIds).toHaveLength(50);
    const appIds: string[] = [];
    for (let i = 0; i < 500; i += 1) appIds.push(await newApplication(`并发候选人${i}`));
    const invited = await t.call<InviteAnswer>('POST', `/api/biz/interviews/arrangements/${id}/invitations`, {
      token: c.admin,
      body: { applicationIds: appIds, channels: ['sms'] },
    });
    expect(invited.body.data.invited).toBe(500);
    // Twenty candidates go for each of 25 slots first: half of them meet a full slot and try the next.
    const outcomes = await Promise.all(
      invited.body.data.links.map(async ({ link }, index) => {
        const token = tokenOf(link);
        const start = (index % 25) * 2;
        const order = [...slotIds.slice(start), ...slotIds.slice(0, start)];
        for (const slotId of order) {
          const answer = await candidate(token, '/book', { slotId });
          if (answer.status === 200) return true;
          expect(answer.body.msg).toBe('该时段已约满，请选择其他时段');
        }
        return false;
      }),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(500);
    const rows = await detail(id);
    expect(rows.slots.every((slot) => slot.booked === 10)).toBe(true);
    const perSlot = await t.db
      .selectFrom('interview_invitation')
      .select(['slot_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('arrangement_id', '=', id)
      .groupBy('slot_id')
      .execute();
    expect(perSlot).toHaveLength(50);
    expect(perSlot.every((row) => Number(row.n) === 10)).toBe(true);
  }, 120_000);
});
