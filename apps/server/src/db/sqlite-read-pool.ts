import { Worker } from 'node:worker_threads';
import {
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

// SQLite reads off the event loop (issue 21). better-sqlite3 answers synchronously, so a slow
// query (a keyword search over 100,000 applications) used to stop every other request of the
// process, /api/health included. With a read pool, SELECT statements built with Kysely outside a
// transaction, and raw SQL that only reads tables, run on read-only connections in worker threads
// over the same WAL file; everything else (writes, every statement of a transaction) stays on the one writer connection of
// the main thread, as before. WAL lets the readers see every committed write and never block the
// writer. A :memory: database has no file to share and never gets a pool.

// The worker is plain CommonJS evaluated from this text, so the server bundle needs no second
// entry point; better-sqlite3 resolves from node_modules like in the main thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('mmap_size = ' + workerData.mmapSize);
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size > 500) statements.clear();
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

/**
 * Bytes of the database file each connection reads through a memory map instead of read() calls
 * into its page cache (16 MB, which a search over 100,000 applications overflows at every query).
 * A keyword search visits one application row per full-text match, scattered over the file: with
 * read() each visit copied a page through a system call, about two thirds of the statement's CPU
 * (a keyword + 2 filters count over 100,000 applications: 15 ms → 5 ms). The map shares the
 * operating system's file cache, so it costs address space, not memory.
 */
export const SQLITE_MMAP_SIZE = 1024 * 1024 * 1024;

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface ReadWorker {
  worker: Worker;
  /** Statements posted to the worker and not yet answered (at most IN_FLIGHT). */
  busy: number;
}

interface Job {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

/**
 * Statements a worker holds at once: the one it runs and the next, so it never waits for the main
 * thread between two. More would bind statements to a worker before knowing which worker frees
 * up first.
 */
const IN_FLIGHT = 2;

/**
 * Read-only connections in worker threads, fed from one queue in arrival order: a worker takes
 * the next statement when it has answered one (issue 21). Handing each statement at once to the
 * worker with the fewest pending ones counted a 6 ms keyword search like a 0.05 ms lookup, so one
 * worker could sit idle while the other still had searches queued.
 */
export class SqliteReadPool {
  private readonly workers: ReadWorker[];
  private readonly pending = new Map<number, Pending>();
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(file: string, size: number) {
    this.workers = Array.from({ length: size }, () => {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, mmapSize: SQLITE_MMAP_SIZE } });
      const entry: ReadWorker = { worker, busy: 0 };
      worker.on(
        'message',
        (message: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
          entry.busy--;
          this.dispatch();
          if (entry.busy === 0) entry.worker.unref();
          const waiting = this.pending.get(message.id);
          if (!waiting) return;
          this.pending.delete(message.id);
          if (message.error) {
            const error = new Error(message.error.message) as Error & { code?: string };
            if (message.error.code) error.code = message.error.code;
            waiting.reject(error);
          } else waiting.resolve((message.rows ?? []).map(withBuffers));
        },
      );
      // A worker that dies fails what it held; the others go on.
      worker.on('error', (error) => this.failAll(error));
      worker.unref();
      return entry;
    });
  }

  async select(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, sql, parameters });
      this.dispatch();
    });
  }

  /** Posts queued statements, oldest first, to the least busy worker while one has room. */
  private dispatch(): void {
    while (this.queue.length > 0) {
      const target = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
      if (target.busy >= IN_FLIGHT) return;
      const job = this.queue.shift() as Job;
      // A worker with a query keeps the process alive (an idle one does not): a script whose
      // only pending work is a read must not exit before the answer.
      if (target.busy++ === 0) target.worker.ref();
      target.worker.postMessage(job);
    }
  }

  private failAll(error: Error): void {
    // Statements not yet posted fail with the others.
    this.queue.length = 0;
    for (const [id, waiting] of this.pending) {
      this.pending.delete(id);
      waiting.reject(error);
    }
  }

  async destroy(): Promise<void> {
    await Promise.all(this.workers.map((entry) => entry.worker.terminate()));
    this.failAll(new Error('database closed'));
  }
}

/** Blobs cross the thread boundary as Uint8Array; the writer connection gives Buffers. */
function withBuffers(row: unknown): unknown {
  if (row === null || typeof row !== 'object') return row;
  const out = row as Record<string, unknown>;
  for (const key of Object.keys(out)) {
    const value = out[key];
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
      out[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return out;
}

/** A raw statement that reads a table: SELECT … FROM or WITH … SELECT … FROM. */
const RAW_TABLE_READ = /^\s*(select|with)\b[\s\S]*\bfrom\b/i;
/** Anything that could write or change the connection keeps a raw statement on the writer. */
const RAW_WRITES =
  /\b(insert|update|delete|replace|upsert|pragma|attach|detach|create|drop|alter|vacuum|reindex|analyze|returning)\b/i;

/**
 * Whether a statement goes to the read pool: every Kysely SELECT, and raw SQL that only reads
 * tables (the talent list's counts and pages are raw statements built from its filters; left on
 * the writer they stopped the event loop, /api/health included). A raw statement naming no table
 * (`select 1`) costs nothing and stays on the writer, so the health check answers at once.
 */
function isPoolRead(query: CompiledQuery): boolean {
  if (query.query.kind === 'SelectQueryNode') return true;
  return query.query.kind === 'RawNode' && RAW_TABLE_READ.test(query.sql) && !RAW_WRITES.test(query.sql);
}

/**
 * One Kysely connection: reads outside a transaction go to the pool; anything else takes the
 * writer connection (and its lock) on first use and keeps it until released.
 */
class RoutingConnection implements DatabaseConnection {
  writer: DatabaseConnection | null = null;
  inTransaction = false;

  constructor(
    private readonly inner: Driver,
    private readonly pool: SqliteReadPool,
  ) {}

  async takeWriter(): Promise<DatabaseConnection> {
    this.writer ??= await this.inner.acquireConnection();
    return this.writer;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inTransaction && this.writer === null && isPoolRead(query)) {
      return { rows: (await this.pool.select(query.sql, query.parameters)) as R[] };
    }
    return (await this.takeWriter()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.takeWriter()).streamQuery<R>(query, chunkSize);
  }
}

class ReadPoolDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly pool: SqliteReadPool,
  ) {}

  async init(): Promise<void> {
    await this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutingConnection(this.inner, this.pool);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const routing = connection as RoutingConnection;
    routing.inTransaction = true;
    await this.inner.beginTransaction(await routing.takeWriter(), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.inner.commitTransaction(await (connection as RoutingConnection).takeWriter());
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.inner.rollbackTransaction(await (connection as RoutingConnection).takeWriter());
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ) {
    await this.inner.savepoint?.(await (connection as RoutingConnection).takeWriter(), name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2],
  ) {
    await this.inner.rollbackToSavepoint?.(
      await (connection as RoutingConnection).takeWriter(),
      name,
      compile,
    );
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2],
  ) {
    await this.inner.releaseSavepoint?.(await (connection as RoutingConnection).takeWriter(), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const routing = connection as RoutingConnection;
    const writer = routing.writer;
    routing.writer = null;
    routing.inTransaction = false;
    if (writer) await this.inner.releaseConnection(writer);
  }

  async destroy(): Promise<void> {
    await this.pool.destroy();
    await this.inner.destroy();
  }
}

/** The SQLite dialect with its SELECTs on a pool of read-only worker connections. */
export class SqliteReadPoolDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly pool: SqliteReadPool,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new ReadPoolDriver(super.createDriver(), this.pool);
  }
}
