import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './database';
import { ensureDemoData } from './demo';
import { migrateToLatest } from './migrate';

// Issue 21: on SQLite, SELECTs run on read-only connections in worker threads (sqlite-read-pool.ts)
// so the event loop keeps answering while a heavy query runs. SQLite only (a file database).

const dir = mkdtempSync(path.join(tmpdir(), 'ehire-read-pool-'));
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = createDatabase({
    databaseUrl: path.join(dir, 'ehire.db'),
    databaseSchema: undefined,
    dataDir: dir,
    sqliteReadWorkers: 2,
  });
  await migrateToLatest(handle.db);
  await ensureDemoData(handle.db);
}, 60_000);
afterAll(async () => {
  await handle?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SQLite read pool (issue 21)', () => {
  it('reads see every committed write; a transaction reads its own uncommitted rows, others do not', async () => {
    const db = handle.db;
    const tenant = await db
      .selectFrom('tenant')
      .select(['id', 'name'])
      .where('member_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    await db.updateTable('tenant').set({ name: '读池测试' }).where('id', '=', tenant.id).execute();
    expect(
      (await db.selectFrom('tenant').select('name').where('id', '=', tenant.id).executeTakeFirstOrThrow())
        .name,
    ).toBe('读池测试');

    let outsideDuring = '';
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('tenant').set({ name: '事务中' }).where('id', '=', tenant.id).execute();
      expect(
        (await trx.selectFrom('tenant').select('name').where('id', '=', tenant.id).executeTakeFirstOrThrow())
          .name,
      ).toBe('事务中');
      outsideDuring = (
        await db.selectFrom('tenant').select('name').where('id', '=', tenant.id).executeTakeFirstOrThrow()
      ).name;
    });
    expect(outsideDuring).toBe('读池测试');
    expect(
      (await db.selectFrom('tenant').select('name').where('id', '=', tenant.id).executeTakeFirstOrThrow())
        .name,
    ).toBe('事务中');
    await db.updateTable('tenant').set({ name: tenant.name }).where('id', '=', tenant.id).execute();
  });

  it('a heavy SELECT leaves the event loop free: a timer set after it starts fires before it answers', async () => {
    const events: string[] = [];
    const heavy = handle.db
      .withRecursive('n(i)', (db) =>
        db.selectNoFrom(sql<number>`1`.as('i')).unionAll((db) =>
          db
            .selectFrom('n')
            .select(sql<number>`i + 1`.as('i'))
            .where('i', '<', 3_000_000),
        ),
      )
      .selectFrom('n')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
      .then((row) => {
        events.push('heavy');
        return row;
      });
    await new Promise<void>((resolve) => setImmediate(resolve));
    events.push('event loop');
    expect(Number((await heavy).count)).toBe(3_000_000);
    expect(events).toEqual(['event loop', 'heavy']);
  });

  it('a heavy raw SELECT (the talent list builds its counts as raw SQL) also leaves the event loop free', async () => {
    const events: string[] = [];
    const heavy = sql<{
      count: number;
    }>`with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000000)
      select count(*) as count from n`
      .execute(handle.db)
      .then((result) => {
        events.push('heavy');
        return result.rows[0];
      });
    await new Promise<void>((resolve) => setImmediate(resolve));
    events.push('event loop');
    expect(Number((await heavy)?.count)).toBe(3_000_000);
    expect(events).toEqual(['event loop', 'heavy']);
  });

  it('statements wait in one queue: a worker that frees up takes the next, none waits behind a long one on the other', async () => {
    // The first statement runs long; the rest are short. Two workers hold two statements each, so
    // the first four go at once (the long one and the third on the first worker); the fifth and
    // sixth wait in the queue and go to the second worker as it answers. Handed out at arrival
    // (the worker with the fewest pending statements), the fifth sat behind the long one.
    const answered: string[] = [];
    const count = (name: string, upTo: number) =>
      sql<{ n: number }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${upTo})
        select count(*) as n from c`
        .execute(handle.db)
        .then((result) => {
          answered.push(name);
          return Number(result.rows[0]?.n);
        });
    const statements = [
      count('long', 4_000_000),
      ...['short 2', 'short 3', 'short 4', 'short 5', 'short 6'].map((name) => count(name, 100_000)),
    ];
    expect(await Promise.all(statements)).toEqual([4_000_000, ...Array(5).fill(100_000)]);
    // Only the third (posted with the long one) answers after it.
    expect(answered.slice(0, 4).sort()).toEqual(['short 2', 'short 4', 'short 5', 'short 6']);
    expect(answered.slice(4)).toEqual(['long', 'short 3']);
  });

  it('raw writes stay on the writer and are read back at once', async () => {
    const tenant = await handle.db
      .selectFrom('tenant')
      .select(['id', 'name'])
      .where('member_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    await sql`update tenant set name = ${'原始写入'} where id = ${tenant.id}`.execute(handle.db);
    const read = await sql<{ name: string }>`select name from tenant where id = ${tenant.id}`.execute(
      handle.db,
    );
    expect(read.rows[0]?.name).toBe('原始写入');
    await sql`update tenant set name = ${tenant.name} where id = ${tenant.id}`.execute(handle.db);
  });

  it('an error of a pooled read reaches the caller', async () => {
    await expect(
      handle.db
        .selectFrom('tenant')
        .select(sql<number>`no_such_function(1)`.as('x'))
        .execute(),
    ).rejects.toThrow(/no_such_function/);
  });
});
