import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { NoticeChannel, NoticePurpose, NoticeTemplate } from '@ehire/domain/contracts/notice';
import type { Database, NoticeTemplateTable } from '../../db/schema';

type Row = Selectable<NoticeTemplateTable>;

function toTemplate(row: Row): NoticeTemplate {
  return {
    id: row.id,
    name: row.name,
    channel: row.channel as NoticeChannel,
    purpose: row.purpose as NoticePurpose,
    subject: row.subject,
    body: row.body,
    attachmentFileIds: JSON.parse(row.attachments_json) as string[],
    // Names and sizes are the file service's (NoticeService fills them in).
    attachments: [],
    enabled: row.enabled === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export class NoticeTemplateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(tenantId: string, channel?: NoticeChannel): Promise<NoticeTemplate[]> {
    let query = this.db.selectFrom('notice_template').selectAll().where('tenant_id', '=', tenantId);
    if (channel) query = query.where('channel', '=', channel);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toTemplate);
  }

  async find(tenantId: string, id: string): Promise<NoticeTemplate | undefined> {
    const row = await this.db
      .selectFrom('notice_template')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toTemplate(row) : undefined;
  }

  async insert(row: Insertable<NoticeTemplateTable>): Promise<void> {
    await this.db.insertInto('notice_template').values(row).execute();
  }

  async update(tenantId: string, id: string, changes: Updateable<NoticeTemplateTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('notice_template')
      .set(changes)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await this.db
      .deleteFrom('notice_template')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }
}
