// careers-candidate-auth: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const CAREERS_CANDIDATE_AUTH_API = {
  code: { method: 'POST', path: '/api/web/careers/:member/candidate/code' },
  signIn: { method: 'POST', path: '/api/web/careers/:member/candidate/sign-in' },
  me: { method: 'GET', path: '/api/web/careers/:member/candidate/me' },
  signOut: { method: 'POST', path: '/api/web/careers/:member/candidate/sign-out' },
} as const;
