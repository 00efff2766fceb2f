import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';

// System settings pages (issue 17, s8): one row per tenant and setting (筛选设置 first; later
// settings pages add keys, not tables). `value` is the setting as JSON, checked by its contract
// on every read and write.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('tenant_setting')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tenant_setting_pk', ['tenant_id', 'key'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('tenant_setting').execute();
}
