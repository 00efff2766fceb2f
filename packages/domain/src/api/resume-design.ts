// resume-design: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const RESUME_DESIGN_API = {
  exists: { method: 'GET', path: '/api/biz/resume-design/exists' },
  hasResumes: { method: 'GET', path: '/api/biz/resume-design/has-resumes' },
  latestTask: { method: 'GET', path: '/api/biz/resume-design/latest-task' },
  online: { method: 'GET', path: '/api/biz/resume-design/online' },
  versions: { method: 'GET', path: '/api/biz/resume-design/versions' },
  versionsByVersion: { method: 'GET', path: '/api/biz/resume-design/versions/:version' },
  draft: { method: 'GET', path: '/api/biz/resume-design/draft' },
  customDicts: { method: 'POST', path: '/api/biz/resume-design/custom-dicts' },
  commonFields: { method: 'GET', path: '/api/biz/resume-design/common-fields' },
  relatedRules: { method: 'POST', path: '/api/biz/resume-design/related-rules' },
  edit: { method: 'POST', path: '/api/biz/resume-design/edit' },
  save: { method: 'POST', path: '/api/biz/resume-design/save' },
  submit: { method: 'POST', path: '/api/biz/resume-design/submit' },
  draftDelete: { method: 'POST', path: '/api/biz/resume-design/draft/delete' },
  taskDiscard: { method: 'POST', path: '/api/biz/resume-design/task/discard' },
  taskReopen: { method: 'POST', path: '/api/biz/resume-design/task/reopen' },
  opsList: { method: 'POST', path: '/api/ops/resume-designs/list' },
  opsByTaskId: { method: 'GET', path: '/api/ops/resume-designs/:taskId' },
  opsApprove: { method: 'POST', path: '/api/ops/resume-designs/:taskId/approve' },
  opsReject: { method: 'POST', path: '/api/ops/resume-designs/:taskId/reject' },
} as const;
