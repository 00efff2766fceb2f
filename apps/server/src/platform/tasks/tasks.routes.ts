import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import { TASK_MESSAGE, TaskAnswer, TaskListQuery, TaskPage, TaskParams } from '@ehire/domain/contracts/tasks';
import { contractMessageValidator } from '../contract-validator';
import { ok } from '../envelope';
import { noteAudit, operatorOf } from '../request-context';
import type { TaskCentreService } from './task-centre.service';
import { route } from '../route';
import { TASKS_API } from '@ehire/domain/api/tasks';

/** /api/biz/tasks: the task centre (任务中心, menu 0603 导出管理, PERMISSION.export). */
export const taskRoutes: FastifyPluginAsyncZod<{ centre: TaskCentreService }> = async (app, { centre }) => {
  // The contract's own zh-CN messages (每页最多100条) rather than the generic wording.
  app.setValidatorCompiler(contractMessageValidator);
  const READ = { permission: { key: PERMISSION.export, write: false } } as const;
  const WRITE = { permission: { key: PERMISSION.export, write: true } } as const;
  const tags = ['tasks'];

  route(
    app,
    TASKS_API.root,
    {
      config: READ,
      schema: {
        summary: '任务中心：我的任务（scope=all：全部成员的任务，需导出管理完全权限）',
        tags,
        querystring: TaskListQuery,
        response: { 200: envelope(TaskPage) },
      },
    },
    async (request) => ok(await centre.list(operatorOf(request), request.query)),
  );

  route(
    app,
    TASKS_API.byTaskId,
    {
      config: READ,
      schema: {
        summary: '任务中心：任务详情（进度轮询）',
        tags,
        params: TaskParams,
        response: { 200: envelope(TaskAnswer) },
      },
    },
    async (request) => ok(await centre.get(operatorOf(request), request.params.taskId)),
  );

  route(
    app,
    TASKS_API.cancel,
    {
      config: WRITE,
      schema: {
        summary: '任务中心：取消排队中或进行中的任务',
        tags,
        params: TaskParams,
        body: NoPayload,
        response: { 200: envelope(TaskAnswer) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'task', targetId: request.params.taskId });
      const answer = await centre.cancel(operatorOf(request), request.params.taskId);
      noteAudit(request, { detail: answer.kind });
      return ok(
        answer,
        answer.status === 'cancelled' ? TASK_MESSAGE.cancelled : TASK_MESSAGE.cancelRequested,
      );
    },
  );

  route(
    app,
    TASKS_API.retry,
    {
      config: WRITE,
      schema: {
        summary: '任务中心：重试失败的任务',
        tags,
        params: TaskParams,
        body: NoPayload,
        response: { 200: envelope(TaskAnswer) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'task', targetId: request.params.taskId });
      const answer = await centre.retry(operatorOf(request), request.params.taskId);
      noteAudit(request, { detail: answer.kind });
      return ok(answer, TASK_MESSAGE.retried);
    },
  );
};
