import Database from 'better-sqlite3';
import fc from 'fast-check';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  all,
  compileRule,
  toStorageValue,
  type Condition,
  type RuleNode,
} from '@ehire/domain/conditions/index';
import {
  TEST_FIELDS,
  exhaustiveConditions,
  recordArb,
  ruleArb,
} from '@ehire/domain/conditions/test-support/arbitraries';
import { conditionDialectOf, type ConditionSqlDialect } from './dialect';
import { RuleSqlError, compileRuleSql, type FieldSqlMapping } from './sql';

// The test schema mirrors TEST_FIELDS: top-level fields are columns of `rec` ("when" is a
// keyword on purpose), `tags` lives in a child table and the repeatable module `edu` in a
// sections table.
interface TestDb {
  rec: {
    id: number;
    num: number | null;
    score: number | null;
    when: number | null;
    name: string | null;
    deg: string | null;
    city: string | null;
  };
  rec_tag: { rec_id: number; value: string };
  rec_edu: {
    id: number;
    rec_id: number;
    degree: string | null;
    year: number | null;
    school: string | null;
    start: number | null;
    city: string | null;
  };
}

const MAPPING: FieldSqlMapping = {
  num: { kind: 'column', ref: 'rec.num' },
  score: { kind: 'column', ref: 'rec.score' },
  when: { kind: 'column', ref: 'rec.when' },
  name: { kind: 'column', ref: 'rec.name' },
  deg: { kind: 'column', ref: 'rec.deg' },
  city: { kind: 'column', ref: 'rec.city' },
  tags: { kind: 'childValues', table: 'rec_tag', fk: 'rec_id', valueColumn: 'value' },
  edu: {
    kind: 'sections',
    table: 'rec_edu',
    fk: 'rec_id',
    columns: { degree: 'degree', year: 'year', school: 'school', start: 'start', city: 'city' },
  },
};

const typeOf = (path: string) => TEST_FIELDS.find((f) => f.path.join('.') === path)!.fieldType;
const scalar = (path: string, raw: unknown) => toStorageValue(typeOf(path), raw) as string | number | null;

async function createSchema(db: Kysely<TestDb>, dialect: ConditionSqlDialect) {
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  await sql`create table rec (id integer primary key, num ${sql.raw(real)}, score ${sql.raw(real)}, "when" ${sql.raw(big)}, name text, deg text, city text)`.execute(
    db,
  );
  await sql`create table rec_tag (rec_id integer not null, value text not null)`.execute(db);
  await sql`create table rec_edu (id integer primary key, rec_id integer not null, degree text, year ${sql.raw(real)}, school text, start ${sql.raw(big)}, city text)`.execute(
    db,
  );
  await sql`create index rec_tag_value on rec_tag (rec_id, value)`.execute(db);
  await sql`create index rec_edu_rec on rec_edu (rec_id)`.execute(db);
}

/** Writes records the way a repository would: every value through toStorageValue. */
async function load(db: Kysely<TestDb>, records: Record<string, unknown>[]) {
  await db.deleteFrom('rec_tag').execute();
  await db.deleteFrom('rec_edu').execute();
  await db.deleteFrom('rec').execute();
  const recs: TestDb['rec'][] = [];
  const tags: TestDb['rec_tag'][] = [];
  const edus: TestDb['rec_edu'][] = [];
  records.forEach((r, id) => {
    recs.push({
      id,
      num: scalar('num', r.num) as number | null,
      score: scalar('score', r.score) as number | null,
      when: scalar('when', r.when) as number | null,
      name: scalar('name', r.name) as string | null,
      deg: scalar('deg', r.deg) as string | null,
      city: scalar('city', r.city) as string | null,
    });
    for (const value of toStorageValue(typeOf('tags'), r.tags) as string[]) tags.push({ rec_id: id, value });
    const sections = Array.isArray(r.edu) ? r.edu : r.edu && typeof r.edu === 'object' ? [r.edu] : [];
    for (const s of sections as (Record<string, unknown> | null)[]) {
      const get = (k: string) => (s && typeof s === 'object' ? s[k] : undefined);
      edus.push({
        id: edus.length,
        rec_id: id,
        degree: scalar('edu.degree', get('degree')) as string | null,
        year: scalar('edu.year', get('year')) as number | null,
        school: scalar('edu.school', get('school')) as string | null,
        start: scalar('edu.start', get('start')) as number | null,
        city: scalar('edu.city', get('city')) as string | null,
      });
    }
  });
  const chunks = <T>(xs: T[]) =>
    Array.from({ length: Math.ceil(xs.length / 200) }, (_, i) => xs.slice(i * 200, i * 200 + 200));
  for (const part of chunks(recs)) await db.insertInto('rec').values(part).execute();
  for (const part of chunks(tags)) await db.insertInto('rec_tag').values(part).execute();
  for (const part of chunks(edus)) await db.insertInto('rec_edu').values(part).execute();
  // Fresh statistics, so PostgreSQL plans the correlated subqueries with the indexes.
  if (records.length > 100 && conditionDialectOf(db) === 'postgres')
    await sql`analyze rec, rec_tag, rec_edu`.execute(db);
}

async function sqlIds(db: Kysely<TestDb>, rule: RuleNode): Promise<number[]> {
  const where = compileRuleSql(rule, { dialect: conditionDialectOf(db), fields: MAPPING, rowKey: 'rec.id' });
  const rows = await db.selectFrom('rec').select('id').where(where).orderBy('id').execute();
  return rows.map((r) => Number(r.id));
}

const closureIds = (rule: RuleNode, records: Record<string, unknown>[]) => {
  const pred = compileRule(rule);
  return records.flatMap((r, i) => (pred(r) ? [i] : []));
};

function backendSuite(
  name: ConditionSqlDialect,
  open: () => Promise<{ db: Kysely<TestDb>; close: () => Promise<void> }>,
) {
  describe(`SQL backend on ${name}`, () => {
    let db: Kysely<TestDb>;
    let close: () => Promise<void>;
    const records = fc.sample(recordArb, { numRuns: 2000, seed: 20240520 });

    beforeAll(async () => {
      ({ db, close } = await open());
      await createSchema(db, name);
    });
    afterAll(async () => close?.());

    it('selects exactly the rows the closure backend selects: hundreds of random rules over 2,000 random records', async () => {
      await load(db, records);
      await fc.assert(
        fc.asyncProperty(ruleArb, async (rule) => {
          expect(await sqlIds(db, rule)).toEqual(closureIds(rule, records));
        }),
        { numRuns: name === 'sqlite' ? 300 : 200 },
      );
    });

    it("with use: 'value' the expression is never NULL: its negation selects exactly the other rows", async () => {
      const some = records.slice(0, 500);
      await load(db, some);
      await fc.assert(
        fc.asyncProperty(ruleArb, async (rule) => {
          const value = compileRuleSql(rule, {
            dialect: name,
            fields: MAPPING,
            rowKey: 'rec.id',
            use: 'value',
          });
          const rows = await db
            .selectFrom('rec')
            .select('id')
            .where(sql<boolean>`not (${value})`)
            .orderBy('id')
            .execute();
          const selected = new Set(closureIds(rule, some));
          expect(rows.map((r) => Number(r.id))).toEqual(some.flatMap((_, i) => (selected.has(i) ? [] : [i])));
        }),
        { numRuns: name === 'sqlite' ? 200 : 100 },
      );
    });

    it('agrees on every field × operator × pool value, section rules included (exhaustive sweep)', async () => {
      // Several hundred records hold every awkward value many times over; more only costs time.
      const some = records.slice(0, name === 'sqlite' ? 600 : 300);
      await load(db, some);
      for (const c of exhaustiveConditions()) {
        expect(await sqlIds(db, c), JSON.stringify(c)).toEqual(closureIds(c, some));
      }
    });

    it('agrees with the closure backend on random small data sets (shrinks data and rule)', async () => {
      await fc.assert(
        fc.asyncProperty(ruleArb, fc.array(recordArb, { maxLength: 25 }), async (rule, small) => {
          await load(db, small);
          expect(await sqlIds(db, rule)).toEqual(closureIds(rule, small));
        }),
        { numRuns: name === 'sqlite' ? 150 : 60 },
      );
    });

    it('COND-020 COND-028 COND-029 inclusive ranges and section rules in SQL, including zero sections', async () => {
      const data = [
        { num: 10, edu: [{ degree: '4' }, { degree: '4' }] },
        { num: 20, edu: [{ degree: '4' }, { degree: '3' }] },
        { num: 21, edu: [] },
        { num: '15' },
      ];
      await load(db, data);
      const between: Condition = {
        kind: 'condition',
        field: ['num'],
        operator: 'between',
        value: [10, 20],
        fieldType: 1,
      };
      expect(await sqlIds(db, between)).toEqual([0, 1, 3]);
      const every: Condition = {
        kind: 'condition',
        field: ['edu', 'degree'],
        operator: 'eq',
        value: '4',
        fieldType: 4,
        sectionRule: '1',
      };
      expect(await sqlIds(db, every)).toEqual([0]);
      expect(await sqlIds(db, { ...every, sectionRule: '2' })).toEqual([0, 1]);
      expect(await sqlIds(db, { ...every, operator: 'neq' })).toEqual([2, 3]);
      expect(await sqlIds(db, { ...every, operator: 'isEmpty', value: 1 })).toEqual([2, 3]);
    });
  });
}

backendSuite('sqlite', async () => {
  const db = new Kysely<TestDb>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  return { db, close: () => db.destroy() };
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  backendSuite('postgres', async () => {
    // A fresh schema per run, dropped afterwards, so parallel runs never meet.
    const schema = `cond_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    const db = new Kysely<TestDb>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: pgUrl, max: 2, options: `-c search_path=${schema}` }),
      }),
    });
    return {
      db,
      close: async () => {
        await db.destroy();
        await admin.query(`drop schema "${schema}" cascade`);
        await admin.end();
      },
    };
  });
}
// Without TEST_DATABASE_URL the PostgreSQL run is simply not defined; CI sets the variable.

describe('SQL compilation', () => {
  const db = new Kysely<TestDb>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  const pgDb = new Kysely<TestDb>({ dialect: new PostgresDialect({ pool: new pg.Pool({ max: 1 }) }) });
  afterAll(async () => {
    await db.destroy();
    await pgDb.destroy();
  });
  const compileWith = (k: Kysely<TestDb>, rule: RuleNode) =>
    k
      .selectFrom('rec')
      .select('id')
      .where(compileRuleSql(rule, { dialect: conditionDialectOf(k), fields: MAPPING, rowKey: 'rec.id' }))
      .compile();

  it('sends every value as a parameter, never in the SQL text', () => {
    const evil = "x' or 1=1 --";
    const rule = all(
      { kind: 'condition', field: ['name'], operator: 'containsAny', value: [evil], fieldType: 3 },
      { kind: 'condition', field: ['deg'], operator: 'inAny', value: [evil, 'b'], fieldType: 4 },
      { kind: 'condition', field: ['tags'], operator: 'containsAll', value: [evil], fieldType: 5 },
      {
        kind: 'condition',
        field: ['edu', 'city'],
        operator: 'underAny',
        value: [`${evil}$z`],
        fieldType: 11,
      },
    );
    for (const k of [db, pgDb]) {
      const q = compileWith(k, rule);
      expect(q.sql).not.toContain('1=1');
      expect(q.parameters).toContain("x' or 1=1 --");
    }
  });

  it('keeps the dialect difference to text folding and search', () => {
    const rule: Condition = {
      kind: 'condition',
      field: ['name'],
      operator: 'containsAny',
      value: ['Java'],
      fieldType: 3,
    };
    expect(conditionDialectOf(db)).toBe('sqlite');
    expect(conditionDialectOf(pgDb)).toBe('postgres');
    expect(compileWith(db, rule).sql).toMatch(/lower\(trim\("rec"\."name", \?\)\)/);
    expect(compileWith(db, rule).sql).toContain('instr(');
    expect(compileWith(pgDb, rule).sql).toMatch(/translate\(btrim\("rec"\."name", \$1\), \$2, \$3\)/);
    expect(compileWith(pgDb, rule).sql).toContain('strpos(');
    expect(compileWith(db, rule).parameters).toContain('java'); // the needle is folded once, in JS
  });

  it('writes 等于 on a number as one equality, not a one-point range (issue 22)', () => {
    const eq: Condition = { kind: 'condition', field: ['num'], operator: 'eq', value: 2026, fieldType: 1 };
    expect(compileWith(db, eq).sql).toContain('"rec"."num" = ?');
    expect(compileWith(db, eq).sql).not.toContain('>=');
    expect(compileWith(pgDb, eq).sql).toContain('"rec"."num" = $1');
    const between: Condition = { ...eq, operator: 'between', value: [2025, 2026] };
    expect(compileWith(db, between).sql).toContain('"rec"."num" >= ? and "rec"."num" <= ?');
  });

  it('names a field it cannot map', () => {
    const rule: Condition = {
      kind: 'condition',
      field: ['nowhere'],
      operator: 'eq',
      value: '1',
      fieldType: 4,
    };
    expect(() => compileWith(db, rule)).toThrow(RuleSqlError);
    const listInColumn: Condition = {
      kind: 'condition',
      field: ['deg'],
      operator: 'containsAny',
      value: ['1'],
      fieldType: 5,
    };
    expect(() => compileWith(db, listInColumn)).toThrow('childValues');
  });
});
