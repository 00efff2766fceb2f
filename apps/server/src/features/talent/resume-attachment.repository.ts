import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const EMPTY = new Uint8Array(0);

/** resume_attachment: the files of an application form (their bytes are in the file storage). */
export class ResumeAttachmentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  withDb(db: Kysely<Database>): ResumeAttachmentRepository {
    return new ResumeAttachmentRepository(db);
  }

  /** The files of a résumé, in upload order (talent details). */
  async ofResume(tenantId: string, resumeId: string) {
    return this.db
      .selectFrom('resume_attachment')
      .select(['id', 'file_name', 'mime_type', 'size'])
      .where('tenant_id', '=', tenantId)
      .where('resume_id', '=', resumeId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** What a download needs; file_id null means the bytes are still in `content` (not moved yet). */
  async forDownload(tenantId: string, id: string) {
    return this.db
      .selectFrom('resume_attachment')
      .select(['resume_id', 'file_id', 'file_name', 'mime_type', 'content'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Tenants with attachments whose bytes are still in the database (stored before 012). */
  async tenantsWithBlobs(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tenant')
      .select('id')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('resume_attachment as a')
            .select('a.id')
            .whereRef('a.tenant_id', '=', 'tenant.id')
            .where('a.file_id', 'is', null),
        ),
      )
      .execute();
    return rows.map((r) => r.id);
  }

  async withBlob(tenantId: string, limit: number) {
    return this.db
      .selectFrom('resume_attachment')
      .select(['tenant_id', 'id', 'file_name', 'mime_type', 'content', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('file_id', 'is', null)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Points the attachment at its stored file and empties its blob; false if already done. */
  async markMoved(tenantId: string, id: string, fileId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('resume_attachment')
      .set({ file_id: fileId, content: EMPTY })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('file_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
