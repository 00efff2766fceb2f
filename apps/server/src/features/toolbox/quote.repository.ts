import type { Kysely, Selectable } from 'kysely';
import type { Quote, QuoteStatus } from '@ehire/domain/contracts/toolbox';
import { newId } from '../../db/ids';
import type { Database, ShopQuoteTable } from '../../db/schema';

type QuoteRow = Selectable<ShopQuoteTable> & { tenant_name: string };

export interface NewQuote {
  productId: string | null;
  productName: string;
  source: Quote['source'];
  quantity: number;
  contactName: string;
  contactMobile: string;
  message: string;
  createdBy: string;
}

/** shop_quote: 预报价, requested by a tenant and answered by the provider. */
export class QuoteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('shop_quote')
      .innerJoin('tenant', 'tenant.id', 'shop_quote.tenant_id')
      .selectAll('shop_quote')
      .select('tenant.name as tenant_name');
  }

  async insert(tenantId: string, quote: NewQuote, now: number): Promise<string> {
    const id = newId(now);
    await this.db
      .insertInto('shop_quote')
      .values({
        tenant_id: tenantId,
        id,
        product_id: quote.productId,
        product_name: quote.productName,
        source: quote.source,
        quantity: quote.quantity,
        contact_name: quote.contactName,
        contact_mobile: quote.contactMobile,
        message: quote.message,
        status: 'requested',
        answer_total_cents: null,
        answer_note: '',
        answered_by: null,
        answered_at: null,
        decided_at: null,
        order_id: null,
        created_by: quote.createdBy,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  async find(tenantId: string, id: string, db: Kysely<Database> = this.db): Promise<Quote | undefined> {
    const row = await this.base(db)
      .where('shop_quote.tenant_id', '=', tenantId)
      .where('shop_quote.id', '=', id)
      .executeTakeFirst();
    return row ? toQuote(row) : undefined;
  }

  /** The provider's view finds a quote by id alone (ids are unique across tenants). */
  async findAnyTenant(id: string): Promise<Quote | undefined> {
    const row = await this.base().where('shop_quote.id', '=', id).executeTakeFirst();
    return row ? toQuote(row) : undefined;
  }

  async listForTenant(tenantId: string): Promise<Quote[]> {
    const rows = await this.base()
      .where('shop_quote.tenant_id', '=', tenantId)
      .orderBy('shop_quote.id', 'desc')
      .execute();
    return rows.map(toQuote);
  }

  async listAll(status?: QuoteStatus): Promise<Quote[]> {
    let query = this.base();
    if (status) query = query.where('shop_quote.status', '=', status);
    const rows = await query.orderBy('shop_quote.id', 'desc').limit(500).execute();
    return rows.map(toQuote);
  }

  async answer(
    tenantId: string,
    id: string,
    answer: {
      productId: string;
      productName: string;
      quantity: number;
      totalCents: number;
      note: string;
      staffId: string;
    },
    now: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('shop_quote')
      .set({
        status: 'answered',
        product_id: answer.productId,
        product_name: answer.productName,
        quantity: answer.quantity,
        answer_total_cents: answer.totalCents,
        answer_note: answer.note,
        answered_by: answer.staffId,
        answered_at: now,
        updated_at: now,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** answered → accepted | declined, only once (conditional on the status). */
  async decide(
    tenantId: string,
    id: string,
    status: 'accepted' | 'declined',
    orderId: string | null,
    now: number,
    db: Kysely<Database>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('shop_quote')
      .set({ status, order_id: orderId, decided_at: now, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'answered')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    productId: row.product_id,
    productName: row.product_name,
    source: row.source as Quote['source'],
    quantity: Number(row.quantity),
    contactName: row.contact_name,
    contactMobile: row.contact_mobile,
    message: row.message,
    status: row.status as QuoteStatus,
    answerTotalCents: row.answer_total_cents === null ? null : Number(row.answer_total_cents),
    answerNote: row.answer_note,
    answeredAt: row.answered_at === null ? null : Number(row.answered_at),
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    orderId: row.order_id,
    createdAt: Number(row.created_at),
  };
}
