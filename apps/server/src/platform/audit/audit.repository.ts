import type { Insertable, Kysely } from 'kysely';
import type { AuditLogEntry } from '@ehire/domain/contracts/settings';
import type { AuditLogTable, Database } from '../../db/schema';

/** A filter of the tenant's audit log (日志查询, issue 17). */
export interface AuditLogFilter {
  operatorId: string | null;
  action: string;
  from: number | null;
  to: number | null;
}

export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<AuditLogTable>): Promise<void> {
    await this.db.insertInto('audit_log').values(row).execute();
  }

  private filtered(tenantId: string, f: AuditLogFilter) {
    let query = this.db
      .selectFrom('audit_log as l')
      .leftJoin('operator as o', (join) =>
        join.onRef('o.tenant_id', '=', 'l.tenant_id').onRef('o.id', '=', 'l.principal_id'),
      )
      .where('l.tenant_id', '=', tenantId)
      .where('l.principal_kind', '=', 'operator');
    if (f.operatorId) query = query.where('l.principal_id', '=', f.operatorId);
    if (f.action) query = query.where('l.action', 'like', `%${f.action}%`);
    if (f.from !== null) query = query.where('l.created_at', '>=', f.from);
    if (f.to !== null) query = query.where('l.created_at', '<=', f.to);
    return query;
  }

  /** The tenant's operator actions, newest first (who, what, which record, when, IP). */
  async page(
    tenantId: string,
    f: AuditLogFilter,
    paging: { offset: number; limit: number },
  ): Promise<{ total: number; rows: AuditLogEntry[] }> {
    const total = await this.filtered(tenantId, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.filtered(tenantId, f)
      .select([
        'l.id',
        'l.principal_id',
        'o.display_name',
        'l.action',
        'l.target_type',
        'l.target_id',
        'l.detail',
        'l.ip',
        'l.created_at',
      ])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute();
    return {
      total: Number(total.n),
      rows: rows.map((row) => ({
        id: row.id,
        operatorId: row.principal_id,
        operatorName: row.display_name ?? '',
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        detail: row.detail,
        ip: row.ip,
        createdAt: Number(row.created_at),
      })),
    };
  }

  /**
   * Anonymisation (issue 17): audit rows about these records (candidate, applications,
   * interview invitations) keep who, what action, which record and when; their free-text detail
   * (which may quote the candidate) is replaced, and the IP of the candidate's own actions
   * (anonymous principal) is cleared. Operators' IPs are theirs, not the candidate's.
   */
  async anonymiseTargets(tenantId: string, targetIds: readonly string[], text: string): Promise<void> {
    if (targetIds.length === 0) return;
    const ids = [...targetIds];
    await this.db
      .updateTable('audit_log')
      .set({ detail: text })
      .where('tenant_id', '=', tenantId)
      .where('target_id', 'in', ids)
      .execute();
    await this.db
      .updateTable('audit_log')
      .set({ ip: '' })
      .where('tenant_id', '=', tenantId)
      .where('target_id', 'in', ids)
      .where('principal_kind', '=', 'anonymous')
      .execute();
  }
}
