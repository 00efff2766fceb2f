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
import type { MailSender } from '../delivery/mail-sender';
import type { NoticeRecipient, NoticeRecipientRepository, NoticeSender } from './notice-recipient.repository';
import type { NoticeRecordRepository } from './notice-record.repository';
import { htmlToText } from './notice-html';
import { renderNotice, type NoticeContent } from './notice-render';

// A bulk send as a task of the platform queue (issue 14). Recipients go in batches; for each one
// the record is written first (queued), moved to sending in its own update, then the message
// leaves and the record is marked sent or failed. A task taken over after a crash finds its
// records (unique per task and application): sent ones are skipped, queued ones are sent, and
// one left in sending — the process died between the gateway call and the mark — is marked
// failed with a reason instead of being sent again: "never twice" wins over "at least once",
// the recruiter sees it and can send that one again.

export const NOTICE_SEND_KIND = 'notice-send';
export const NOTICE_SEND_FAILED = '通知发送失败，请重试';
const BATCH_SIZE = 100;
/** Mails in flight at once within a batch (the pooled transport queues beyond its connections). */
const MAIL_CONCURRENCY = 100;

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
});
export type NoticeAttachment = { filename: string; content: string; contentType: string };
export type NoticeSendParams = z.infer<typeof NoticeSendParams>;

export interface NoticeDeliveryDeps {
  db: Kysely<Database>;
  records: NoticeRecordRepository;
  recipients: NoticeRecipientRepository;
  mail: MailSender;
  /** false: no SMTP_URL (and no mail sender given): mails are recorded as not sent. */
  mailDelivers: boolean;
  sms: SmsProvider;
  balances: Balances;
  clock: Clock;
  replyDomain: string;
  /** The careers site's base URL, for the application-page placeholder. */
  publicUrl: string;
}

export function replyAddress(domain: string, tenantId: string, recordId: string, token: string): string {
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
    attachments: readonly NoticeAttachment[] = [],
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
          attachments: attachments.map((a) => ({ ...a, content: Buffer.from(a.content, 'utf8') })),
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
    // One bulk send per tenant at a time: a tenant's campaign never starves another's.
    options: {
      concurrencyPerTenant: 1,
      retryLimit: 2,
      retryDelayMs: 5_000,
      failureMessage: NOTICE_SEND_FAILED,
    },
    parseParams: (value) => NoticeSendParams.parse(value),
    run: async (task) => {
      const { params } = task;
      const ids = params.applicationIds;
      const sender = await deps.recipients.sender(task.tenantId, params.operatorId);
      let index = task.checkpoint ? Number(task.checkpoint) : 0;
      while (index < ids.length) {
        const batch = ids.slice(index, index + BATCH_SIZE);
        await sendBatch(delivery, task, sender, batch);
        index += batch.length;
        await task.progress(index, ids.length, String(index));
      }
    },
  };
}

async function sendBatch(
  delivery: NoticeDelivery,
  task: TaskRunContext<NoticeSendParams>,
  sender: NoticeSender,
  batch: string[],
): Promise<void> {
  const { deps } = delivery;
  const { params, tenantId } = task;
  const content: NoticeContent = { channel: params.channel, subject: params.subject, body: params.body };
  const found = await deps.recipients.recipients(tenantId, batch);
  const now = deps.clock.now();
  // 1. A record per recipient (kept when a previous attempt wrote it).
  await deps.records.insertMissing(
    batch.map((applicationId) => {
      const recipient = found.get(applicationId);
      const values = placeholderValues(recipient, sender, deps.publicUrl, {
        ...params.extraPlaceholders,
        ...params.perApplication[applicationId],
      });
      const rendered = renderNotice(content, values, sender.companyName);
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
  // 2. Claim the queued ones; one left in sending by a dead attempt is not sent again.
  const records = await deps.records.forTask(tenantId, task.taskId, batch);
  await deps.records.transitionMany(
    tenantId,
    records.filter((r) => r.status === 'sending').map((r) => r.id),
    'sending',
    { status: 'failed', reason: NOTICE_MESSAGE.interruptedUnknown },
  );
  const toSend = records.filter((r) => r.status === 'queued');
  // 3. Send chunk by chunk: the chunk is marked sending in one write just before the gateway
  //    calls (mails side by side over the pooled transport).
  const chunkSize = params.channel === 'email' ? MAIL_CONCURRENCY : 1;
  for (let i = 0; i < toSend.length; i += chunkSize) {
    task.signal.throwIfAborted();
    const chunk = toSend.slice(i, i + chunkSize);
    await deps.records.transitionMany(
      tenantId,
      chunk.map((r) => r.id),
      'queued',
      { status: 'sending' },
    );
    // Each answer is marked as it comes: a crash leaves only the unanswered ones in sending.
    await Promise.all(
      chunk.map(async (record) => {
        const text = params.channel === 'email' ? htmlToText(record.body) : record.body;
        const failure = await delivery.deliver(
          tenantId,
          { ...record, text },
          params.channel,
          (record.applicationId ? params.attachments[record.applicationId] : undefined) ?? [],
        );
        await deps.records.transition(
          tenantId,
          record.id,
          'sending',
          failure === null
            ? { status: 'sent', sentAt: deps.clock.now() }
            : { status: 'failed', reason: failure },
        );
      }),
    );
  }
}
