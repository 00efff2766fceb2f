import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ApplicationCommentTable, Database } from '../../db/schema';

// application_comment: recruiters' comments on an application (talent details, exports).

type Db = Kysely<Database> | Transaction<Database>;

export async function insertComment(db: Db, row: Insertable<ApplicationCommentTable>): Promise<void> {
  await db.insertInto('application_comment').values(row).execute();
}

/** The comments on the given applications, newest first. */
export async function commentsOf(db: Db, tenantId: string, applicationIds: readonly string[]) {
  return db
    .selectFrom('application_comment')
    .select(['application_id', 'content'])
    .where('tenant_id', '=', tenantId)
    .where('application_id', 'in', applicationIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One application's comments, newest first. */
export async function commentsOfApplication(db: Db, tenantId: string, applicationId: string) {
  return db
    .selectFrom('application_comment')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Anonymisation (issue 17): comments on these applications keep author and time, not their words. */
export async function anonymiseComments(
  db: Db,
  tenantId: string,
  applicationIds: readonly string[],
  text: string,
): Promise<void> {
  if (applicationIds.length === 0) return;
  await db
    .updateTable('application_comment')
    .set({ content: text })
    .where('tenant_id', '=', tenantId)
    .where('application_id', 'in', [...applicationIds])
    .execute();
}
