// careers: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const CAREERS_API = {
  root: { method: 'GET', path: '/api/web/careers/:member' },
  jobs: { method: 'GET', path: '/api/web/careers/:member/jobs' },
  jobsById: { method: 'GET', path: '/api/web/careers/:member/jobs/:id' },
} as const;
