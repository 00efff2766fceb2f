import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// Export templates (issue 12 §3, /systemManagement/basic/exportTmpl): a tenant's named choices
// of talent export columns. The columns are a JSON array of column keys: nothing filters on
// them, they are read and written whole with their template. Names are unique per tenant.
// The creator is kept for display only (no foreign key: removing an operator keeps the
// tenant's templates); a template belongs to the tenant and goes with it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('export_template'), 'export_template')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('columns_json', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('export_template_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('export_template_name_idx')
    .unique()
    .on('export_template')
    .columns(['tenant_id', 'name'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('export_template_name_idx').ifExists().execute();
  await db.schema.dropTable('export_template').ifExists().execute();
}
