import nodemailer, { type Transporter } from 'nodemailer';

// Outgoing mail of delivery forwarding. SMTP_URL (smtp://user:pass@host:port or smtps://...)
// selects a real SMTP server; without it the mail is built but only logged (JSON transport), so
// a local install never tries to reach a server it does not have.

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
  /** HTML alternative (notices); text stays the plain part. */
  html?: string;
  /** Where answers go (notices: the record's reply address). */
  replyTo?: string;
  /** Fixed Message-ID (notices: one per record, so a resent copy is recognisable). */
  messageId?: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailLogger {
  info(payload: object, message: string): void;
}

const DEFAULT_MAIL_FROM = '"校园招聘系统" <no-reply@ehire.local>';

export class NodemailerSender implements MailSender {
  private readonly transport: Transporter;
  private readonly logOnly: boolean;

  constructor(
    smtpUrl: string | undefined,
    private readonly logger: MailLogger,
    private readonly from: string = DEFAULT_MAIL_FROM,
    /** Pooled SMTP connections (bulk notices): up to this many open at once; 0 = one per mail. */
    poolSize = 0,
  ) {
    this.logOnly = !smtpUrl;
    this.transport = smtpUrl
      ? poolSize > 0
        ? nodemailer.createTransport({
            url: smtpUrl,
            pool: true,
            maxConnections: poolSize,
            maxMessages: Infinity,
          })
        : nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  /** false: no SMTP_URL, mails are only logged. */
  get delivers(): boolean {
    return !this.logOnly;
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
    if (this.logOnly) {
      this.logger.info(
        {
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments.map((a) => a.filename),
        },
        '未配置 SMTP_URL：邮件仅记录日志，未实际发送',
      );
    }
  }

  close(): void {
    this.transport.close();
  }
}
