import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import { parseS3Url } from './s3-url';
import type { FileStorage } from './storage';

/** Temp files older than this at start belong to a process that died mid-write. */
const STALE_TEMP_MS = 3600_000;

/** DATA_DIR/tmp: upload spooling and S3 put spooling (local even when files live in S3). */
export function tempDirOf(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'tmp');
}

/** S3 when S3_URL is set, else DATA_DIR/files. */
export function createFileStorage(
  config: Pick<Config, 'dataDir' | 's3Url'>,
): FileStorage & { close?(): void } {
  if (config.s3Url) return new S3Storage(parseS3Url(config.s3Url), path.join(tempDirOf(config), 's3'));
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}

async function sweepFolder(folder: string, now: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    try {
      const info = await stat(file);
      if (info.isFile() && now - info.mtimeMs > STALE_TEMP_MS) {
        await rm(file, { force: true });
        removed += 1;
      }
    } catch {
      // Gone meanwhile (another process swept it).
    }
  }
  return removed;
}

/** Temp files of exports being written (a task's result before it is stored). */
export function exportTempDirOf(config: Pick<Config, 'dataDir'>): string {
  return path.join(tempDirOf(config), 'exports');
}

/** Removes stale temp files of uploads, puts and exports (a crash mid-write leaves one behind). */
export async function sweepStaleTempFiles(
  config: Pick<Config, 'dataDir'>,
  storage: FileStorage,
  now: number = Date.now(),
): Promise<number> {
  const tmp = tempDirOf(config);
  let removed =
    (await sweepFolder(path.join(tmp, 'uploads'), now)) +
    (await sweepFolder(path.join(tmp, 's3'), now)) +
    (await sweepFolder(exportTempDirOf(config), now));
  if (storage instanceof LocalDiskStorage) removed += await sweepFolder(storage.tempDir, now);
  return removed;
}
