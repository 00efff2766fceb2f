import { ERROR_MESSAGE } from '@ehire/domain/codes/error-codes';
import type { OpsLoginAnswer, OpsLoginInput, OpsStaff } from '@ehire/domain/contracts/ops';
import type { CaptchaService } from '../../platform/captcha/captcha.service';
import { errors } from '../../platform/envelope';
import { LoginGuard } from '../../platform/login-guard/login-guard';
import type { PasswordHasher } from '../../platform/passwords';
import type { SessionService } from '../../platform/sessions/session.service';
import type { OpsAuthRepository, ProviderStaffRow } from './ops-auth.repository';

function toStaff(row: ProviderStaffRow): OpsStaff {
  return { id: row.id, username: row.username, displayName: row.display_name };
}

/** Provider console login: same verify code, lockout and session rules as operators. */
export class OpsAuthService {
  constructor(
    private readonly staff: OpsAuthRepository,
    private readonly sessions: SessionService,
    private readonly captcha: CaptchaService,
    private readonly guard: LoginGuard,
    private readonly passwords: PasswordHasher,
  ) {}

  async login(input: OpsLoginInput, ip: string): Promise<OpsLoginAnswer> {
    await this.captcha.consumeForLogin(input.captchaId, input.code);
    const accountKey = LoginGuard.providerAccount(input.username);
    await this.guard.assertAllowed(accountKey, ip);
    const row = await this.staff.findByUsername(input.username);
    const valid = row
      ? await this.passwords.verify(row.password_hash, input.password)
      : await this.passwords.verifyNothing(input.password);
    if (!row || !valid) {
      await this.guard.recordFailure(accountKey, ip);
      throw errors.business('用户名或密码错误');
    }
    if (row.status !== 1) throw errors.business(ERROR_MESSAGE.accountDisabled);
    await this.guard.recordSuccess(accountKey, ip);
    const started = await this.sessions.start({
      kind: 'provider',
      principalId: row.id,
      tenantId: null,
      projectId: null,
      tokenPayload: { opsid: row.id },
    });
    return { token: started.token, staff: toStaff(row) };
  }

  logout(sessionId: string): Promise<void> {
    return this.sessions.revoke(sessionId);
  }

  async me(staffId: string): Promise<OpsStaff> {
    const row = await this.staff.findById(staffId);
    if (!row) throw errors.loginExpired();
    return toStaff(row);
  }
}
