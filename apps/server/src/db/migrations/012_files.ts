import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// Stored files (issue 12 §2): one `file` row per object in the file storage (platform/files):
// who owns it (tenant), where its bytes are (storage_key), what it is (the uploaded zh-CN name,
// the type read from its bytes, size, SHA-256), what for (purpose), who uploaded it ('' for a
// candidate or the system) and until when it is kept (expires_at; null = as long as what refers
// to it). Uploads nobody claimed and task results expire and are purged.
//
// resume_attachment.file_id points at the attachment's file. The bytes of attachments stored
// before this migration are still in resume_attachment.content: a start-up step after the
// migrations (features/talent/attachment-blob-move.ts) copies each into storage, inserts its
// file row (same id as the attachment), sets file_id and empties content, one row at a time, so
// an interrupted move resumes where it stopped. No foreign key on file_id: SQLite cannot add a
// composite (tenant_id, file_id) key to an existing table.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('file'), 'file')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('expires_at', MILLIS_TYPE)
    .addPrimaryKeyConstraint('file_pkey', ['tenant_id', 'id'])
    .execute();
  // The purge of expired files, tenant by tenant.
  await db.schema.createIndex('file_expiry_idx').on('file').columns(['tenant_id', 'expires_at']).execute();

  await db.schema.alterTable('resume_attachment').addColumn('file_id', 'text').execute();
  // The start-up move finds the attachments still to move (file_id null) tenant by tenant.
  await db.schema
    .createIndex('resume_attachment_file_idx')
    .on('resume_attachment')
    .columns(['tenant_id', 'file_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('resume_attachment_file_idx').ifExists().execute();
  await db.schema.alterTable('resume_attachment').dropColumn('file_id').execute();
  await db.schema.dropIndex('file_expiry_idx').ifExists().execute();
  await db.schema.dropTable('file').ifExists().execute();
}
