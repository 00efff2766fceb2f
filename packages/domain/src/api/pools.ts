// pools: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const POOLS_API = {
  publicSearch: { method: 'POST', path: '/api/biz/pools/public/search' },
  publicLabels: { method: 'POST', path: '/api/biz/pools/public/labels' },
  publicLabelOptions: { method: 'GET', path: '/api/biz/pools/public/label-options' },
  publicLabelsBulk: { method: 'POST', path: '/api/biz/pools/public/labels/bulk' },
  publicRecruit: { method: 'POST', path: '/api/biz/pools/public/recruit' },
  publicRecruitBulk: { method: 'POST', path: '/api/biz/pools/public/recruit/bulk' },
  seasons: { method: 'GET', path: '/api/biz/pools/seasons' },
  seasonsArchive: { method: 'POST', path: '/api/biz/pools/seasons/archive' },
  history: { method: 'GET', path: '/api/biz/pools/history' },
  historyByApplicationId: { method: 'GET', path: '/api/biz/pools/history/:applicationId' },
  getIntents: { method: 'GET', path: '/api/biz/pools/intents' },
  intentsByIntentId: { method: 'GET', path: '/api/biz/pools/intents/:intentId' },
  postIntents: { method: 'POST', path: '/api/biz/pools/intents' },
  intentsInvite: { method: 'POST', path: '/api/biz/pools/intents/invite' },
} as const;
