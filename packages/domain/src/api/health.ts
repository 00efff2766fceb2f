// health: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const HEALTH_API = {
  health: { method: 'GET', path: '/api/health' },
} as const;
