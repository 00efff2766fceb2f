import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/s3-server';
import { createFileStorage, sweepStaleTempFiles } from './create-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import { parseS3Url } from './s3-url';
import { StorageNotFoundError, type FileStorage } from './storage';

// One contract, two storages (issue 12 §2): the local disk under DATA_DIR/files and S3 through
// @aws-sdk/client-s3 against a local s3rver started here.

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A stream that yields some chunks and then fails, like a client that went away mid-upload. */
function failingStream(): Readable {
  let sent = 0;
  return new Readable({
    read() {
      sent += 1;
      if (sent <= 3) this.push(Buffer.alloc(64 * 1024, sent));
      else this.destroy(new Error('client went away'));
    },
  });
}

/** Files anywhere below a folder (temp leftovers). */
function filesBelow(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

interface Subject {
  storage: FileStorage;
  /** Folders where a failed put must not leave anything. */
  scratch: string[];
}

function contract(name: string, setup: () => Promise<Subject>, teardown: () => Promise<void>) {
  describe(`${name} storage contract`, () => {
    let s: Subject;
    beforeAll(async () => {
      s = await setup();
    });
    afterAll(teardown);

    it('stores a Buffer and answers it as a stream with its size', async () => {
      const bytes = Buffer.from('个人简历 PDF bytes');
      expect(await s.storage.put('t1/2026/01/a', bytes)).toEqual({ size: bytes.length });
      const got = await s.storage.get('t1/2026/01/a');
      expect(got.size).toBe(bytes.length);
      expect(await readAll(got.stream)).toEqual(bytes);
      expect(await s.storage.exists('t1/2026/01/a')).toBe(true);
    });

    it('stores a multi-chunk stream of a few MB unchanged', async () => {
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
        bytes.subarray(i * 65536, (i + 1) * 65536),
      );
      expect(await s.storage.put('t1/2026/01/big', Readable.from(chunks))).toEqual({ size: bytes.length });
      const got = await s.storage.get('t1/2026/01/big');
      expect(got.size).toBe(bytes.length);
      expect(sha(await readAll(got.stream))).toBe(sha(bytes));
    });

    it('a put replaces the object under the same key', async () => {
      await s.storage.put('t1/2026/01/same', Buffer.from('old'));
      await s.storage.put('t1/2026/01/same', Buffer.from('new content'));
      expect((await readAll((await s.storage.get('t1/2026/01/same')).stream)).toString()).toBe('new content');
    });

    it('a stream that fails mid-way stores nothing and leaves no temp file', async () => {
      await expect(s.storage.put('t1/2026/01/broken', failingStream())).rejects.toThrow('client went away');
      expect(await s.storage.exists('t1/2026/01/broken')).toBe(false);
      await expect(s.storage.get('t1/2026/01/broken')).rejects.toBeInstanceOf(StorageNotFoundError);
      for (const folder of s.scratch) expect(filesBelow(folder)).toEqual([]);
    });

    it('a failed replacement keeps the previous object whole', async () => {
      await s.storage.put('t1/2026/01/keep', Buffer.from('complete'));
      await expect(s.storage.put('t1/2026/01/keep', failingStream())).rejects.toThrow();
      expect((await readAll((await s.storage.get('t1/2026/01/keep')).stream)).toString()).toBe('complete');
    });

    it('delete removes the object; deleting a missing key is not an error', async () => {
      await s.storage.put('t1/2026/01/gone', Buffer.from('x'));
      await s.storage.delete('t1/2026/01/gone');
      expect(await s.storage.exists('t1/2026/01/gone')).toBe(false);
      await expect(s.storage.delete('t1/2026/01/gone')).resolves.toBeUndefined();
      await expect(s.storage.get('t1/2026/01/never')).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('refuses keys that could leave the storage root', async () => {
      for (const key of ['../etc/passwd', '/abs', 'a//b', 'a/../b', '.hidden', 'a/.tmp/x', 'a b', '']) {
        await expect(s.storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
      }
    });
  });
}

let diskRoot: string;
contract(
  'local disk',
  async () => {
    diskRoot = mkdtempSync(path.join(tmpdir(), 'ehire-disk-'));
    const storage = createFileStorage({ dataDir: diskRoot, s3Url: undefined });
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    return { storage, scratch: [path.join(diskRoot, 'files', '.tmp')] };
  },
  async () => rmSync(diskRoot, { recursive: true, force: true }),
);

let s3: LocalS3;
let s3DataDir: string;
let s3Storage: S3Storage;
contract(
  'S3 (s3rver)',
  async () => {
    s3 = await startLocalS3();
    s3DataDir = mkdtempSync(path.join(tmpdir(), 'ehire-s3data-'));
    s3Storage = createFileStorage({ dataDir: s3DataDir, s3Url: s3.url }) as S3Storage;
    expect(s3Storage).toBeInstanceOf(S3Storage);
    return { storage: s3Storage, scratch: [path.join(s3DataDir, 'tmp')] };
  },
  async () => {
    s3Storage.close();
    await s3.close();
    rmSync(s3DataDir, { recursive: true, force: true });
  },
);

describe('S3 key prefix', () => {
  it('keeps objects under the prefix of S3_URL', async () => {
    const local = await startLocalS3('prefixed');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ehire-s3p-'));
    const storage = new S3Storage(
      parseS3Url(local.url.replace('/prefixed?', '/prefixed/ehire/files?')),
      dataDir,
    );
    try {
      await storage.put('t/2026/01/x', Buffer.from('x'));
      const plain = new S3Storage(parseS3Url(local.url), dataDir);
      expect(await plain.exists('ehire/files/t/2026/01/x')).toBe(true);
      expect(await plain.exists('t/2026/01/x')).toBe(false);
      plain.close();
    } finally {
      storage.close();
      await local.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('temp files of a crashed process', () => {
  it('are swept at start when older than an hour; fresh ones (another upload) stay', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ehire-sweep-'));
    try {
      const storage = createFileStorage({ dataDir, s3Url: undefined }) as LocalDiskStorage;
      const old = Date.now() / 1000 - 7200;
      const leftovers = [
        path.join(storage.tempDir, 'a.part'),
        path.join(dataDir, 'tmp', 'uploads', 'upload-b.part'),
        path.join(dataDir, 'tmp', 's3', 's3-c.part'),
      ];
      for (const file of leftovers) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, 'half');
        utimesSync(file, old, old);
      }
      const fresh = path.join(storage.tempDir, 'fresh.part');
      writeFileSync(fresh, 'in progress');
      expect(await sweepStaleTempFiles({ dataDir }, storage)).toBe(3);
      expect(filesBelow(path.join(dataDir, 'tmp'))).toEqual([]);
      expect(filesBelow(storage.tempDir)).toEqual([fresh]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
