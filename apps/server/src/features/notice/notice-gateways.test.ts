import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeSendAnswer, NoticeSendResult, NoticeTemplate } from '@ehire/domain/contracts/notice';
import type { TaskAnswer } from '@ehire/domain/contracts/tasks';
import { ConfigError, loadConfig } from '../../config';
import { until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertApplication, jobTestContext, publishedJob, tenantIdOf, type JobTestContext } from '../jobs/test-support';
import { mailHeader, startMailSink, type MailSink } from './test-support';

// The gateways of notices (issue 14) on the database under test: the per-tenant mail rate
// (NOTICE_MAIL_PER_MINUTE) against a real local SMTP server, and the Aliyun SMS adapter
// (SMS_PROVIDER=aliyun) against a local HTTP server standing in for dysmsapi.aliyuncs.com.

const API = '/api/biz/notice';
const LIMITED_MOBILE = '13722220002';
let t: TestApp;
let c: JobTestContext;
let sink: MailSink;
let aliyun: Server;
let tenantId: string;
let jobId: string;
/** What the stand-in received: every parameter of each request (query and form body). */
const aliyunRequests: Array<Record<string, string>> = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function startAliyunStandIn(): Promise<Server> {
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const params: Record<string, string> = {};
      const url = new URL(request.url ?? '/', 'http://stand-in');
      for (const [k, v] of url.searchParams) params[k] = v;
      for (const [k, v] of new URLSearchParams(body)) params[k] = v;
      params['header:x-acs-action'] = String(request.headers['x-acs-action'] ?? '');
      params['header:authorization'] = String(request.headers.authorization ?? '');
      aliyunRequests.push(params);
      response.setHeader('content-type', 'application/json;charset=utf-8');
      response.end(
        JSON.stringify(
          params.PhoneNumbers === LIMITED_MOBILE
            ? { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发天级流控Permits:10', RequestId: 'r2' }
            : { Code: 'OK', Message: 'OK', BizId: 'biz-1', RequestId: 'r1' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function settled(taskId: string): Promise<TaskAnswer> {
  return until(
    async () => (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${taskId}`, { token: c.admin })).body.data,
    (task) => ['succeeded', 'failed', 'cancelled'].includes(task.status),
  );
}

const createTemplate = (body: Record<string, unknown>) =>
  t.call<NoticeTemplate>('POST', `${API}/templates`, { token: c.admin, body });

beforeAll(async () => {
  sink = await startMailSink();
  aliyun = await startAliyunStandIn();
  const port = (aliyun.address() as AddressInfo).port;
  t = await createTestApp({
    smtpUrl: sink.url,
    noticeMailPerMinute: 3,
    sms: {
      provider: 'aliyun',
      accessKeyId: 'test-access-key-id',
      accessKeySecret: 'test-access-key-secret',
      signName: '示例科技',
      templates: { notice: 'SMS_900001', '*': 'SMS_900000' },
      endpoint: `127.0.0.1:${port}`,
      protocol: 'http',
    },
  });
  c = await jobTestContext(t);
  tenantId = await tenantIdOf(t, 'demo');
  jobId = await publishedJob(c, { CJobName: '测试工程师' });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sink?.close();
  await new Promise<void>((resolve) => (aliyun ? aliyun.close(() => resolve()) : resolve()));
});

describe('mail rate per tenant', () => {
  it('NOTICE-RATE at 3 mails a minute the send waits for the window, then sends the rest, each exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const made = await insertApplication(t, jobId, {
        name: `限速${i}`,
        email: `rate${i}@example.com`,
        mobile: `1372222100${i}`,
      });
      ids.push(made.applicationId);
    }
    const template = (
      await createTemplate({ name: '限速', channel: 'email', purpose: 'other', subject: '{{候选人姓名}}', body: '<p>x</p>' })
    ).body.data;
    const sent = await t.call<NoticeSendAnswer>('POST', `${API}/sends`, {
      token: c.admin,
      body: { channel: 'email', templateId: template.id, applicationIds: ids },
    });
    const taskId = sent.body.data.taskId;
    const result = () =>
      t.call<NoticeSendResult>('GET', `${API}/sends/${taskId}`, { token: c.admin }).then((r) => r.body.data);
    // Three leave; the other two wait as queued (never claimed, so never in doubt after a crash).
    const first = await until(result, (r) => r.sent === 3);
    expect(first.recipients.filter((r) => r.status === 'queued')).toHaveLength(2);
    const rateMails = () => sink.mails.filter((m) => m.to.some((to) => to.startsWith('rate')));
    expect(rateMails()).toHaveLength(3);
    const task = await t.call<TaskAnswer>('GET', `/api/biz/tasks/${taskId}`, { token: c.admin });
    expect(task.body.data.status).toBe('running');

    t.clock.advance(60_001);
    expect((await settled(taskId)).status).toBe('succeeded');
    const done = await result();
    expect(done).toMatchObject({ sent: 5, failed: 0, pending: 0 });
    const subjects = rateMails().map((m) => mailHeader(m.raw, 'Subject'));
    expect(subjects.sort()).toEqual(['限速0', '限速1', '限速2', '限速3', '限速4']);
    const rows = await t.db
      .selectFrom('notice_record')
      .select('sent_at')
      .where('task_id', '=', taskId)
      .orderBy('sent_at')
      .execute();
    expect(Number(rows[3]!.sent_at) - Number(rows[0]!.sent_at)).toBeGreaterThanOrEqual(60_000);
  });
});

describe('Aliyun SMS adapter', () => {
  it('NOTICE-ALIYUN SMS_PROVIDER=aliyun needs its keys, sign name and templates (zh-CN)', () => {
    const base = { NODE_ENV: 'test', APP_SECRET: 'test-app-secret-0123456789', DATA_DIR: t.config.dataDir };
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'aliyun' })).toThrow(
      new ConfigError('SMS_PROVIDER=aliyun 时必须设置 ALIYUN_SMS_ACCESS_KEY_ID'),
    );
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'tencent' })).toThrow(
      new ConfigError('SMS_PROVIDER 只能是 outbox 或 aliyun，当前为 "tencent"'),
    );
    const config = loadConfig({
      ...base,
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '示例科技',
      ALIYUN_SMS_TEMPLATES: '{"notice":"SMS_1","candidate-code":"SMS_2"}',
    });
    expect(config.sms).toMatchObject({
      provider: 'aliyun',
      templates: { notice: 'SMS_1', 'candidate-code': 'SMS_2' },
      endpoint: 'dysmsapi.aliyuncs.com',
      protocol: 'https',
    });
  });

  it('NOTICE-ALIYUN a notice reaches the gateway with phone, sign name and parameters; an error answer fails the record with the reason', async () => {
    const ok = await insertApplication(t, jobId, { name: '孙短信', mobile: '13722220001' });
    const limited = await insertApplication(t, jobId, { name: '孙流控', mobile: LIMITED_MOBILE });
    const template = (
      await createTemplate({ name: '面试短信', channel: 'sms', purpose: 'interview', body: '{{候选人姓名}}您好，请查收面试通知' })
    ).body.data;
    const available = await t.app.balances.available(tenantId, 'sms');
    if (available < 10) await t.app.balances.refund(tenantId, 'sms', 10, { refType: 'test', refId: 'top-up' });
    const before = await t.app.balances.available(tenantId, 'sms');
    const sent = await t.call<NoticeSendAnswer>('POST', `${API}/sends`, {
      token: c.admin,
      body: { channel: 'sms', templateId: template.id, applicationIds: [ok.applicationId, limited.applicationId] },
    });
    expect((await settled(sent.body.data.taskId)).status).toBe('succeeded');
    const result = (await t.call<NoticeSendResult>('GET', `${API}/sends/${sent.body.data.taskId}`, { token: c.admin }))
      .body.data;
    const byName = new Map(result.recipients.map((r) => [r.candidateName, r]));
    expect(byName.get('孙短信')).toMatchObject({ status: 'sent', reason: '' });
    expect(byName.get('孙流控')).toMatchObject({
      status: 'failed',
      reason: '短信发送失败：阿里云短信：触发天级流控Permits:10（isv.BUSINESS_LIMIT_CONTROL）',
    });
    const request = aliyunRequests.find((r) => r.PhoneNumbers === '13722220001')!;
    expect(request).toMatchObject({
      'header:x-acs-action': 'SendSms',
      PhoneNumbers: '13722220001',
      SignName: '示例科技',
      TemplateCode: 'SMS_900001',
    });
    // Signed with the configured key (ACS3-HMAC-SHA256 Credential=<AccessKeyId>).
    expect(request['header:authorization']).toContain('Credential=test-access-key-id');
    // The product's 【signature】 is left to the gateway; the text goes in ${content}.
    expect(JSON.parse(request.TemplateParam!)).toEqual({ content: '孙短信您好，请查收面试通知' });
    // The failed one was refunded: one segment paid.
    expect(await t.app.balances.available(tenantId, 'sms')).toBe(before - 1);
  });
});
