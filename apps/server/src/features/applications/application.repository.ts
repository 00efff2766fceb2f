import {
  sql,
  type Expression,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { contactKey, type CandidateContact } from '@ehire/domain/contracts/candidate-auth';
import type { InboxStatusCode } from '../../db/schema';
import { newId } from '../../db/ids';
import type { ApplicationTable, Database } from '../../db/schema';
import type { ApplicationScope } from '../settings/data-scope.service';
import { ALL_SCOPE, scopedJobs } from '../settings/data-scope.sql';

// The one owner of the `application` table and the rows that record an application's path
// (issue 13 §1): creating applications, moving them between steps and statuses, and counting
// them. The apply flow, imports, smart rules, talent, workbench and statistics call these
// functions; the counts the workbench shows and the talent lists' unfiltered counts both come
// from application_count (kept by the 006 triggers), read here.

export type Db = Kysely<Database> | Transaction<Database>;

export interface ActivityActor {
  id: string;
  name: string;
}

// ------------------------------------------------------------------ create

/** Stores a new application (the apply flow; imports write theirs in chunks below). */
export async function insertApplication(db: Db, row: Insertable<ApplicationTable>): Promise<void> {
  await db.insertInto('application').values(row).execute();
}

/** The candidate's application to a job, if any (one per candidate and job). */
export async function applicationOfCandidateForJob(db: Db, tenantId: string, candidateId: string, jobId: string) {
  return db
    .selectFrom('application')
    .select(['id', 'applicant_contact', 'submit_key'])
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
}

/** Writes one activity row (the application's history: apply, merge, moves, withdraw…). */
export async function recordActivity(
  db: Db,
  tenantId: string,
  applicationId: string,
  actor: ActivityActor,
  action: string,
  detail: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('application_activity')
    .values({
      id: newId(now),
      tenant_id: tenantId,
      application_id: applicationId,
      actor_id: actor.id,
      actor_name: actor.name,
      action,
      detail,
      created_at: now,
    })
    .execute();
}

// ------------------------------------------------------------------ the candidate's own view

/** The applications (alias a) a verified contact may see: those it submitted (apply.service's header). */
function ownedBy(contact: CandidateContact): Expression<SqlBool> {
  const key = contactKey(contact);
  return contact.channel === 'mobile'
    ? sql<SqlBool>`(a.applicant_contact = ${key} or (a.applicant_contact is null and a.mobile = ${contact.address}))`
    : sql<SqlBool>`a.applicant_contact = ${key}`;
}

/** 我的投递: the contact's applications with job name and step type, newest first. */
export async function applicationsOfContact(db: Db, tenantId: string, contact: CandidateContact) {
  return db
    .selectFrom('application as a')
    .innerJoin('job as j', (j) => j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'))
    .innerJoin('flow_step as s', (j) => j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'))
    .select(['a.id', 'a.job_id', 'j.name_cn', 'a.inbox_status', 's.iv_type', 'a.applied_at'])
    .where('a.tenant_id', '=', tenantId)
    .where(ownedBy(contact))
    .orderBy('a.applied_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

/** One of the contact's applications with its step and the candidate's name (withdrawing). */
export async function applicationOfContact(
  db: Db,
  tenantId: string,
  applicationId: string,
  contact: CandidateContact,
) {
  return db
    .selectFrom('application as a')
    .innerJoin('flow_step as s', (j) => j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'))
    .innerJoin('candidate as c', (j) =>
      j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'),
    )
    .select(['a.inbox_status', 's.id', 's.ivid', 's.name', 's.iv_type', 's.sort', 'c.name as candidate_name'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.id', '=', applicationId)
    .where(ownedBy(contact))
    .executeTakeFirst();
}

// ------------------------------------------------------------------ moves

/**
 * Sets the inbox status only if it is still `from` (a concurrent change wins); true when this
 * call changed the row.
 */
export async function setInboxStatusIf(
  db: Db,
  tenantId: string,
  applicationId: string,
  from: InboxStatusCode,
  to: InboxStatusCode,
  now: number,
): Promise<boolean> {
  const changed = await db
    .updateTable('application')
    .set({ inbox_status: to, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', applicationId)
    .where('inbox_status', '=', from)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

/**
 * A smart rule's outcome: a transfer to `stepId` (back to 待筛选) and/or the new score. The
 * per-step counts follow through the 006 triggers.
 */
export async function applyRuleOutcome(
  db: Db,
  tenantId: string,
  applicationId: string,
  outcome: { stepId?: string; score?: number | null },
  now: number,
): Promise<void> {
  await db
    .updateTable('application')
    .set({
      ...(outcome.stepId !== undefined ? { step_id: outcome.stepId, inbox_status: '00' as const } : {}),
      ...(outcome.score !== undefined ? { score: outcome.score } : {}),
      updated_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', applicationId)
    .execute();
}

// ------------------------------------------------------------------ reads for smart rules

/** What the smart rules read of each application (its candidate, résumé and job), by id. */
export async function smartRuleRecords(db: Db, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('application as a')
    .innerJoin('candidate as c', (j) =>
      j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'),
    )
    .innerJoin('resume as r', (j) => j.onRef('r.tenant_id', '=', 'a.tenant_id').onRef('r.id', '=', 'a.resume_id'))
    .innerJoin('job as j', (j) => j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'))
    .select([
      'a.id',
      'a.job_id',
      'a.flow_id',
      'a.step_id',
      'a.score',
      'a.applied_at',
      'j.func_type',
      'c.name',
      'c.gender',
      'c.birth_date',
      'r.school',
      'r.school_level',
      'r.major',
      'r.degree',
      'r.graduation_year',
      'r.region',
      'r.source',
      'r.answers_json',
    ])
    .where('a.tenant_id', '=', tenantId)
    .where('a.id', 'in', [...ids])
    .orderBy('a.id')
    .execute();
}

/** The next batch of application ids after `cursor`, in id (= creation) order (recalculation). */
export async function applicationIdsAfter(db: Db, tenantId: string, cursor: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('application')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '>', cursor)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

// ------------------------------------------------------------------ counts

/** Applications of the tenant (all of them, counted on the rows: the recalculation's total). */
export async function applicationCount(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('application')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The recount (CALL-038, issue 16): the tenant's application_count cells computed again from its
 * applications in one transaction (what the 006 triggers keep in step with every change).
 */
export async function rebuildApplicationCounts(db: Kysely<Database>, tenantId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('application_count').where('tenant_id', '=', tenantId).execute();
    await sql`insert into application_count (tenant_id, job_id, step_id, inbox_status, is_starred, n)
      select tenant_id, job_id, step_id, inbox_status, is_starred, count(*) from application
      where tenant_id = ${tenantId}
      group by tenant_id, job_id, step_id, inbox_status, is_starred`.execute(trx);
  });
}

/** Applications sitting in each step (steps without any are absent; null = every step). */
export async function countsByStep(
  db: Db,
  tenantId: string,
  stepIds: readonly string[] | null,
): Promise<Map<string, number>> {
  if (stepIds !== null && stepIds.length === 0) return new Map();
  let query = db
    .selectFrom('application')
    .select(['step_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('tenant_id', '=', tenantId);
  if (stepIds !== null) query = query.where('step_id', 'in', stepIds);
  const rows = await query.groupBy('step_id').execute();
  return new Map(rows.map((row) => [row.step_id, Number(row.n)]));
}

/** Applications per job among `jobIds` (the job list's 投递数). */
export async function countsByJob(db: Db, tenantId: string, jobIds: readonly string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('application')
    .select(['job_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('job_id', 'in', [...jobIds])
    .groupBy('job_id')
    .execute();
  return new Map(rows.map((row) => [row.job_id, Number(row.n)]));
}

/** Applications per inbox status over the whole tenant (application_count). */

/** Applications per inbox status over the tenant, or the jobs of a data scope (application_count). */
export async function statusCounts(db: Db, tenantId: string, scope: ApplicationScope = ALL_SCOPE): Promise<Map<string, number>> {
  const inScope = scopedJobs('job_id', tenantId, scope);
  const rows = await db
    .selectFrom('application_count')
    .select(['inbox_status', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('tenant_id', '=', tenantId)
    .$if(inScope !== null, (q) => q.where(inScope as RawBuilder<SqlBool>))
    .groupBy('inbox_status')
    .execute();
  return new Map(rows.map((row) => [row.inbox_status, Number(row.n)]));
}

/** Applications sitting at an interview step (ivType 3) in one of `codes` (application_count). */
export async function interviewStepCount(
  db: Db,
  tenantId: string,
  codes: readonly InboxStatusCode[],
  scope: ApplicationScope = ALL_SCOPE,
): Promise<number> {
  const inScope = scopedJobs('a.job_id', tenantId, scope);
  const row = await db
    .selectFrom('application_count as a')
    .innerJoin('flow_step as s', (join) => join.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'))
    .select(sql<number>`coalesce(sum(a.n), 0)`.as('n'))
    .where('a.tenant_id', '=', tenantId)
    .where('s.iv_type', '=', 3)
    .where('a.inbox_status', 'in', codes)
    .$if(inScope !== null, (q) => q.where(inScope as RawBuilder<SqlBool>))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
