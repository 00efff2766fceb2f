import { ERROR_MESSAGE } from '@ehire/domain/codes/error-codes';
import type { LoginAnswer, LoginInput } from '@ehire/domain/contracts/auth';
import type { CaptchaService } from '../../platform/captcha/captcha.service';
import { errors } from '../../platform/envelope';
import { LoginGuard } from '../../platform/login-guard/login-guard';
import type { PasswordHasher } from '../../platform/passwords';
import type { SessionService } from '../../platform/sessions/session.service';
import type { AuthRepository, LoginAccount } from './auth.repository';
import { buildUserInfo } from './userinfo';

export interface SignedIn extends LoginAnswer {
  tenantId: string;
  operatorId: string;
  projectId: string | null;
}

/** Operator login, logout and the session start shared with the project switch. */
export class AuthService {
  constructor(
    private readonly accounts: AuthRepository,
    private readonly sessions: SessionService,
    private readonly captcha: CaptchaService,
    private readonly guard: LoginGuard,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * Verify code first (it is consumed either way), then the lockout, then the credentials.
   * The credentials message is the same whichever part is wrong (no account enumeration).
   */
  async login(input: LoginInput, ip: string): Promise<SignedIn> {
    await this.captcha.consumeForLogin(input.captchaId, input.code);
    const accountKey = LoginGuard.operatorAccount(input.member, input.username);
    await this.guard.assertAllowed(accountKey, ip);

    const account = await this.accounts.findLoginAccount(input.member, input.username);
    const valid = account
      ? await this.passwords.verify(account.operator.password_hash, input.password)
      : await this.passwords.verifyNothing(input.password);
    if (!account || !valid) {
      await this.guard.recordFailure(accountKey, ip, account?.tenant.id ?? null);
      throw errors.business(ERROR_MESSAGE.badCredentials);
    }
    if (account.operator.status !== 1) throw errors.business(ERROR_MESSAGE.accountDisabled);
    await this.guard.recordSuccess(accountKey, ip);

    const projectId =
      account.operator.current_project_id ?? (await this.accounts.firstProjectId(account.tenant.id));
    return this.startSession(account, projectId);
  }

  /** A new session for an operator already authenticated (login, project switch). */
  async startSession(account: LoginAccount, projectId: string | null): Promise<SignedIn> {
    const started = await this.sessions.start({
      kind: 'operator',
      principalId: account.operator.id,
      tenantId: account.tenant.id,
      projectId,
      tokenPayload: { ehireid: account.tenant.id, oprid: account.operator.id },
    });
    return {
      token: started.token,
      signKey: started.signKey,
      userinfo: buildUserInfo(account),
      tenantId: account.tenant.id,
      operatorId: account.operator.id,
      projectId,
    };
  }

  async findAccount(tenantId: string, operatorId: string): Promise<LoginAccount> {
    const account = await this.accounts.findAccount(tenantId, operatorId);
    if (!account) throw errors.loginExpired();
    return account;
  }

  logout(sessionId: string): Promise<void> {
    return this.sessions.revoke(sessionId);
  }
}
