import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../database';
import { defaultJobCount, parseSeedArgs, runSeed, UsageError } from './cli';
import { environmentFromRoot, findRepoRoot } from '../../repo-paths';

describe('seed command line', () => {
  it('uses one tenant and 10,000 resumes by default and reads every option', () => {
    expect(parseSeedArgs([])).toEqual({
      tenants: 1,
      resumes: 10_000,
      jobs: null,
      seed: 'ehire',
      reset: false,
    });
    expect(
      parseSeedArgs(['--tenants', '2', '--resumes=100000', '--jobs', '50', '--seed', 'x', '--reset']),
    ).toEqual({ tenants: 2, resumes: 100_000, jobs: 50, seed: 'x', reset: true });
    expect(parseSeedArgs(['--resumes', '100_000'])?.resumes).toBe(100_000);
    expect(parseSeedArgs(['--help'])).toBeNull();
    expect(parseSeedArgs(['-h'])).toBeNull();
  });

  it.each([
    [['--tenants', 'abc'], '--tenants 必须是 1 到 100 之间的整数，收到 "abc"'],
    [['--tenants', '0'], '--tenants 必须是 1 到 100 之间的整数'],
    [['--resumes', '1.5'], '--resumes 必须是 0 到 5000000 之间的整数'],
    [['--resumes'], '参数无效'],
    [['--bogus'], "Unknown option '--bogus'"],
    [['extra'], '参数无效'],
    [['--seed', ' '], '--seed 不能为空'],
  ])('rejects %j with a clear message', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(UsageError);
    expect(() => parseSeedArgs(argv)).toThrow(message);
  });

  it('picks about one job per 500 resumes, between 12 and 200', () => {
    expect(defaultJobCount(0)).toBe(12);
    expect(defaultJobCount(20_000)).toBe(40);
    expect(defaultJobCount(100_000)).toBe(200);
    expect(defaultJobCount(1_000_000)).toBe(200);
  });

  it('resolves DATA_DIR and a SQLite DATABASE_URL against the repository root', () => {
    const root = findRepoRoot();
    expect(path.basename(path.join(root, 'apps'))).toBe('apps');
    expect(environmentFromRoot({}, root).DATA_DIR).toBe(path.join(root, 'data'));
    expect(environmentFromRoot({ DATA_DIR: 'tmp/x' }, root).DATA_DIR).toBe(path.join(root, 'tmp/x'));
    expect(environmentFromRoot({ DATA_DIR: '/abs/dir' }, root).DATA_DIR).toBe('/abs/dir');
    expect(environmentFromRoot({ DATABASE_URL: 'db/e.db' }, root).DATABASE_URL).toBe(
      path.join(root, 'db/e.db'),
    );
    const pgUrl = 'postgres://u@h:5432/d';
    expect(environmentFromRoot({ DATABASE_URL: pgUrl }, root).DATABASE_URL).toBe(pgUrl);
  });
});

describe('runSeed (SQLite in a temporary DATA_DIR)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ehire-seed-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: 'seed-cli-test-secret-0123' };

  it('fills demo, demo2 and a created seed3 tenant, then skips them on a second run', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const options = { tenants: 3, resumes: 150, jobs: null, seed: 'cli-test', reset: false };
      const first = await runSeed(options, env);
      expect(first.map((r) => [r.member, r.skipped, r.result?.resumes])).toEqual([
        ['demo', false, 150],
        ['demo2', false, 150],
        ['seed3', false, 150],
      ]);
      const second = await runSeed(options, env);
      expect(second.every((r) => r.skipped)).toBe(true);
      const third = await runSeed({ ...options, tenants: 1, resumes: 40, reset: true }, env);
      expect(third[0].result?.resumes).toBe(40);
      expect(log.mock.calls.flat().join('\n')).toContain('总耗时 Elapsed');
    } finally {
      log.mockRestore();
    }

    const { db, destroy } = createDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir });
    try {
      const perTenant = await db
        .selectFrom('candidate as c')
        .innerJoin('tenant as t', 't.id', 'c.tenant_id')
        .select(['t.member_name', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('t.member_name')
        .orderBy('t.member_name')
        .execute();
      expect(perTenant.map((r) => [r.member_name, Number(r.n)])).toEqual([
        ['demo', 40],
        ['demo2', 150],
        ['seed3', 150],
      ]);
      const admin = await db
        .selectFrom('operator as o')
        .innerJoin('tenant as t', 't.id', 'o.tenant_id')
        .select(['o.username', 'o.password_hash'])
        .where('t.member_name', '=', 'seed3')
        .executeTakeFirstOrThrow();
      expect(admin.username).toBe('admin');
      expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await destroy();
    }
  }, 120_000);
});
