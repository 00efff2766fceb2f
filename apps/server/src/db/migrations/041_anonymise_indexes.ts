import type { Kysely } from 'kysely';

// Anonymisation of candidates past retention (issue 17) finds, per batch of candidates, the
// audit rows about their records, the notice records sent to them and their careers sessions.
// Without these indexes each batch read the tenant's whole audit log, notice records and
// sessions.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('audit_log_tenant_target_idx').on('audit_log').columns(['tenant_id', 'target_id']).execute();
  await db.schema
    .createIndex('notice_record_candidate_idx')
    .on('notice_record')
    .columns(['tenant_id', 'candidate_id'])
    .execute();
  await db.schema
    .createIndex('candidate_session_address_idx')
    .on('candidate_session')
    .columns(['tenant_id', 'address'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('candidate_session_address_idx').execute();
  await db.schema.dropIndex('notice_record_candidate_idx').execute();
  await db.schema.dropIndex('audit_log_tenant_target_idx').execute();
}
