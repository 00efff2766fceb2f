import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// Campus brand placement (issue 19): brand cards applied to put a tenant's careers site first in
// the provider's campus portal (the list of tenants' careers sites) for a period, for a list of
// schools (one card per school). The portal reads the placements running now across tenants.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('brand_placement'), 'brand_placement')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('schools_json', 'text', (c) => c.notNull())
    .addColumn('school_count', 'integer', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('starts_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('ends_at', MILLIS_TYPE, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_placement_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('brand_placement_active_idx')
    .on('brand_placement')
    .columns(['tenant_id', 'ends_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('brand_placement').ifExists().execute();
}
