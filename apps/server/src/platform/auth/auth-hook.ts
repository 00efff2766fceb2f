import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverAllows, type PermissionKey } from '@ehire/domain/codes/permissions';
import { SERVICE_ENDED_MESSAGE, serviceEnded } from '@ehire/domain/toolbox/membership';
import { chinaDate } from '@ehire/domain/text/date-format';
import { errors } from '../envelope';
import { SIGNED_IN } from '../route-access';
import type { SessionService } from '../sessions/session.service';
import type { PrincipalRepository } from './principal.repository';

/** What an operator of a tenant past its service end may still change: buying and renewing. */
const RENEWAL_PATHS = ['/api/biz/toolbox/', '/api/biz/workbench/contact-to-buy'];

function tokenHeader(request: FastifyRequest): string | undefined {
  const value = request.headers.token;
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Resolves the Token header into request.principal and enforces the route's permission, before
 * the body is even read. Only the header counts: a cookie alone could be sent by another site.
 */
export function installAuthentication(
  app: FastifyInstance,
  deps: { sessions: SessionService; principals: PrincipalRepository },
): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('auditNote', null);
  app.decorateRequest('failure', null);
  app.decorateRequest('currentFlowId', null);

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.public) return;

    const token = tokenHeader(request);
    if (!token) throw errors.loginInvalid();
    const kind = config.principalKind ?? 'operator';
    const lookup = await deps.sessions.resolve(token, kind);
    if (lookup.status === 'unknown') throw errors.loginInvalid();
    if (lookup.status === 'expired') throw errors.loginExpired();
    const { session } = lookup;

    if (session.principal_kind === 'provider') {
      const status = await deps.principals.providerStaffStatus(session.principal_id);
      if (status !== 1) throw errors.loginExpired();
      request.principal = {
        kind: 'provider',
        sessionId: session.id,
        token,
        signKey: session.sign_key,
        staffId: session.principal_id,
      };
      return;
    }

    if (!session.tenant_id) throw errors.loginInvalid();
    const access = await deps.principals.operatorAccess(session.tenant_id, session.principal_id);
    // A disabled or deleted operator loses the session as if it had expired.
    if (!access || access.status !== 1) throw errors.loginExpired();
    request.principal = {
      kind: 'operator',
      sessionId: session.id,
      token,
      signKey: session.sign_key,
      tenantId: session.tenant_id,
      operatorId: session.principal_id,
      projectId: session.project_id,
      permissions: access.permissions,
      scopeBasis: access.scopeBasis,
    };

    const permission = config.permission;
    if (permission && permission.key !== SIGNED_IN) {
      const allowed = serverAllows(access.permissions, permission.key as PermissionKey, permission.write);
      if (!allowed) throw errors.forbidden();
      // Issue 19: after the service end the console is read-only, except renewing it.
      if (permission.write && serviceEnded(access.serviceEnds, chinaDate(Date.now())) && !RENEWAL_PATHS.some((p) => request.url.startsWith(p)))
        throw errors.business(SERVICE_ENDED_MESSAGE, 403);
    }
  });
}
