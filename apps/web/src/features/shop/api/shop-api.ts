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

const enc = encodeURIComponent;
const BASE = '/api/biz/toolbox';

export const SHOP_PATH = {
  products: `${BASE}/products`,
  quotes: `${BASE}/quotes`,
  decide: (id: string) => `${BASE}/quotes/${enc(id)}/decide`,
  orders: `${BASE}/orders`,
  cancel: (id: string) => `${BASE}/orders/${enc(id)}/cancel`,
  payOnline: (id: string) => `${BASE}/orders/${enc(id)}/pay-online`,
  assets: `${BASE}/assets`,
  ledger: `${BASE}/ledger`,
  topCards: `${BASE}/top-cards`,
  applyTopCard: `${BASE}/top-cards/apply`,
  brandCards: `${BASE}/brand-cards`,
  applyBrandCard: `${BASE}/brand-cards/apply`,
} as const;

function createShopApi(client: RequestClient) {
  return {
    products: () => client.get<ProductListAnswer>(SHOP_PATH.products),
    requestQuote: (input: Partial<RequestQuoteInput>) => client.post<Quote>(SHOP_PATH.quotes, { ...input }),
    quotes: () => client.get<QuoteListAnswer>(SHOP_PATH.quotes),
    decide: (id: string, input: DecideQuoteInput) => client.post<Quote>(SHOP_PATH.decide(id), { ...input }),
    createOrder: (input: CreateOrderInput) => client.post<Order>(SHOP_PATH.orders, { ...input }),
    orders: () => client.get<OrderListAnswer>(SHOP_PATH.orders),
    cancel: (id: string) => client.post<Order>(SHOP_PATH.cancel(id)),
    payOnline: (id: string) => client.post<{ payUrl: string }>(SHOP_PATH.payOnline(id)),
    assets: () => client.get<AssetsAnswer>(SHOP_PATH.assets),
    ledger: (query: Partial<LedgerQuery>) => client.post<LedgerPage>(SHOP_PATH.ledger, { ...query }),
    topCards: () => client.get<TopPlacementListAnswer>(SHOP_PATH.topCards),
    applyTopCard: (input: ApplyTopCardInput) =>
      client.post<{ id: string }>(SHOP_PATH.applyTopCard, { ...input }),
    brandCards: () => client.get<BrandPlacementListAnswer>(SHOP_PATH.brandCards),
    applyBrandCard: (input: ApplyBrandCardInput) =>
      client.post<{ id: string }>(SHOP_PATH.applyBrandCard, { ...input }),
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
