import type { FlowDraftInput, FlowListAnswer, FlowSummary } from '@ehire/domain/contracts/flow';
import type { StageType } from '@ehire/domain/codes/stages';
import { FLOW_CODE, FLOW_REFUSAL } from '@ehire/domain/flows/errors';
import { DEFAULT_FLOW_NAME, DEFAULT_FLOW_STEPS, FLOW_LIMITS, nextIvid } from '@ehire/domain/flows/rules';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/envelope';
import { encryptFlowId } from '../../platform/flow/flow-id';
import type { TenantContext } from '../../platform/request-context';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';
import type { Db, FlowRepository, FlowRow, FlowStepRow } from './flow.repository';

/** A refusal of the flow family: a WF business code, audited like any business refusal. */
function refuse(code: string, msg: string, httpStatus = 409): AppError {
  return new AppError(code, msg, httpStatus, { kind: 'business' });
}

const flowNotFound = () => refuse(FLOW_CODE.notFound, FLOW_REFUSAL.flowNotFound, 404);

/** What a change did, for the audit log. */
export interface FlowChange {
  flow: FlowSummary;
  detail: string;
}

/** Attempts of a change that lost an ivid or default-flow race to a concurrent request. */
const RACE_ATTEMPTS = 3;

export class FlowService {
  constructor(
    private readonly repo: FlowRepository,
    private readonly clock: Clock,
    /** Key of the CurrentFlowId header (platform/flow/flow-id.ts). */
    private readonly flowIdKey: Buffer,
  ) {}

  // ------------------------------------------------------------------ reads

  /** The tenant's flows, the default first; creates the default flow of a tenant without one. */
  async list(ctx: TenantContext): Promise<FlowListAnswer> {
    await this.ensureDefault(ctx);
    const db = this.repo.db;
    const [flows, steps, counts, jobs] = await Promise.all([
      this.repo.flows(db, ctx.tenantId),
      this.repo.steps(db, ctx.tenantId, null),
      this.repo.applicationsByStep(db, ctx.tenantId, null),
      this.repo.liveJobsByFlow(db, ctx.tenantId),
    ]);
    return flows.map((flow) =>
      summarise(
        flow,
        steps.filter((step) => step.flow_id === flow.id),
        counts,
        jobs.get(flow.id) ?? 0,
        encryptFlowId(this.flowIdKey, flow.id, ctx.tenantId),
      ),
    );
  }

  async detail(ctx: TenantContext, id: string): Promise<FlowSummary> {
    return this.summary(this.repo.db, ctx, id);
  }

  private async summary(db: Db, ctx: TenantContext, id: string): Promise<FlowSummary> {
    const flow = await this.repo.flow(db, ctx.tenantId, id);
    if (!flow) throw flowNotFound();
    const steps = await this.repo.steps(db, ctx.tenantId, id);
    const [counts, jobs] = await Promise.all([
      this.repo.applicationsByStep(
        db,
        ctx.tenantId,
        steps.map((step) => step.id),
      ),
      this.repo.liveJobsByFlow(db, ctx.tenantId),
    ]);
    return summarise(flow, steps, counts, jobs.get(id) ?? 0, encryptFlowId(this.flowIdKey, id, ctx.tenantId));
  }

  /**
   * Every tenant has exactly one default flow: the standard five stages, created the first time
   * the tenant's flows are read (or a job needs one). A tenant whose flows lost their default
   * gets its oldest flow as default.
   */
  async ensureDefault(ctx: TenantContext): Promise<void> {
    if (await this.repo.defaultFlow(this.repo.db, ctx.tenantId)) return;
    try {
      await this.repo.db.transaction().execute(async (trx) => {
        const flows = await this.repo.flows(trx, ctx.tenantId);
        if (flows.some((flow) => flow.is_default === 1)) return;
        if (flows.length > 0) {
          await this.repo.setDefault(trx, ctx.tenantId, flows[0].id);
          return;
        }
        const now = this.clock.now();
        const flowId = newId(now);
        await this.repo.insertFlow(trx, {
          id: flowId,
          tenant_id: ctx.tenantId,
          name: DEFAULT_FLOW_NAME,
          is_default: 1,
          created_at: now,
        });
        await this.insertNewSteps(trx, ctx, flowId, DEFAULT_FLOW_STEPS, 0, now);
      });
    } catch (error) {
      // Another request created the default flow at the same moment: theirs stands.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  // ------------------------------------------------------------------ changes

  async add(ctx: TenantContext, draft: FlowDraftInput): Promise<FlowChange> {
    await this.ensureDefault(ctx);
    const flow = await this.withRetry(() =>
      this.repo.db.transaction().execute(async (trx) => {
        if ((await this.repo.countFlows(trx, ctx.tenantId)) >= FLOW_LIMITS.flows) {
          throw refuse(FLOW_CODE.nameTaken, FLOW_REFUSAL.tooManyFlows(FLOW_LIMITS.flows));
        }
        await this.assertNameFree(trx, ctx, draft.name, null);
        const now = this.clock.now();
        const flowId = newId(now);
        await this.repo.insertFlow(trx, {
          id: flowId,
          tenant_id: ctx.tenantId,
          name: draft.name,
          is_default: 0,
          created_at: now,
        });
        await this.insertNewSteps(trx, ctx, flowId, draft.steps, 0, now);
        return this.summary(trx, ctx, flowId);
      }),
    );
    return { flow, detail: `新增流程“${flow.name}”：${stepNames(flow)}` };
  }

  /**
   * Saves the whole flow as the editor shows it: name, steps in order. A step keeps its ivid;
   * one without an ivid is new; a step of the flow missing from the list is deleted, which is
   * refused while applications sit in it (as is changing the type of such a step).
   */
  async update(ctx: TenantContext, id: string, draft: FlowDraftInput): Promise<FlowChange> {
    let removedNames: string[] = [];
    const flow = await this.withRetry(() =>
      this.repo.db.transaction().execute(async (trx) => {
        const existing = await this.repo.flow(trx, ctx.tenantId, id);
        if (!existing) throw flowNotFound();
        await this.assertNameFree(trx, ctx, draft.name, id);
        const steps = await this.repo.steps(trx, ctx.tenantId, id);
        const byIvid = new Map(steps.map((step) => [step.ivid, step]));
        for (const step of draft.steps) {
          if (step.ivid && !byIvid.has(step.ivid)) {
            throw refuse(FLOW_CODE.notFound, FLOW_REFUSAL.stepNotFound(step.ivid), 404);
          }
        }
        const kept = new Set(draft.steps.map((step) => step.ivid).filter(Boolean));
        const removed = steps.filter((step) => !kept.has(step.ivid));
        const counts = await this.repo.applicationsByStep(
          trx,
          ctx.tenantId,
          steps.map((step) => step.id),
        );
        for (const step of removed) {
          const count = counts.get(step.id) ?? 0;
          if (count > 0) {
            throw refuse(FLOW_CODE.hasApplications, FLOW_REFUSAL.stepHasApplications(step.name, count));
          }
        }
        for (const step of draft.steps) {
          const before = step.ivid ? byIvid.get(step.ivid) : undefined;
          const count = before ? (counts.get(before.id) ?? 0) : 0;
          if (before && before.iv_type !== step.ivType && count > 0) {
            throw refuse(FLOW_CODE.stepTypeLocked, FLOW_REFUSAL.stepTypeLocked(before.name, count));
          }
        }

        const now = this.clock.now();
        // Numbered before the removed steps go, so a new step never takes a removed step's ivid.
        const firstIvid = nextIvid(await this.repo.ivids(trx, ctx.tenantId));
        if (existing.name !== draft.name) await this.repo.renameFlow(trx, ctx.tenantId, id, draft.name);
        await this.repo.deleteSteps(
          trx,
          ctx.tenantId,
          removed.map((step) => step.id),
        );
        const fresh: { index: number; name: string; ivType: number }[] = [];
        for (const [index, step] of draft.steps.entries()) {
          const before = step.ivid ? byIvid.get(step.ivid) : undefined;
          if (before) {
            await this.repo.updateStep(trx, ctx.tenantId, before.id, {
              name: step.name,
              iv_type: step.ivType as StageType,
              sort: index + 1,
            });
          } else {
            fresh.push({ index, name: step.name, ivType: step.ivType });
          }
        }
        await this.insertNewSteps(trx, ctx, id, fresh, null, now, firstIvid);
        removedNames = removed.map((step) => step.name);
        return this.summary(trx, ctx, id);
      }),
    );
    const removedText = removedNames.length > 0 ? `；删除步骤：${removedNames.join('、')}` : '';
    return { flow, detail: `修改流程“${flow.name}”：${stepNames(flow)}${removedText}` };
  }

  /** Refused for the default flow, a flow jobs use, or one applications sit in. */
  async remove(ctx: TenantContext, id: string): Promise<{ name: string }> {
    try {
      return await this.repo.db.transaction().execute(async (trx) => {
        const flow = await this.repo.flow(trx, ctx.tenantId, id);
        if (!flow) throw flowNotFound();
        if (flow.is_default === 1) throw refuse(FLOW_CODE.defaultFlow, FLOW_REFUSAL.defaultFlow(flow.name));
        const jobs = (await this.repo.liveJobsByFlow(trx, ctx.tenantId)).get(id) ?? 0;
        if (jobs > 0) throw refuse(FLOW_CODE.usedByJobs, FLOW_REFUSAL.usedByJobs(flow.name, jobs));
        const steps = await this.repo.steps(trx, ctx.tenantId, id);
        const counts = await this.repo.applicationsByStep(
          trx,
          ctx.tenantId,
          steps.map((step) => step.id),
        );
        const applications = [...counts.values()].reduce((sum, n) => sum + n, 0);
        if (applications > 0) {
          throw refuse(FLOW_CODE.hasApplications, FLOW_REFUSAL.flowHasApplications(flow.name, applications));
        }
        const fallback = await this.repo.defaultFlow(trx, ctx.tenantId);
        if (fallback) await this.repo.moveDeletedJobs(trx, ctx.tenantId, id, fallback.id);
        await this.repo.deleteFlow(trx, ctx.tenantId, id);
        return { name: flow.name };
      });
    } catch (error) {
      // An application or job arrived between the check and the delete.
      if (isForeignKeyViolation(error)) {
        throw refuse(FLOW_CODE.hasApplications, '流程仍被职位或投递使用，不能删除，请刷新后重试');
      }
      throw error;
    }
  }

  async setDefault(ctx: TenantContext, id: string): Promise<{ name: string }> {
    return this.repo.db.transaction().execute(async (trx) => {
      const flow = await this.repo.flow(trx, ctx.tenantId, id);
      if (!flow) throw flowNotFound();
      await this.repo.setDefault(trx, ctx.tenantId, id);
      return { name: flow.name };
    });
  }

  // ------------------------------------------------------------------ helpers

  private async assertNameFree(db: Db, ctx: TenantContext, name: string, exceptId: string | null) {
    if (await this.repo.nameTaken(db, ctx.tenantId, name, exceptId)) {
      throw refuse(FLOW_CODE.nameTaken, FLOW_REFUSAL.nameTaken(name));
    }
  }

  /**
   * Inserts steps with fresh ivids (unique per tenant, from 1001). `sortBase` 0 numbers them
   * 1..n; null keeps each step's own index (steps mixed into an existing flow).
   */
  private async insertNewSteps(
    db: Db,
    ctx: TenantContext,
    flowId: string,
    steps: readonly { index?: number; name: string; ivType: number }[],
    sortBase: number | null,
    now: number,
    firstIvid?: number,
  ): Promise<void> {
    if (steps.length === 0) return;
    let ivid = firstIvid ?? nextIvid(await this.repo.ivids(db, ctx.tenantId));
    await this.repo.insertSteps(
      db,
      steps.map((step, position) => ({
        id: newId(now),
        tenant_id: ctx.tenantId,
        flow_id: flowId,
        ivid: String(ivid++),
        name: step.name,
        iv_type: step.ivType as StageType,
        sort: (sortBase === null ? (step.index ?? position) : sortBase + position) + 1,
      })),
    );
  }

  /** Two concurrent changes can pick the same next ivid; the loser tries again. */
  private async withRetry<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= RACE_ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }
}

function summarise(
  flow: FlowRow,
  steps: readonly FlowStepRow[],
  counts: ReadonlyMap<string, number>,
  jobCount: number,
  flowToken: string,
): FlowSummary {
  const shown = steps.map((step) => ({
    ivid: step.ivid,
    name: step.name,
    ivType: step.iv_type,
    applicationCount: counts.get(step.id) ?? 0,
  }));
  return {
    id: flow.id,
    flowToken,
    name: flow.name,
    isDefault: flow.is_default === 1,
    steps: shown,
    jobCount,
    applicationCount: shown.reduce((sum, step) => sum + step.applicationCount, 0),
    createdAt: Number(flow.created_at),
  };
}

function stepNames(flow: FlowSummary): string {
  return flow.steps.map((step) => step.name).join(' → ');
}
