import type { Kysely } from 'kysely';
import { MILLIS_TYPE } from '../dialect';
import { tenantOwned } from './table-helpers';

// Seed progress (issue 21: an interrupted seed resumes). One row per tenant being seeded: the
// plan the seed drew before its first batch (flow, jobs, per-batch random seeds) and how many
// batches are committed, written in the same transaction as each batch, so a seed stopped at any
// point resumes exactly after its last committed batch. The row is removed when the seed ends.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await tenantOwned(db.schema.createTable('seed_progress'), 'seed_progress')
    .addColumn('plan_json', 'text', (c) => c.notNull())
    .addColumn('units_done', 'integer', (c) => c.notNull())
    .addColumn('updated_at', MILLIS_TYPE, (c) => c.notNull())
    .addPrimaryKeyConstraint('seed_progress_pkey', ['tenant_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('seed_progress').ifExists().execute();
}
