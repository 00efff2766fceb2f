// careers-notice: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const CAREERS_NOTICE_API = {
  root: { method: 'POST', path: '/api/web/careers/:member/notices' },
  reply: { method: 'POST', path: '/api/web/careers/:member/notices/:recordId/reply' },
} as const;
