import { z } from 'zod';
import { RuleNodeSchema } from '@ehire/domain/conditions/index';
import type { PoolBulkRecruitInput } from '@ehire/domain/contracts/pools';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { TaskHandler, TaskQueue } from '../../platform/tasks/task-queue';
import { PublicPoolRepository } from './public-pool.repository';
import { planRecruit, recruitTarget, writeRecruit } from './recruit';

// 加入职位 for every candidate of a 公共人才库 search (issue 18 §1), however many: a
// `pool-recruit` task of the task centre. It walks the search in candidate-id order in batches;
// each batch's applications and the checkpoint (the last id, and the counts so far) commit in one
// `task.step`, so a task killed mid-way resumes after the last committed batch and nobody gets
// two applications. A recruited candidate leaves the pool; those skipped (already applied to the
// job, or without a résumé) stay and are passed over by id.

export const POOL_RECRUIT_KIND = 'pool-recruit';
const BATCH_SIZE = 200;

const PoolRecruitParams = z.object({
  keyword: z.string(),
  filter: RuleNodeSchema.optional(),
  jobId: z.string(),
});
type PoolRecruitParams = z.infer<typeof PoolRecruitParams>;

const Checkpoint = z.object({
  after: z.string(),
  created: z.number().int(),
  alreadyApplied: z.number().int(),
  withoutResume: z.number().int(),
});
type Checkpoint = z.infer<typeof Checkpoint>;

export class PoolRecruitService {
  private readonly pool: PublicPoolRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tasks: TaskQueue,
    private readonly clock: Clock,
  ) {
    this.pool = new PublicPoolRepository(db);
  }

  /** Submits the task; an unknown job (400 职位不存在) or a bad filter (400, field named) is refused here. */
  async startBulk(
    tenantId: string,
    operatorId: string,
    input: z.output<typeof PoolBulkRecruitInput>,
  ): Promise<string> {
    const target = await recruitTarget(this.db, tenantId, input.jobId);
    const selection = { keyword: input.keyword, filter: input.filter };
    const total = await this.pool.count(tenantId, selection);
    const params: PoolRecruitParams = { ...selection, jobId: input.jobId };
    const { task } = await this.tasks.submit({ tenantId }, POOL_RECRUIT_KIND, params, {
      requestedBy: operatorId,
      summary: `加入职位「${target.jobName}」（${total}人）`,
      total,
    });
    return task.id;
  }

  handler(batchSize = BATCH_SIZE): TaskHandler<PoolRecruitParams> {
    return {
      kind: POOL_RECRUIT_KIND,
      options: { concurrencyPerTenant: 1, failureMessage: '批量加入职位失败，请重试' },
      parseParams: (value) => PoolRecruitParams.parse(value),
      run: async (task) => {
        const { jobId, ...selection } = task.params;
        const target = await recruitTarget(this.db, task.tenantId, jobId);
        let at: Checkpoint = task.checkpoint
          ? Checkpoint.parse(JSON.parse(task.checkpoint))
          : { after: '', created: 0, alreadyApplied: 0, withoutResume: 0 };
        let done = task.done;
        const by = task.requestedBy ?? '';
        for (;;) {
          const ids = await this.pool.idsAfter(task.tenantId, selection, at.after, batchSize);
          if (ids.length === 0) break;
          const now = this.clock.now();
          const plan = await planRecruit(this.db, task.tenantId, target, ids, now);
          const next: Checkpoint = {
            after: ids[ids.length - 1] ?? at.after,
            created: at.created + plan.applications.length,
            alreadyApplied: at.alreadyApplied + plan.alreadyApplied,
            withoutResume: at.withoutResume + plan.withoutResume,
          };
          await task.step((trx) => writeRecruit(trx, task.tenantId, by, plan, now), {
            done: done + ids.length,
            total: Math.max(task.total, done + ids.length),
            checkpoint: JSON.stringify(next),
          });
          done += ids.length;
          at = next;
        }
        task.log.info({ taskId: task.taskId, ...at }, 'pool-recruit finished');
      },
    };
  }
}
