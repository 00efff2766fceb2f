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
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  fieldKey,
  prepareCondition,
  resultWhenEmpty,
  SECTION_RULE,
  TRIM_CHARS,
  VALUE_KIND_OF,
  type Condition,
  type PreparedCondition,
} from '@ehire/domain/conditions/index';
import { TALENT_ANSWERS_HEAD } from '@ehire/domain/contracts/talent';
import { fieldRefLabel, type SmartColumnDef, type SmartModuleDef } from '@ehire/domain/smart-rules/fields';
import { compileRuleSql, type ConditionSqlDialect } from '../../platform/conditions';

/** A design field a condition names: its module, column and 模块/字段 label. */
export interface DesignFieldRef {
  module: SmartModuleDef;
  column: SmartColumnDef;
  label: string;
}

/**
 * The design field of a path ['answers', modId, colId]; `label` names it for messages, also when
 * it is unknown (模块/字段 with the ids of what the design lacks).
 */
export function designFieldOf(
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
export function designConditionSql(
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
export function isDesignPath(path: readonly string[]): boolean {
  return path[0] === TALENT_ANSWERS_HEAD;
}
