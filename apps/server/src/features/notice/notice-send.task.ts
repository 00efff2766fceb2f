import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { NOTICE_MESSAGE, NoticeChannel } from '@ehire/domain/contracts/notice';
import type { NoticePlaceholderValues } from '@ehire/domain/notices/placeholders';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Balances } from '../../platform/balances/balances';
import type { Clock } from '../../platform/clock';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import type { TaskHandler, TaskRunContext } from '../../platform/tasks/task-queue';
import type { MailAttachment, MailSender } from '../delivery/mail-sender';
import type { NoticeRecipient, NoticeRecipientRepository, NoticeSender } from './notice-recipient.repository';
import type { NoticeRecordRepository } from './notice-record.repository';
import type { NoticeTemplateRepository } from './notice-template.repository';
import { htmlToText } from './notice-html';
import type { MailRateLimiter } from './notice-rate-limit';
import { compileNotice, type RenderedNotice } from './notice-render';

// A bulk send as a task of the platform queue (issue 14). Recipients go in batches of 500: their
// records are written first (queued, one insert), then claimed a few dozen at a time (one update
// to `sending`, only as many as the tenant's mail rate allows now) just before the gateway calls,
// which run side by side over the pooled transport; each answer is marked sent or failed (sent
// marks gathered into one update every few milliseconds). A task taken over after a crash finds
// its records (unique per task and application): sent ones are skipped, queued ones are sent,
// and one left in `sending` — the process died between the claim and the mark — is marked failed
// with a reason instead of being sent again: "never twice" wins over "at least once", the
// recruiter sees it and can send that one again. A task stopped in an orderly way (cancel,
// shutdown) puts the claimed records it had not started back to queued.

export const NOTICE_SEND_KIND = 'notice-send';
const NOTICE_SEND_FAILED = '通知发送失败，请重试';
const BATCH_SIZE = 500;
/** Mails on their way at once (twice the pooled connections, so none waits for work). */
const MAIL_WORKERS = 20;
/** Records claimed (moved to sending) per update: at most this many wait in sending. */
const CLAIM_SIZE = 40;
/** How long sent marks are gathered before their update. */
const MARK_FLUSH_MS = 30;

export const NoticeSendParams = z.object({
  channel: NoticeChannel,
  templateId: z.string().nullable(),
  templateName: z.string(),
  subject: z.string(),
  body: z.string(),
  applicationIds: z.array(z.string()),
  extraPlaceholders: z.record(z.string(), z.string()),
  /** Placeholders of one application (an interview invitation's time, place and link). */
  perApplication: z.record(z.string(), z.record(z.string(), z.string())).default({}),
  /** Email attachments of one application (an interview invitation's .ics). */
  attachments: z
    .record(
      z.string(),
      z.array(z.object({ filename: z.string(), content: z.string(), contentType: z.string() })),
    )
    .default({}),
  operatorId: z.string(),
  /** Files (platform files) attached to every mail, from the template at submit. */
  attachmentFileIds: z.array(z.string()).default([]),
});
export type NoticeAttachment = { filename: string; content: string; contentType: string };

/** An application's own attachment (text content, e.g. an .ics) as the mail sender takes it. */
function toMailAttachment(a: NoticeAttachment): MailAttachment {
  return { ...a, content: Buffer.from(a.content, 'utf8') };
}
export type NoticeSendParams = z.infer<typeof NoticeSendParams>;

/** Reads a template's attachments for sending (app.files); throws when one is gone. */
type AttachmentLoader = (tenantId: string, fileIds: readonly string[]) => Promise<MailAttachment[]>;

export interface NoticeDeliveryDeps {
  db: Kysely<Database>;
  records: NoticeRecordRepository;
  recipients: NoticeRecipientRepository;
  templates: NoticeTemplateRepository;
  mail: MailSender;
  /** false: no SMTP_URL (and no mail sender given): mails are recorded as not sent. */
  mailDelivers: boolean;
  sms: SmsProvider;
  balances: Balances;
  clock: Clock;
  replyDomain: string;
  /** The careers site's base URL, for the application-page placeholder. */
  publicUrl: string;
  /** The per-tenant mail cap (NOTICE_MAIL_PER_MINUTE). */
  mailRate: MailRateLimiter;
  attachments: AttachmentLoader;
}

function replyAddress(domain: string, tenantId: string, recordId: string, token: string): string {
  return `reply+${tenantId}.${recordId}.${token}@${domain}`;
}

export function newReplyToken(): string {
  return randomBytes(12).toString('hex');
}

export function placeholderValues(
  recipient: NoticeRecipient | undefined,
  sender: NoticeSender,
  publicUrl: string,
  extra: Record<string, string>,
): NoticePlaceholderValues {
  return {
    candidateName: recipient?.candidateName ?? '',
    jobName: recipient?.jobName ?? '',
    companyName: sender.companyName,
    stepName: recipient?.stepName ?? '',
    interviewTime: extra.interviewTime ?? '',
    interviewPlace: extra.interviewPlace ?? '',
    interviewLink: extra.interviewLink ?? '',
    assessmentLink: extra.assessmentLink ?? '',
    applicationLink: `${publicUrl.replace(/\/$/, '')}/careers/${sender.memberName}/my`,
  };
}

/** Sends one rendered notice whose record is already in `sending`; answers the failure reason or null. */
export class NoticeDelivery {
  constructor(readonly deps: NoticeDeliveryDeps) {}

  async deliver(
    tenantId: string,
    record: {
      id: string;
      to: string;
      subject: string;
      body: string;
      text: string;
      segments: number;
      replyToken: string;
    },
    channel: NoticeChannel,
    attachments: MailAttachment[] = [],
  ): Promise<string | null> {
    const { deps } = this;
    if (channel === 'email') {
      if (!deps.mailDelivers) return NOTICE_MESSAGE.smtpNotConfigured;
      try {
        await deps.mail.send({
          to: record.to,
          subject: record.subject,
          text: record.text,
          html: record.body,
          attachments,
          replyTo: replyAddress(deps.replyDomain, tenantId, record.id, record.replyToken),
          messageId: `<notice.${record.id}@${deps.replyDomain}>`,
        });
        return null;
      } catch (error) {
        return `邮件发送失败：${(error as Error).message.slice(0, 200)}`;
      }
    }
    const ref = { refType: 'notice_record', refId: record.id };
    const paid = await deps.balances.consume(tenantId, 'sms', record.segments, ref);
    if (!paid) return NOTICE_MESSAGE.smsBalanceExhausted;
    try {
      await deps.sms.send({ tenantId, mobile: record.to, text: record.text, purpose: 'notice' });
      return null;
    } catch (error) {
      await deps.balances.refund(tenantId, 'sms', record.segments, { ...ref, note: '短信发送失败退回' });
      return `短信发送失败：${(error as Error).message.slice(0, 200)}`;
    }
  }
}

export function noticeSendHandler(delivery: NoticeDelivery): TaskHandler<NoticeSendParams> {
  const { deps } = delivery;
  return {
    kind: NOTICE_SEND_KIND,
    // One bulk send per tenant at a time: a tenant's campaign never starves another's, and the
    // tenant's mail rate is this task's.
    options: {
      concurrencyPerTenant: 1,
      retryLimit: 2,
      retryDelayMs: 5_000,
      // A capped rate (NOTICE_MAIL_PER_MINUTE) stretches a large send over hours; 23 hours stays
      // within pg-boss's 24-hour limit on a job's expiry (PostgreSQL's task engine).
      timeoutMs: 23 * 3600_000,
      failureMessage: NOTICE_SEND_FAILED,
    },
    parseParams: (value) => NoticeSendParams.parse(value),
    run: async (task) => {
      const { params } = task;
      const ids = params.applicationIds;
      const sender = await deps.recipients.sender(task.tenantId, params.operatorId);
      const render = compileNotice(
        { channel: params.channel, subject: params.subject, body: params.body },
        sender.companyName,
      );
      let attachments: MailAttachment[] = [];
      let attachmentFailure: string | null = null;
      if (params.channel === 'email' && params.attachmentFileIds.length > 0) {
        try {
          attachments = await deps.attachments(task.tenantId, params.attachmentFileIds);
        } catch {
          attachmentFailure = NOTICE_MESSAGE.attachmentMissing;
        }
      }
      const run: SendRun = { delivery, task, sender, render, attachments, attachmentFailure };
      let index = task.checkpoint ? Number(task.checkpoint) : 0;
      while (index < ids.length) {
        const batch = ids.slice(index, index + BATCH_SIZE);
        await sendBatch(run, batch);
        index += batch.length;
        await task.progress(index, ids.length, String(index));
      }
    },
  };
}

interface SendRun {
  delivery: NoticeDelivery;
  task: TaskRunContext<NoticeSendParams>;
  sender: NoticeSender;
  render: (values: NoticePlaceholderValues) => RenderedNotice;
  attachments: MailAttachment[];
  /** Every record fails with this (an attachment is gone). */
  attachmentFailure: string | null;
}

async function sendBatch(run: SendRun, batch: string[]): Promise<void> {
  const { delivery, task, sender, render } = run;
  const { deps } = delivery;
  const { params, tenantId } = task;
  const found = await deps.recipients.recipients(tenantId, batch);
  const now = deps.clock.now();
  // Plain-text parts rendered here, so the send needs no second pass over the HTML.
  const texts = new Map<string, string>();
  // 1. A record per recipient (kept when a previous attempt wrote it).
  await deps.records.insertMissing(
    batch.map((applicationId) => {
      const recipient = found.get(applicationId);
      const values = placeholderValues(recipient, sender, deps.publicUrl, {
        ...params.extraPlaceholders,
        ...params.perApplication[applicationId],
      });
      const rendered = render(values);
      texts.set(applicationId, rendered.text);
      const to = recipient ? (params.channel === 'email' ? recipient.email : recipient.mobile) : '';
      const refusal = !recipient
        ? NOTICE_MESSAGE.applicationNotFound
        : to === ''
          ? params.channel === 'email'
            ? NOTICE_MESSAGE.noEmail
            : NOTICE_MESSAGE.noMobile
          : '';
      return {
        id: newId(now),
        tenant_id: tenantId,
        task_id: task.taskId,
        channel: params.channel,
        template_id: params.templateId,
        template_name: params.templateName,
        application_id: applicationId,
        candidate_id: recipient?.candidateId ?? null,
        candidate_name: recipient?.candidateName ?? '',
        job_id: recipient?.jobId ?? null,
        job_name: recipient?.jobName ?? '',
        to_address: to,
        subject: rendered.subject,
        body: rendered.body,
        status: refusal ? 'failed' : 'queued',
        reason: refusal,
        segments: rendered.segments,
        reply_token: newReplyToken(),
        operator_id: params.operatorId,
        operator_name: sender.operatorName,
        created_at: now,
        sent_at: null,
      };
    }),
  );
  // 2. One left in sending by a dead attempt is not sent again.
  const records = await deps.records.forTask(tenantId, task.taskId, batch);
  await deps.records.transitionMany(
    tenantId,
    records.filter((r) => r.status === 'sending').map((r) => r.id),
    'sending',
    { status: 'failed', reason: NOTICE_MESSAGE.interruptedUnknown },
  );
  const queued = records.filter((r) => r.status === 'queued');
  if (queued.length === 0) return;
  // 3. Whole-batch refusals: the template was disabled since the submit, an attachment is gone.
  const refusal = run.attachmentFailure ?? (await templateRefusal(deps, tenantId, params.templateId));
  if (refusal) {
    await deps.records.transitionMany(
      tenantId,
      queued.map((r) => r.id),
      'queued',
      { status: 'failed', reason: refusal },
    );
    return;
  }
  // 4. Send: workers take records from claims made just in time.
  type Queued = (typeof queued)[number];
  const email = params.channel === 'email';
  const waiting = [...queued];
  const claimed: Queued[] = [];
  let claiming: Promise<void> | null = null;
  const marks = new MarkBuffer(deps.records, tenantId, () => deps.clock.now());

  const claimMore = async (): Promise<void> => {
    const want = Math.min(email ? CLAIM_SIZE : 1, waiting.length);
    const granted = email ? await deps.mailRate.acquire(tenantId, want, task.signal) : want;
    const chunk = waiting.splice(0, granted);
    await deps.records.transitionMany(
      tenantId,
      chunk.map((r) => r.id),
      'queued',
      { status: 'sending' },
    );
    claimed.push(...chunk);
  };
  const next = async (): Promise<Queued | undefined> => {
    for (;;) {
      if (task.signal.aborted) return undefined;
      const record = claimed.shift();
      if (record) return record;
      if (waiting.length === 0) return undefined;
      claiming ??= claimMore().finally(() => (claiming = null));
      await claiming;
    }
  };
  const worker = async (): Promise<void> => {
    for (let record = await next(); record; record = await next()) {
      const text = texts.get(record.applicationId ?? '') ?? (email ? htmlToText(record.body) : record.body);
      const own = record.applicationId ? params.attachments[record.applicationId] : undefined;
      const failure = await delivery.deliver(
        tenantId,
        { ...record, text },
        params.channel,
        own ? [...run.attachments, ...own.map(toMailAttachment)] : run.attachments,
      );
      if (failure === null) marks.sent(record.id);
      else await marks.failed(record.id, failure);
    }
  };
  try {
    await Promise.all(Array.from({ length: email ? MAIL_WORKERS : 1 }, worker));
  } finally {
    await marks.flush();
    // Claimed but never started (the task was stopped): back to queued for the next attempt.
    const unstarted = claimed.splice(0);
    if (unstarted.length > 0) {
      await deps.records.transitionMany(
        tenantId,
        unstarted.map((r) => r.id),
        'sending',
        { status: 'queued' },
      );
      if (email) deps.mailRate.release(tenantId, unstarted.length);
    }
  }
  task.signal.throwIfAborted();
}

async function templateRefusal(
  deps: NoticeDeliveryDeps,
  tenantId: string,
  templateId: string | null,
): Promise<string | null> {
  if (!templateId) return null;
  const template = await deps.templates.find(tenantId, templateId);
  return template && !template.enabled ? NOTICE_MESSAGE.templateDisabled : null;
}

/** Sent marks gathered for a few milliseconds into one update; failures written at once. */
class MarkBuffer {
  private pending: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly records: NoticeRecordRepository,
    private readonly tenantId: string,
    private readonly now: () => number,
  ) {}

  sent(id: string): void {
    this.pending.push(id);
    this.timer ??= setTimeout(() => void this.flush().catch(() => undefined), MARK_FLUSH_MS);
  }

  async failed(id: string, reason: string): Promise<void> {
    await this.records.transition(this.tenantId, id, 'sending', { status: 'failed', reason });
  }

  /** Writes the gathered marks (in order with earlier writes). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const ids = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      if (ids.length === 0) return;
      await this.records.transitionMany(this.tenantId, ids, 'sending', {
        status: 'sent',
        sentAt: this.now(),
      });
    });
    return this.writing;
  }
}
