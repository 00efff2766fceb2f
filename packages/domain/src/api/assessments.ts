// assessments: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const ASSESSMENTS_API = {
  getProducts: { method: 'GET', path: '/api/biz/assessments/products' },
  postProducts: { method: 'POST', path: '/api/biz/assessments/products' },
  invite: { method: 'POST', path: '/api/biz/assessments/invite' },
  results: { method: 'GET', path: '/api/biz/assessments/results' },
  resultsImport: { method: 'POST', path: '/api/biz/assessments/results/import' },
  resultsImportFile: { method: 'POST', path: '/api/biz/assessments/results/import-file' },
  reportsByInvitationId: { method: 'GET', path: '/api/biz/assessments/reports/:invitationId' },
  callbackByTenantId: { method: 'POST', path: '/api/web/assessments/callback/:tenantId' },
} as const;
