import type { Kysely } from 'kysely';

// Issue 20 §2: re-publishing a paused job goes to the provider's review again only when its
// content changed since the last approval. `changed_since_review` is 1 after any edit and 0 after
// an approval; existing jobs start at 0 (a paused job was approved as it is).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('job')
    .addColumn('changed_since_review', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('job').dropColumn('changed_since_review').execute();
}
