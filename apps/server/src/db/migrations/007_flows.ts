import { sql, type Kysely } from 'kysely';

// Flow management (issue 6 §1). No new tables: flow and flow_step of 002 hold everything. Two
// indexes:
// - one default flow per tenant, enforced (a partial unique index), so two requests that each
//   find a tenant without its default flow cannot both create one;
// - applications by step, for the per-step counts of the flow pages and for the "applications
//   still sit in this step" check (and the foreign-key check) when a step is deleted.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  // Before the index: keep only the earliest default of a tenant that has several.
  await sql`
    update flow set is_default = 0
    where is_default = 1 and exists (
      select 1 from flow other
      where other.tenant_id = flow.tenant_id and other.is_default = 1 and other.id < flow.id
    )`.execute(db);
  await db.schema
    .createIndex('flow_tenant_default_uq')
    .on('flow')
    .column('tenant_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
  await db.schema
    .createIndex('application_tenant_step_idx')
    .on('application')
    .columns(['tenant_id', 'step_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('application_tenant_step_idx').ifExists().execute();
  await db.schema.dropIndex('flow_tenant_default_uq').ifExists().execute();
}
