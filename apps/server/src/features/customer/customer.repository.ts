import type { Kysely, Selectable } from 'kysely';
import type { CustomerStatusTable, Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

export type CustomerStatusRow = Selectable<CustomerStatusTable>;

export interface TenantHomeRow {
  member_name: string;
  customer_type: number;
  ctm_expire_date: string;
  remain_job_count: number;
  sms_balance: number;
  interview_balance: number;
  video_balance: number;
}

export class CustomerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The tenant's member name: its careers site is /careers/<member> (referral links, interview notices). */
  async memberName(tenantId: string): Promise<string> {
    const row = await this.db
      .selectFrom('tenant')
      .select('member_name')
      .where('id', '=', tenantId)
      .executeTakeFirst();
    return row?.member_name ?? '';
  }

  /** The workbench's member card: name, type, expiry and the tenant's balances (WB-001..WB-006). */
  async homeRow(tenantId: string): Promise<TenantHomeRow | undefined> {
    return this.db
      .selectFrom('tenant')
      .select([
        'member_name',
        'customer_type',
        'ctm_expire_date',
        'remain_job_count',
        'sms_balance',
        'interview_balance',
        'video_balance',
      ])
      .where('id', '=', tenantId)
      .executeTakeFirst();
  }

  async status(ctx: TenantContext): Promise<CustomerStatusRow | undefined> {
    return this.db
      .selectFrom('customer_status')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .executeTakeFirst();
  }

  /** Records the consent once; later confirmations keep the first one. */
  async confirmStatement(ctx: TenantContext, now: number): Promise<void> {
    await this.db
      .updateTable('customer_status')
      .set({ statement_confirmed_at: now, statement_confirmed_by: ctx.operatorId, updated_at: now })
      .where('tenant_id', '=', ctx.tenantId)
      .where('statement_confirmed_at', 'is', null)
      .execute();
  }

  async setRealNameStatus(ctx: TenantContext, status: string, now: number): Promise<void> {
    await this.db
      .updateTable('customer_status')
      .set({ real_name_status: status, updated_at: now })
      .where('tenant_id', '=', ctx.tenantId)
      .execute();
  }

  async info(ctx: TenantContext) {
    return this.db
      .selectFrom('tenant')
      .select(['is_cloud', 'is_interview', 'is_hide_zone'])
      .where('id', '=', ctx.tenantId)
      .executeTakeFirst();
  }

  /** What 会员管理 shows of the tenant: names, logo, service end and SMS balance. */
  async memberInfo(tenantId: string) {
    return this.db
      .selectFrom('tenant')
      .select(['name', 'member_name', 'logo_url', 'ctm_expire_date', 'sms_balance'])
      .where('id', '=', tenantId)
      .executeTakeFirst();
  }
}
