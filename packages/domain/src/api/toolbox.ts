// toolbox: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const TOOLBOX_API = {
  products: { method: 'GET', path: '/api/biz/toolbox/products' },
  postQuotes: { method: 'POST', path: '/api/biz/toolbox/quotes' },
  getQuotes: { method: 'GET', path: '/api/biz/toolbox/quotes' },
  quotesDecide: { method: 'POST', path: '/api/biz/toolbox/quotes/:id/decide' },
  postOrders: { method: 'POST', path: '/api/biz/toolbox/orders' },
  getOrders: { method: 'GET', path: '/api/biz/toolbox/orders' },
  ordersCancel: { method: 'POST', path: '/api/biz/toolbox/orders/:id/cancel' },
  ordersPayOnline: { method: 'POST', path: '/api/biz/toolbox/orders/:id/pay-online' },
  assets: { method: 'GET', path: '/api/biz/toolbox/assets' },
  ledger: { method: 'POST', path: '/api/biz/toolbox/ledger' },
  topCards: { method: 'GET', path: '/api/biz/toolbox/top-cards' },
  topCardsApply: { method: 'POST', path: '/api/biz/toolbox/top-cards/apply' },
  brandCards: { method: 'GET', path: '/api/biz/toolbox/brand-cards' },
  brandCardsApply: { method: 'POST', path: '/api/biz/toolbox/brand-cards/apply' },
  getOpsProducts: { method: 'GET', path: '/api/ops/toolbox/products' },
  postOpsProducts: { method: 'POST', path: '/api/ops/toolbox/products' },
  opsProductsById: { method: 'PUT', path: '/api/ops/toolbox/products/:id' },
  opsQuotes: { method: 'GET', path: '/api/ops/toolbox/quotes' },
  opsQuotesAnswer: { method: 'POST', path: '/api/ops/toolbox/quotes/:id/answer' },
  opsOrders: { method: 'GET', path: '/api/ops/toolbox/orders' },
  opsOrdersConfirmPayment: { method: 'POST', path: '/api/ops/toolbox/orders/:id/confirm-payment' },
  opsOrdersRefund: { method: 'POST', path: '/api/ops/toolbox/orders/:id/refund' },
  opsTenantsLedger: { method: 'POST', path: '/api/ops/toolbox/tenants/:tenantId/ledger' },
} as const;
