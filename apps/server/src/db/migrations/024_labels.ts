import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';

// Labels page (标签管理, issue 17): the tenant's catalogue of talent labels with a colour. The
// labels on applications stay names in application_label (the talent list filters on them); the
// catalogue adds the colour and lets a label exist before it is used.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('talent_label')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('talent_label_pk', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('talent_label_tenant_name_uq')
    .on('talent_label')
    .columns(['tenant_id', 'name'])
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('talent_label').execute();
}
