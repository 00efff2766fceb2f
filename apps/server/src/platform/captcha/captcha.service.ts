import { createHmac, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { ERROR_MESSAGE } from '@ehire/domain/codes/error-codes';
import type { CaptchaAnswer } from '@ehire/domain/contracts/auth';
import { newId } from '../../db/ids';
import type { Clock } from '../clock';
import { errors } from '../envelope';
import type { CaptchaRepository } from './captcha.repository';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export interface CaptchaServiceOptions {
  appSecret: string;
  /** CAPTCHA_DISABLED=1 (never in production): login skips the check. */
  disabled: boolean;
  /** Test-only observer of issued codes; there is deliberately no HTTP way to read them. */
  onIssued?: (captchaId: string, code: string) => void;
}

/** Image verify codes: stored hashed, single use, 5-minute expiry, case-insensitive. */
export class CaptchaService {
  private lastCleanup = 0;

  constructor(
    private readonly captchas: CaptchaRepository,
    private readonly clock: Clock,
    private readonly options: CaptchaServiceOptions,
  ) {}

  get disabled(): boolean {
    return this.options.disabled;
  }

  private codeHash(captchaId: string, code: string): string {
    return createHmac('sha256', this.options.appSecret)
      .update(`captcha:${captchaId}:${code.trim().toLowerCase()}`)
      .digest('hex');
  }

  async issue(): Promise<CaptchaAnswer> {
    const now = this.clock.now();
    await this.cleanup(now);
    // Without look-alike characters: 0/o, 1/l/i are ambiguous in a noisy image.
    const captcha = svgCaptcha.create({
      size: 4,
      noise: 2,
      color: true,
      width: 120,
      height: 40,
      ignoreChars: '0oO1iIlL',
    });
    const captchaId = newId(now);
    await this.captchas.insert({
      id: captchaId,
      code_hash: this.codeHash(captchaId, captcha.text),
      expires_at: now + CAPTCHA_TTL_MS,
      used_at: null,
    });
    this.options.onIssued?.(captchaId, captcha.text);
    const image = `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
    return { captchaId, image };
  }

  private matches(storedHash: string, captchaId: string, code: string): boolean {
    const expected = Buffer.from(storedHash, 'hex');
    const actual = Buffer.from(this.codeHash(captchaId, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** Checks without consuming (the login form's live check). */
  async check(captchaId: string, code: string): Promise<boolean> {
    const row = await this.captchas.find(captchaId);
    const now = this.clock.now();
    if (!row || row.used_at !== null || row.expires_at <= now) return false;
    return this.matches(row.code_hash, captchaId, code);
  }

  /**
   * Consumes the code for a login: a wrong guess burns it too, so each image allows exactly one
   * attempt. Throws 验证码错误或已过期.
   */
  async consumeForLogin(captchaId: string | undefined, code: string | undefined): Promise<void> {
    if (this.options.disabled) return;
    if (!captchaId || !code) throw errors.business(ERROR_MESSAGE.captchaWrong);
    const row = await this.captchas.find(captchaId);
    const now = this.clock.now();
    if (!row || !(await this.captchas.consume(captchaId, now))) {
      throw errors.business(ERROR_MESSAGE.captchaWrong);
    }
    if (!this.matches(row.code_hash, captchaId, code)) {
      throw errors.business(ERROR_MESSAGE.captchaWrong);
    }
  }

  private async cleanup(now: number): Promise<void> {
    if (now - this.lastCleanup < CLEANUP_INTERVAL_MS) return;
    this.lastCleanup = now;
    await this.captchas.deleteExpiredBefore(now - CAPTCHA_TTL_MS);
  }
}
