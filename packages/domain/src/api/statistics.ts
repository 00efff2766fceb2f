// statistics: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const STATISTICS_API = {
  board: { method: 'POST', path: '/api/biz/statistics/board' },
  getReports: { method: 'GET', path: '/api/biz/statistics/reports' },
  postReports: { method: 'POST', path: '/api/biz/statistics/reports' },
  putReportsById: { method: 'PUT', path: '/api/biz/statistics/reports/:id' },
  deleteReportsById: { method: 'DELETE', path: '/api/biz/statistics/reports/:id' },
  reportRows: { method: 'POST', path: '/api/biz/statistics/report-rows' },
  reportExport: { method: 'POST', path: '/api/biz/statistics/report-export' },
} as const;
