import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, StorageNotFoundError, type FileStorage, type StoredObject } from './storage';

/** Temp files live inside the root so the final rename stays on one filesystem (atomic). */
const TEMP_DIR = '.tmp';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/**
 * Files under one folder (DATA_DIR/files), a key being a relative path. A put writes and fsyncs
 * a temp file in root/.tmp, then renames it over the key: readers see the old object or the whole
 * new one, and a crash leaves at most a stray temp file, which sweepStaleTempFiles removes at start.
 */
export class LocalDiskStorage implements FileStorage {
  readonly kind = 'disk' as const;
  /** Where puts write before their rename; stale files here are swept at start. */
  readonly tempDir: string;

  constructor(readonly root: string) {
    this.tempDir = path.join(root, TEMP_DIR);
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(this.tempDir, { recursive: true });
    const temp = path.join(this.tempDir, `${randomBytes(12).toString('hex')}.part`);
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // flush: fsync before close, so the renamed file has its bytes after a power loss too.
      await pipeline(source, createWriteStream(temp, { flush: true }));
      const { size } = await stat(temp);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temp, target);
      return { size };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject> {
    const file = this.pathOf(key);
    // Opened before answering so a missing file is an error here, not on the stream later.
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError(key);
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
