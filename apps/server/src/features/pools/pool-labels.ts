import { z } from 'zod';
import { RuleNodeSchema } from '@ehire/domain/conditions/index';
import { POOL_MESSAGES, type PoolBulkLabelsInput, type PoolLabelsInput } from '@ehire/domain/contracts/pools';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TaskHandler, TaskQueue } from '../../platform/tasks/task-queue';
import { CandidateLabelRepository } from './candidate-label.repository';
import { PublicPoolRepository } from './public-pool.repository';

// 公共人才库's labels (issue 18 §1): chosen candidates (≤ 200) are labelled in the request; every
// candidate of a search, however many, by a `pool-labels` task. The task walks the search in
// candidate-id order in committed batches, each with its checkpoint (the last id done) in the
// same transaction, so a task killed mid-way resumes after the last batch and labels no one twice.

export const POOL_LABELS_KIND = 'pool-labels';
const BATCH_SIZE = 500;

const PoolLabelsParams = z.object({
  keyword: z.string(),
  filter: RuleNodeSchema.optional(),
  action: z.enum(['add', 'remove']),
  labels: z.array(z.string()),
});
type PoolLabelsParams = z.infer<typeof PoolLabelsParams>;

export class PoolLabelsService {
  readonly labels: CandidateLabelRepository;
  private readonly pool: PublicPoolRepository;

  constructor(
    db: Kysely<Database>,
    private readonly tasks: TaskQueue,
    private readonly clock: Clock,
  ) {
    this.labels = new CandidateLabelRepository(db);
    this.pool = new PublicPoolRepository(db);
  }

  /** Labels chosen candidates at once; answers how many changed. */
  async apply(tenantId: string, operatorId: string, input: PoolLabelsInput): Promise<number> {
    const ids = [...new Set(input.candidateIds)];
    const labels = [...new Set(input.labels)];
    const found = await this.pool.candidates(tenantId, ids);
    if (found.length !== ids.length) throw errors.notFound(POOL_MESSAGES.candidateNotFound);
    return input.action === 'add'
      ? this.labels.add(tenantId, ids, labels, { now: this.clock.now(), by: operatorId })
      : this.labels.remove(tenantId, ids, labels);
  }

  /** Submits the task labelling every candidate of the search; a bad filter is refused here. */
  async startBulk(
    tenantId: string,
    operatorId: string,
    input: z.output<typeof PoolBulkLabelsInput>,
  ): Promise<string> {
    const selection = { keyword: input.keyword, filter: input.filter };
    const total = await this.pool.count(tenantId, selection);
    const labels = [...new Set(input.labels)];
    const params: PoolLabelsParams = { ...selection, action: input.action, labels };
    const { task } = await this.tasks.submit({ tenantId }, POOL_LABELS_KIND, params, {
      requestedBy: operatorId,
      summary: `${input.action === 'add' ? '添加' : '移除'}标签：${labels.join('、')}（${total}人）`,
      total,
    });
    return task.id;
  }

  handler(batchSize = BATCH_SIZE): TaskHandler<PoolLabelsParams> {
    return {
      kind: POOL_LABELS_KIND,
      options: { concurrencyPerTenant: 1, failureMessage: '批量标签失败，请重试' },
      parseParams: (value) => PoolLabelsParams.parse(value),
      run: async (task) => {
        const { action, labels, ...selection } = task.params;
        let after = task.checkpoint ?? '';
        let done = task.done;
        const by = task.requestedBy ?? '';
        for (;;) {
          const ids = await this.pool.idsAfter(task.tenantId, selection, after, batchSize);
          if (ids.length === 0) break;
          const last = ids[ids.length - 1] ?? after;
          await task.step(
            (trx) =>
              action === 'add'
                ? this.labels.add(task.tenantId, ids, labels, { now: this.clock.now(), by }, trx)
                : this.labels.remove(task.tenantId, ids, labels, trx),
            { done: done + ids.length, total: Math.max(task.total, done + ids.length), checkpoint: last },
          );
          done += ids.length;
          after = last;
        }
      },
    };
  }
}
