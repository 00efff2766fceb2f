import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { FILE_PURPOSE } from '@ehire/domain/contracts/files';
import type { Database } from '../../db/schema';
import type { FileService } from '../../platform/files/file.service';
import { ResumeAttachmentRepository } from './resume-attachment.repository';

const BATCH = 20;

/**
 * Moves resume attachments stored as database blobs (before migration 012) into the file storage,
 * run at every start after the migrations. Per attachment: put the bytes under a key derived from
 * the attachment id (a repeat overwrites the same object), then in one transaction point the
 * attachment at its file, empty the blob and insert the `file` row (id = attachment id). A crash
 * at any point leaves the attachment either untouched (moved again next start) or done; several
 * processes starting together on PostgreSQL are safe because only the one whose update still
 * finds file_id null writes the row. Nothing to move costs one indexed query.
 */
export async function moveAttachmentBlobs(
  db: Kysely<Database>,
  files: FileService,
  log?: FastifyBaseLogger,
): Promise<number> {
  const attachments = new ResumeAttachmentRepository(db);
  let moved = 0;
  for (const tenantId of await attachments.tenantsWithBlobs()) {
    for (let rows = await attachments.withBlob(tenantId, BATCH); rows.length > 0;) {
      for (const row of rows) {
        const pending = await files.putWithId({
          tenantId,
          id: row.id,
          name: row.file_name,
          contentType: row.mime_type,
          purpose: FILE_PURPOSE.resumeAttachment,
          bytes: Buffer.from(row.content),
          createdAt: Number(row.created_at),
        });
        await db.transaction().execute(async (trx) => {
          if (await attachments.withDb(trx).markMoved(tenantId, row.id, row.id)) {
            await files.recordPending(trx, pending);
            moved += 1;
          }
        });
      }
      rows = await attachments.withBlob(tenantId, BATCH);
    }
  }
  if (moved > 0) log?.info({ moved }, 'resume attachments moved from the database into the file storage');
  return moved;
}
