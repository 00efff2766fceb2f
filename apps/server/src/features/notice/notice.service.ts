import {
  NOTICE_MESSAGE,
  type CandidateNotice,
  type NoticeChannel,
  type NoticePreview,
  type NoticeRecordPage,
  type NoticeReply,
  type NoticeSendAnswer,
  type NoticeSendResult,
  type NoticeTemplate,
  type NoticeTestSendAnswer,
  NOTICE_ATTACHMENTS_TOTAL_MB,
} from '@ehire/domain/contracts/notice';
import { FILE_PURPOSE } from '@ehire/domain/contracts/files';
import { NoticeTemplateInput, NoticeRecordQuery } from '@ehire/domain/contracts/notice';
import type { CandidateContact } from '@ehire/domain/contracts/candidate-auth';
import { samplePlaceholderValues, type NoticePlaceholderValues } from '@ehire/domain/notices/placeholders';
import { smsLength } from '@ehire/domain/notices/sms-segments';
import { templateSendRefusal } from '@ehire/domain/notices/template-rules';
import type { z } from 'zod';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { FileService } from '../../platform/files/file.service';
import type { TaskQueue } from '../../platform/tasks/task-queue';
import type { NoticeRepository } from './notice.repository';
import type { NoticeRecipientRepository } from './notice-recipient.repository';
import type { NoticeRecordRepository } from './notice-record.repository';
import type { NoticeReplyRepository } from './notice-reply.repository';
import type { NoticeTemplateRepository } from './notice-template.repository';
import { sanitizeEmailHtml } from './notice-html';
import { renderNotice } from './notice-render';
import {
  NOTICE_SEND_KIND,
  newReplyToken,
  placeholderValues,
  type NoticeDelivery,
  type NoticeAttachment,
  type NoticeSendParams,
} from './notice-send.task';
import { NOTICE_EXPORT_KIND, type NoticeExportParams } from './notice-export.task';

export interface NoticeServiceDeps {
  messages: NoticeRepository;
  templates: NoticeTemplateRepository;
  records: NoticeRecordRepository;
  replies: NoticeReplyRepository;
  recipients: NoticeRecipientRepository;
  delivery: NoticeDelivery;
  tasks: TaskQueue;
  clock: Clock;
  files: FileService;
}

/** What another feature asks when it notifies candidates (interview invitations, step changes). */
export interface NoticeSendCommand {
  tenantId: string;
  operatorId: string;
  channel: NoticeChannel;
  /** A template of the tenant (enabled, same channel) ... */
  templateId?: string;
  /** ... or the subject and body themselves (placeholders allowed). */
  content?: { subject: string; body: string };
  applicationIds: string[];
  /** interviewTime / interviewPlace of an invitation. */
  extraPlaceholders?: NoticePlaceholderValues;
  /** Placeholders of one application (interview invitations: time, place, link of each). */
  perApplication?: Record<string, NoticePlaceholderValues>;
  /** Email attachments of one application (interview invitations: the .ics). */
  attachments?: Record<string, NoticeAttachment[]>;
}

type TemplateInput = z.output<typeof NoticeTemplateInput>;
type RecordQuery = z.output<typeof NoticeRecordQuery>;
const REPLY_LIST_LIMIT = 500;

export class NoticeService {
  constructor(private readonly deps: NoticeServiceDeps) {}

  /** The header badge: unread notices and unread candidate replies of the operator (CALL-028). */
  async unreadCount(ctx: TenantContext): Promise<number> {
    const [messages, replies] = await Promise.all([
      this.deps.messages.countUnread(ctx),
      this.deps.replies.countUnread(ctx),
    ]);
    return messages + replies;
  }

  // ---- templates ----

  async listTemplates(ctx: TenantContext, channel?: NoticeChannel): Promise<NoticeTemplate[]> {
    return this.withAttachments(ctx.tenantId, await this.deps.templates.list(ctx.tenantId, channel));
  }

  /** A template of the tenant as stored, or undefined (for checks by other features). */
  async findTemplate(tenantId: string, id: string): Promise<NoticeTemplate | undefined> {
    return this.deps.templates.find(tenantId, id);
  }

  async template(ctx: TenantContext, id: string): Promise<NoticeTemplate> {
    const found = await this.deps.templates.find(ctx.tenantId, id);
    if (!found) throw errors.notFound(NOTICE_MESSAGE.templateNotFound);
    return (await this.withAttachments(ctx.tenantId, [found]))[0]!;
  }

  /** Names and sizes of the templates' attachments. */
  private async withAttachments(tenantId: string, templates: NoticeTemplate[]): Promise<NoticeTemplate[]> {
    const ids = [...new Set(templates.flatMap((t) => t.attachmentFileIds))];
    if (ids.length === 0) return templates;
    const files = new Map((await this.deps.files.findMany(tenantId, ids)).map((f) => [f.id, f]));
    return templates.map((t) => ({
      ...t,
      attachments: t.attachmentFileIds.flatMap((id) => {
        const file = files.get(id);
        return file ? [{ id, name: file.name, size: file.size }] : [];
      }),
    }));
  }

  /**
   * A template's attachments: uploads of the tenant for notices (live), 20 MB together; kept for
   * good once saved on a template. SMS templates carry none.
   */
  private async checkAttachments(ctx: TenantContext, input: TemplateInput): Promise<string[]> {
    const ids = [...new Set(input.attachmentFileIds)];
    if (ids.length === 0) return [];
    if (input.channel === 'sms') throw errors.validation(NOTICE_MESSAGE.attachmentsSmsOnly);
    const files = await this.deps.files.findMany(ctx.tenantId, ids);
    if (files.length !== ids.length || files.some((f) => f.purpose !== FILE_PURPOSE.noticeAttachment))
      throw errors.validation(NOTICE_MESSAGE.attachmentMissing);
    const total = files.reduce((sum, f) => sum + f.size, 0);
    if (total > NOTICE_ATTACHMENTS_TOTAL_MB * 1024 * 1024)
      throw errors.validation(NOTICE_MESSAGE.attachmentsTooLarge);
    await this.deps.files.claim(null, ctx.tenantId, ids, FILE_PURPOSE.noticeAttachment);
    return ids;
  }

  async createTemplate(ctx: TenantContext, input: TemplateInput): Promise<NoticeTemplate> {
    const attachmentFileIds = await this.checkAttachments(ctx, input);
    const now = this.deps.clock.now();
    const id = newId(now);
    await this.deps.templates.insert({
      id,
      tenant_id: ctx.tenantId,
      name: input.name,
      channel: input.channel,
      purpose: input.purpose,
      subject: input.channel === 'email' ? input.subject.trim() : '',
      body: cleanBody(input.channel, input.body),
      attachments_json: JSON.stringify(attachmentFileIds),
      enabled: 1,
      created_by: ctx.operatorId,
      created_at: now,
      updated_at: now,
    });
    return this.template(ctx, id);
  }

  async updateTemplate(ctx: TenantContext, id: string, input: TemplateInput): Promise<NoticeTemplate> {
    const current = await this.template(ctx, id);
    if (current.channel !== input.channel) throw errors.validation(NOTICE_MESSAGE.channelMismatch);
    const attachmentFileIds = await this.checkAttachments(ctx, input);
    await this.deps.templates.update(ctx.tenantId, id, {
      name: input.name,
      purpose: input.purpose,
      subject: input.channel === 'email' ? input.subject.trim() : '',
      body: cleanBody(input.channel, input.body),
      attachments_json: JSON.stringify(attachmentFileIds),
      updated_at: this.deps.clock.now(),
    });
    return this.template(ctx, id);
  }

  async setTemplateEnabled(ctx: TenantContext, id: string, enabled: boolean): Promise<NoticeTemplate> {
    await this.template(ctx, id);
    await this.deps.templates.update(ctx.tenantId, id, {
      enabled: enabled ? 1 : 0,
      updated_at: this.deps.clock.now(),
    });
    return this.template(ctx, id);
  }

  async copyTemplate(ctx: TenantContext, id: string): Promise<NoticeTemplate> {
    const source = await this.template(ctx, id);
    return this.createTemplate(ctx, {
      name: `${source.name}-副本`.slice(0, 50),
      channel: source.channel,
      purpose: source.purpose,
      subject: source.subject,
      body: source.body,
      attachmentFileIds: source.attachmentFileIds,
    });
  }

  async deleteTemplate(ctx: TenantContext, id: string): Promise<void> {
    await this.template(ctx, id);
    if (await this.deps.records.templateInUse(ctx.tenantId, id))
      throw errors.business(NOTICE_MESSAGE.templateInUse, 409);
    await this.deps.templates.delete(ctx.tenantId, id);
  }

  // ---- preview and sending ----

  async preview(
    ctx: TenantContext,
    input: {
      channel: NoticeChannel;
      subject: string;
      body: string;
      applicationId?: string;
      extraPlaceholders: NoticePlaceholderValues;
    },
  ): Promise<NoticePreview> {
    const sender = await this.deps.recipients.sender(ctx.tenantId, ctx.operatorId);
    let values: NoticePlaceholderValues = { ...samplePlaceholderValues(), companyName: sender.companyName };
    if (input.applicationId) {
      const recipient = (await this.deps.recipients.recipients(ctx.tenantId, [input.applicationId])).get(
        input.applicationId,
      );
      if (!recipient) throw errors.notFound(NOTICE_MESSAGE.applicationNotFound);
      values = placeholderValues(
        recipient,
        sender,
        this.deps.delivery.deps.publicUrl,
        stringValues(input.extraPlaceholders),
      );
    }
    const rendered = renderNotice(input, values, sender.companyName);
    return {
      subject: rendered.subject,
      body: rendered.body,
      smsLength: input.channel === 'sms' ? smsLength(rendered.body) : 0,
      smsSegments: rendered.segments,
    };
  }

  /** Starts a bulk send (a task); answers its id. The service other features call. */
  async send(command: NoticeSendCommand): Promise<NoticeSendAnswer> {
    const { tenantId, operatorId, channel } = command;
    const applicationIds = [...new Set(command.applicationIds)];
    if (applicationIds.length === 0) throw errors.validation(NOTICE_MESSAGE.noRecipients);
    let content: {
      subject: string;
      body: string;
      templateId: string | null;
      templateName: string;
      attachmentFileIds: string[];
    };
    if (command.templateId) {
      const template = await this.deps.templates.find(tenantId, command.templateId);
      // Refused when the recruiter sends (naming the template): nothing queued, nothing paid.
      const refusal = templateSendRefusal(template, [channel]);
      if (!template) throw errors.notFound(refusal ?? NOTICE_MESSAGE.templateNotFound);
      if (refusal) throw errors.business(refusal);
      content = {
        subject: template.subject,
        body: template.body,
        templateId: template.id,
        templateName: template.name,
        attachmentFileIds: template.attachmentFileIds,
      };
    } else if (command.content) {
      content = {
        ...command.content,
        body: cleanBody(channel, command.content.body),
        templateId: null,
        templateName: '',
        attachmentFileIds: [],
      };
    } else {
      throw errors.validation('请选择通知模板');
    }
    if (channel === 'sms' && (await this.deps.delivery.deps.balances.available(tenantId, 'sms')) < 1)
      throw errors.business(NOTICE_MESSAGE.smsBalanceExhausted);
    const params: NoticeSendParams = {
      channel,
      templateId: content.templateId,
      templateName: content.templateName,
      subject: content.subject,
      body: content.body,
      applicationIds,
      extraPlaceholders: stringValues(command.extraPlaceholders ?? {}),
      perApplication: Object.fromEntries(
        Object.entries(command.perApplication ?? {}).map(([id, values]) => [id, stringValues(values)]),
      ),
      attachments: channel === 'email' ? { ...command.attachments } : {},
      operatorId,
      attachmentFileIds: content.attachmentFileIds,
    };
    const { task } = await this.deps.tasks.submit({ tenantId }, NOTICE_SEND_KIND, params, {
      requestedBy: operatorId,
      total: applicationIds.length,
      summary: `发送${channel === 'email' ? '邮件' : '短信'}通知：${content.templateName || '自定义内容'}，${applicationIds.length}人`,
    });
    return { taskId: task.id, total: applicationIds.length };
  }

  /** Sends the template to the recruiter's own address or phone, recorded like any send. */
  async testSend(
    ctx: TenantContext,
    channel: NoticeChannel,
    templateId: string,
  ): Promise<NoticeTestSendAnswer> {
    const template = await this.template(ctx, templateId);
    if (template.channel !== channel) throw errors.validation(NOTICE_MESSAGE.channelMismatch);
    const sender = await this.deps.recipients.sender(ctx.tenantId, ctx.operatorId);
    const to = channel === 'email' ? sender.email : sender.mobile;
    if (!to)
      throw errors.business(channel === 'email' ? NOTICE_MESSAGE.noOwnEmail : NOTICE_MESSAGE.noOwnMobile);
    const values = { ...samplePlaceholderValues(), companyName: sender.companyName };
    const rendered = renderNotice(template, values, sender.companyName);
    const now = this.deps.clock.now();
    const id = newId(now);
    const replyToken = newReplyToken();
    await this.deps.records.insert({
      id,
      tenant_id: ctx.tenantId,
      task_id: null,
      channel,
      template_id: template.id,
      template_name: `${template.name}（测试）`,
      application_id: null,
      candidate_id: null,
      candidate_name: sender.operatorName,
      job_id: null,
      job_name: '',
      to_address: to,
      subject: rendered.subject,
      body: rendered.body,
      status: 'sending',
      reason: '',
      segments: rendered.segments,
      reply_token: replyToken,
      operator_id: ctx.operatorId,
      operator_name: sender.operatorName,
      created_at: now,
      sent_at: null,
    });
    let failure: string | null;
    try {
      const attachments =
        channel === 'email' && template.attachmentFileIds.length > 0
          ? await this.deps.delivery.deps.attachments(ctx.tenantId, template.attachmentFileIds)
          : [];
      failure = await this.deps.delivery.deliver(
        ctx.tenantId,
        { id, to, ...rendered, replyToken },
        channel,
        attachments,
      );
    } catch {
      failure = NOTICE_MESSAGE.attachmentMissing;
    }
    await this.deps.records.transition(
      ctx.tenantId,
      id,
      'sending',
      failure === null
        ? { status: 'sent', sentAt: this.deps.clock.now() }
        : { status: 'failed', reason: failure },
    );
    return { to, status: failure === null ? 'sent' : 'failed', reason: failure ?? '' };
  }

  /** A send's per-recipient result (the talent pages show it after a bulk send). */
  async sendResult(ctx: TenantContext, taskId: string): Promise<NoticeSendResult> {
    const task = await this.deps.tasks.get(ctx, taskId);
    if (!task || task.kind !== NOTICE_SEND_KIND) throw errors.notFound(NOTICE_MESSAGE.sendNotFound);
    const rows = await this.deps.records.ofTask(ctx.tenantId, taskId);
    const count = (...statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).length;
    const total = Math.max(task.total ?? 0, rows.length);
    return {
      taskId,
      status: task.status,
      total,
      sent: count('sent', 'replied'),
      failed: count('failed'),
      pending: total - count('sent', 'replied', 'failed'),
      recipients: rows.map((r) => ({
        applicationId: r.applicationId,
        candidateName: r.candidateName,
        to: r.to,
        status: r.status,
        reason: r.reason,
      })),
    };
  }

  // ---- records and replies ----

  records(ctx: TenantContext, query: RecordQuery): Promise<NoticeRecordPage> {
    const { pageIndex, pageSize, ...filter } = query;
    return this.deps.records.page(ctx.tenantId, filter, pageIndex, pageSize);
  }

  async exportRecords(ctx: TenantContext, query: RecordQuery): Promise<{ taskId: string }> {
    const { pageIndex: _i, pageSize: _s, ...filter } = query;
    const total = await this.deps.records.countFiltered(ctx.tenantId, filter);
    const params: NoticeExportParams = { filter };
    const { task } = await this.deps.tasks.submit(ctx, NOTICE_EXPORT_KIND, params, {
      requestedBy: ctx.operatorId,
      total,
      summary: `导出${filter.channel === 'email' ? '邮件' : '短信'}发送记录（${total}条）`,
    });
    return { taskId: task.id };
  }

  replies(ctx: TenantContext): Promise<NoticeReply[]> {
    return this.deps.replies.list(ctx.tenantId, REPLY_LIST_LIMIT);
  }

  async readReply(ctx: TenantContext, id: string): Promise<void> {
    if (!(await this.deps.replies.markRead(ctx.tenantId, id, this.deps.clock.now())))
      throw errors.notFound(NOTICE_MESSAGE.replyNotFound);
  }

  /**
   * Stores a candidate's answer to a record (inbound mail or careers site); false when the record
   * is unknown or the token does not match.
   */
  async storeReply(
    tenantId: string,
    recordId: string,
    reply: { source: 'email' | 'careers'; from: string; content: string; token?: string },
  ): Promise<boolean> {
    const record = await this.deps.records.find(tenantId, recordId);
    if (!record) return false;
    if (reply.token !== undefined && !sameToken(reply.token, record.replyToken)) return false;
    const now = this.deps.clock.now();
    await this.deps.replies.insert({
      id: newId(now),
      tenant_id: tenantId,
      record_id: recordId,
      operator_id: record.operatorId,
      source: reply.source,
      from_address: reply.from.slice(0, 200),
      content: reply.content.slice(0, 10_000),
      read_at: null,
      created_at: now,
    });
    await this.deps.records.markReplied(tenantId, recordId);
    return true;
  }

  // ---- careers site ----

  async candidateNotices(tenantId: string, contact: CandidateContact): Promise<CandidateNotice[]> {
    const applicationIds = await this.deps.recipients.applicationIdsOf(tenantId, contact);
    const records = await this.deps.records.sentForApplications(tenantId, applicationIds);
    const replies = await this.deps.replies.listForRecords(
      tenantId,
      records.map((r) => r.id),
    );
    return records.map((r) => ({
      id: r.id,
      channel: r.channel,
      jobName: r.jobName,
      subject: r.subject,
      body: r.body,
      sentAt: r.sentAt,
      replies: replies
        .filter((x) => x.recordId === r.id)
        .map(({ content, createdAt }) => ({ content, createdAt })),
    }));
  }

  async candidateReply(
    tenantId: string,
    contact: CandidateContact,
    recordId: string,
    content: string,
  ): Promise<void> {
    const owned = await this.deps.recipients.applicationIdsOf(tenantId, contact);
    const record = await this.deps.records.find(tenantId, recordId);
    if (
      !record ||
      !record.applicationId ||
      !owned.includes(record.applicationId) ||
      !['sent', 'replied'].includes(record.status)
    )
      throw errors.notFound(NOTICE_MESSAGE.recordNotFound);
    await this.storeReply(tenantId, recordId, { source: 'careers', from: contact.address, content });
  }
}

function cleanBody(channel: NoticeChannel, body: string): string {
  return channel === 'email' ? sanitizeEmailHtml(body) : body.trim();
}

function stringValues(values: NoticePlaceholderValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
