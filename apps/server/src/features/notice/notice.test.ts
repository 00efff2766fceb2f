import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyAs } from '@ehire/domain/apply/test-support/answers';
import type {
  CandidateNotice,
  NoticeRecordPage,
  NoticeReply,
  NoticeSendAnswer,
  NoticeTemplate,
  NoticeTestSendAnswer,
} from '@ehire/domain/contracts/notice';
import type { TaskAnswer } from '@ehire/domain/contracts/tasks';
import type { ApplyAnswer } from '@ehire/domain/contracts/talent';
import { until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import { jobTestContext, publishedJob, publishApplyDesign, tenantIdOf } from '../jobs/test-support';
import { replyText } from './notice-inbound';
import { mailHeader, startMailSink, type MailSink } from './test-support';

// Notices end to end on the database under test (SQLite; PostgreSQL with TEST_DATABASE_URL):
// templates, a bulk send through a real local SMTP server (headers, body, placeholders, reply
// address), per-recipient results, SMS segments against the balance, replies by mail (inbound
// SMTP listener) and from the careers site, and the unread badge.

const API = '/api/biz/notice';
const SITE = '/api/web/careers/demo';
let t: TestApp;
let sink: MailSink;
let admin: string;
let tenantId: string;
let jobId: string;
let inboundPort: number;
/** Applications: three with email and mobile, one without email. */
const apps: Array<{ id: string; mobile: string; email: string; name: string }> = [];

function form(overrides: Partial<ApplyAs> & { mobile: string }): ApplyAs {
  return {
    name: '陈一',
    email: '',
    gender: 1,
    school: '浙江大学',
    major: '计算机科学与技术',
    degree: '本科',
    graduationYear: 2026,
    ...overrides,
  };
}

const createTemplate = (body: Record<string, unknown>) =>
  t.call<NoticeTemplate>('POST', `${API}/templates`, { token: admin, body });

const EMAIL_TEMPLATE = {
  name: '初筛通过',
  channel: 'email',
  purpose: 'pass',
  subject: '{{候选人姓名}}，您已通过{{职位名称}}初筛',
  body: '<p>{{候选人姓名}}您好：</p><p>恭喜通过 <strong>{{公司名称}}</strong> {{职位名称}} 的初筛。</p>',
};

async function settled(taskId: string): Promise<TaskAnswer> {
  return until(
    async () => (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${taskId}`, { token: admin })).body.data,
    (task) => ['succeeded', 'failed', 'cancelled'].includes(task.status),
  );
}

const records = (query: Record<string, string>) =>
  t.call<NoticeRecordPage>('GET', `${API}/records`, { token: admin, query });
const unread = async () => (await t.call<number>('POST', `${API}/unread-count`, { token: admin })).body.data;

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ smtpUrl: sink.url, inboundSmtpPort: 0, noticeReplyDomain: 'reply.test' });
  inboundPort = t.app.notices.inboundPort!;
  admin = (await t.login('demo', 'admin')).token;
  tenantId = await tenantIdOf(t, 'demo');
  const c = await jobTestContext(t);
  jobId = await publishedJob(c, { CJobName: '前端开发工程师' });
  await publishApplyDesign(t, tenantId);
  const people = [
    { name: '王小明', mobile: '13600000001', email: 'xiaoming@example.com' },
    { name: '李小红', mobile: '13600000002', email: 'xiaohong@example.com' },
    { name: '赵<b>强', mobile: '13600000003', email: 'qiang@example.com' },
    { name: '钱无邮', mobile: '13600000004', email: '' },
  ];
  for (const p of people) {
    const res = await t.applyAs<ApplyAnswer>('demo', jobId, form(p));
    expect(res.status).toBe(200);
    apps.push({ id: res.body.data.applicationId, ...p });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('templates', () => {
  it('NOTICE-TPL creates, edits, disables, copies and deletes a template', async () => {
    const created = await createTemplate(EMAIL_TEMPLATE);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: '初筛通过', channel: 'email', enabled: true });
    const id = created.body.data.id;
    const edited = await t.call<NoticeTemplate>('PUT', `${API}/templates/${id}`, {
      token: admin,
      body: { ...EMAIL_TEMPLATE, name: '初筛通过-改' },
    });
    expect(edited.body.data.name).toBe('初筛通过-改');
    const off = await t.call<NoticeTemplate>('POST', `${API}/templates/${id}/status`, {
      token: admin,
      body: { enabled: false },
    });
    expect(off.body.data.enabled).toBe(false);
    const copy = await t.call<NoticeTemplate>('POST', `${API}/templates/${id}/copy`, { token: admin });
    expect(copy.body.data.name).toBe('初筛通过-改-副本');
    const list = await t.call<NoticeTemplate[]>('GET', `${API}/templates`, {
      token: admin,
      query: { channel: 'email' },
    });
    expect(list.body.data.map((x) => x.id)).toEqual(expect.arrayContaining([id, copy.body.data.id]));
    expect((await t.call('DELETE', `${API}/templates/${copy.body.data.id}`, { token: admin })).status).toBe(
      200,
    );
    expect((await t.call('GET', `${API}/templates/${copy.body.data.id}`, { token: admin })).status).toBe(404);
  });

  it('NOTICE-TPL refuses an unknown placeholder naming it, and changes nothing', async () => {
    const before = (await t.call<NoticeTemplate[]>('GET', `${API}/templates`, { token: admin })).body.data
      .length;
    const res = await createTemplate({ ...EMAIL_TEMPLATE, body: '<p>{{候选人姓名}} {{面试官}}</p>' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('模板含未知占位符：{{面试官}}');
    const after = (await t.call<NoticeTemplate[]>('GET', `${API}/templates`, { token: admin })).body.data
      .length;
    expect(after).toBe(before);
  });

  it('NOTICE-XSS script, event handlers and javascript: URLs never survive saving or rendering', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      '<body onload=alert(1)>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<img src="javascript:alert(1)">',
      '<div style="background:url(javascript:alert(1))">x</div>',
      '<p style="expression(alert(1))">x</p>',
      '<input autofocus onfocus=alert(1)>',
      '<details open ontoggle=alert(1)>',
      '<video><source onerror=alert(1)></video>',
      '<audio src=x onerror=alert(1)>',
      '<marquee onstart=alert(1)>',
      '<object data="javascript:alert(1)"></object>',
      '<embed src="javascript:alert(1)">',
      '<form action="javascript:alert(1)"><button>x</button></form>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<<script>script>alert(1)<</script>/script>',
      '"><script>alert(1)</script>',
      '<img """><script>alert(1)</script>">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<link rel=stylesheet href="javascript:alert(1)">',
      '<base href="javascript:alert(1)//">',
      '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
      '<p onclick="alert(1)">click</p>',
      '<a href="#" onmouseover="alert(1)">x</a>',
      '<style>@import "javascript:alert(1)";</style>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    ];
    expect(payloads.length).toBeGreaterThanOrEqual(30);
    const dangerous =
      /<script|<iframe|<object|<embed|<style|<meta|<link|<base|<form|\son\w+\s*=|javascript:|vbscript:|data:text/i;
    for (const payload of payloads) {
      const res = await createTemplate({ ...EMAIL_TEMPLATE, name: 'XSS', body: `<p>正文</p>${payload}` });
      expect(res.status, payload).toBe(200);
      expect(res.body.data.body, payload).not.toMatch(dangerous);
      const preview = await t.call<{ body: string }>('POST', `${API}/preview`, {
        token: admin,
        body: { channel: 'email', subject: 's', body: `<p>x</p>${payload}` },
      });
      expect(preview.body.data.body, payload).not.toMatch(dangerous);
    }
  });
});

describe('sending email', () => {
  let templateId: string;

  beforeAll(async () => {
    templateId = (await createTemplate(EMAIL_TEMPLATE)).body.data.id;
  });

  it('NOTICE-SEND refuses an empty recipient list and a disabled template with a clear message', async () => {
    const empty = await t.call('POST', `${API}/sends`, {
      token: admin,
      body: { channel: 'email', templateId, applicationIds: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请选择收件人');
    const disabled = (await createTemplate({ ...EMAIL_TEMPLATE, name: '停用的' })).body.data.id;
    await t.call('POST', `${API}/templates/${disabled}/status`, { token: admin, body: { enabled: false } });
    const res = await t.call('POST', `${API}/sends`, {
      token: admin,
      body: { channel: 'email', templateId: disabled, applicationIds: [apps[0]!.id] },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('通知模板「停用的」已停用，请启用后再发送');
  });

  it('NOTICE-SEND CALL-056 a deleted or other-channel template is refused at request time naming it; nothing queued, no SMS balance used', async () => {
    const tasks = async () =>
      (await t.db.selectFrom('task').select('id').where('tenant_id', '=', tenantId).execute()).length;
    const before = { tasks: await tasks(), sms: await t.app.balances.available(tenantId, 'sms') };
    const deleted = (await createTemplate({ ...EMAIL_TEMPLATE, name: '删掉的' })).body.data.id;
    await t.call('DELETE', `${API}/templates/${deleted}`, { token: admin });
    const gone = await t.call('POST', `${API}/sends`, {
      token: admin,
      body: { channel: 'email', templateId: deleted, applicationIds: [apps[0]!.id] },
    });
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('通知模板不存在或已删除，请重新选择通知模板');
    const other = await t.call('POST', `${API}/sends`, {
      token: admin,
      body: { channel: 'sms', templateId, applicationIds: [apps[0]!.id] },
    });
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe(`通知模板「${EMAIL_TEMPLATE.name}」是邮件模板，与通知方式（短信）不一致`);
    expect(await tasks()).toBe(before.tasks);
    expect(await t.app.balances.available(tenantId, 'sms')).toBe(before.sms);
  });

  it('NOTICE-PREVIEW fills a chosen candidate’s placeholders, escaped', async () => {
    const res = await t.call<{ subject: string; body: string }>('POST', `${API}/preview`, {
      token: admin,
      body: {
        channel: 'email',
        subject: EMAIL_TEMPLATE.subject,
        body: EMAIL_TEMPLATE.body,
        applicationId: apps[2]!.id,
      },
    });
    expect(res.body.data.subject).toBe('赵<b>强，您已通过前端开发工程师初筛');
    expect(res.body.data.body).toContain('<p>赵&lt;b&gt;强您好：</p>');
  });

  it('NOTICE-SEND a bulk send delivers one personalised mail per recipient with a reply address; one without email fails alone', async () => {
    const sent = await t.call<NoticeSendAnswer>('POST', `${API}/sends`, {
      token: admin,
      body: { channel: 'email', templateId, applicationIds: apps.map((a) => a.id) },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.total).toBe(4);
    expect((await settled(sent.body.data.taskId)).status).toBe('succeeded');
    const mine = sink.mails.filter((m) => apps.some((a) => a.email && m.to.includes(a.email)));
    expect(mine).toHaveLength(3);
    const toMing = mine.find((m) => m.to.includes('xiaoming@example.com'))!;
    expect(mailHeader(toMing.raw, 'Subject')).toBe('王小明，您已通过前端开发工程师初筛');
    expect(mailHeader(toMing.raw, 'Reply-To')).toMatch(
      new RegExp(`^reply\\+${tenantId}\\.[\\w-]+\\.[0-9a-f]{24}@reply\\.test$`),
    );
    expect(replyText(toMing.raw).text).toContain('王小明您好');
    const page = await records({ channel: 'email', jobId });
    const byName = new Map(page.body.data.rows.map((r) => [r.candidateName, r]));
    expect(byName.get('王小明')).toMatchObject({ status: 'sent', to: 'xiaoming@example.com' });
    expect(byName.get('钱无邮')).toMatchObject({ status: 'failed', reason: '候选人未填写邮箱' });
    const failedOnly = await records({ channel: 'email', status: 'failed', candidate: '钱' });
    expect(failedOnly.body.data.rows.map((r) => r.candidateName)).toEqual(['钱无邮']);
  });

  it('NOTICE-REPLY a mail reply reaches the record; the badge rises, reading it makes it fall', async () => {
    const start = await unread();
    const toHong = sink.mails.find((m) => m.to.includes('xiaohong@example.com'))!;
    const replyTo = mailHeader(toHong.raw, 'Reply-To');
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: inboundPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'xiaohong@example.com',
      to: replyTo,
      subject: 'Re: 通过初筛',
      text: '收到，谢谢！我会准时参加。\n\n> 李小红您好：\n> 恭喜通过',
    });
    transport.close();
    expect(await unread()).toBe(start + 1);
    const replies = await t.call<NoticeReply[]>('GET', `${API}/replies`, { token: admin });
    const reply = replies.body.data.find((r) => r.candidateName === '李小红')!;
    expect(reply).toMatchObject({ source: 'email', content: '收到，谢谢！我会准时参加。', read: false });
    const page = await records({ channel: 'email', status: 'replied' });
    expect(page.body.data.rows.map((r) => r.candidateName)).toContain('李小红');
    await t.call('POST', `${API}/replies/${reply.id}/read`, { token: admin });
    expect(await unread()).toBe(start);
  });

  it('NOTICE-REPLY a mail to an unknown or forged reply address is refused', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: inboundPort,
      secure: false,
      ignoreTLS: true,
    });
    await expect(
      transport.sendMail({ from: 'x@example.com', to: 'someone@reply.test', subject: 'x', text: 'x' }),
    ).rejects.toThrow();
    const before = await unread();
    const toMing = sink.mails.find((m) => m.to.includes('xiaoming@example.com'))!;
    const forged = mailHeader(toMing.raw, 'Reply-To').replace(/\.[0-9a-f]{24}@/, `.${'0'.repeat(24)}@`);
    await transport.sendMail({ from: 'x@example.com', to: forged, subject: 'x', text: '伪造' });
    transport.close();
    expect(await unread()).toBe(before);
  });

  it('NOTICE-REPLY the candidate replies from their application page on the careers site', async () => {
    const cookies = await t.candidateSignIn('demo', apps[0]!.mobile);
    const list = await t.call<CandidateNotice[]>('POST', `${SITE}/notices`, { cookies });
    expect(list.status).toBe(200);
    const notice = list.body.data[0]!;
    expect(notice.subject).toBe('王小明，您已通过前端开发工程师初筛');
    const before = await unread();
    const empty = await t.call('POST', `${SITE}/notices/${notice.id}/reply`, {
      cookies,
      body: { content: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请填写回复内容');
    const res = await t.call('POST', `${SITE}/notices/${notice.id}/reply`, {
      cookies,
      body: { content: '好的，谢谢' },
    });
    expect(res.status).toBe(200);
    expect(await unread()).toBe(before + 1);
    // Another candidate cannot answer it.
    const other = await t.candidateSignIn('demo', apps[1]!.mobile);
    const foreign = await t.call('POST', `${SITE}/notices/${notice.id}/reply`, {
      cookies: other,
      body: { content: 'x' },
    });
    expect(foreign.status).toBe(404);
    expect(await unread()).toBe(before + 1);
  });

  it('NOTICE-TEST a test send goes to the recruiter; deleting a template is refused while a send using it is queued', async () => {
    const res = await t.call<NoticeTestSendAnswer>('POST', `${API}/test-send`, {
      token: admin,
      body: { channel: 'email', templateId },
    });
    expect(res.body.data).toMatchObject({ to: 'admin@demo.example.com', status: 'sent' });
    expect(sink.mails.some((m) => m.to.includes('admin@demo.example.com'))).toBe(true);
    const page = await records({ channel: 'email', candidate: 'admin@demo.example.com' });
    expect(page.body.data.rows[0]!.templateName).toBe('初筛通过（测试）');
    // A send of this template not delivered yet (a queued record).
    await t.db
      .insertInto('notice_record')
      .values({
        id: 'queued-record',
        tenant_id: tenantId,
        task_id: 'some-task',
        channel: 'email',
        template_id: templateId,
        template_name: '初筛通过',
        application_id: apps[0]!.id,
        candidate_id: null,
        candidate_name: '王小明',
        job_id: jobId,
        job_name: '前端开发工程师',
        to_address: 'xiaoming@example.com',
        subject: 's',
        body: 'b',
        status: 'queued',
        reason: '',
        segments: 0,
        reply_token: 'x'.repeat(24),
        operator_id: 'nobody',
        operator_name: '管理员',
        created_at: 0,
        sent_at: null,
      })
      .execute();
    const refused = await t.call('DELETE', `${API}/templates/${templateId}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('该模板有尚未发送完成的通知，不能删除');
    expect((await t.call('GET', `${API}/templates/${templateId}`, { token: admin })).status).toBe(200);
    await t.db.deleteFrom('notice_record').where('id', '=', 'queued-record').execute();
    expect((await t.call('DELETE', `${API}/templates/${templateId}`, { token: admin })).status).toBe(200);
  });

  it('NOTICE-EXPORT exports the records through the task centre', async () => {
    const res = await t.call<{ taskId: string }>('POST', `${API}/records/export`, {
      token: admin,
      body: { channel: 'email' },
    });
    expect(res.status).toBe(200);
    const task = await settled(res.body.data.taskId);
    expect(task.status).toBe('succeeded');
    const file = await t.call('GET', `/api/biz/tasks/${res.body.data.taskId}/download`, { token: admin });
    expect(file.status).toBe(200);
    expect(file.response.body).toContain('王小明');
    expect(file.response.body).toContain('候选人未填写邮箱');
  });
});

describe('sending SMS', () => {
  it('NOTICE-SMS refuses with an exhausted balance; bills segments per recipient; the rest fail with the reason', async () => {
    const body = `{{候选人姓名}}您好，${'请'.repeat(70)}`;
    const template = (await createTemplate({ name: '长短信', channel: 'sms', purpose: 'other', body })).body
      .data;
    const available = await t.app.balances.available(tenantId, 'sms');
    if (available > 0)
      await t.app.balances.consume(tenantId, 'sms', available, { refType: 'test', refId: 'drain' });
    const refused = await t.call('POST', `${API}/sends`, {
      token: admin,
      body: { channel: 'sms', templateId: template.id, applicationIds: [apps[0]!.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('短信余额不足，请充值后再发送');
    // 【…】 signature + name + 75 characters: 2 segments each; 3 units pay for one message.
    await t.app.balances.refund(tenantId, 'sms', 3, { refType: 'test', refId: 'top-up' });
    const sent = await t.call<NoticeSendAnswer>('POST', `${API}/sends`, {
      token: admin,
      body: { channel: 'sms', templateId: template.id, applicationIds: [apps[0]!.id, apps[1]!.id] },
    });
    expect((await settled(sent.body.data.taskId)).status).toBe('succeeded');
    const page = await records({ channel: 'sms' });
    const rows = page.body.data.rows.filter((r) => r.taskId === sent.body.data.taskId);
    expect(rows.map((r) => r.segments)).toEqual([2, 2]);
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'sent']);
    expect(rows.find((r) => r.status === 'failed')!.reason).toBe('短信余额不足，请充值后再发送');
    expect(await t.app.balances.available(tenantId, 'sms')).toBe(1);
  });
});
