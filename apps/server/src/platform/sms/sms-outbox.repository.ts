import type { Insertable, Kysely } from 'kysely';
import type { Database, SmsOutboxTable } from '../../db/schema';

export interface SmsOutboxRecord {
  mobile: string;
  text: string;
  purpose: string;
  createdAt: number;
}

export class SmsOutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<SmsOutboxTable>): Promise<void> {
    await this.db.insertInto('sms_outbox').values(row).execute();
  }

  /** The messages recorded for a number, newest first. */
  async listFor(tenantId: string, mobile: string): Promise<SmsOutboxRecord[]> {
    const rows = await this.db
      .selectFrom('sms_outbox')
      .select(['mobile', 'text', 'purpose', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('mobile', '=', mobile)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({
      mobile: r.mobile,
      text: r.text,
      purpose: r.purpose,
      createdAt: Number(r.created_at),
    }));
  }

  /** Anonymisation (issue 17): messages to these mobiles keep purpose and time (usage), not number or text. */
  async anonymiseMobiles(tenantId: string, mobiles: readonly string[]): Promise<void> {
    if (mobiles.length === 0) return;
    await this.db
      .updateTable('sms_outbox')
      .set({ mobile: '', text: '' })
      .where('tenant_id', '=', tenantId)
      .where('mobile', 'in', [...mobiles])
      .execute();
  }
}
