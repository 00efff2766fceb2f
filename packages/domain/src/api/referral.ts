// referral: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const REFERRAL_API = {
  staffList: { method: 'POST', path: '/api/biz/referral/staff/list' },
  staff: { method: 'POST', path: '/api/biz/referral/staff' },
  staffById: { method: 'PUT', path: '/api/biz/referral/staff/:id' },
  staffStatus: { method: 'POST', path: '/api/biz/referral/staff/status' },
  staffImport: { method: 'POST', path: '/api/biz/referral/staff/import' },
  staffTemplate: { method: 'GET', path: '/api/biz/referral/staff/template' },
  getSetting: { method: 'GET', path: '/api/biz/referral/setting' },
  putSetting: { method: 'PUT', path: '/api/biz/referral/setting' },
  resumesList: { method: 'POST', path: '/api/biz/referral/resumes/list' },
} as const;
