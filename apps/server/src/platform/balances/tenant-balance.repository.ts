import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The three counters the tenant row has held since the start (sms, interview, video). */
export type TenantCounter = 'sms_balance' | 'interview_balance' | 'video_balance';

export class TenantBalanceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async read(tenantId: string, column: TenantCounter, db: Kysely<Database> = this.db): Promise<number> {
    const row = await db.selectFrom('tenant').select(column).where('id', '=', tenantId).executeTakeFirst();
    return row ? Number(row[column]) : 0;
  }

  /** One conditional update: concurrent takers can never drive the counter below zero. */
  async take(tenantId: string, column: TenantCounter, quantity: number, db: Kysely<Database> = this.db) {
    const result = await db
      .updateTable('tenant')
      .set({ [column]: sql`${sql.ref(column)} - ${quantity}` })
      .where('id', '=', tenantId)
      .where(column, '>=', quantity)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async give(tenantId: string, column: TenantCounter, quantity: number, db: Kysely<Database> = this.db) {
    await db
      .updateTable('tenant')
      .set({ [column]: sql`${sql.ref(column)} + ${quantity}` })
      .where('id', '=', tenantId)
      .execute();
  }
}
