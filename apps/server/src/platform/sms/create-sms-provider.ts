import type { SmsConfig } from '../../config';
import type { Clock } from '../clock';
import { AliyunSmsProvider } from './aliyun-sms-provider';
import type { SmsOutboxRepository } from './sms-outbox.repository';
import { OutboxSmsProvider, type SmsLogger, type SmsProvider } from './sms-provider';

/** The SMS provider SMS_PROVIDER selects: the outbox (default) or Aliyun SMS. */
export function createSmsProvider(
  config: SmsConfig,
  outbox: SmsOutboxRepository,
  clock: Clock,
  logger: SmsLogger,
): SmsProvider {
  return config.provider === 'aliyun'
    ? new AliyunSmsProvider(config)
    : new OutboxSmsProvider(outbox, clock, logger);
}
