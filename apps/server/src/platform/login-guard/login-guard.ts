import { ERROR_MESSAGE } from '@ehire/domain/codes/error-codes';
import type { Clock } from '../clock';
import { errors } from '../envelope';
import type { LoginAttemptRepository } from './login-attempt.repository';

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MAX_FAILURES = 5;

/** Account lockout: 5 failures within 15 minutes refuse the next attempt, right password or not. */
export class LoginGuard {
  constructor(
    private readonly attempts: LoginAttemptRepository,
    private readonly clock: Clock,
  ) {}

  static operatorAccount(member: string, username: string): string {
    return `operator:${member.trim().toLowerCase()}/${username.trim().toLowerCase()}`;
  }

  static providerAccount(username: string): string {
    return `provider:${username.trim().toLowerCase()}`;
  }

  /** Throws 423 -2002 登录失败次数过多，请15分钟后再试 while the account is locked. */
  async assertNotLocked(accountKey: string): Promise<void> {
    const since = this.clock.now() - LOCKOUT_WINDOW_MS;
    const failures = await this.attempts.countRecentFailures(accountKey, since);
    if (failures >= LOCKOUT_MAX_FAILURES) throw errors.prompt(ERROR_MESSAGE.accountLocked, 423);
  }

  recordFailure(accountKey: string, ip: string): Promise<void> {
    return this.attempts.record(accountKey, ip, false, this.clock.now());
  }

  recordSuccess(accountKey: string, ip: string): Promise<void> {
    return this.attempts.record(accountKey, ip, true, this.clock.now());
  }
}
