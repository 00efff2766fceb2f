import { useMemo } from 'react';
import type { TaskAnswer, TaskListQuery, TaskPage } from '@ehire/domain/contracts/tasks';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

// The task centre's calls (/api/biz/tasks, PERMISSION.export; docs/api.md "Tasks").

const enc = encodeURIComponent;

export const TASK_PATH = {
  list: '/api/biz/tasks',
  task: (id: string) => `/api/biz/tasks/${enc(id)}`,
  cancel: (id: string) => `/api/biz/tasks/${enc(id)}/cancel`,
  retry: (id: string) => `/api/biz/tasks/${enc(id)}/retry`,
  download: (id: string) => `/api/biz/tasks/${enc(id)}/download`,
} as const;

export type TaskListInput = Partial<TaskListQuery>;

function createTasksApi(client: RequestClient) {
  return {
    list: (query: TaskListInput) => {
      // Query strings carry what is set; an unset filter is left out rather than sent empty.
      const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
      return client.get<TaskPage>(TASK_PATH.list, params);
    },
    cancel: (id: string) => client.post<TaskAnswer>(TASK_PATH.cancel(id)),
    retry: (id: string) => client.post<TaskAnswer>(TASK_PATH.retry(id)),
    /** The result file (120 s download timeout). */
    download: (id: string) => client.download(TASK_PATH.download(id)),
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
