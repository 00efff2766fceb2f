import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// The resume designer (issue 4): published design versions (immutable: a row is written once
// when a draft is approved and never updated), draft tasks (the EDITING → CHECKING → PUBLISHED /
// REJECTED workflow of D2 §4, with an optimistic-lock revision) and member custom dictionaries.
// Same rules as 001-003: tenant_id NOT NULL leading every primary key, foreign key and index.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('resume_design_version'), 'resume_design_version')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('modules_json', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text')
    .addColumn('published_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('resume_design_version_pkey', ['tenant_id', 'version'])
    .execute();

  await tenantOwned(db.schema.createTable('resume_design_task'), 'resume_design_task')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('base_version', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('modules_json', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_version', 'integer')
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', MILLIS_TYPE)
    .addColumn('submitted_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_at', MILLIS_TYPE)
    .addColumn('reviewed_by', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('resume_design_task_pkey', ['tenant_id', 'id'])
    .execute();
  // The latest task of a tenant is the highest seq; two concurrent "Edit"s collide here.
  await db.schema
    .createIndex('resume_design_task_tenant_seq_uq')
    .on('resume_design_task')
    .columns(['tenant_id', 'seq'])
    .unique()
    .execute();
  // The provider's queue filters by status within each tenant.
  await db.schema
    .createIndex('resume_design_task_tenant_status_idx')
    .on('resume_design_task')
    .columns(['tenant_id', 'status', 'submitted_at'])
    .execute();

  await tenantOwned(db.schema.createTable('member_dictionary'), 'member_dictionary')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dict_level', 'integer', (c) => c.notNull())
    .addColumn('items_json', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('member_dictionary_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('member_dictionary_tenant_name_uq')
    .on('member_dictionary')
    .columns(['tenant_id', 'name'])
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('member_dictionary').ifExists().execute();
  await db.schema.dropTable('resume_design_task').ifExists().execute();
  await db.schema.dropTable('resume_design_version').ifExists().execute();
}
