// ops-auth: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const OPS_AUTH_API = {
  login: { method: 'POST', path: '/api/ops/auth/login' },
  logout: { method: 'POST', path: '/api/ops/auth/logout' },
  me: { method: 'GET', path: '/api/ops/auth/me' },
} as const;
