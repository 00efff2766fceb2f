import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { conditionsOf, type RuleNode } from '@ehire/domain/conditions/index';
import type { TalentSelection, TalentSort } from '@ehire/domain/contracts/talent';
import { splitCompoundCode } from '@ehire/domain/codes/inbox-status';
import type { Database } from '../../db/schema';
import type { ConditionSqlDialect } from '../../platform/conditions';
import { errors } from '../../platform/envelope';
import { answerValueSql, compileTalentFilter, labelsSql, type AnswerColumn } from './talent-filter';

// The SQL of the talent list: one FROM + WHERE built from a selection, used by the list, the
// per-step counts, prev/next and exports, so the counts and the list can never disagree.
// Joins are added only when something reads them: the default list and its counts touch the
// application table (and its indexes) alone.

type Db = Kysely<Database>;

const C_FIELDS = new Set(['name', 'mobile', 'email', 'gender']);
const R_FIELDS = new Set(['school', 'degree', 'major', 'graduationYear', 'region', 'source', 'answers']);

export interface ResolvedSelection {
  tenantId: string;
  /** Conditions of the view and the search, without the step and status ones. */
  base: Array<RawBuilder<SqlBool> | Expression<SqlBool>>;
  /** The step and inbox-status conditions (what the counts split by). */
  split: Array<RawBuilder<SqlBool>>;
  needCandidate: boolean;
  needResume: boolean;
  answers: AnswerColumn[];
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
  let needCandidate = false;
  let needResume = false;
  let answers: AnswerColumn[] = [];
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
    const compiled = compileTalentFilter(s.filter, dialect);
    base.push(compiled.where);
    answers = compiled.answerKeys;
    for (const c of conditionsOf(s.filter as RuleNode)) {
      const head = c.field[0] ?? '';
      if (C_FIELDS.has(head)) needCandidate = true;
      if (R_FIELDS.has(head)) needResume = true;
    }
  }
  if (s.keyword) {
    needCandidate = true;
    needResume = true;
    const kw = s.keyword;
    const lower = kw.toLowerCase();
    const has = (col: RawBuilder<unknown>, needle: string) =>
      dialect === 'sqlite'
        ? sql<SqlBool>`instr(${col}, ${needle}) > 0`
        : sql<SqlBool>`strpos(${col}, ${needle}) > 0`;
    base.push(
      sql<SqlBool>`(${has(sql`c.name`, kw)} or ${has(sql`c.mobile`, kw)} or ${has(sql`lower(c.email)`, lower)} or ${has(sql`r.school`, kw)} or ${has(sql`r.major`, kw)})`,
    );
  }

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
  return { tenantId, base, split, needCandidate, needResume, answers, splitStepId, splitCodes, unfiltered };
}

export function fromSql(
  dialect: ConditionSqlDialect,
  sel: ResolvedSelection,
  extra: { candidate?: boolean; resume?: boolean } = {},
): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`application as a`];
  if (sel.needCandidate || extra.candidate)
    parts.push(sql`inner join candidate as c on c.tenant_id = a.tenant_id and c.id = a.candidate_id`);
  if (sel.needResume || extra.resume)
    parts.push(sql`inner join resume as r on r.tenant_id = a.tenant_id and r.id = a.resume_id`);
  if (sel.answers.length) {
    const cols = sel.answers.map((col, i) => sql`${answerValueSql(dialect, col)} as ${sql.id(`f${i}`)}`);
    parts.push(
      sql`inner join (select tenant_id, id, ${sql.join(cols)} from resume) as rj on rj.tenant_id = a.tenant_id and rj.id = a.resume_id`,
    );
  }
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
      return sql`c.name`;
    case 'graduationYear':
      return sql`r.graduation_year`;
  }
}

export function sortNeeds(field: TalentSort['field']): { candidate?: boolean; resume?: boolean } {
  return field === 'name' ? { candidate: true } : field === 'graduationYear' ? { resume: true } : {};
}

export function orderSql(sort: TalentSort, reverse = false): RawBuilder<unknown> {
  const desc = (sort.order === 'desc') !== reverse;
  const dir = desc ? sql`desc` : sql`asc`;
  return sql`${sortValueSql(sort.field)} ${dir}, a.id ${dir}`;
}
