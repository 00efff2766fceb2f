import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE } from '@ehire/domain/codes/stages';
import type { UploadAnswer } from '@ehire/domain/contracts/files';
import type { NoticeSendAnswer, NoticeSendResult, NoticeTemplate } from '@ehire/domain/contracts/notice';
import type { TaskAnswer } from '@ehire/domain/contracts/tasks';
import type { TalentActionInput, TalentActionResult } from '@ehire/domain/contracts/talent';
import { until } from '../../platform/tasks/test-support';
import { createTestApp, type CallResult, type TestApp } from '../../test/harness';
import { multipartBody, type MultipartFilePart } from '../../test/multipart';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../test/sample-files';
import {
  insertApplication,
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';
import { mailHeader, startMailSink, type MailSink } from './test-support';

// Sending from where recruiters work (issue 14), on the database under test with a real local
// SMTP server: template attachments stored through app.files and carried by every mail, the
// optional notice of a talent step change (通过 / 淘汰 / 安排) as a notice-send task, and a bulk
// send's per-recipient result.

const API = '/api/biz/notice';
let t: TestApp;
let c: JobTestContext;
let sink: MailSink;
let jobId: string;
const people: Array<{ id: string; name: string; email: string }> = [];

const createTemplate = (body: Record<string, unknown>) =>
  t.call<NoticeTemplate>('POST', `${API}/templates`, { token: c.admin, body });

async function upload(files: MultipartFilePart[]): Promise<CallResult<UploadAnswer>> {
  const body = multipartBody(files);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/attachments`,
    headers: { ...body.headers, token: c.admin },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json(), response };
}

async function settled(taskId: string): Promise<TaskAnswer> {
  return until(
    async () => (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${taskId}`, { token: c.admin })).body.data,
    (task) => ['succeeded', 'failed', 'cancelled'].includes(task.status),
  );
}

const act = (body: TalentActionInput) =>
  t.call<TalentActionResult>('POST', '/api/biz/talent/actions', { token: c.admin, body });

/** The raw mails delivered to an address. */
const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));

/** The attachment part of a raw mail: its headers and its base64 body decoded. */
function attachmentOf(raw: string): { headers: string; content: Buffer } | null {
  const parts = raw.replace(/\r\n/g, '\n').split(/\n--[^\n]+\n/);
  const part = parts.find((p) => /Content-Disposition: attachment/i.test(p));
  if (!part) return null;
  const blank = part.indexOf('\n\n');
  const body = part.slice(blank + 2).replace(/\n--[^\n]*--\s*$/s, '');
  return { headers: part.slice(0, blank), content: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
}

/** An RFC 2231 / 2047 encoded file name of attachment headers, decoded. */
function fileNameIn(headers: string): string {
  const unfolded = headers.replace(/\n[ \t]+/g, ' ');
  const rfc2231 = [...unfolded.matchAll(/filename\*(?:\d+)?\*?=(?:utf-8'')?([^;\s]+)/gi)].map((m) => m[1]).join('');
  if (rfc2231) return decodeURIComponent(rfc2231.replace(/^"|"$/g, ''));
  return mailHeader(`X-Name: ${/filename="?([^"\n]+)"?/i.exec(unfolded)?.[1] ?? ''}\n\n`, 'X-Name');
}

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ smtpUrl: sink.url });
  c = await jobTestContext(t);
  jobId = await publishedJob(c, { CJobName: '数据分析师' });
  const list = [
    { name: '周一', email: 'zhou1@example.com' },
    { name: '周二', email: 'zhou2@example.com' },
    { name: '周无邮', email: '' },
  ];
  for (const [i, p] of list.entries()) {
    const made = await insertApplication(t, jobId, { ...p, mobile: `1371111000${i}` });
    people.push({ id: made.applicationId, ...p });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('template attachments', () => {
  it('NOTICE-ATTACH refuses a disguised file, an unsupported format and an empty file, naming it', async () => {
    const disguised = await upload([{ name: '说明.pdf', content: SAMPLE_PNG }]);
    expect(disguised.status).toBe(400);
    expect(disguised.body.msg).toBe('文件「说明.pdf」的内容与扩展名不符');
    const archive = Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]), Buffer.alloc(64, 1)]);
    const sevenZip = await upload([{ name: '资料.7z', content: archive }]);
    expect(sevenZip.status).toBe(400);
    expect(sevenZip.body.msg).toContain('文件「资料.7z」格式不支持，仅支持pdf、doc、docx');
    const empty = await upload([{ name: '空.pdf', content: Buffer.alloc(0) }]);
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('文件「空.pdf」为空文件');
  });

  it('NOTICE-ATTACH refuses a file above 10 MB', async () => {
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const res = await upload([{ name: '大文件.pdf', content: big }]);
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('文件「大文件.pdf」超过10MB');
  });

  it('NOTICE-ATTACH a template refuses an unknown file id, and an SMS template any attachment', async () => {
    const unknown = await createTemplate({
      name: '带附件',
      channel: 'email',
      purpose: 'offer',
      subject: 's',
      body: '<p>x</p>',
      attachmentFileIds: ['no-such-file'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('附件不存在或已过期，请重新上传');
    const file = (await upload([{ name: '须知.pdf', content: SAMPLE_PDF }])).body.data.files[0]!;
    const sms = await createTemplate({
      name: '短信',
      channel: 'sms',
      purpose: 'other',
      body: '您好',
      attachmentFileIds: [file.id],
    });
    expect(sms.status).toBe(400);
    expect(sms.body.msg).toBe('短信模板不能添加附件');
  });

  it('NOTICE-ATTACH every mail of the template carries its attachment (bulk and test send)', async () => {
    const uploaded = await upload([{ name: '入职须知.pdf', content: SAMPLE_PDF }]);
    expect(uploaded.status).toBe(200);
    const file = uploaded.body.data.files[0]!;
    expect(file).toMatchObject({ name: '入职须知.pdf', contentType: 'application/pdf' });
    const template = await createTemplate({
      name: 'offer 通知',
      channel: 'email',
      purpose: 'offer',
      subject: '{{候选人姓名}}，您的 offer',
      body: '<p>{{候选人姓名}}您好，附件为入职须知。</p>',
      attachmentFileIds: [file.id],
    });
    expect(template.status).toBe(200);
    expect(template.body.data.attachments).toEqual([{ id: file.id, name: '入职须知.pdf', size: SAMPLE_PDF.length }]);
    // Saved on a template, the upload is kept for good.
    const row = await t.db.selectFrom('file').select('expires_at').where('id', '=', file.id).executeTakeFirst();
    expect(row?.expires_at).toBeNull();

    const sent = await t.call<NoticeSendAnswer>('POST', `${API}/sends`, {
      token: c.admin,
      body: { channel: 'email', templateId: template.body.data.id, applicationIds: [people[0]!.id, people[1]!.id] },
    });
    expect((await settled(sent.body.data.taskId)).status).toBe('succeeded');
    for (const p of people.slice(0, 2)) {
      const [mail] = mailsTo(p.email);
      expect(mailHeader(mail!.raw, 'Subject')).toBe(`${p.name}，您的 offer`);
      const attachment = attachmentOf(mail!.raw);
      expect(attachment?.content).toEqual(SAMPLE_PDF);
      expect(attachment?.headers).toContain('application/pdf');
      expect(fileNameIn(attachment!.headers)).toBe('入职须知.pdf');
    }
    const test = await t.call<{ status: string }>('POST', `${API}/test-send`, {
      token: c.admin,
      body: { channel: 'email', templateId: template.body.data.id },
    });
    expect(test.body.data.status).toBe('sent');
    const own = mailsTo('admin@demo.example.com').at(-1)!;
    expect(attachmentOf(own.raw)?.content).toEqual(SAMPLE_PDF);
  });
});

describe('sending from the talent pages', () => {
  let templateId: string;

  beforeAll(async () => {
    templateId = (
      await createTemplate({
        name: '通过通知',
        channel: 'email',
        purpose: 'pass',
        subject: '{{候选人姓名}}，您已进入{{当前环节}}',
        body: '<p>{{候选人姓名}}您好，您的申请已进入{{当前环节}}。</p>',
      })
    ).body.data.id;
  });

  it('NOTICE-BULK a bulk send answers one result per recipient: the one without email named, the rest sent', async () => {
    const sent = await t.call<NoticeSendAnswer>('POST', `${API}/sends`, {
      token: c.admin,
      body: { channel: 'email', templateId, applicationIds: [...people.map((p) => p.id), 'no-such-application'] },
    });
    expect((await settled(sent.body.data.taskId)).status).toBe('succeeded');
    const result = await t.call<NoticeSendResult>('GET', `${API}/sends/${sent.body.data.taskId}`, {
      token: c.admin,
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ status: 'succeeded', total: 4, sent: 2, failed: 2, pending: 0 });
    const byName = new Map(result.body.data.recipients.map((r) => [r.candidateName, r]));
    expect(byName.get('周一')).toMatchObject({ status: 'sent', to: 'zhou1@example.com', reason: '' });
    expect(byName.get('周无邮')).toMatchObject({ status: 'failed', reason: '候选人未填写邮箱' });
    expect(result.body.data.recipients.find((r) => r.applicationId === 'no-such-application')).toMatchObject({
      status: 'failed',
      reason: '投递不存在或无权访问',
    });
    const unknown = await t.call('GET', `${API}/sends/no-such-task`, { token: c.admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('发送任务不存在');
  });

  it('NOTICE-STEP 通过 with a notice moves the application and mails it the filled template', async () => {
    const before = mailsTo('zhou2@example.com').length;
    const res = await act({
      action: 'pass',
      applicationIds: [people[1]!.id],
      notice: { channel: 'email', templateId },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.succeeded).toBe(1);
    const notice = res.body.data.notice;
    expect(notice).toMatchObject({ total: 1 });
    const taskId = (notice as { taskId: string }).taskId;
    expect((await settled(taskId)).status).toBe('succeeded');
    const step = await t.db
      .selectFrom('application as a')
      .innerJoin('flow_step as s', (j) => j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'))
      .select('s.name')
      .where('a.id', '=', people[1]!.id)
      .executeTakeFirstOrThrow();
    const mails = mailsTo('zhou2@example.com');
    expect(mails).toHaveLength(before + 1);
    // The notice renders after the move: the step placeholder is the new step.
    expect(mailHeader(mails.at(-1)!.raw, 'Subject')).toBe(`周二，您已进入${step.name}`);
  });

  it('NOTICE-STEP 淘汰 with a disabled template still eliminates and names why nothing was sent', async () => {
    const disabled = (
      await createTemplate({ name: '淘汰通知', channel: 'email', purpose: 'eliminate', subject: 's', body: '<p>x</p>' })
    ).body.data.id;
    await t.call('POST', `${API}/templates/${disabled}/status`, { token: c.admin, body: { enabled: false } });
    const before = sink.mails.length;
    const res = await act({
      action: 'eliminate',
      applicationIds: [people[0]!.id],
      reason: '岗位已满',
      notice: { channel: 'email', templateId: disabled },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.succeeded).toBe(1);
    expect(res.body.data.notice).toEqual({ error: '通知模板「淘汰通知」已停用，请启用后再发送' });
    const row = await t.db
      .selectFrom('application')
      .select('inbox_status')
      .where('id', '=', people[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row.inbox_status).not.toBe('00');
    expect(sink.mails.length).toBe(before);
  });

  it('NOTICE-STEP 安排面试 with an SMS notice and an exhausted balance: arranged, the notice refused', async () => {
    const sms = (await createTemplate({ name: '面试短信', channel: 'sms', purpose: 'interview', body: '{{候选人姓名}}您好' }))
      .body.data.id;
    const tenantId = await tenantIdOf(t, 'demo');
    const available = await t.app.balances.available(tenantId, 'sms');
    if (available > 0) await t.app.balances.consume(tenantId, 'sms', available, { refType: 'test', refId: 'drain' });
    // 安排面试 applies at an interview step.
    const job = await t.db.selectFrom('job').select(['flow_id']).where('id', '=', jobId).executeTakeFirstOrThrow();
    const interview = await t.db
      .selectFrom('flow_step')
      .select('sort')
      .where('flow_id', '=', job.flow_id)
      .where('iv_type', '=', STAGE.interview)
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const atInterview = await insertApplication(t, jobId, {
      name: '周面试',
      mobile: '13711110008',
      stepSort: Number(interview.sort),
    });
    const res = await act({
      action: 'arrangeInterview',
      applicationIds: [atInterview.applicationId],
      note: '周五下午',
      notice: { channel: 'sms', templateId: sms },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.succeeded).toBe(1);
    expect(res.body.data.notice).toEqual({ error: '短信余额不足，请充值后再发送' });
  });

  it('NOTICE-STEP a notice of another channel than the template is refused by name, the step change stands', async () => {
    const fresh = await insertApplication(t, jobId, { name: '周新', email: 'zhouxin@example.com', mobile: '13711110009' });
    const res = await act({
      action: 'pass',
      applicationIds: [fresh.applicationId],
      notice: { channel: 'sms', templateId },
    });
    expect(res.body.data.succeeded).toBe(1);
    expect(res.body.data.notice).toEqual({
      error: '通知模板「通过通知」是邮件模板，与通知方式（短信）不一致',
    });
  });
});
