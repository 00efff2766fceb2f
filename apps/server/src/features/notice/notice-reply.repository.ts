import type { Insertable, Kysely } from 'kysely';
import type { NoticeChannel, NoticeReply } from '@ehire/domain/contracts/notice';
import type { Database, NoticeReplyTable } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

export class NoticeReplyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<NoticeReplyTable>): Promise<void> {
    await this.db.insertInto('notice_reply').values(row).execute();
  }

  /** Unread replies to the operator's notices (the header badge). */
  async countUnread(ctx: TenantContext): Promise<number> {
    const row = await this.db
      .selectFrom('notice_reply')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', ctx.tenantId)
      .where('operator_id', '=', ctx.operatorId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Replies of the tenant, newest first, with their record's names. */
  async list(tenantId: string, limit: number): Promise<NoticeReply[]> {
    const rows = await this.db
      .selectFrom('notice_reply as r')
      .innerJoin('notice_record as n', (j) =>
        j.onRef('n.tenant_id', '=', 'r.tenant_id').onRef('n.id', '=', 'r.record_id'),
      )
      .select([
        'r.id',
        'r.record_id',
        'r.source',
        'r.from_address',
        'r.content',
        'r.read_at',
        'r.created_at',
        'n.channel',
        'n.candidate_name',
        'n.job_name',
        'n.subject',
      ])
      .where('r.tenant_id', '=', tenantId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      recordId: r.record_id,
      channel: r.channel as NoticeChannel,
      candidateName: r.candidate_name,
      jobName: r.job_name,
      subject: r.subject,
      source: r.source === 'careers' ? 'careers' : 'email',
      from: r.from_address,
      content: r.content,
      read: r.read_at !== null,
      createdAt: Number(r.created_at),
    }));
  }

  /** Marks one reply read (by anyone of the tenant who reads it); false when there is none. */
  async markRead(tenantId: string, id: string, now: number): Promise<boolean> {
    const exists = await this.db
      .selectFrom('notice_reply')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) return false;
    await this.db
      .updateTable('notice_reply')
      .set({ read_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .execute();
    return true;
  }

  async listForRecords(
    tenantId: string,
    recordIds: string[],
  ): Promise<Array<{ recordId: string; content: string; createdAt: number }>> {
    if (recordIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('notice_reply')
      .select(['record_id', 'content', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('record_id', 'in', recordIds)
      .orderBy('created_at', 'asc')
      .execute();
    return rows.map((r) => ({ recordId: r.record_id, content: r.content, createdAt: Number(r.created_at) }));
  }

  /** Anonymisation (issue 17): replies to these records keep source, sender badge and times only. */
  async anonymiseForRecords(tenantId: string, recordIds: readonly string[]): Promise<void> {
    if (recordIds.length === 0) return;
    await this.db
      .updateTable('notice_reply')
      .set({ from_address: '', content: '' })
      .where('tenant_id', '=', tenantId)
      .where('record_id', 'in', [...recordIds])
      .execute();
  }
}
