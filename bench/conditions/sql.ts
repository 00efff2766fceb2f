// The SQL half of the benchmark: one rule as a talent filter (COUNT + first page of 20) over
// generated applications in a temporary SQLite file, our compiled expression against the same
// query written by hand. Both go through Kysely on the same connection.
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { compileRule, toStorageValue } from '../../packages/domain/src/conditions/index';
import { compileRuleSql, type FieldSqlMapping } from '../../apps/server/src/platform/conditions/sql';
import type { Resume } from './data';
import type { BenchRule } from './rules';

interface AppDb {
  application: {
    id: number;
    tenant_id: number;
    degree: string | null;
    grad_year: number | null;
    birthday: number | null;
    city: string | null;
    gender: string | null;
    age: number | null;
    score: number | null;
    major: string | null;
  };
  application_skill: { application_id: number; value: string };
  application_edu: { id: number; application_id: number; degree: string | null; year: number | null };
}

const MAPPING: FieldSqlMapping = {
  degree: { kind: 'column', ref: 'application.degree' },
  gradYear: { kind: 'column', ref: 'application.grad_year' },
  birthday: { kind: 'column', ref: 'application.birthday' },
  city: { kind: 'column', ref: 'application.city' },
  gender: { kind: 'column', ref: 'application.gender' },
  age: { kind: 'column', ref: 'application.age' },
  score: { kind: 'column', ref: 'application.score' },
  major: { kind: 'column', ref: 'application.major' },
  skills: { kind: 'childValues', table: 'application_skill', fk: 'application_id', valueColumn: 'value' },
  edu: {
    kind: 'sections',
    table: 'application_edu',
    fk: 'application_id',
    columns: { degree: 'degree', year: 'year' },
  },
};

const TENANT = 1;
const RUNS = 20;

function build(file: string, resumes: Resume[], rows: number): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.exec(`
    create table application (id integer primary key, tenant_id integer not null, degree text, grad_year real,
      birthday integer, city text, gender text, age real, score real, major text);
    create table application_skill (application_id integer not null, value text not null);
    create table application_edu (id integer primary key, application_id integer not null, degree text, year real);
  `);
  const app = db.prepare('insert into application values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const skill = db.prepare('insert into application_skill values (?, ?)');
  const edu = db.prepare('insert into application_edu (application_id, degree, year) values (?, ?, ?)');
  db.transaction(() => {
    for (let i = 0; i < rows; i++) {
      const r = resumes[i];
      // Repositories write through toStorageValue; the generated data is already clean.
      app.run(r.id, r.tenantId, r.degree, r.gradYear, r.birthday, r.city, r.gender, r.age, r.score, r.major);
      for (const s of toStorageValue(5, r.skills) as string[]) skill.run(r.id, s);
      for (const e of r.edu) edu.run(r.id, e.degree, e.year);
    }
  })();
  // Tenant-leading indexes (ARCHITECTURE §4) and the child tables' lookups both ways.
  db.exec(`
    create index application_tenant_degree on application (tenant_id, degree);
    create index application_tenant_grad_year on application (tenant_id, grad_year);
    create index application_tenant_birthday on application (tenant_id, birthday);
    create index application_skill_app on application_skill (application_id, value);
    create index application_skill_value on application_skill (value, application_id);
    create index application_edu_app on application_edu (application_id);
    analyze;
  `);
  return db;
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

export async function runSqlBench(args: {
  file: string;
  rows: number;
  resumes: Resume[];
  rule: BenchRule;
  log: (...xs: unknown[]) => void;
}): Promise<{ oursP50: number; oursP95: number; handP50: number; handP95: number }> {
  const { file, rows, resumes, rule, log } = args;
  const started = Date.now();
  const raw = build(file, resumes, rows);
  log(
    `sqlite: ${rows.toLocaleString('en-US')} applications (+ skills, education sections) built and indexed in ${Date.now() - started} ms`,
  );
  const db = new Kysely<AppDb>({ dialect: new SqliteDialect({ database: raw }) });

  const where = compileRuleSql(rule.ast, { dialect: 'sqlite', fields: MAPPING, rowKey: 'application.id' });
  const ours = async () => {
    const base = db.selectFrom('application').where('application.tenant_id', '=', TENANT).where(where);
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const page = await base
      .select(['id', 'degree', 'grad_year', 'city'])
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    return { n: Number(n), page: page.map((p) => p.id) };
  };

  // The same filter as a developer would write it by hand (values of rule A0).
  const a = rule.ast.kind === 'group' ? rule.ast.children : [];
  const v = (i: number) => (a[i].kind === 'condition' ? a[i].value : []) as (string | number)[];
  const [d1, d2] = v(0);
  const [y0, y1] = v(1);
  const [prov] = v(2);
  const [s1, s2] = v(3);
  const bornFrom = (rule.logic as { and: { '>=': [unknown, number] }[] }).and[4]['>='][1];
  const handWhere = sql`a.tenant_id = ${TENANT} and a.degree in (${d1}, ${d2}) and a.grad_year between ${y0} and ${y1}
    and (a.city = ${prov} or a.city like ${`${prov}$%`})
    and exists (select 1 from application_skill s where s.application_id = a.id and s.value in (${s1}, ${s2}))
    and a.birthday >= ${bornFrom}`;
  const hand = async () => {
    const count = await sql<{
      n: number;
    }>`select count(*) as n from application a where ${handWhere}`.execute(db);
    const page = await sql<{
      id: number;
    }>`select a.id, a.degree, a.grad_year, a.city from application a where ${handWhere}
      order by a.id desc limit 20`.execute(db);
    return { n: Number(count.rows[0].n), page: page.rows.map((p) => p.id) };
  };

  if (process.argv.includes('--explain')) {
    const plan = async (q: { sql: string; parameters: readonly unknown[] }) =>
      raw
        .prepare(`explain query plan ${q.sql}`)
        .all(...(q.parameters as unknown[]))
        .map((row) => (row as { detail: string }).detail);
    const oursQuery = db
      .selectFrom('application')
      .select('id')
      .where('application.tenant_id', '=', TENANT)
      .where(where)
      .compile();
    const handQuery = sql`select a.id from application a where ${handWhere}`.compile(db);
    log('plan, compiled:', await plan(oursQuery));
    log('plan, hand-written:', await plan(handQuery));
  }

  // Both must select what the closure backend selects.
  const pred = compileRule(rule.ast);
  let expected = 0;
  for (let i = 0; i < rows; i++) if (resumes[i].tenantId === TENANT && pred(resumes[i])) expected++;
  const [o, h] = [await ours(), await hand()];
  if (o.n !== expected || h.n !== expected || o.page.join() !== h.page.join()) {
    throw new Error(`SQL results differ: ours ${o.n}, hand-written ${h.n}, closure ${expected}`);
  }

  const time = async (f: () => Promise<unknown>) => {
    const start = process.hrtime.bigint();
    await f();
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  for (let i = 0; i < 2; i++) {
    await ours();
    await hand();
  }
  const oursMs: number[] = [];
  const handMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Alternate, so drift (cache, CPU frequency) falls on both alike.
    oursMs.push(await time(ours));
    handMs.push(await time(hand));
  }
  const result = {
    oursP50: percentile(oursMs, 50),
    oursP95: percentile(oursMs, 95),
    handP50: percentile(handMs, 50),
    handP95: percentile(handMs, 95),
  };
  log(
    `rule ${rule.name} as a filter (COUNT + first page of 20), ${RUNS} runs, ${expected.toLocaleString('en-US')} matches:`,
  );
  log(`  compiled expression   p50 ${result.oursP50.toFixed(1)} ms  p95 ${result.oursP95.toFixed(1)} ms`);
  log(`  hand-written SQL      p50 ${result.handP50.toFixed(1)} ms  p95 ${result.handP95.toFixed(1)} ms`);
  log(`  p95 ratio (ours / hand-written, <= 1 is as fast): ${(result.oursP95 / result.handP95).toFixed(2)}`);
  await db.destroy();
  return result;
}
