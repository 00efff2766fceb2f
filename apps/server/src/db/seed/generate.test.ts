import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { deleteTenantHiringData, seedTenantData, type SeedTenantResult } from './generate';
import { createRng } from './random';

// Runs on SQLite, and on PostgreSQL in a fresh schema when TEST_DATABASE_URL is set (the harness
// decides). The demo tenants come from the harness's ensureDemoData.

const HIRING_TABLES = [
  'flow',
  'flow_step',
  'job',
  'candidate',
  'resume',
  'application',
  'application_label',
] as const;
type HiringTable = (typeof HIRING_TABLES)[number];

/** A fixed reference time (Beijing 2026-11-01 12:00), so runs with the same seed are identical. */
const NOW = Date.UTC(2026, 10, 1, 4, 0, 0);
const DAY = 86_400_000;

let t: TestApp;
let demoId: string;
let demo2Id: string;
let seeded: SeedTenantResult;

async function tenantIdOf(member: string): Promise<string> {
  const row = await t.db
    .selectFrom('tenant')
    .select('id')
    .where('member_name', '=', member)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function countRows(table: HiringTable, tenantId?: string): Promise<number> {
  let query = t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (tenantId !== undefined) query = query.where('tenant_id', '=', tenantId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await createTestApp();
  demoId = await tenantIdOf('demo');
  demo2Id = await tenantIdOf('demo2');
  seeded = await seedTenantData(t.db, {
    tenantId: demoId,
    jobs: 30,
    resumes: 2_000,
    rng: createRng('generate-test'),
    now: NOW,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('seedTenantData', () => {
  it('creates 2,000 candidates and resumes, 30 jobs, a 7-step flow and the counts it reports', async () => {
    expect(seeded.candidates).toBe(2_000);
    expect(seeded.resumes).toBe(2_000);
    expect(seeded.jobs).toBe(30);
    expect(seeded.steps).toBe(7);
    // About 15 % apply to a second job.
    expect(seeded.applications).toBeGreaterThan(2_150);
    expect(seeded.applications).toBeLessThan(2_450);
    expect(seeded.labels).toBeGreaterThan(0);

    expect(await countRows('flow', demoId)).toBe(1);
    expect(await countRows('flow_step', demoId)).toBe(7);
    expect(await countRows('job', demoId)).toBe(30);
    expect(await countRows('candidate', demoId)).toBe(2_000);
    expect(await countRows('resume', demoId)).toBe(2_000);
    expect(await countRows('application', demoId)).toBe(seeded.applications);
    expect(await countRows('application_label', demoId)).toBe(seeded.labels);
  });

  it('puts every row under the seeded tenant and nothing under another tenant', async () => {
    for (const table of HIRING_TABLES) {
      expect({ table, rows: await countRows(table) }).toEqual({
        table,
        rows: await countRows(table, demoId),
      });
      expect({ table, rows: await countRows(table, demo2Id) }).toEqual({ table, rows: 0 });
    }
  });

  it('links each application to a resume, candidate and job of the same tenant', async () => {
    const orphans = await t.db
      .selectFrom('application as a')
      .leftJoin('resume as r', (join) =>
        join.onRef('r.tenant_id', '=', 'a.tenant_id').onRef('r.id', '=', 'a.resume_id'),
      )
      .leftJoin('job as j', (join) =>
        join.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('a.tenant_id', '=', demoId)
      .where((eb) =>
        eb.or([
          eb('r.id', 'is', null),
          eb('j.id', 'is', null),
          eb('r.candidate_id', '!=', eb.ref('a.candidate_id')),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(Number(orphans.n)).toBe(0);
  });

  it('places every application on a step of its job’s flow, most in screening and fewer at each later stage', async () => {
    const perStep = await t.db
      .selectFrom('application as a')
      .innerJoin('job as j', (join) =>
        join.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'),
      )
      .innerJoin('flow_step as s', (join) =>
        join
          .onRef('s.tenant_id', '=', 'a.tenant_id')
          .onRef('s.id', '=', 'a.step_id')
          .onRef('s.flow_id', '=', 'a.flow_id')
          .onRef('s.flow_id', '=', 'j.flow_id'),
      )
      .select(['s.sort', 's.iv_type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('a.tenant_id', '=', demoId)
      .groupBy(['s.sort', 's.iv_type'])
      .orderBy('s.sort')
      .execute();
    const counts = perStep.map((row) => Number(row.n));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(seeded.applications);
    expect(perStep.map((row) => Number(row.iv_type))).toEqual([1, 2, 3, 3, 3, 4, 5]);
    expect(counts[0]).toBeGreaterThan(seeded.applications / 2);
    for (let i = 1; i < 4; i++) expect(counts[i]).toBeLessThan(counts[i - 1]);
    expect(counts[6]).toBeLessThan(counts[0] / 10);
  });

  it('gives screening applications no arranged status and to-be-hired/onboarded ones 00 only', async () => {
    const rows = await t.db
      .selectFrom('application as a')
      .innerJoin('flow_step as s', (join) =>
        join.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.step_id'),
      )
      .select(['s.iv_type', 'a.inbox_status'])
      .distinct()
      .where('a.tenant_id', '=', demoId)
      .execute();
    const statusesOf = (ivType: number) =>
      rows
        .filter((row) => Number(row.iv_type) === ivType)
        .map((row) => row.inbox_status)
        .sort();
    expect(statusesOf(1)).toEqual(['00', '01', '04', '05']);
    expect(statusesOf(3)).toEqual(expect.arrayContaining(['00', '01', '02', '04', '05', '06']));
    expect(statusesOf(4)).toEqual(['00']);
    expect(statusesOf(5)).toEqual(['00']);
  });

  it('spreads applications over the last 120 days and only onto jobs that were online', async () => {
    const span = await t.db
      .selectFrom('application')
      .select((eb) => [eb.fn.min('applied_at').as('first'), eb.fn.max('applied_at').as('last')])
      .where('tenant_id', '=', demoId)
      .executeTakeFirstOrThrow();
    expect(Number(span.first)).toBeGreaterThanOrEqual(NOW - 120 * DAY);
    expect(Number(span.last)).toBeLessThanOrEqual(NOW);
    expect(Number(span.last) - Number(span.first)).toBeGreaterThan(100 * DAY);

    const statuses = await t.db
      .selectFrom('application as a')
      .innerJoin('job as j', (join) =>
        join.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'),
      )
      .select('j.status')
      .distinct()
      .where('a.tenant_id', '=', demoId)
      .execute();
    for (const { status } of statuses) expect(['24', '26', '22']).toContain(status);
  });

  it('gives valid-looking, per-tenant unique mobile numbers and valid 18-digit id numbers', async () => {
    const people = await t.db
      .selectFrom('candidate')
      .select(['mobile', 'email', 'id_number', 'birth_date', 'gender'])
      .where('tenant_id', '=', demoId)
      .execute();
    expect(new Set(people.map((p) => p.mobile)).size).toBe(people.length);
    const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    for (const person of people) {
      expect(person.mobile).toMatch(/^1[3-9]\d{9}$/);
      expect(person.email).toMatch(/^[a-z0-9._]+@[a-z0-9.]+\.com$/);
      if (person.id_number === null) continue;
      expect(person.id_number).toMatch(/^\d{17}[\dX]$/);
      expect(person.id_number.slice(6, 14)).toBe(person.birth_date.replaceAll('-', ''));
      // ISO 7064 MOD 11-2 check digit; the 17th digit is odd for men.
      const sum = weights.reduce((acc, w, i) => acc + w * Number(person.id_number![i]), 0);
      expect(person.id_number[17]).toBe('10X98765432'[sum % 11]);
      expect(Number(person.id_number[16]) % 2).toBe(person.gender === 1 ? 1 : 0);
    }
  });

  it('adds more candidates to a tenant that already has some without reusing a mobile number', async () => {
    const before = await countRows('candidate', demoId);
    const more = await seedTenantData(t.db, {
      tenantId: demoId,
      jobs: 3,
      resumes: 300,
      // The same seed again: without the check against existing numbers it would repeat them.
      rng: createRng('generate-test'),
      now: NOW,
    });
    expect(more.flowId).toBe(seeded.flowId);
    expect(await countRows('candidate', demoId)).toBe(before + 300);
    const distinct = await t.db
      .selectFrom('candidate')
      .select(sql<number>`count(distinct mobile)`.as('n'))
      .where('tenant_id', '=', demoId)
      .executeTakeFirstOrThrow();
    expect(Number(distinct.n)).toBe(before + 300);
  });
});

describe('determinism', () => {
  async function snapshot(tenantId: string): Promise<Record<string, unknown[]>> {
    const out: Record<string, unknown[]> = {};
    for (const table of HIRING_TABLES) {
      const rows = await t.db.selectFrom(table).selectAll().where('tenant_id', '=', tenantId).execute();
      // Order by content rather than by id so the comparison does not depend on the id scheme.
      out[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return out;
  }

  const run = (seed: string) =>
    seedTenantData(t.db, { tenantId: demo2Id, jobs: 12, resumes: 500, rng: createRng(seed), now: NOW });

  it('generates the same rows from the same seed, and different ones from another seed', async () => {
    await run('same-seed');
    const first = await snapshot(demo2Id);
    await deleteTenantHiringData(t.db, demo2Id);
    await run('same-seed');
    const second = await snapshot(demo2Id);
    expect(second).toEqual(first);
    expect(first.candidate).toHaveLength(500);

    await deleteTenantHiringData(t.db, demo2Id);
    await run('other-seed');
    const other = await snapshot(demo2Id);
    expect(other.candidate).not.toEqual(first.candidate);
  });
});
