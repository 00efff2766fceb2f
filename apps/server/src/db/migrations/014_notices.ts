import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// Notices (issue 14): templates, one record per recipient of a send, and candidates' replies.
// A record is written before its message leaves and marked after, so a send task taken over
// after a crash skips what was sent (unique per task and application). Records keep copies of
// names (template, candidate, job, operator): they are a log and must read the same after the
// template or the candidate changed. Replies belong to the operator who sent the record; their
// read_at drives the header badge with notice_message.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('notice_template'), 'notice_template')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachments_json', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_template_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('notice_template_channel_idx')
    .on('notice_template')
    .columns(['tenant_id', 'channel', 'created_at'])
    .execute();

  await tenantOwned(db.schema.createTable('notice_record'), 'notice_record')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text')
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('application_id', 'text')
    .addColumn('candidate_id', 'text')
    .addColumn('candidate_name', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('job_name', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('segments', 'integer', (c) => c.notNull())
    .addColumn('reply_token', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('operator_name', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('sent_at', MILLIS_TYPE)
    .addPrimaryKeyConstraint('notice_record_pkey', ['tenant_id', 'id'])
    .execute();
  // One record per recipient of a send task: a resumed task finds the records it wrote.
  await db.schema
    .createIndex('notice_record_task_idx')
    .unique()
    .on('notice_record')
    .columns(['tenant_id', 'task_id', 'application_id'])
    .execute();
  await db.schema
    .createIndex('notice_record_list_idx')
    .on('notice_record')
    .columns(['tenant_id', 'channel', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notice_record_template_idx')
    .on('notice_record')
    .columns(['tenant_id', 'template_id', 'status'])
    .execute();
  await db.schema
    .createIndex('notice_record_application_idx')
    .on('notice_record')
    .columns(['tenant_id', 'application_id'])
    .execute();

  await tenantOwned(db.schema.createTable('notice_reply'), 'notice_reply')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('read_at', MILLIS_TYPE)
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reply_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'notice_reply_record_fk',
      ['tenant_id', 'record_id'],
      'notice_record',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('notice_reply_operator_idx')
    .on('notice_reply')
    .columns(['tenant_id', 'operator_id', 'read_at'])
    .execute();
  await db.schema
    .createIndex('notice_reply_record_idx')
    .on('notice_reply')
    .columns(['tenant_id', 'record_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('notice_reply').ifExists().execute();
  await db.schema.dropTable('notice_record').ifExists().execute();
  await db.schema.dropTable('notice_template').ifExists().execute();
}
