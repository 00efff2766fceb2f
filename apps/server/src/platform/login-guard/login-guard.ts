import { ERROR_MESSAGE } from '@ehire/domain/codes/error-codes';
import { newId } from '../../db/ids';
import type { AuditRepository } from '../audit/audit.repository';
import type { Clock } from '../clock';
import { errors } from '../envelope';
import type { LoginAttemptRepository } from './login-attempt.repository';

// Throttling of console and provider logins (issue 11). Failures are counted per account *and*
// source address, so an attacker elsewhere can slow and lock only their own attempts, never the
// owner's login from another address (a lock per account alone let anyone lock out any
// administrator with five wrong passwords). From one source: from the 3rd failure each further
// attempt must wait 2^(n-3) s (at most 60 s) after the previous failure; the 10th failure locks
// that source out of that account for 15 minutes and is written to the audit log. Every
// attempt also needs a fresh verify code (captcha), and the per-IP request limit of the login
// family still applies. A success from a source resets its count.

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MAX_FAILURES = 10;
const DELAY_FROM_FAILURES = 3;
const MAX_DELAY_MS = 60_000;

/** How long a source must wait after its n-th failure before the next attempt. */
export function delayAfter(failures: number): number {
  if (failures < DELAY_FROM_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - DELAY_FROM_FAILURES), MAX_DELAY_MS);
}

function loginTooSoonMessage(seconds: number): string {
  return `登录失败次数过多，请${seconds}秒后再试`;
}

export class LoginGuard {
  constructor(
    private readonly attempts: LoginAttemptRepository,
    private readonly clock: Clock,
    private readonly audit: AuditRepository,
  ) {}

  static operatorAccount(member: string, username: string): string {
    return `operator:${member.trim().toLowerCase()}/${username.trim().toLowerCase()}`;
  }

  static providerAccount(username: string): string {
    return `provider:${username.trim().toLowerCase()}`;
  }

  /**
   * Throws 423 -2002 登录失败次数过多，请15分钟后再试 while this source is locked out of the
   * account, or 429 -2002 登录失败次数过多，请N秒后再试 during its progressive delay.
   */
  async assertAllowed(accountKey: string, ip: string): Promise<void> {
    const now = this.clock.now();
    const failures = await this.attempts.recentFailuresFrom(accountKey, ip, now - LOCKOUT_WINDOW_MS);
    if (failures.count >= LOCKOUT_MAX_FAILURES) throw errors.prompt(ERROR_MESSAGE.accountLocked, 423);
    const wait = failures.lastAt === null ? 0 : failures.lastAt + delayAfter(failures.count) - now;
    if (wait > 0) {
      throw errors.prompt(loginTooSoonMessage(Math.ceil(wait / 1000)), 429);
    }
  }

  /** Counts a failure; the one that locks the source is written to the audit log. */
  async recordFailure(accountKey: string, ip: string, tenantId: string | null = null): Promise<void> {
    const now = this.clock.now();
    await this.attempts.record(accountKey, ip, false, now);
    const failures = await this.attempts.recentFailuresFrom(accountKey, ip, now - LOCKOUT_WINDOW_MS);
    if (failures.count === LOCKOUT_MAX_FAILURES) {
      await this.audit.insert({
        id: newId(now),
        tenant_id: tenantId,
        principal_kind: 'anonymous',
        principal_id: null,
        action: 'LOGIN_LOCKOUT',
        target_type: 'account',
        target_id: accountKey,
        detail: `来源 ${ip} 15分钟内登录失败${LOCKOUT_MAX_FAILURES}次，已锁定该来源15分钟（其他来源不受影响）`,
        ip,
        created_at: now,
      });
    }
  }

  recordSuccess(accountKey: string, ip: string): Promise<void> {
    return this.attempts.record(accountKey, ip, true, this.clock.now());
  }
}
