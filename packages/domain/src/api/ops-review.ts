// ops-review: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const OPS_REVIEW_API = {
  reviewList: { method: 'POST', path: '/api/ops/jobs/review/list' },
  byJobId: { method: 'GET', path: '/api/ops/jobs/:jobId' },
  approve: { method: 'POST', path: '/api/ops/jobs/:jobId/approve' },
  reject: { method: 'POST', path: '/api/ops/jobs/:jobId/reject' },
} as const;
