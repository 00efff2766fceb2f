import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRequestOf, applyTestDesign, type ApplyAs } from '@ehire/domain/apply/test-support/answers';
import type { ApplyAnswer } from '@ehire/domain/contracts/talent';
import { createTestApp, type TestApp } from '../../test/harness';
import { jobTestContext, publishApplyDesign, publishedJob, tenantIdOf } from '../jobs/test-support';

// Issue 13 §2: the server re-derives everything it stores from what it validates. The apply
// request carries the answers of the tenant's online design (and the files, ref, submit key,
// consent); the application's system fields — name, mobile, school, degree … — are mapped from
// those answers on the server (applyFieldsFromAnswers), so a hand-made request cannot store a
// person its answers do not describe, and answers that do not map are refused with the
// mapping's zh-CN message naming the field. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.

let t: TestApp;
let jobId: string;
let tenantId: string;

const person = (overrides: Partial<ApplyAs> = {}): ApplyAs => ({
  name: '答卷人',
  mobile: '13600001301',
  gender: 2,
  school: '复旦大学',
  major: '金融学',
  degree: '硕士',
  graduationYear: 2026,
  ...overrides,
});

const applyRaw = async (mobile: string, body: unknown) =>
  t.call<ApplyAnswer>('POST', `/api/web/careers/demo/jobs/${jobId}/apply`, {
    body,
    cookies: await t.candidateSignIn('demo', mobile),
  });

/** The stored candidate and resume of an application: what the recruiter sees of the person. */
const storedPerson = (applicationId: string) =>
  t.db
    .selectFrom('application as a')
    .innerJoin('candidate as c', (j) =>
      j.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'),
    )
    .innerJoin('resume as r', (j) =>
      j.onRef('r.tenant_id', '=', 'a.tenant_id').onRef('r.id', '=', 'a.resume_id'),
    )
    .select([
      'c.name',
      'c.mobile',
      'c.gender',
      'c.email',
      'r.school',
      'r.major',
      'r.degree',
      'r.graduation_year',
    ])
    .where('a.id', '=', applicationId)
    .executeTakeFirstOrThrow();

const candidatesWith = (column: 'mobile' | 'name', value: string) =>
  t.db
    .selectFrom('candidate')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(column, '=', value)
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  const c = await jobTestContext(t);
  jobId = await publishedJob(c, { CJobName: '答卷岗' });
  tenantId = await tenantIdOf(t, 'demo');
  await publishApplyDesign(t, tenantId);
});
afterAll(async () => {
  await t.close();
});

describe('the apply route derives the person from the answers (issue 13 §2)', () => {
  it('issue 13 §2 APPLY a name, school and degree sent beside the answers are ignored: the stored person is the answers’', async () => {
    const answers = applyRequestOf(person());
    const res = await applyRaw('13600001301', {
      ...answers,
      // What a hand-made request might add: none of it is part of the contract any more.
      name: '冒名者',
      gender: 1,
      email: 'forged@example.com',
      school: '清华大学',
      major: '计算机科学与技术',
      degree: '博士',
      graduationYear: 2030,
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('投递成功');
    expect(await storedPerson(res.body.data.applicationId)).toEqual({
      name: '答卷人',
      mobile: '13600001301',
      gender: 2,
      email: '',
      school: '复旦大学',
      major: '金融学',
      degree: '硕士',
      graduation_year: 2026,
    });
    expect(await candidatesWith('name', '冒名者')).toEqual([]);
  });

  it('issue 13 §2 APPLY the verified mobile must be the answers’ 手机号码, whatever mobile is sent beside them', async () => {
    // Signed in as 13600001302; the answers say 13600001303; a top-level mobile says 13600001302.
    const res = await applyRaw('13600001302', {
      ...applyRequestOf(person({ mobile: '13600001303', name: '换号人' })),
      mobile: '13600001302',
    });
    expect({ status: res.status, msg: res.body.msg }).toEqual({
      status: 400,
      msg: '手机号须与已验证的手机号一致',
    });
    expect(await candidatesWith('name', '换号人')).toEqual([]);
  });

  it('issue 13 §2 APPLY answers without 姓名 are refused with 400 naming the field, and nothing is stored', async () => {
    const { sub01, ...rest } = applyRequestOf(person({ mobile: '13600001304' })).answers as Record<
      string,
      Array<Record<string, unknown>>
    >;
    const withoutName = { ...rest, sub01: [{ ...sub01![0], CBA1: '' }] };
    // The published design requires 姓名: its own check names the field.
    const refused = await applyRaw('13600001304', {
      answers: withoutName,
      attachments: [],
      name: '不算数',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: -2000, msg: '请输入姓名', data: null });
    expect(await candidatesWith('mobile', '13600001304')).toEqual([]);

    // A design that leaves 姓名 optional: the mapping to the system fields refuses it instead.
    const relaxed = applyTestDesign().map((m) => ({
      ...m,
      ecolumns: m.ecolumns.map((f) => (f.colId === 'CBA1' ? { ...f, isMustUsed: 0 as const } : f)),
    }));
    await t.db
      .insertInto('resume_design_version')
      .values({
        tenant_id: tenantId,
        version: 10_000,
        modules_json: JSON.stringify(relaxed),
        task_id: null,
        published_at: t.clock.now(),
        published_by: '',
      })
      .execute();
    try {
      const mapped = await applyRaw('13600001304', { answers: withoutName, attachments: [], name: '不算数' });
      expect(mapped.status).toBe(400);
      expect(mapped.body).toEqual({ code: -2000, msg: '请填写姓名', data: null });
      expect(await candidatesWith('mobile', '13600001304')).toEqual([]);
      expect(
        await t.db
          .selectFrom('application')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('job_id', '=', jobId)
          .where('applicant_contact', '=', 'mobile:13600001304')
          .execute(),
      ).toEqual([]);
    } finally {
      await t.db
        .deleteFrom('resume_design_version')
        .where('tenant_id', '=', tenantId)
        .where('version', '=', 10_000)
        .execute();
    }
  });
});
