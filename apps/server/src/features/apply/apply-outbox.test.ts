import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyAs } from '@ehire/domain/apply/test-support/answers';
import { createTestApp, type TestApp } from '../../test/harness';
import { jobTestContext, publishedJob, publishApplyDesign, tenantIdOf } from '../jobs/test-support';
import { applicationState, tagRule } from '../smart-rules/test-support';

// Issue 21: what follows an application commits with it (outbox). The smart rules' labels are
// written in the application's own transaction and the forwarding task with it: a failure at any
// point inside leaves neither the application nor its effects, and a success leaves both.

let t: TestApp;
let jobId: string;
let tenantId: string;
let admin: string;

const form = (overrides: Partial<ApplyAs> = {}): ApplyAs => ({
  name: '钱八',
  mobile: '13600000301',
  gender: 1,
  school: '北京大学',
  major: '计算机科学与技术',
  degree: '硕士',
  graduationYear: 2026,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  const c = await jobTestContext(t);
  admin = c.admin;
  jobId = await publishedJob(c);
  tenantId = await tenantIdOf(t, 'demo');
  await publishApplyDesign(t, tenantId);
  const rule = await t.call('POST', '/api/biz/smart-rules/tag', {
    token: admin,
    body: tagRule('高学历标签', ['高学历']),
  });
  expect(rule.status).toBe(200);
  // Forwarding on, so the forwarding task is written in the same transaction.
  const forwarding = await t.call('PUT', `/api/biz/delivery-settings/${jobId}`, {
    token: admin,
    body: {
      email: 'hr@demo.example.com',
      fileType: 'word',
      subject: '{职位名称}-{姓名}',
      fileName: '{序号}_{姓名}',
      status: 1,
    },
  });
  expect(forwarding.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function applicationsOf(mobile: string) {
  return t.db
    .selectFrom('application as a')
    .innerJoin('candidate as c', (j) =>
      j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'),
    )
    .select('a.id')
    .where('a.tenant_id', '=', tenantId)
    .where('c.mobile', '=', mobile)
    .execute();
}

describe('apply outbox (issue 21)', () => {
  it('the smart rules labels are on the application when the candidate gets the answer', async () => {
    const applied = await t.applyAs<{ applicationId: string }>('demo', jobId, form());
    expect(applied.status).toBe(200);
    expect((await applicationState(t, applied.body.data.applicationId)).labels).toEqual(['高学历']);
  });

  it('a failure inside the transaction leaves neither the application nor its labels; the retry stores both', async () => {
    const mobile = '13600000302';
    const submit = t.app.tasks.submit.bind(t.app.tasks);
    const labelsBefore = await t.db
      .selectFrom('application_label')
      .select(t.db.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    // The forwarding task is the last write of the transaction: it sees the labels already
    // written in the same transaction, then the process "dies" before the commit.
    let seenInTransaction: string[] | null = null;
    const failing = Object.assign(Object.create(Object.getPrototypeOf(t.app.tasks)), t.app.tasks, {
      submit: async (
        _ctx: unknown,
        _kind: string,
        params: { applicationId: string },
        options: { trx?: typeof t.db },
      ) => {
        const rows = await options
          .trx!.selectFrom('application_label')
          .select('label')
          .where('application_id', '=', params.applicationId)
          .execute();
        seenInTransaction = rows.map((r) => r.label);
        throw new Error('crash between the labels and the commit');
      },
    });
    Object.defineProperty(t.app, 'tasks', { value: failing, configurable: true, writable: true });
    try {
      const crashed = await t.applyAs('demo', jobId, form({ mobile }));
      expect(crashed.status).toBe(500);
      expect(seenInTransaction).toEqual(['高学历']);
    } finally {
      Object.defineProperty(t.app, 'tasks', {
        value: Object.assign(Object.create(Object.getPrototypeOf(failing)), failing, { submit }),
        configurable: true,
        writable: true,
      });
    }
    expect(await applicationsOf(mobile)).toEqual([]);
    const labelsAfter = await t.db
      .selectFrom('application_label')
      .select(t.db.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(Number(labelsAfter.n)).toBe(Number(labelsBefore.n));

    const retried = await t.applyAs<{ applicationId: string }>('demo', jobId, form({ mobile }));
    expect(retried.status).toBe(200);
    expect((await applicationState(t, retried.body.data.applicationId)).labels).toEqual(['高学历']);
  });
});
