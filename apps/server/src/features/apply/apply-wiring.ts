import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { DesignModule } from '@ehire/domain/resume-design/model';
import { submitForwarding } from '../delivery/delivery-forward.task';
import type { SmartRules } from '../smart-rules/smart-rules.module';
import { ApplyService } from './apply.service';
import { onlineDesignFrom } from './design-check';

/**
 * The apply service with the online resume design's validation (when the design service is
 * passed) and what runs after each new application: the tenant's smart rules
 * (labels, flow, score) before answering, so the recruiter's list already shows their effect,
 * and delivery forwarding by mail as a task queued with the application (an SMTP round trip
 * must not hold the candidate's request). Neither can undo the application: failures are logged.
 */
export function applyService(
  app: FastifyInstance,
  db: Kysely<Database>,
  clock: Clock,
  /** The resume-design service: when given, answers are validated against the online design. */
  design?: { onlineModules(tenantId: string): Promise<{ version: number; modules: DesignModule[] }> },
  /** Records who referred the candidate (the ?ref= code, or the referrer still protecting them). */
  referral?: {
    recordReferral(tenantId: string, input: { applicationId: string; code: string | null }): Promise<unknown>;
  },
): ApplyService {
  return new ApplyService(db, clock, {
    ...(design ? { onlineDesign: onlineDesignFrom(design) } : {}),
    files: app.files,
    afterApply: async (tenantId, applicationId, ref) => {
      try {
        await referral?.recordReferral(tenantId, { applicationId, code: ref });
      } catch (error) {
        app.log.error({ err: error, applicationId }, 'referral recording after apply failed');
      }
      try {
        // Looked up per call: the smart-rules feature may be registered after this one.
        if (app.hasDecorator('smartRules')) {
          await (app.smartRules as SmartRules).evaluateApplications(tenantId, [applicationId]);
        }
      } catch (error) {
        app.log.error({ err: error, applicationId }, 'smart rules after apply failed');
      }
    },
    // Forwarding is a task written in the application's own transaction (outbox): a crash after
    // the commit still forwards, a rolled-back application never does (issues 12, 21).
    outbox: async (tenantId, jobId) =>
      (await app.deliveryForwarder.forwardsJob({ tenantId }, jobId))
        ? (trx, applicationId) => submitForwarding(app.tasks, tenantId, applicationId, trx)
        : null,
  });
}
