import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Invoice, Order, OrderStatus, Product } from '@ehire/domain/contracts/toolbox';
import { newId } from '../../db/ids';
import type { Database, ShopOrderTable } from '../../db/schema';

type OrderRow = Selectable<ShopOrderTable> & { tenant_name: string };

export interface NewOrder {
  quoteId: string | null;
  product: Product;
  quantity: number;
  totalCents: number;
  invoice: Invoice;
  createdBy: string;
}

/** shop_order: 最终订单. Status changes are conditional on the current status (no double pay). */
export class OrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('shop_order')
      .innerJoin('tenant', 'tenant.id', 'shop_order.tenant_id')
      .selectAll('shop_order')
      .select('tenant.name as tenant_name');
  }

  async insert(
    tenantId: string,
    order: NewOrder,
    now: number,
    db: Kysely<Database> = this.db,
  ): Promise<string> {
    const id = newId(now);
    await db
      .insertInto('shop_order')
      .values({
        tenant_id: tenantId,
        id,
        // Readable and unique: date + the id's random tail.
        order_no: `${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}${id.replaceAll('-', '').slice(-8).toUpperCase()}`,
        quote_id: order.quoteId,
        product_id: order.product.id,
        product_name: order.product.name,
        kind: order.product.kind,
        asset: order.product.asset,
        quantity: order.quantity,
        units: order.quantity * order.product.unitsPerQuantity,
        validity_days: order.product.validityDays,
        total_cents: order.totalCents,
        status: 'pending',
        invoice_title: order.invoice.invoiceTitle,
        invoice_tax_no: order.invoice.invoiceTaxNo,
        invoice_email: order.invoice.invoiceEmail,
        payment_reference: '',
        paid_at: null,
        fulfilled_at: null,
        cancelled_at: null,
        refunded_at: null,
        refund_note: '',
        created_by: order.createdBy,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  async find(tenantId: string, id: string, db: Kysely<Database> = this.db): Promise<Order | undefined> {
    const row = await this.base(db)
      .where('shop_order.tenant_id', '=', tenantId)
      .where('shop_order.id', '=', id)
      .executeTakeFirst();
    return row ? toOrder(row) : undefined;
  }

  async findAnyTenant(id: string, db: Kysely<Database> = this.db): Promise<Order | undefined> {
    const row = await this.base(db).where('shop_order.id', '=', id).executeTakeFirst();
    return row ? toOrder(row) : undefined;
  }

  async listForTenant(tenantId: string): Promise<Order[]> {
    const rows = await this.base()
      .where('shop_order.tenant_id', '=', tenantId)
      .orderBy('shop_order.id', 'desc')
      .execute();
    return rows.map(toOrder);
  }

  async listAll(filter: { status?: OrderStatus; tenantId?: string }): Promise<Order[]> {
    let query = this.base();
    if (filter.status) query = query.where('shop_order.status', '=', filter.status);
    if (filter.tenantId) query = query.where('shop_order.tenant_id', '=', filter.tenantId);
    const rows = await query.orderBy('shop_order.id', 'desc').limit(500).execute();
    return rows.map(toOrder);
  }

  /** Moves the order from `from` to the patch's status; false when it was not in `from`. */
  async transition(
    tenantId: string,
    id: string,
    from: OrderStatus,
    patch: Updateable<ShopOrderTable> & { status: OrderStatus; updated_at: number },
    db: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('shop_order')
      .set(patch)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

function toOrder(row: OrderRow): Order {
  const millis = (v: number | null) => (v === null ? null : Number(v));
  return {
    id: row.id,
    orderNo: row.order_no,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    quoteId: row.quote_id,
    productId: row.product_id,
    productName: row.product_name,
    kind: row.kind as Order['kind'],
    asset: row.asset as Order['asset'],
    quantity: Number(row.quantity),
    units: Number(row.units),
    validityDays: Number(row.validity_days),
    totalCents: Number(row.total_cents),
    status: row.status as OrderStatus,
    invoiceTitle: row.invoice_title,
    invoiceTaxNo: row.invoice_tax_no,
    invoiceEmail: row.invoice_email,
    paymentReference: row.payment_reference,
    paidAt: millis(row.paid_at),
    fulfilledAt: millis(row.fulfilled_at),
    cancelledAt: millis(row.cancelled_at),
    refundedAt: millis(row.refunded_at),
    refundNote: row.refund_note,
    createdAt: Number(row.created_at),
  };
}
