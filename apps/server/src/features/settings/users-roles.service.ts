import type { Kysely } from 'kysely';
import { isStrongPassword } from '@ehire/domain/contracts/auth';
import type {
  ResetPasswordInput,
  RoleAuthority,
  RoleAuthorityQuery,
  RoleListQuery,
  RolePage,
  RoleSaveInput,
  UserListQuery,
  UserOptions,
  UserPage,
  UserRoleInput,
  UserSaveInput,
  UserStatusInput,
} from '@ehire/domain/contracts/settings';
import type { PermissionKey } from '@ehire/domain/codes/permissions';
import {
  DATA_SCOPE,
  grantsAnything,
  isAdministratorRole,
  isDataScope,
  permissionRows,
  rightsBeyond,
  SETTINGS_MESSAGE,
  type DataScope,
  type PermissionLevels,
} from '@ehire/domain/settings/roles';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { PasswordHasher } from '../../platform/passwords';
import type { TenantContext } from '../../platform/request-context';
import type { SessionService } from '../../platform/sessions/session.service';
import { OperatorRepository } from './operator.repository';
import { OrganizationRepository } from './organization.repository';
import { RoleRepository, type RoleRecord } from './role.repository';

type Db = Kysely<Database>;

interface Repos {
  roles: RoleRepository;
  operators: OperatorRepository;
  organizations: OrganizationRepository;
}

function reposOf(db: Db): Repos {
  return {
    roles: new RoleRepository(db),
    operators: new OperatorRepository(db),
    organizations: new OrganizationRepository(db),
  };
}

function scopeOf(role: RoleRecord): DataScope {
  return isDataScope(role.dataScope) ? role.dataScope : DATA_SCOPE.all;
}

/**
 * Users and roles (PERM-017). Every change runs in one transaction and keeps two rules: nobody
 * hands out more than they hold themselves (so nobody can raise their own rights), and at least
 * one enabled administrator (isAdministratorRole) remains.
 */
export class UsersRolesService {
  constructor(
    private readonly db: Db,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  private async inTransaction<T>(work: (repos: Repos) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(reposOf(trx)));
  }

  private async actorRole(repos: Repos, ctx: TenantContext): Promise<RoleRecord> {
    const me = await repos.operators.organizationOf(ctx, ctx.operatorId);
    const role = me ? await repos.roles.find(ctx, me.roleId) : undefined;
    if (!role) throw errors.forbidden();
    return role;
  }

  /** Refuses a role the actor could not hold themselves. */
  private assertWithinOwnRights(
    actor: RoleRecord,
    granted: { levels: PermissionLevels; dataScope: DataScope },
  ) {
    const beyond = rightsBeyond({ levels: actor.levels, dataScope: scopeOf(actor) }, granted);
    if (beyond.length > 0) throw errors.business(SETTINGS_MESSAGE.beyondOwnRights(beyond));
  }

  /** After the change described, some enabled operator must still hold an administrator role. */
  private async assertAdministratorRemains(
    repos: Repos,
    ctx: TenantContext,
    change: {
      roleLevels?: { roleId: string; levels: PermissionLevels };
      operatorRoles?: ReadonlyMap<string, string>;
      disabled?: ReadonlySet<string>;
    },
  ): Promise<void> {
    const enabled = await repos.operators.enabled(ctx);
    const adminByRole = new Map<string, boolean>();
    for (const operator of enabled) {
      if (change.disabled?.has(operator.id)) continue;
      const roleId = change.operatorRoles?.get(operator.id) ?? operator.roleId;
      if (!adminByRole.has(roleId)) {
        const levels =
          change.roleLevels?.roleId === roleId
            ? change.roleLevels.levels
            : ((await repos.roles.find(ctx, roleId))?.levels ?? {});
        adminByRole.set(roleId, isAdministratorRole(levels));
      }
      if (adminByRole.get(roleId)) return;
    }
    throw errors.business(SETTINGS_MESSAGE.lastAdministrator);
  }

  // Roles -------------------------------------------------------------------------------------

  async rolePage(ctx: TenantContext, q: RoleListQuery): Promise<RolePage> {
    const { total, rows } = await new RoleRepository(this.db).page(ctx, q);
    return { total, pageIndex: q.pageIndex, pageSize: q.pageSize, rows };
  }

  async roleAuthority(ctx: TenantContext, q: RoleAuthorityQuery): Promise<RoleAuthority> {
    if (!q.id) return { id: null, name: '', dataScope: DATA_SCOPE.all, permissions: permissionRows({}) };
    const role = await new RoleRepository(this.db).find(ctx, q.id);
    if (!role) throw errors.notFound(SETTINGS_MESSAGE.roleNotFound);
    return {
      id: role.id,
      name: role.name,
      dataScope: scopeOf(role),
      permissions: permissionRows(role.levels),
    };
  }

  async saveRole(ctx: TenantContext, input: RoleSaveInput): Promise<{ id: string }> {
    const levels = input.permissions as PermissionLevels;
    const dataScope = input.dataScope as DataScope;
    if (!grantsAnything(levels)) throw errors.validation(SETTINGS_MESSAGE.roleWithoutPermission);
    return this.inTransaction(async (repos) => {
      if (input.id && !(await repos.roles.find(ctx, input.id))) {
        throw errors.notFound(SETTINGS_MESSAGE.roleNotFound);
      }
      if (await repos.roles.nameTaken(ctx, input.name, input.id)) {
        throw errors.business(SETTINGS_MESSAGE.roleNameTaken);
      }
      this.assertWithinOwnRights(await this.actorRole(repos, ctx), { levels, dataScope });
      const id = input.id ?? newId(this.clock.now());
      if (input.id) await this.assertAdministratorRemains(repos, ctx, { roleLevels: { roleId: id, levels } });
      const stored: Partial<Record<PermissionKey, number>> = {};
      for (const [key, value] of Object.entries(levels)) if (value) stored[key as PermissionKey] = value;
      await repos.roles.save(
        ctx,
        { id, name: input.name, dataScope, levels: stored },
        !input.id,
        this.clock.now(),
      );
      return { id };
    });
  }

  async deleteRole(ctx: TenantContext, id: string): Promise<void> {
    await this.inTransaction(async (repos) => {
      if (!(await repos.roles.find(ctx, id))) throw errors.notFound(SETTINGS_MESSAGE.roleNotFound);
      const users = await repos.operators.countWithRole(ctx, id);
      if (users > 0) throw errors.business(SETTINGS_MESSAGE.roleInUse(users));
      await repos.roles.delete(ctx, id);
    });
  }

  // Users -------------------------------------------------------------------------------------

  async userPage(ctx: TenantContext, q: UserListQuery): Promise<UserPage> {
    const { total, rows } = await new OperatorRepository(this.db).page(ctx, q);
    return { total, pageIndex: q.pageIndex, pageSize: q.pageSize, rows };
  }

  async userOptions(ctx: TenantContext): Promise<UserOptions> {
    const roles = await new RoleRepository(this.db).list(ctx);
    const organizations = await new OrganizationRepository(this.db).all(ctx);
    return {
      roles,
      organizations: organizations.map(({ id, parentId, name }) => ({ id, parentId, name })),
    };
  }

  async saveUser(ctx: TenantContext, input: UserSaveInput): Promise<{ id: string }> {
    const username = input.username.toLowerCase();
    if (!input.id && !isStrongPassword(input.password))
      throw errors.validation(SETTINGS_MESSAGE.weakPassword);
    const hash = input.id ? '' : await this.passwords.hash(input.password);
    return this.inTransaction(async (repos) => {
      const existing = input.id ? (await repos.operators.findMany(ctx, [input.id]))[0] : undefined;
      if (input.id && !existing) throw errors.notFound(SETTINGS_MESSAGE.userNotFound);
      if (await repos.operators.usernameTaken(ctx, username, input.id)) {
        throw errors.business(SETTINGS_MESSAGE.usernameTaken);
      }
      const role = await repos.roles.find(ctx, input.roleId);
      if (!role) throw errors.validation(SETTINGS_MESSAGE.roleNotFound);
      if (input.organizationId && !(await repos.organizations.exists(ctx, input.organizationId))) {
        throw errors.validation(SETTINGS_MESSAGE.organizationNotFound);
      }
      const fields = {
        username,
        displayName: input.displayName,
        email: input.email,
        mobile: input.mobile,
        roleId: role.id,
        organizationId: input.organizationId,
      };
      if (existing) {
        if (existing.roleId !== role.id) await this.checkRoleChange(repos, ctx, [existing.id], role);
        // The organisation decides what an organisation-scoped user sees: not one's own to widen.
        if (existing.id === ctx.operatorId && existing.organizationId !== input.organizationId) {
          throw errors.business(SETTINGS_MESSAGE.ownOrganization);
        }
        await repos.operators.update(ctx, existing.id, fields);
        return { id: existing.id };
      }
      this.assertWithinOwnRights(await this.actorRole(repos, ctx), {
        levels: role.levels,
        dataScope: scopeOf(role),
      });
      const id = newId(this.clock.now());
      await repos.operators.insert(ctx, { id, ...fields, passwordHash: hash }, this.clock.now());
      return { id };
    });
  }

  private async checkRoleChange(repos: Repos, ctx: TenantContext, ids: readonly string[], role: RoleRecord) {
    if (ids.includes(ctx.operatorId)) throw errors.business(SETTINGS_MESSAGE.ownRole);
    this.assertWithinOwnRights(await this.actorRole(repos, ctx), {
      levels: role.levels,
      dataScope: scopeOf(role),
    });
    await this.assertAdministratorRemains(repos, ctx, {
      operatorRoles: new Map(ids.map((id) => [id, role.id])),
    });
  }

  /** The operators by id, all of the caller's tenant (another tenant's is answered as missing). */
  private async operatorsOf(repos: Repos, ctx: TenantContext, ids: readonly string[]) {
    const unique = [...new Set(ids)];
    const found = await repos.operators.findMany(ctx, unique);
    if (found.length !== unique.length) throw errors.notFound(SETTINGS_MESSAGE.userNotFound);
    return found;
  }

  async setUserStatus(ctx: TenantContext, input: UserStatusInput): Promise<void> {
    const ended = await this.inTransaction(async (repos) => {
      const operators = await this.operatorsOf(repos, ctx, input.ids);
      if (input.status === 0) {
        if (input.ids.includes(ctx.operatorId)) throw errors.business(SETTINGS_MESSAGE.ownStatus);
        await this.assertAdministratorRemains(repos, ctx, { disabled: new Set(input.ids) });
      }
      await repos.operators.setStatus(ctx, input.ids, input.status);
      return input.status === 0 ? operators.map((operator) => operator.id) : [];
    });
    // A disabled user is signed out at once (the auth hook also refuses a disabled operator).
    for (const id of ended) await this.sessions.revokeAllOf('operator', id);
  }

  async setUserRole(ctx: TenantContext, input: UserRoleInput): Promise<void> {
    await this.inTransaction(async (repos) => {
      await this.operatorsOf(repos, ctx, input.ids);
      const role = await repos.roles.find(ctx, input.roleId);
      if (!role) throw errors.validation(SETTINGS_MESSAGE.roleNotFound);
      await this.checkRoleChange(repos, ctx, input.ids, role);
      await repos.operators.setRole(ctx, input.ids, role.id);
    });
  }

  async resetPassword(ctx: TenantContext, input: ResetPasswordInput): Promise<void> {
    if (!isStrongPassword(input.password)) throw errors.validation(SETTINGS_MESSAGE.weakPassword);
    const hash = await this.passwords.hash(input.password);
    await this.inTransaction(async (repos) => {
      await this.operatorsOf(repos, ctx, [input.id]);
      await repos.operators.setPassword(ctx, input.id, hash, this.clock.now());
    });
    await this.sessions.revokeAllOf('operator', input.id);
  }
}
