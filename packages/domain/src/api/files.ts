// files: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const FILES_API = {
  root: { method: 'POST', path: '/api/biz/files' },
  byId: { method: 'GET', path: '/api/biz/files/:id' },
} as const;
