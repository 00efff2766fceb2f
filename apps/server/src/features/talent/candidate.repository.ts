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

// 更多设置's anonymisation (issue 17): a candidate is past retention when their record and every
// application of theirs, current or in the history pool, is older than the cutoff. An
// anonymised candidate keeps mobile `anon:<id>` (the tenant's mobile is unique, so it cannot be
// emptied), which also marks them done.
const ANONYMISED_MOBILE_PREFIX = 'anon:';

function pastRetention(db: Db, tenantId: string, cutoff: number) {
  return db
    .selectFrom('candidate as c')
    .where('c.tenant_id', '=', tenantId)
    .where('c.created_at', '<', cutoff)
    .where('c.mobile', 'not like', `${ANONYMISED_MOBILE_PREFIX}%`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('application as a')
            .select('a.id')
            .whereRef('a.tenant_id', '=', 'c.tenant_id')
            .whereRef('a.candidate_id', '=', 'c.id')
            .where('a.applied_at', '>=', cutoff),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('history_application as h')
            .select('h.id')
            .whereRef('h.tenant_id', '=', 'c.tenant_id')
            .whereRef('h.candidate_id', '=', 'c.id')
            .where('h.applied_at', '>=', cutoff),
        ),
      ),
    );
}

export async function countCandidatesPastRetention(db: Db, tenantId: string, cutoff: number): Promise<number> {
  const row = await pastRetention(db, tenantId, cutoff)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next candidates to anonymise, by id. */
export async function candidatesPastRetention(
  db: Db,
  tenantId: string,
  cutoff: number,
  limit: number,
): Promise<string[]> {
  const rows = await pastRetention(db, tenantId, cutoff).select('c.id').orderBy('c.id').limit(limit).execute();
  return rows.map((r) => r.id);
}

export async function countAnonymisedCandidates(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('candidate')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('mobile', 'like', `${ANONYMISED_MOBILE_PREFIX}%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stored files of the candidates' résumé attachments (deleted before the rows). */
export async function attachmentFilesOfCandidates(
  db: Db,
  tenantId: string,
  candidateIds: readonly string[],
): Promise<string[]> {
  if (candidateIds.length === 0) return [];
  const rows = await db
    .selectFrom('resume_attachment as ra')
    .innerJoin('resume as r', (j) => j.onRef('r.tenant_id', '=', 'ra.tenant_id').onRef('r.id', '=', 'ra.resume_id'))
    .select('ra.file_id')
    .where('ra.tenant_id', '=', tenantId)
    .where('r.candidate_id', 'in', [...candidateIds])
    .execute();
  return rows.flatMap((r) => (r.file_id ? [r.file_id] : []));
}

/**
 * Removes the candidates' personal data: name, mobile, email, ID number and birth date; every
 * answer of their résumés (custom fields may hold anything personal) and their attachments;
 * what a merge recorded of their details. Kept for statistics: gender and the résumé's school,
 * level, degree, major, graduation year, home province and channel.
 */
export async function anonymiseCandidates(
  trx: Db,
  tenantId: string,
  candidateIds: readonly string[],
  name: string,
): Promise<void> {
  if (candidateIds.length === 0) return;
  const ids = [...candidateIds];
  for (const id of ids) {
    await trx
      .updateTable('candidate')
      .set({ name, mobile: `${ANONYMISED_MOBILE_PREFIX}${id}`, email: '', id_number: null, birth_date: '' })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }
  await trx
    .updateTable('resume')
    .set({ answers_json: '{}' })
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', 'in', ids)
    .execute();
  await trx
    .deleteFrom('resume_attachment')
    .where('tenant_id', '=', tenantId)
    .where('resume_id', 'in', (eb) =>
      eb.selectFrom('resume').select('id').where('tenant_id', '=', tenantId).where('candidate_id', 'in', ids),
    )
    .execute();
  await trx
    .updateTable('candidate_merge')
    .set({ changes_json: '{}' })
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', 'in', ids)
    .execute();
}

/** The mobiles and emails these candidates are reached at, before anonymisation replaces them. */
export async function contactsOfCandidates(
  db: Db,
  tenantId: string,
  candidateIds: readonly string[],
): Promise<{ mobiles: string[]; emails: string[] }> {
  if (candidateIds.length === 0) return { mobiles: [], emails: [] };
  const rows = await db
    .selectFrom('candidate')
    .select(['mobile', 'email'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...candidateIds])
    .execute();
  return {
    mobiles: rows.map((r) => r.mobile).filter((m) => m !== '' && !m.startsWith(ANONYMISED_MOBILE_PREFIX)),
    emails: rows.map((r) => r.email).filter((e) => e !== ''),
  };
}
