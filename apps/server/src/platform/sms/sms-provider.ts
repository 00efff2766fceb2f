import { newId } from '../../db/ids';
import type { Clock } from '../clock';
import type { SmsOutboxRepository } from './sms-outbox.repository';

// The one way the product sends SMS (candidate sign-in codes now; notices later). A provider
// takes a message and either delivers it or fails; callers never know which gateway is behind.
// Without a configured gateway the outbox provider is used: it records each message in
// sms_outbox and the server log instead of sending it, so nothing reaches a phone by accident on
// a local install and operators and tests can read what would have been delivered.

export interface SmsMessage {
  tenantId: string;
  mobile: string;
  text: string;
  /** What it is for, e.g. 'candidate-code'; kept with the record. */
  purpose: string;
  /** Template variables a template-based gateway needs besides the text (e.g. `code`). */
  params?: Record<string, string>;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export interface SmsLogger {
  info(payload: object, message: string): void;
}

export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly outbox: SmsOutboxRepository,
    private readonly clock: Clock,
    private readonly logger: SmsLogger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const now = this.clock.now();
    await this.outbox.insert({
      id: newId(now),
      tenant_id: message.tenantId,
      mobile: message.mobile,
      text: message.text,
      purpose: message.purpose,
      created_at: now,
    });
    this.logger.info(
      { tenantId: message.tenantId, mobile: message.mobile, purpose: message.purpose, text: message.text },
      '未配置短信网关：短信已记入发件箱（sms_outbox），未实际发送',
    );
  }
}
