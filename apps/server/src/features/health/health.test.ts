import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPgPoolMax } from '../../config';
import { createDatabase } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/harness';

const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('/api/health on PostgreSQL (issue 21)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('issue 21: answers while every connection of the request pool is taken', async () => {
    // The test database's request pool has the default size (createDatabase without pgPoolMax):
    // hold every connection of it, as 50 concurrent searches do.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const acquired: Promise<void>[] = [];
    const holders: Promise<void>[] = [];
    for (let i = 0; i < defaultPgPoolMax(); i++) {
      let taken!: () => void;
      acquired.push(new Promise<void>((resolve) => (taken = resolve)));
      holders.push(
        t.db.connection().execute(async (conn) => {
          await sql`select 1`.execute(conn);
          taken();
          await released;
        }),
      );
    }
    await Promise.all(acquired);
    try {
      const result = await t.call('GET', '/api/health');
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ code: 200, msg: '操作成功', data: { db: 'postgres' } });
    } finally {
      release();
      await Promise.all(holders);
    }
  });

  it('issue 21: the health connection fails when the database does not answer', async () => {
    // Nothing listens on port 1: the ping is refused instead of reporting a healthy database.
    const url = new URL(pgUrl as string);
    url.port = '1';
    const handle = createDatabase({ databaseUrl: url.toString(), databaseSchema: undefined, dataDir: '' });
    try {
      await expect(sql`select 1`.execute(handle.healthDb)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await handle.destroy();
    }
  });
});
