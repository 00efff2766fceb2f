import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as KyselySqlite } from 'kysely';
import pg from 'pg';
import { defaultPgPoolMax, type Config } from '../config';
import { isPostgresUrl, type DialectName } from './dialect';
import type { Database } from './schema';
import { usePreparedStatements } from './pg-prepared';
import { SQLITE_MMAP_SIZE, SqliteReadPool, SqliteReadPoolDialect } from './sqlite-read-pool';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * What /api/health asks (issue 21). On PostgreSQL its own connection, apart from `db`'s pool: a
   * ping queued behind 50 concurrent searches for one of the request pool's (then 10) connections waited up to
   * 350 ms (p99), so a busy but healthy server looked down to a load balancer. On SQLite `db`
   * itself (no pool to queue in).
   */
  healthDb: Kysely<Database>;
  dialect: DialectName;
  destroy: () => Promise<void>;
}

/** How long the health ping waits to connect, and for its answer, before /api/health fails. */
const HEALTH_TIMEOUT_MS = 5000;

// int8 (bigint) comes back as a string by default; our millisecond timestamps and counts fit in
// a double, so read them as numbers like SQLite does.
pg.types.setTypeParser(20, Number);

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function sqliteFile(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  const url = config.databaseUrl;
  if (url === ':memory:') return url;
  const file = url ? url.replace(/^sqlite:(\/\/)?/i, '') : path.join(config.dataDir, 'ehire.db');
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return file;
}

export function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'> &
    Partial<Pick<Config, 'sqliteReadWorkers' | 'pgPreparedStatements' | 'pgPoolMax'>>,
): DatabaseHandle {
  if (isPostgresUrl(config.databaseUrl)) {
    const schema = config.databaseSchema;
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
      throw new Error(`DATABASE_SCHEMA 不是有效的模式名："${schema}"`);
    }
    // A schema per test file lets files run in parallel against one database.
    const searchPath = schema ? { options: `-c search_path=${schema}` } : {};
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.pgPoolMax ?? defaultPgPoolMax(),
      ...searchPath,
    });
    if (config.pgPreparedStatements ?? true) usePreparedStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // One connection, opened at the first ping and kept (idleTimeoutMillis 0): a ping is one short
    // statement, so pings never wait long for each other. An unreachable or stuck database still
    // fails the ping, after HEALTH_TIMEOUT_MS; a broken connection is dropped and the next ping
    // opens a new one.
    const healthPool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 1,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: HEALTH_TIMEOUT_MS,
      query_timeout: HEALTH_TIMEOUT_MS,
      application_name: 'ehire-health',
      ...searchPath,
    });
    const healthDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: healthPool }) });
    return {
      db,
      healthDb,
      dialect: 'postgres',
      // The health pool is ended directly: Kysely's destroy() leaves a pool it never used open,
      // and a destroyed handle must fail the ping like a database that is gone.
      destroy: async () => {
        await Promise.all([db.destroy(), healthPool.ending ? undefined : healthPool.end()]);
      },
    };
  }

  const file = sqliteFile(config);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  if (file !== ':memory:') sqlite.pragma(`mmap_size = ${SQLITE_MMAP_SIZE}`);
  // Refreshes the planner's statistics of tables that grew or shrank a lot since they were last
  // analysed (cheap; SQLite's advice for long-lived connections). Without them a talent filter
  // over 1,000,000 applications can pick an index that reads every row (bench/talent).
  sqlite.pragma('optimize = 0x10002');
  // SELECTs off the event loop on read-only connections over the same WAL file (sqlite-read-pool.ts).
  const readers = file === ':memory:' ? 0 : (config.sqliteReadWorkers ?? 0);
  const dialect =
    readers > 0
      ? new SqliteReadPoolDialect(
          { database: withStatementCache(sqlite) },
          new SqliteReadPool(path.resolve(file), readers),
        )
      : new SqliteDialect({ database: withStatementCache(sqlite) });
  const db = new Kysely<Database>({ dialect });
  return { db, healthDb: db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/**
 * The writer connection with its prepared statements kept by SQL text: Kysely prepares every
 * query anew, which cost about a sixth of a talent-list request's CPU. A statement still being
 * iterated is busy (Kysely holds its one SQLite connection during a stream, so this is only a
 * safeguard): the same SQL then gets a fresh statement.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, size = 500): KyselySqlite {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(sql);
      if (!kept) {
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
