// careers-interviews: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const CAREERS_INTERVIEWS_API = {
  root: { method: 'GET', path: '/api/web/careers/:member/interview/:token' },
  book: { method: 'POST', path: '/api/web/careers/:member/interview/:token/book' },
  confirm: { method: 'POST', path: '/api/web/careers/:member/interview/:token/confirm' },
  cancel: { method: 'POST', path: '/api/web/careers/:member/interview/:token/cancel' },
  decline: { method: 'POST', path: '/api/web/careers/:member/interview/:token/decline' },
} as const;
