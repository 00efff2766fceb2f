import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TalentActionInput, TalentActionResult } from '@ehire/domain/contracts/talent';
import type { WorkbenchHome } from '@ehire/domain/contracts/workbench';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  insertApplication,
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
} from '../jobs/test-support';

// Issue 21 "counts are maintained, not recounted": the talent list's per-step counts and the
// workbench read application_count, which the 006 triggers keep in the transaction of every
// change. After any sequence of recruiter actions the counters must equal a recount of the
// applications. Random sequences (fast-check), on SQLite and, with TEST_DATABASE_URL, PostgreSQL.

let t: TestApp;
let c: JobTestContext;
let tenantId: string;
const jobs: string[] = [];

const act = (body: TalentActionInput) =>
  t.call<TalentActionResult>('POST', '/api/biz/talent/actions', { token: c.admin, body });

type Op =
  | { kind: 'apply'; job: number }
  | { kind: 'action'; action: 'pass' | 'pending' | 'restore' | 'star' | 'unstar'; pick: number[] }
  | { kind: 'eliminate'; pick: number[] }
  | { kind: 'move'; pick: number[]; job: number }
  | { kind: 'delete'; pick: number };

const pick = fc.array(fc.nat(50), { minLength: 1, maxLength: 3 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('apply' as const), job: fc.nat(2) }),
  fc.record({
    kind: fc.constant('action' as const),
    action: fc.constantFrom('pass', 'pending', 'restore', 'star', 'unstar') as fc.Arbitrary<
      'pass' | 'pending' | 'restore' | 'star' | 'unstar'
    >,
    pick,
  }),
  fc.record({ kind: fc.constant('eliminate' as const), pick }),
  fc.record({ kind: fc.constant('move' as const), pick, job: fc.nat(2) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(50) }),
);

async function counters(): Promise<string[]> {
  const kept = await t.db
    .selectFrom('application_count')
    .select(['job_id', 'step_id', 'inbox_status', 'is_starred', 'n'])
    .where('tenant_id', '=', tenantId)
    .where('n', '>', 0)
    .execute();
  return kept.map((r) => `${r.job_id}|${r.step_id}|${r.inbox_status}|${r.is_starred}|${Number(r.n)}`).sort();
}

async function recount(): Promise<string[]> {
  const rows = await t.db
    .selectFrom('application')
    .select((eb) => ['job_id', 'step_id', 'inbox_status', 'is_starred', eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy(['job_id', 'step_id', 'inbox_status', 'is_starred'])
    .execute();
  return rows.map((r) => `${r.job_id}|${r.step_id}|${r.inbox_status}|${r.is_starred}|${Number(r.n)}`).sort();
}

/** Issue 21: application_step_count (migration 037), the cells summed over the jobs. */
async function stepCounters(): Promise<string[]> {
  const kept = await t.db
    .selectFrom('application_step_count')
    .select(['step_id', 'inbox_status', 'is_starred', 'n'])
    .where('tenant_id', '=', tenantId)
    .where('n', '>', 0)
    .execute();
  return kept.map((r) => `${r.step_id}|${r.inbox_status}|${r.is_starred}|${Number(r.n)}`).sort();
}

async function stepRecount(): Promise<string[]> {
  const rows = await t.db
    .selectFrom('application')
    .select((eb) => ['step_id', 'inbox_status', 'is_starred', eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy(['step_id', 'inbox_status', 'is_starred'])
    .execute();
  return rows.map((r) => `${r.step_id}|${r.inbox_status}|${r.is_starred}|${Number(r.n)}`).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  tenantId = await tenantIdOf(t, 'demo');
  for (const name of ['计数甲岗', '计数乙岗', '计数丙岗'])
    jobs.push(await publishedJob(c, { CJobName: name }));
});
afterAll(async () => {
  await t.close();
});

describe('maintained counters (issue 21)', () => {
  it('WB-036 after any sequence of applies, passes, eliminations, restores, stars, moves and deletes, the counters (per job and summed over the jobs) equal a recount and the workbench shows the recount', async () => {
    const ids: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 14 }), async (ops) => {
        for (const o of ops) {
          const chosen = (p: number[]) => [...new Set(p.map((i) => ids[i % Math.max(ids.length, 1)]))];
          if (o.kind === 'apply' || ids.length === 0) {
            const job = jobs[o.kind === 'apply' ? o.job : 0] ?? '';
            ids.push((await insertApplication(t, job)).applicationId);
            continue;
          }
          if (o.kind === 'delete') {
            const [id] = ids.splice(o.pick % ids.length, 1);
            await t.db
              .deleteFrom('application')
              .where('id', '=', id ?? '')
              .execute();
            continue;
          }
          const applicationIds = chosen(o.pick).filter((id): id is string => id !== undefined);
          // Per-application refusals (e.g. passing an eliminated one) are part of the game.
          const res =
            o.kind === 'eliminate'
              ? await act({ action: 'eliminate', applicationIds, reason: '不符合要求' })
              : o.kind === 'move'
                ? await act({ action: 'move', applicationIds, jobId: jobs[o.job] ?? '' })
                : await act({ action: o.action, applicationIds });
          expect(res.status).toBe(200);
        }
        expect(await counters()).toEqual(await recount());
        expect(await stepCounters()).toEqual(await stepRecount());
      }),
      { numRuns: 6, seed: 20_261_125 },
    );
    // The workbench's numbers come from the counters: they equal a recount.
    const home = await t.call<WorkbenchHome>('GET', '/api/biz/workbench/home', { token: c.admin });
    const byStatus = await t.db
      .selectFrom('application')
      .select(['inbox_status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .groupBy('inbox_status')
      .execute();
    const total = byStatus.reduce((sum, r) => sum + Number(r.n), 0);
    const toFilter = byStatus.filter((r) => r.inbox_status === '00').reduce((sum, r) => sum + Number(r.n), 0);
    expect(total).toBeGreaterThan(0);
    expect(home.body.data).toMatchObject({ receivedResumeCount: total, resumeNoFilterCount: toFilter });
  });
});
