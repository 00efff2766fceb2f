// customer: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const CUSTOMER_API = {
  customerCheckStatus: { method: 'POST', path: '/api/biz/customer/check-status' },
  customerConfirmCommission: { method: 'POST', path: '/api/biz/customer/confirm-commission' },
  customerInfo: { method: 'POST', path: '/api/biz/customer/info' },
  userRealNameVerifyReset: { method: 'POST', path: '/api/job-customer/user/real-name_verify/reset' },
} as const;
