import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { NoticeChannel, NoticeRecord, NoticeRecordStatus } from '@ehire/domain/contracts/notice';
import type { Database, NoticeRecordTable } from '../../db/schema';

type Row = Selectable<NoticeRecordTable>;
type Db = Kysely<Database> | Transaction<Database>;
export interface RecordFilter {
  channel: NoticeChannel;
  from?: number;
  to?: number;
  templateId?: string;
  status?: NoticeRecordStatus;
  candidate?: string;
  jobId?: string;
}

function toRecord(row: Row): NoticeRecord {
  return {
    id: row.id,
    channel: row.channel as NoticeChannel,
    templateId: row.template_id,
    templateName: row.template_name,
    applicationId: row.application_id,
    candidateName: row.candidate_name,
    jobId: row.job_id,
    jobName: row.job_name,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    status: row.status as NoticeRecordStatus,
    reason: row.reason,
    segments: row.segments,
    taskId: row.task_id,
    operatorName: row.operator_name,
    createdAt: Number(row.created_at),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  };
}

export class NoticeRecordRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Writes the records of recipients the task has none for yet (a resumed task keeps its own). */
  async insertMissing(rows: Insertable<NoticeRecordTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('notice_record')
      .values(rows)
      .onConflict((oc) => oc.columns(['tenant_id', 'task_id', 'application_id']).doNothing())
      .execute();
  }

  /** The task's records of these applications, with their reply tokens. */
  async forTask(
    tenantId: string,
    taskId: string,
    applicationIds: string[],
  ): Promise<Array<NoticeRecord & { replyToken: string }>> {
    if (applicationIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('notice_record')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('task_id', '=', taskId)
      .where('application_id', 'in', applicationIds)
      .execute();
    return rows.map((row) => ({ ...toRecord(row), replyToken: row.reply_token }));
  }

  /** Every record of a send task (its per-recipient result), in the order written. */
  async ofTask(tenantId: string, taskId: string): Promise<NoticeRecord[]> {
    const rows = await this.db
      .selectFrom('notice_record')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('task_id', '=', taskId)
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  /** Moves the records among `ids` that are in `from`; answers how many moved. */
  async transitionMany(
    tenantId: string,
    ids: string[],
    from: NoticeRecordStatus,
    to: { status: NoticeRecordStatus; reason?: string; sentAt?: number },
  ): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .updateTable('notice_record')
      .set({
        status: to.status,
        ...(to.reason !== undefined ? { reason: to.reason } : {}),
        ...(to.sentAt !== undefined ? { sent_at: to.sentAt } : {}),
      })
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async insert(row: Insertable<NoticeRecordTable>): Promise<void> {
    await this.db.insertInto('notice_record').values(row).execute();
  }

  async find(
    tenantId: string,
    id: string,
  ): Promise<(NoticeRecord & { replyToken: string; operatorId: string }) | undefined> {
    const row = await this.db
      .selectFrom('notice_record')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...toRecord(row), replyToken: row.reply_token, operatorId: row.operator_id } : undefined;
  }

  /**
   * Moves a record from one status to another; false when it was not in `from` (another
   * process moved it first), so exactly one caller goes on to send.
   */
  async transition(
    tenantId: string,
    id: string,
    from: NoticeRecordStatus,
    to: { status: NoticeRecordStatus; reason?: string; sentAt?: number | null },
    db: Db = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('notice_record')
      .set({
        status: to.status,
        ...(to.reason !== undefined ? { reason: to.reason } : {}),
        ...(to.sentAt !== undefined ? { sent_at: to.sentAt } : {}),
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A reply arrived: sent (or failed-but-answered) records show 已回复. */
  async markReplied(tenantId: string, id: string): Promise<void> {
    await this.db
      .updateTable('notice_record')
      .set({ status: 'replied' })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'sent')
      .execute();
  }

  /** Whether a send still waiting or running uses the template (delete is refused then). */
  async templateInUse(tenantId: string, templateId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('notice_record')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('template_id', '=', templateId)
      .where('status', 'in', ['queued', 'sending'])
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  private filtered(tenantId: string, filter: RecordFilter) {
    let query = this.db
      .selectFrom('notice_record')
      .where('tenant_id', '=', tenantId)
      .where('channel', '=', filter.channel);
    if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('created_at', '<=', filter.to);
    if (filter.templateId) query = query.where('template_id', '=', filter.templateId);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.jobId) query = query.where('job_id', '=', filter.jobId);
    if (filter.candidate) {
      const like = `%${filter.candidate.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([eb('candidate_name', 'like', like), eb('to_address', 'like', like)]),
      );
    }
    return query;
  }

  async page(
    tenantId: string,
    filter: RecordFilter,
    pageIndex: number,
    pageSize: number,
  ): Promise<{ total: number; rows: NoticeRecord[] }> {
    const count = await this.filtered(tenantId, filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.filtered(tenantId, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute();
    return { total: Number(count.n), rows: rows.map(toRecord) };
  }

  /** Export: the filtered records in id order after `afterId`, one batch. */
  async batchAfter(
    tenantId: string,
    filter: RecordFilter,
    afterId: string,
    limit: number,
  ): Promise<NoticeRecord[]> {
    const rows = await this.filtered(tenantId, filter)
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  }

  async countFiltered(tenantId: string, filter: RecordFilter): Promise<number> {
    const row = await this.filtered(tenantId, filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The sent notices of the given applications (the candidate's own, on the careers site). */
  async sentForApplications(tenantId: string, applicationIds: string[]): Promise<NoticeRecord[]> {
    if (applicationIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('notice_record')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('application_id', 'in', applicationIds)
      .where('status', 'in', ['sent', 'replied'])
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map(toRecord);
  }

  /**
   * Anonymisation (issue 17): the records of notices sent to these candidates keep channel,
   * template, job, status, segments, sender and times (statistics, billing) but no name, address
   * or text. Answers the records' ids (their replies go too).
   */
  async anonymiseCandidates(tenantId: string, candidateIds: readonly string[], name: string): Promise<string[]> {
    if (candidateIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('notice_record')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', 'in', [...candidateIds])
      .execute();
    await this.db
      .updateTable('notice_record')
      .set({ candidate_name: name, to_address: '', subject: '', body: '' })
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', 'in', [...candidateIds])
      .execute();
    return rows.map((r) => r.id);
  }
}
