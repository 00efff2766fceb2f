import { z } from 'zod';
import { RECOUNT_STATUS, RELOAD_WARNING } from '@ehire/domain/workbench/recount';
import type { ReloadProcessCountAnswer } from '@ehire/domain/contracts/workbench';
import type { TenantContext } from '../../platform/request-context';
import type { TaskHandler, TaskQueue } from '../../platform/tasks/task-queue';

// The recount of the process counts (CALL-038, CALL-039, STATE-006): a task of the platform's
// task centre, one at a time per tenant, that computes the maintained counters again from the
// applications: first application_count (the workbench's and the talent lists' counts), then the
// data board's aggregates. The recount-status call answers '20' while it is queued or running.

const PROCESS_RECOUNT_KIND = 'workbench-process-recount';
const SINGLETON = 'tenant';

export const ProcessRecountParams = z.object({ operatorId: z.string() });
export type ProcessRecountParams = z.infer<typeof ProcessRecountParams>;

export interface ProcessRecountDeps {
  /** application_count of the tenant, computed again (the applications repository). */
  rebuildApplicationCounts(tenantId: string): Promise<void>;
  /** application_stat_day of the tenant, computed again (the statistics repository). */
  rebuildStatistics(tenantId: string): Promise<void>;
}

export function processRecountTaskHandler(deps: ProcessRecountDeps): TaskHandler<ProcessRecountParams> {
  return {
    kind: PROCESS_RECOUNT_KIND,
    options: { concurrencyPerTenant: 1, retryLimit: 2, failureMessage: '流程数据重新计算失败，请重试' },
    parseParams: (value) => ProcessRecountParams.parse(value),
    async run(task) {
      await task.progress(0, 2);
      await deps.rebuildApplicationCounts(task.tenantId);
      await task.progress(1, 2);
      await deps.rebuildStatistics(task.tenantId);
      await task.progress(2, 2);
    },
  };
}

/** CALL-038: queues the recount (or finds the one already queued) and answers its task. */
export async function submitProcessRecount(
  tasks: TaskQueue,
  ctx: TenantContext,
): Promise<ReloadProcessCountAnswer> {
  const { task } = await tasks.submit(
    ctx,
    PROCESS_RECOUNT_KIND,
    { operatorId: ctx.operatorId } satisfies ProcessRecountParams,
    { requestedBy: ctx.operatorId, singletonKey: SINGLETON, summary: '流程数据重新计算', total: 2 },
  );
  return { warnning: RELOAD_WARNING, taskId: task.id };
}

/** CALL-039: '20' while the tenant's recount is queued or running, '10' otherwise. */
export async function processRecountStatus(tasks: TaskQueue, ctx: TenantContext): Promise<string> {
  const latest = await tasks.latest(ctx, PROCESS_RECOUNT_KIND, SINGLETON);
  return latest && (latest.status === 'queued' || latest.status === 'running')
    ? RECOUNT_STATUS.running
    : RECOUNT_STATUS.idle;
}
