// tasks: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const TASKS_API = {
  root: { method: 'GET', path: '/api/biz/tasks' },
  byTaskId: { method: 'GET', path: '/api/biz/tasks/:taskId' },
  cancel: { method: 'POST', path: '/api/biz/tasks/:taskId/cancel' },
  retry: { method: 'POST', path: '/api/biz/tasks/:taskId/retry' },
} as const;
