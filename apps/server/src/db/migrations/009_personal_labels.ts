import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantFk, tenantOwned } from './table-helpers';

// Personal labels of the talent list (issue 6 §3 "add/remove labels (tenant and personal)"): a
// label an operator puts on an application for themselves. Only that operator ever reads it
// (list, details, filter, export), so each row carries its owner. Tenant labels stay in
// application_label (002), which smart-rule tag rules keep writing; the two never mix.
//
// Primary key (tenant_id, application_id, operator_id, label): the rows of the applications of a
// list page for the current operator, and the foreign key's cascade when an application goes.
// The second index serves the owner's label filter (label → applications).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  let table = tenantOwned(db.schema.createTable('application_personal_label'), 'application_personal_label')
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('application_personal_label_pkey', [
      'tenant_id',
      'application_id',
      'operator_id',
      'label',
    ]);
  table = tenantFk(
    table,
    'application_personal_label_application_fk',
    'application_id',
    'application',
    'cascade',
  );
  // An operator's labels go with the operator.
  table = tenantFk(table, 'application_personal_label_operator_fk', 'operator_id', 'operator', 'cascade');
  await table.execute();
  await db.schema
    .createIndex('application_personal_label_owner_idx')
    .on('application_personal_label')
    .columns(['tenant_id', 'operator_id', 'label', 'application_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('application_personal_label_owner_idx').ifExists().execute();
  await db.schema.dropTable('application_personal_label').ifExists().execute();
}
