// workbench: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const WORKBENCH_API = {
  contactToBuy: { method: 'POST', path: '/api/biz/workbench/contact-to-buy' },
  talentPack: { method: 'GET', path: '/api/biz/workbench/talent-pack' },
  home: { method: 'GET', path: '/api/biz/workbench/home' },
  processOverview: { method: 'GET', path: '/api/biz/workbench/process-overview' },
  processCount: { method: 'POST', path: '/api/biz/workbench/process-count' },
  processCountOld: { method: 'POST', path: '/api/biz/workbench/process-count-old' },
  reloadProcessCount: { method: 'POST', path: '/api/biz/workbench/reload-process-count' },
  recountStatus: { method: 'POST', path: '/api/biz/workbench/recount-status' },
  groupReport: { method: 'POST', path: '/api/biz/workbench/group-report' },
  calendar: { method: 'GET', path: '/api/biz/workbench/calendar' },
  examContracts: { method: 'GET', path: '/api/biz/workbench/exam-contracts' },
  shareQrCode: { method: 'POST', path: '/api/biz/workbench/share-qrcode' },
} as const;
