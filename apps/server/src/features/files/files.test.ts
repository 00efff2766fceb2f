import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadAnswer } from '@ehire/domain/contracts/files';
import { UPLOAD_FORMATS_BY_PURPOSE } from '@ehire/domain/contracts/files';
import { UPLOAD_TTL_MS } from '../../platform/files/file.service';
import { createTestApp, type CallResult, type TestApp } from '../../test/harness';
import { multipartBody, type MultipartFilePart } from '../../test/multipart';
import {
  SAMPLE_DOC,
  SAMPLE_EXE,
  SAMPLE_HTML,
  SAMPLE_JPEG,
  SAMPLE_PDF,
  SAMPLE_PNG,
  sampleDocx,
  sampleXlsx,
} from '../../test/sample-files';
import { tenantIdOf } from '../jobs/test-support';

// Issue 12 §2 through the API: uploads on the careers site (public) and in the console, their
// limits and content checks, and downloads with their headers and access rules. Runs on SQLite,
// and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let admin: string;
let viewer: string;
let demo2Admin: string;
let demoTenant: string;

const MB = 1024 * 1024;
const RESUME_FORMATS = UPLOAD_FORMATS_BY_PURPOSE['resume-attachment'].join('、');

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
  viewer = (await t.login('demo', 'viewer')).token;
  demo2Admin = (await t.login('demo2', 'admin')).token;
  demoTenant = await tenantIdOf(t, 'demo');
});
afterAll(async () => {
  await t.close();
});

/** The candidate uploading on the careers site (signed in with a code, issue 11). */
const CANDIDATE_MOBILE = '13700000001';

async function send(
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
  token?: string,
  cookies?: Record<string, string>,
): Promise<CallResult<UploadAnswer>> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...(token ? { token } : {}) },
    ...(cookies ? { cookies } : {}),
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json(), response };
}

const careersUpload = async (files: MultipartFilePart[], member = 'demo') =>
  send(
    `/api/web/careers/${member}/uploads`,
    multipartBody(files),
    undefined,
    member === 'demo' ? await t.candidateSignIn('demo', CANDIDATE_MOBILE) : undefined,
  );
const careersSend = async (body: { payload: Buffer; headers: Record<string, string> }) =>
  send('/api/web/careers/demo/uploads', body, undefined, await t.candidateSignIn('demo', CANDIDATE_MOBILE));
const consoleUpload = (files: MultipartFilePart[], token = admin, purpose = 'import') =>
  send(`/api/biz/files?purpose=${purpose}`, multipartBody(files), token);

async function fileRows() {
  return t.db.selectFrom('file').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** Every object in the disk storage and every temp file: what a refused upload must not leave. */
function storedObjects(): string[] {
  const list = (folder: string) => {
    try {
      return readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(t.config.dataDir, path.join(e.parentPath, e.name)));
    } catch {
      return [];
    }
  };
  return [...list(path.join(t.config.dataDir, 'files')), ...list(path.join(t.config.dataDir, 'tmp'))];
}

/** Runs a refused upload and checks that nothing was stored: no row, no object, no temp file. */
async function refusedWithNothingStored(
  run: () => Promise<CallResult<UploadAnswer>>,
  status: number,
  msg: string,
): Promise<void> {
  const rowsBefore = await fileRows();
  const objectsBefore = storedObjects();
  const result = await run();
  expect({ status: result.status, body: result.body }).toEqual({
    status,
    body: { code: -2000, msg, data: null },
  });
  expect(await fileRows()).toEqual(rowsBefore);
  expect(storedObjects()).toEqual(objectsBefore);
}

describe('careers uploads (public)', () => {
  it('issue 12 accepts a PDF résumé: id, zh-CN name, type by content, a row with SHA-256 and expiry, the bytes stored', async () => {
    const result = await careersUpload([{ name: '张三的简历.pdf', content: SAMPLE_PDF, type: 'image/png' }]);
    expect(result.status).toBe(200);
    expect(result.body.msg).toBe('上传成功');
    const [file] = result.body.data.files;
    expect(file).toEqual({
      id: expect.any(String),
      name: '张三的简历.pdf',
      size: SAMPLE_PDF.length,
      // The client said image/png; the bytes say PDF.
      contentType: 'application/pdf',
      expiresAt: t.clock.now() + UPLOAD_TTL_MS,
    });
    const row = await t.db
      .selectFrom('file')
      .selectAll()
      .where('id', '=', file!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tenant_id: demoTenant,
      name: '张三的简历.pdf',
      content_type: 'application/pdf',
      size: SAMPLE_PDF.length,
      sha256: createHash('sha256').update(SAMPLE_PDF).digest('hex'),
      purpose: 'resume-attachment',
      // Only an apply of the same verified contact can claim it.
      uploaded_by: `mobile:${CANDIDATE_MOBILE}`,
    });
    const stored = await t.app.files.storage.get(row.storage_key);
    expect(stored.size).toBe(SAMPLE_PDF.length);
    stored.stream.destroy();
    expect(row.storage_key.startsWith(`${demoTenant}/`)).toBe(true);
  });

  it('accepts Word (.docx by its [Content_Types].xml, .doc by its OLE header) and jpg/png pictures in one request', async () => {
    const result = await careersUpload([
      { name: '简历.docx', content: await sampleDocx() },
      { name: '旧版简历.doc', content: SAMPLE_DOC },
      { name: '证件照.jpg', content: SAMPLE_JPEG },
      { name: '作品.PNG', content: SAMPLE_PNG },
    ]);
    expect(result.status).toBe(200);
    expect(result.body.data.files.map((f) => [f.name, f.contentType])).toEqual([
      ['简历.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['旧版简历.doc', 'application/msword'],
      ['证件照.jpg', 'image/jpeg'],
      ['作品.PNG', 'image/png'],
    ]);
  });

  it('a browser-sent path is reduced to the file name', async () => {
    const result = await careersUpload([{ name: 'C:\\fakepath\\简历.pdf', content: SAMPLE_PDF }]);
    expect(result.body.data.files[0]?.name).toBe('简历.pdf');
  });

  it('refuses a file over 10 MB naming it (413), stores nothing', async () => {
    await refusedWithNothingStored(
      () =>
        careersUpload([{ name: '大简历.pdf', content: Buffer.concat([SAMPLE_PDF, Buffer.alloc(10 * MB)]) }]),
      413,
      '文件「大简历.pdf」超过10MB',
    );
  });

  it('refuses a disguised file: an executable named .pdf, a web page named .pdf, a PDF named .png', async () => {
    await refusedWithNothingStored(
      () => careersUpload([{ name: '简历.pdf', content: SAMPLE_EXE, type: 'application/pdf' }]),
      400,
      `文件「简历.pdf」格式不支持，仅支持${RESUME_FORMATS}格式`,
    );
    await refusedWithNothingStored(
      () => careersUpload([{ name: '简历.pdf', content: SAMPLE_HTML, type: 'application/pdf' }]),
      400,
      '文件「简历.pdf」的内容与扩展名不符',
    );
    await refusedWithNothingStored(
      () => careersUpload([{ name: '照片.png', content: SAMPLE_PDF, type: 'image/png' }]),
      400,
      '文件「照片.png」的内容与扩展名不符',
    );
  });

  it('refuses an empty file naming it', async () => {
    await refusedWithNothingStored(
      () => careersUpload([{ name: '空白.pdf', content: Buffer.alloc(0) }]),
      400,
      '文件「空白.pdf」为空文件',
    );
  });

  it('refuses more than 5 files (413) and keeps none of the first five', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `附件${i + 1}.pdf`, content: SAMPLE_PDF }));
    await refusedWithNothingStored(() => careersUpload(six), 413, '一次最多上传5个文件');
  });

  it('one refused file refuses the whole request: the good file before it is not kept', async () => {
    await refusedWithNothingStored(
      () =>
        careersUpload([
          { name: '简历.pdf', content: SAMPLE_PDF },
          { name: '病毒.doc', content: SAMPLE_EXE },
        ]),
      400,
      `文件「病毒.doc」格式不支持，仅支持${RESUME_FORMATS}格式`,
    );
  });

  it('refuses a body cut off in the middle of a file, naming the file', async () => {
    const body = multipartBody([
      { name: '完整.pdf', content: SAMPLE_PDF },
      { name: '断开.pdf', content: Buffer.concat([SAMPLE_PDF, Buffer.alloc(200_000, 7)]) },
    ]);
    const cut = body.payload.subarray(0, body.payload.length - 100_000);
    await refusedWithNothingStored(
      () => careersSend({ payload: cut, headers: body.headers }),
      400,
      '文件「断开.pdf」上传不完整，请重新上传',
    );
  });

  it('refuses a body without its closing boundary, naming the file it cut', async () => {
    const body = multipartBody([{ name: '简历.pdf', content: SAMPLE_PDF }]);
    const closing = Buffer.from(`--${body.boundary}--\r\n`);
    const cut = body.payload.subarray(0, body.payload.length - closing.length);
    await refusedWithNothingStored(
      () => careersSend({ payload: cut, headers: body.headers }),
      400,
      '文件「简历.pdf」上传不完整，请重新上传',
    );
  });

  it('refuses a body cut off outside any file (busboy ends quietly there)', async () => {
    const body = multipartBody([], { note: '备注' });
    const cut = body.payload.subarray(0, body.payload.indexOf(Buffer.from('备注')) + 3);
    await refusedWithNothingStored(
      () => careersSend({ payload: cut, headers: body.headers }),
      400,
      '上传内容不完整，请重新上传',
    );
  });

  it('refuses a request without files, and a JSON body (base64 uploads are gone)', async () => {
    await refusedWithNothingStored(
      () => careersSend(multipartBody([], { note: 'x' })),
      400,
      '请选择要上传的文件',
    );
    const json = await t.call('POST', '/api/web/careers/demo/uploads', {
      body: { fileName: '简历.pdf', contentBase64: SAMPLE_PDF.toString('base64') },
      cookies: await t.candidateSignIn('demo', CANDIDATE_MOBILE),
    });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({
      code: -2000,
      msg: '参数错误：请以 multipart/form-data 方式上传文件',
      data: null,
    });
  });

  it('an unknown careers site answers 404 招聘主页不存在', async () => {
    await refusedWithNothingStored(
      () => careersUpload([{ name: '简历.pdf', content: SAMPLE_PDF }], 'no-such-member'),
      404,
      '招聘主页不存在',
    );
  });

  it('issue 11 uploading needs the verified candidate session of that careers site (401 请先验证手机号或邮箱)', async () => {
    const body = multipartBody([{ name: '简历.pdf', content: SAMPLE_PDF }]);
    await refusedWithNothingStored(
      () => send('/api/web/careers/demo/uploads', body),
      401,
      '请先验证手机号或邮箱',
    );
    // A session of another employer's site does not count here.
    const demo2Session = await t.candidateSignIn('demo2', CANDIDATE_MOBILE);
    await refusedWithNothingStored(
      () => send('/api/web/careers/demo/uploads', body, undefined, demo2Session),
      401,
      '请先验证手机号或邮箱',
    );
  });

  it('records the upload in the audit log', async () => {
    const result = await careersUpload([{ name: '审计.pdf', content: SAMPLE_PDF }]);
    const id = result.body.data.files[0]!.id;
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'POST /api/web/careers/:member/uploads',
      target_type: 'file',
      detail: '上传文件：审计.pdf',
      principal_kind: 'anonymous',
    });
  });
});

describe('console uploads and downloads', () => {
  it('uploads a spreadsheet for an import and downloads it again as an attachment with the zh-CN name', async () => {
    const xlsx = await sampleXlsx();
    const result = await consoleUpload([{ name: '员工名单（2026）.xlsx', content: xlsx }]);
    expect(result.status).toBe(200);
    const file = result.body.data.files[0]!;
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/biz/files/${file.id}`,
      headers: { token: admin },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(xlsx);
    expect(download.headers).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-length': String(xlsx.length),
      'content-disposition': `attachment; filename="2026.xlsx"; filename*=UTF-8''${encodeURIComponent('员工名单（2026）')}.xlsx`,
      'x-content-type-options': 'nosniff',
    });
    const row = await t.db.selectFrom('file').selectAll().where('id', '=', file.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'import', uploaded_by: expect.any(String) });
    expect(row.uploaded_by).not.toBe('');
  });

  it('accepts 50 MB in the console but not one byte more', async () => {
    const csvLine = Buffer.from('姓名,手机号\n');
    const atLimit = Buffer.alloc(50 * MB, csvLine.toString('utf8'));
    // A whole number of UTF-8 lines: cut at the last line end before 50 MB.
    const exact = atLimit.subarray(0, atLimit.lastIndexOf(0x0a) + 1);
    const ok = await consoleUpload([{ name: '大名单.csv', content: exact }]);
    expect(ok.status).toBe(200);
    expect(ok.body.data.files[0]?.contentType).toBe('text/csv; charset=utf-8');
    await refusedWithNothingStored(
      () => consoleUpload([{ name: '超大名单.csv', content: Buffer.concat([atLimit, csvLine]) }]),
      413,
      '文件「超大名单.csv」超过50MB',
    );
  });

  it('an import refuses a PDF (allow-list per purpose) and an unknown purpose', async () => {
    await refusedWithNothingStored(
      () => consoleUpload([{ name: '名单.pdf', content: SAMPLE_PDF }]),
      400,
      '文件「名单.pdf」格式不支持，仅支持xlsx、xls、csv格式',
    );
    await refusedWithNothingStored(
      () => consoleUpload([{ name: '名单.xlsx', content: SAMPLE_PDF }], admin, 'avatar'),
      400,
      '参数错误：上传用途不正确',
    );
  });

  it('uploading needs a session (401)', async () => {
    const result = await send(
      '/api/biz/files',
      multipartBody([{ name: 'a.csv', content: Buffer.from('a\n') }]),
    );
    expect(result.status).toBe(401);
  });

  it("another operator, another tenant's operator and an unknown id all get 404 文件不存在或已过期", async () => {
    const result = await consoleUpload([{ name: '名单.csv', content: Buffer.from('姓名\n张三\n') }]);
    const id = result.body.data.files[0]!.id;
    for (const token of [viewer, demo2Admin]) {
      const other = await t.call('GET', `/api/biz/files/${id}`, { token });
      expect({ status: other.status, body: other.body }).toEqual({
        status: 404,
        body: { code: -2000, msg: '文件不存在或已过期', data: null },
      });
    }
    const unknown = await t.call('GET', '/api/biz/files/00000000-0000-7000-8000-000000000000', {
      token: admin,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('文件不存在或已过期');
    const mine = await t.call('GET', `/api/biz/files/${id}`, { token: admin });
    expect(mine.status).toBe(200);
  });

  it('an expired upload is gone for readers (404) and the purge deletes its row and object; a claimed file stays', async () => {
    const a = (await consoleUpload([{ name: '过期.csv', content: Buffer.from('a\n') }])).body.data.files[0]!;
    const b = (await consoleUpload([{ name: '保留.csv', content: Buffer.from('b\n') }])).body.data.files[0]!;
    expect(await t.app.files.claim(null, demoTenant, [b.id], 'import')).toBe(1);
    // Claiming twice does not count again (an apply cannot reuse another apply's file).
    expect(await t.app.files.claim(null, demoTenant, [b.id], 'import')).toBe(0);
    const keyOf = async (id: string) =>
      (await t.db.selectFrom('file').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow())
        .storage_key;
    const keyA = await keyOf(a.id);
    t.clock.advance(UPLOAD_TTL_MS + 1);
    admin = (await t.login('demo', 'admin')).token;
    const expired = await t.call('GET', `/api/biz/files/${a.id}`, { token: admin });
    expect(expired.status).toBe(404);
    expect(expired.body.msg).toBe('文件不存在或已过期');
    expect(await t.app.files.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(
      await t.db.selectFrom('file').select('id').where('id', '=', a.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await t.app.files.storage.exists(keyA)).toBe(false);
    expect((await t.call('GET', `/api/biz/files/${b.id}`, { token: admin })).status).toBe(200);
    expect(await t.app.files.storage.exists(await keyOf(b.id))).toBe(true);
  });
});

describe('the public upload route is limited per IP like the apply family', () => {
  it('refuses a flood from one address with 429 请求过于频繁，请稍后再试', async () => {
    const limited = await createTestApp({ applyRateLimitPerMinute: 2 });
    try {
      const body = multipartBody([{ name: '简历.pdf', content: SAMPLE_PDF }]);
      const cookies = await limited.candidateSignIn('demo', CANDIDATE_MOBILE);
      const ask = async () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/web/careers/demo/uploads',
          headers: body.headers,
          cookies,
          payload: body.payload,
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: -2000, msg: '请求过于频繁，请稍后再试' });
    } finally {
      await limited.close();
    }
  });
});

describe('files written by the server (task results)', () => {
  it('storeGenerated streams the bytes into storage with their SHA-256; a failing stream leaves no row and no object', async () => {
    const parts = [Buffer.from('姓名,学校\n'), Buffer.from('张三,浙江大学\n')];
    const stored = await t.app.files.storeGenerated({
      tenantId: demoTenant,
      uploadedBy: '',
      name: '人才导出.csv',
      contentType: 'text/csv; charset=utf-8',
      purpose: 'task-result',
      body: Readable.from(parts),
      expiresAt: t.clock.now() + 7 * 24 * 3600_000,
    });
    const whole = Buffer.concat(parts);
    expect(stored).toMatchObject({
      name: '人才导出.csv',
      size: whole.length,
      sha256: createHash('sha256').update(whole).digest('hex'),
      purpose: 'task-result',
    });
    const opened = await t.app.files.open(demoTenant, stored.id);
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(whole);

    const rowsBefore = await fileRows();
    const objectsBefore = storedObjects();
    let sent = 0;
    const failing = new Readable({
      read() {
        sent += 1;
        if (sent === 1) this.push(Buffer.from('部分内容'));
        else this.destroy(new Error('export crashed'));
      },
    });
    await expect(
      t.app.files.storeGenerated({
        tenantId: demoTenant,
        uploadedBy: '',
        name: '失败.csv',
        contentType: 'text/csv; charset=utf-8',
        purpose: 'task-result',
        body: failing,
        expiresAt: null,
      }),
    ).rejects.toThrow('export crashed');
    expect(await fileRows()).toEqual(rowsBefore);
    expect(storedObjects()).toEqual(objectsBefore);
  });
});
