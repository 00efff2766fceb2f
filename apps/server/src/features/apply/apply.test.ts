import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyRequest } from '@ehire/domain/contracts/talent';
import { ApplyRequest as ApplyRequestSchema } from '@ehire/domain/contracts/talent';
import { FIXTURE_DESIGN } from '@ehire/domain/resume-design/form-fixture';
import { validateResumeAnswers } from '@ehire/domain/resume-design/form-validate';
import { createTestApp, type TestApp } from '../../test/harness';
import { jobTestContext, publishedJob, tenantIdOf } from '../jobs/test-support';
import { AppError } from '../../platform/envelope';
import { ApplyService } from './apply.service';
import { designCheck } from './design-check';
import { sniffFileType } from './file-type';

// The apply service's integration points (design validation, after-apply hook) and the upload
// checks. The HTTP life cycle is in features/talent/talent.test.ts.

let t: TestApp;
let jobId: string;
let tenantId: string;

const form = (overrides: Partial<ApplyRequest> = {}) =>
  ApplyRequestSchema.parse({
    name: '孙七',
    mobile: '13600000001',
    gender: 2,
    school: '复旦大学',
    major: '金融学',
    degree: '硕士',
    graduationYear: 2026,
    ...overrides,
  });

beforeAll(async () => {
  t = await createTestApp();
  const c = await jobTestContext(t);
  jobId = await publishedJob(c);
  tenantId = await tenantIdOf(t, 'demo');
  // An online design without modules, for the HTTP call (the design checks use their own hook).
  await t.db
    .insertInto('resume_design_version')
    .values({
      tenant_id: tenantId,
      version: 9999,
      modules_json: '[]',
      task_id: null,
      published_at: t.clock.now(),
      published_by: '',
    })
    .execute();
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
    const expected = validateResumeAnswers(FIXTURE_DESIGN, {}).issues[0]?.message;
    expect(expected).toBeTruthy();
    const service = new ApplyService(t.db, t.clock, {
      onlineDesign: async () => designCheck(3, FIXTURE_DESIGN.emodules),
    });
    const error = await service
      .apply(tenantId, jobId, form(), { channel: 'mobile', address: '13600000001' })
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
      onlineDesign: async () => designCheck(7, []),
      afterApply: async (tenant, application) => {
        calls.push([tenant, application]);
      },
    });
    const answer = await service.apply(tenantId, jobId, form({ mobile: '13600000002' }), {
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

  it('refuses an attachment over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    big.write('%PDF-1.4');
    const res = await t.applyAs('demo', jobId, {
      ...form({ mobile: '13600000003' }),
      attachments: [{ field: 'f', fileName: 'big.pdf', contentBase64: big.toString('base64') }],
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('附件「big.pdf」超过10MB');
  });

  it('DESVAL-063 stores a plain-text attachment as text/plain; a text file named .png is refused', async () => {
    const text = Buffer.from('自我介绍：热爱编程\r\n').toString('base64');
    const ok = await t.applyAs<{ applicationId: string }>('demo', jobId, {
      ...form({ mobile: '13600000004' }),
      attachments: [{ field: 'f', fileName: '自我介绍.txt', contentBase64: text }],
    });
    expect(ok.status).toBe(200);
    const stored = await t.db
      .selectFrom('resume_attachment')
      .innerJoin('application', (j) =>
        j
          .onRef('application.tenant_id', '=', 'resume_attachment.tenant_id')
          .onRef('application.resume_id', '=', 'resume_attachment.resume_id'),
      )
      .select(['resume_attachment.file_name', 'resume_attachment.mime_type'])
      .where('application.id', '=', ok.body.data.applicationId)
      .execute();
    expect(stored).toEqual([{ file_name: '自我介绍.txt', mime_type: 'text/plain; charset=utf-8' }]);

    const fake = await t.applyAs('demo', jobId, {
      ...form({ mobile: '13600000005' }),
      attachments: [{ field: 'f', fileName: '照片.png', contentBase64: text }],
    });
    expect(fake.status).toBe(400);
    expect(fake.body.msg).toBe('附件「照片.png」的内容与文件格式不符');
  });
});

describe('file type by content', () => {
  it('recognises documents and images by their bytes, not their names', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.7 ...'))?.mime).toBe('application/pdf');
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.mime).toBe(
      'image/png',
    );
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from('PK\u0003\u0004rest'))?.extensions).toContain('docx');
    expect(sniffFileType(Buffer.from('MZ\u0090\u0000\u0003executable'))).toBeNull();
    expect(sniffFileType(Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toBeNull();
  });

  it('DESVAL-061 DESVAL-062 DESVAL-063 DESVAL-064 recognises every upload format of the attachment check types', () => {
    const bytes = (...xs: Array<number | string>) =>
      Buffer.concat(xs.map((x) => (typeof x === 'string' ? Buffer.from(x, 'latin1') : Buffer.from([x]))));
    const ext = (b: Buffer) => sniffFileType(b)?.extensions;
    expect(ext(bytes('BM', 'x'.repeat(30)))).toEqual(['bmp']);
    expect(ext(bytes(0, 0, 0, 0x20, 'ftypisom'))).toEqual(['mp4']);
    expect(ext(bytes('FLV', 1, 5))).toEqual(['flv']);
    expect(ext(bytes('.RMF', 0, 0))).toEqual(['rmvb']);
    expect(ext(bytes('7z', 0xbc, 0xaf, 0x27, 0x1c, 0))).toEqual(['7z']);
    expect(ext(bytes('Rar!', 0x1a, 0x07, 0))).toEqual(['rar']);
    expect(ext(bytes('PK', 3, 4, 'rest'))).toContain('zip');
    // Plain text: UTF-8 without control characters is text/plain (served with nosniff).
    expect(sniffFileType(Buffer.from('自我介绍\r\n\tHello <b>'))?.mime).toBe('text/plain; charset=utf-8');
    expect(ext(Buffer.from('line\u0000with NUL'))).toBeUndefined();
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
