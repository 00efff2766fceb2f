import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SMART_RULE_KINDS } from '@ehire/domain/contracts/smart-rules';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { RecalcWorker } from './recalc.worker';
import { SmartRuleEvaluator } from './smart-rules.evaluator';
import { SmartRulesRepository } from './smart-rules.repository';
import { smartRuleDesignerRoutes, smartRuleRoutes } from './smart-rules.routes';
import { disableRulesUsingFields, SmartRulesService } from './smart-rules.service';

// Smart operations rules (issue 3 §3) as one unit for app.ts: the routes, the evaluator other
// features call (app.smartRules.evaluateApplications for every new application or changed
// resume), the designer's auto-disable and the background recalculation worker.

export interface SmartRules {
  service: SmartRulesService;
  evaluator: SmartRuleEvaluator;
  recalc: RecalcWorker;
  /** Evaluates the enabled rules on applications of the tenant (labels, flow transfer, score). */
  evaluateApplications: SmartRuleEvaluator['evaluateApplications'];
  /** Disables the rule sets using any of the fields (designer: fields deleted or changed). */
  disableRulesUsingFields: (
    tenantId: string,
    fields: readonly { moduleName: string; columnName?: string }[],
    reason?: string,
  ) => ReturnType<typeof disableRulesUsingFields>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Smart operations rules: evaluation, auto-disable, recalculation (see smart-rules.module.ts). */
    smartRules: SmartRules;
  }
}

/** Every this often a server looks for recalculation tasks abandoned by a dead process. */
export const RECALC_SWEEP_MS = 30_000;

export async function registerSmartRules(
  app: FastifyInstance,
  { db, clock }: { db: Kysely<Database>; clock: Clock },
): Promise<SmartRules> {
  const service = new SmartRulesService(new SmartRulesRepository(db), clock);
  const evaluator = new SmartRuleEvaluator(db, clock);
  const recalc = new RecalcWorker(db, evaluator, clock, { sweepMs: RECALC_SWEEP_MS, log: app.log });
  const smartRules: SmartRules = {
    service,
    evaluator,
    recalc,
    evaluateApplications: (tenantId, ids, kinds) => evaluator.evaluateApplications(tenantId, ids, kinds),
    disableRulesUsingFields: (tenantId, fields, reason) =>
      disableRulesUsingFields(db, tenantId, fields, { reason, now: clock.now() }),
  };
  app.decorate('smartRules', smartRules);
  for (const kind of SMART_RULE_KINDS) {
    await app.register(smartRuleRoutes, {
      prefix: `/api/biz/smart-rules/${kind}`,
      kind,
      rules: service,
      recalc,
    });
  }
  await app.register(smartRuleDesignerRoutes, { prefix: '/api/biz/smart-rules', rules: service });
  // Resume tasks left running by a process that died, once the server is up.
  app.addHook('onReady', async () => recalc.startSweeping());
  // preClose runs before every onClose hook, so before the database is closed.
  app.addHook('preClose', async () => recalc.stop());
  return smartRules;
}
