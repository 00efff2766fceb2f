import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// 测评管理 (issue 18 §3): the assessment products a tenant uses and the invitations sent to
// candidates, each carrying its result (score, level, report file) once the provider's callback
// or an import recorded it. Licences are the toolbox's assessment lots (asset 'assessment').

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('assessment_product'), 'assessment_product')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('assessment_product_pk', ['tenant_id', 'id'])
    .execute();

  await tenantOwned(db.schema.createTable('assessment_invitation'), 'assessment_invitation')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'text', (c) => c.notNull())
    // Snapshots of the candidate at invitation time: results stay readable after archiving.
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('job_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('report_file_id', 'text')
    .addColumn('report_name', 'text', (c) => c.notNull())
    .addColumn('result_source', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('invited_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('completed_at', MILLIS_TYPE)
    .addPrimaryKeyConstraint('assessment_invitation_pk', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('assessment_invitation_application_idx')
    .on('assessment_invitation')
    .columns(['tenant_id', 'application_id'])
    .execute();
  await db.schema
    .createIndex('assessment_invitation_invited_idx')
    .on('assessment_invitation')
    .columns(['tenant_id', 'invited_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('assessment_invitation').execute();
  await db.schema.dropTable('assessment_product').execute();
}
