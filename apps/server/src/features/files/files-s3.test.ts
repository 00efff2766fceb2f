import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadAnswer } from '@ehire/domain/contracts/files';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { startLocalS3, type LocalS3 } from '../../test/s3-server';
import { SAMPLE_EXE, SAMPLE_PDF, sampleXlsx } from '../../test/sample-files';

// The same upload and download calls with S3_URL set: the objects live in a local s3rver started
// here (issue 12 §2 "tested against a local S3 server started by the test itself").

let s3: LocalS3;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ s3Url: s3.url });
  admin = (await t.login('demo', 'admin')).token;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

/** Object files s3rver keeps for the bucket (its metadata files excluded). */
function s3Objects(): string[] {
  return readdirSync(s3.directory, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('._S3rver_object'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('files in S3-compatible storage', () => {
  it('a careers upload is stored as an object in the bucket, under the tenant, with its bytes', async () => {
    expect(t.app.files.storage.kind).toBe('s3');
    const body = multipartBody([{ name: '简历.pdf', content: SAMPLE_PDF }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web/careers/demo/uploads',
      headers: body.headers,
      cookies: await t.candidateSignIn('demo', '13700000002'),
      payload: body.payload,
    });
    const answer = response.json<{ data: UploadAnswer }>();
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('file')
      .selectAll()
      .where('id', '=', answer.data.files[0]!.id)
      .executeTakeFirstOrThrow();
    expect(await t.app.files.storage.exists(row.storage_key)).toBe(true);
    expect(s3Objects().some((f) => f.includes(answer.data.files[0]!.id))).toBe(true);
  });

  it('a console upload downloads back from S3 with its name and nosniff', async () => {
    const xlsx = await sampleXlsx();
    const body = multipartBody([{ name: '导入名单.xlsx', content: xlsx }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/biz/files?purpose=import',
      headers: { ...body.headers, token: admin },
      payload: body.payload,
    });
    const id = upload.json<{ data: UploadAnswer }>().data.files[0]!.id;
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/biz/files/${id}`,
      headers: { token: admin },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(xlsx);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="file.xlsx"; filename*=UTF-8''${encodeURIComponent('导入名单')}.xlsx`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a refused upload puts nothing into the bucket', async () => {
    const before = s3Objects();
    const body = multipartBody([
      { name: '好的.pdf', content: SAMPLE_PDF },
      { name: '坏的.pdf', content: SAMPLE_EXE },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web/careers/demo/uploads',
      headers: body.headers,
      cookies: await t.candidateSignIn('demo', '13700000002'),
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(s3Objects()).toEqual(before);
  });
});
