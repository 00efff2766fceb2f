// forbidden-words: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const FORBIDDEN_WORDS_API = {
  check: { method: 'POST', path: '/api/biz/forbidden-words/check' },
  tenant: {
    list: { method: 'POST', path: '/api/biz/forbidden-words/list' },
    add: { method: 'POST', path: '/api/biz/forbidden-words' },
    update: { method: 'PUT', path: '/api/biz/forbidden-words/:id' },
    delete: { method: 'POST', path: '/api/biz/forbidden-words/delete' },
    import: { method: 'POST', path: '/api/biz/forbidden-words/import' },
  },
  provider: {
    list: { method: 'POST', path: '/api/ops/forbidden-words/list' },
    add: { method: 'POST', path: '/api/ops/forbidden-words' },
    update: { method: 'PUT', path: '/api/ops/forbidden-words/:id' },
    delete: { method: 'POST', path: '/api/ops/forbidden-words/delete' },
    import: { method: 'POST', path: '/api/ops/forbidden-words/import' },
  },
} as const;
