import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePreparedStatements } from './pg-prepared';

// Issue 21: the pool's queries run as named statements, parsed and planned once per connection.
// PostgreSQL only (TEST_DATABASE_URL); a temporary table, so no schema is needed.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('named statements on PostgreSQL (issue 21)', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    usePreparedStatements(pool);
  });
  afterAll(async () => pool.end());

  it('issue 21: a query with values answers as before and is kept as a prepared statement of the connection', async () => {
    const client = await pool.connect();
    try {
      await client.query('create temporary table t21 (id int primary key, name text)');
      await client.query('insert into t21 values ($1, $2), ($3, $4)', [1, '张三', 2, '李四']);
      for (const id of [1, 2, 1]) {
        const { rows } = await client.query('select name from t21 where id = $1', [id]);
        expect(rows).toEqual([{ name: id === 1 ? '张三' : '李四' }]);
      }
      const kept = await client.query<{ statement: string }>('select statement from pg_prepared_statements');
      const statements = kept.rows.map((row) => row.statement);
      expect(statements).toContain('select name from t21 where id = $1');
      expect(statements).toContain('insert into t21 values ($1, $2), ($3, $4)');
      // DDL and queries without values stay unnamed.
      expect(statements.some((s) => s.startsWith('create'))).toBe(false);
      expect(statements.some((s) => s.startsWith('select statement'))).toBe(false);
    } finally {
      client.release();
    }
  });

  it('issue 21: an error in a named statement is the same error, and the connection keeps working', async () => {
    const client = await pool.connect();
    try {
      await expect(client.query('select 1 / $1::int as n', [0])).rejects.toThrow(/division by zero/);
      const { rows } = await client.query('select 1 / $1::int as n', [1]);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      client.release();
    }
  });

  it('issue 21: a table changed under a kept statement (a newer process migrated it) answers with the new columns', async () => {
    const client = await pool.connect();
    try {
      await client.query('create temporary table t21b (id int primary key, name text)');
      await client.query('insert into t21b values ($1, $2)', [1, '张三']);
      expect((await client.query('select * from t21b where id = $1', [1])).rows).toEqual([
        { id: 1, name: '张三' },
      ]);
      await client.query("alter table t21b add column school text not null default '北京大学'");
      for (let i = 0; i < 2; i += 1) {
        const { rows } = await client.query('select * from t21b where id = $1', [1]);
        expect(rows).toEqual([{ id: 1, name: '张三', school: '北京大学' }]);
      }
    } finally {
      client.release();
    }
  });
});
