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
import type { Selectable } from 'kysely';
import { TARGET_MAJORS_VALUE, TARGET_SCHOOLS_VALUE } from '@ehire/domain/settings/target-schools';
import { schoolLevelsOf as levelsOf } from '@ehire/domain/codes/school-field';
import { splitCompoundCode } from '@ehire/domain/codes/inbox-status';
import {
  conditionsOf,
  fieldKey,
  isGroup,
  prepareCondition,
  resultWhenEmpty,
  SECTION_RULE,
  TRIM_CHARS,
  VALUE_KIND_OF,
  type Condition,
  type PreparedCondition,
  type RuleNode,
} from '@ehire/domain/conditions/index';
import { TALENT_ANSWERS_HEAD } from '@ehire/domain/contracts/talent';
import { fieldRefLabel, type SmartColumnDef, type SmartModuleDef } from '@ehire/domain/smart-rules/fields';
import type { FlowStepTable, JobTable } from '../../db/schema';
import { isCjkWord, MOBILE_TAIL_MARKER, searchWords } from '../../db/talent-search';
import { compileRuleSql, type FieldSqlMapping } from '../../platform/conditions';
import { errors } from '../../platform/envelope';
import { onlineDesignSmartModules } from '../smart-rules/smart-rules.service';
import { SYSTEM_FIELDS } from '../talent/talent-fields';
import { FlowRepository, stepIdByIvid } from '../flow/flow.repository';
import { OrganizationRepository } from '../settings/organization.repository';
import { organizationSubtree } from '@ehire/domain/settings/roles';
import { jobName } from '../jobs/jobs.repository';
import { tenantTargetMajors, tenantTargetSchools } from '../settings/target-schools.service';

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
    // Its sums over the jobs (migration 037) followed the cells by trigger; rebuilt as well, so a
    // recount also repairs them.
    await trx.deleteFrom('application_step_count').where('tenant_id', '=', tenantId).execute();
    await sql`insert into application_step_count (tenant_id, step_id, inbox_status, is_starred, n)
      select tenant_id, step_id, inbox_status, is_starred, sum(n) from application_count
      where tenant_id = ${tenantId}
      group by tenant_id, step_id, inbox_status, is_starred`.execute(trx);
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

/** Per inbox status: the applications, and those of them sitting at an interview step (ivType 3). */
export interface StatusCount {
  n: number;
  atInterview: number;
}

/**
 * Applications per inbox status over the tenant, or the jobs of a data scope (application_count),
 * each with how many sit at an interview step: the workbench's totals and its 待面试 in one read
 * (issue 21: one statement fewer per workbench call).
 */
export async function statusCounts(
  db: Db,
  tenantId: string,
  scope: ApplicationScope = ALL_SCOPE,
): Promise<Map<string, StatusCount>> {
  const inScope = scopedJobs('a.job_id', tenantId, scope);
  // The whole tenant: the sums over its jobs (migration 037), a few rows instead of every cell.
  const table = inScope === null ? sql`application_step_count` : sql`application_count`;
  const { rows } = await sql<{ inbox_status: string; n: number | string; at_interview: number | string }>`
    select a.inbox_status as inbox_status, sum(a.n) as n,
      sum(case when s.iv_type = 3 then a.n else 0 end) as at_interview
    from ${table} as a
    left join flow_step as s on s.tenant_id = a.tenant_id and s.id = a.step_id
    where a.tenant_id = ${tenantId}${inScope === null ? sql`` : sql` and ${inScope}`}
    group by a.inbox_status`.execute(db);
  return new Map(
    rows.map((row) => [row.inbox_status, { n: Number(row.n), atInterview: Number(row.at_interview) }]),
  );
}

// ------------------------------------------------------------------ season archive

/** Applications submitted in [from, to) (a season), counted on the rows. */
export async function countAppliedBetween(
  db: Db,
  tenantId: string,
  from: number,
  to: number,
): Promise<number> {
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
export async function applicationsAppliedBetween(
  db: Db,
  tenantId: string,
  from: number,
  to: number,
  limit: number,
) {
  const rows = await db
    .selectFrom('application as a')
    .leftJoin('job as j', (j) => j.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'))
    .leftJoin('flow_step as s', (j) =>
      j.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
    )
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
/**
 * Anonymisation (issue 17): forgets which verified contact submitted the candidates'
 * applications (the copied search columns follow their candidate through refreshTalentSearch).
 */
export async function forgetApplicantContacts(db: Db, tenantId: string, candidateIds: readonly string[]) {
  if (candidateIds.length === 0) return;
  await db
    .updateTable('application')
    .set({ applicant_contact: null })
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', 'in', [...candidateIds])
    .execute();
}

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

// ------------------------------------------------------------------ the talent list's SQL
// Folded in from talent-query.sql.ts, talent-filter.sql.ts and talent-design-filter.sql.ts
// (issue 22): SQL lives in repositories; the statements are unchanged.

// ---- the list's FROM + WHERE (was talent-query.sql.ts)

// The SQL of the talent list: one FROM + WHERE built from a selection, used by the list, the
// per-step counts, prev/next and exports, so the counts and the list can never disagree.
// The application row carries the candidate and resume columns the list filters, sorts and
// searches on (migration 008), so the list, its counts and the keyword read the application table
// and its indexes alone; only resume-design answers join resume (rj).

export interface ResolvedSelection {
  tenantId: string;
  /** Conditions of the view and the search, without the step and status ones. */
  base: Array<RawBuilder<SqlBool> | Expression<SqlBool>>;
  /** The step and inbox-status conditions (what the counts split by). */
  split: Array<RawBuilder<SqlBool>>;
  /** A condition reads resume-design answers: join resume as rj. */
  answers: boolean;
  /** No search: the per-step counts can come from application_count. */
  unfiltered: { jobId: string | null; starredOnly: boolean } | null;
  /** The split as values, to pick the list's total out of the per-step counts. */
  splitStepId: string | null;
  splitCodes: readonly string[] | null;
}

/** Checks the view parameters against the tenant's data and compiles the search. */
async function resolveSelection(
  db: Kysely<Database>,
  dialect: ConditionSqlDialect,
  tenantId: string,
  s: TalentSelection,
): Promise<ResolvedSelection> {
  const base: ResolvedSelection['base'] = [sql<SqlBool>`a.tenant_id = ${tenantId}`];
  const split: ResolvedSelection['split'] = [];
  let answers = false;
  let splitStepId: string | null = null;
  let splitCodes: string[] | null = null;

  if (s.tab === 'second' && !s.jobId) throw errors.validation('请选择职位');
  if (s.jobId) {
    // The job's own repository answers whether it exists (deleted jobs too, as before).
    if ((await jobName(db, tenantId, s.jobId)) === undefined) throw errors.validation('职位不存在');
    base.push(sql<SqlBool>`a.job_id = ${s.jobId}`);
  }
  if (s.organizationId) {
    // The organisation with every organisation below it, as the data board's scope counts it.
    const nodes = await new OrganizationRepository(db).all({ tenantId });
    if (!nodes.some((node) => node.id === s.organizationId)) throw errors.validation('组织不存在');
    const organizationIds = organizationSubtree(s.organizationId, nodes);
    base.push(
      sql<SqlBool>`a.job_id in (select oj.id from job as oj where oj.tenant_id = a.tenant_id and oj.organization_id in (${sql.join(organizationIds)}))`,
    );
  }
  if (s.flowId) {
    if ((await new FlowRepository(db).flow(db, tenantId, s.flowId)) === undefined)
      throw errors.validation('流程不存在');
    base.push(
      sql<SqlBool>`a.job_id in (select fj.id from job as fj where fj.tenant_id = a.tenant_id and fj.flow_id = ${s.flowId})`,
    );
  }
  if (s.tab === 'three') base.push(sql<SqlBool>`a.is_starred = 1`);
  if (s.deliveredstaus === '00') base.push(sql<SqlBool>`1 = 0`);
  for (const label of s.labels) base.push(labelsSql('containsAny', [label]));
  if (s.filter) {
    // The online design is read only when a condition names one of its fields.
    answers = conditionsOf(s.filter as RuleNode).some((c) => isDesignPath(c.field));
    const design = answers ? await onlineDesignSmartModules(db, tenantId) : [];
    // 目标院校 (issue 17): the tenant's target schools, read only when a condition names them.
    const targets = conditionsOf(s.filter as RuleNode).some(usesTargetSchools)
      ? await tenantTargetSchools(db, tenantId)
      : [];
    // 目标专业 likewise: the target majors, read only when a condition names them.
    const majors = conditionsOf(s.filter as RuleNode).some(usesTargetMajors)
      ? await tenantTargetMajors(db, tenantId)
      : [];
    base.push(compileTalentFilter(s.filter, dialect, design, targets, majors));
  }
  if (s.keyword) base.push(keywordSql(dialect, s.keyword));

  if (s.ivid) {
    const step = await stepIdByIvid(db, tenantId, s.ivid);
    if (!step) throw errors.validation('流程环节不存在');
    split.push(sql<SqlBool>`a.step_id = ${step.id}`);
    splitStepId = step.id;
  }
  if (s.inboxstatus) {
    const codes = splitCompoundCode(s.inboxstatus);
    split.push(sql<SqlBool>`a.inbox_status in (${sql.join(codes)})`);
    splitCodes = codes;
  }
  if (s.inboxvideostatus) {
    split.push(sql<SqlBool>`a.inbox_status = '07'`);
    splitCodes = (splitCodes ?? ['07']).filter((code) => code === '07');
  }
  const unfiltered =
    !s.filter &&
    !s.keyword &&
    s.labels.length === 0 &&
    s.deliveredstaus !== '00' &&
    !s.organizationId &&
    !s.flowId
      ? { jobId: s.jobId ?? null, starredOnly: s.tab === 'three' }
      : null;
  return { tenantId, base, split, answers, splitStepId, splitCodes, unfiltered };
}

/**
 * The caller's data scope (issue 17) as a condition on the application's job: null when the role
 * sees every application. Part of the base conditions, so lists, counts, prev/next and exports
 * all apply it.
 */
function scopeSql(scope: ApplicationScope): RawBuilder<SqlBool> | null {
  if (scope.kind === 'all') return null;
  if (scope.kind === 'ownJobs') {
    return sql<SqlBool>`a.job_id in (select sj.id from job as sj where sj.tenant_id = a.tenant_id and sj.created_by = ${scope.operatorId})`;
  }
  if (scope.organizationIds.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`a.job_id in (select sj.id from job as sj where sj.tenant_id = a.tenant_id and sj.organization_id in (${sql.join(scope.organizationIds)}))`;
}

/**
 * The keyword (GAP-036 decision): its words (db/talent-search.ts searchWords) as consecutive
 * words of the application's search_text, the last one by prefix unless it is a Chinese
 * character. So Chinese matches anywhere inside name, school and major ("张伟", "浙江"), Latin
 * words and digits from the start of a word (email "zhang.wei", "zhangw"; a mobile's first
 * digits); a keyword of digits alone also matches the end of a mobile (尾号 "5678"). Answered
 * from the full-text index (FTS5 / GIN), even for two Chinese characters.
 */
function keywordSql(dialect: ConditionSqlDialect, keyword: string): RawBuilder<SqlBool> {
  const digits = keyword.replace(/[\s+-]/g, '');
  const mobile = /^\d+$/.test(digits);
  const words = mobile ? [digits] : searchWords(keyword);
  const last = words[words.length - 1];
  if (last === undefined) return sql<SqlBool>`1 = 0`;
  const prefix = !isCjkWord(last);
  const tail = mobile ? [...digits].reverse().join('') : null;
  // The words hold letters and digits only, so they need no quoting beyond the engines' own.
  if (dialect === 'sqlite') {
    const phrase = `"${words.join(' ')}"${prefix ? '*' : ''}`;
    const query = tail ? `${phrase} OR "${MOBILE_TAIL_MARKER}${tail}"*` : phrase;
    return sql<SqlBool>`a.rowid in (select rowid from application_fts where application_fts match ${query})`;
  }
  // Weights (migration 008): A the words, D the reversed mobile. Only a word of digits can meet a
  // D lexeme (the reversed mobile is digits alone), so only such a word asks for A: a lexeme with
  // a weight makes the GIN index answer "maybe" and PostgreSQL re-read each match's tsvector from
  // the heap (issue 21: keyword 张 over 100,000 applications, 8,691 rechecks per search).
  const lexemes = words.map((w, i) => {
    const star = prefix && i === words.length - 1 ? '*' : '';
    const weight = /^[0-9]+$/.test(w) ? 'A' : '';
    return star || weight ? `'${w}':${star}${weight}` : `'${w}'`;
  });
  const phrase = lexemes.join(' <-> ');
  const query = tail ? `(${phrase}) | '${tail}':*D` : phrase;
  return sql<SqlBool>`a.search_tsv @@ to_tsquery('simple', ${query})`;
}

function fromSql(dialect: ConditionSqlDialect, sel: ResolvedSelection): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`application as a`];
  if (sel.answers)
    parts.push(sql`inner join resume as rj on rj.tenant_id = a.tenant_id and rj.id = a.resume_id`);
  return sql.join(parts, sql` `);
}

function whereSql(conds: ReadonlyArray<RawBuilder<SqlBool> | Expression<SqlBool>>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.join(conds, sql` and `)}`;
}

/** The ORDER BY value of a sort field (no NULLs, so keyset comparisons work). */
function sortValueSql(field: TalentSort['field']): RawBuilder<unknown> {
  switch (field) {
    case 'appliedAt':
      return sql`a.applied_at`;
    case 'updatedAt':
      return sql`a.updated_at`;
    case 'score':
      return sql`coalesce(a.score, -1)`;
    case 'name':
      return sql`a.name`;
    case 'graduationYear':
      return sql`a.graduation_year`;
  }
}

function orderSql(sort: TalentSort, reverse = false): RawBuilder<unknown> {
  const desc = (sort.order === 'desc') !== reverse;
  const dir = desc ? sql`desc` : sql`asc`;
  return sql`${sortValueSql(sort.field)} ${dir}, a.id ${dir}`;
}

/** What one list row reads: the application (with its candidate and resume copies), its job's
 * name and its step. */
export type TalentRowRecord = Pick<
  Selectable<ApplicationTable>,
  | 'id'
  | 'candidate_id'
  | 'resume_id'
  | 'job_id'
  | 'flow_id'
  | 'step_id'
  | 'inbox_status'
  | 'score'
  | 'is_starred'
  | 'applied_at'
  | 'updated_at'
  | 'name'
  | 'gender'
  | 'mobile'
  | 'email'
  | 'school'
  | 'school_level'
  | 'major'
  | 'degree'
  | 'graduation_year'
  | 'region'
  | 'source'
> &
  Pick<Selectable<JobTable>, 'name_cn'> &
  Pick<Selectable<FlowStepTable>, 'ivid' | 'iv_type'> & { step_name: string };

const ROW_COLUMNS = sql`a.id, a.candidate_id, a.resume_id, a.job_id, a.flow_id, a.step_id, a.inbox_status, a.score,
  a.is_starred, a.applied_at, a.updated_at, a.name, a.gender, a.mobile, a.email, a.school, a.school_level, a.major,
  a.degree, a.graduation_year, a.region, a.source, j.name_cn, s.ivid, s.name as step_name, s.iv_type`;
const ROW_JOINS = sql`inner join job as j on j.tenant_id = a.tenant_id and j.id = a.job_id
  inner join flow_step as s on s.tenant_id = a.tenant_id and s.id = a.step_id`;

/**
 * One page of the list with its rows, in one statement (a deferred join): the subquery picks the
 * page's ids from the indexes alone (filter, order, LIMIT), and only those rows are read and
 * joined to their job and step.
 */
function pageRowsSql(
  dialect: ConditionSqlDialect,
  sel: ResolvedSelection,
  sort: TalentSort,
  limit: number,
  offset: number,
): RawBuilder<TalentRowRecord> {
  const conds = [...sel.base, ...sel.split];
  // SQLite cannot tell that the page holds at most LIMIT rows when LIMIT is a parameter, and would
  // rather walk the whole tenant in the ORDER BY's index, probing the page for each row; CROSS
  // JOIN is SQLite's way to keep the page the outer loop. PostgreSQL plans with the values.
  const join = dialect === 'sqlite' ? sql`cross join` : sql`inner join`;
  return sql<TalentRowRecord>`select ${ROW_COLUMNS}
    from (select a.id as id from ${fromSql(dialect, sel)} where ${whereSql(conds)} order by ${orderSql(sort)} limit ${limit} offset ${offset}) as p
    ${join} application as a on a.tenant_id = ${sel.tenantId} and a.id = p.id
    ${ROW_JOINS}
    order by ${orderSql(sort)}`;
}

/** The rows of the given applications (in no particular order). */
function rowsByIdsSql(tenantId: string, ids: readonly string[]): RawBuilder<TalentRowRecord> {
  return sql<TalentRowRecord>`select ${ROW_COLUMNS} from application as a ${ROW_JOINS}
    where a.tenant_id = ${tenantId} and a.id in (${sql.join([...ids])})`;
}

// ---- the filter (was talent-filter.sql.ts)

// The talent list's filter: a FilterEditor rule over the system fields below and the fields of
// the tenant's online resume design (path ['answers', modId, colId], the design-field filter below).
// Each condition is compiled on its own with compileRuleSql (groups only AND / OR them, so a
// condition's filter-mode expression keeps its meaning); school and labels get their own SQL
// because the school filter mixes school names with tier codes (985 / 211 / 双一流 / 海外) and
// labels sit in application_label keyed by (tenant_id, application_id).
//
// Query aliases: a application (which carries the candidate and resume columns filtered on, see
// db/talent-search.ts), rj the resume, whose answers_json the design fields' conditions read.

const MAX_CONDITIONS = 50;

function labelOf(c: Condition): string {
  return SYSTEM_FIELDS[c.field[0] ?? '']?.label ?? c.field.join('.');
}

function checkValue(c: Condition, label = labelOf(c)): void {
  const prepared = prepareCondition(c);
  if (!prepared.ok) {
    throw errors.validation(`筛选条件「${label}」：${prepared.issues[0]?.message ?? '输入格式不正确'}`);
  }
}

function listOf(value: Condition['value']): string[] {
  return (Array.isArray(value) ? value : [value]).map(String).filter((v) => v !== '');
}

/** A school condition naming 目标院校 (the tenant's target schools, issue 17). */
function usesTargetSchools(c: Condition): boolean {
  return c.field[0] === 'school' && listOf(c.value).includes(TARGET_SCHOOLS_VALUE);
}

/** A major condition naming 目标专业 (the tenant's target majors, issue 17). */
function usesTargetMajors(c: Condition): boolean {
  return c.field[0] === 'major' && c.operator !== 'isEmpty' && listOf(c.value).includes(TARGET_MAJORS_VALUE);
}

/**
 * major with 目标专业 among its values: the condition with 目标专业 replaced by every major of the
 * tenant's target solutions (`targets`), compiled as any other major condition (one IN list on
 * a.major; 等于 / 不等于 become 等于任一 / 不等于任一). None saved: the positive operators match
 * nothing, the negative ones everyone.
 */
function targetMajorsSql(
  c: Condition,
  targets: readonly string[],
  dialect: ConditionSqlDialect,
): RawBuilder<SqlBool> | Expression<SqlBool> {
  const negative = c.operator === 'neq' || c.operator === 'notInAny';
  if (!negative && c.operator !== 'eq' && c.operator !== 'inAny')
    throw errors.validation('筛选条件「专业」：不支持该逻辑词');
  const values = [...new Set(listOf(c.value).flatMap((v) => (v === TARGET_MAJORS_VALUE ? targets : [v])))];
  if (values.length === 0) return negative ? TRUE : FALSE;
  const expanded: Condition = { ...c, operator: negative ? 'notInAny' : 'inAny', value: values };
  return compileRuleSql(expanded, { dialect, fields: { major: { kind: 'column', ref: 'a.major' } }, rowKey: 'a.id' });
}

/**
 * school: a name matches exactly; a tier code matches every school of that tier; 目标院校 every
 * school of the tenant's target solutions (`targets`; none saved: it matches nothing). `columns`:
 * where the school and its level are read (the talent list's application, or 公共人才库's résumé).
 */
export function schoolSql(
  c: Condition,
  targets: readonly string[],
  columns: { school: string; level: string } = { school: 'a.school', level: 'a.school_level' },
): RawBuilder<SqlBool> {
  const school = sql.ref(columns.school);
  const level = sql.ref(columns.level);
  const listed = listOf(c.value);
  // Read only by the operators that take school values (not by 为空).
  const valuesOf = (): string[] => {
    if (listed.some((v) => /^QS/i.test(v)))
      throw errors.validation('筛选条件「学校」：暂不支持按QS排名筛选（院校库未包含QS排名）');
    return listed;
  };
  const one = (v: string): RawBuilder<SqlBool> => {
    if (v === TARGET_SCHOOLS_VALUE)
      return targets.length ? sql<SqlBool>`${school} in (${sql.join([...targets])})` : FALSE;
    const levels = levelsOf(v);
    return levels ? sql<SqlBool>`${level} in (${sql.join(levels)})` : sql<SqlBool>`${school} = ${v}`;
  };
  // Any of them: one IN list per column (the tiers' levels merged, the names together) rather
  // than an OR per value, so the planner can seek school_level in the filter index.
  const anyOf = (values: string[]): RawBuilder<SqlBool> => {
    const levels = [...new Set(values.flatMap((v) => levelsOf(v) ?? []))];
    const names = [
      ...new Set(
        values.flatMap((v) => (v === TARGET_SCHOOLS_VALUE ? targets : levelsOf(v) === undefined ? [v] : [])),
      ),
    ];
    const parts: RawBuilder<SqlBool>[] = [];
    if (levels.length) parts.push(sql<SqlBool>`${level} in (${sql.join(levels)})`);
    if (names.length === 1) parts.push(sql<SqlBool>`${school} = ${names[0]}`);
    else if (names.length > 1) parts.push(sql<SqlBool>`${school} in (${sql.join(names)})`);
    if (parts.length === 0) return FALSE;
    return parts.length === 1 ? parts[0] : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  };
  switch (c.operator) {
    case 'isEmpty':
      return String(c.value) === '1' ? sql<SqlBool>`${school} = ''` : sql<SqlBool>`${school} <> ''`;
    case 'containsAny': {
      const values = valuesOf();
      return values.length ? anyOf(values) : FALSE;
    }
    case 'containsAll': {
      const values = valuesOf();
      return values.length ? sql<SqlBool>`(${sql.join(values.map(one), sql` and `)})` : TRUE;
    }
    case 'notContainsAny': {
      const values = valuesOf();
      return values.length ? sql<SqlBool>`not (${anyOf(values)})` : TRUE;
    }
    case 'notContainsAll': {
      const values = valuesOf();
      return values.length ? sql<SqlBool>`not (${sql.join(values.map(one), sql` and `)})` : FALSE;
    }
    default:
      throw errors.validation('筛选条件「学校」：不支持该逻辑词');
  }
}

/** labels: the application's rows in application_label (index tenant_id, application_id, label). */
function labelsSql(operator: string, values: readonly string[], emptyYes = true): RawBuilder<SqlBool> {
  const has = (v: string) =>
    sql<SqlBool>`exists (select 1 from application_label as al where al.tenant_id = a.tenant_id and al.application_id = a.id and al.label = ${v})`;
  const anyOf = sql<SqlBool>`exists (select 1 from application_label as al where al.tenant_id = a.tenant_id and al.application_id = a.id and al.label in (${sql.join(values.length ? [...values] : [''])}))`;
  const allOf = values.length ? sql<SqlBool>`(${sql.join(values.map(has), sql` and `)})` : TRUE;
  switch (operator) {
    case 'isEmpty': {
      const none = sql<SqlBool>`not exists (select 1 from application_label as al where al.tenant_id = a.tenant_id and al.application_id = a.id)`;
      return emptyYes ? none : sql<SqlBool>`not (${none})`;
    }
    case 'containsAny':
      return values.length ? anyOf : FALSE;
    case 'containsAll':
      return allOf;
    case 'notContainsAny':
      return values.length ? sql<SqlBool>`not (${anyOf})` : TRUE;
    case 'notContainsAll':
      return sql<SqlBool>`not (${allOf})`;
    default:
      throw errors.validation('筛选条件「标签」：不支持该逻辑词');
  }
}

/**
 * Compiles the rule; refuses (400, zh-CN naming the field) what it cannot filter on. `design`:
 * the online resume design's modules (onlineDesignSmartModules), needed when a condition names
 * one of its fields (the design-field filter below; the SQL reads rj.answers_json).
 */
function compileTalentFilter(
  rule: RuleNode,
  dialect: ConditionSqlDialect,
  design: readonly SmartModuleDef[] = [],
  targetSchools: readonly string[] = [],
  targetMajors: readonly string[] = [],
): Expression<SqlBool> {
  let count = 0;

  const leaf = (c: Condition): RawBuilder<SqlBool> | Expression<SqlBool> => {
    if (++count > MAX_CONDITIONS) throw errors.validation(`筛选条件最多${MAX_CONDITIONS}个`);
    const [head, ...rest] = c.field;
    if (isDesignPath(c.field)) {
      // A field removed from the design (or switched off) since the filter was saved lands here.
      const field = designFieldOf(c.field, design);
      if (!('column' in field)) throw errors.validation(`筛选条件「${field.label}」：字段不存在`);
      if (c.fieldType !== field.column.fieldType)
        throw errors.validation(`筛选条件「${field.label}」：字段类型不正确`);
      checkValue(c, field.label);
      return designConditionSql(c, field, dialect);
    }
    const system = head === undefined || rest.length ? undefined : SYSTEM_FIELDS[head];
    if (!system) throw errors.validation(`筛选条件「${c.field.join('.')}」：字段不存在`);
    if (c.fieldType !== system.fieldType)
      throw errors.validation(`筛选条件「${system.label}」：字段类型不正确`);
    if (head === 'school') return schoolSql(c, targetSchools);
    checkValue(c);
    if (usesTargetMajors(c)) return targetMajorsSql(c, targetMajors, dialect);
    if (head === 'labels') {
      return labelsSql(c.operator, listOf(c.value), String(c.value) === '1');
    }
    if (VALUE_KIND_OF[c.fieldType] === 'codes')
      throw errors.validation(`筛选条件「${system.label}」：不支持该字段`);
    const fields: FieldSqlMapping = { [head]: { kind: 'column', ref: system.ref ?? '' } };
    return compileRuleSql(c, { dialect, fields, rowKey: 'a.id' });
  };

  const node = (n: RuleNode): RawBuilder<SqlBool> | Expression<SqlBool> => {
    if (!isGroup(n)) return leaf(n);
    if (n.children.length === 0) return n.op === 'all' ? TRUE : FALSE;
    const parts = n.children.map(node);
    return sql<SqlBool>`(${sql.join(parts, n.op === 'all' ? sql` and ` : sql` or `)})`;
  };

  return node(rule);
}

// ---- the filter on resume-design answers (was talent-design-filter.sql.ts)

// The talent filter on the fields of the tenant's online resume design (issue 6 §3). The fields
// are the smart-rule modules of the design (designSmartModules, domain/smart-rules/design-fields.ts:
// the same modules, field types and choice lists as smart rules), named in conditions as
// ['answers', modId, colId]. Their answers sit in resume.answers_json as { modId: [section, …] }
// (resume-design/form-answers.ts); the SQL below reads each section's value the way
// designAnswerValue and the condition engine read it in JavaScript (SEMANTICS.md §2, §4, §8):
//
// - one-to-one module: its first section; a multi-section module: every section, under the
//   condition's section rule (每段均满足 '1', the default, or 任意一段满足 '2'). No section, or no
//   module at all, reads as one section with no value (SEMANTICS.md §4).
// - text: a string (or a certificate's number); numbers as their text. select: the chosen value.
//   number: a JSON number or decimal text. date: 'YYYY-MM-DD' / 'YYYY-MM' (first of the month),
//   read as that day's UTC midnight — inside the Shanghai day, which is all a day condition tests.
//   cascade: the path of values joined by '$'. multi-select: the chosen values.
//
// Aliases inside one condition's subqueries: je the module's sections, s1 a section (sj: the
// section object, or null), s2 the field's raw value, s the value the condition compares (v).

/** A design field a condition names: its module, column and 模块/字段 label. */
interface DesignFieldRef {
  module: SmartModuleDef;
  column: SmartColumnDef;
  label: string;
}

/**
 * The design field of a path ['answers', modId, colId]; `label` names it for messages, also when
 * it is unknown (模块/字段 with the ids of what the design lacks).
 */
function designFieldOf(
  path: readonly string[],
  modules: readonly SmartModuleDef[],
): DesignFieldRef | { label: string } {
  const [, modId = '', colId = ''] = path;
  const label = fieldRefLabel({ moduleName: modId, columnName: colId }, modules);
  const module = path.length === 3 ? modules.find((m) => m.key === modId) : undefined;
  const column = module?.columns.find((c) => c.key === colId);
  return module && column ? { module, column, label } : { label };
}

// ---- SQL ----------------------------------------------------------------------------------------

/** How each dialect reads the answers JSON (the only part that differs). */
interface JsonSql {
  /** The module's sections as a subquery of rows sj (the first only for a one-to-one module). */
  sections(modId: string, firstOnly: boolean): RawBuilder<unknown>;
  /** The select list s1 → s2: the field's raw value by JSON type: str (a string, tstr trimmed),
   * num (a JSON number), cert (a certificate's number), t (the JSON type), sj / x for lists. */
  raw(colId: string): RawBuilder<unknown>;
  /** s2's value as a number (JSON number or decimal text), a date (epoch ms), a path. */
  number: RawBuilder<unknown>;
  date: RawBuilder<unknown>;
  path(colId: string): RawBuilder<unknown>;
  /** A JSON number as text (text and select fields). */
  numText: RawBuilder<unknown>;
  /** The chosen values of a multi-select in s2, as rows of `ce` and their value. */
  codes(colId: string): { from: RawBuilder<unknown>; value: RawBuilder<unknown> };
}

/** Larger numbers are Infinity in JavaScript: no value (values.ts readNumber). */
const MAX_DOUBLE = Number.MAX_VALUE;
/** values.ts NUMERIC for PostgreSQL; exponents of more than four digits are left out (numeric
 * cannot hold them, JavaScript reads them as Infinity or 0). */
const PG_DECIMAL = '^[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?0*[0-9]{1,4})?$';
const PG_DAY = '^[0-9]{4}-[0-9]{2}(-[0-9]{2})?$';

function sqliteJson(): JsonSql {
  // Design ids are letters, digits, _ and - (contracts/resume-design.ts): safe inside "…".
  const path = (id: string) => `$."${id}"`;
  const trimmed = sql`s2.tstr`;
  // Decimal notation exactly as values.ts NUMERIC (SQLite has no regular expressions): an
  // optional sign, digits with at most one '.', then optionally e / E, a sign and digits.
  const e = sql`instr(lower(${trimmed}), 'e')`;
  const mantissa = sql`(case when ${e} > 0 then substr(${trimmed}, 1, ${e} - 1) else ${trimmed} end)`;
  const exponent = sql`substr(${trimmed}, ${e} + 1)`;
  const unsigned = (x: RawBuilder<unknown>) =>
    sql`(case when substr(${x}, 1, 1) in ('+', '-') then substr(${x}, 2) else ${x} end)`;
  const m = unsigned(mantissa);
  const x = unsigned(exponent);
  const decimal = sql<SqlBool>`(${m} <> '' and ${m} <> '.' and ${m} not glob '*[^0-9.]*' and ${m} not glob '*.*.*' and (${e} = 0 or (${x} <> '' and ${x} not glob '*[^0-9]*')))`;
  const day = sql`(case when length(${trimmed}) = 10 then cast(substr(${trimmed}, 9, 2) as integer) else 1 end)`;
  const month = sql`cast(substr(${trimmed}, 6, 2) as integer)`;
  return {
    sections: (modId, firstOnly) => {
      const p = path(modId);
      const list = sql`case json_type(rj.answers_json, ${p}) when 'array' then json_extract(rj.answers_json, ${p}) when 'object' then '[' || json_extract(rj.answers_json, ${p}) || ']' else '[]' end`;
      return sql`(select case when je.type = 'object' then je.value end as sj from json_each(${list}) as je${firstOnly ? sql` where je.key = 0` : sql``})`;
    },
    raw: (colId) => {
      const p = path(colId);
      const first = `${p}[0]`;
      const t = sql`json_type(s1.sj, ${p})`;
      const single = (types: string[]) =>
        sql`(${t} = 'array' and json_array_length(s1.sj, ${p}) = 1 and json_type(s1.sj, ${first}) in (${sql.join(types)}))`;
      const str = sql`case when ${t} = 'text' then json_extract(s1.sj, ${p}) when ${single(['text'])} then json_extract(s1.sj, ${first}) end`;
      const num = sql`case when ${t} in ('integer', 'real') then json_extract(s1.sj, ${p}) when ${single(['integer', 'real'])} then json_extract(s1.sj, ${first}) end`;
      // A certificate (text, check type 9) answers { certType, number }; an upload has fileId.
      const cert = sql`case when ${t} = 'object' and json_type(s1.sj, ${`${p}."number"`}) = 'text' and json_type(s1.sj, ${`${p}."fileId"`}) is null then json_extract(s1.sj, ${`${p}."number"`}) end`;
      return sql`s1.sj as sj, ${t} as t, ${str} as str, trim(${str}, ${TRIM_CHARS}) as tstr, ${num} as num, ${cert} as cert`;
    },
    number: sql`case when s2.num is not null then s2.num when ${decimal} and abs(cast(${trimmed} as real)) <= ${MAX_DOUBLE} then cast(${trimmed} as real) end`,
    date: sql`case when s2.num is not null then s2.num when (${trimmed} glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]' or ${trimmed} glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]') and ${month} between 1 and 12 and ${day} between 1 and 31 then cast(round((julianday(substr(${trimmed}, 1, 7) || '-01') - 2440587.5 + ${day} - 1) * 86400000) as integer) end`,
    path: (colId) =>
      sql`case when s2.t = 'array' then (select group_concat(pe.value, '$') from json_each(s2.sj, ${path(colId)}) as pe where pe.type = 'text') when s2.str is not null then s2.str when s2.num is not null then cast(s2.num as text) end`,
    codes: (colId) => ({
      from: sql`json_each(case when s2.t in ('array', 'text') then s2.sj end, ${path(colId)}) as ce`,
      value: sql`(case when ce.type = 'text' then ce.value end)`,
    }),
    numText: sql`cast(s2.num as text)`,
  };
}

function postgresJson(): JsonSql {
  const trimmed = sql`s2.tstr`;
  const decimal = sql<SqlBool>`${trimmed} ~ ${PG_DECIMAL}`;
  const month = sql`substr(${trimmed}, 6, 2)::int`;
  const day = sql`(case when length(${trimmed}) = 10 then substr(${trimmed}, 9, 2)::int else 1 end)`;
  const year = sql`substr(${trimmed}, 1, 4)::int`;
  return {
    sections: (modId, firstOnly) => {
      const mod = sql`(rj.answers_json::jsonb -> ${modId}::text)`;
      const list = sql`case jsonb_typeof(${mod}) when 'array' then ${mod} when 'object' then jsonb_build_array(${mod}) else '[]'::jsonb end`;
      return sql`(select case when jsonb_typeof(je.v) = 'object' then je.v end as sj from jsonb_array_elements(${list}) with ordinality as je(v, n)${firstOnly ? sql` where je.n = 1` : sql``})`;
    },
    raw: (colId) => {
      const x = sql`(s1.sj -> ${colId}::text)`;
      const t = sql`jsonb_typeof(${x})`;
      const single = (type: string) =>
        sql`(${t} = 'array' and jsonb_array_length(${x}) = 1 and jsonb_typeof(${x} -> 0) = ${type})`;
      const str = sql`case when ${t} = 'string' then ${x} #>> '{}' when ${single('string')} then ${x} ->> 0 end`;
      const num = sql`case when ${t} = 'number' then (${x} #>> '{}')::numeric when ${single('number')} then (${x} ->> 0)::numeric end`;
      const cert = sql`case when ${t} = 'object' and jsonb_typeof(${x} -> 'number') = 'string' and ${x} -> 'fileId' is null then ${x} ->> 'number' end`;
      return sql`${x} as x, ${t} as t, ${str} as str, btrim(${str}, ${TRIM_CHARS}) as tstr, ${num} as num, ${cert} as cert`;
    },
    // Nested CASEs: PostgreSQL evaluates a CASE's branches in order, AND operands in any order.
    number: sql`case when s2.num is not null then s2.num when ${decimal} then case when abs(${trimmed}::numeric) <= ${MAX_DOUBLE} then ${trimmed}::numeric end end`,
    date: sql`case when s2.num is not null then s2.num when ${trimmed} ~ ${PG_DAY} then case when ${year} >= 1 and ${month} between 1 and 12 and ${day} between 1 and 31 then ((make_date(${year}, ${month}, 1) - date '1970-01-01') + ${day} - 1)::bigint * 86400000 end end`,
    path: () =>
      sql`case when s2.t = 'array' then (select string_agg(pe.v #>> '{}', '$' order by pe.n) from jsonb_array_elements(s2.x) with ordinality as pe(v, n) where jsonb_typeof(pe.v) = 'string') when s2.str is not null then s2.str when s2.num is not null then s2.num::text end`,
    codes: () => ({
      from: sql`jsonb_array_elements(case s2.t when 'array' then s2.x when 'string' then jsonb_build_array(s2.x) else '[]'::jsonb end) as ce(v)`,
      value: sql`(case when jsonb_typeof(ce.v) = 'string' then ce.v #>> '{}' end)`,
    }),
    numText: sql`s2.num::text`,
  };
}

const FALSE = sql<SqlBool>`1 = 0`;
const TRUE = sql<SqlBool>`1 = 1`;

/** A multi-select's test on one section (two-valued): the chosen values against the condition. */
function codesTest(p: PreparedCondition, json: JsonSql, colId: string): RawBuilder<SqlBool> {
  const { from, value } = json.codes(colId);
  const core = p.core;
  let positive: RawBuilder<SqlBool>;
  if (core.test === 'empty') {
    positive = sql<SqlBool>`not exists (select 1 from ${from} where ${value} <> '')`;
  } else if (core.test === 'containsAny' || core.test === 'containsAll') {
    if (core.values.length === 0) positive = core.test === 'containsAny' ? FALSE : TRUE;
    else {
      const values = sql.join(core.values);
      positive =
        core.test === 'containsAny'
          ? sql<SqlBool>`exists (select 1 from ${from} where ${value} in (${values}))`
          : sql<SqlBool>`(select count(distinct ${value}) from ${from} where ${value} in (${values})) = ${core.values.length}`;
    }
  } else {
    throw new Error(`${core.test} is not a test on code lists`);
  }
  return p.negate ? sql<SqlBool>`not (${positive})` : positive;
}

/**
 * One condition on a design field (already checked: the field exists, its type and value are
 * right) as a boolean on the talent query (alias rj: the resume).
 */
function designConditionSql(
  c: Condition,
  field: DesignFieldRef,
  dialect: ConditionSqlDialect,
): RawBuilder<SqlBool> {
  const prepared = prepareCondition(c);
  if (!prepared.ok) throw new Error('designConditionSql: unchecked condition');
  const p = prepared.prepared;
  const json = dialect === 'sqlite' ? sqliteJson() : postgresJson();
  const { module, column } = field;
  const repeatable = module.repeatable === true;
  const sections = json.sections(module.key, !repeatable);
  const values = sql`(select ${json.raw(column.key)} from ${sections} as s1) as s2`;

  let rowTest: RawBuilder<SqlBool>;
  let from: RawBuilder<unknown>;
  const kind = VALUE_KIND_OF[column.fieldType];
  if (kind === 'codes') {
    rowTest = codesTest(p, json, column.key);
    from = values;
  } else {
    const value =
      kind === 'number'
        ? json.number
        : kind === 'date'
          ? json.date
          : kind === 'path'
            ? json.path(column.key)
            : kind === 'text'
              ? sql`coalesce(s2.str, ${json.numText}, s2.cert)`
              : sql`coalesce(s2.str, ${json.numText})`;
    from = sql`(select ${value} as v from ${values}) as s`;
    // Two-valued ('value'): under 每段均满足 the test sits inside NOT.
    rowTest = sql<SqlBool>`${compileRuleSql(c, {
      dialect,
      fields: { [fieldKey(c.field)]: { kind: 'column', ref: 's.v' } },
      rowKey: 'a.id',
      use: 'value',
    })}`;
  }

  // No section reads as one section with no value: the result is then a constant.
  const whenEmpty = resultWhenEmpty(p);
  const anySection = sql<SqlBool>`exists (select 1 from ${sections} as s0)`;
  if (repeatable && p.sectionRule === SECTION_RULE.every) {
    const noFailing = sql<SqlBool>`not exists (select 1 from ${from} where not (${rowTest}))`;
    return whenEmpty ? noFailing : sql<SqlBool>`(${anySection} and ${noFailing})`;
  }
  const someMatching = sql<SqlBool>`exists (select 1 from ${from} where ${rowTest})`;
  return whenEmpty ? sql<SqlBool>`(not ${anySection} or ${someMatching})` : someMatching;
}

/** Whether a path names a design field (['answers', …]). */
function isDesignPath(path: readonly string[]): boolean {
  return path[0] === TALENT_ANSWERS_HEAD;
}

// ------------------------------------------------------------------ the talent list
// The talent list, its counts, prev/next and exports read applications through the builders of
// the SQL above (one FROM + WHERE per selection, so the list and its counts cannot disagree).

type SqlCondition = RawBuilder<SqlBool> | Expression<SqlBool>;

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
    // Without a job, from their sums over the jobs (migration 037): a few rows, not every cell.
    const { rows } = await sql<{ step_id: string; inbox_status: string; n: number | string }>`
        select step_id, inbox_status, sum(n) as n from ${jobId ? sql`application_count` : sql`application_step_count`}
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

/** The application column each sort field orders by (sortValueSql reads it). */
const SORT_COLUMN: Readonly<Record<TalentSort['field'], string>> = {
  appliedAt: 'applied_at',
  updatedAt: 'updated_at',
  score: 'score',
  name: 'name',
  graduationYear: 'graduation_year',
};

/**
 * A searched selection's per-step counts (ignoring its split, as talentCountCells) and one page
 * of its ids (with the split, in `sort` order), in one statement (issue 21): a keyword visits one
 * application row per full-text match, and counting and paging apart visited every match twice
 * (SQLite, keyword 张 + 2 filters over 100,000 applications: about 15 ms of CPU each). The matches
 * are read once into a materialized CTE of the few columns both parts need, which the counts
 * group and the page sorts; the CTE is aliased `a` so the split and the order read it as they
 * read the table. UNION ALL gives its parts' rows in turn, the page's in its ORDER BY's order.
 */
export async function talentCountCellsAndPageIds(
  db: Db,
  dialect: ConditionSqlDialect,
  sel: ResolvedSelection,
  sort: TalentSort,
  limit: number,
  offset: number,
): Promise<{ cells: Array<{ step_id: string; inbox_status: InboxCode; n: number }>; ids: string[] }> {
  const column = sql.ref(`a.${SORT_COLUMN[sort.field]}`);
  const split = sel.split.length ? sql`where ${whereSql(sel.split)}` : sql``;
  const { rows } = await sql<{
    kind: string;
    id: string | null;
    step_id: string | null;
    inbox_status: InboxCode | null;
    n: number | string | null;
  }>`with m as materialized (
      select a.id as id, a.step_id as step_id, a.inbox_status as inbox_status, ${column} as ${sql.ref(SORT_COLUMN[sort.field])}
      from ${fromSql(dialect, sel)} where ${whereSql(sel.base)})
    select 'c' as kind, null as id, a.step_id as step_id, a.inbox_status as inbox_status, count(*) as n
      from m as a group by a.step_id, a.inbox_status
    union all
    select * from (select 'p' as kind, a.id as id, null as step_id, null as inbox_status, cast(null as integer) as n
      from m as a ${split} order by ${orderSql(sort)} limit ${limit} offset ${offset}) as p`.execute(db);
  const cells: Array<{ step_id: string; inbox_status: InboxCode; n: number }> = [];
  const ids: string[] = [];
  for (const row of rows) {
    if (row.kind === 'p') ids.push(row.id as string);
    else
      cells.push({
        step_id: row.step_id as string,
        inbox_status: row.inbox_status as InboxCode,
        n: Number(row.n),
      });
  }
  return { cells, ids };
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
): SqlCondition[] {
  const conds: SqlCondition[] = [
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
  conds: readonly SqlCondition[],
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

/** The applications of these candidates (anonymisation, issue 17). */
export async function applicationIdsOfCandidates(
  db: Db,
  tenantId: string,
  candidateIds: readonly string[],
): Promise<string[]> {
  if (candidateIds.length === 0) return [];
  const rows = await db
    .selectFrom('application')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', 'in', [...candidateIds])
    .execute();
  return rows.map((r) => r.id);
}
