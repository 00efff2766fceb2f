// delivery: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const DELIVERY_API = {
  list: { method: 'POST', path: '/api/biz/delivery-settings/list' },
  preview: { method: 'POST', path: '/api/biz/delivery-settings/preview' },
  getByJobId: { method: 'GET', path: '/api/biz/delivery-settings/:jobId' },
  putByJobId: { method: 'PUT', path: '/api/biz/delivery-settings/:jobId' },
  delete: { method: 'POST', path: '/api/biz/delivery-settings/:jobId/delete' },
} as const;
