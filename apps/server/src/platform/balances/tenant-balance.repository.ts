import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The three counters the tenant row has held since the start (sms, interview, video). */
export type TenantCounter = 'sms_balance' | 'interview_balance' | 'video_balance';

/**
 * The tenant row's counters: where a tenant's opening balance comes from, and a mirror the
 * ledger keeps equal to its balance (older readers of the tenant row see the same number).
 */
export class TenantBalanceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async read(tenantId: string, column: TenantCounter, db: Kysely<Database> = this.db): Promise<number> {
    const row = await db.selectFrom('tenant').select(column).where('id', '=', tenantId).executeTakeFirst();
    return row ? Math.max(0, Number(row[column])) : 0;
  }

  /** The three counters at once. */
  async readAll(tenantId: string, db: Kysely<Database> = this.db): Promise<Record<TenantCounter, number>> {
    const row = await db
      .selectFrom('tenant')
      .select(['sms_balance', 'interview_balance', 'video_balance'])
      .where('id', '=', tenantId)
      .executeTakeFirst();
    const value = (n: unknown) => (row ? Math.max(0, Number(n)) : 0);
    return {
      sms_balance: value(row?.sms_balance),
      interview_balance: value(row?.interview_balance),
      video_balance: value(row?.video_balance),
    };
  }

  async mirror(tenantId: string, column: TenantCounter, value: number, db: Kysely<Database>): Promise<void> {
    await db
      .updateTable('tenant')
      .set({ [column]: value })
      .where('id', '=', tenantId)
      .execute();
  }

  /** Service expiry (ctmexpiredate, yyyy-mm-dd): what the membership renews. */
  async memberExpireDate(tenantId: string, db: Kysely<Database> = this.db): Promise<string> {
    const row = await db.selectFrom('tenant').select('ctm_expire_date').where('id', '=', tenantId).executeTakeFirst();
    return row?.ctm_expire_date ?? '';
  }

  async setMemberExpireDate(tenantId: string, date: string, db: Kysely<Database>): Promise<void> {
    await db.updateTable('tenant').set({ ctm_expire_date: date }).where('id', '=', tenantId).execute();
  }
}
