// exports: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const EXPORTS_API = {
  getExportTemplates: { method: 'GET', path: '/api/biz/export-templates' },
  postExportTemplates: { method: 'POST', path: '/api/biz/export-templates' },
  putExportTemplatesById: { method: 'PUT', path: '/api/biz/export-templates/:id' },
  deleteExportTemplatesById: { method: 'DELETE', path: '/api/biz/export-templates/:id' },
  exportThresholds: { method: 'POST', path: '/api/biz/export/thresholds' },
  tasksDownload: { method: 'GET', path: '/api/biz/tasks/:taskId/download' },
} as const;
