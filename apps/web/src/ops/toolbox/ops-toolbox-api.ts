import { useMemo } from 'react';
import type {
  AnswerQuoteInput,
  LedgerPage,
  LedgerQuery,
  Order,
  OrderListAnswer,
  Product,
  ProductListAnswer,
  Quote,
  QuoteListAnswer,
  RefundAnswer,
  SaveProductInput,
} from '@ehire/domain/contracts/toolbox';
import { usePlatform } from '../../platform/PlatformContext';
import type { RequestClient } from '../../platform/request';

// The provider's side of the toolbox (/api/ops/toolbox, toolbox.routes.ts opsToolboxRoutes).

const enc = encodeURIComponent;
const BASE = '/api/ops/toolbox';

export const OPS_TOOLBOX_PATH = {
  products: `${BASE}/products`,
  product: (id: string) => `${BASE}/products/${enc(id)}`,
  quotes: `${BASE}/quotes`,
  answer: (id: string) => `${BASE}/quotes/${enc(id)}/answer`,
  orders: `${BASE}/orders`,
  confirmPayment: (id: string) => `${BASE}/orders/${enc(id)}/confirm-payment`,
  refund: (id: string) => `${BASE}/orders/${enc(id)}/refund`,
  ledger: (tenantId: string) => `${BASE}/tenants/${enc(tenantId)}/ledger`,
} as const;

function createOpsToolboxApi(client: RequestClient) {
  return {
    products: () => client.get<ProductListAnswer>(OPS_TOOLBOX_PATH.products),
    createProduct: (input: SaveProductInput) => client.post<Product>(OPS_TOOLBOX_PATH.products, { ...input }),
    updateProduct: (id: string, input: SaveProductInput) =>
      client.put<Product>(OPS_TOOLBOX_PATH.product(id), { ...input }),
    quotes: () => client.get<QuoteListAnswer>(OPS_TOOLBOX_PATH.quotes),
    answer: (id: string, input: AnswerQuoteInput) =>
      client.post<Quote>(OPS_TOOLBOX_PATH.answer(id), { ...input }),
    orders: () => client.get<OrderListAnswer>(OPS_TOOLBOX_PATH.orders),
    confirmPayment: (id: string, paymentReference: string) =>
      client.post<Order>(OPS_TOOLBOX_PATH.confirmPayment(id), { paymentReference }),
    refund: (id: string, note: string) => client.post<RefundAnswer>(OPS_TOOLBOX_PATH.refund(id), { note }),
    ledger: (tenantId: string, query: Partial<LedgerQuery>) =>
      client.post<LedgerPage>(OPS_TOOLBOX_PATH.ledger(tenantId), { ...query }),
  };
}

export function useOpsToolboxApi() {
  const { client } = usePlatform();
  return useMemo(() => createOpsToolboxApi(client), [client]);
}

export const OPS_TOOLBOX_KEYS = {
  all: ['ops', 'toolbox'] as const,
  products: ['ops', 'toolbox', 'products'] as const,
  quotes: ['ops', 'toolbox', 'quotes'] as const,
  orders: ['ops', 'toolbox', 'orders'] as const,
  ledger: (tenantId: string, query: Partial<LedgerQuery>) =>
    ['ops', 'toolbox', 'ledger', tenantId, query] as const,
};

/** Cents from a yuan amount typed with up to two decimals (null stays null: not filled in). */
export function centsOf(yuan: number | null | undefined): number | undefined {
  return yuan === null || yuan === undefined ? undefined : Math.round(yuan * 100);
}
