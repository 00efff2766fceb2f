import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

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

/** One page of a list and the number of rows of the whole list. */
export interface CountedPage<R> {
  total: number;
  rows: R[];
}

/**
 * The count and the page of one filtered query. Both are read from the same builder, so the
 * total a pager shows and the rows it pages through cannot follow different filters.
 * `page` adds the selection, order, offset and limit.
 */
export async function countedPage<DB, TB extends keyof DB, R>(
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a query with nothing selected yet
  filtered: SelectQueryBuilder<DB, TB, {}>,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a query with nothing selected yet
  page: (filtered: SelectQueryBuilder<DB, TB, {}>) => Promise<R[]>,
): Promise<CountedPage<R>> {
  const [count, rows] = await Promise.all([
    filtered.select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    page(filtered),
  ]);
  return { total: Number((count as { n: string | number }).n), rows };
}
