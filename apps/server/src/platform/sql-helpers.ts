import { sql, type RawBuilder } from 'kysely';

// Small SQL pieces repositories share, written once for both dialects.

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `column` contains `keyword`, case-insensitively for Latin letters on both dialects (SQLite's
 * LIKE already is, PostgreSQL's is not) and with % _ \ taken literally (SQLite has no default
 * LIKE escape character, hence the explicit ESCAPE).
 */
export function containsText(column: string, keyword: string): RawBuilder<boolean> {
  const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
