import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  fieldKey,
  isGroup,
  prepareOrThrow,
  validateRule,
  type Condition,
  type RuleNode,
} from '@ehire/domain/conditions/index';
import { POOL_FILTER_FIELDS } from '@ehire/domain/contracts/pools';
import type { Database, SchoolLevel } from '../../db/schema';
import { compileRuleSql } from '../../platform/conditions/sql';
import { conditionDialectOf, type ConditionSqlDialect } from '../../platform/conditions/dialect';
import { errors } from '../../platform/envelope';
import { containsText, countedPage, type CountedPage } from '../../platform/sql-helpers';
import { TARGET_SCHOOLS_VALUE } from '@ehire/domain/settings/target-schools';
import { schoolSql } from '../applications/application.repository';
import { tenantTargetSchools } from '../settings/target-schools.service';

// 公共人才库's reads (issue 18 §1): candidates of the tenant without an open application (every
// application, if any, eliminated or withdrawn), newest first, with their newest résumé. The
// filter reads the candidate and that résumé (the one the pool shows), and candidate_label.

/** inbox_status codes that close an application: 淘汰 and 撤回. */
const CLOSED_STATUSES = ['04', '05'] as const;

export interface PoolRow {
  id: string;
  name: string;
  mobile: string;
  email: string;
  created_at: number;
  /** The newest résumé's columns ('' and 0 for a candidate without one). */
  school: string;
  major: string;
  degree: string;
  graduation_year: number;
  source: string;
}

export interface PoolResume {
  id: string;
  candidate_id: string;
  school: string;
  school_level: SchoolLevel;
  region: string;
  major: string;
  degree: string;
  graduation_year: number;
  source: string;
  created_at: number;
}

/** Which candidates of the pool: the keyword and a FilterEditor rule over POOL_FILTER_FIELDS. */
export interface PoolFilter {
  keyword: string;
  filter?: RuleNode | undefined;
}

// The filter fields' columns: c the candidate, r their newest résumé (what the pool shows).
const COLUMN_OF: Readonly<Record<string, string>> = {
  name: 'c.name',
  mobile: 'c.mobile',
  email: 'c.email',
  gender: 'c.gender',
  createdAt: 'c.created_at',
  schoolLevel: 'r.school_level',
  degree: 'r.degree',
  major: 'r.major',
  graduationYear: 'r.graduation_year',
  region: 'r.region',
  source: 'r.source',
};

const MAX_CONDITIONS = 50;
const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;

/** 标签: the candidate's rows in candidate_label, read through its (tenant_id, …) keys. */
function labelsSql(c: Condition): RawBuilder<SqlBool> {
  const prepared = prepareOrThrow(c);
  const core = prepared.core;
  const anyLabel = (values: readonly string[] | null) =>
    sql<SqlBool>`exists (select 1 from candidate_label as cl where cl.tenant_id = c.tenant_id and cl.candidate_id = c.id${
      values ? sql` and cl.label in (${sql.join([...values])})` : sql``
    })`;
  let positive: RawBuilder<SqlBool>;
  if (core.test === 'empty') positive = sql<SqlBool>`not ${anyLabel(null)}`;
  else if (core.test === 'containsAny') positive = core.values.length ? anyLabel(core.values) : FALSE;
  else if (core.test === 'containsAll')
    positive = core.values.length
      ? sql<SqlBool>`(${sql.join(
          core.values.map((v) => anyLabel([v])),
          sql` and `,
        )})`
      : TRUE;
  else throw errors.validation('筛选条件「标签」：不支持该逻辑词');
  return prepared.negate ? sql<SqlBool>`not (${positive})` : positive;
}

/** The rule as SQL over c and r; refuses (400, the field named) what the catalogue does not hold. */
function poolFilterSql(
  rule: RuleNode,
  dialect: ConditionSqlDialect,
  targetSchools: readonly string[],
): Expression<SqlBool> {
  const issue = validateRule(rule, POOL_FILTER_FIELDS)[0];
  if (issue) {
    // Name the field of the condition the message belongs to: 筛选条件「学历」：请选择.
    let at: RuleNode | undefined = rule;
    for (const i of issue.path) at = at && isGroup(at) ? at.children[i] : undefined;
    const label = at && !isGroup(at) ? POOL_FILTER_FIELDS[fieldKey(at.field)]?.label : undefined;
    throw errors.validation(label ? `筛选条件「${label}」：${issue.message}` : `筛选条件：${issue.message}`);
  }
  let count = 0;
  const node = (n: RuleNode): Expression<SqlBool> => {
    if (isGroup(n)) {
      if (n.children.length === 0) return n.op === 'all' ? TRUE : FALSE;
      const parts = n.children.map(node);
      return sql<SqlBool>`(${sql.join(parts, n.op === 'all' ? sql` and ` : sql` or `)})`;
    }
    if (++count > MAX_CONDITIONS) throw errors.validation(`筛选条件最多${MAX_CONDITIONS}个`);
    const key = fieldKey(n.field);
    if (key === 'labels') return labelsSql(n);
    // 学校: the talent list's field and SQL (names, tiers, 目标院校) over the résumé shown.
    if (key === 'school') return schoolSql(n, targetSchools, { school: 'r.school', level: 'r.school_level' });
    return compileRuleSql(n, {
      dialect,
      fields: { [key]: { kind: 'column', ref: COLUMN_OF[key] ?? '' } },
      rowKey: 'c.id',
    });
  };
  return node(rule);
}

export class PublicPoolRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The pool's candidates, each joined to their newest résumé (none: NULL columns). */
  /** 目标院校 (issue 17): the tenant's target schools, read only when a 学校 condition names them. */
  private async targetsFor(tenantId: string, filter: RuleNode | undefined): Promise<string[]> {
    if (!filter) return [];
    const names = (n: RuleNode): boolean =>
      isGroup(n)
        ? n.children.some(names)
        : fieldKey(n.field) === 'school' &&
          (Array.isArray(n.value) ? n.value : [n.value]).map(String).includes(TARGET_SCHOOLS_VALUE);
    return names(filter) ? tenantTargetSchools(this.db, tenantId) : [];
  }

  private async inPool(tenantId: string, { keyword, filter }: PoolFilter) {
    const targets = await this.targetsFor(tenantId, filter);
    let q = this.db
      .selectFrom('candidate as c')
      .leftJoin('resume as r', (j) =>
        j
          .onRef('r.tenant_id', '=', 'c.tenant_id')
          .on('r.id', '=', (eb) =>
            eb
              .selectFrom('resume as rn')
              .select('rn.id')
              .whereRef('rn.tenant_id', '=', 'c.tenant_id')
              .whereRef('rn.candidate_id', '=', 'c.id')
              .orderBy('rn.created_at', 'desc')
              .orderBy('rn.id', 'desc')
              .limit(1),
          ),
      )
      .where('c.tenant_id', '=', tenantId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('application as a')
              .select(sql`1`.as('one'))
              .whereRef('a.tenant_id', '=', 'c.tenant_id')
              .whereRef('a.candidate_id', '=', 'c.id')
              .where('a.inbox_status', 'not in', [...CLOSED_STATUSES]),
          ),
        ),
      );
    if (keyword) {
      // The talent list's keyword fields: name, mobile, email, school and major.
      q = q.where((eb) =>
        eb.or(['c.name', 'c.mobile', 'c.email', 'r.school', 'r.major'].map((c) => containsText(c, keyword))),
      );
    }
    if (filter) q = q.where(poolFilterSql(filter, conditionDialectOf(this.db), targets));
    return q;
  }

  /** A page of the pool (newest first) and how many candidates it holds. */
  async search(
    tenantId: string,
    filter: PoolFilter,
    offset: number,
    limit: number,
  ): Promise<CountedPage<PoolRow>> {
    const page = await countedPage(await this.inPool(tenantId, filter), (q) =>
      q
        .select([
          'c.id',
          'c.name',
          'c.mobile',
          'c.email',
          'c.created_at',
          'r.school',
          'r.major',
          'r.degree',
          'r.graduation_year',
          'r.source',
        ])
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
    );
    return {
      total: page.total,
      rows: page.rows.map((r) => ({
        id: r.id,
        name: r.name,
        mobile: r.mobile,
        email: r.email,
        created_at: Number(r.created_at),
        school: r.school ?? '',
        major: r.major ?? '',
        degree: r.degree ?? '',
        graduation_year: Number(r.graduation_year ?? 0),
        source: r.source ?? '',
      })),
    };
  }

  /** The ids of the pool's candidates after `after` in id order: a batch of a bulk task. */
  async idsAfter(tenantId: string, filter: PoolFilter, after: string, limit: number): Promise<string[]> {
    const rows = await (await this.inPool(tenantId, filter))
      .select('c.id')
      .where('c.id', '>', after)
      .orderBy('c.id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** How many candidates the pool holds for this filter. */
  async count(tenantId: string, filter: PoolFilter): Promise<number> {
    return (await countedPage(await this.inPool(tenantId, filter), () => Promise.resolve([]))).total;
  }

  /** The candidates of the tenant among these ids. */
  async candidates(tenantId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('candidate')
      .select(['id', 'name', 'gender', 'mobile', 'email'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Every résumé of these candidates, newest first. */
  async resumes(tenantId: string, candidateIds: readonly string[]): Promise<PoolResume[]> {
    if (candidateIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('resume')
      .select([
        'id',
        'candidate_id',
        'school',
        'school_level',
        'region',
        'major',
        'degree',
        'graduation_year',
        'source',
        'created_at',
      ])
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', 'in', [...candidateIds])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({
      ...r,
      graduation_year: Number(r.graduation_year),
      created_at: Number(r.created_at),
    }));
  }
}
