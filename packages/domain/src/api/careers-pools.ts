// careers-pools: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const CAREERS_POOLS_API = {
  intents: { method: 'POST', path: '/api/web/careers/:member/intents' },
} as const;
