import type { Kysely } from 'kysely';
import { DATA_SCOPE, isDataScope, organizationSubtree, SETTINGS_MESSAGE } from '@ehire/domain/settings/roles';
import type { Database } from '../../db/schema';
import { applicationsInScope, resumeInScope } from '../applications/application.repository';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { OperatorRepository } from './operator.repository';
import { OrganizationRepository } from './organization.repository';
import { RoleRepository } from './role.repository';

/** The applications an operator may see, as the talent list, counts and exports apply it. */
export type ApplicationScope =
  | { kind: 'all' }
  /** Applications to jobs of these organisations (the operator's and all below it). */
  | { kind: 'organizations'; organizationIds: string[] }
  /** Applications to jobs the operator created. */
  | { kind: 'ownJobs'; operatorId: string };

/**
 * The data scope of the caller's role (issue 17). An organisation-scoped operator without an
 * organisation sees nothing rather than everything: a forgotten setting must not widen access.
 */
export class DataScopeService {
  private readonly operators: OperatorRepository;
  private readonly roles: RoleRepository;
  private readonly organizations: OrganizationRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.operators = new OperatorRepository(db);
    this.roles = new RoleRepository(db);
    this.organizations = new OrganizationRepository(db);
  }

  async applicationScope(ctx: TenantContext): Promise<ApplicationScope> {
    // Within a request the auth hook has read both already (the same rows, a moment earlier).
    const basis = ctx.scopeBasis;
    const me = basis ?? (await this.operators.organizationOf(ctx, ctx.operatorId));
    const roleScope = basis ? basis.dataScope : me ? await this.roles.dataScope(ctx, me.roleId) : undefined;
    const scope = roleScope !== undefined && isDataScope(roleScope) ? roleScope : DATA_SCOPE.all;
    if (!me) return { kind: 'organizations', organizationIds: [] };
    if (scope === DATA_SCOPE.all) return { kind: 'all' };
    if (scope === DATA_SCOPE.ownJobs) return { kind: 'ownJobs', operatorId: ctx.operatorId };
    if (!me.organizationId) return { kind: 'organizations', organizationIds: [] };
    const nodes = await this.organizations.all(ctx);
    return { kind: 'organizations', organizationIds: organizationSubtree(me.organizationId, nodes) };
  }

  /**
   * Refuses (403, zh-CN) when any of the applications lies outside the caller's data scope: the
   * resume detail, its prev/next and every talent action open only what the list shows. An id of
   * another tenant or none at all counts as outside: the caller learns nothing about it.
   */
  async assertApplications(ctx: TenantContext, applicationIds: readonly string[]): Promise<void> {
    const scope = await this.applicationScope(ctx);
    if (scope.kind === 'all') return;
    const ids = [...new Set(applicationIds)];
    const visible = await applicationsInScope(this.db, ctx.tenantId, ids, scope);
    if (ids.some((id) => !visible.has(id))) {
      throw errors.business(SETTINGS_MESSAGE.applicationOutOfScope, 403);
    }
  }

  /**
   * The same refusal for a resume's attachment (issue 17): downloading it needs one of the
   * resume's applications inside the caller's scope, like opening the resume detail.
   */
  async assertResume(ctx: TenantContext, resumeId: string): Promise<void> {
    const scope = await this.applicationScope(ctx);
    if (scope.kind === 'all') return;
    if (!(await resumeInScope(this.db, ctx.tenantId, resumeId, scope))) {
      throw errors.business(SETTINGS_MESSAGE.applicationOutOfScope, 403);
    }
  }
}
