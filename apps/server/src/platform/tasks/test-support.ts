import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TaskHandler, TaskRunContext } from './task-queue';

// Helpers of the task tests (in-process and child-process): polling for a state, a gate a
// handler waits on, and the "items" handler whose effects are notice rows keyed by task and
// item, so a second execution of an item would break the primary key and show in the count.

/** Polls `read` until `accept` holds (or fails after timeoutMs with the last value). */
export async function until<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`state not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise<void>((resolve) => setTimeout(resolve, 10));
  }
}

/** A promise a test opens when it wants a waiting handler to go on. */
export class Gate {
  private opened = false;
  private waiters: Array<() => void> = [];
  open(): void {
    this.opened = true;
    for (const resolve of this.waiters.splice(0)) resolve();
  }
  wait(signal?: AbortSignal): Promise<void> {
    if (this.opened) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiters.push(resolve);
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  }
}

export const ITEMS_KIND = 'test-items';

export interface ItemsParams {
  items: number;
  operatorId: string;
}

/** One effect of the items handler: a notice whose id names the task and the item. */
async function writeItem(
  trx: Transaction<Database> | Kysely<Database>,
  task: TaskRunContext<ItemsParams>,
  item: number,
  content: string,
): Promise<void> {
  await trx
    .insertInto('notice_message')
    .values({
      id: `${task.taskId}:${item}`,
      tenant_id: task.tenantId,
      operator_id: task.params.operatorId,
      title: `item ${item}`,
      content,
      read_at: null,
      created_at: item,
    })
    .execute();
}

/**
 * Does items 1..N, one step each (effect + checkpoint in one transaction), starting after the
 * checkpoint; `beforeItem` may hold or stop it.
 */
export function itemsHandler(
  label: string,
  beforeItem: (item: number, task: TaskRunContext<ItemsParams>) => Promise<void> = async () => {},
): TaskHandler<ItemsParams> {
  return {
    kind: ITEMS_KIND,
    options: { retryDelayMs: 0, concurrencyPerTenant: 4 },
    run: async (task) => {
      const from = task.checkpoint === null ? 1 : Number(task.checkpoint) + 1;
      for (let item = from; item <= task.params.items; item++) {
        await beforeItem(item, task);
        await task.step((trx) => writeItem(trx, task, item, label), {
          done: item,
          total: task.params.items,
          checkpoint: String(item),
        });
      }
    },
  };
}

export const SHARE_KIND = 'test-share';

/**
 * One effect per task: a notice whose id is the task id, so running a task a second time would
 * break the primary key. Holds each attempt a few ms so that processes interleave.
 */
export function shareHandler(label: string): TaskHandler<{ operatorId: string }> {
  return {
    kind: SHARE_KIND,
    options: { retryDelayMs: 0, concurrencyPerTenant: 100 },
    run: async (task) => {
      await new Promise<void>((resolve) => setTimeout(resolve, 5));
      await task.step(
        (trx) =>
          trx
            .insertInto('notice_message')
            .values({
              id: task.taskId,
              tenant_id: task.tenantId,
              operator_id: task.params.operatorId,
              title: 'share',
              content: label,
              read_at: null,
              created_at: 0,
            })
            .execute(),
        { done: 1, total: 1, checkpoint: 'done' },
      );
    },
  };
}

/**
 * Runs a handler's attempts by hand, as the queue would: each `step` commits its effects and its
 * checkpoint in one transaction, and `attempt(n)` stops the attempt ("the process is killed")
 * right after its n-th committed step, so the next attempt starts from that checkpoint.
 */
export class SteppedRun<P> {
  checkpoint: string | null = null;
  done = 0;
  steps = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly task: { tenantId: string; taskId: string; kind: string; params: P; total?: number },
  ) {}

  attempt(killAfterStep: number | null = null): TaskRunContext<P> {
    return {
      ...this.task,
      requestedBy: 'test',
      attempt: 1,
      maxAttempts: 3,
      checkpoint: this.checkpoint,
      done: this.done,
      total: this.task.total ?? 0,
      signal: new AbortController().signal,
      isCancelled: () => false,
      progress: async () => {},
      step: async (effects, progress) => {
        const value = await this.db.transaction().execute(async (trx) => effects(trx));
        this.checkpoint = progress.checkpoint;
        this.done = progress.done;
        this.steps += 1;
        if (killAfterStep !== null && this.steps === killAfterStep) throw new Error('process killed');
        return value;
      },
      log: { info() {}, warn() {}, error() {} },
    };
  }
}

/** SteppedRun as functions: `context(n)` is an attempt killed after its n-th step (null: none). */
export function killableRun<P>(
  db: Kysely<Database>,
  base: Pick<TaskRunContext<P>, 'tenantId' | 'taskId' | 'kind' | 'params'>,
) {
  const run = new SteppedRun<P>(db, base);
  return {
    context: (killAfter: number | null) => run.attempt(killAfter),
    steps: () => run.steps,
    checkpoint: () => run.checkpoint,
  };
}
