import { z } from 'zod';

// Toolbox 工具箱 (issue 19): the provider's products, quotes (预报价), orders (最终订单), what a
// tenant holds (balances, lots, ledger) and job top cards. Money is in cents (分).

export const ASSET_KINDS = ['sms', 'interview', 'video', 'assessment', 'job_top', 'brand_card'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];
export const ASSET_LABEL: Readonly<Record<AssetKind, string>> = {
  sms: '短信邀请',
  interview: '面试邀请',
  video: '视频面试查看',
  assessment: '测评授权',
  job_top: '职位置顶卡',
  brand_card: '校园品牌置顶卡',
};

export const PRODUCT_KINDS = ['asset', 'membership'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const LEDGER_KINDS = ['opening', 'bought', 'consumed', 'expired', 'refunded', 'reversed'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABEL: Readonly<Record<LedgerKind, string>> = {
  opening: '期初余额',
  bought: '购买',
  consumed: '消耗',
  expired: '过期',
  refunded: '退回',
  reversed: '退款扣回',
};

/** Where a quote request came from: a product, the workbench's buying contact, 定制服务. */
export const QUOTE_SOURCES = ['product', 'workbench', 'custom'] as const;

export const QUOTE_STATUSES = ['requested', 'answered', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABEL: Readonly<Record<QuoteStatus, string>> = {
  requested: '待报价',
  answered: '已报价',
  accepted: '已接受',
  declined: '已拒绝',
};

export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABEL: Readonly<Record<OrderStatus, string>> = {
  pending: '待付款',
  paid: '已付款',
  fulfilled: '已开通',
  cancelled: '已取消',
  refunded: '已退款',
};

/** The campus-brand job maximum (CONST-023, GAP-035): brand cards a tenant may hold at once. */
export const CAMPUS_BRAND_MAX = 100;
/** A job top card pins one job for one day: applying for N days takes N cards (longest 90). */
export const TOP_CARD_MAX_DAYS = 90;

export const PriceTier = z.object({
  minQuantity: z.number().int().min(1, '起购数量必须为正整数'),
  unitPriceCents: z.number().int().min(0, '单价不能为负数'),
});
export type PriceTier = z.infer<typeof PriceTier>;

export const Product = z.object({
  id: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  asset: z.enum(ASSET_KINDS).nullable(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  unitsPerQuantity: z.number().int(),
  validityDays: z.number().int(),
  priceTiers: z.array(PriceTier),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type Product = z.infer<typeof Product>;

export const ProductListAnswer = z.object({ list: z.array(Product) });
export type ProductListAnswer = z.infer<typeof ProductListAnswer>;

export const SaveProductInput = z.object({
  kind: z.enum(PRODUCT_KINDS, { error: '商品类型不正确' }),
  asset: z.enum(ASSET_KINDS, { error: '资产类型不正确' }).nullable(),
  name: z.string({ error: '请输入商品名称' }).trim().min(1, '请输入商品名称').max(50, '商品名称最多50个字符'),
  description: z.string().trim().max(500, '商品说明最多500个字符').default(''),
  unit: z.string({ error: '请输入单位' }).trim().min(1, '请输入单位').max(10, '单位最多10个字符'),
  unitsPerQuantity: z
    .number({ error: '每份数量必须为正整数' })
    .int('每份数量必须为正整数')
    .min(1, '每份数量必须为正整数'),
  validityDays: z.number({ error: '有效期天数不能为负数' }).int().min(0, '有效期天数不能为负数'),
  priceTiers: z.array(PriceTier).min(1, '请至少设置一档价格'),
  enabled: z.boolean().default(true),
  sort: z.number().int().default(0),
});
export type SaveProductInput = z.infer<typeof SaveProductInput>;

/** Positive integer quantity with the zh-CN message the issue asks for (zero or negative refused). */
const Quantity = z
  .number({ error: '购买数量必须为正整数' })
  .int('购买数量必须为正整数')
  .min(1, '购买数量必须为正整数')
  .max(100_000, '购买数量过大');

/** 定制服务 (issue 17): what the tenant needs, in words (a custom request has no product). */
export const CustomServiceNeed = z
  .string({ error: '请描述需要的定制服务' })
  .trim()
  .min(1, '请描述需要的定制服务')
  .max(500, '留言最多500个字符');

export const RequestQuoteInput = z.object({
  /** Absent: a buying-contact lead from the workbench (no product chosen yet). */
  productId: z.string().nullish(),
  quantity: Quantity,
  contactName: z
    .string({ error: '请输入联系人' })
    .trim()
    .min(1, '请输入联系人')
    .max(20, '联系人最多20个字符'),
  contactMobile: z
    .string({ error: '请输入正确的手机号' })
    .trim()
    .regex(/^1\d{10}$/, '请输入正确的手机号'),
  message: z.string().trim().max(500, '留言最多500个字符').default(''),
  /** 'custom': a 定制服务 request of 会员管理 (issue 17), no product. */
  source: z.enum(QUOTE_SOURCES).default('product'),
}).refine((v) => v.source !== 'custom' || CustomServiceNeed.safeParse(v.message).success, {
  message: '请描述需要的定制服务',
  path: ['message'],
});
export type RequestQuoteInput = z.infer<typeof RequestQuoteInput>;

export const Quote = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  source: z.enum(QUOTE_SOURCES),
  quantity: z.number().int(),
  contactName: z.string(),
  contactMobile: z.string(),
  message: z.string(),
  status: z.enum(QUOTE_STATUSES),
  answerTotalCents: z.number().int().nullable(),
  answerNote: z.string(),
  answeredAt: z.number().nullable(),
  decidedAt: z.number().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.number(),
});
export type Quote = z.infer<typeof Quote>;
export const QuoteListAnswer = z.object({ list: z.array(Quote) });
export type QuoteListAnswer = z.infer<typeof QuoteListAnswer>;

export const AnswerQuoteInput = z.object({
  productId: z.string({ error: '请选择商品' }).min(1, '请选择商品'),
  quantity: Quantity,
  totalCents: z
    .number({ error: '报价金额不能为负数' })
    .int('报价金额必须以分为单位')
    .min(0, '报价金额不能为负数'),
  note: z.string().trim().max(500, '报价说明最多500个字符').default(''),
});
export type AnswerQuoteInput = z.infer<typeof AnswerQuoteInput>;

export const Invoice = z.object({
  invoiceTitle: z.string().trim().max(100, '发票抬头最多100个字符').default(''),
  invoiceTaxNo: z.string().trim().max(30, '税号最多30个字符').default(''),
  invoiceEmail: z.string().trim().max(100, '收票邮箱最多100个字符').default(''),
});
export type Invoice = z.infer<typeof Invoice>;

export const DecideQuoteInput = z.object({
  accept: z.boolean({ error: '请选择接受或拒绝' }),
  invoice: Invoice.optional(),
});
export type DecideQuoteInput = z.infer<typeof DecideQuoteInput>;

export const CreateOrderInput = z.object({
  productId: z.string({ error: '请选择商品' }).min(1, '请选择商品'),
  quantity: Quantity,
  invoice: Invoice.optional(),
});
export type CreateOrderInput = z.infer<typeof CreateOrderInput>;

export const Order = z.object({
  id: z.string(),
  orderNo: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  quoteId: z.string().nullable(),
  productId: z.string(),
  productName: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  asset: z.enum(ASSET_KINDS).nullable(),
  quantity: z.number().int(),
  units: z.number().int(),
  validityDays: z.number().int(),
  totalCents: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  invoiceTitle: z.string(),
  invoiceTaxNo: z.string(),
  invoiceEmail: z.string(),
  paymentReference: z.string(),
  paidAt: z.number().nullable(),
  fulfilledAt: z.number().nullable(),
  cancelledAt: z.number().nullable(),
  refundedAt: z.number().nullable(),
  refundNote: z.string(),
  createdAt: z.number(),
});
export type Order = z.infer<typeof Order>;
export const OrderListAnswer = z.object({ list: z.array(Order) });
export type OrderListAnswer = z.infer<typeof OrderListAnswer>;

export const IdParams = z.object({ id: z.string().min(1).max(64) });
export type IdParams = z.infer<typeof IdParams>;

export const ConfirmPaymentInput = z.object({
  paymentReference: z
    .string({ error: '请输入银行转账流水号' })
    .trim()
    .min(1, '请输入银行转账流水号')
    .max(64, '银行转账流水号最多64个字符'),
});
export type ConfirmPaymentInput = z.infer<typeof ConfirmPaymentInput>;

export const RefundOrderInput = z.object({
  note: z.string().trim().max(200, '退款说明最多200个字符').default(''),
});
export type RefundOrderInput = z.infer<typeof RefundOrderInput>;

export const RefundAnswer = z.object({ order: Order, reversedUnits: z.number().int() });
export type RefundAnswer = z.infer<typeof RefundAnswer>;

export const AssetBalance = z.object({
  asset: z.enum(ASSET_KINDS),
  available: z.number().int(),
  /** The soonest expiry of the units held; null: none expire. */
  nextExpiresAt: z.number().nullable(),
});
export const AssetLot = z.object({
  id: z.string(),
  asset: z.enum(ASSET_KINDS),
  quantity: z.number().int(),
  remaining: z.number().int(),
  expiresAt: z.number().nullable(),
  sourceType: z.string(),
  sourceId: z.string(),
  createdAt: z.number(),
});
export const AssetsAnswer = z.object({
  balances: z.array(AssetBalance),
  lots: z.array(AssetLot),
  /** Service expiry (ctmexpiredate), yyyy-mm-dd. */
  memberExpireDate: z.string(),
});
export type AssetsAnswer = z.infer<typeof AssetsAnswer>;

export const LedgerQuery = z.object({
  asset: z.enum(ASSET_KINDS, { error: '资产类型不正确' }).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type LedgerQuery = z.infer<typeof LedgerQuery>;
export const LedgerEntry = z.object({
  id: z.string(),
  asset: z.enum(ASSET_KINDS),
  kind: z.enum(LEDGER_KINDS),
  delta: z.number().int(),
  refType: z.string(),
  refId: z.string(),
  note: z.string(),
  createdAt: z.number(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;
export const LedgerPage = z.object({ list: z.array(LedgerEntry), total: z.number().int() });
export type LedgerPage = z.infer<typeof LedgerPage>;

export const ApplyTopCardInput = z.object({
  jobId: z.string({ error: '请选择职位' }).min(1, '请选择职位'),
  days: z
    .number({ error: '置顶天数必须为1到90之间的整数' })
    .int('置顶天数必须为1到90之间的整数')
    .min(1, '置顶天数必须为1到90之间的整数')
    .max(TOP_CARD_MAX_DAYS, '置顶天数必须为1到90之间的整数'),
});
export type ApplyTopCardInput = z.infer<typeof ApplyTopCardInput>;
export const TopPlacement = z.object({
  id: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  days: z.number().int(),
  startsAt: z.number(),
  endsAt: z.number(),
  active: z.boolean(),
});
export type TopPlacement = z.infer<typeof TopPlacement>;
export const TopPlacementListAnswer = z.object({ list: z.array(TopPlacement), remaining: z.number().int() });
export type TopPlacementListAnswer = z.infer<typeof TopPlacementListAnswer>;

/**
 * Campus brand placement: brand cards put the tenant's careers site first in the provider's
 * campus portal for a period; one card per school for the whole period (longest 90 days). At most
 * CAMPUS_BRAND_MAX schools are pinned at once per tenant.
 */
export const BRAND_PLACEMENT_MAX_DAYS = 90;
const SchoolName = z
  .string({ error: '请输入学校名称' })
  .trim()
  .min(1, '请输入学校名称')
  .max(50, '学校名称最多50个字符');
export const ApplyBrandCardInput = z.object({
  schools: z
    .array(SchoolName, { error: '请至少选择一所学校' })
    .min(1, '请至少选择一所学校')
    .max(CAMPUS_BRAND_MAX, `同时置顶的学校最多${CAMPUS_BRAND_MAX}所`)
    .refine((list) => new Set(list).size === list.length, '学校不能重复'),
  days: z
    .number({ error: `置顶天数必须为1到${BRAND_PLACEMENT_MAX_DAYS}之间的整数` })
    .int(`置顶天数必须为1到${BRAND_PLACEMENT_MAX_DAYS}之间的整数`)
    .min(1, `置顶天数必须为1到${BRAND_PLACEMENT_MAX_DAYS}之间的整数`)
    .max(BRAND_PLACEMENT_MAX_DAYS, `置顶天数必须为1到${BRAND_PLACEMENT_MAX_DAYS}之间的整数`),
});
export type ApplyBrandCardInput = z.infer<typeof ApplyBrandCardInput>;
export const BrandPlacement = z.object({
  id: z.string(),
  schools: z.array(z.string()),
  days: z.number().int(),
  startsAt: z.number(),
  endsAt: z.number(),
  active: z.boolean(),
});
export type BrandPlacement = z.infer<typeof BrandPlacement>;
export const BrandPlacementListAnswer = z.object({
  list: z.array(BrandPlacement),
  /** Brand cards still held. */
  remaining: z.number().int(),
});
export type BrandPlacementListAnswer = z.infer<typeof BrandPlacementListAnswer>;

/** The provider's campus portal: every tenant's careers site, brand-pinned ones first. */
export const CampusPortalQuery = z.object({
  /** Only the placements for this school count as pinned (a student browsing their school). */
  school: z.string().trim().max(50, '学校名称最多50个字符').optional(),
});
export type CampusPortalQuery = z.infer<typeof CampusPortalQuery>;
export const CampusPortalSite = z.object({
  member: z.string(),
  name: z.string(),
  logo: z.string(),
  pinned: z.boolean(),
  /** The schools the site is pinned for now (empty when not pinned). */
  pinnedSchools: z.array(z.string()),
  pinnedUntil: z.number().nullable(),
});
export type CampusPortalSite = z.infer<typeof CampusPortalSite>;
export const CampusPortalAnswer = z.object({ list: z.array(CampusPortalSite) });
export type CampusPortalAnswer = z.infer<typeof CampusPortalAnswer>;

/** Price of `quantity` at the tier it reaches (the highest minQuantity not above it). */
export function priceOf(tiers: readonly PriceTier[], quantity: number): number {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  let unit = sorted[0]?.unitPriceCents ?? 0;
  for (const tier of sorted) if (quantity >= tier.minQuantity) unit = tier.unitPriceCents;
  return unit * quantity;
}

/** ¥1,234.50 from cents. */
export function formatYuan(cents: number): string {
  return `¥${(cents / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
