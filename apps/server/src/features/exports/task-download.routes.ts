import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { TASK_DOWNLOAD_MESSAGE } from '@ehire/domain/contracts/exports';
import { TaskParams } from '@ehire/domain/contracts/tasks';
import { newId } from '../../db/ids';
import type { AuditRepository } from '../../platform/audit/audit.repository';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import { sendStoredFile } from '../../platform/files/download';
import { StorageNotFoundError, type FileStorage } from '../../platform/files/storage';
import { operatorOf } from '../../platform/request-context';
import type { TaskCentreService } from '../../platform/tasks/task-centre.service';
import type { TaskQueue } from '../../platform/tasks/task-queue';
import { contractMessageValidator } from '../../platform/contract-validator';
import { route } from '../../platform/route';
import { EXPORTS_API } from '@ehire/domain/api/exports';

/**
 * GET /api/biz/tasks/:taskId/download: a task's result file, for whoever may see the task in the
 * task centre (its requester, or 导出管理 at full permission), while it is kept. Each download is
 * written to the audit log: result files are exports of personal data (PIPL).
 */
export const taskDownloadRoutes: FastifyPluginAsyncZod<{
  centre: TaskCentreService;
  tasks: TaskQueue;
  storage: FileStorage;
  audit: AuditRepository;
  clock: Clock;
}> = async (app, { centre, tasks, storage, audit, clock }) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    EXPORTS_API.tasksDownload,
    {
      config: { permission: { key: PERMISSION.export, write: false } },
      schema: { summary: '任务中心：下载任务的结果文件（保留期内）', tags: ['tasks'], params: TaskParams },
    },
    async (request, reply) => {
      const principal = operatorOf(request);
      // Another tenant's or another operator's task: the same 404 as an unknown id.
      const answer = await centre.get(principal, request.params.taskId);
      if (answer.status === 'cancelled') throw errors.business(TASK_DOWNLOAD_MESSAGE.cancelled, 409);
      if (answer.status === 'failed') throw errors.business(TASK_DOWNLOAD_MESSAGE.failed, 409);
      if (answer.status !== 'succeeded') throw errors.business(TASK_DOWNLOAD_MESSAGE.notFinished, 409);
      const record = await tasks.get(principal, request.params.taskId);
      const file = record?.resultFile;
      if (!file) throw errors.notFound(TASK_DOWNLOAD_MESSAGE.noFile);
      if (!answer.downloadable) throw errors.business(TASK_DOWNLOAD_MESSAGE.expired, 410);
      let stored;
      try {
        stored = await storage.get(file.key);
      } catch (error) {
        // Deleted by the expiry job between the check and the read.
        if (error instanceof StorageNotFoundError) throw errors.business(TASK_DOWNLOAD_MESSAGE.expired, 410);
        throw error;
      }
      const now = clock.now();
      await audit.insert({
        id: newId(now),
        tenant_id: principal.tenantId,
        principal_kind: 'operator',
        principal_id: principal.operatorId,
        action: 'GET /api/biz/tasks/:taskId/download',
        target_type: 'task',
        target_id: answer.taskId,
        detail: `下载任务结果「${file.name}」（${answer.kindLabel}）`,
        ip: request.ip,
        created_at: now,
      });
      return sendStoredFile(reply, {
        file: { name: file.name, contentType: file.mime, size: stored.size },
        stream: stored.stream,
      });
    },
  );
};
