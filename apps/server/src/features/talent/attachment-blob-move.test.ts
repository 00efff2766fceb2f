import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeDetail } from '@ehire/domain/contracts/talent';
import { buildApp } from '../../app';
import { newId } from '../../db/ids';
import { FileRepository } from '../../platform/files/file.repository';
import { FileService } from '../../platform/files/file.service';
import type { FileStorage } from '../../platform/files/storage';
import { createTestApp, type TestApp } from '../../test/harness';
import { SAMPLE_JPEG, SAMPLE_PDF } from '../../test/sample-files';
import { insertApplication, jobTestContext, publishedJob, type JobTestContext } from '../jobs/test-support';
import { moveAttachmentBlobs } from './attachment-blob-move';

// Issue 12 §2 "move existing BLOB columns to the storage with a migration that keeps every file":
// attachments stored in resume_attachment.content before migration 012 move into the file
// storage at start, restartably, and downloads read from the storage. Runs on SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let c: JobTestContext;
let jobId: string;
let demo2Admin: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  jobId = await publishedJob(c);
  demo2Admin = (await t.login('demo2', 'admin')).token;
});
afterAll(async () => {
  await t.close();
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** An application with attachments as migration 006 stored them: bytes in the row, no file. */
async function legacyApplication(files: Array<{ name: string; mime: string; bytes: Buffer }>) {
  const { applicationId, tenantId } = await insertApplication(t, jobId);
  const { resume_id } = await t.db
    .selectFrom('application')
    .select('resume_id')
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (const file of files) {
    const id = newId(t.clock.now());
    ids.push(id);
    await t.db
      .insertInto('resume_attachment')
      .values({
        id,
        tenant_id: tenantId,
        resume_id,
        field: 'resumeFile',
        file_name: file.name,
        mime_type: file.mime,
        size: file.bytes.length,
        content: file.bytes,
        file_id: null,
        created_at: t.clock.now(),
      })
      .execute();
  }
  return { applicationId, tenantId, ids };
}

async function attachmentRow(id: string) {
  return t.db.selectFrom('resume_attachment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function download(id: string, token = c.admin) {
  return t.app.inject({ method: 'GET', url: `/api/biz/talent/attachments/${id}`, headers: { token } });
}

/** A storage that fails every put after the first `okPuts` (a crash or outage mid-move). */
function failingAfter(storage: FileStorage, okPuts: number): FileStorage {
  let puts = 0;
  return {
    kind: storage.kind,
    put: async (key: string, body: Buffer | Readable) => {
      puts += 1;
      if (puts > okPuts) throw new Error('storage unavailable');
      return storage.put(key, body);
    },
    get: (key) => storage.get(key),
    delete: (key) => storage.delete(key),
    exists: (key) => storage.exists(key),
  };
}

describe('moving attachment blobs into the file storage', () => {
  it('issue 12 a PDF stored as a blob downloads before the move (inline, nosniff) and after it, byte for byte', async () => {
    const { applicationId, ids } = await legacyApplication([
      { name: '张三简历.pdf', mime: 'application/pdf', bytes: SAMPLE_PDF },
    ]);
    const before = await download(ids[0]!);
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload).toEqual(SAMPLE_PDF);

    expect(await moveAttachmentBlobs(t.db, t.app.files)).toBe(1);
    const row = await attachmentRow(ids[0]!);
    expect(row.file_id).toBe(ids[0]);
    expect(Buffer.from(row.content).length).toBe(0);
    const file = await t.db
      .selectFrom('file')
      .selectAll()
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({
      name: '张三简历.pdf',
      content_type: 'application/pdf',
      size: SAMPLE_PDF.length,
      sha256: sha(SAMPLE_PDF),
      purpose: 'resume-attachment',
      uploaded_by: '',
      expires_at: null,
    });
    expect(await t.app.files.storage.exists(file.storage_key)).toBe(true);

    const after = await download(ids[0]!);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload).toEqual(SAMPLE_PDF);
    expect(after.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="file.pdf"; filename*=UTF-8''${encodeURIComponent('张三简历')}.pdf`,
      'x-content-type-options': 'nosniff',
    });
    // The resume detail still lists it with its download URL.
    const detail = await t.call<ResumeDetail>('GET', `/api/biz/talent/applications/${applicationId}`, {
      token: c.admin,
    });
    expect(detail.body.data.resume.attachments).toEqual([
      {
        id: ids[0],
        fileName: '张三简历.pdf',
        mimeType: 'application/pdf',
        size: SAMPLE_PDF.length,
        url: `/api/biz/talent/attachments/${ids[0]}`,
      },
    ]);
    // A second run finds nothing to do.
    expect(await moveAttachmentBlobs(t.db, t.app.files)).toBe(0);
  });

  it('an interrupted move keeps every file: what was not moved stays in its row, and the next run finishes', async () => {
    const files = [
      { name: '一.pdf', mime: 'application/pdf', bytes: Buffer.concat([SAMPLE_PDF, Buffer.from('1')]) },
      { name: '二.jpg', mime: 'image/jpeg', bytes: SAMPLE_JPEG },
      { name: '三.pdf', mime: 'application/pdf', bytes: Buffer.concat([SAMPLE_PDF, Buffer.from('3')]) },
    ];
    const { ids } = await legacyApplication(files);
    const broken = new FileService(new FileRepository(t.db), failingAfter(t.app.files.storage, 1), t.clock);
    await expect(moveAttachmentBlobs(t.db, broken)).rejects.toThrow('storage unavailable');
    const rows = await Promise.all(ids.map(attachmentRow));
    expect(rows.map((r) => r.file_id)).toEqual([ids[0], null, null]);
    expect(rows.slice(1).map((r) => Buffer.from(r.content))).toEqual([files[1]!.bytes, files[2]!.bytes]);
    expect(await t.db.selectFrom('file').select('id').where('id', 'in', ids).execute()).toHaveLength(1);
    // Meanwhile the unmoved ones still download from their rows.
    expect((await download(ids[1]!)).rawPayload).toEqual(SAMPLE_JPEG);

    expect(await moveAttachmentBlobs(t.db, t.app.files)).toBe(2);
    for (const [i, id] of ids.entries()) {
      const response = await download(id);
      expect(response.statusCode).toBe(200);
      expect(sha(response.rawPayload)).toBe(sha(files[i]!.bytes));
      expect((await attachmentRow(id)).file_id).toBe(id);
    }
  });

  it('runs when the server starts: a restarted app finds the blobs moved', async () => {
    const { ids } = await legacyApplication([
      { name: '启动.pdf', mime: 'application/pdf', bytes: SAMPLE_PDF },
    ]);
    const restarted = await buildApp(t.config, { database: t.database, clock: t.clock });
    try {
      expect((await attachmentRow(ids[0]!)).file_id).toBe(ids[0]);
      const response = await restarted.inject({
        method: 'GET',
        url: `/api/biz/talent/attachments/${ids[0]}`,
        headers: { token: c.admin },
      });
      expect(response.rawPayload).toEqual(SAMPLE_PDF);
    } finally {
      await restarted.close();
    }
  });

  it("another tenant's recruiter gets 404 附件不存在; a file past its expiry 404 文件不存在或已过期", async () => {
    const { ids } = await legacyApplication([
      { name: '保密.pdf', mime: 'application/pdf', bytes: SAMPLE_PDF },
    ]);
    await moveAttachmentBlobs(t.db, t.app.files);
    const other = await t.call('GET', `/api/biz/talent/attachments/${ids[0]}`, { token: demo2Admin });
    expect({ status: other.status, body: other.body }).toEqual({
      status: 404,
      body: { code: -2000, msg: '附件不存在', data: null },
    });
    await t.db
      .updateTable('file')
      .set({ expires_at: t.clock.now() - 1 })
      .where('id', '=', ids[0]!)
      .execute();
    const expired = await t.call('GET', `/api/biz/talent/attachments/${ids[0]}`, { token: c.admin });
    expect({ status: expired.status, msg: expired.body.msg }).toEqual({
      status: 404,
      msg: '文件不存在或已过期',
    });
  });
});
