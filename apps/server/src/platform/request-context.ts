import type { FastifyRequest } from 'fastify';
import { errors } from './envelope';

// Who is calling, resolved from the session by the auth hook. Repositories never read the
// tenant from the payload: they take a TenantContext built from here.

/** Scope every tenant repository function filters by. */
export interface TenantContext {
  tenantId: string;
  operatorId: string;
  projectId: string | null;
  /**
   * The operator's role and organisation as the auth hook read them for this request (issue 21):
   * the data scope is computed from them instead of reading them again. Absent outside a request
   * (tasks, tests): then they are read.
   */
  scopeBasis?: ScopeBasis;
}

/** The operator's role, organisation and the role's data scope (undefined: no such role). */
export interface ScopeBasis {
  roleId: string;
  organizationId: string | null;
  dataScope: string | undefined;
}

export interface OperatorPrincipal extends TenantContext {
  kind: 'operator';
  sessionId: string;
  token: string;
  signKey: string;
  /** auth_key → auth_value of the operator's role. */
  permissions: Readonly<Record<string, number>>;
}

export interface ProviderPrincipal {
  kind: 'provider';
  sessionId: string;
  token: string;
  signKey: string;
  staffId: string;
}

export type Principal = OperatorPrincipal | ProviderPrincipal;
export type PrincipalKind = Principal['kind'];

/** What the audit hook records beyond what it can see itself. */
export interface AuditNote {
  targetType?: string;
  targetId?: string | null;
  detail?: string;
  /** For routes that establish the principal themselves (login). */
  actor?: { kind: PrincipalKind; id: string; tenantId: string | null };
}

/** The operator behind a tenant route; the auth hook guarantees it on operator routes. */
export function operatorOf(request: FastifyRequest): OperatorPrincipal {
  const principal = request.principal;
  if (!principal || principal.kind !== 'operator') throw errors.loginInvalid();
  return principal;
}

export function tenantContextOf(request: FastifyRequest): TenantContext {
  const { tenantId, operatorId, projectId, scopeBasis } = operatorOf(request);
  return { tenantId, operatorId, projectId, ...(scopeBasis ? { scopeBasis } : {}) };
}

export function providerOf(request: FastifyRequest): ProviderPrincipal {
  const principal = request.principal;
  if (!principal || principal.kind !== 'provider') throw errors.loginInvalid();
  return principal;
}

/** Lets a handler name the target of its change for the audit log. */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...(request.auditNote ?? {}), ...note };
}
