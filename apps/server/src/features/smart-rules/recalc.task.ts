import { z } from 'zod';
import {
  RECALC_MESSAGE,
  RECALC_STATUS,
  SMART_RULE_KIND_LABEL,
  SmartRuleKind,
  type RecalcTaskAnswer,
} from '@ehire/domain/contracts/smart-rules';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { TaskHandler, TaskQueue, TaskRecord } from '../../platform/tasks/task-queue';
import type { SmartRuleEvaluator } from './smart-rules.evaluator';
import type { SmartRulesRepository } from './smart-rules.repository';

// The recalculation (STATE-005..010) as a background task of the platform queue (issue 12):
// re-evaluates every application of a tenant against the enabled rules of one kind. Batches go
// in application-id order; each batch's effects, the checkpoint (last id done) and the progress
// are written in one transaction by task.step, so a killed process leaves whole batches behind
// and the next attempt continues after the checkpoint. One task per tenant and rule kind at a
// time (singleton key = the rule kind); the three kinds run independently. Effects are
// idempotent (labels, flow, score), so even a repeated batch would be harmless.

export const RECALC_TASK_KIND = 'smart-rule-recalc';
const RECALC_FAILED_MESSAGE = '重新计算失败，请重试';

const RecalcParams = z.object({ ruleKind: SmartRuleKind });
type RecalcParams = z.infer<typeof RecalcParams>;

export interface RecalcOptions {
  batchSize?: number;
}

const STATUS_OF: Record<TaskRecord['status'], RecalcTaskAnswer['status']> = {
  queued: RECALC_STATUS.running,
  running: RECALC_STATUS.running,
  succeeded: RECALC_STATUS.done,
  failed: RECALC_STATUS.failed,
  cancelled: RECALC_STATUS.failed,
};

/** The answer of the recalc routes (unchanged wire shape) from the task record. */
function recalcAnswer(kind: SmartRuleKind, task: TaskRecord | undefined): RecalcTaskAnswer {
  if (!task) {
    return {
      taskId: null,
      kind,
      status: null,
      total: 0,
      processed: 0,
      percent: 0,
      startedAt: null,
      finishedAt: null,
      error: '',
      warnning: '',
    };
  }
  const status = STATUS_OF[task.status];
  const running = status === RECALC_STATUS.running;
  const percent =
    status === RECALC_STATUS.done
      ? 100
      : task.total === 0
        ? 0
        : Math.min(running ? 99 : 100, Math.floor((task.done * 100) / task.total));
  return {
    taskId: task.id,
    kind,
    status,
    total: task.total,
    processed: task.done,
    percent,
    startedAt: task.startedAt ?? task.createdAt,
    finishedAt: task.finishedAt,
    error: status === RECALC_STATUS.failed ? task.error || RECALC_FAILED_MESSAGE : '',
    warnning: running ? RECALC_MESSAGE.started : '',
  };
}

export function recalcHandler(
  evaluator: SmartRuleEvaluator,
  rules: SmartRulesRepository,
  options: RecalcOptions = {},
): TaskHandler<RecalcParams> {
  const batchSize = options.batchSize ?? 200;
  return {
    kind: RECALC_TASK_KIND,
    // The three rule kinds of a tenant may recalculate side by side; each kind is a singleton.
    options: { concurrencyPerTenant: 3, retryDelayMs: 5_000, failureMessage: RECALC_FAILED_MESSAGE },
    parseParams: (value) => RecalcParams.parse(value),
    run: async (task) => {
      const plan = await evaluator.plan(task.tenantId, [task.params.ruleKind]);
      let cursor = task.checkpoint ?? '';
      let processed = task.done;
      for (;;) {
        const ids = await rules.applicationIdsAfter(task.tenantId, cursor, batchSize);
        if (ids.length === 0) return;
        processed += ids.length;
        const last = ids[ids.length - 1]!;
        await task.step((trx) => evaluator.applyBatch(trx, plan, ids), {
          done: processed,
          total: Math.max(processed, task.total),
          checkpoint: last,
        });
        cursor = last;
        // Let requests in between batches.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
  };
}

/** What the recalc routes call: start one kind, read its latest task. */
export class RecalcService {
  constructor(
    private readonly tasks: TaskQueue,
    private readonly rules: SmartRulesRepository,
  ) {}

  async status(tenantId: string, kind: SmartRuleKind): Promise<RecalcTaskAnswer> {
    return recalcAnswer(kind, await this.tasks.latest({ tenantId }, RECALC_TASK_KIND, kind));
  }

  /**
   * Starts a recalculation of one kind. Refused while one is queued or running; one whose
   * process died (lease expired) is taken over and finished instead.
   */
  async start(ctx: TenantContext, kind: SmartRuleKind): Promise<RecalcTaskAnswer> {
    const { task, existing, resumed } = await this.tasks.submit(
      ctx,
      RECALC_TASK_KIND,
      { ruleKind: kind },
      {
        requestedBy: ctx.operatorId,
        singletonKey: kind,
        total: await this.rules.applicationCount(ctx.tenantId),
        summary: `${SMART_RULE_KIND_LABEL[kind]}：重新计算全部投递`,
      },
    );
    if (existing && !resumed) throw errors.business(RECALC_MESSAGE.alreadyRunning, 409);
    return recalcAnswer(kind, task);
  }

  /** Tests: resolves when no task runs in this process. */
  async whenIdle(): Promise<void> {
    await this.tasks.whenIdle();
  }
}
