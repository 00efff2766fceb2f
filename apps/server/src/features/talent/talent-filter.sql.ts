import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { SCHOOL_SPECIAL } from '@ehire/domain/codes/school-filter';
import { TARGET_SCHOOLS_VALUE } from '@ehire/domain/settings/target-schools';
import {
  isGroup,
  prepareCondition,
  VALUE_KIND_OF,
  type Condition,
  type RuleNode,
} from '@ehire/domain/conditions/index';
import type { SmartModuleDef } from '@ehire/domain/smart-rules/fields';
import { compileRuleSql, type ConditionSqlDialect, type FieldSqlMapping } from '../../platform/conditions';
import { errors } from '../../platform/envelope';
import { designConditionSql, designFieldOf, isDesignPath } from './talent-design-filter.sql';
import { SYSTEM_FIELDS } from './talent-fields';

// The talent list's filter: a FilterEditor rule over the system fields below and the fields of
// the tenant's online resume design (path ['answers', modId, colId], talent-design-filter.ts).
// Each condition is compiled on its own with compileRuleSql (groups only AND / OR them, so a
// condition's filter-mode expression keeps its meaning); school and labels get their own SQL
// because the school filter mixes school names with tier codes (985 / 211 / 双一流 / 海外) and
// labels sit in application_label keyed by (tenant_id, application_id).
//
// Query aliases: a application (which carries the candidate and resume columns filtered on, see
// db/talent-search.ts), rj the resume, whose answers_json the design fields' conditions read.

/** School tier codes → the stored school_level values they cover (the tiers nest). */
const SCHOOL_LEVELS_OF: Readonly<Record<string, readonly string[]>> = {
  [SCHOOL_SPECIAL.project985]: ['985'],
  [SCHOOL_SPECIAL.project211]: ['985', '211'],
  [SCHOOL_SPECIAL.doubleFirstClass]: ['985', '211', '双一流'],
  [SCHOOL_SPECIAL.foreign]: ['海外'],
  // The labels as well, as the spec names them.
  双一流: ['985', '211', '双一流'],
  海外: ['海外'],
};

/** The levels of a tier code; undefined for a school name (also one named like an Object key). */
function levelsOf(value: string): readonly string[] | undefined {
  return Object.hasOwn(SCHOOL_LEVELS_OF, value) ? SCHOOL_LEVELS_OF[value] : undefined;
}

const MAX_CONDITIONS = 50;

const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;

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
export function usesTargetSchools(c: Condition): boolean {
  return c.field[0] === 'school' && listOf(c.value).includes(TARGET_SCHOOLS_VALUE);
}

/**
 * school: a name matches exactly; a tier code matches every school of that tier; 目标院校 every
 * school of the tenant's target solutions (`targets`; none saved: it matches nothing).
 */
function schoolSql(c: Condition, targets: readonly string[]): RawBuilder<SqlBool> {
  const listed = listOf(c.value);
  // Read only by the operators that take school values (not by 为空).
  const valuesOf = (): string[] => {
    if (listed.some((v) => /^QS/i.test(v)))
      throw errors.validation('筛选条件「学校」：暂不支持按QS排名筛选（院校库未包含QS排名）');
    return listed;
  };
  const one = (v: string): RawBuilder<SqlBool> => {
    if (v === TARGET_SCHOOLS_VALUE)
      return targets.length ? sql<SqlBool>`a.school in (${sql.join([...targets])})` : FALSE;
    const levels = levelsOf(v);
    return levels ? sql<SqlBool>`a.school_level in (${sql.join(levels)})` : sql<SqlBool>`a.school = ${v}`;
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
    if (levels.length) parts.push(sql<SqlBool>`a.school_level in (${sql.join(levels)})`);
    if (names.length === 1) parts.push(sql<SqlBool>`a.school = ${names[0]}`);
    else if (names.length > 1) parts.push(sql<SqlBool>`a.school in (${sql.join(names)})`);
    if (parts.length === 0) return FALSE;
    return parts.length === 1 ? parts[0] : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  };
  switch (c.operator) {
    case 'isEmpty':
      return String(c.value) === '1' ? sql<SqlBool>`a.school = ''` : sql<SqlBool>`a.school <> ''`;
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
export function labelsSql(operator: string, values: readonly string[], emptyYes = true): RawBuilder<SqlBool> {
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
 * one of its fields (talent-design-filter.ts; the SQL reads rj.answers_json).
 */
export function compileTalentFilter(
  rule: RuleNode,
  dialect: ConditionSqlDialect,
  design: readonly SmartModuleDef[] = [],
  targetSchools: readonly string[] = [],
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
