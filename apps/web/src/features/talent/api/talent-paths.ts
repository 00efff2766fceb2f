// Paths of the talent API (/api/biz/talent, PERMISSION.talent), in one place so a page never
// spells one. Business family (/api/biz/): the request client counts them for the status check.

const enc = encodeURIComponent;

export const TALENT_PATH = {
  list: '/api/biz/talent/list',
  counts: '/api/biz/talent/counts',
  jobs: '/api/biz/talent/jobs',
  fields: '/api/biz/talent/fields',
  /** The tenant's flows and steps (targets of 转移流程). */
  flows: '/api/biz/talent/flows',
  /** The caller's own personal labels. */
  personalLabels: '/api/biz/talent/personal-labels',
  savedSearches: '/api/biz/talent/saved-searches',
  savedSearch: (id: string) => `/api/biz/talent/saved-searches/${enc(id)}`,
  actions: '/api/biz/talent/actions',
  detail: (applicationId: string) => `/api/biz/talent/applications/${enc(applicationId)}`,
  neighbours: '/api/biz/talent/neighbours',
  attachment: (id: string) => `/api/biz/talent/attachments/${enc(id)}`,
} as const;
