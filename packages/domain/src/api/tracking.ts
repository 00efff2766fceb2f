// tracking: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const TRACKING_API = {
  pageView: { method: 'POST', path: '/api/web/track/page-view' },
} as const;
