import { sql, type Expression, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { conditionsOf, type RuleNode } from '@ehire/domain/conditions/index';
import type { TalentSelection, TalentSort } from '@ehire/domain/contracts/talent';
import { splitCompoundCode } from '@ehire/domain/codes/inbox-status';
import type { ApplicationTable, Database, FlowStepTable, JobTable } from '../../db/schema';
import { isCjkWord, MOBILE_TAIL_MARKER, searchWords } from '../../db/talent-search';
import type { ConditionSqlDialect } from '../../platform/conditions';
import { errors } from '../../platform/envelope';
import { onlineDesignSmartModules } from '../smart-rules/smart-rules.service';
import type { ApplicationScope } from '../settings/data-scope.service';
import { tenantTargetSchools } from '../settings/target-schools.service';
import { isDesignPath } from './talent-design-filter.sql';
import { compileTalentFilter, labelsSql, usesTargetSchools } from './talent-filter.sql';

// The SQL of the talent list: one FROM + WHERE built from a selection, used by the list, the
// per-step counts, prev/next and exports, so the counts and the list can never disagree.
// The application row carries the candidate and resume columns the list filters, sorts and
// searches on (migration 008), so the list, its counts and the keyword read the application table
// and its indexes alone; only resume-design answers join resume (rj).

type Db = Kysely<Database>;

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
export async function resolveSelection(
  db: Db,
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
    const job = await db
      .selectFrom('job')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', s.jobId)
      .executeTakeFirst();
    if (!job) throw errors.validation('职位不存在');
    base.push(sql<SqlBool>`a.job_id = ${s.jobId}`);
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
    base.push(compileTalentFilter(s.filter, dialect, design, targets));
  }
  if (s.keyword) base.push(keywordSql(dialect, s.keyword));

  if (s.ivid) {
    const step = await db
      .selectFrom('flow_step')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('ivid', '=', s.ivid)
      .executeTakeFirst();
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
    !s.filter && !s.keyword && s.labels.length === 0 && s.deliveredstaus !== '00'
      ? { jobId: s.jobId ?? null, starredOnly: s.tab === 'three' }
      : null;
  return { tenantId, base, split, answers, splitStepId, splitCodes, unfiltered };
}

/**
 * The caller's data scope (issue 17) as a condition on the application's job: null when the role
 * sees every application. Part of the base conditions, so lists, counts, prev/next and exports
 * all apply it.
 */
export function scopeSql(scope: ApplicationScope): RawBuilder<SqlBool> | null {
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
  // Weights (migration 008): A the words, D the reversed mobile.
  const lexemes = words.map((w, i) => `'${w}':${prefix && i === words.length - 1 ? '*' : ''}A`);
  const phrase = lexemes.join(' <-> ');
  const query = tail ? `(${phrase}) | '${tail}':*D` : phrase;
  return sql<SqlBool>`a.search_tsv @@ to_tsquery('simple', ${query})`;
}

export function fromSql(dialect: ConditionSqlDialect, sel: ResolvedSelection): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`application as a`];
  if (sel.answers)
    parts.push(sql`inner join resume as rj on rj.tenant_id = a.tenant_id and rj.id = a.resume_id`);
  return sql.join(parts, sql` `);
}

export function whereSql(
  conds: ReadonlyArray<RawBuilder<SqlBool> | Expression<SqlBool>>,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.join(conds, sql` and `)}`;
}

/** The ORDER BY value of a sort field (no NULLs, so keyset comparisons work). */
export function sortValueSql(field: TalentSort['field']): RawBuilder<unknown> {
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

export function orderSql(sort: TalentSort, reverse = false): RawBuilder<unknown> {
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
export function pageRowsSql(
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
export function rowsByIdsSql(tenantId: string, ids: readonly string[]): RawBuilder<TalentRowRecord> {
  return sql<TalentRowRecord>`select ${ROW_COLUMNS} from application as a ${ROW_JOINS}
    where a.tenant_id = ${tenantId} and a.id in (${sql.join([...ids])})`;
}
