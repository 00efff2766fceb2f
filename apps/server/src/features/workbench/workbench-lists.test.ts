import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_STATUS } from '@ehire/domain/codes/inbox-status';
import type { TalentListQueryInput, TalentPage } from '@ehire/domain/contracts/talent';
import type { ProcessOverviewAnswer, WorkbenchHome } from '@ehire/domain/contracts/workbench';
import { seedTenantData } from '../../db/seed/generate';
import { createRng } from '../../db/seed/random';
import { createTestApp, type TestApp } from '../../test/harness';
import { tenantIdOf } from '../jobs/test-support';

// Issue 16 §2: every number of the workbench equals what the talent list shows when its link is
// followed (the same ivid and inboxstatus codes of WB-036..039), on seeded data spread over all
// steps and statuses. SQLite and, with TEST_DATABASE_URL, PostgreSQL.

const NOW = Date.UTC(2026, 10, 1, 4, 0, 0);
let t: TestApp;
let admin: string;

const listTotal = async (body: TalentListQueryInput) => {
  const res = await t.call<TalentPage>('POST', '/api/biz/talent/list', {
    token: admin,
    body: { ...body, pageSize: 1 },
  });
  expect(res.status).toBe(200);
  return res.body.data.total;
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  admin = (await t.login('demo', 'admin')).token;
  const tenantId = await tenantIdOf(t, 'demo');
  await seedTenantData(t.db, {
    tenantId,
    jobs: 6,
    resumes: 240,
    rng: createRng('workbench-lists'),
    now: NOW,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('workbench numbers equal the lists they link to', () => {
  it('WB-010 WB-036 receivedResumeCount and resumeNoFilterCount equal the talent list totals (all, inboxstatus=00)', async () => {
    const home = (await t.call<WorkbenchHome>('GET', '/api/biz/workbench/home', { token: admin })).body.data;
    expect(home.receivedResumeCount).toBeGreaterThan(100);
    expect(home.receivedResumeCount).toBe(await listTotal({}));
    expect(home.resumeNoFilterCount).toBe(await listTotal({ inboxstatus: INBOX_STATUS.waitingForScreening }));
  });

  it('WB-011 WB-036 WB-037 WB-038 WB-039 each process overview number equals the talent list of its step and inbox status', async () => {
    const { total, rows } = (
      await t.call<ProcessOverviewAnswer>('GET', '/api/biz/workbench/process-overview', { token: admin })
    ).body.data;
    expect(total?.resumeNum).toBe(await listTotal({}));
    const seen = rows.filter((r) => r.resumeNum > 0);
    expect(seen.length).toBeGreaterThan(2);
    for (const row of seen) {
      expect(row.resumeNum).toBe(await listTotal({ ivid: row.ivid }));
      expect(row.filtrateNum).toBe(
        await listTotal({ ivid: row.ivid, inboxstatus: INBOX_STATUS.waitingForScreening }),
      );
      expect(row.undeterminedNum).toBe(
        await listTotal({ ivid: row.ivid, inboxstatus: INBOX_STATUS.pending }),
      );
      expect(row.outNum).toBe(await listTotal({ ivid: row.ivid, inboxstatus: INBOX_STATUS.eliminated }));
      expect(row.planNum).toBe(await listTotal({ ivid: row.ivid, inboxstatus: INBOX_STATUS.arranged }));
    }
  });
});
