import type { Insertable, Kysely, Transaction } from 'kysely';
import type {
  CandidateMergeTable,
  CandidateTable,
  Database,
  ResumeAttachmentTable,
  ResumeTable,
} from '../../db/schema';

// The talent feature's people: candidates, their résumés (with attachments) and the record of
// each merge of an application into a stored candidate. The apply flow writes through here.

type Db = Kysely<Database> | Transaction<Database>;

/** Candidates of the tenant with `column` = value (one indexed lookup per identity key). */
export async function candidatesBy(
  db: Db,
  tenantId: string,
  column: 'mobile' | 'email' | 'id_number',
  value: string,
) {
  return db
    .selectFrom('candidate')
    .select(['id', 'name', 'mobile', 'email', 'id_number', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where(column, '=', value)
    .execute();
}

export async function insertCandidate(db: Db, row: Insertable<CandidateTable>): Promise<void> {
  await db.insertInto('candidate').values(row).execute();
}

/** Fills identity values a stored candidate lacks. */
export async function patchCandidate(
  db: Db,
  tenantId: string,
  candidateId: string,
  patch: { email?: string; id_number?: string },
): Promise<void> {
  await db
    .updateTable('candidate')
    .set(patch)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', candidateId)
    .execute();
}

export async function insertCandidateMerge(db: Db, row: Insertable<CandidateMergeTable>): Promise<void> {
  await db.insertInto('candidate_merge').values(row).execute();
}

export async function insertResume(db: Db, row: Insertable<ResumeTable>): Promise<void> {
  await db.insertInto('resume').values(row).execute();
}

export async function insertResumeAttachment(db: Db, row: Insertable<ResumeAttachmentTable>): Promise<void> {
  await db.insertInto('resume_attachment').values(row).execute();
}

/** What talent details show of a résumé. */
export async function resumeForDetail(db: Db, tenantId: string, resumeId: string) {
  return db
    .selectFrom('resume')
    .select(['id', 'answers_json', 'design_version'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', resumeId)
    .executeTakeFirstOrThrow();
}

/** What talent details show of a candidate. */
export async function candidateForDetail(db: Db, tenantId: string, candidateId: string) {
  return db
    .selectFrom('candidate')
    .select(['id', 'name', 'gender', 'mobile', 'email', 'birth_date'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', candidateId)
    .executeTakeFirstOrThrow();
}
