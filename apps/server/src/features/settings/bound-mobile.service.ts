import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BOUND_MOBILE_MESSAGES as MSG, type BoundMobile } from '@ehire/domain/contracts/settings';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import { TenantSettingRepository } from './tenant-setting.repository';

// 会员管理 › 手机号码 (issue 17): the account's bound mobile. A code goes to the new number (the
// product's SMS provider); binding needs it within 5 minutes and 5 tries. Only the code's hash
// is kept, with the number it was sent to, as a tenant_setting key.

const MOBILE_KEY = 'boundMobile';
const CODE_KEY = 'boundMobileCode';
const CODE_TTL_MS = 5 * 60_000;
const RESEND_MS = 60_000;
const MAX_TRIES = 5;

interface PendingCode {
  mobile: string;
  hash: string;
  sentAt: number;
  tries: number;
}

const mask = (mobile: string) => (mobile ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '');

export class BoundMobileService {
  private readonly settings: TenantSettingRepository;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly sms: SmsProvider,
  ) {
    this.settings = new TenantSettingRepository(db);
  }

  private hash(tenantId: string, mobile: string, code: string): string {
    return createHash('sha256').update(`${tenantId}:${mobile}:${code}`).digest('hex');
  }

  async get(ctx: TenantContext): Promise<BoundMobile> {
    const stored = (await this.settings.find(ctx.tenantId, MOBILE_KEY)) as { mobile: string; boundAt: number } | null;
    return { mobile: mask(stored?.mobile ?? ''), boundAt: stored?.boundAt ?? null };
  }

  async sendCode(ctx: TenantContext, mobile: string): Promise<void> {
    const now = this.clock.now();
    const pending = (await this.settings.find(ctx.tenantId, CODE_KEY)) as PendingCode | null;
    if (pending && now - pending.sentAt < RESEND_MS) throw errors.business(MSG.resendTooSoon, 429);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const next: PendingCode = { mobile, hash: this.hash(ctx.tenantId, mobile, code), sentAt: now, tries: 0 };
    await this.settings.save(ctx.tenantId, CODE_KEY, next, ctx.operatorId, now);
    await this.sms.send({
      tenantId: ctx.tenantId,
      mobile,
      text: `您正在绑定招聘系统的手机号码，验证码是${code}，5分钟内有效。如非本人操作，请忽略。`,
      purpose: 'bound-mobile-code',
      params: { code },
    });
  }

  async bind(ctx: TenantContext, mobile: string, code: string): Promise<BoundMobile> {
    const now = this.clock.now();
    const pending = (await this.settings.find(ctx.tenantId, CODE_KEY)) as PendingCode | null;
    if (!pending || pending.mobile !== mobile || pending.tries >= MAX_TRIES) {
      throw errors.validation(pending && pending.tries >= MAX_TRIES ? MSG.tooManyTries : MSG.codeWrong);
    }
    if (now - pending.sentAt > CODE_TTL_MS) throw errors.validation(MSG.codeExpired);
    if (pending.hash !== this.hash(ctx.tenantId, mobile, code)) {
      await this.settings.save(ctx.tenantId, CODE_KEY, { ...pending, tries: pending.tries + 1 }, ctx.operatorId, now);
      throw errors.validation(MSG.codeWrong);
    }
    await this.settings.save(ctx.tenantId, MOBILE_KEY, { mobile, boundAt: now }, ctx.operatorId, now);
    // Used once: the next bind needs a new code.
    await this.settings.save(ctx.tenantId, CODE_KEY, { ...pending, tries: MAX_TRIES }, ctx.operatorId, now);
    return this.get(ctx);
  }
}
