import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  AnswerQuoteInput,
  ApplyBrandCardInput,
  ApplyTopCardInput,
  AssetsAnswer,
  BrandPlacementListAnswer,
  CampusPortalAnswer,
  CampusPortalQuery,
  ConfirmPaymentInput,
  CreateOrderInput,
  DecideQuoteInput,
  IdParams,
  LedgerPage,
  LedgerQuery,
  Order,
  OrderListAnswer,
  Product,
  ProductListAnswer,
  Quote,
  QuoteListAnswer,
  RefundAnswer,
  RefundOrderInput,
  RequestQuoteInput,
  SaveProductInput,
  TopPlacementListAnswer,
} from '@ehire/domain/contracts/toolbox';
import { ok } from '../../platform/envelope';
import { noteAudit, providerOf, tenantContextOf } from '../../platform/request-context';
import { SIGNED_IN } from '../../platform/route-access';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { ToolboxService } from './toolbox.service';
import { route } from '../../platform/route';
import { CAMPUS_PORTAL_API } from '@ehire/domain/api/campus-portal';
import { TOOLBOX_API } from '@ehire/domain/api/toolbox';

const READ = { permission: { key: PERMISSION.shop, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.shop, write: true } } as const;
const tags = ['toolbox'];

/** /api/biz/toolbox: the employer's 工具箱 (catalogue, quotes, orders, assets, top cards). */
export const toolboxRoutes: FastifyPluginAsyncZod<{ toolbox: ToolboxService }> = async (app, { toolbox }) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    TOOLBOX_API.products,
    { config: READ, schema: { summary: '商品目录', tags, response: { 200: envelope(ProductListAnswer) } } },
    async () => ok({ list: await toolbox.products() }),
  );

  route(
    app,
    TOOLBOX_API.postQuotes,
    {
      config: WRITE,
      schema: {
        summary: '申请预报价（商品或购买咨询）',
        tags,
        body: RequestQuoteInput,
        response: { 200: envelope(Quote) },
      },
    },
    async (request) => {
      const quote = await toolbox.requestQuote(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'shop_quote',
        targetId: quote.id,
        detail: `申请预报价：${quote.productName}`,
      });
      return ok(quote);
    },
  );

  route(
    app,
    TOOLBOX_API.getQuotes,
    { config: READ, schema: { summary: '我的预报价', tags, response: { 200: envelope(QuoteListAnswer) } } },
    async (request) => ok({ list: await toolbox.quotes(tenantContextOf(request)) }),
  );

  route(
    app,
    TOOLBOX_API.quotesDecide,
    {
      config: WRITE,
      schema: {
        summary: '接受或拒绝报价',
        tags,
        params: IdParams,
        body: DecideQuoteInput,
        response: { 200: envelope(Quote) },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'shop_quote',
        targetId: request.params.id,
        detail: request.body.accept ? '接受报价' : '拒绝报价',
      });
      return ok(await toolbox.decideQuote(tenantContextOf(request), request.params.id, request.body));
    },
  );

  route(
    app,
    TOOLBOX_API.postOrders,
    {
      config: WRITE,
      schema: { summary: '下单（待付款）', tags, body: CreateOrderInput, response: { 200: envelope(Order) } },
    },
    async (request) => {
      const order = await toolbox.createOrder(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'shop_order',
        targetId: order.id,
        detail: `下单：${order.productName} × ${order.quantity}`,
      });
      return ok(order);
    },
  );

  route(
    app,
    TOOLBOX_API.getOrders,
    { config: READ, schema: { summary: '最终订单', tags, response: { 200: envelope(OrderListAnswer) } } },
    async (request) => ok({ list: await toolbox.orders(tenantContextOf(request)) }),
  );

  route(
    app,
    TOOLBOX_API.ordersCancel,
    {
      config: WRITE,
      schema: {
        summary: '取消待付款订单',
        tags,
        params: IdParams,
        body: NoPayload,
        response: { 200: envelope(Order) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'shop_order', targetId: request.params.id, detail: '取消订单' });
      return ok(await toolbox.cancelOrder(tenantContextOf(request), request.params.id));
    },
  );

  route(
    app,
    TOOLBOX_API.ordersPayOnline,
    {
      config: WRITE,
      schema: {
        summary: '在线支付（需接入支付服务）',
        tags,
        params: IdParams,
        body: NoPayload,
        response: { 200: envelope(z.object({ payUrl: z.string() })) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'shop_order', targetId: request.params.id, detail: '发起在线支付' });
      return ok(await toolbox.payOnline(tenantContextOf(request), request.params.id));
    },
  );

  route(
    app,
    TOOLBOX_API.assets,
    {
      config: READ,
      schema: { summary: '我的资产（余额与有效期）', tags, response: { 200: envelope(AssetsAnswer) } },
    },
    async (request) => ok(await toolbox.assets(tenantContextOf(request))),
  );

  route(
    app,
    TOOLBOX_API.ledger,
    {
      config: READ,
      schema: { summary: '资产明细', tags, body: LedgerQuery, response: { 200: envelope(LedgerPage) } },
    },
    async (request) => ok(await toolbox.ledger(tenantContextOf(request).tenantId, request.body)),
  );

  route(
    app,
    TOOLBOX_API.topCards,
    {
      config: READ,
      schema: {
        summary: '已使用的职位置顶卡与余量',
        tags,
        response: { 200: envelope(TopPlacementListAnswer) },
      },
    },
    async (request) => ok(await toolbox.topPlacements(tenantContextOf(request))),
  );

  route(
    app,
    TOOLBOX_API.topCardsApply,
    {
      config: WRITE,
      schema: {
        summary: '使用职位置顶卡',
        tags,
        body: ApplyTopCardInput,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'job',
        targetId: request.body.jobId,
        detail: `职位置顶 ${request.body.days} 天`,
      });
      return ok(await toolbox.applyTopCard(tenantContextOf(request), request.body));
    },
  );

  route(
    app,
    TOOLBOX_API.brandCards,
    {
      config: READ,
      schema: {
        summary: '校园品牌置顶：已使用与余量',
        tags,
        response: { 200: envelope(BrandPlacementListAnswer) },
      },
    },
    async (request) => ok(await toolbox.brandPlacements(tenantContextOf(request))),
  );

  route(
    app,
    TOOLBOX_API.brandCardsApply,
    {
      config: WRITE,
      schema: {
        summary: '使用校园品牌置顶卡（每所学校一张）',
        tags,
        body: ApplyBrandCardInput,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const answer = await toolbox.applyBrandCard(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'brand_placement',
        targetId: answer.id,
        detail: `校园品牌置顶 ${request.body.schools.length} 所学校 ${request.body.days} 天`,
      });
      return ok(answer);
    },
  );
};

/** /api/web/campus-portal: the provider's campus portal, the list of tenants' careers sites (public). */
export const campusPortalRoutes: FastifyPluginAsyncZod<{ toolbox: ToolboxService }> = async (
  app,
  { toolbox },
) => {
  app.setValidatorCompiler(contractMessageValidator);
  route(
    app,
    CAMPUS_PORTAL_API.sites,
    {
      config: { public: true },
      schema: {
        summary: '校园招聘门户：各企业招聘官网（品牌置顶在前）',
        tags: ['careers'],
        querystring: CampusPortalQuery,
        response: { 200: envelope(CampusPortalAnswer) },
      },
    },
    async (request) => ok(await toolbox.campusPortal(request.query)),
  );
};

// Provider staff only (the /api/ops prefix requires a provider principal).
const OPS_READ = { permission: { key: SIGNED_IN, write: false } } as const;
const OPS_WRITE = { permission: { key: SIGNED_IN, write: true } } as const;
const opsTags = ['ops'];

const TenantParams = z.object({ tenantId: z.string().min(1).max(64) });

/** /api/ops/toolbox: products and prices, quotes and leads, payments, refunds, ledgers. */
export const opsToolboxRoutes: FastifyPluginAsyncZod<{ toolbox: ToolboxService }> = async (
  app,
  { toolbox },
) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    TOOLBOX_API.getOpsProducts,
    {
      config: OPS_READ,
      schema: { summary: '商品与价格', tags: opsTags, response: { 200: envelope(ProductListAnswer) } },
    },
    async () => ok({ list: await toolbox.allProducts() }),
  );

  route(
    app,
    TOOLBOX_API.postOpsProducts,
    {
      config: OPS_WRITE,
      schema: {
        summary: '新增商品',
        tags: opsTags,
        body: SaveProductInput,
        response: { 200: envelope(Product) },
      },
    },
    async (request) => {
      const product = await toolbox.saveProduct(null, request.body);
      noteAudit(request, {
        targetType: 'shop_product',
        targetId: product.id,
        detail: `新增商品：${product.name}`,
      });
      return ok(product);
    },
  );

  route(
    app,
    TOOLBOX_API.opsProductsById,
    {
      config: OPS_WRITE,
      schema: {
        summary: '修改商品',
        tags: opsTags,
        params: IdParams,
        body: SaveProductInput,
        response: { 200: envelope(Product) },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'shop_product',
        targetId: request.params.id,
        detail: `修改商品：${request.body.name}`,
      });
      return ok(await toolbox.saveProduct(request.params.id, request.body));
    },
  );

  route(
    app,
    TOOLBOX_API.opsQuotes,
    {
      config: OPS_READ,
      schema: { summary: '预报价与购买咨询', tags: opsTags, response: { 200: envelope(QuoteListAnswer) } },
    },
    async () => ok({ list: await toolbox.allQuotes() }),
  );

  route(
    app,
    TOOLBOX_API.opsQuotesAnswer,
    {
      config: OPS_WRITE,
      schema: {
        summary: '报价',
        tags: opsTags,
        params: IdParams,
        body: AnswerQuoteInput,
        response: { 200: envelope(Quote) },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'shop_quote',
        targetId: request.params.id,
        detail: `报价 ${request.body.totalCents} 分`,
      });
      return ok(await toolbox.answerQuote(providerOf(request).staffId, request.params.id, request.body));
    },
  );

  route(
    app,
    TOOLBOX_API.opsOrders,
    {
      config: OPS_READ,
      schema: { summary: '订单', tags: opsTags, response: { 200: envelope(OrderListAnswer) } },
    },
    async () => ok({ list: await toolbox.allOrders({}) }),
  );

  route(
    app,
    TOOLBOX_API.opsOrdersConfirmPayment,
    {
      config: OPS_WRITE,
      schema: {
        summary: '确认线下付款并开通',
        tags: opsTags,
        params: IdParams,
        body: ConfirmPaymentInput,
        response: { 200: envelope(Order) },
      },
    },
    async (request) => {
      noteAudit(request, {
        targetType: 'shop_order',
        targetId: request.params.id,
        detail: `确认付款：${request.body.paymentReference}`,
      });
      return ok(await toolbox.confirmPayment(request.params.id, request.body.paymentReference));
    },
  );

  route(
    app,
    TOOLBOX_API.opsOrdersRefund,
    {
      config: OPS_WRITE,
      schema: {
        summary: '退款（扣回未使用的资产）',
        tags: opsTags,
        params: IdParams,
        body: RefundOrderInput,
        response: { 200: envelope(RefundAnswer) },
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'shop_order', targetId: request.params.id, detail: '退款' });
      return ok(await toolbox.refundOrder(request.params.id, request.body.note));
    },
  );

  route(
    app,
    TOOLBOX_API.opsTenantsLedger,
    {
      config: OPS_READ,
      schema: {
        summary: '企业资产明细',
        tags: opsTags,
        params: TenantParams,
        body: LedgerQuery,
        response: { 200: envelope(LedgerPage) },
      },
    },
    async (request) => ok(await toolbox.ledger(request.params.tenantId, request.body)),
  );
};
