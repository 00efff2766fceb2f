import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

export class NoticeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async countUnread(ctx: TenantContext): Promise<number> {
    const row = await this.db
      .selectFrom('notice_message')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', ctx.tenantId)
      .where('operator_id', '=', ctx.operatorId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
