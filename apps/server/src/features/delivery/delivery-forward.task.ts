import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { TaskError, type TaskHandler, type TaskQueue } from '../../platform/tasks/task-queue';
import { recordActivity } from '../applications/application.repository';
import type { DeliveryForwarder } from './delivery-forwarder';

// Forwarding a new application by mail as a task (issue 12 §1): submitted after the application
// is committed, retried with backoff when the mail fails (1, 2, 4, 8 minutes), and each attempt
// written to the application's activity log, which the recruiter sees in the talent detail.
// One task per application (singleton key = application id); the forwarder itself never sends a
// resume twice (delivery_log).

export const FORWARD_TASK_KIND = 'delivery-forward';
const FORWARD_FAILED_MESSAGE = '简历转发邮件发送失败，请检查投递设置的接收邮箱';
const SYSTEM_ACTOR = { id: '', name: '系统' };

interface ForwardParams {
  applicationId: string;
}

export function forwardHandler(
  forwarder: DeliveryForwarder,
  db: Kysely<Database>,
  clock: Clock,
): TaskHandler<ForwardParams> {
  return {
    kind: FORWARD_TASK_KIND,
    options: {
      retryLimit: 4,
      retryDelayMs: 60_000,
      retryBackoff: true,
      concurrencyPerTenant: 2,
      timeoutMs: 5 * 60_000,
      failureMessage: FORWARD_FAILED_MESSAGE,
    },
    run: async (task) => {
      const { applicationId } = task.params;
      const result = await forwarder.forwardApplication({ tenantId: task.tenantId }, applicationId);
      const note = (detail: string) =>
        recordActivity(db, task.tenantId, applicationId, SYSTEM_ACTOR, 'forward', detail, clock.now());
      if (result.status === 'sent') {
        await note(`简历已转发至 ${result.email}（第${task.attempt}次尝试）`);
        return;
      }
      if (result.status === 'skipped') return;
      const last = task.attempt >= task.maxAttempts;
      await note(
        `简历转发失败（第${task.attempt}次尝试）：${result.error.slice(0, 200)}${last ? '，已停止重试' : '，稍后自动重试'}`,
      );
      throw new TaskError(FORWARD_FAILED_MESSAGE);
    },
  };
}

/** After an application is committed: a forwarding task when its job forwards by mail. */
export async function submitForwarding(
  tasks: TaskQueue,
  tenantId: string,
  applicationId: string,
  /** The transaction that stores the application (outbox); the task commits with it. */
  trx?: Transaction<Database>,
): Promise<void> {
  await tasks.submit(
    { tenantId },
    FORWARD_TASK_KIND,
    { applicationId },
    {
      requestedBy: null,
      singletonKey: applicationId,
      total: 1,
      summary: '新投递简历转发至招聘邮箱',
      ...(trx ? { trx } : {}),
    },
  );
}
