import type { Millis } from './core';

// Tables of migration 019_toolbox (issue 19).

/** What a tenant can spend now, per asset: always the sum of its ledger and of its open lots. */
interface AssetBalanceTable {
  tenant_id: string;
  /** AssetKind of platform/balances. */
  asset: string;
  available: number;
  updated_at: Millis;
}

/** Units granted together (an order, the opening balance, a refund) with their validity. */
export interface AssetLotTable {
  tenant_id: string;
  id: string;
  asset: string;
  quantity: number;
  remaining: number;
  /** The units stop counting at this instant; null: no expiry. */
  expires_at: Millis | null;
  /** 'opening' | 'order' | 'refund' | 'grant'. */
  source_type: string;
  source_id: string;
  /** Set when the lot expired or was reversed: it holds nothing any more. */
  closed_at: Millis | null;
  created_at: Millis;
}

/** One change of a balance: bought, consumed (by which ref), expired, refunded, reversed. */
interface AssetLedgerTable {
  tenant_id: string;
  id: string;
  asset: string;
  lot_id: string | null;
  /** LedgerKind of @ehire/domain/contracts/toolbox. */
  kind: string;
  delta: number;
  ref_type: string;
  ref_id: string;
  note: string;
  created_at: Millis;
}

/** The provider's catalogue (global, edited in /ops). */
export interface ShopProductTable {
  id: string;
  /** 'asset' | 'membership'. */
  kind: string;
  asset: string | null;
  name: string;
  description: string;
  unit: string;
  /** Asset units (or membership months) one bought quantity grants. */
  units_per_quantity: number;
  /** Validity of what one order grants, in days (0: no expiry). */
  validity_days: number;
  /** JSON array of { minQuantity, unitPriceCents }, ascending. */
  price_tiers_json: string;
  enabled: number;
  sort: number;
  created_at: Millis;
  updated_at: Millis;
}

/** 预报价: a quote requested by the employer, answered by the provider. */
export interface ShopQuoteTable {
  tenant_id: string;
  id: string;
  product_id: string | null;
  product_name: string;
  /** 'product' | 'workbench'. */
  source: string;
  quantity: number;
  contact_name: string;
  contact_mobile: string;
  message: string;
  /** QuoteStatus. */
  status: string;
  answer_total_cents: number | null;
  answer_note: string;
  answered_by: string | null;
  answered_at: Millis | null;
  decided_at: Millis | null;
  order_id: string | null;
  created_by: string;
  created_at: Millis;
  updated_at: Millis;
}

/** 最终订单. */
export interface ShopOrderTable {
  tenant_id: string;
  id: string;
  order_no: string;
  quote_id: string | null;
  product_id: string;
  product_name: string;
  kind: string;
  asset: string | null;
  quantity: number;
  /** Asset units (or months) the order grants. */
  units: number;
  validity_days: number;
  total_cents: number;
  /** OrderStatus. */
  status: string;
  invoice_title: string;
  invoice_tax_no: string;
  invoice_email: string;
  payment_reference: string;
  paid_at: Millis | null;
  fulfilled_at: Millis | null;
  cancelled_at: Millis | null;
  refunded_at: Millis | null;
  refund_note: string;
  created_by: string;
  created_at: Millis;
  updated_at: Millis;
}

/** A job top card applied to a published job: pinned first on the careers site until ends_at. */
interface JobTopPlacementTable {
  tenant_id: string;
  id: string;
  job_id: string;
  days: number;
  starts_at: Millis;
  ends_at: Millis;
  created_by: string;
  created_at: Millis;
}

/** Campus brand cards applied (migration 022): the tenant first in the campus portal until ends_at. */
interface BrandPlacementTable {
  tenant_id: string;
  id: string;
  /** JSON array of the school names (one brand card each). */
  schools_json: string;
  school_count: number;
  days: number;
  starts_at: Millis;
  ends_at: Millis;
  created_by: string;
  created_at: Millis;
}

export interface ToolboxTables {
  asset_balance: AssetBalanceTable;
  asset_lot: AssetLotTable;
  asset_ledger: AssetLedgerTable;
  shop_product: ShopProductTable;
  shop_quote: ShopQuoteTable;
  shop_order: ShopOrderTable;
  job_top_placement: JobTopPlacementTable;
  brand_placement: BrandPlacementTable;
}
