// The only place the condition SQL differs between SQLite and PostgreSQL: trimming, ASCII case
// folding, substring search and prefix tests. Dates need nothing here (both backends compare epoch-ms against
// precomputed Asia/Shanghai day starts), numbers and codes compare the same way on both.
import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { TRIM_CHARS } from '@ehire/domain/conditions/index';

export type ConditionSqlDialect = 'sqlite' | 'postgres';

export interface TextSql {
  /** The value without the characters JavaScript's trim() removes. */
  trim(x: RawBuilder<unknown>): RawBuilder<string>;
  /** Trimmed, with ASCII A-Z lower-cased and nothing else (SQLite's lower() without ICU;
   * PostgreSQL's lower() would follow the locale, hence translate()). */
  fold(x: RawBuilder<unknown>): RawBuilder<string>;
  /** Whether `needle` occurs in `hay`. */
  contains(hay: RawBuilder<string>, needle: string): RawBuilder<SqlBool>;
  /** Whether `x` starts with `prefix`, exactly (case-sensitive, character for character). */
  startsWith(x: RawBuilder<unknown>, prefix: string): RawBuilder<SqlBool>;
}

/** The smallest string above every string that starts with `prefix`: its last character + 1. */
function prefixEnd(prefix: string): string | undefined {
  const last = prefix.charCodeAt(prefix.length - 1);
  // No prefix, a surrogate or the highest BMP character: no simple successor; substr covers those.
  if (prefix.length === 0 || (last >= 0xd800 && last <= 0xdfff) || last === 0xffff) return undefined;
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';

export function textSql(dialect: ConditionSqlDialect): TextSql {
  if (dialect === 'sqlite') {
    return {
      trim: (x) => sql<string>`trim(${x}, ${TRIM_CHARS})`,
      fold: (x) => sql<string>`lower(trim(${x}, ${TRIM_CHARS}))`,
      contains: (hay, needle) => sql<SqlBool>`instr(${hay}, ${needle}) > 0`,
      // A range under the default BINARY collation (byte order): exact, and an index can serve it.
      startsWith: (x, prefix) => {
        const end = prefixEnd(prefix);
        return end === undefined
          ? sql<SqlBool>`substr(${x}, 1, ${[...prefix].length}) = ${prefix}`
          : sql<SqlBool>`(${x} >= ${prefix} and ${x} < ${end})`;
      },
    };
  }
  return {
    trim: (x) => sql<string>`btrim(${x}, ${TRIM_CHARS})`,
    fold: (x) => sql<string>`translate(btrim(${x}, ${TRIM_CHARS}), ${UPPER}, ${LOWER})`,
    contains: (hay, needle) => sql<SqlBool>`strpos(${hay}, ${needle}) > 0`,
    // Collations make ranges unsafe here (en_US sorts by letters first); starts_with is exact.
    startsWith: (x, prefix) => sql<SqlBool>`starts_with(${x}, ${prefix})`,
  };
}

/** Which condition dialect a Kysely instance speaks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database schema
export function conditionDialectOf(db: Kysely<any>): ConditionSqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
