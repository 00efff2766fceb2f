// campus-portal: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const CAMPUS_PORTAL_API = {
  sites: { method: 'GET', path: '/api/web/campus-portal/sites' },
} as const;
