import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import type { Clock } from '../clock';
import { isAudited } from '../route-access';
import type { AuditRepository } from './audit.repository';

const MAX_DETAIL_LENGTH = 500;

/**
 * One audit_log row per mutating request that succeeded or was refused by business logic
 * (validation, authentication and permission refusals never reached the business rules).
 * Written in onSend so the row exists before the client sees the answer.
 */
export function installAuditLog(app: FastifyInstance, deps: { audit: AuditRepository; clock: Clock }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.is404) return payload;
    const config = request.routeOptions.config;
    if (!isAudited(request.method, config)) return payload;
    const failure = request.failure;
    const succeeded = reply.statusCode < 400 && failure === null;
    if (!succeeded && failure?.kind !== 'business') return payload;

    const note = request.auditNote ?? {};
    const principal = request.principal;
    const actor =
      note.actor ??
      (principal?.kind === 'operator'
        ? { kind: principal.kind, id: principal.operatorId, tenantId: principal.tenantId }
        : principal?.kind === 'provider'
          ? { kind: principal.kind, id: principal.staffId, tenantId: null }
          : null);
    const now = deps.clock.now();
    const detail = note.detail ?? (failure ? `拒绝：${failure.message}` : '');
    try {
      await deps.audit.insert({
        id: newId(now),
        tenant_id: actor?.tenantId ?? null,
        principal_kind: actor?.kind ?? 'anonymous',
        principal_id: actor?.id ?? null,
        action: `${request.method} ${request.routeOptions.url ?? request.url}`,
        target_type: note.targetType ?? '',
        target_id: note.targetId ?? null,
        detail: detail.slice(0, MAX_DETAIL_LENGTH),
        ip: request.ip,
        created_at: now,
      });
    } catch (error) {
      // The change already happened; losing its audit row must be loud but not undo the answer.
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  });
}
