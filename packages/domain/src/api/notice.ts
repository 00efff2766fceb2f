// notice: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const NOTICE_API = {
  unreadCount: { method: 'POST', path: '/api/biz/notice/unread-count' },
  getTemplates: { method: 'GET', path: '/api/biz/notice/templates' },
  getTemplatesById: { method: 'GET', path: '/api/biz/notice/templates/:id' },
  postTemplates: { method: 'POST', path: '/api/biz/notice/templates' },
  putTemplatesById: { method: 'PUT', path: '/api/biz/notice/templates/:id' },
  templatesStatus: { method: 'POST', path: '/api/biz/notice/templates/:id/status' },
  templatesCopy: { method: 'POST', path: '/api/biz/notice/templates/:id/copy' },
  deleteTemplatesById: { method: 'DELETE', path: '/api/biz/notice/templates/:id' },
  preview: { method: 'POST', path: '/api/biz/notice/preview' },
  sends: { method: 'POST', path: '/api/biz/notice/sends' },
  sendsByTaskId: { method: 'GET', path: '/api/biz/notice/sends/:taskId' },
  attachments: { method: 'POST', path: '/api/biz/notice/attachments' },
  testSend: { method: 'POST', path: '/api/biz/notice/test-send' },
  records: { method: 'GET', path: '/api/biz/notice/records' },
  recordsExport: { method: 'POST', path: '/api/biz/notice/records/export' },
  replies: { method: 'GET', path: '/api/biz/notice/replies' },
  repliesRead: { method: 'POST', path: '/api/biz/notice/replies/:id/read' },
} as const;
