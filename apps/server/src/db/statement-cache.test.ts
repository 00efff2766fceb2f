import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './database';

// The SQLite writer keeps its prepared statements (issue 21: Kysely prepared every query anew).
// What a caller sees must not change: the same answers, a statement reused after a stream was
// left early, and statements that follow a schema change.

interface Db {
  item: { id: number; name: string };
}

let sqlite: SqliteDatabase.Database;
let db: Kysely<Db>;

function open(size?: number) {
  sqlite = new SqliteDatabase(':memory:');
  db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, size) }) });
  sqlite.exec('create table item (id integer primary key, name text not null)');
  const insert = sqlite.prepare('insert into item (id, name) values (?, ?)');
  for (let i = 1; i <= 50; i++) insert.run(i, `条目${i}`);
}

afterEach(async () => {
  await db.destroy();
});

describe('SQLite statement cache (issue 21)', () => {
  it('answers the same query with its current rows each time', async () => {
    open();
    const query = () => db.selectFrom('item').select('name').where('id', '=', 7).executeTakeFirst();
    expect(await query()).toEqual({ name: '条目7' });
    await db.updateTable('item').set({ name: '改名' }).where('id', '=', 7).execute();
    expect(await query()).toEqual({ name: '改名' });
  });

  it('a stream left after three rows leaves its statement usable by the next caller', async () => {
    open();
    const query = db.selectFrom('item').select('id').orderBy('id');
    const streamed: number[] = [];
    for await (const row of query.stream(5)) {
      streamed.push(row.id);
      if (streamed.length === 3) break;
    }
    expect(streamed).toEqual([1, 2, 3]);
    expect((await query.execute()).map((r) => r.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('a kept statement follows a schema change', async () => {
    open();
    const all = () => sql<Record<string, unknown>>`select * from item where id = 1`.execute(db);
    expect((await all()).rows[0]).toEqual({ id: 1, name: '条目1' });
    sqlite.exec("alter table item add column note text not null default '备注'");
    expect((await all()).rows[0]).toEqual({ id: 1, name: '条目1', note: '备注' });
  });

  it('keeps at most `size` statements and still answers every query', async () => {
    open(3);
    for (let round = 0; round < 2; round++) {
      for (let id = 1; id <= 10; id++) {
        const row = await sql<{ name: string }>`select name from item where id = ${sql.lit(id)}`.execute(db);
        expect(row.rows[0]?.name).toBe(`条目${id}`);
      }
    }
  });
});
