import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned, tenantFk } from './table-helpers';

// Smart operations rules (issue 3 §3): rule sets of the three kinds, their sub-rules, the fields
// each rule set uses (for the designer's related-rules query) and the recalculation tasks. Same
// rules as 001-003: tenant_id NOT NULL leading every primary key, foreign key and index.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('smart_rule_set'), 'smart_rule_set')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('labels_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('disabled_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('smart_rule_set_pkey', ['tenant_id', 'id'])
    .execute();
  // A name is unique per kind within a tenant; the list pages by kind.
  await db.schema
    .createIndex('smart_rule_set_tenant_kind_name_uq')
    .on('smart_rule_set')
    .columns(['tenant_id', 'kind', 'name'])
    .unique()
    .execute();

  let sub = tenantOwned(db.schema.createTable('smart_sub_rule'), 'smart_sub_rule')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('rule_set_id', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('conditions_json', 'text', (c) => c.notNull())
    .addColumn('conditions_operation', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('score', 'double precision')
    .addColumn('execute_type', 'text')
    .addColumn('target_iv_id', 'text')
    .addPrimaryKeyConstraint('smart_sub_rule_pkey', ['tenant_id', 'id']);
  sub = tenantFk(sub, 'smart_sub_rule_set_fk', 'rule_set_id', 'smart_rule_set', 'cascade');
  await sub.execute();
  await db.schema
    .createIndex('smart_sub_rule_tenant_set_idx')
    .on('smart_sub_rule')
    .columns(['tenant_id', 'rule_set_id', 'sort'])
    .execute();

  let field = tenantOwned(db.schema.createTable('smart_rule_field'), 'smart_rule_field')
    .addColumn('rule_set_id', 'text', (c) => c.notNull())
    .addColumn('module_name', 'text', (c) => c.notNull())
    .addColumn('column_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('smart_rule_field_pkey', [
      'tenant_id',
      'rule_set_id',
      'module_name',
      'column_name',
    ]);
  field = tenantFk(field, 'smart_rule_field_set_fk', 'rule_set_id', 'smart_rule_set', 'cascade');
  await field.execute();
  // The designer asks by (module, column).
  await db.schema
    .createIndex('smart_rule_field_tenant_field_idx')
    .on('smart_rule_field')
    .columns(['tenant_id', 'module_name', 'column_name'])
    .execute();

  await tenantOwned(db.schema.createTable('smart_recalc_task'), 'smart_recalc_task')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // '20' running, '30' done, '40' failed.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    // The last application id done; the next batch starts after it (ids sort by creation).
    .addColumn('cursor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('started_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('finished_at', MILLIS_TYPE)
    // A running task whose lease has expired was abandoned (crash, kill) and may be taken over.
    .addColumn('lease_until', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('smart_recalc_task_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('smart_recalc_task_tenant_kind_idx')
    .on('smart_recalc_task')
    .columns(['tenant_id', 'kind', 'started_at'])
    .execute();
  // Server start scans running tasks across tenants without an index: the table stays small and
  // every index must lead with tenant_id (tenant-isolation.test.ts).
}

export async function down(db: Db): Promise<void> {
  for (const table of ['smart_recalc_task', 'smart_rule_field', 'smart_sub_rule', 'smart_rule_set']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
