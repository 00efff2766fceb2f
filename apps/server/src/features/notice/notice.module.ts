import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { FileStorage } from '../../platform/files/storage';
import type { OperatorPrincipal } from '../../platform/request-context';
import { canWrite } from '@ehire/domain/permissions/derive';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import {
  NOTICE_MESSAGE,
  type StepChangeNotice,
  type StepChangeNoticeResult,
} from '@ehire/domain/contracts/notice';
import { AppError } from '../../platform/envelope';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import type { CandidateAuthService } from '../candidate-auth/candidate-auth.service';
import type { CandidateSites } from '../candidate-auth/candidate-auth.routes';
import { NodemailerSender, type MailAttachment, type MailSender } from '../delivery/mail-sender';
import { MailRateLimiter } from './notice-rate-limit';
import { NoticeRepository } from './notice.repository';
import { noticeRoutes } from './notice.routes';
import { NoticeService, type NoticeSendCommand } from './notice.service';
import { noticeCareersRoutes } from './notice-careers.routes';
import { noticeExportHandler } from './notice-export.task';
import { startInboundSmtp } from './notice-inbound';
import { NoticeRecipientRepository } from './notice-recipient.repository';
import { NoticeRecordRepository } from './notice-record.repository';
import { NoticeReplyRepository } from './notice-reply.repository';
import { NoticeDelivery, noticeSendHandler } from './notice-send.task';
import { NoticeTemplateRepository } from './notice-template.repository';

// Notices (issue 14) as one unit for app.ts: templates, sends as tasks, records, replies (inbound
// SMTP listener and the careers site), the header badge; and app.notices for other features:
//
//   const { taskId } = await app.notices.send({ tenantId, operatorId, channel: 'email',
//     templateId, applicationIds, extraPlaceholders: { interviewTime, interviewPlace } });

/** Pooled SMTP connections of bulk notices. */
const NOTICE_SMTP_POOL_SIZE = 10;

export interface Notices {
  service: NoticeService;
  /** Starts a send task; answers its id and the number of recipients. */
  send(command: NoticeSendCommand): Promise<{ taskId: string; total: number }>;
  /**
   * The optional message of a step change (talent 通过/淘汰/安排): sends the template to the
   * applications that moved, when the operator may send notices; answers the task or why not
   * (the step change stands either way).
   */
  sendForStepChange(
    operator: OperatorPrincipal,
    notice: StepChangeNotice,
    applicationIds: string[],
  ): Promise<StepChangeNoticeResult>;
  /** The inbound SMTP listener's port when INBOUND_SMTP_PORT is set (0 picks a free one). */
  inboundPort: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Notices: send service for other features (see notice.module.ts). */
    notices: Notices;
  }
}

export interface NoticeDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  sms: SmsProvider;
  storage: FileStorage;
  /** A mail sender given to buildApp (tests); otherwise a pooled one over SMTP_URL. */
  mailSender?: MailSender;
  candidates: CandidateAuthService;
  sites: CandidateSites;
  /** Where uploads are spooled (template attachments). */
  uploadTempDir: string;
}

export async function registerNotices(app: FastifyInstance, deps: NoticeDeps): Promise<Notices> {
  const { db, clock, config } = deps;
  let mail: MailSender;
  let mailDelivers: boolean;
  if (deps.mailSender) {
    mail = deps.mailSender;
    mailDelivers = true;
  } else {
    const pooled = new NodemailerSender(config.smtpUrl, app.log, undefined, NOTICE_SMTP_POOL_SIZE);
    app.addHook('onClose', async () => pooled.close());
    mail = pooled;
    mailDelivers = pooled.delivers;
  }
  const records = new NoticeRecordRepository(db);
  const recipients = new NoticeRecipientRepository(db);
  const templates = new NoticeTemplateRepository(db);
  const files = app.files;
  const delivery = new NoticeDelivery({
    templates,
    mailRate: new MailRateLimiter(config.noticeMailPerMinute, clock),
    attachments: async (tenantId, ids) => {
      const out: MailAttachment[] = [];
      for (const id of ids) {
        const { file, stream } = await files.open(tenantId, id);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        out.push({ filename: file.name, content: Buffer.concat(chunks), contentType: file.contentType });
      }
      return out;
    },
    db,
    records,
    recipients,
    mail,
    mailDelivers,
    sms: deps.sms,
    balances: app.balances,
    clock,
    replyDomain: config.noticeReplyDomain,
    publicUrl: config.publicUrl,
  });
  app.tasks.register(noticeSendHandler(delivery));
  app.tasks.register(noticeExportHandler(records, deps.storage, () => clock.now()));
  const service = new NoticeService({
    messages: new NoticeRepository(db),
    templates,
    records,
    replies: new NoticeReplyRepository(db),
    recipients,
    delivery,
    tasks: app.tasks,
    clock,
    files,
  });
  let inboundPort: number | null = null;
  if (config.inboundSmtpPort !== undefined) {
    const listener = await startInboundSmtp(
      config.inboundSmtpPort,
      (target, from, text) =>
        service.storeReply(target.tenantId, target.recordId, {
          source: 'email',
          from,
          content: text,
          token: target.token,
        }),
      app.log,
      config.host,
    );
    inboundPort = listener.port;
    app.addHook('onClose', async () => listener.close());
  }
  const notices: Notices = {
    service,
    send: (command) => service.send(command),
    sendForStepChange: async (operator, notice, applicationIds) => {
      if (!canWrite(operator.permissions, PERMISSION.notice))
        return { error: NOTICE_MESSAGE.noticePermission };
      if (applicationIds.length === 0) return { error: NOTICE_MESSAGE.nothingMoved };
      try {
        return await service.send({
          tenantId: operator.tenantId,
          operatorId: operator.operatorId,
          channel: notice.channel,
          templateId: notice.templateId,
          applicationIds,
        });
      } catch (error) {
        if (error instanceof AppError) return { error: error.message };
        throw error;
      }
    },
    inboundPort,
  };
  app.decorate('notices', notices);
  await app.register(noticeRoutes, {
    prefix: '/api/biz/notice',
    notices: service,
    files,
    tempDir: deps.uploadTempDir,
  });
  await app.register(noticeCareersRoutes, {
    prefix: '/api/web/careers',
    notices: service,
    candidates: deps.candidates,
    sites: deps.sites,
    rateLimitPerMinute: config.applyRateLimitPerMinute,
  });
  return notices;
}
