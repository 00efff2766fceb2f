import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The only place that knows which SQL dialect is underneath. Migrations and queries are written
// once; the few things that differ (catalogue introspection, column type names) live here.

export type DialectName = 'sqlite' | 'postgres';

/** Epoch-millisecond columns: BIGINT on PostgreSQL; SQLite maps the name to INTEGER affinity. */
export const MILLIS_TYPE = 'bigint';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema
type AnyDb = Kysely<any>;

export function dialectOf(db: AnyDb): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

const INTERNAL_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** Application tables of the current schema (migration bookkeeping excluded). */
export async function listTables(db: AnyDb): Promise<string[]> {
  const rows =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`
          select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows
    .map((row) => row.name)
    .filter((name) => !INTERNAL_TABLES.has(name))
    .sort();
}

export interface ColumnInfo {
  name: string;
  notNull: boolean;
}

export async function listColumns(db: AnyDb, table: string): Promise<ColumnInfo[]> {
  if (dialectOf(db) === 'postgres') {
    const result = await sql<{ name: string; is_nullable: string }>`
      select column_name as name, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}
      order by ordinal_position`.execute(db);
    return result.rows.map((row) => ({ name: row.name, notNull: row.is_nullable === 'NO' }));
  }
  const result = await sql<{ name: string; notnull: number; pk: number }>`
    select name, "notnull", pk from pragma_table_info(${table})`.execute(db);
  // SQLite lets primary-key columns hold NULL unless declared NOT NULL, so pk alone is not enough.
  return result.rows.map((row) => ({ name: row.name, notNull: row.notnull === 1 }));
}

export interface IndexInfo {
  name: string;
  columns: string[];
}

/** Every index of a table, primary-key and unique-constraint indexes included. */
export async function listIndexes(db: AnyDb, table: string): Promise<IndexInfo[]> {
  if (dialectOf(db) === 'postgres') {
    const result = await sql<{ name: string; column_name: string | null; position: number }>`
      select i.relname as name, a.attname as column_name, k.position
      from pg_index x
      join pg_class t on t.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = t.relnamespace
      cross join lateral unnest(x.indkey) with ordinality as k(attnum, position)
      left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
      where n.nspname = current_schema() and t.relname = ${table}
      order by i.relname, k.position`.execute(db);
    const byName = new Map<string, string[]>();
    for (const row of result.rows) {
      const columns = byName.get(row.name) ?? [];
      // Expression index members have no attribute: show them as the expression marker.
      columns.push(row.column_name ?? '<expression>');
      byName.set(row.name, columns);
    }
    return [...byName].map(([name, columns]) => ({ name, columns }));
  }
  const indexes = await sql<{ name: string }>`
    select name from pragma_index_list(${table})`.execute(db);
  const out: IndexInfo[] = [];
  for (const index of indexes.rows) {
    const cols = await sql<{ name: string | null; seqno: number }>`
      select name, seqno from pragma_index_info(${index.name}) order by seqno`.execute(db);
    out.push({ name: index.name, columns: cols.rows.map((c) => c.name ?? '<expression>') });
  }
  return out;
}
