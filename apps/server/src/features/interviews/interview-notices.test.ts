import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArrangementSaveAnswer, InviteAnswer, Site, Slot } from '@ehire/domain/contracts/interviews';
import type { NoticeTemplate } from '@ehire/domain/contracts/notice';
import { chinaDateOf } from '@ehire/domain/interviews/slots';
import type { LedgerBalances } from '../../platform/balances/ledger-balances';
import { until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  insertApplication,
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';
import { mailHeader, startMailSink, type MailSink } from '../notice/test-support';

// Issue 15 §3: invitations sent with a notice template go through app.notices (issue 14): the
// template's placeholders 面试时间 / 面试地点 / 面试链接 are each candidate's own, the .ics rides on
// the email, and a notice record is kept. A real SMTP server receives the mails. SQLite by
// default; PostgreSQL with TEST_DATABASE_URL.

let sink: MailSink;
let t: TestApp;
let c: JobTestContext;
let tenantId: string;
let jobId: string;
let stepSort: number;

const DAY = 86_400_000;

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ smtpUrl: sink.url }, { taskTuning: { pollMs: 20 } });
  c = await jobTestContext(t);
  tenantId = await tenantIdOf(t, 'demo');
  jobId = await publishedJob(c, { CJobName: '算法工程师' });
  const job = await t.db
    .selectFrom('job')
    .select('flow_id')
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  const steps = await t.db
    .selectFrom('flow_step')
    .select(['sort', 'iv_type'])
    .where('flow_id', '=', job.flow_id)
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .execute();
  stepSort = steps.find((s) => s.iv_type === 3)!.sort;
  const ledger = t.app.balances as LedgerBalances;
  await ledger.grant(tenantId, 'interview', {
    quantity: 10,
    expiresAt: null,
    sourceType: 'test',
    sourceId: 'notices-test',
    note: '测试充值',
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('interview invitations through notices (issue 15 §3)', () => {
  it('INTERVIEW-NOTICE sends the chosen template with each candidate’s time, place and link, and the .ics attached', async () => {
    const template = await t.call<NoticeTemplate>('POST', '/api/biz/notice/templates', {
      token: c.admin,
      body: {
        name: '面试邀请',
        channel: 'email',
        purpose: 'interview',
        subject: '{{候选人姓名}}，{{公司名称}}邀请您参加面试',
        body: '<p>时间：{{面试时间}}</p><p>地点：{{面试地点}}</p><p>确认或改约：{{面试链接}}</p>',
      },
    });
    expect(template.status).toBe(200);
    const site = await t.call<Site>('POST', '/api/biz/interviews/sites', {
      token: c.admin,
      body: { kind: 'offline', name: '杭州总部', address: '文三路 90 号', rooms: ['A101'], capacity: 10 },
    });
    const arrangement = await t.call<ArrangementSaveAnswer>('POST', '/api/biz/interviews/arrangements', {
      token: c.admin,
      body: {
        title: '算法初试',
        jobId,
        round: 'first',
        kind: 'offline',
        siteId: site.body.data.id,
        cutOffHours: 2,
      },
    });
    const arrangementId = arrangement.body.data.id;
    const date = chinaDateOf(t.clock.now() + 3 * DAY);
    const slots = await t.call<Slot[]>(
      'POST',
      `/api/biz/interviews/arrangements/${arrangementId}/slots/bulk`,
      {
        token: c.admin,
        body: { dates: [date], from: '09:00', to: '10:00', everyMinutes: 30, rooms: ['A101'], capacity: 5 },
      },
    );
    const slotId = slots.body.data[0]!.id;
    const people = [
      { name: '周一', email: 'zhouyi@example.com' },
      { name: '吴二', email: 'wuer@example.com' },
    ];
    const ids: string[] = [];
    for (const [i, p] of people.entries())
      ids.push(
        (await insertApplication(t, jobId, { ...p, mobile: `1361111000${i}`, stepSort })).applicationId,
      );
    const invited = await t.call<InviteAnswer>(
      'POST',
      `/api/biz/interviews/arrangements/${arrangementId}/invitations`,
      {
        token: c.admin,
        body: { applicationIds: ids, channels: ['email'], slotId, templateId: template.body.data.id },
      },
    );
    expect(invited.status).toBe(200);
    expect(invited.body.data.invited).toBe(2);
    // Both mails arrive through the notices' SMTP transport.
    await until(
      async () => sink.mails.filter((m) => people.some((p) => m.to.includes(p.email))).length,
      (n) => n === 2,
      30_000,
    );
    for (const [i, p] of people.entries()) {
      const mail = sink.mails.find((m) => m.to.includes(p.email))!;
      expect(mailHeader(mail.raw, 'Subject')).toMatch(new RegExp(`^${p.name}，.+邀请您参加面试$`));
      const body = decodeParts(mail.raw);
      expect(body).toContain(`时间：${date} 09:00-09:30`);
      expect(body).toContain('地点：杭州总部 文三路 90 号 A101');
      const link = invited.body.data.links.find((l) => l.applicationId === ids[i])!.link;
      expect(body).toContain(`确认或改约：${link}`);
      // The .ics: one VEVENT with the invitation's stable UID.
      expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);
      expect(body).toContain(`UID:interview-${invited.body.data.links[i]!.invitationId}@ehire`);
    }
    // The notice records show the sends under the template's name.
    const records = await until(
      () =>
        t.db
          .selectFrom('notice_record')
          .select(['application_id', 'status', 'template_name'])
          .where('tenant_id', '=', tenantId)
          .where('application_id', 'in', ids)
          .execute(),
      (rows) => rows.length === 2 && rows.every((r) => r.status === 'sent'),
      30_000,
    );
    expect(records.map((r) => r.template_name)).toEqual(['面试邀请', '面试邀请']);
    // Not the built-in notice as well: each candidate received exactly one mail.
    for (const p of people) expect(sink.mails.filter((m) => m.to.includes(p.email))).toHaveLength(1);
  });

  it('INTERVIEW-NOTICE CALL-056 WB-004 a disabled, deleted or other-channel template is refused when inviting, naming it; nothing queued or paid', async () => {
    const template = async (name: string, channel: 'email' | 'sms') =>
      (
        await t.call<NoticeTemplate>('POST', '/api/biz/notice/templates', {
          token: c.admin,
          body:
            channel === 'email'
              ? { name, channel, purpose: 'interview', subject: '面试邀请', body: '<p>{{面试时间}}</p>' }
              : { name, channel, purpose: 'interview', subject: '', body: '面试时间：{{面试时间}}' },
        })
      ).body.data.id;
    const disabled = await template('停用的面试邀请', 'email');
    expect(
      (
        await t.call('POST', `/api/biz/notice/templates/${disabled}/status`, {
          token: c.admin,
          body: { enabled: false },
        })
      ).status,
    ).toBe(200);
    const deleted = await template('删掉的面试邀请', 'email');
    expect((await t.call('DELETE', `/api/biz/notice/templates/${deleted}`, { token: c.admin })).status).toBe(
      200,
    );
    const sms = await template('短信面试邀请', 'sms');
    const site = await t.call<Site>('POST', '/api/biz/interviews/sites', {
      token: c.admin,
      body: { kind: 'offline', name: '上海分部', address: '世纪大道 1 号', rooms: ['B1'], capacity: 10 },
    });
    const arrangement = await t.call<ArrangementSaveAnswer>('POST', '/api/biz/interviews/arrangements', {
      token: c.admin,
      body: {
        title: '模板检查',
        jobId,
        round: 'first',
        kind: 'offline',
        siteId: site.body.data.id,
        cutOffHours: 2,
      },
    });
    const arrangementId = arrangement.body.data.id;
    const applicationId = (
      await insertApplication(t, jobId, {
        name: '钱三',
        email: 'qiansan@example.com',
        mobile: '13611110099',
        stepSort,
      })
    ).applicationId;
    const balance = () => t.app.balances.available(tenantId, 'interview');
    const tasks = async () =>
      (await t.db.selectFrom('task').select('id').where('tenant_id', '=', tenantId).execute()).length;
    const inbox = async () =>
      (
        await t.db
          .selectFrom('application')
          .select('inbox_status')
          .where('id', '=', applicationId)
          .executeTakeFirstOrThrow()
      ).inbox_status;
    const before = { balance: await balance(), tasks: await tasks(), inbox: await inbox() };
    const cases: { templateId: string; channels: ('email' | 'sms')[]; status: number; msg: string }[] = [
      {
        templateId: disabled,
        channels: ['email'],
        status: 400,
        msg: '通知模板「停用的面试邀请」已停用，请启用后再发送',
      },
      {
        templateId: deleted,
        channels: ['email'],
        status: 404,
        msg: '通知模板不存在或已删除，请重新选择通知模板',
      },
      {
        templateId: sms,
        channels: ['email'],
        status: 400,
        msg: '通知模板「短信面试邀请」是短信模板，与通知方式（邮件）不一致',
      },
    ];
    for (const { templateId, channels, status, msg } of cases) {
      const res = await t.call('POST', `/api/biz/interviews/arrangements/${arrangementId}/invitations`, {
        token: c.admin,
        body: { applicationIds: [applicationId], channels, templateId },
      });
      expect(res.status, msg).toBe(status);
      expect(res.body.msg).toBe(msg);
    }
    // Nothing saved, queued or paid; the application's inbox status did not move.
    const invitations = await t.db
      .selectFrom('interview_invitation')
      .select('id')
      .where('arrangement_id', '=', arrangementId)
      .execute();
    expect(invitations).toEqual([]);
    expect(await balance()).toBe(before.balance);
    expect(await tasks()).toBe(before.tasks);
    expect(await inbox()).toBe(before.inbox);
  });
});

/** The mail's text and attachments decoded (base64 and quoted-printable parts). */
function decodeParts(raw: string): string {
  const out: string[] = [raw];
  for (const part of raw.split(/\r?\n--/)) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    const content = rest.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(head))
      out.push(Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8'));
    else if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
      out.push(
        Buffer.from(
          content
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
      );
  }
  return out.join('\n');
}
