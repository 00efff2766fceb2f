// auth: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const AUTH_API = {
  captcha: { method: 'GET', path: '/api/auth/captcha' },
  captchaCheck: { method: 'POST', path: '/api/auth/captcha/check' },
  login: { method: 'POST', path: '/api/auth/login' },
  logout: { method: 'POST', path: '/api/auth/logout' },
} as const;
