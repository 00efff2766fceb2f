import { PERMISSION, serverAllows } from '@ehire/domain/codes/permissions';
import {
  TASK_MESSAGE,
  TASK_STATUS_LABEL,
  taskKindLabel,
  type TaskAnswer,
  type TaskListQuery,
  type TaskPage,
} from '@ehire/domain/contracts/tasks';
import type { Clock } from '../clock';
import { errors } from '../envelope';
import type { OperatorPrincipal } from '../request-context';
import { TaskStateError, type TaskQueue, type TaskRecord } from './task-queue';
import type { TaskRepository } from './task.repository';

// The task centre (任务中心, menu 0603 导出管理): an operator sees and acts on the tasks they
// requested; with 导出管理 at full permission (2) on every task of the tenant. A task of another
// tenant, or another operator's task without that permission, is answered exactly like a task
// that does not exist (404), so ids reveal nothing.

function taskPercent(task: Pick<TaskRecord, 'status' | 'done' | 'total'>): number {
  if (task.status === 'succeeded') return 100;
  if (task.total <= 0) return 0;
  return Math.min(99, Math.floor((task.done * 100) / task.total));
}

export class TaskCentreService {
  constructor(
    private readonly tasks: TaskQueue,
    private readonly repo: TaskRepository,
    private readonly clock: Clock,
  ) {}

  /** 导出管理 at full: every task of the tenant. */
  canSeeAll(principal: OperatorPrincipal): boolean {
    return serverAllows(principal.permissions, PERMISSION.export, true);
  }

  async list(principal: OperatorPrincipal, query: TaskListQuery): Promise<TaskPage> {
    const canSeeAll = this.canSeeAll(principal);
    if (query.scope === 'all' && !canSeeAll) throw errors.business(TASK_MESSAGE.scopeAllForbidden, 403);
    const page = await this.tasks.list(principal, {
      ...(query.scope === 'mine' ? { requestedBy: principal.operatorId } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    });
    return {
      total: page.total,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      rows: await this.answers(principal.tenantId, page.rows),
      canSeeAll,
    };
  }

  async get(principal: OperatorPrincipal, taskId: string): Promise<TaskAnswer> {
    const task = await this.visible(principal, taskId);
    return (await this.answers(principal.tenantId, [task]))[0]!;
  }

  async cancel(principal: OperatorPrincipal, taskId: string): Promise<TaskAnswer> {
    await this.visible(principal, taskId);
    const task = await this.refusingState(() => this.tasks.cancel(principal, taskId));
    return (await this.answers(principal.tenantId, [task]))[0]!;
  }

  async retry(principal: OperatorPrincipal, taskId: string): Promise<TaskAnswer> {
    await this.visible(principal, taskId);
    const task = await this.refusingState(() => this.tasks.retry(principal, taskId));
    return (await this.answers(principal.tenantId, [task]))[0]!;
  }

  /** The task when this operator may see it; otherwise the same 404 as an unknown id. */
  private async visible(principal: OperatorPrincipal, taskId: string): Promise<TaskRecord> {
    const task = await this.tasks.get(principal, taskId);
    if (!task || (task.requestedBy !== principal.operatorId && !this.canSeeAll(principal))) {
      throw errors.notFound(TASK_MESSAGE.notFound);
    }
    return task;
  }

  private async refusingState(action: () => Promise<TaskRecord | undefined>): Promise<TaskRecord> {
    try {
      const task = await action();
      if (!task) throw errors.notFound(TASK_MESSAGE.notFound);
      return task;
    } catch (error) {
      if (error instanceof TaskStateError) throw errors.business(error.message, 409);
      throw error;
    }
  }

  private async answers(tenantId: string, tasks: TaskRecord[]): Promise<TaskAnswer[]> {
    const names = await this.repo.operatorNames(
      tenantId,
      tasks.flatMap((t) => (t.requestedBy ? [t.requestedBy] : [])),
    );
    const now = this.clock.now();
    return tasks.map((task) => ({
      taskId: task.id,
      kind: task.kind,
      kindLabel: taskKindLabel(task.kind),
      status: task.status,
      statusLabel: TASK_STATUS_LABEL[task.status],
      done: task.done,
      total: task.total,
      percent: taskPercent(task),
      params: task.params,
      summary: task.summary,
      requestedBy: task.requestedBy,
      requestedByName: task.requestedBy ? (names.get(task.requestedBy) ?? '') : '系统',
      error: task.status === 'succeeded' || task.status === 'cancelled' ? '' : task.error,
      attempts: task.attempts,
      cancelRequested: task.cancelRequested,
      createdAt: task.createdAt,
      startedAt: task.startedAt,
      finishedAt: task.finishedAt,
      expiresAt: task.expiresAt,
      resultFile: task.resultFile
        ? { name: task.resultFile.name, size: task.resultFile.size, mime: task.resultFile.mime }
        : null,
      downloadable:
        task.status === 'succeeded' &&
        task.resultFile !== null &&
        (task.expiresAt === null || task.expiresAt > now),
      canCancel: task.status === 'queued' || (task.status === 'running' && !task.cancelRequested),
      canRetry: task.status === 'failed',
    }));
  }
}
