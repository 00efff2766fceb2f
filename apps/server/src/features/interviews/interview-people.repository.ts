import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

export interface Person {
  id: string;
  name: string;
  email: string;
  mobile: string;
}

/**
 * Read-only lookups of the tenant's users (operator), the interviewers of slots. Interviews never
 * write users; the account feature owns the table.
 */
export class InterviewPeopleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async operators(ctx: Pick<TenantContext, 'tenantId'>, ids: readonly string[]): Promise<Person[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('operator')
      .select(['id', 'display_name', 'username', 'email', 'mobile'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.display_name || row.username,
      email: row.email,
      mobile: row.mobile,
    }));
  }

  /** Every active user of the tenant (the interviewer picker). */
  async all(ctx: Pick<TenantContext, 'tenantId'>): Promise<Person[]> {
    const rows = await this.db
      .selectFrom('operator')
      .select(['id', 'display_name', 'username', 'email', 'mobile'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('status', '=', 1)
      .orderBy('username')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.display_name || row.username,
      email: row.email,
      mobile: row.mobile,
    }));
  }
}
