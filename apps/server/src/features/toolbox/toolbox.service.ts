import type { Kysely } from 'kysely';
import { chinaToday } from '@ehire/domain/jobs/validation';
import {
  ASSET_KINDS,
  CAMPUS_BRAND_MAX,
  priceOf,
  type AnswerQuoteInput,
  type ApplyBrandCardInput,
  type ApplyTopCardInput,
  type AssetsAnswer,
  type BrandPlacementListAnswer,
  type CampusPortalAnswer,
  type CampusPortalQuery,
  type CreateOrderInput,
  type DecideQuoteInput,
  type Invoice,
  type LedgerPage,
  type LedgerQuery,
  type Order,
  type Product,
  type Quote,
  type RequestQuoteInput,
  type SaveProductInput,
  type TopPlacementListAnswer,
} from '@ehire/domain/contracts/toolbox';
import { addMonths, renewedExpiry } from '@ehire/domain/toolbox/membership';
import type { Database } from '../../db/schema';
import type { LedgerBalances } from '../../platform/balances/ledger-balances';
import type { TenantBalanceRepository } from '../../platform/balances/tenant-balance.repository';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { CareersRepository } from '../careers/careers.repository';
import type { JobsRepository } from '../jobs/jobs.repository';
import type { BrandPlacementRepository } from './brand-placement.repository';
import type { JobTopRepository } from './job-top.repository';
import type { OrderRepository } from './order.repository';
import type { ProductRepository } from './product.repository';
import type { QuoteRepository } from './quote.repository';

const DAY_MS = 86_400_000;
const NO_INVOICE: Invoice = { invoiceTitle: '', invoiceTaxNo: '', invoiceEmail: '' };
const PUBLISHED = '24';

const TOOLBOX_MESSAGE = {
  productMissing: '商品不存在或已下架',
  quoteMissing: '预报价不存在',
  quoteHandled: '该预报价已处理',
  quoteNotAnswered: '该预报价尚未报价或已处理',
  orderMissing: '订单不存在',
  orderPaid: '订单已付款，请勿重复付款',
  orderCancelled: '订单已取消，不能确认付款',
  orderRefunded: '订单已退款',
  orderNotPending: '只有待付款的订单可以取消',
  orderNotRefundable: '只有已开通的订单可以退款',
  onlinePaymentOff: '暂未开通在线支付，请银行转账后联系客服确认付款',
  brandLimit: `校园品牌置顶卡最多持有${CAMPUS_BRAND_MAX}张`,
  jobMissing: '职位不存在',
  jobNotPublished: '只能置顶已发布的职位',
  topCardShort: '职位置顶卡余额不足',
  brandCardShort: '校园品牌置顶卡余额不足',
  brandSchoolsLimit: `同时置顶的学校最多${CAMPUS_BRAND_MAX}所`,
} as const;

/** Online payment (none wired by default): a provider that answers a pay url for an order. */
export interface PaymentProvider {
  readonly name: string;
  checkout(order: Order): Promise<{ payUrl: string }>;
}

export interface ToolboxDeps {
  db: Kysely<Database>;
  clock: Clock;
  balances: LedgerBalances;
  tenantRow: TenantBalanceRepository;
  products: ProductRepository;
  quotes: QuoteRepository;
  orders: OrderRepository;
  tops: JobTopRepository;
  jobs: JobsRepository;
  brands: BrandPlacementRepository;
  careers: CareersRepository;
  payment?: PaymentProvider;
}

/**
 * The purchase loop (issue 19): the employer's catalogue, quotes, orders, assets and top cards,
 * and the provider's side (answering quotes, confirming offline payments, refunds). Executing
 * an order grants its assets in the same transaction that marks it 已开通.
 */
export class ToolboxService {
  constructor(private readonly deps: ToolboxDeps) {}

  // ---- employer ----

  products(): Promise<Product[]> {
    return this.deps.products.list(true);
  }

  async requestQuote(ctx: TenantContext, input: RequestQuoteInput): Promise<Quote> {
    const product = input.productId ? await this.enabledProduct(input.productId) : null;
    const id = await this.deps.quotes.insert(
      ctx.tenantId,
      {
        productId: product?.id ?? null,
        productName: product?.name ?? (input.source === 'custom' ? '定制服务' : '购买咨询'),
        source: product || input.source === 'custom' ? input.source : 'workbench',
        quantity: input.quantity,
        contactName: input.contactName,
        contactMobile: input.contactMobile,
        message: input.message,
        createdBy: ctx.operatorId,
      },
      this.deps.clock.now(),
    );
    return this.quoteOf(ctx.tenantId, id);
  }

  quotes(ctx: TenantContext): Promise<Quote[]> {
    return this.deps.quotes.listForTenant(ctx.tenantId);
  }

  /** Accepting an answered quote creates its order (待付款) at the quoted price. */
  async decideQuote(ctx: TenantContext, id: string, input: DecideQuoteInput): Promise<Quote> {
    const quote = await this.quoteOf(ctx.tenantId, id);
    if (quote.status !== 'answered' || !quote.productId || quote.answerTotalCents === null) {
      throw errors.business(TOOLBOX_MESSAGE.quoteNotAnswered);
    }
    const product = await this.deps.products.find(quote.productId);
    if (!product) throw errors.business(TOOLBOX_MESSAGE.productMissing);
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (tx) => {
      let orderId: string | null = null;
      if (input.accept) {
        await this.checkBrandLimit(ctx.tenantId, product, quote.quantity);
        orderId = await this.deps.orders.insert(
          ctx.tenantId,
          {
            quoteId: quote.id,
            product,
            quantity: quote.quantity,
            totalCents: quote.answerTotalCents ?? 0,
            invoice: input.invoice ?? NO_INVOICE,
            createdBy: ctx.operatorId,
          },
          now,
          tx,
        );
      }
      const decided = await this.deps.quotes.decide(
        ctx.tenantId,
        id,
        input.accept ? 'accepted' : 'declined',
        orderId,
        now,
        tx,
      );
      if (!decided) throw errors.business(TOOLBOX_MESSAGE.quoteNotAnswered);
    });
    return this.quoteOf(ctx.tenantId, id);
  }

  /** Buying from the catalogue: an order (待付款) at the tier price. */
  async createOrder(ctx: TenantContext, input: CreateOrderInput): Promise<Order> {
    const product = await this.enabledProduct(input.productId);
    await this.checkBrandLimit(ctx.tenantId, product, input.quantity);
    const id = await this.deps.orders.insert(
      ctx.tenantId,
      {
        quoteId: null,
        product,
        quantity: input.quantity,
        totalCents: priceOf(product.priceTiers, input.quantity),
        invoice: input.invoice ?? NO_INVOICE,
        createdBy: ctx.operatorId,
      },
      this.deps.clock.now(),
    );
    return this.orderOf(ctx.tenantId, id);
  }

  orders(ctx: TenantContext): Promise<Order[]> {
    return this.deps.orders.listForTenant(ctx.tenantId);
  }

  async cancelOrder(ctx: TenantContext, id: string): Promise<Order> {
    await this.orderOf(ctx.tenantId, id);
    const now = this.deps.clock.now();
    const moved = await this.deps.orders.transition(ctx.tenantId, id, 'pending', {
      status: 'cancelled',
      cancelled_at: now,
      updated_at: now,
    });
    if (!moved) throw errors.business(TOOLBOX_MESSAGE.orderNotPending);
    return this.orderOf(ctx.tenantId, id);
  }

  async payOnline(ctx: TenantContext, id: string): Promise<{ payUrl: string }> {
    const order = await this.orderOf(ctx.tenantId, id);
    this.refusePaid(order);
    if (!this.deps.payment) throw errors.business(TOOLBOX_MESSAGE.onlinePaymentOff);
    return this.deps.payment.checkout(order);
  }

  async assets(ctx: TenantContext): Promise<AssetsAnswer> {
    const [all, lots, memberExpireDate] = await Promise.all([
      this.deps.balances.all(ctx.tenantId),
      this.deps.balances.openLots(ctx.tenantId),
      this.deps.tenantRow.memberExpireDate(ctx.tenantId),
    ]);
    return {
      balances: ASSET_KINDS.map((asset) => {
        const expiries = lots
          .filter((lot) => lot.asset === asset && lot.expiresAt !== null)
          .map((lot) => lot.expiresAt as number);
        return {
          asset,
          available: all[asset],
          nextExpiresAt: expiries.length ? Math.min(...expiries) : null,
        };
      }),
      lots,
      memberExpireDate,
    };
  }

  async ledger(tenantId: string, query: LedgerQuery): Promise<LedgerPage> {
    const { rows, total } = await this.deps.balances.ledgerPage(tenantId, query);
    return {
      total,
      list: rows.map((row) => ({
        id: row.id,
        asset: row.asset as LedgerPage['list'][number]['asset'],
        kind: row.kind as LedgerPage['list'][number]['kind'],
        delta: Number(row.delta),
        refType: row.ref_type,
        refId: row.ref_id,
        note: row.note,
        createdAt: Number(row.created_at),
      })),
    };
  }

  /**
   * Pins a published job first on the careers site for `days` days, one card a day, taken in
   * the same transaction as the placement. A job already pinned is extended from its end.
   */
  async applyTopCard(ctx: TenantContext, input: ApplyTopCardInput) {
    const job = await this.deps.jobs.findById(ctx, input.jobId);
    if (!job || job.deleted_at !== null) throw errors.business(TOOLBOX_MESSAGE.jobMissing, 404);
    if (job.status !== PUBLISHED) throw errors.business(TOOLBOX_MESSAGE.jobNotPublished);
    const now = this.deps.clock.now();
    return this.deps.db.transaction().execute(async (tx) => {
      const latest = await this.deps.tops.latestEnd(ctx.tenantId, job.id, tx);
      const startsAt = latest !== null && latest > now ? latest : now;
      const id = await this.deps.tops.insert(
        ctx.tenantId,
        {
          jobId: job.id,
          days: input.days,
          startsAt,
          endsAt: startsAt + input.days * DAY_MS,
          createdBy: ctx.operatorId,
        },
        now,
        tx,
      );
      const taken = await this.deps.balances.consume(
        ctx.tenantId,
        'job_top',
        input.days,
        { refType: 'job_top', refId: id, note: `置顶职位：${job.name_cn}` },
        { db: tx },
      );
      if (!taken) throw errors.business(TOOLBOX_MESSAGE.topCardShort);
      return { id };
    });
  }

  async topPlacements(ctx: TenantContext): Promise<TopPlacementListAnswer> {
    const now = this.deps.clock.now();
    const rows = await this.deps.tops.list(ctx.tenantId);
    const jobs = await this.deps.jobs.findByIds(ctx, [...new Set(rows.map((row) => row.job_id))]);
    const names = new Map(jobs.map((job) => [job.id, job.name_cn]));
    return {
      remaining: await this.deps.balances.available(ctx.tenantId, 'job_top'),
      list: rows.map((row) => ({
        id: row.id,
        jobId: row.job_id,
        jobName: names.get(row.job_id) ?? '',
        days: Number(row.days),
        startsAt: Number(row.starts_at),
        endsAt: Number(row.ends_at),
        active: Number(row.starts_at) <= now && Number(row.ends_at) > now,
      })),
    };
  }

  /**
   * Campus brand placement: the tenant's careers site first in the provider's campus portal for
   * `days` days, for each school given; one brand card per school, taken in the same transaction
   * as the placement. The schools pinned at once (running placements and the new one) stay
   * within CAMPUS_BRAND_MAX.
   */
  async applyBrandCard(ctx: TenantContext, input: ApplyBrandCardInput): Promise<{ id: string }> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction().execute(async (tx) => {
      const running = await this.deps.brands.active(ctx.tenantId, now, tx);
      const pinned = new Set([...running.flatMap((p) => p.schools), ...input.schools]);
      if (pinned.size > CAMPUS_BRAND_MAX) throw errors.business(TOOLBOX_MESSAGE.brandSchoolsLimit);
      const id = await this.deps.brands.insert(
        ctx.tenantId,
        {
          schools: input.schools,
          days: input.days,
          startsAt: now,
          endsAt: now + input.days * DAY_MS,
          createdBy: ctx.operatorId,
        },
        now,
        tx,
      );
      const taken = await this.deps.balances.consume(
        ctx.tenantId,
        'brand_card',
        input.schools.length,
        {
          refType: 'brand_placement',
          refId: id,
          note: `校园品牌置顶：${input.schools.join('、').slice(0, 100)}`,
        },
        { db: tx },
      );
      if (!taken) throw errors.business(TOOLBOX_MESSAGE.brandCardShort);
      return { id };
    });
  }

  async brandPlacements(ctx: TenantContext): Promise<BrandPlacementListAnswer> {
    const now = this.deps.clock.now();
    const rows = await this.deps.brands.list(ctx.tenantId);
    return {
      remaining: await this.deps.balances.available(ctx.tenantId, 'brand_card'),
      list: rows.map((row) => ({
        id: row.id,
        schools: row.schools,
        days: row.days,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        active: row.startsAt <= now && row.endsAt > now,
      })),
    };
  }

  /**
   * The provider's campus portal: the careers sites of the tenants whose service runs, those
   * with a running brand placement first (for `school` when given; the earliest placed first),
   * then the others by name.
   */
  async campusPortal(query: CampusPortalQuery): Promise<CampusPortalAnswer> {
    const now = this.deps.clock.now();
    const [sites, placements] = await Promise.all([
      this.deps.careers.portalSites(chinaToday(now)),
      this.deps.brands.activeAll(now),
    ]);
    const pins = new Map<string, { schools: Set<string>; until: number }>();
    for (const placement of placements) {
      const schools = query.school
        ? placement.schools.filter((school) => school === query.school)
        : placement.schools;
      if (schools.length === 0) continue;
      const pin = pins.get(placement.tenantId) ?? { schools: new Set<string>(), until: 0 };
      for (const school of schools) pin.schools.add(school);
      pin.until = Math.max(pin.until, placement.endsAt);
      pins.set(placement.tenantId, pin);
    }
    const order = [...pins.keys()];
    const list = sites.map((site) => {
      const pin = pins.get(site.id);
      return {
        member: site.member_name,
        name: site.name,
        logo: site.logo_url,
        pinned: Boolean(pin),
        pinnedSchools: pin ? [...pin.schools] : [],
        pinnedUntil: pin ? pin.until : null,
        rank: pin ? order.indexOf(site.id) : order.length,
      };
    });
    list.sort((a, b) => a.rank - b.rank);
    return { list: list.map(({ rank: _rank, ...site }) => site) };
  }

  /** Jobs pinned now (careers site ordering). */
  pinnedJobIds(tenantId: string): Promise<string[]> {
    return this.deps.tops.pinnedJobIds(tenantId, this.deps.clock.now());
  }

  // ---- provider (/ops) ----

  allProducts(): Promise<Product[]> {
    return this.deps.products.list(false);
  }

  async saveProduct(id: string | null, input: SaveProductInput): Promise<Product> {
    if (input.kind === 'asset' && !input.asset) throw errors.validation('参数错误：请选择资产类型');
    const now = this.deps.clock.now();
    if (id === null) id = await this.deps.products.insert(input, now);
    else if (!(await this.deps.products.update(id, input, now)))
      throw errors.notFound(TOOLBOX_MESSAGE.productMissing);
    const product = await this.deps.products.find(id);
    if (!product) throw errors.notFound(TOOLBOX_MESSAGE.productMissing);
    return product;
  }

  allQuotes(): Promise<Quote[]> {
    return this.deps.quotes.listAll();
  }

  async answerQuote(staffId: string, id: string, input: AnswerQuoteInput): Promise<Quote> {
    const quote = await this.deps.quotes.findAnyTenant(id);
    if (!quote) throw errors.notFound(TOOLBOX_MESSAGE.quoteMissing);
    const product = await this.deps.products.find(input.productId);
    if (!product) throw errors.business(TOOLBOX_MESSAGE.productMissing);
    const answered = await this.deps.quotes.answer(
      quote.tenantId,
      id,
      {
        productId: product.id,
        productName: product.name,
        quantity: input.quantity,
        totalCents: input.totalCents,
        note: input.note,
        staffId,
      },
      this.deps.clock.now(),
    );
    if (!answered) throw errors.business(TOOLBOX_MESSAGE.quoteHandled);
    return this.quoteOf(quote.tenantId, id);
  }

  allOrders(filter: { tenantId?: string }): Promise<Order[]> {
    return this.deps.orders.listAll(filter);
  }

  /**
   * An offline payment (bank reference) confirmed by the provider: 待付款 → 已付款 → 已开通 with the
   * assets granted (or the membership renewed), all in one transaction.
   */
  async confirmPayment(id: string, paymentReference: string): Promise<Order> {
    const order = await this.deps.orders.findAnyTenant(id);
    if (!order) throw errors.notFound(TOOLBOX_MESSAGE.orderMissing);
    this.refusePaid(order);
    const tenantId = order.tenantId;
    await this.deps.db.transaction().execute(async (tx) => {
      const now = this.deps.clock.now();
      const paid = await this.deps.orders.transition(
        tenantId,
        id,
        'pending',
        { status: 'paid', payment_reference: paymentReference, paid_at: now, updated_at: now },
        tx,
      );
      if (!paid) this.refusePaid((await this.deps.orders.find(tenantId, id, tx)) ?? order);
      await this.execute(order, now, tx);
      await this.deps.orders.transition(
        tenantId,
        id,
        'paid',
        { status: 'fulfilled', fulfilled_at: now, updated_at: now },
        tx,
      );
    });
    return this.orderOf(tenantId, id);
  }

  /** Refund of an executed order: what is still unused is reversed; used units stay used. */
  async refundOrder(id: string, note: string): Promise<{ order: Order; reversedUnits: number }> {
    const order = await this.deps.orders.findAnyTenant(id);
    if (!order) throw errors.notFound(TOOLBOX_MESSAGE.orderMissing);
    if (order.status === 'refunded') throw errors.business(TOOLBOX_MESSAGE.orderRefunded);
    if (order.status !== 'fulfilled') throw errors.business(TOOLBOX_MESSAGE.orderNotRefundable);
    const reversedUnits = await this.deps.db.transaction().execute(async (tx) => {
      const now = this.deps.clock.now();
      const moved = await this.deps.orders.transition(
        order.tenantId,
        id,
        'fulfilled',
        { status: 'refunded', refunded_at: now, refund_note: note, updated_at: now },
        tx,
      );
      if (!moved) throw errors.business(TOOLBOX_MESSAGE.orderRefunded);
      if (order.kind === 'membership') {
        const current = await this.deps.tenantRow.memberExpireDate(order.tenantId, tx);
        await this.deps.tenantRow.setMemberExpireDate(order.tenantId, addMonths(current, -order.units), tx);
        return order.units;
      }
      const reversed = await this.deps.balances.reverseSource(
        order.tenantId,
        { sourceType: 'order', sourceId: order.id, note: note || `订单退款：${order.orderNo}` },
        { db: tx },
      );
      return Object.values(reversed).reduce((sum, n) => sum + (n ?? 0), 0);
    });
    return { order: await this.orderOf(order.tenantId, id), reversedUnits };
  }

  // ---- helpers ----

  private async execute(order: Order, now: number, tx: Kysely<Database>): Promise<void> {
    if (order.kind === 'membership') {
      const current = await this.deps.tenantRow.memberExpireDate(order.tenantId, tx);
      await this.deps.tenantRow.setMemberExpireDate(
        order.tenantId,
        renewedExpiry(current, chinaToday(now), order.units),
        tx,
      );
      return;
    }
    if (!order.asset) throw new Error(`order ${order.id} has no asset`);
    await this.deps.balances.grant(
      order.tenantId,
      order.asset,
      {
        quantity: order.units,
        expiresAt: order.validityDays > 0 ? now + order.validityDays * DAY_MS : null,
        sourceType: 'order',
        sourceId: order.id,
        note: `订单开通：${order.orderNo}`,
      },
      { db: tx },
    );
  }

  private refusePaid(order: Order): void {
    if (order.status === 'cancelled') throw errors.business(TOOLBOX_MESSAGE.orderCancelled);
    if (order.status === 'refunded') throw errors.business(TOOLBOX_MESSAGE.orderRefunded);
    if (order.status !== 'pending') throw errors.business(TOOLBOX_MESSAGE.orderPaid);
  }

  private async checkBrandLimit(tenantId: string, product: Product, quantity: number): Promise<void> {
    if (product.asset !== 'brand_card') return;
    const held = await this.deps.balances.available(tenantId, 'brand_card');
    if (held + quantity * product.unitsPerQuantity > CAMPUS_BRAND_MAX)
      throw errors.business(TOOLBOX_MESSAGE.brandLimit);
  }

  private async enabledProduct(id: string): Promise<Product> {
    const product = await this.deps.products.find(id);
    if (!product || !product.enabled) throw errors.business(TOOLBOX_MESSAGE.productMissing);
    return product;
  }

  private async quoteOf(tenantId: string, id: string): Promise<Quote> {
    const quote = await this.deps.quotes.find(tenantId, id);
    if (!quote) throw errors.notFound(TOOLBOX_MESSAGE.quoteMissing);
    return quote;
  }

  private async orderOf(tenantId: string, id: string): Promise<Order> {
    const order = await this.deps.orders.find(tenantId, id);
    if (!order) throw errors.notFound(TOOLBOX_MESSAGE.orderMissing);
    return order;
  }
}
