// flow: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const FLOW_API = {
  menus: { method: 'GET', path: '/api/flow/menus' },
  list: { method: 'GET', path: '/api/flow/list' },
  detail: { method: 'GET', path: '/api/flow/detail' },
  add: { method: 'POST', path: '/api/flow/add' },
  update: { method: 'POST', path: '/api/flow/update' },
  delete: { method: 'POST', path: '/api/flow/delete' },
  setDefault: { method: 'POST', path: '/api/flow/set-default' },
} as const;
