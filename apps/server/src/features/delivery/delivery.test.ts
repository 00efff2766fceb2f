import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryPage, DeliveryPreviewAnswer } from '@ehire/domain/contracts/delivery';
import type { JobDeliveryInfo, JobRecord } from '@ehire/domain/contracts/jobs';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  insertApplication,
  jobTestContext,
  publishApplyDesign,
  publishedJob,
  type JobTestContext,
} from '../jobs/test-support';
import type { ResumeDetail } from '@ehire/domain/contracts/talent';
import { until } from '../../platform/tasks/test-support';
import { FORWARD_TASK_KIND, submitForwarding } from './delivery-forward.task';
import { DeliveryForwarder } from './delivery-forwarder';
import { DeliveryRepository } from './delivery.repository';
import { NodemailerSender } from './mail-sender';

// Forwarding is tested end to end: a real SMTP server (smtp-server) on a free port receives what
// the app's forwarder sends through nodemailer.

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
const inbox: Received[] = [];
/** The next this many messages are refused with a temporary error (retry tests). */
let refuseNext = 0;
let t: TestApp;
let c: JobTestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext--;
          const refusal = Object.assign(new Error('邮箱暂时不可用'), { responseCode: 451 });
          callback(refusal);
          return;
        }
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  // Retries at once instead of after minutes (the backoff is the queue's, tested there).
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` }, { taskTuning: { retryDelayFactor: 0 } });
  c = await jobTestContext(t);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The decoded Subject header (RFC 2047 encoded words, folded lines). */
function subjectOf(raw: string): string {
  const header = /^Subject: ([\s\S]*?)\r?\n(?=\S)/m.exec(raw)?.[1] ?? '';
  const bytes = [...header.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1], 'base64'));
  return bytes.length ? Buffer.concat(bytes).toString('utf8') : header.trim();
}

/** The attachment's file name (RFC 2231 continuations) and its decoded content. */
function attachmentOf(raw: string): { fileName: string; content: Buffer } {
  const parts = [...raw.matchAll(/filename\*\d+\*?=([^;\r\n]+)/g)].map((m) => m[1]);
  const fileName = decodeURIComponent(parts.join('').replace(/^utf-8''/i, ''));
  const body = /Content-Disposition: attachment;[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(raw)?.[1] ?? '';
  return { fileName, content: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
}

async function waitForMail(count: number): Promise<void> {
  for (let i = 0; i < 100 && inbox.length < count; i++) await new Promise((r) => setTimeout(r, 20));
}

describe('DATA-019 DATA-020 delivery settings', () => {
  it('saves a setting per job, lists it, shows it in the job record, refuses unknown placeholders', async () => {
    const jobId = await publishedJob(c, { CJobName: '设置职位' });
    const saved = await t.call<JobDeliveryInfo>('PUT', `/api/biz/delivery-settings/${jobId}`, {
      token: c.admin,
      body: {
        email: 'hr@demo.example.com',
        fileType: 'word',
        subject: '{职位名称}-{姓名}',
        fileName: '{序号}_{姓名}',
        status: 1,
      },
    });
    expect(saved.body.data).toMatchObject({
      jobId,
      email: 'hr@demo.example.com',
      fileType: 'word',
      status: 1,
    });
    const job = await t.call<JobRecord>('GET', `/api/biz/jobs/${jobId}`, { token: c.admin });
    expect(job.body.data.deliveryInfo).toEqual(saved.body.data);
    const page = await t.call<DeliveryPage>('POST', '/api/biz/delivery-settings/list', {
      token: c.admin,
      body: { keyword: '设置职位' },
    });
    expect(page.body.data.rows).toEqual([
      { jobId, jobName: '设置职位', Status: '24', delivery: saved.body.data },
    ]);

    const bad = await t.call('PUT', `/api/biz/delivery-settings/${jobId}`, {
      token: c.admin,
      body: { email: 'hr@demo.example.com', fileType: 'pdf', subject: '{姓名}{手机}', fileName: 'x' },
    });
    expect(bad.body.msg).toBe('参数错误：邮件主题包含不支持的占位符：{手机}');
    const badMail = await t.call('PUT', `/api/biz/delivery-settings/${jobId}`, {
      token: c.admin,
      body: { email: 'not-mail', fileType: 'pdf', subject: 's', fileName: 'f' },
    });
    expect(badMail.body.msg).toBe('参数错误：邮箱格式不正确');
    const preview = await t.call<DeliveryPreviewAnswer>('POST', '/api/biz/delivery-settings/preview', {
      token: c.admin,
      body: { subject: '【简历】{职位名称}-{姓名}', fileName: '{序号}/{姓名}', fileType: 'word', jobId },
    });
    expect(preview.body.data).toEqual({ subject: '【简历】设置职位-张三', fileName: '1_张三.docx' });

    expect(
      (await t.call('POST', `/api/biz/delivery-settings/${jobId}/delete`, { token: c.admin })).body.code,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/biz/delivery-settings/${jobId}`, { token: c.admin })).body.data,
    ).toBeNull();
    expect(
      (await t.call('PUT', `/api/biz/delivery-settings/${jobId}`, { token: c.viewer, body: {} })).status,
    ).toBe(403);
    const demo2 = (await t.login('demo2', 'admin')).token;
    expect((await t.call('GET', `/api/biz/delivery-settings/${jobId}`, { token: demo2 })).status).toBe(404);
  });
});

describe('DeliveryForwarder.forwardApplication', () => {
  it('mails the resume as PDF with the subject and attachment name from the templates', async () => {
    const jobId = await publishedJob(c, { CJobName: 'Java开发工程师（校招）' });
    await t.call('PUT', `/api/biz/delivery-settings/${jobId}`, {
      token: c.admin,
      body: {
        email: 'hr@demo.example.com',
        fileType: 'pdf',
        subject: '【简历转发】{职位名称}-{姓名}',
        fileName: '{序号}_{姓名}_{职位名称}',
        status: 1,
      },
    });
    await insertApplication(t, jobId, { name: '先投递', mobile: '15100000001' }, t.clock.now() - 1000);
    const { applicationId, tenantId } = await insertApplication(t, jobId, {
      name: '陈晨',
      mobile: '15100000002',
      answers: { 实习经历: '某公司后端实习' },
    });

    const before = inbox.length;
    const result = await t.app.deliveryForwarder.forwardApplication({ tenantId }, applicationId);
    expect(result).toEqual({
      status: 'sent',
      email: 'hr@demo.example.com',
      subject: '【简历转发】Java开发工程师（校招）-陈晨',
      fileName: '2_陈晨_Java开发工程师（校招）.pdf',
    });
    await waitForMail(before + 1);
    const mail = inbox[before];
    expect(mail.to).toEqual(['hr@demo.example.com']);
    expect(subjectOf(mail.raw)).toBe('【简历转发】Java开发工程师（校招）-陈晨');
    const attachment = attachmentOf(mail.raw);
    expect(attachment.fileName).toBe('2_陈晨_Java开发工程师（校招）.pdf');
    expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The Chinese font is embedded (a PDF without it would show no Chinese text).
    expect(attachment.content.toString('latin1')).toContain('WenQuanYiZenHei');

    // Sent once: a second call is skipped.
    expect(await t.app.deliveryForwarder.forwardApplication({ tenantId }, applicationId)).toEqual({
      status: 'skipped',
      reason: 'already-sent',
    });
    const log = await t.db
      .selectFrom('delivery_log')
      .selectAll()
      .where('application_id', '=', applicationId)
      .execute();
    expect(log.map((r) => r.status)).toEqual(['sent']);
  });

  it('attaches a Word document when the setting says word, and skips jobs without an enabled setting', async () => {
    const jobId = await publishedJob(c, { CJobName: '产品经理' });
    const { applicationId, tenantId } = await insertApplication(t, jobId, {
      name: '林雨',
      mobile: '15100000003',
    });
    expect(await t.app.deliveryForwarder.forwardApplication({ tenantId }, applicationId)).toEqual({
      status: 'skipped',
      reason: 'no-setting',
    });
    await t.call('PUT', `/api/biz/delivery-settings/${jobId}`, {
      token: c.admin,
      body: {
        email: 'pm@demo.example.com',
        fileType: 'word',
        subject: '{姓名}',
        fileName: '{姓名}简历',
        status: 0,
      },
    });
    expect(await t.app.deliveryForwarder.forwardApplication({ tenantId }, applicationId)).toEqual({
      status: 'skipped',
      reason: 'disabled',
    });
    await t.call('PUT', `/api/biz/delivery-settings/${jobId}`, {
      token: c.admin,
      body: {
        email: 'pm@demo.example.com',
        fileType: 'word',
        subject: '{姓名}',
        fileName: '{姓名}简历',
        status: 1,
      },
    });
    const before = inbox.length;
    const result = await t.app.deliveryForwarder.forwardApplication({ tenantId }, applicationId);
    expect(result).toMatchObject({ status: 'sent', fileName: '林雨简历.docx' });
    await waitForMail(before + 1);
    const attachment = attachmentOf(inbox[before].raw);
    expect(attachment.fileName).toBe('林雨简历.docx');
    expect(attachment.content.subarray(0, 2).toString()).toBe('PK');
    // Another tenant's id finds nothing.
    const demo2 = await t.db
      .selectFrom('tenant')
      .select('id')
      .where('member_name', '=', 'demo2')
      .executeTakeFirstOrThrow();
    expect(await t.app.deliveryForwarder.forwardApplication({ tenantId: demo2.id }, applicationId)).toEqual({
      status: 'skipped',
      reason: 'not-found',
    });
  });

  it('records a failure instead of throwing when the mail cannot be sent; without SMTP_URL it only logs', async () => {
    const jobId = await publishedJob(c, { CJobName: '失败职位' });
    await t.call('PUT', `/api/biz/delivery-settings/${jobId}`, {
      token: c.admin,
      body: {
        email: 'hr@demo.example.com',
        fileType: 'pdf',
        subject: '{姓名}',
        fileName: '{姓名}',
        status: 1,
      },
    });
    const { applicationId, tenantId } = await insertApplication(t, jobId, {
      name: '吴昊',
      mobile: '15100000004',
    });
    const unreachable = new DeliveryForwarder(
      new DeliveryRepository(t.db),
      new NodemailerSender('smtp://127.0.0.1:1', { info: () => {} }),
      t.clock,
    );
    const failed = await unreachable.forwardApplication({ tenantId }, applicationId);
    expect(failed.status).toBe('failed');
    const logged: string[] = [];
    const logOnly = new DeliveryForwarder(
      new DeliveryRepository(t.db),
      new NodemailerSender(undefined, { info: (_payload, message) => logged.push(message) }),
      t.clock,
    );
    expect((await logOnly.forwardApplication({ tenantId }, applicationId)).status).toBe('sent');
    expect(logged).toEqual(['未配置 SMTP_URL：邮件仅记录日志，未实际发送']);
  });
});

describe('forwarding as a background task (issue 12 §1)', () => {
  async function forwardingTask(tenantId: string, applicationId: string) {
    return t.db
      .selectFrom('task')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', FORWARD_TASK_KIND)
      .where('singleton_key', '=', applicationId)
      .executeTakeFirst();
  }

  it('applying queues the forwarding in the application’s own transaction (outbox, issue 21)', async () => {
    const jobId = await publishedJob(c, { CJobName: '出箱转发' });
    await t.call('PUT', `/api/biz/delivery-settings/${jobId}`, {
      token: c.admin,
      body: {
        email: 'outbox@demo.example.com',
        fileType: 'pdf',
        subject: '{姓名}',
        fileName: '{姓名}',
        status: 1,
      },
    });
    const tenantId = (
      await t.db.selectFrom('tenant').select('id').where('member_name', '=', 'demo').executeTakeFirstOrThrow()
    ).id;
    await publishApplyDesign(t, tenantId, 9998);
    const before = inbox.length;
    const applied = await t.applyAs<{ applicationId: string }>('demo', jobId, {
      name: '吴出箱',
      mobile: '15100000009',
      gender: 1,
      school: '浙江大学',
      major: '软件工程',
      degree: '本科',
      graduationYear: 2026,
    });
    expect(applied.status).toBe(200);
    // The task row is there the moment the answer is: it committed with the application.
    expect(await forwardingTask(tenantId, applied.body.data.applicationId)).toBeDefined();
    await until(
      () => forwardingTask(tenantId, applied.body.data.applicationId),
      (row) => row?.status === 'succeeded',
    );
    await waitForMail(before + 1);
    expect(inbox.slice(before).map((m) => m.to)).toEqual([['outbox@demo.example.com']]);
  });

  it('a failed mail is retried; every attempt shows in the application activity; sent once', async () => {
    const jobId = await publishedJob(c, { CJobName: '重试职位' });
    await t.call('PUT', `/api/biz/delivery-settings/${jobId}`, {
      token: c.admin,
      body: {
        email: 'retry@demo.example.com',
        fileType: 'pdf',
        subject: '{姓名}',
        fileName: '{姓名}',
        status: 1,
      },
    });
    const { applicationId, tenantId } = await insertApplication(t, jobId, {
      name: '周可',
      mobile: '15100000005',
    });
    refuseNext = 1;
    const before = inbox.length;
    await submitForwarding(t.app.tasks, tenantId, applicationId);
    const task = await until(
      () => forwardingTask(tenantId, applicationId),
      (row) => row?.status === 'succeeded' || row?.status === 'failed',
    );
    expect(task).toMatchObject({ status: 'succeeded', attempts: 2, requested_by: null });
    await waitForMail(before + 1);
    expect(inbox.slice(before).map((m) => m.to)).toEqual([['retry@demo.example.com']]);
    const log = await t.db
      .selectFrom('delivery_log')
      .select('status')
      .where('application_id', '=', applicationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(log.map((r) => r.status)).toEqual(['failed', 'sent']);

    const detail = await t.call<ResumeDetail>('GET', `/api/biz/talent/applications/${applicationId}`, {
      token: c.admin,
    });
    const forwards = detail.body.data.activity.filter((a) => a.action === 'forward');
    expect(forwards.map((a) => a.actionName)).toEqual(['投递转发', '投递转发']);
    expect(forwards.map((a) => a.actorName)).toEqual(['系统', '系统']);
    expect(forwards[0]!.detail).toBe('简历已转发至 retry@demo.example.com（第2次尝试）');
    expect(forwards[1]!.detail).toMatch(/^简历转发失败（第1次尝试）：.*，稍后自动重试$/);

    // Queued again (a second submit): nothing is sent twice and no second task appears.
    await submitForwarding(t.app.tasks, tenantId, applicationId);
    await t.app.tasks.whenIdle();
    expect(inbox.length).toBe(before + 1);
  });

  it('after the last attempt the task ends failed with a zh-CN message; jobs without forwarding get no task', async () => {
    const jobId = await publishedJob(c, { CJobName: '总是失败' });
    await t.call('PUT', `/api/biz/delivery-settings/${jobId}`, {
      token: c.admin,
      body: {
        email: 'down@demo.example.com',
        fileType: 'pdf',
        subject: '{姓名}',
        fileName: '{姓名}',
        status: 1,
      },
    });
    const { applicationId, tenantId } = await insertApplication(t, jobId, {
      name: '郑好',
      mobile: '15100000006',
    });
    refuseNext = 5;
    await submitForwarding(t.app.tasks, tenantId, applicationId);
    const task = await until(
      () => forwardingTask(tenantId, applicationId),
      (row) => row?.status === 'succeeded' || row?.status === 'failed',
    );
    expect(task).toMatchObject({
      status: 'failed',
      attempts: 5,
      error: '简历转发邮件发送失败，请检查投递设置的接收邮箱',
    });
    const activity = await t.db
      .selectFrom('application_activity')
      .select('detail')
      .where('application_id', '=', applicationId)
      .where('action', '=', 'forward')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(activity.detail).toMatch(/^简历转发失败（第5次尝试）：.*，已停止重试$/);

    // Applying queues forwarding only for a job whose setting is on.
    const quiet = await publishedJob(c, { CJobName: '不转发' });
    expect(await t.app.deliveryForwarder.forwardsJob({ tenantId }, quiet)).toBe(false);
    expect(await t.app.deliveryForwarder.forwardsJob({ tenantId }, jobId)).toBe(true);
  });
});
