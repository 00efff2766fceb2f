import { TASK_MESSAGE } from '@ehire/domain/contracts/tasks';
import type { Clock } from '../clock';
import {
  DEFAULT_TASK_OPTIONS,
  TaskAborted,
  TaskError,
  type ResultFileRemover,
  type TaskHandler,
  type TaskKindOptions,
  type TaskLogger,
  type TaskOutcome,
  type TaskRunContext,
} from './task-queue';
import type { TaskRepository, TaskRow } from './task.repository';

// One attempt of a claimed task, the same on both engines: builds the handler's context, keeps
// the lease alive (heartbeat), notices a cancel requested from any process, stops at the kind's
// timeout, and writes the end of the attempt to the task row. Every write is guarded by the
// lease owner: an attempt that lost its claim changes nothing and deletes the file it made.

export interface AttemptTuning {
  leaseMs: number;
  heartbeatMs: number;
  /** Progress without a checkpoint is written at most this often. */
  progressEveryMs: number;
  retryDelayFactor: number;
}

/** How an attempt ended, for the engine (pg-boss completes or fails its job accordingly). */
export type AttemptEnd =
  | { end: 'succeeded' | 'failed' | 'cancelled' }
  /** Failed with attempts left: queued again (run_after set); pg-boss retries its job. */
  | { end: 'retry'; error: string; delayMs: number }
  /** Graceful stop: queued again without counting the attempt. */
  | { end: 'released' }
  /** The claim was lost (taken over, deleted): nothing recorded. */
  | { end: 'lost' };

type AbortReason = TaskAborted['reason'];

export function kindOptions(
  handler: TaskHandler<unknown> | undefined,
  retryDelayFactor = 1,
): Required<TaskKindOptions> {
  const options = { ...DEFAULT_TASK_OPTIONS, ...(handler?.options ?? {}) };
  return { ...options, retryDelayMs: options.retryDelayMs * retryDelayFactor };
}

/** Delay before the next attempt after `attempts` failed ones. */
function retryDelay(options: Required<TaskKindOptions>, attempts: number): number {
  if (!options.retryBackoff) return options.retryDelayMs;
  return options.retryDelayMs * 2 ** Math.min(16, Math.max(0, attempts - 1));
}

export class AttemptRunner {
  private readonly running = new Map<string, { abort: (reason: AbortReason) => void }>();

  constructor(
    private readonly repo: TaskRepository,
    private readonly clock: Clock,
    private readonly log: TaskLogger,
    private readonly tuning: AttemptTuning,
    readonly owner: string,
    private readonly files: () => ResultFileRemover | undefined,
  ) {}

  get size(): number {
    return this.running.size;
  }

  isRunning(taskId: string): boolean {
    return this.running.has(taskId);
  }

  /** Cancel requested through this process: stop the local attempt without waiting for a heartbeat. */
  abortLocal(taskId: string, reason: AbortReason): void {
    this.running.get(taskId)?.abort(reason);
  }

  abortAll(reason: AbortReason): void {
    for (const attempt of this.running.values()) attempt.abort(reason);
  }

  async run(row: TaskRow, handler: TaskHandler<unknown> | undefined): Promise<AttemptEnd> {
    const options = kindOptions(handler, this.tuning.retryDelayFactor);
    const { tenant_id: tenantId, id: taskId } = row;
    const controller = new AbortController();
    let reason: AbortReason | null = null;
    const abort = (why: AbortReason) => {
      if (reason !== null) return;
      reason = why;
      controller.abort(new TaskAborted(why));
    };
    this.running.set(taskId, { abort });
    const startedReal = Date.now();
    const log = childLogger(this.log, { taskId, kind: row.kind, tenantId });

    let beating = Promise.resolve();
    const heartbeat = setInterval(() => {
      beating = beating.then(async () => {
        if (reason !== null) return;
        if (Date.now() - startedReal > options.timeoutMs) return abort('timeout');
        try {
          const held = await this.repo.renewLease(
            tenantId,
            taskId,
            this.owner,
            this.leaseUntil(),
            this.clock.now(),
          );
          if (!held) abort('lease-lost');
          else if (held.cancelRequested) abort('cancelled');
        } catch (error) {
          log.warn({ err: error }, 'task lease renewal failed');
        }
      });
    }, this.tuning.heartbeatMs);
    heartbeat.unref();

    let lastProgressWrite = 0;
    const checkAbort = () => {
      if (reason !== null) throw new TaskAborted(reason);
    };
    const context: TaskRunContext<unknown> = {
      tenantId,
      taskId,
      kind: row.kind,
      params: undefined,
      requestedBy: row.requested_by,
      attempt: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
      checkpoint: row.checkpoint,
      done: Number(row.done),
      total: Number(row.total),
      signal: controller.signal,
      isCancelled: () => reason === 'cancelled',
      log,
      progress: async (done, total, checkpoint) => {
        checkAbort();
        const nowReal = Date.now();
        if (checkpoint === undefined && nowReal - lastProgressWrite < this.tuning.progressEveryMs) return;
        lastProgressWrite = nowReal;
        const held = await this.repo.saveProgress(tenantId, taskId, this.owner, {
          done,
          total,
          checkpoint,
          leaseUntil: this.leaseUntil(),
          now: this.clock.now(),
        });
        if (!held) abort('lease-lost');
        checkAbort();
      },
      step: async (effects, progress) => {
        checkAbort();
        const result = await this.repo.step(
          tenantId,
          taskId,
          this.owner,
          { ...progress, leaseUntil: this.leaseUntil(), now: this.clock.now() },
          effects,
        );
        if (result.outcome === 'lost') abort('lease-lost');
        if (result.outcome === 'cancelled') abort('cancelled');
        checkAbort();
        return (result as { value: Awaited<ReturnType<typeof effects>> }).value;
      },
    };

    let outcome: TaskOutcome | void = undefined;
    let failure: unknown = null;
    try {
      if (!handler) throw new TaskError(TASK_MESSAGE.failedGeneric, { retryable: false });
      context.params = handler.parseParams
        ? handler.parseParams(JSON.parse(row.params_json))
        : JSON.parse(row.params_json);
      outcome = await handler.run(context);
      // A handler that ignored the signal but finished anyway: its result stands unless cancelled.
    } catch (error) {
      failure = error;
    } finally {
      clearInterval(heartbeat);
      await beating;
      this.running.delete(taskId);
    }
    return this.end(row, options, outcome ?? {}, failure, reason, log);
  }

  private leaseUntil(): number {
    return this.clock.now() + this.tuning.leaseMs;
  }

  private async end(
    row: TaskRow,
    options: Required<TaskKindOptions>,
    outcome: TaskOutcome,
    failure: unknown,
    reason: AbortReason | null,
    log: TaskLogger,
  ): Promise<AttemptEnd> {
    const { tenant_id: tenantId, id: taskId } = row;
    const now = this.clock.now();
    const expiresAt = now + options.keepMs;
    const aborted = failure instanceof TaskAborted ? failure.reason : reason;
    const file = outcome.file ?? null;
    const dropFile = async () => {
      if (!file) return;
      try {
        await this.files()?.delete(file.key);
      } catch (error) {
        log.warn({ err: error, key: file.key }, 'could not delete the result file of an unfinished task');
      }
    };

    if (aborted === 'lease-lost') {
      await dropFile();
      return { end: 'lost' };
    }
    if (aborted === 'stopping') {
      await dropFile();
      return (await this.repo.release(row, this.owner, now)) ? { end: 'released' } : { end: 'lost' };
    }
    if (aborted === 'cancelled') {
      await dropFile();
      const ok = await this.repo.finish(tenantId, taskId, this.owner, {
        status: 'cancelled',
        error: '',
        file: null,
        now,
        expiresAt,
      });
      return ok ? { end: 'cancelled' } : { end: 'lost' };
    }
    if (failure === null && aborted === null) {
      const ok = await this.repo.finish(tenantId, taskId, this.owner, {
        status: 'succeeded',
        error: '',
        file,
        now,
        expiresAt,
      });
      if (!ok) await dropFile();
      return ok ? { end: 'succeeded' } : { end: 'lost' };
    }

    // A failure: the handler threw, or the attempt ran past the kind's timeout.
    await dropFile();
    const message =
      aborted === 'timeout'
        ? TASK_MESSAGE.timedOut
        : failure instanceof TaskError
          ? failure.message
          : options.failureMessage;
    if (!(failure instanceof TaskError)) log.error({ err: failure }, 'task attempt failed');
    const retryable = !(failure instanceof TaskError) || failure.retryable;
    if (retryable && Number(row.attempts) < Number(row.max_attempts)) {
      const delayMs = retryDelay(options, Number(row.attempts));
      const ok = await this.repo.requeueAfterFailure(tenantId, taskId, this.owner, {
        error: message,
        runAfter: now + delayMs,
        now,
      });
      return ok ? { end: 'retry', error: message, delayMs } : { end: 'lost' };
    }
    const ok = await this.repo.finish(tenantId, taskId, this.owner, {
      status: 'failed',
      error: message,
      file: null,
      now,
      expiresAt,
    });
    return ok ? { end: 'failed' } : { end: 'lost' };
  }
}

function childLogger(log: TaskLogger, bindings: Record<string, unknown>): TaskLogger {
  const withBindings = (obj: unknown) =>
    obj && typeof obj === 'object' ? { ...bindings, ...(obj as object) } : { ...bindings, detail: obj };
  return {
    info: (obj, msg) => log.info(withBindings(obj), msg),
    warn: (obj, msg) => log.warn(withBindings(obj), msg),
    error: (obj, msg) => log.error(withBindings(obj), msg),
  };
}
