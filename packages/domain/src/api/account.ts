// account: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const ACCOUNT_API = {
  operatorPassword: { method: 'POST', path: '/api/biz/operator/password' },
  projectList: { method: 'POST', path: '/api/biz/project/list' },
  projectSwitch: { method: 'POST', path: '/api/biz/project/switch' },
  authGetAuthList: { method: 'GET', path: '/api/system/auth/get_auth_list' },
} as const;
