import { EXPORTS_API } from '@ehire/domain/api/exports';
import { TASKS_API } from '@ehire/domain/api/tasks';
import { useMemo } from 'react';
import type { TaskAnswer, TaskListQuery, TaskPage } from '@ehire/domain/contracts/tasks';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

// The task centre's calls (/api/biz/tasks, PERMISSION.export; docs/api.md "Tasks").

export type TaskListInput = Partial<TaskListQuery>;

function createTasksApi(client: RequestClient) {
  return {
    list: (query: TaskListInput) => {
      // Query strings carry what is set; an unset filter is left out rather than sent empty.
      const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
      return client.call<TaskPage>(TASKS_API.root, params);
    },
    cancel: (id: string) => client.call<TaskAnswer>(TASKS_API.cancel, undefined, { params: { taskId: id } }),
    retry: (id: string) => client.call<TaskAnswer>(TASKS_API.retry, undefined, { params: { taskId: id } }),
    /** The result file (120 s download timeout). */
    download: (id: string) =>
      client.download(EXPORTS_API.tasksDownload, undefined, { params: { taskId: id } }),
  };
}

export type TasksApi = ReturnType<typeof createTasksApi>;

export function useTasksApi(): TasksApi {
  const { client } = usePlatform();
  return useMemo(() => createTasksApi(client), [client]);
}

export const TASK_KEYS = {
  all: ['tasks'] as const,
  list: (query: TaskListInput) => ['tasks', 'list', query] as const,
};
