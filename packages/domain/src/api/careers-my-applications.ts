// careers-my-applications: 我的投递 of the careers site, declared once for the server's route
// registration and the web's request client (issue 13). Apart from careers-apply so that the apply
// form's first load does not carry the calls of a page it does not show. Plain objects: no zod here.

export const CAREERS_MY_APPLICATIONS_API = {
  list: { method: 'POST', path: '/api/web/careers/:member/my-applications' },
  withdraw: { method: 'POST', path: '/api/web/careers/:member/my-applications/:applicationId/withdraw' },
} as const;
