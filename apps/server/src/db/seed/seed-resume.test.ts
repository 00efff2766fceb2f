import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedTenantData, type SeedTenantResult } from './generate';
import { createRng } from './random';

// Issue 21: an interrupted seed resumes. Two fresh databases with the same demo data: one seeded
// in one go, the other stopped after two committed batches (the progress callback throws, as a
// crash after a commit would) and run again. Both end with the same rows. SQLite, and PostgreSQL
// when TEST_DATABASE_URL is set (the harness decides).

/** A fixed reference time, so both runs draw the same data. */
const NOW = Date.UTC(2026, 10, 1, 4, 0, 0);
const OPTIONS = { jobs: 12, resumes: 1_000, unitSize: 150, now: NOW } as const;

let whole: TestApp;
let resumed: TestApp;

beforeAll(async () => {
  whole = await createTestApp();
  resumed = await createTestApp();
}, 60_000);
afterAll(async () => {
  await whole?.close();
  await resumed?.close();
});

async function demoId(t: TestApp): Promise<string> {
  const row = await t.db
    .selectFrom('tenant')
    .select('id')
    .where('member_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What the tenant holds: its counts and the ids and mobiles that identify the rows. */
async function contents(t: TestApp, tenantId: string) {
  const ids = async (table: 'job' | 'candidate' | 'resume' | 'application') =>
    (await t.db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map(
      (r) => r.id,
    );
  const labels = await t.db
    .selectFrom('application_label')
    .select(['application_id', 'label'])
    .where('tenant_id', '=', tenantId)
    .orderBy('application_id')
    .orderBy('label')
    .execute();
  const mobiles = await t.db
    .selectFrom('candidate')
    .select('mobile')
    .where('tenant_id', '=', tenantId)
    .orderBy('mobile')
    .execute();
  const progress = await t.db
    .selectFrom('seed_progress')
    .select('units_done')
    .where('tenant_id', '=', tenantId)
    .execute();
  return {
    jobs: await ids('job'),
    candidates: await ids('candidate'),
    resumes: await ids('resume'),
    applications: await ids('application'),
    labels,
    mobiles: mobiles.map((r) => r.mobile),
    progress,
  };
}

describe('seed resume (issue 21)', () => {
  it('a seed stopped after two committed batches resumes to the same rows and counts as one run', async () => {
    const wholeTenant = await demoId(whole);
    const uninterrupted = await seedTenantData(whole.db, {
      ...OPTIONS,
      tenantId: wholeTenant,
      rng: createRng('resume-test'),
    });

    const tenantId = await demoId(resumed);
    let committed = 0;
    await expect(
      seedTenantData(resumed.db, {
        ...OPTIONS,
        tenantId,
        rng: createRng('resume-test'),
        onProgress: () => {
          committed++;
          if (committed === 2) throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    const half = await contents(resumed, tenantId);
    expect(half.candidates).toHaveLength(300);
    expect(half.progress).toEqual([{ units_done: 2 }]);

    // Run again as `npm run seed` would: the stored plan decides, not the new generator.
    const finished: SeedTenantResult = await seedTenantData(resumed.db, {
      ...OPTIONS,
      tenantId,
      rng: createRng('another run'),
    });
    expect(finished).toEqual({ ...uninterrupted, flowId: finished.flowId });
    expect(finished.candidates).toBe(1_000);

    const expected = await contents(whole, wholeTenant);
    const actual = await contents(resumed, tenantId);
    expect(actual).toEqual(expected);
    expect(actual.progress).toEqual([]);
    expect(actual.applications.length).toBe(uninterrupted.applications);
    expect(actual.labels.length).toBe(uninterrupted.labels);
  }, 120_000);
});
