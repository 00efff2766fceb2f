// interviews: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const INTERVIEWS_API = {
  getSites: { method: 'GET', path: '/api/biz/interviews/sites' },
  getSitesById: { method: 'GET', path: '/api/biz/interviews/sites/:id' },
  postSites: { method: 'POST', path: '/api/biz/interviews/sites' },
  putSitesById: { method: 'PUT', path: '/api/biz/interviews/sites/:id' },
  deleteSitesById: { method: 'DELETE', path: '/api/biz/interviews/sites/:id' },
  interviewers: { method: 'GET', path: '/api/biz/interviews/interviewers' },
  getArrangements: { method: 'GET', path: '/api/biz/interviews/arrangements' },
  getArrangementsById: { method: 'GET', path: '/api/biz/interviews/arrangements/:id' },
  postArrangements: { method: 'POST', path: '/api/biz/interviews/arrangements' },
  putArrangementsById: { method: 'PUT', path: '/api/biz/interviews/arrangements/:id' },
  arrangementsSlots: { method: 'POST', path: '/api/biz/interviews/arrangements/:id/slots' },
  arrangementsSlotsBulk: { method: 'POST', path: '/api/biz/interviews/arrangements/:id/slots/bulk' },
  slotsById: { method: 'DELETE', path: '/api/biz/interviews/slots/:id' },
  slotsClose: { method: 'POST', path: '/api/biz/interviews/slots/:id/close' },
  inviteCheck: { method: 'GET', path: '/api/biz/interviews/invite-check' },
  arrangementsInvitations: { method: 'POST', path: '/api/biz/interviews/arrangements/:id/invitations' },
  invitationsAssign: { method: 'POST', path: '/api/biz/interviews/invitations/:id/assign' },
  invitationsCancel: { method: 'POST', path: '/api/biz/interviews/invitations/:id/cancel' },
  invitationsStatus: { method: 'POST', path: '/api/biz/interviews/invitations/:id/status' },
  invitationsEvaluation: { method: 'POST', path: '/api/biz/interviews/invitations/:id/evaluation' },
  invitationsIcs: { method: 'GET', path: '/api/biz/interviews/invitations/:id/ics' },
  applicationsById: { method: 'GET', path: '/api/biz/interviews/applications/:id' },
  calendar: { method: 'GET', path: '/api/biz/interviews/calendar' },
  mine: { method: 'GET', path: '/api/biz/interviews/mine' },
} as const;
