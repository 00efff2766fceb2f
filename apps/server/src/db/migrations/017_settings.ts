import type { Kysely } from 'kysely';

// System settings (issue 17): a role's data scope (which applications its users see: all, those of
// the user's organisation and below, or only the jobs the user created) and the organisation an
// operator belongs to. Both are plain columns with defaults, so earlier inserts stay valid. The
// operator's organisation is checked in code (SQLite cannot add a foreign key to an existing table).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('role')
    .addColumn('data_scope', 'text', (c) => c.notNull().defaultTo('all'))
    .execute();
  await db.schema.alterTable('operator').addColumn('organization_id', 'text').execute();
  await db.schema
    .createIndex('operator_tenant_organization_idx')
    .on('operator')
    .columns(['tenant_id', 'organization_id'])
    .execute();
  await db.schema
    .createIndex('role_tenant_name_uq')
    .on('role')
    .columns(['tenant_id', 'name'])
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('role_tenant_name_uq').execute();
  await db.schema.dropIndex('operator_tenant_organization_idx').execute();
  await db.schema.alterTable('operator').dropColumn('organization_id').execute();
  await db.schema.alterTable('role').dropColumn('data_scope').execute();
}
