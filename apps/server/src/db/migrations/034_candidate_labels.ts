import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';

// 公共人才库's labels (issue 18 §1): a candidate's labels, one row each. Application labels
// (application_label) belong to one application; a pool candidate may have none, so the pool
// labels the candidate. The (tenant_id, label) index serves the label filter's EXISTS.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('candidate_label')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('candidate_label_pk', ['tenant_id', 'candidate_id', 'label'])
    .execute();
  await db.schema
    .createIndex('candidate_label_tenant_label_idx')
    .on('candidate_label')
    .columns(['tenant_id', 'label', 'candidate_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('candidate_label').execute();
}
