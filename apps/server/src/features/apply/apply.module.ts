import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { DesignModule } from '@ehire/domain/resume-design/model';
import { submitForwarding } from '../delivery/delivery-forward.task';
import type { SmartRules } from '../smart-rules/smart-rules.module';
import type { CandidateAuth } from '../candidate-auth/candidate-auth.module';
import { applyRoutes } from './apply.routes';
import { ApplyService } from './apply.service';
import { onlineDesignFrom } from './design-check';

// Applying on the careers site (issue 6, POST /api/web/careers/...) as one unit for app.ts.

export async function registerApply(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    /** The resume-design service: answers are validated against the online design. */
    design: { onlineModules(tenantId: string): Promise<{ version: number; modules: DesignModule[] }> };
    /** Records who referred the candidate (the referral feature). */
    referral: {
      recordReferral(
        tenantId: string,
        input: { applicationId: string; code: string | null },
      ): Promise<unknown>;
    };
    /** 更多设置's consent text (issue 17): an apply must accept it when the tenant set one. */
    consent: { consentText(tenantId: string): Promise<string> };
    candidates: CandidateAuth;
    rateLimitPerMinute: number;
    /** Crash tests: die after the application's commit and before the candidate's answer. */
    crashAfterCommit: boolean;
  },
): Promise<void> {
  await app.register(applyRoutes, {
    prefix: '/api/web/careers',
    apply: applyService(app, deps.db, deps.clock, deps.design, deps.referral, {
      consent: deps.consent,
      crashAfterCommit: deps.crashAfterCommit,
    }),
    candidates: deps.candidates.service,
    sites: deps.candidates.sites,
    rateLimitPerMinute: deps.rateLimitPerMinute,
  });
}

/**
 * The apply service with the online resume design's validation and the system fields derived
 * from its answers, what commits with each new application (smart-rule effects, the forwarding task) and
 * what follows it (the referral record, which cannot undo the application: failures are logged).
 */
function applyService(
  app: FastifyInstance,
  db: Kysely<Database>,
  clock: Clock,
  /** The resume-design service: answers are validated against the online design. */
  design: { onlineModules(tenantId: string): Promise<{ version: number; modules: DesignModule[] }> },
  /** Records who referred the candidate (the ?ref= code, or the referrer still protecting them). */
  referral?: {
    recordReferral(tenantId: string, input: { applicationId: string; code: string | null }): Promise<unknown>;
  },
  options: {
    /** 更多设置's consent text (issue 17): an apply must accept it when the tenant set one. */
    consent?: { consentText(tenantId: string): Promise<string> };
    /** Crash tests: die here, after the application's commit and before the candidate's answer. */
    crashAfterCommit?: boolean;
  } = {},
): ApplyService {
  const crashAfterCommit = options.crashAfterCommit ?? false;
  const consent = options.consent;
  return new ApplyService(db, clock, {
    onlineDesign: onlineDesignFrom(design),
    ...(consent ? { consentText: (tenantId: string) => consent.consentText(tenantId) } : {}),
    files: app.files,
    afterApply: async (tenantId, applicationId, ref) => {
      if (crashAfterCommit) process.kill(process.pid, 'SIGKILL');
      try {
        await referral?.recordReferral(tenantId, { applicationId, code: ref });
      } catch (error) {
        app.log.error({ err: error, applicationId }, 'referral recording after apply failed');
      }
    },
    // What must commit with the application (outbox, issues 12 and 21): the tenant's smart rules
    // (labels, flow, score) are applied in the application's own transaction, so the recruiter's
    // list already shows their effect and a crash leaves either nothing or the whole thing; the
    // forwarding by mail is a task written in the same transaction (an SMTP round trip must not
    // hold the candidate's request).
    outbox: async (tenantId, jobId) => {
      // Looked up per call: the smart-rules feature may be registered after this one.
      const rules = app.hasDecorator('smartRules') ? (app.smartRules as SmartRules) : null;
      const plan = rules ? await rules.evaluator.plan(tenantId) : null;
      const forwards = await app.deliveryForwarder.forwardsJob({ tenantId }, jobId);
      if (!forwards && (!plan || plan.sets.length === 0)) return null;
      return async (trx, applicationId) => {
        if (plan && plan.sets.length > 0) {
          try {
            await rules!.evaluator.applyBatch(trx, plan, [applicationId]);
          } catch (error) {
            // A broken rule must not turn candidates away: the application is kept, the failure
            // logged (a recalculation applies the rules again once the rule is fixed).
            app.log.error({ err: error, applicationId }, 'smart rules in the apply transaction failed');
          }
        }
        if (forwards) await submitForwarding(app.tasks, tenantId, applicationId, trx);
      };
    },
  });
}
