import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SMART_RULE_KINDS } from '@ehire/domain/contracts/smart-rules';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { recalcHandler, RecalcService, type RecalcOptions } from './recalc.task';
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
  recalc: RecalcService;
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

export async function registerSmartRules(
  app: FastifyInstance,
  { db, clock, recalcOptions }: { db: Kysely<Database>; clock: Clock; recalcOptions?: RecalcOptions },
): Promise<SmartRules> {
  const repository = new SmartRulesRepository(db);
  const service = new SmartRulesService(repository, clock);
  const evaluator = new SmartRuleEvaluator(db, clock);
  // The recalculation runs on the platform task queue (registered before this feature).
  app.tasks.register(recalcHandler(evaluator, repository, recalcOptions));
  const recalc = new RecalcService(app.tasks, repository);
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
  return smartRules;
}
