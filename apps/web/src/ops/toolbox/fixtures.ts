import type { Order, Product, Quote } from '@ehire/domain/contracts/toolbox';

// Toolbox rows as the server answers them, for the web unit tests of both sides.

export const SMS_PRODUCT: Product = {
  id: 'p-sms',
  kind: 'asset',
  asset: 'sms',
  name: '短信包',
  description: '短信邀请',
  unit: '条',
  unitsPerQuantity: 1,
  validityDays: 365,
  priceTiers: [
    { minQuantity: 1, unitPriceCents: 10 },
    { minQuantity: 1000, unitPriceCents: 8 },
  ],
  enabled: true,
  sort: 1,
};

export const QUOTE: Quote = {
  id: 'q-1',
  tenantId: 't-1',
  tenantName: '示例科技',
  productId: 'p-sms',
  productName: '短信包',
  source: 'product',
  quantity: 500,
  contactName: '李经理',
  contactMobile: '13800000000',
  message: '请报价',
  status: 'requested',
  answerTotalCents: null,
  answerNote: '',
  answeredAt: null,
  decidedAt: null,
  orderId: null,
  createdAt: Date.UTC(2026, 10, 20, 2, 0, 0),
};

export const LEAD: Quote = {
  ...QUOTE,
  id: 'q-2',
  productId: null,
  productName: '购买咨询',
  source: 'workbench',
  quantity: 1,
  contactName: '王主管',
  message: '想了解会员',
};

export const ORDER: Order = {
  id: 'o-1',
  orderNo: 'SO202611200001',
  tenantId: 't-1',
  tenantName: '示例科技',
  quoteId: 'q-1',
  productId: 'p-sms',
  productName: '短信包',
  kind: 'asset',
  asset: 'sms',
  quantity: 500,
  units: 500,
  validityDays: 365,
  totalCents: 4000,
  status: 'pending',
  invoiceTitle: '',
  invoiceTaxNo: '',
  invoiceEmail: '',
  paymentReference: '',
  paidAt: null,
  fulfilledAt: null,
  cancelledAt: null,
  refundedAt: null,
  refundNote: '',
  createdAt: Date.UTC(2026, 10, 20, 3, 0, 0),
};
