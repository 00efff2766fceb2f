import { createHash } from 'node:crypto';
import type pg from 'pg';

// Named (prepared) statements on PostgreSQL (issue 21). node-postgres sends every query as an
// unnamed statement, which PostgreSQL parses and plans anew each time: on the seeded 100k
// tenant, planning the talent list's page (0.7 ms) took longer than running it (0.4 ms), and
// every console request runs 6–11 statements. A named statement is parsed once per connection,
// and PostgreSQL switches to its generic plan after five executions when that plan is not
// costlier than the custom ones (plan_cache_mode auto), so planning is skipped from then on.
// The answers are the same; only how often the server plans changes.

/** Statements a connection keeps at most; later texts go unnamed (nothing is evicted). */
const MAX_PER_CONNECTION = 300;
/** Texts with more parameters (id lists of varying length) are not worth keeping. */
const MAX_PARAMETERS = 32;
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `k${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (names.size > 10_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Makes the pool's connections run Kysely's queries (`query(text, values)`) as named statements;
 * anything else (cursors, query objects, queries without values) goes through unchanged.
 */
export function usePreparedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const prepared = new Set<string>();
    // Texts whose kept plan went stale: a table changed under this connection (a newer process's
    // migration adding a column to a `select *`); they go unnamed from then on.
    const stale = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [text, values] = args;
      if (
        args.length === 2 &&
        typeof text === 'string' &&
        Array.isArray(values) &&
        values.length > 0 &&
        values.length <= MAX_PARAMETERS &&
        PREPARABLE.test(text)
      ) {
        const name = nameOf(text);
        if (!stale.has(name) && (prepared.has(name) || prepared.size < MAX_PER_CONNECTION)) {
          prepared.add(name);
          return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
            if (!isStalePlan(error)) throw error;
            stale.add(name);
            // Outside a transaction the text runs again unnamed; inside one the transaction is
            // already aborted, and the caller gets the original error.
            return (query(text, values) as Promise<unknown>).catch(() => {
              throw error;
            });
          });
        }
      }
      return query(...args);
    };
  });
}

/** PostgreSQL's refusal to run a kept plan whose result columns changed (feature_not_supported). */
function isStalePlan(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '0A000' &&
    typeof message === 'string' &&
    message.includes('cached plan must not change result type')
  );
}
