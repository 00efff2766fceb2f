import { ERROR_MESSAGE } from '@ehire/domain/codes/error-codes';
import {
  isStrongPassword,
  type AuthListAnswer,
  type ChangePasswordInput,
} from '@ehire/domain/contracts/auth';
import type { ProjectListAnswer } from '@ehire/domain/contracts/project';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { PasswordHasher } from '../../platform/passwords';
import type { TenantContext } from '../../platform/request-context';
import type { SessionService } from '../../platform/sessions/session.service';
import type { AuthService, SignedIn } from '../auth/auth.service';
import type { AccountRepository } from './account.repository';

export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  /** Changes the password and ends every session of the operator, this one included. */
  async changePassword(ctx: TenantContext, input: ChangePasswordInput): Promise<void> {
    const current = await this.accounts.passwordHash(ctx);
    if (!current || !(await this.passwords.verify(current, input.oldPassword))) {
      throw errors.business(ERROR_MESSAGE.oldPasswordWrong);
    }
    if (!isStrongPassword(input.newPassword)) throw errors.business(ERROR_MESSAGE.weakPassword);
    if (input.newPassword === input.oldPassword) throw errors.business(ERROR_MESSAGE.samePassword);
    await this.accounts.updatePassword(ctx, await this.passwords.hash(input.newPassword), this.clock.now());
    await this.sessions.revokeAllOf('operator', ctx.operatorId);
  }

  listProjects(ctx: TenantContext): Promise<ProjectListAnswer> {
    return this.accounts.listProjects(ctx);
  }

  /**
   * A new session in the chosen project; the old one is revoked. A project of another tenant
   * is answered exactly like a missing one.
   */
  async switchProject(ctx: TenantContext, sessionId: string, projectId: string): Promise<SignedIn> {
    if (!(await this.accounts.projectExists(ctx, projectId))) {
      throw errors.notFound(ERROR_MESSAGE.projectNotFound);
    }
    await this.accounts.setCurrentProject(ctx, projectId);
    const account = await this.auth.findAccount(ctx.tenantId, ctx.operatorId);
    const signedIn = await this.auth.startSession(account, projectId);
    await this.sessions.revoke(sessionId);
    return signedIn;
  }

  permissionList(ctx: TenantContext): Promise<AuthListAnswer> {
    return this.accounts.permissionList(ctx);
  }
}
