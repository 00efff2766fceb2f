import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { seedTenantData } from '../../db/seed/generate';
import { createRng } from '../../db/seed/random';
import { until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import type { MailSender, OutgoingMail } from '../delivery/mail-sender';
import { tenantIdOf } from '../jobs/test-support';
import { mailHeader, startMailSink, type MailSink } from './test-support';

// A bulk send whose server dies in the middle (issue 14: "a killed process never sends twice to
// the same recipient"). The first server delivers some mails to a real SMTP server, then its
// gateway stops answering and the server is stopped with messages in flight — like a kill, its
// task is left running with the records it wrote. A second server on the same database takes
// the task over: what was sent is never sent again, the messages in flight are marked failed
// with the reason (their fate is unknown), every other recipient gets exactly one mail.

const NOW = Date.UTC(2026, 10, 1, 4, 0, 0);
const RECIPIENTS = 150;
const DELIVERED_BEFORE_CRASH = 30;

let t: TestApp;
let second: App | undefined;
let sink: MailSink;
let tenantId: string;
let operatorId: string;

/** Delivers through a real transport until `limit` mails, then never answers again. */
function failingAfter(url: string, limit: number): MailSender {
  const transport = nodemailer.createTransport(url);
  let calls = 0;
  return {
    send: async (mail: OutgoingMail) => {
      calls += 1;
      if (calls > limit) return new Promise<void>(() => {});
      await transport.sendMail({ from: 'no-reply@ehire.local', ...mail });
    },
  };
}

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp(
    { smtpUrl: sink.url },
    { mailSender: failingAfter(sink.url, DELIVERED_BEFORE_CRASH), taskTuning: { stopWaitMs: 100 } },
  );
  t.clock.set(NOW);
  tenantId = await tenantIdOf(t, 'demo');
  operatorId = (
    await t.db
      .selectFrom('operator')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow()
  ).id;
  await seedTenantData(t.db, {
    tenantId,
    jobs: 3,
    resumes: RECIPIENTS,
    rng: createRng('notice-restart'),
    now: NOW,
  });
}, 120_000);

afterAll(async () => {
  await second?.close();
  await t?.close();
  await sink?.close();
});

describe('bulk send across a crash', () => {
  it('NOTICE-CRASH a send taken over after the server died never mails a recipient twice', async () => {
    const applications = await t.db
      .selectFrom('application')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .limit(RECIPIENTS)
      .execute();
    const ids = applications.map((a) => a.id);
    const { taskId } = await t.app.notices.send({
      tenantId,
      operatorId,
      channel: 'email',
      content: { subject: '{{候选人姓名}}的通知', body: '<p>{{候选人姓名}}，您好</p>' },
      applicationIds: ids,
    });
    const statuses = () =>
      t.db
        .selectFrom('notice_record')
        .select(['status'])
        .where('tenant_id', '=', tenantId)
        .where('task_id', '=', taskId)
        .execute();
    // The first server stalls once its gateway stops answering (the delivered ones marked sent).
    await until(statuses, (rows) => rows.filter((r) => r.status === 'sent').length >= DELIVERED_BEFORE_CRASH);
    await t.app.close();
    const before = await statuses();
    expect(sink.mails).toHaveLength(DELIVERED_BEFORE_CRASH);
    expect(before.filter((r) => r.status === 'sent')).toHaveLength(DELIVERED_BEFORE_CRASH);
    const inFlight = before.filter((r) => r.status === 'sending').length;
    expect(inFlight).toBeGreaterThan(0);

    // A new server on the same database (same instance) takes the task over at start.
    second = await buildApp(t.config, { database: t.database, clock: t.clock });
    const task = await until(
      async () => second!.tasks.get({ tenantId }, taskId),
      (row) => row?.status === 'succeeded' || row?.status === 'failed',
    );
    expect(task?.status).toBe('succeeded');

    const rows = await t.db
      .selectFrom('notice_record')
      .select(['id', 'application_id', 'status', 'reason', 'to_address'])
      .where('tenant_id', '=', tenantId)
      .where('task_id', '=', taskId)
      .execute();
    // One record per recipient.
    expect(rows).toHaveLength(RECIPIENTS);
    expect(new Set(rows.map((r) => r.application_id)).size).toBe(RECIPIENTS);
    // Each record's mail arrived at most once (Message-ID names the record).
    const messageIds = sink.mails.map((m) => mailHeader(m.raw, 'Message-ID'));
    expect(new Set(messageIds).size).toBe(messageIds.length);
    const sent = rows.filter((r) => r.status === 'sent');
    expect(messageIds.sort()).toEqual(sent.map((r) => `<notice.${r.id}@reply.ehire.local>`).sort());
    // The messages in flight at the crash are not sent again: failed with the reason.
    const interrupted = rows.filter(
      (r) => r.reason === '发送过程中服务中断，无法确认是否送达，为避免重复发送未重发',
    );
    expect(interrupted).toHaveLength(inFlight);
    const noAddress = rows.filter((r) => r.status === 'failed' && r.to_address === '');
    expect(sent.length + interrupted.length + noAddress.length).toBe(RECIPIENTS);
  });
});
