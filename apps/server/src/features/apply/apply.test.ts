import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRequestOf, applyTestDesign, type ApplyAs } from '@ehire/domain/apply/test-support/answers';
import { ApplyRequest } from '@ehire/domain/contracts/talent';
import type { ResumeAnswers } from '@ehire/domain/resume-design/form-answers';
import { FIXTURE_DESIGN } from '@ehire/domain/resume-design/form-fixture';
import { validateResumeAnswers } from '@ehire/domain/resume-design/form-validate';
import { createTestApp, type TestApp } from '../../test/harness';
import { jobTestContext, publishedJob, tenantIdOf, publishApplyDesign } from '../jobs/test-support';
import { AppError } from '../../platform/envelope';
import { ApplyService } from './apply.service';
import { designCheck } from './design-check';
import { UPLOAD_TTL_MS } from '../../platform/files/file.service';
import { SAMPLE_PDF } from '../../test/sample-files';
import { uploadedId } from '../../test/uploads';

// The apply service's integration points (design validation, after-apply hook) and its
// attachments: files uploaded first (issue 12), referred to by id. The upload checks themselves
// are in features/files/files.test.ts, the HTTP life cycle in features/talent/talent.test.ts.

let t: TestApp;
let jobId: string;
let otherJobId: string;
let tenantId: string;

async function attachmentsOf(applicationId: string) {
  return t.db
    .selectFrom('resume_attachment as f')
    .innerJoin('application as a', (j) =>
      j.onRef('a.tenant_id', '=', 'f.tenant_id').onRef('a.resume_id', '=', 'f.resume_id'),
    )
    .select(['f.file_id', 'f.field', 'f.file_name', 'f.mime_type', 'f.size'])
    .where('a.id', '=', applicationId)
    .execute();
}

const form = (overrides: Partial<ApplyAs> = {}): ApplyAs => ({
  name: '孙七',
  mobile: '13600000001',
  gender: 2,
  school: '复旦大学',
  major: '金融学',
  degree: '硕士',
  graduationYear: 2026,
  ...overrides,
});
/** The parsed request the service gets from the route. */
const request = (overrides: Partial<ApplyAs> = {}) => ApplyRequest.parse(applyRequestOf(form(overrides)));

beforeAll(async () => {
  t = await createTestApp();
  const c = await jobTestContext(t);
  jobId = await publishedJob(c);
  otherJobId = await publishedJob(c, { CJobName: '数据分析师' });
  tenantId = await tenantIdOf(t, 'demo');
  // The default design (fewer required fields), for the HTTP call (the design checks use their own hook).
  await publishApplyDesign(t, tenantId);
});
afterAll(async () => {
  await t.close();
});

describe('apply service', () => {
  it('records who referred the candidate when the apply carries a staff referral code (?ref=)', async () => {
    const admin = (await t.login('demo', 'admin')).token;
    const staff = await t.call<{ id: string; code: string }>('POST', '/api/biz/referral/staff', {
      token: admin,
      body: { name: '周推荐', mobile: '13911112222', email: 'zhou@demo.example.com', department: '技术中心' },
    });
    expect(staff.status).toBe(200);
    const applied = await t.applyAs<{ applicationId: string }>('demo', jobId, {
      ...form({ mobile: '13600000077' }),
      ref: staff.body.data.code,
    });
    expect(applied.status).toBe(200);
    const rows = await t.db
      .selectFrom('referral')
      .select(['staff_id', 'application_id', 'code'])
      .where('tenant_id', '=', tenantId)
      .where('application_id', '=', applied.body.data.applicationId)
      .execute();
    expect(rows).toEqual([
      {
        staff_id: staff.body.data.id,
        application_id: applied.body.data.applicationId,
        code: staff.body.data.code,
      },
    ]);
  });

  it('validates the answers exactly as the online design says (first problem, zh-CN) and stores nothing', async () => {
    const input = request();
    const expected = validateResumeAnswers(FIXTURE_DESIGN, input.answers as ResumeAnswers).issues[0]?.message;
    expect(expected).toBeTruthy();
    const service = new ApplyService(t.db, t.clock, {
      onlineDesign: async () => designCheck(3, FIXTURE_DESIGN.emodules),
    });
    const error = await service
      .apply(tenantId, jobId, input, { channel: 'mobile', address: '13600000001' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(expected);
    expect((error as AppError).statusCode).toBe(400);
    const stored = await t.db
      .selectFrom('candidate')
      .select('id')
      .where('mobile', '=', '13600000001')
      .execute();
    expect(stored).toEqual([]);
  });

  it('stores the design version the answers were checked against and runs the after-apply hook', async () => {
    const calls: Array<[string, string]> = [];
    const service = new ApplyService(t.db, t.clock, {
      onlineDesign: async () => designCheck(7, applyTestDesign()),
      afterApply: async (tenant, application) => {
        calls.push([tenant, application]);
      },
    });
    const answer = await service.apply(tenantId, jobId, request({ mobile: '13600000002' }), {
      channel: 'mobile',
      address: '13600000002',
    });
    expect(calls).toEqual([[tenantId, answer.applicationId]]);
    const resume = await t.db
      .selectFrom('application as a')
      .innerJoin('resume as r', 'r.id', 'a.resume_id')
      .select(['r.design_version', 'r.source'])
      .where('a.id', '=', answer.applicationId)
      .executeTakeFirstOrThrow();
    expect(resume).toEqual({ design_version: 7, source: '官网' });
  });

  it('issue 12 a PDF résumé uploaded first is attached by id: the row points at the stored file, which is claimed once', async () => {
    const fileId = await uploadedId(t, 'demo', '13600000003', { name: '我的简历.pdf', content: SAMPLE_PDF });
    const res = await t.applyAs<{ applicationId: string }>('demo', jobId, {
      ...form({ mobile: '13600000003' }),
      attachments: [{ field: 'cv', fileId }],
    });
    expect(res.status).toBe(200);
    const stored = await attachmentsOf(res.body.data.applicationId);
    expect(stored).toEqual([
      {
        file_id: fileId,
        field: 'cv',
        file_name: '我的简历.pdf',
        mime_type: 'application/pdf',
        size: SAMPLE_PDF.length,
      },
    ]);
    const file = await t.db
      .selectFrom('file')
      .select('expires_at')
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(file.expires_at).toBeNull();
    // The same file cannot be attached to a second application.
    const again = await t.applyAs('demo', otherJobId, {
      ...form({ mobile: '13600000003' }),
      attachments: [{ field: 'cv', fileId }],
    });
    expect({ status: again.status, msg: again.body.msg }).toEqual({
      status: 400,
      msg: '附件已失效，请重新上传',
    });
  });

  it('DESVAL-063 stores a plain-text attachment as text/plain (its type read from the bytes at upload)', async () => {
    const fileId = await uploadedId(t, 'demo', '13600000004', {
      name: '自我介绍.txt',
      content: Buffer.from('自我介绍：热爱编程\r\n'),
    });
    const ok = await t.applyAs<{ applicationId: string }>('demo', jobId, {
      ...form({ mobile: '13600000004' }),
      attachments: [{ field: 'f', fileId }],
    });
    expect(ok.status).toBe(200);
    expect((await attachmentsOf(ok.body.data.applicationId)).map((a) => [a.file_name, a.mime_type])).toEqual([
      ['自我介绍.txt', 'text/plain; charset=utf-8'],
    ]);
  });

  it('refuses unknown, expired, repeated and unowned file ids with a zh-CN message, storing nothing', async () => {
    const mine = await uploadedId(t, 'demo', '13600000005', { name: '简历.pdf', content: SAMPLE_PDF });
    const cases: Array<[Array<{ field: string; fileId: string }>, string]> = [
      [[{ field: 'cv', fileId: '00000000-0000-7000-8000-000000000000' }], '附件已失效，请重新上传'],
      [
        [
          { field: 'cv', fileId: mine },
          { field: 'cv2', fileId: mine },
        ],
        '同一附件不能重复提交',
      ],
    ];
    for (const [attachments, msg] of cases) {
      const res = await t.applyAs('demo', jobId, { ...form({ mobile: '13600000005' }), attachments });
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 400, msg });
    }
    t.clock.advance(UPLOAD_TTL_MS + 1);
    const expired = await t.applyAs('demo', jobId, {
      ...form({ mobile: '13600000005' }),
      attachments: [{ field: 'cv', fileId: mine }],
    });
    expect({ status: expired.status, msg: expired.body.msg }).toEqual({
      status: 400,
      msg: '附件已失效，请重新上传',
    });
    const stored = await t.db
      .selectFrom('candidate')
      .select('id')
      .where('mobile', '=', '13600000005')
      .execute();
    expect(stored).toEqual([]);
  });

  it('DESVAL-061..064 the field formats judge the uploaded file, not the name the page sent; PDF fits a document field', async () => {
    const filesModule = FIXTURE_DESIGN.emodules.filter((m) => m.modId === 'files');
    const service = new ApplyService(t.db, t.clock, {
      onlineDesign: async () => designCheck(5, [...applyTestDesign(), ...filesModule]),
      files: t.app.files,
    });
    const contact = { channel: 'mobile' as const, address: '13600000006' };
    const cv = await uploadedId(t, 'demo', '13600000006', { name: '简历.pdf', content: SAMPLE_PDF });
    const works = await uploadedId(t, 'demo', '13600000006', { name: '作品.pdf', content: SAMPLE_PDF });
    const answer = (worksName: string) => ({
      files: [
        {
          cv: { fileId: cv, name: '简历.pdf', size: SAMPLE_PDF.length },
          works: { fileId: works, name: worksName, size: 2 * 1024 * 1024 },
        },
      ],
    });
    const attachments = [
      { field: 'cv', fileId: cv },
      { field: 'works', fileId: works },
    ];
    // The page says 作品.zip (2 MB); the stored file is a small PDF: the archive field refuses it.
    const refused = await service
      .apply(
        tenantId,
        jobId,
        request({ mobile: '13600000006', answers: answer('作品.zip'), attachments }),
        contact,
      )
      .catch((e: unknown) => e);
    expect((refused as AppError).message).toBe('仅支持上传7z、zip、rar格式的文件');
    const claimed = await t.db
      .selectFrom('file')
      .select('expires_at')
      .where('id', 'in', [cv, works])
      .execute();
    expect(claimed.every((f) => f.expires_at !== null)).toBe(true);
    // Without the work sample the PDF résumé alone is accepted in the document field (issue 12).
    const accepted = await service.apply(
      tenantId,
      jobId,
      request({
        mobile: '13600000006',
        answers: { files: [{ cv: { fileId: cv, name: 'cv.docx', size: 1 } }] },
        attachments: [{ field: 'cv', fileId: cv }],
      }),
      contact,
    );
    const resume = await t.db
      .selectFrom('application as a')
      .innerJoin('resume as r', 'r.id', 'a.resume_id')
      .select('r.answers_json')
      .where('a.id', '=', accepted.applicationId)
      .executeTakeFirstOrThrow();
    // The stored answer names the file as uploaded.
    expect(JSON.parse(resume.answers_json).files).toEqual([
      { cv: { fileId: cv, name: '简历.pdf', size: SAMPLE_PDF.length }, works: null },
    ]);
  });
});

describe('the public apply family', () => {
  it('refuses a flood from one address with 429 请求过于频繁，请稍后再试 (per-IP limit)', async () => {
    const limited = await createTestApp({ applyRateLimitPerMinute: 2 });
    try {
      const ask = () => limited.call('POST', '/api/web/careers/demo/my-applications');
      expect((await ask()).status).toBeLessThan(429);
      expect((await ask()).status).toBeLessThan(429);
      const third = await ask();
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ code: -2000, msg: '请求过于频繁，请稍后再试' });
      // The careers site's reading routes are not limited by it.
      expect((await limited.call('GET', '/api/web/careers/demo')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
