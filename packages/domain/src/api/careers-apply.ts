// careers-apply: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const CAREERS_APPLY_API = {
  jobsApply: { method: 'POST', path: '/api/web/careers/:member/jobs/:id/apply' },
} as const;
