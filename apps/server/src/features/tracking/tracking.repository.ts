import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import type { TenantContext } from '../../platform/request-context';

export class TrackingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertPageView(ctx: TenantContext, prevUrl: string, url: string, now: number) {
    await this.db
      .insertInto('page_view')
      .values({
        id: newId(now),
        tenant_id: ctx.tenantId,
        operator_id: ctx.operatorId,
        prev_url: prevUrl,
        url,
        created_at: now,
      })
      .execute();
  }
}
