// talent: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const TALENT_API = {
  fields: { method: 'GET', path: '/api/biz/talent/fields' },
  list: { method: 'POST', path: '/api/biz/talent/list' },
  counts: { method: 'POST', path: '/api/biz/talent/counts' },
  jobs: { method: 'GET', path: '/api/biz/talent/jobs' },
  neighbours: { method: 'POST', path: '/api/biz/talent/neighbours' },
  applicationsById: { method: 'GET', path: '/api/biz/talent/applications/:id' },
  attachmentsById: { method: 'GET', path: '/api/biz/talent/attachments/:id' },
  actions: { method: 'POST', path: '/api/biz/talent/actions' },
  flows: { method: 'GET', path: '/api/biz/talent/flows' },
  personalLabels: { method: 'GET', path: '/api/biz/talent/personal-labels' },
  export: { method: 'POST', path: '/api/biz/talent/export' },
  exportTasks: { method: 'POST', path: '/api/biz/talent/export-tasks' },
  getSavedSearches: { method: 'GET', path: '/api/biz/talent/saved-searches' },
  postSavedSearches: { method: 'POST', path: '/api/biz/talent/saved-searches' },
  savedSearchesById: { method: 'DELETE', path: '/api/biz/talent/saved-searches/:id' },
} as const;
