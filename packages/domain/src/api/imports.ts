// imports: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const IMPORTS_API = {
  template: { method: 'GET', path: '/api/biz/imports/template' },
  preview: { method: 'POST', path: '/api/biz/imports/preview' },
  check: { method: 'POST', path: '/api/biz/imports/check' },
  root: { method: 'POST', path: '/api/biz/imports' },
  byTaskId: { method: 'GET', path: '/api/biz/imports/:taskId' },
} as const;
