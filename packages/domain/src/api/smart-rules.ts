// smart-rules: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const SMART_RULES_API = {
  related: { method: 'POST', path: '/api/biz/smart-rules/related' },
  disableByFields: { method: 'POST', path: '/api/biz/smart-rules/disable-by-fields' },
  tag: {
    options: { method: 'GET', path: '/api/biz/smart-rules/tag/options' },
    list: { method: 'POST', path: '/api/biz/smart-rules/tag/list' },
    recalc: { method: 'POST', path: '/api/biz/smart-rules/tag/recalc' },
    recalcStatus: { method: 'GET', path: '/api/biz/smart-rules/tag/recalc/status' },
    get: { method: 'GET', path: '/api/biz/smart-rules/tag/:id' },
    create: { method: 'POST', path: '/api/biz/smart-rules/tag' },
    update: { method: 'PUT', path: '/api/biz/smart-rules/tag/:id' },
    remove: { method: 'DELETE', path: '/api/biz/smart-rules/tag/:id' },
    enable: { method: 'POST', path: '/api/biz/smart-rules/tag/:id/enable' },
    disable: { method: 'POST', path: '/api/biz/smart-rules/tag/:id/disable' },
  },
  flow: {
    options: { method: 'GET', path: '/api/biz/smart-rules/flow/options' },
    list: { method: 'POST', path: '/api/biz/smart-rules/flow/list' },
    recalc: { method: 'POST', path: '/api/biz/smart-rules/flow/recalc' },
    recalcStatus: { method: 'GET', path: '/api/biz/smart-rules/flow/recalc/status' },
    get: { method: 'GET', path: '/api/biz/smart-rules/flow/:id' },
    create: { method: 'POST', path: '/api/biz/smart-rules/flow' },
    update: { method: 'PUT', path: '/api/biz/smart-rules/flow/:id' },
    remove: { method: 'DELETE', path: '/api/biz/smart-rules/flow/:id' },
    enable: { method: 'POST', path: '/api/biz/smart-rules/flow/:id/enable' },
    disable: { method: 'POST', path: '/api/biz/smart-rules/flow/:id/disable' },
  },
  score: {
    options: { method: 'GET', path: '/api/biz/smart-rules/score/options' },
    list: { method: 'POST', path: '/api/biz/smart-rules/score/list' },
    recalc: { method: 'POST', path: '/api/biz/smart-rules/score/recalc' },
    recalcStatus: { method: 'GET', path: '/api/biz/smart-rules/score/recalc/status' },
    get: { method: 'GET', path: '/api/biz/smart-rules/score/:id' },
    create: { method: 'POST', path: '/api/biz/smart-rules/score' },
    update: { method: 'PUT', path: '/api/biz/smart-rules/score/:id' },
    remove: { method: 'DELETE', path: '/api/biz/smart-rules/score/:id' },
    enable: { method: 'POST', path: '/api/biz/smart-rules/score/:id/enable' },
    disable: { method: 'POST', path: '/api/biz/smart-rules/score/:id/disable' },
  },
} as const;
