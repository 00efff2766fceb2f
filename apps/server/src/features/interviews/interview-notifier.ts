import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { SendableTemplate } from '@ehire/domain/notices/template-rules';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import type { TaskHandler, TaskQueue } from '../../platform/tasks/task-queue';
import type { MailSender } from '../delivery/mail-sender';
import { buildIcs } from './interview-ics';
import type { InterviewNoticeRepository, NoticeKey } from './interview-notice.repository';

// The port through which interviews tell candidates and interviewers about invitations, changes,
// cancellations and the day-before reminder. Interviews only say WHAT happened to which
// invitations; the notifier decides how people hear of it. The default below sends email (with
// the .ics) through MailSender and SMS through the SMS provider, as a task; the notices feature
// (issue 14) replaces it without touching the rest of the feature.

const NOTICE_PURPOSES = ['invite', 'update', 'cancel', 'reminder'] as const;
export type NoticePurpose = (typeof NOTICE_PURPOSES)[number];

export interface InterviewNotifier {
  /** Queues the notice; with `trx` it exists exactly when the caller's change commits (outbox). */
  notify(
    tenantId: string,
    notice: {
      purpose: Exclude<NoticePurpose, 'reminder'>;
      invitationIds: readonly string[];
      requestedBy: string | null;
      /** Cancellations: the slot each invitation held (it no longer points to it). */
      previousSlots?: Readonly<Record<string, string>>;
      /** Invitations: the notice template the recruiter chose (sent through notices). */
      templateId?: string;
    },
    trx?: Transaction<Database> | Kysely<Database>,
  ): Promise<{ taskId: string }>;
  /** The reminder of this version of the booking, at `at` (dropped if the booking changed by then). */
  remind(
    tenantId: string,
    reminder: { invitationId: string; sequence: number; at: number },
    trx?: Transaction<Database> | Kysely<Database>,
  ): Promise<void>;
}

/** What a notice says about one invitation, as it is now (the service builds it). */
export interface NoticeView {
  invitationId: string;
  applicationId: string;
  sequence: number;
  status: string;
  /** Seat-holding and not cancelled/declined: reminders go out only then. */
  live: boolean;
  cancelled: boolean;
  channels: readonly ('email' | 'sms')[];
  title: string;
  jobName: string;
  candidate: { name: string; email: string; mobile: string };
  interviewers: readonly { name: string; email: string; mobile: string }[];
  /** null while the candidate has not chosen a slot. */
  slot: { date: string; startTime: string; endTime: string; startsAt: number; endsAt: number } | null;
  place: string;
  /** The place as candidates see it (no host code). */
  candidatePlace: string;
  link: string;
  note: string;
}

/** What the notices feature offers interviews (app.notices, issue 14). */
export interface InterviewTemplateSender {
  channelOf(tenantId: string, templateId: string): Promise<'email' | 'sms'>;
  /** The template as a send checks it (name, channel, enabled); null: not in the tenant. */
  find(tenantId: string, templateId: string): Promise<SendableTemplate | null>;
  send(command: {
    tenantId: string;
    operatorId: string;
    channel: 'email' | 'sms';
    templateId: string;
    applicationIds: string[];
    perApplication: Record<string, Record<string, string>>;
    attachments: Record<string, { filename: string; content: string; contentType: string }[]>;
  }): Promise<{ taskId: string }>;
}

const INTERVIEW_NOTIFY_KIND = 'interview-notify';
const NOTIFY_FAILED = '面试通知发送失败';

const NotifyParams = z.object({
  purpose: z.enum(NOTICE_PURPOSES),
  invitationIds: z.array(z.string()),
  /** Reminders: the booking version they were scheduled for. */
  sequence: z.number().int().optional(),
  /** Cancellations: the slot each invitation held. */
  previousSlots: z.record(z.string(), z.string()).optional(),
  /** Invitations with a notice template: sent through notices. */
  templateId: z.string().optional(),
  operatorId: z.string().optional(),
});
type NotifyParams = z.infer<typeof NotifyParams>;

const SUBJECT: Record<NoticePurpose, string> = {
  invite: '面试邀请',
  update: '面试安排变更',
  cancel: '面试取消通知',
  reminder: '面试提醒（明天）',
};

function when(view: NoticeView): string {
  return view.slot
    ? `${view.slot.date} ${view.slot.startTime}-${view.slot.endTime}`
    : '请通过链接选择面试时间';
}

export function noticeText(purpose: NoticePurpose, view: NoticeView, forInterviewer: boolean): string {
  const who = forInterviewer ? `候选人：${view.candidate.name}` : `${view.candidate.name}，您好`;
  const lines = [
    `${SUBJECT[purpose]}｜${view.title}`,
    who,
    `职位：${view.jobName}`,
    `时间：${when(view)}`,
    `地点：${view.place || '（待定）'}`,
  ];
  if (purpose === 'cancel') lines.push('本次面试已取消。');
  if (!forInterviewer && purpose !== 'cancel') lines.push(`确认、拒绝或选择时段：${view.link}`);
  if (view.note) lines.push(`附言：${view.note}`);
  return lines.join('\n');
}

function smsText(purpose: NoticePurpose, view: NoticeView): string {
  const tail = purpose === 'cancel' ? '已取消' : `，详情及预约：${view.link}`;
  return `【${SUBJECT[purpose]}】${view.candidate.name}，${view.title}（${view.jobName}）${when(view)}${tail}`;
}

export interface NotifyDeps {
  view: (tenantId: string, invitationId: string, slotId?: string) => Promise<NoticeView | null>;
  notices: InterviewNoticeRepository;
  mail: MailSender;
  sms: SmsProvider;
  clock: Clock;
  /** Notices (issue 14) for invitations with a template; null: the built-in notice. */
  templates?: () => InterviewTemplateSender | null;
}

/**
 * The task that sends: per invitation and recipient, the send is recorded first (unique per
 * invitation, purpose, sequence, channel, recipient) and only then made, so a task that is killed
 * and taken over never sends the same notice twice.
 */
export function notifyHandler(deps: NotifyDeps): TaskHandler<NotifyParams> {
  return {
    kind: INTERVIEW_NOTIFY_KIND,
    parseParams: (value) => NotifyParams.parse(value),
    options: { retryLimit: 2, retryDelayMs: 30_000, concurrencyPerTenant: 2, failureMessage: NOTIFY_FAILED },
    run: async (task) => {
      const { purpose, invitationIds, templateId } = task.params;
      const templates = deps.templates?.() ?? null;
      if (purpose === 'invite' && templateId && templates) {
        await sendThroughNotices(
          deps,
          templates,
          task.tenantId,
          templateId,
          task.params.operatorId ?? '',
          invitationIds,
        );
        await task.progress(invitationIds.length, invitationIds.length);
        return;
      }
      let done = 0;
      for (const invitationId of invitationIds) {
        if (task.isCancelled()) return;
        const view = await deps.view(task.tenantId, invitationId, task.params.previousSlots?.[invitationId]);
        done += 1;
        // A reminder for a booking that changed, was cancelled or has no slot is stale: dropped.
        if (
          !view ||
          (purpose === 'reminder' && (!view.live || !view.slot || view.sequence !== task.params.sequence))
        ) {
          await task.progress(done, invitationIds.length);
          continue;
        }
        await sendAll(deps, task.tenantId, purpose, view);
        await task.progress(done, invitationIds.length);
      }
    },
  };
}

function icsOf(purpose: NoticePurpose, view: NoticeView): string | null {
  return view.slot
    ? buildIcs({
        invitationId: view.invitationId,
        sequence: view.sequence,
        cancelled: purpose === 'cancel' || view.cancelled,
        title: `${view.title}（${view.candidate.name}）`,
        startsAt: view.slot.startsAt,
        endsAt: view.slot.endsAt,
        location: view.place,
        description: noticeText(purpose, view, false),
        attendees: [view.candidate, ...view.interviewers],
      })
    : null;
}

/**
 * Invitations with a notice template: one notices send (a task of its own) with each candidate's
 * time, place and link as placeholders and the .ics attached to emails. Each invitation is claimed
 * first (recipient `template:<id>`), so a retried task never hands one to notices twice.
 * Interviewers still hear of the bookings by the built-in email.
 */
async function sendThroughNotices(
  deps: NotifyDeps,
  templates: InterviewTemplateSender,
  tenantId: string,
  templateId: string,
  operatorId: string,
  invitationIds: readonly string[],
) {
  const channel = await templates.channelOf(tenantId, templateId);
  const claimed: { key: NoticeKey; view: NoticeView }[] = [];
  for (const invitationId of invitationIds) {
    const view = await deps.view(tenantId, invitationId);
    if (!view) continue;
    const key: NoticeKey = {
      tenantId,
      invitationId,
      purpose: 'invite',
      sequence: view.sequence,
      channel,
      recipient: `template:${templateId}`,
    };
    if (await deps.notices.claim(key, deps.clock.now())) claimed.push({ key, view });
    await sendAll(deps, tenantId, 'invite', { ...view, channels: [] });
  }
  if (claimed.length === 0) return;
  const perApplication: Record<string, Record<string, string>> = {};
  const attachments: Record<string, { filename: string; content: string; contentType: string }[]> = {};
  for (const { view } of claimed) {
    perApplication[view.applicationId] = {
      interviewTime: when(view),
      interviewPlace: view.candidatePlace,
      interviewLink: view.link,
    };
    const ics = icsOf('invite', view);
    if (ics && channel === 'email')
      attachments[view.applicationId] = [
        {
          filename: 'interview.ics',
          content: ics,
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        },
      ];
  }
  try {
    await templates.send({
      tenantId,
      operatorId,
      channel,
      templateId,
      applicationIds: claimed.map((c) => c.view.applicationId),
      perApplication,
      attachments,
    });
    for (const { key } of claimed) await deps.notices.finish(key, 'sent', '', deps.clock.now());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    for (const { key } of claimed) await deps.notices.finish(key, 'failed', reason, deps.clock.now());
  }
}

async function sendAll(deps: NotifyDeps, tenantId: string, purpose: NoticePurpose, view: NoticeView) {
  const text = icsOf(purpose, view);
  const ics = text === null ? null : Buffer.from(text);
  const attachments = ics
    ? [
        {
          filename: 'interview.ics',
          content: ics,
          contentType:
            'text/calendar; charset=utf-8; method=' + (purpose === 'cancel' ? 'CANCEL' : 'REQUEST'),
        },
      ]
    : [];
  const sends: { key: NoticeKey; run: () => Promise<void> }[] = [];
  const key = (channel: 'email' | 'sms', recipient: string): NoticeKey => ({
    tenantId,
    invitationId: view.invitationId,
    purpose,
    sequence: view.sequence,
    channel,
    recipient,
  });
  if (view.channels.includes('email') && view.candidate.email) {
    sends.push({
      key: key('email', view.candidate.email),
      run: () =>
        deps.mail.send({
          to: view.candidate.email,
          subject: `${SUBJECT[purpose]}：${view.title}`,
          text: noticeText(purpose, view, false),
          attachments,
        }),
    });
  }
  if (view.channels.includes('sms') && view.candidate.mobile) {
    sends.push({
      key: key('sms', view.candidate.mobile),
      run: () =>
        deps.sms.send({
          tenantId,
          mobile: view.candidate.mobile,
          text: smsText(purpose, view),
          purpose: 'interview',
        }),
    });
  }
  // Interviewers hear of bookings (a slot), never of open invitations.
  if (view.slot) {
    for (const person of view.interviewers) {
      if (!person.email) continue;
      sends.push({
        key: key('email', person.email),
        run: () =>
          deps.mail.send({
            to: person.email,
            subject: `${SUBJECT[purpose]}：${view.title}（${view.candidate.name}）`,
            text: noticeText(purpose, view, true),
            attachments,
          }),
      });
    }
  }
  for (const send of sends) {
    if (!(await deps.notices.claim(send.key, deps.clock.now()))) continue;
    try {
      await send.run();
      await deps.notices.finish(send.key, 'sent', '', deps.clock.now());
    } catch (error) {
      await deps.notices.finish(
        send.key,
        'failed',
        error instanceof Error ? error.message : String(error),
        deps.clock.now(),
      );
    }
  }
}

/** The default notifier: each notice is an interview-notify task (outbox when given a transaction). */
export class TaskInterviewNotifier implements InterviewNotifier {
  constructor(
    private readonly tasks: TaskQueue,
    private readonly clock: Clock,
  ) {}

  async notify(
    tenantId: string,
    notice: Parameters<InterviewNotifier['notify']>[1],
    trx?: Transaction<Database> | Kysely<Database>,
  ): Promise<{ taskId: string }> {
    const { task } = await this.tasks.submit(
      { tenantId },
      INTERVIEW_NOTIFY_KIND,
      {
        purpose: notice.purpose,
        invitationIds: [...notice.invitationIds],
        ...(notice.previousSlots ? { previousSlots: { ...notice.previousSlots } } : {}),
        ...(notice.templateId ? { templateId: notice.templateId, operatorId: notice.requestedBy ?? '' } : {}),
      } satisfies NotifyParams,
      {
        requestedBy: notice.requestedBy,
        total: notice.invitationIds.length,
        summary: `${SUBJECT[notice.purpose]}（${notice.invitationIds.length}人）`,
        ...(trx ? { trx } : {}),
      },
    );
    return { taskId: task.id };
  }

  async remind(
    tenantId: string,
    reminder: { invitationId: string; sequence: number; at: number },
    trx?: Transaction<Database> | Kysely<Database>,
  ): Promise<void> {
    await this.tasks.submit(
      { tenantId },
      INTERVIEW_NOTIFY_KIND,
      {
        purpose: 'reminder',
        invitationIds: [reminder.invitationId],
        sequence: reminder.sequence,
      } satisfies NotifyParams,
      {
        requestedBy: null,
        total: 1,
        summary: '面试提醒（前一天）',
        singletonKey: `reminder:${reminder.invitationId}:${reminder.sequence}`,
        delayMs: Math.max(0, reminder.at - this.clock.now()),
        ...(trx ? { trx } : {}),
      },
    );
  }
}
