import { TOOLBOX_API } from '@ehire/domain/api/toolbox';
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

function createOpsToolboxApi(client: RequestClient) {
  return {
    products: () => client.call<ProductListAnswer>(TOOLBOX_API.getOpsProducts),
    createProduct: (input: SaveProductInput) =>
      client.call<Product>(TOOLBOX_API.postOpsProducts, { ...input }),
    updateProduct: (id: string, input: SaveProductInput) =>
      client.call<Product>(TOOLBOX_API.opsProductsById, { ...input }, { params: { id } }),
    quotes: () => client.call<QuoteListAnswer>(TOOLBOX_API.opsQuotes),
    answer: (id: string, input: AnswerQuoteInput) =>
      client.call<Quote>(TOOLBOX_API.opsQuotesAnswer, { ...input }, { params: { id } }),
    orders: () => client.call<OrderListAnswer>(TOOLBOX_API.opsOrders),
    confirmPayment: (id: string, paymentReference: string) =>
      client.call<Order>(TOOLBOX_API.opsOrdersConfirmPayment, { paymentReference }, { params: { id } }),
    refund: (id: string, note: string) =>
      client.call<RefundAnswer>(TOOLBOX_API.opsOrdersRefund, { note }, { params: { id } }),
    ledger: (tenantId: string, query: Partial<LedgerQuery>) =>
      client.call<LedgerPage>(TOOLBOX_API.opsTenantsLedger, { ...query }, { params: { tenantId } }),
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
