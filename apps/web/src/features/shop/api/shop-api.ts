import { TOOLBOX_API } from '@ehire/domain/api/toolbox';
import { useMemo } from 'react';
import type {
  ApplyBrandCardInput,
  ApplyTopCardInput,
  AssetsAnswer,
  BrandPlacementListAnswer,
  CreateOrderInput,
  DecideQuoteInput,
  LedgerPage,
  LedgerQuery,
  Order,
  OrderListAnswer,
  ProductListAnswer,
  Quote,
  QuoteListAnswer,
  RequestQuoteInput,
  TopPlacementListAnswer,
} from '@ehire/domain/contracts/toolbox';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

// The employer's toolbox API (/api/biz/toolbox, docs/api.md "Toolbox").

function createShopApi(client: RequestClient) {
  return {
    products: () => client.call<ProductListAnswer>(TOOLBOX_API.products),
    requestQuote: (input: Partial<RequestQuoteInput>) =>
      client.call<Quote>(TOOLBOX_API.postQuotes, { ...input }),
    quotes: () => client.call<QuoteListAnswer>(TOOLBOX_API.getQuotes),
    decide: (id: string, input: DecideQuoteInput) =>
      client.call<Quote>(TOOLBOX_API.quotesDecide, { ...input }, { params: { id } }),
    createOrder: (input: CreateOrderInput) => client.call<Order>(TOOLBOX_API.postOrders, { ...input }),
    orders: () => client.call<OrderListAnswer>(TOOLBOX_API.getOrders),
    cancel: (id: string) => client.call<Order>(TOOLBOX_API.ordersCancel, undefined, { params: { id } }),
    payOnline: (id: string) =>
      client.call<{ payUrl: string }>(TOOLBOX_API.ordersPayOnline, undefined, { params: { id } }),
    assets: () => client.call<AssetsAnswer>(TOOLBOX_API.assets),
    ledger: (query: Partial<LedgerQuery>) => client.call<LedgerPage>(TOOLBOX_API.ledger, { ...query }),
    topCards: () => client.call<TopPlacementListAnswer>(TOOLBOX_API.topCards),
    applyTopCard: (input: ApplyTopCardInput) =>
      client.call<{ id: string }>(TOOLBOX_API.topCardsApply, { ...input }),
    brandCards: () => client.call<BrandPlacementListAnswer>(TOOLBOX_API.brandCards),
    applyBrandCard: (input: ApplyBrandCardInput) =>
      client.call<{ id: string }>(TOOLBOX_API.brandCardsApply, { ...input }),
  };
}

export type ShopApi = ReturnType<typeof createShopApi>;

export function useShopApi(): ShopApi {
  const { client } = usePlatform();
  return useMemo(() => createShopApi(client), [client]);
}

export const SHOP_KEYS = {
  all: ['shop'] as const,
  products: ['shop', 'products'] as const,
  quotes: ['shop', 'quotes'] as const,
  orders: ['shop', 'orders'] as const,
  assets: ['shop', 'assets'] as const,
  ledger: (query: Partial<LedgerQuery>) => ['shop', 'ledger', query] as const,
  topCards: ['shop', 'top-cards'] as const,
  brandCards: ['shop', 'brand-cards'] as const,
};
