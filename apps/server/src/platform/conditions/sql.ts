// The SQL backend of the condition engine: a rule → a parameterised Kysely boolean expression
// with the same semantics as the closure compiler (packages/domain/src/conditions/SEMANTICS.md),
// for SQLite and PostgreSQL. Values only ever travel as parameters; identifiers come from the
// field mapping (code, never user input) through sql.ref / sql.table / sql.id.
//
// Wherever a NULL could change the result (under NOT, inside a section rule's NOT EXISTS, or when
// the caller asks for a value) every predicate is made two-valued with `col is not null and …`;
// in a plain filter NULL already acts as false, so the guard is left out there. Columns must hold
// what toStorageValue() writes: numbers in numeric columns, dates as epoch-ms integers, text,
// codes and paths as text (default BINARY collation on SQLite), multi-valued codes as child rows.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import {
  PATH_SEPARATOR,
  fieldKey,
  isGroup,
  prepareOrThrow,
  resultWhenEmpty,
  type CoreTest,
  type PreparedCondition,
  type RuleNode,
} from '@ehire/domain/conditions/index';
import { textSql, type ConditionSqlDialect, type TextSql } from './dialect';

type FieldSqlTarget =
  /** One value per row in a column of the filtered table. */
  | { kind: 'column'; ref: string }
  /** Multi-valued codes, one row each in a child table: child.fk = the row's key. */
  | { kind: 'childValues'; table: string; fk: string; valueColumn: string }
  /** A repeatable module: one row per section; `columns` maps the path below the module
   * (fieldKey of the remaining segments) to a column of the section table. */
  | { kind: 'sections'; table: string; fk: string; columns: Readonly<Record<string, string>> };

/** Field targets by fieldKey(path); a sections entry is keyed by the module's path. */
export type FieldSqlMapping = Readonly<Record<string, FieldSqlTarget>>;

export interface RuleSqlOptions {
  dialect: ConditionSqlDialect;
  fields: FieldSqlMapping;
  /** The filtered row's key that child and section tables refer to, e.g. 'application.id'. */
  rowKey: string;
  /**
   * 'filter' (default): the expression is only tested for truth (WHERE, ON, CASE WHEN), where a
   * NULL counts as false, and may be NULL where the rule does not hold. 'value': it is always
   * TRUE or FALSE, safe to negate or compare.
   */
  use?: 'filter' | 'value';
}

export class RuleSqlError extends Error {
  override name = 'RuleSqlError';
}

const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;

interface Ctx {
  text: TextSql;
  fields: FieldSqlMapping;
  rowKey: string;
  nextAlias: () => string;
}

const not = (x: RawBuilder<SqlBool>) => sql<SqlBool>`not (${x})`;
const joinWith = (parts: RawBuilder<SqlBool>[], op: 'and' | 'or') =>
  parts.length === 1 ? parts[0] : sql<SqlBool>`(${sql.join(parts, op === 'and' ? sql` and ` : sql` or `)})`;

function rangeSql(col: RawBuilder<unknown>, core: Extract<CoreTest, { test: 'range' }>): RawBuilder<SqlBool> {
  // 等于 on a number is the one-point range [v, v]: written as `col = v`, so an index can seek on
  // it and on the columns after it (a range ends the columns an index search can use).
  if (core.lo !== null && core.lo === core.hi && core.loInclusive && core.hiInclusive)
    return sql<SqlBool>`${col} = ${core.lo}`;
  const parts: RawBuilder<SqlBool>[] = [];
  if (core.lo !== null)
    parts.push(core.loInclusive ? sql<SqlBool>`${col} >= ${core.lo}` : sql<SqlBool>`${col} > ${core.lo}`);
  if (core.hi !== null)
    parts.push(core.hiInclusive ? sql<SqlBool>`${col} <= ${core.hi}` : sql<SqlBool>`${col} < ${core.hi}`);
  return parts.length ? joinWith(parts, 'and') : TRUE;
}

function inSql(col: RawBuilder<unknown>, values: readonly (string | number)[]): RawBuilder<SqlBool> {
  return values.length === 1
    ? sql<SqlBool>`${col} = ${values[0]}`
    : sql<SqlBool>`${col} in (${sql.join(values)})`;
}

/** The positive test on a non-null scalar column (null is handled by the caller). */
function scalarTest(p: PreparedCondition, col: RawBuilder<unknown>, ctx: Ctx): RawBuilder<SqlBool> {
  const core = p.core;
  switch (p.kind) {
    case 'number':
    case 'date':
      if (core.test === 'range') return rangeSql(col, core);
      if (core.test === 'in') return inSql(col, core.values);
      break;
    case 'text': {
      const folded = ctx.text.fold(col);
      if (core.test === 'in') return inSql(folded, core.values);
      if (core.test === 'containsAny' || core.test === 'containsAll') {
        const parts = core.values.map((needle) => ctx.text.contains(folded, needle));
        return joinWith(parts, core.test === 'containsAll' ? 'and' : 'or');
      }
      break;
    }
    case 'code':
      if (core.test === 'in') return inSql(col, core.values);
      break;
    case 'path':
      if (core.test === 'in') return inSql(col, core.values);
      if (core.test === 'under') {
        // Equal to the node, or below it: starts with node + '$'.
        const parts = core.prefixes.map(
          (prefix) =>
            sql<SqlBool>`(${col} = ${prefix} or ${ctx.text.startsWith(col, prefix + PATH_SEPARATOR)})`,
        );
        return joinWith(parts, 'or');
      }
      break;
    case 'codes':
      break;
  }
  throw new RuleSqlError(`${core.test} is not a test on ${p.kind} values`);
}

/** The whole condition on one scalar column, negation applied; two-valued when asked. */
function scalarPredicate(
  p: PreparedCondition,
  col: RawBuilder<unknown>,
  ctx: Ctx,
  twoValued: boolean,
): RawBuilder<SqlBool> {
  let positive: RawBuilder<SqlBool>;
  if (p.core.test === 'empty') {
    positive =
      p.kind === 'number' || p.kind === 'date'
        ? sql<SqlBool>`${col} is null`
        : p.kind === 'text'
          ? sql<SqlBool>`(${col} is null or ${ctx.text.trim(col)} = '')`
          : sql<SqlBool>`(${col} is null or ${col} = '')`;
  } else {
    const test = scalarTest(p, col, ctx);
    positive = twoValued || p.negate ? sql<SqlBool>`(${col} is not null and ${test})` : test;
  }
  return p.negate ? not(positive) : positive;
}

function childValuesPredicate(
  p: PreparedCondition,
  target: Extract<FieldSqlTarget, { kind: 'childValues' }>,
  ctx: Ctx,
): RawBuilder<SqlBool> {
  if (p.kind !== 'codes')
    throw new RuleSqlError(`childValues mapping needs a multi-valued field, got ${p.kind}`);
  const a = ctx.nextAlias();
  const from = sql`${sql.table(target.table)} as ${sql.id(a)}`;
  const fk = sql.ref(`${a}.${target.fk}`);
  const value = sql.ref(`${a}.${target.valueColumn}`);
  const row = sql.ref(ctx.rowKey);
  const core = p.core;
  let positive: RawBuilder<SqlBool>;
  if (core.test === 'empty') {
    positive = sql<SqlBool>`not exists (select 1 from ${from} where ${fk} = ${row} and ${value} is not null and ${value} <> '')`;
  } else if (core.test === 'containsAny') {
    positive = sql<SqlBool>`exists (select 1 from ${from} where ${fk} = ${row} and ${inSql(value, core.values)})`;
  } else if (core.test === 'containsAll') {
    positive = sql<SqlBool>`(select count(distinct ${value}) from ${from} where ${fk} = ${row} and ${inSql(value, core.values)}) = ${core.values.length}`;
  } else {
    throw new RuleSqlError(`${core.test} is not a test on code lists`);
  }
  return p.negate ? not(positive) : positive;
}

/**
 * A condition below a repeatable module. Zero sections read as one section with no value
 * (SEMANTICS.md §4): that result is a constant known here, so it costs one EXISTS at most.
 */
function sectionsPredicate(
  p: PreparedCondition,
  target: Extract<FieldSqlTarget, { kind: 'sections' }>,
  column: string,
  ctx: Ctx,
): RawBuilder<SqlBool> {
  if (p.kind === 'codes')
    throw new RuleSqlError('multi-valued fields inside sections are not supported in SQL');
  const a = ctx.nextAlias();
  const from = sql`${sql.table(target.table)} as ${sql.id(a)}`;
  const owned = sql<SqlBool>`${sql.ref(`${a}.${target.fk}`)} = ${sql.ref(ctx.rowKey)}`;
  // Under 'every' the row test sits inside NOT, so it must not be NULL.
  const rowTest = scalarPredicate(p, sql.ref(`${a}.${column}`), ctx, p.sectionRule === '1');
  const whenEmpty = resultWhenEmpty(p);
  const anySection = sql<SqlBool>`exists (select 1 from ${from} where ${owned})`;
  if (p.sectionRule === '1') {
    const noFailing = sql<SqlBool>`not exists (select 1 from ${from} where ${owned} and not (${rowTest}))`;
    return whenEmpty ? noFailing : sql<SqlBool>`(${anySection} and ${noFailing})`;
  }
  const someMatching = sql<SqlBool>`exists (select 1 from ${from} where ${owned} and ${rowTest})`;
  return whenEmpty ? sql<SqlBool>`(not ${anySection} or ${someMatching})` : someMatching;
}

function conditionSql(p: PreparedCondition, ctx: Ctx, twoValued: boolean): RawBuilder<SqlBool> {
  const path = p.field;
  const direct = ctx.fields[fieldKey(path)];
  if (direct?.kind === 'column') {
    if (p.kind === 'codes')
      throw new RuleSqlError(`${fieldKey(path)}: multi-valued fields need a childValues mapping`);
    return scalarPredicate(p, sql.ref(direct.ref), ctx, twoValued);
  }
  if (direct?.kind === 'childValues') return childValuesPredicate(p, direct, ctx);
  for (let i = path.length - 1; i >= 1; i--) {
    const module = ctx.fields[fieldKey(path.slice(0, i))];
    if (module?.kind !== 'sections') continue;
    const column = module.columns[fieldKey(path.slice(i))];
    if (column === undefined) break;
    return sectionsPredicate(p, module, column, ctx);
  }
  throw new RuleSqlError(`no SQL mapping for field "${fieldKey(path)}"`);
}

// AND and OR of tests where NULL stands for false still yield a value whose truth is right, so
// two-valuedness is only needed where the caller asks for it.
function nodeSql(node: RuleNode, ctx: Ctx, twoValued: boolean): RawBuilder<SqlBool> {
  if (!isGroup(node)) return conditionSql(prepareOrThrow(node), ctx, twoValued);
  if (node.children.length === 0) return node.op === 'all' ? TRUE : FALSE;
  return joinWith(
    node.children.map((child) => nodeSql(child, ctx, twoValued)),
    node.op === 'all' ? 'and' : 'or',
  );
}

/**
 * Compiles a rule into a WHERE expression, e.g.
 * `db.selectFrom('application').where(compileRuleSql(rule, { dialect, fields, rowKey: 'application.id' }))`.
 * Throws ConditionCompileError for an invalid rule and RuleSqlError for a field it cannot map.
 */
export function compileRuleSql(rule: RuleNode, options: RuleSqlOptions): Expression<SqlBool> {
  let n = 0;
  const ctx: Ctx = {
    text: textSql(options.dialect),
    fields: options.fields,
    rowKey: options.rowKey,
    nextAlias: () => `rc${n++}`,
  };
  return nodeSql(rule, ctx, options.use === 'value');
}
