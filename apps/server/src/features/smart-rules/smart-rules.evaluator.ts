import type { Kysely, Transaction } from 'kysely';
import type { SmartRuleKind } from '@ehire/domain/contracts/smart-rules';
import {
  compileRuleSets,
  evaluateSmartRules,
  type ApplicationPosition,
  type CompiledRuleSet,
} from '@ehire/domain/smart-rules/evaluate';
import { designSmartModules } from '@ehire/domain/smart-rules/design-fields';
import { smartRuleCatalog, type SmartModuleDef } from '@ehire/domain/smart-rules/fields';
import { smartRuleRecord } from '@ehire/domain/smart-rules/record';
import { targetMembership, type TargetMembership } from '@ehire/domain/settings/target-schools';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { applyRuleOutcome, smartRuleRecords } from '../applications/application.repository';
import { addApplicationLabels } from '../applications/application-label.repository';
import { tenantTargetSolutions } from '../settings/target-schools.service';
import { SmartRulesRepository } from './smart-rules.repository';

// Applies the enabled smart rules to applications: labels into application_label, a flow
// transfer into application.step_id (inbox status back to 待筛选), the score into
// application.score. Each application's effects are written in one transaction (or inside the
// caller's, for a recalculation batch), and every effect is idempotent: evaluating an application
// twice leaves the same rows as once.

type Db = Kysely<Database> | Transaction<Database>;

const CHUNK = 200;

/** What evaluation did, for callers and tests. */
export interface EvaluationResult {
  evaluated: number;
  labelled: number;
  moved: number;
  scored: number;
}

/** The tenant's rules compiled once, with the flow layout, for evaluating many applications. */
export interface EvaluationPlan {
  tenantId: string;
  sets: CompiledRuleSet[];
  /** The tenant's online resume design as smart-rule modules: answers_json is read by them. */
  design: SmartModuleDef[];
  /** The tenant's target solutions by school and by major (学校所属目标院校方案, issue 17). */
  targets: TargetMembership;
  /** step id → ivid and back; flow id → its first ivid and all ivids. */
  ividOfStep: Map<string, string>;
  stepOfIvid: Map<string, string>;
  flows: Map<string, { first: string; ivids: Set<string> }>;
}

function emptyResult(): EvaluationResult {
  return { evaluated: 0, labelled: 0, moved: 0, scored: 0 };
}

export class SmartRuleEvaluator {
  private readonly rules: SmartRulesRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.rules = new SmartRulesRepository(db);
  }

  /** Compiles the enabled rule sets (of `kinds`, or all) and loads the flow layout. */
  async plan(tenantId: string, kinds?: readonly SmartRuleKind[]): Promise<EvaluationPlan> {
    const stored = await this.rules.enabledRuleSets(this.db, tenantId, kinds);
    const design = designSmartModules(await this.rules.onlineDesignModules(this.db, tenantId));
    const sets = compileRuleSets(stored, smartRuleCatalog([], design).fields);
    const targets = targetMembership(await tenantTargetSolutions(this.db, tenantId));
    const steps = await this.rules.flowSteps(this.db, tenantId);
    const ividOfStep = new Map<string, string>();
    const stepOfIvid = new Map<string, string>();
    const flows = new Map<string, { first: string; ivids: Set<string> }>();
    for (const s of steps) {
      ividOfStep.set(s.id, s.ivid);
      stepOfIvid.set(s.ivid, s.id);
      const flow = flows.get(s.flow_id);
      // flowSteps is ordered by sort, so the first one met is the flow's first step.
      if (!flow) flows.set(s.flow_id, { first: s.ivid, ivids: new Set([s.ivid]) });
      else flow.ivids.add(s.ivid);
    }
    return { tenantId, sets, design, targets, ividOfStep, stepOfIvid, flows };
  }

  /**
   * Evaluates the enabled rules on the given applications of the tenant (ids of other tenants or
   * unknown ids are ignored). The apply flow calls this for each new application, the talent
   * feature when a resume changes.
   */
  async evaluateApplications(
    tenantId: string,
    applicationIds: readonly string[],
    kinds?: readonly SmartRuleKind[],
  ): Promise<EvaluationResult> {
    const result = emptyResult();
    if (applicationIds.length === 0) return result;
    const plan = await this.plan(tenantId, kinds);
    if (plan.sets.length === 0) return result;
    for (let i = 0; i < applicationIds.length; i += CHUNK) {
      const rows = await smartRuleRecords(this.db, tenantId, applicationIds.slice(i, i + CHUNK));
      for (const row of rows) {
        await this.db.transaction().execute(async (trx) => {
          add(result, await applyOne(trx, plan, row, this.clock.now()));
        });
      }
    }
    return result;
  }

  /** Evaluates a batch inside the caller's transaction (the recalculation task). */
  async applyBatch(
    trx: Db,
    plan: EvaluationPlan,
    applicationIds: readonly string[],
  ): Promise<EvaluationResult> {
    const result = emptyResult();
    if (plan.sets.length === 0) {
      result.evaluated = applicationIds.length;
      return result;
    }
    const rows = await smartRuleRecords(trx, plan.tenantId, applicationIds);
    const now = this.clock.now();
    for (const row of rows) add(result, await applyOne(trx, plan, row, now));
    return result;
  }
}

function add(total: EvaluationResult, one: EvaluationResult): void {
  total.evaluated += one.evaluated;
  total.labelled += one.labelled;
  total.moved += one.moved;
  total.scored += one.scored;
}

type ApplicationRow = Awaited<ReturnType<typeof smartRuleRecords>>[number];

async function applyOne(
  trx: Db,
  plan: EvaluationPlan,
  row: ApplicationRow,
  now: number,
): Promise<EvaluationResult> {
  const record = smartRuleRecord(
    {
      jobId: row.job_id,
      jobFuncType: row.func_type,
      appliedAt: Number(row.applied_at),
      source: row.source,
      name: row.name,
      gender: row.gender,
      birthDate: row.birth_date,
      region: row.region,
      school: row.school,
      schoolLevel: row.school_level,
      major: row.major,
      degree: row.degree,
      graduationYear: row.graduation_year,
      answersJson: row.answers_json,
    },
    plan.design,
    plan.targets,
  );
  const flow = plan.flows.get(row.flow_id);
  const position: ApplicationPosition = {
    stepIvid: plan.ividOfStep.get(row.step_id) ?? '',
    firstStepIvid: flow?.first ?? '',
    flowIvids: flow?.ivids ?? new Set(),
  };
  const effects = evaluateSmartRules(plan.sets, record, position);
  const result: EvaluationResult = { evaluated: 1, labelled: 0, moved: 0, scored: 0 };
  const { tenantId } = plan;

  if (effects.labels.length) {
    await addApplicationLabels(trx, tenantId, row.id, effects.labels);
    result.labelled = 1;
  }
  const targetStep = effects.targetIvid ? plan.stepOfIvid.get(effects.targetIvid) : undefined;
  const moves = targetStep !== undefined && targetStep !== row.step_id;
  const scores = effects.score !== null && (row.score === null || Number(row.score) !== effects.score);
  if (moves || scores) {
    await applyRuleOutcome(
      trx,
      tenantId,
      row.id,
      { ...(moves ? { stepId: targetStep } : {}), ...(scores ? { score: effects.score } : {}) },
      now,
    );
    if (moves) result.moved = 1;
    if (scores) result.scored = 1;
  }
  if (effects.score !== null && !scores) result.scored = 1;
  return result;
}
