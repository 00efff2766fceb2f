// Paths of the jobs API (docs/api.md "## Jobs"), in one place so a page never spells one.
// Business family (/api/biz/): the request client counts them for the customer-status check.

const enc = encodeURIComponent;

export const JOB_PATH = {
  list: '/api/biz/jobs/list',
  options: '/api/biz/jobs/options',
  create: '/api/biz/jobs',
  job: (id: string) => `/api/biz/jobs/${enc(id)}`,
  action: (id: string, action: string) => `/api/biz/jobs/${enc(id)}/${action}`,
  batch: (action: string) => `/api/biz/jobs/batch/${action}`,
  batchArea: '/api/biz/jobs/batch/area',
  batchValidDate: '/api/biz/jobs/batch/valid-date',
  export: '/api/biz/jobs/export',
  authCheck: '/api/biz/jobs/auth-check',
  createCheck: '/api/biz/jobs/create-check',
  homeCounters: '/api/biz/jobs/home-counters',
  share: (id: string) => `/api/biz/jobs/${enc(id)}/share`,
  addresses: '/api/biz/jobs/addresses',
  address: (id: string) => `/api/biz/jobs/addresses/${enc(id)}`,
  addressDelete: (id: string) => `/api/biz/jobs/addresses/${enc(id)}/delete`,
  addressCommon: (id: string) => `/api/biz/jobs/addresses/${enc(id)}/common`,
  sort: '/api/biz/jobs/sort',
  recommend: (id: string) => `/api/biz/jobs/${enc(id)}/recommend`,
  hot: (id: string) => `/api/biz/jobs/${enc(id)}/hot`,
} as const;

/** The tenant's list; the provider console manages the provider-wide list under its own base. */
export const FORBIDDEN_WORD_BASE = {
  tenant: '/api/biz/forbidden-words',
  provider: '/api/ops/forbidden-words',
} as const;

export const forbiddenWordPath = (base: string) => ({
  list: `${base}/list`,
  add: base,
  word: (id: string) => `${base}/${enc(id)}`,
  delete: `${base}/delete`,
  import: `${base}/import`,
});

export const REFERRAL_PATH = {
  staffList: '/api/biz/referral/staff/list',
  staffAdd: '/api/biz/referral/staff',
  staff: (id: string) => `/api/biz/referral/staff/${enc(id)}`,
  staffTemplate: '/api/biz/referral/staff/template',
  staffStatus: '/api/biz/referral/staff/status',
  staffImport: '/api/biz/referral/staff/import',
  setting: '/api/biz/referral/setting',
  resumes: '/api/biz/referral/resumes/list',
} as const;

export const DELIVERY_PATH = {
  list: '/api/biz/delivery-settings/list',
  job: (jobId: string) => `/api/biz/delivery-settings/${enc(jobId)}`,
  remove: (jobId: string) => `/api/biz/delivery-settings/${enc(jobId)}/delete`,
} as const;
