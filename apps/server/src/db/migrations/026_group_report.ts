import type { Kysely } from 'kysely';

// The workbench's custom group report (WB-015, issue 16): shown instead of the process overview
// for the project configured for it (project.group_report = 1, set by the provider's staff).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('project')
    .addColumn('group_report', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('project').dropColumn('group_report').execute();
}
