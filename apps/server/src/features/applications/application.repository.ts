import {
  sql,
  type Expression,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { InboxCode, Neighbours, TalentSelection, TalentSort } from '@ehire/domain/contracts/talent';
import { contactKey, type CandidateContact } from '@ehire/domain/contracts/candidate-auth';
import type { InboxStatusCode } from '../../db/schema';
import { newId } from '../../db/ids';
import type { ApplicationTable, Database } from '../../db/schema';
import type { ApplicationScope } from '../settings/data-scope.service';
import { ALL_SCOPE, scopedJobs } from '../settings/data-scope.sql';
import type { ConditionSqlDialect } from '../../platform/conditions';
import {
  fromSql,
  orderSql,
  pageRowsSql,
  resolveSelection,
  rowsByIdsSql,
  scopeSql,
  sortValueSql,
  whereSql,
  type ResolvedSelection,
  type TalentRowRecord,
} from '../talent/talent-query.sql';

export type { ResolvedSelection, TalentRowRecord };

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
export async function applicationOfCandidateForJob(
  db: Db,
  tenantId: string,
  candidateId: string,
  jobId: string,
) {
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
    .innerJoin('flow_step as s', (j) =>
      j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
    )
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
    .innerJoin('flow_step as s', (j) =>
      j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
    )
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
    .innerJoin('resume as r', (j) =>
      j.onRef('r.tenant_id', '=', 'a.tenant_id').onRef('r.id', '=', 'a.resume_id'),
    )
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
export async function applicationIdsAfter(
  db: Db,
  tenantId: string,
  cursor: string,
  limit: number,
): Promise<string[]> {
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
export async function countsByJob(
  db: Db,
  tenantId: string,
  jobIds: readonly string[],
): Promise<Map<string, number>> {
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
export async function statusCounts(
  db: Db,
  tenantId: string,
  scope: ApplicationScope = ALL_SCOPE,
): Promise<Map<string, number>> {
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
    .innerJoin('flow_step as s', (join) =>
      join.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
    )
    .select(sql<number>`coalesce(sum(a.n), 0)`.as('n'))
    .where('a.tenant_id', '=', tenantId)
    .where('s.iv_type', '=', 3)
    .where('a.inbox_status', 'in', codes)
    .$if(inScope !== null, (q) => q.where(inScope as RawBuilder<SqlBool>))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ------------------------------------------------------------------ season archive

/** Applications submitted in [from, to) (a season), counted on the rows. */
export async function countAppliedBetween(db: Db, tenantId: string, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('application')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('applied_at', '>=', from)
    .where('applied_at', '<', to)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The next `limit` applications submitted in [from, to), in id order, with the job's and the
 * step's names: what 招聘季归档 copies into the history pool before removing them.
 */
export async function applicationsAppliedBetween(db: Db, tenantId: string, from: number, to: number, limit: number) {
  const rows = await db
    .selectFrom('application as a')
    .leftJoin('job as j', (j) => j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'))
    .leftJoin('flow_step as s', (j) => j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'))
    .select([
      'a.id',
      'a.candidate_id',
      'a.resume_id',
      'a.job_id',
      'j.name_cn as job_name',
      'a.step_id',
      's.name as step_name',
      'a.inbox_status',
      'a.score',
      'a.name',
      'a.gender',
      'a.mobile',
      'a.email',
      'a.school',
      'a.degree',
      'a.major',
      'a.graduation_year',
      'a.region',
      'a.source',
      'a.applied_at',
    ])
    .where('a.tenant_id', '=', tenantId)
    .where('a.applied_at', '>=', from)
    .where('a.applied_at', '<', to)
    .orderBy('a.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    job_name: r.job_name ?? '',
    step_name: r.step_name ?? '',
    score: r.score === null ? null : Number(r.score),
    gender: Number(r.gender),
    graduation_year: Number(r.graduation_year),
    applied_at: Number(r.applied_at),
  }));
}

/** Removes applications from the current lists (the archive has copied them; counters follow by trigger). */
export async function deleteApplications(db: Db, tenantId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('application')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Per job: its applications (total) and those waiting (待处理), from application_count (kept by
 * triggers, migration 006), not the rows. A subquery the jobs repository joins its jobs to.
 */
export function applicationCountsByJob(db: Db, tenantId: string) {
  return db
    .selectFrom('application_count')
    .select((eb) => [
      'job_id',
      eb.fn.sum<number>('n').as('total'),
      eb.fn.sum<number>(sql<number>`case when inbox_status = '00' then n else 0 end`).as('waiting'),
    ])
    .where('tenant_id', '=', tenantId)
    .groupBy('job_id');
}

// ------------------------------------------------------------------ the talent list
// The talent list, its counts, prev/next and exports read applications through the builders of
// talent-query.sql.ts (one FROM + WHERE per selection, so the list and its counts cannot disagree).

type Condition = RawBuilder<SqlBool> | Expression<SqlBool>;

/** The caller's personal label `label` is on the application (index application_personal_label_owner_idx). */
function personalLabelSql(operatorId: string, label: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from application_personal_label as pl where pl.tenant_id = a.tenant_id and pl.operator_id = ${operatorId} and pl.label = ${label} and pl.application_id = a.id)`;
}

/**
 * Checks a talent selection against the tenant's data and compiles it, with the role's data
 * scope (issue 17: one condition every list, count and export shares) and the caller's own
 * personal labels (the operator is part of the condition).
 */
export async function resolveTalentSelection(
  db: Kysely<Database>,
  dialect: ConditionSqlDialect,
  ctx: { tenantId: string; operatorId: string },
  s: TalentSelection,
  scope: ApplicationScope,
): Promise<ResolvedSelection> {
  const sel = await resolveSelection(db, dialect, ctx.tenantId, s);
  const condition = scopeSql(scope);
  if (condition) {
    sel.base.push(condition);
    sel.unfiltered = null;
  }
  if (s.personalLabels.length > 0) {
    sel.base.push(...s.personalLabels.map((label) => personalLabelSql(ctx.operatorId, label)));
    sel.unfiltered = null;
  }
  return sel;
}

/** One page of the talent list, in `sort` order. */
export async function talentPageRows(
  db: Db,
  dialect: ConditionSqlDialect,
  sel: ResolvedSelection,
  sort: TalentSort,
  limit: number,
  offset: number,
): Promise<TalentRowRecord[]> {
  const page = await pageRowsSql(dialect, sel, sort, limit, offset).execute(db);
  return page.rows;
}

/** How many applications the selection (with its split) matches, counted on the rows. */
export async function talentCount(
  db: Db,
  dialect: ConditionSqlDialect,
  sel: ResolvedSelection,
): Promise<number> {
  const counted = await sql<{
    n: number;
  }>`select count(*) as n from ${fromSql(dialect, sel)} where ${whereSql([...sel.base, ...sel.split])}`.execute(
    db,
  );
  return Number(counted.rows[0]?.n ?? 0);
}

/**
 * The selection's applications per step and inbox status (ignoring its split): from
 * application_count when there is no search, else counted on the rows.
 */
export async function talentCountCells(
  db: Db,
  dialect: ConditionSqlDialect,
  sel: ResolvedSelection,
): Promise<Array<{ step_id: string; inbox_status: InboxCode; n: number }>> {
  if (sel.unfiltered) {
    // Kept by triggers on application (migration 006): no need to count the rows themselves.
    const { jobId, starredOnly } = sel.unfiltered;
    const { rows } = await sql<{ step_id: string; inbox_status: string; n: number | string }>`
        select step_id, inbox_status, sum(n) as n from application_count
        where tenant_id = ${sel.tenantId} and n > 0${jobId ? sql` and job_id = ${jobId}` : sql``}${starredOnly ? sql` and is_starred = 1` : sql``}
        group by step_id, inbox_status`.execute(db);
    return rows
      .map((row) => ({
        step_id: row.step_id,
        inbox_status: row.inbox_status as InboxCode,
        n: Number(row.n),
      }))
      .filter((row) => row.n > 0);
  }
  // SQLite: grouping by +column (not a plain column) keeps the planner from reading the rows in
  // (step, status) order through application_tenant_step_status_idx — a table lookup per
  // application — when application_talent_filter_idx answers the filter by itself (a school-tier
  // filter over 100,000 applications: 240 ms → 20 ms).
  const groupBy = dialect === 'sqlite' ? sql`+a.step_id, +a.inbox_status` : sql`a.step_id, a.inbox_status`;
  const result = await sql<{ step_id: string; inbox_status: InboxCode; n: number }>`
      select a.step_id as step_id, a.inbox_status as inbox_status, count(*) as n
      from ${fromSql(dialect, sel)} where ${whereSql(sel.base)}
      group by ${groupBy}`.execute(db);
  return result.rows;
}

/** The list rows of the given applications (any order). */
export async function talentRowsByIds(
  db: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<TalentRowRecord[]> {
  const found = await rowsByIdsSql(tenantId, ids).execute(db);
  return found.rows;
}

/** Previous and next application of the list around `applicationId` (keyset on the sort). */
export async function talentNeighbours(
  db: Db,
  dialect: ConditionSqlDialect,
  sel: ResolvedSelection,
  sort: TalentSort,
  applicationId: string,
): Promise<Neighbours> {
  const conds = [...sel.base, ...sel.split];
  const from = fromSql(dialect, sel);
  const value = sortValueSql(sort.field);
  const here = await sql<{ v: unknown }>`select ${value} as v from ${from} where ${whereSql([
    ...conds,
    sql<SqlBool>`a.id = ${applicationId}`,
  ])}`.execute(db);
  const total = await sql<{
    n: number;
  }>`select count(*) as n from ${fromSql(dialect, sel)} where ${whereSql(conds)}`.execute(db);
  const n = Number(total.rows[0]?.n ?? 0);
  if (here.rows.length === 0) return { prevId: null, nextId: null, position: null, total: n };
  const v = here.rows[0]?.v;
  const desc = sort.order === 'desc';
  // "Before" in list order: greater when descending, smaller when ascending.
  const before = desc
    ? sql<SqlBool>`(${value} > ${v} or (${value} = ${v} and a.id > ${applicationId}))`
    : sql<SqlBool>`(${value} < ${v} or (${value} = ${v} and a.id < ${applicationId}))`;
  const after = desc
    ? sql<SqlBool>`(${value} < ${v} or (${value} = ${v} and a.id < ${applicationId}))`
    : sql<SqlBool>`(${value} > ${v} or (${value} = ${v} and a.id > ${applicationId}))`;
  const one = (cond: RawBuilder<SqlBool>, reverse: boolean) =>
    sql<{
      id: string;
    }>`select a.id as id from ${from} where ${whereSql([...conds, cond])} order by ${orderSql(sort, reverse)} limit 1`.execute(
      db,
    );
  const [prev, next, position] = await Promise.all([
    one(before, true),
    one(after, false),
    sql<{ n: number }>`select count(*) as n from ${from} where ${whereSql([...conds, before])}`.execute(db),
  ]);
  return {
    prevId: prev.rows[0]?.id ?? null,
    nextId: next.rows[0]?.id ?? null,
    position: Number(position.rows[0]?.n ?? 0) + 1,
    total: n,
  };
}

/** How many of the given applications exist within the data scope. */
export async function countApplicationsIn(
  db: Db,
  tenantId: string,
  ids: readonly string[],
  scope: ApplicationScope,
): Promise<number> {
  const condition = scopeSql(scope);
  const row = await db
    .selectFrom('application as a')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.tenant_id', '=', tenantId)
    .where('a.id', 'in', ids)
    .$if(condition !== null, (q) => q.where(condition as RawBuilder<SqlBool>))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The conditions of an export of given applications: those ids, within the data scope. */
export function talentIdsConditions(
  tenantId: string,
  ids: readonly string[],
  scope: ApplicationScope,
): Condition[] {
  const conds: Condition[] = [
    sql<SqlBool>`a.tenant_id = ${tenantId}`,
    sql<SqlBool>`a.id in (${sql.join(ids)})`,
  ];
  const condition = scopeSql(scope);
  if (condition) conds.push(condition);
  return conds;
}

/**
 * One batch of an export: the ids (and sort values) after `last` in `sort` order. A row-value
 * comparison, which both engines read as one index range (the equivalent
 * "v < x or (v = x and id < y)" made SQLite start every batch at the tenant's first row).
 */
export async function talentKeysetPage(
  db: Db,
  dialect: ConditionSqlDialect,
  sel: ResolvedSelection,
  conds: readonly Condition[],
  sort: TalentSort,
  last: { v: unknown; id: string } | null,
  size: number,
): Promise<Array<{ id: string; v: unknown }>> {
  const from = fromSql(dialect, sel);
  const value = sortValueSql(sort.field);
  const desc = sort.order === 'desc';
  const after: RawBuilder<SqlBool>[] = last
    ? [
        desc
          ? sql<SqlBool>`(${value}, a.id) < (${last.v}, ${last.id})`
          : sql<SqlBool>`(${value}, a.id) > (${last.v}, ${last.id})`,
      ]
    : [];
  const page = await sql<{ id: string; v: unknown }>`select a.id as id, ${value} as v from ${from}
        where ${whereSql([...conds, ...after])} order by ${orderSql(sort)} limit ${size}`.execute(db);
  return page.rows;
}

/** Export-only columns: the candidate's id number and birth date, the job's area, the flow's name. */
export async function talentExportJoins(db: Db, tenantId: string, ids: readonly string[]) {
  return db
    .selectFrom('application as a')
    .innerJoin('candidate as c', (j) =>
      j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'),
    )
    .innerJoin('job as j', (j) => j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'))
    .innerJoin('flow as f', (j) => j.onRef('f.tenant_id', '=', 'a.tenant_id').onRef('f.id', '=', 'a.flow_id'))
    .select(['a.id', 'c.id_number', 'c.birth_date', 'j.job_area', 'f.name as flow_name'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.id', 'in', ids)
    .execute();
}

// ------------------------------------------------------------------ talent actions and details

/** The applications an action names, with their current step. */
export async function applicationsWithStep(db: Db, tenantId: string, ids: readonly string[]) {
  return db
    .selectFrom('application as a')
    .innerJoin('flow_step as s', (j) =>
      j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
    )
    .select([
      'a.id',
      'a.flow_id',
      'a.job_id',
      'a.candidate_id',
      'a.inbox_status',
      's.id as sid',
      's.ivid',
      's.name',
      's.iv_type',
      's.sort',
    ])
    .where('a.tenant_id', '=', tenantId)
    .where('a.id', 'in', ids)
    .execute();
}

/** Changes one application (its step, status, job, flow, star, score), touching updated_at. */
export async function updateApplication(
  db: Db,
  tenantId: string,
  id: string,
  patch: Updateable<ApplicationTable>,
): Promise<void> {
  await db
    .updateTable('application')
    .set(patch)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** The application's history, newest first. */
export async function activityOf(db: Db, tenantId: string, applicationId: string) {
  return db
    .selectFrom('application_activity')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The candidate's other applications, with their job and step names, newest first. */
export async function otherApplicationsOf(db: Db, tenantId: string, candidateId: string, exceptId: string) {
  return db
    .selectFrom('application as a')
    .innerJoin('job as j', (j) => j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'))
    .innerJoin('flow_step as s', (j) =>
      j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
    )
    .select(['a.id', 'a.job_id', 'j.name_cn', 's.name', 'a.inbox_status', 'a.applied_at'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.candidate_id', '=', candidateId)
    .where('a.id', '<>', exceptId)
    .orderBy('a.applied_at', 'desc')
    .execute();
}

/**
 * The ids among `ids` that are the tenant's and inside a data scope other than 'all' (issue 17):
 * the check of the resume detail and the talent actions.
 */
export async function applicationsInScope(
  db: Db,
  tenantId: string,
  ids: readonly string[],
  scope: Exclude<ApplicationScope, { kind: 'all' }>,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  if (scope.kind === 'organizations' && scope.organizationIds.length === 0) return new Set();
  let q = db
    .selectFrom('application as a')
    .innerJoin('job as j', (join) =>
      join.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'),
    )
    .select('a.id')
    .where('a.tenant_id', '=', tenantId)
    .where('a.id', 'in', [...ids]);
  q =
    scope.kind === 'ownJobs'
      ? q.where('j.created_by', '=', scope.operatorId)
      : q.where('j.organization_id', 'in', scope.organizationIds);
  const rows = await q.execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Whether any application of the resume lies inside a data scope other than 'all' (issue 17): an
 * attachment belongs to a resume, and the caller may open it when they may open one of its
 * applications.
 */
export async function resumeInScope(
  db: Db,
  tenantId: string,
  resumeId: string,
  scope: Exclude<ApplicationScope, { kind: 'all' }>,
): Promise<boolean> {
  if (scope.kind === 'organizations' && scope.organizationIds.length === 0) return false;
  let q = db
    .selectFrom('application as a')
    .innerJoin('job as j', (join) =>
      join.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'),
    )
    .select('a.id')
    .where('a.tenant_id', '=', tenantId)
    .where('a.resume_id', '=', resumeId);
  q =
    scope.kind === 'ownJobs'
      ? q.where('j.created_by', '=', scope.operatorId)
      : q.where('j.organization_id', 'in', scope.organizationIds);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}
