import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline, Transform, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { FilePurpose, UploadedFile } from '@ehire/domain/contracts/files';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { errors } from '../envelope';
import type { FileRepository, FileRow, NewFileRow } from './file.repository';
import { StorageNotFoundError, type FileStorage } from './storage';

// The stored files of the product (issue 12 §2): bytes in the FileStorage, metadata in `file`.
// An object is written before its row, and a row is deleted after its object, so a row always
// has its bytes; a crash between the two leaves at most an object without a row.

const FILE_MESSAGES = {
  notFound: '文件不存在或已过期',
} as const;

/** How long an upload nobody claimed is kept (the apply or import that uses it claims it). */
export const UPLOAD_TTL_MS = 24 * 3600_000;

export interface StoredFileInfo {
  id: string;
  tenantId: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  purpose: string;
  uploadedBy: string;
  createdAt: number;
  expiresAt: number | null;
}

/** Stored bytes whose row is still to be written (recordPending). */
export interface PendingFile extends StoredFileInfo {
  storageKey: string;
}

export interface OpenedFile {
  file: StoredFileInfo;
  stream: Readable;
}

/** A file already written to a local temp path and checked (an upload). */
export interface SpooledFile {
  path: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
}

function info(row: FileRow): StoredFileInfo {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    contentType: row.content_type,
    size: Number(row.size),
    sha256: row.sha256,
    purpose: row.purpose,
    uploadedBy: row.uploaded_by,
    createdAt: Number(row.created_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
  };
}

export function uploadedFile(file: StoredFileInfo): UploadedFile {
  return {
    id: file.id,
    name: file.name,
    size: file.size,
    contentType: file.contentType,
    expiresAt: file.expiresAt,
  };
}

/** tenant/yyyy/mm/id: spreads a tenant's objects over folders and never contains user input. */
function storageKeyOf(tenantId: string, id: string, at: number): string {
  const date = new Date(at);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${tenantId}/${date.getUTCFullYear()}/${month}/${id}`;
}

export class FileService {
  constructor(
    private readonly files: FileRepository,
    readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /**
   * Stores checked uploads: every object first, then all rows in one insert. On any failure
   * the objects already written are deleted again, so a refused request stores nothing.
   */
  async storeUploads(
    owner: { tenantId: string; uploadedBy: string },
    purpose: FilePurpose,
    spooled: readonly SpooledFile[],
  ): Promise<StoredFileInfo[]> {
    const now = this.clock.now();
    const rows: NewFileRow[] = [];
    try {
      for (const file of spooled) {
        const id = newId(now);
        const row: NewFileRow = {
          id,
          tenant_id: owner.tenantId,
          storage_key: storageKeyOf(owner.tenantId, id, now),
          name: file.name,
          content_type: file.contentType,
          size: file.size,
          sha256: file.sha256,
          purpose,
          uploaded_by: owner.uploadedBy,
          created_at: now,
          expires_at: now + UPLOAD_TTL_MS,
        };
        rows.push(row);
        await this.storage.put(row.storage_key, createReadStream(file.path));
      }
      await this.files.insertMany(rows);
    } catch (error) {
      await this.removeObjects(rows.map((r) => r.storage_key));
      throw error;
    }
    return rows.map((row) => info(row as FileRow));
  }

  /**
   * Stores a file the server produced (a task's result): the bytes go to storage while being
   * hashed, then the row is written. expiresAt null keeps it until deleted.
   */
  async storeGenerated(input: {
    tenantId: string;
    uploadedBy: string;
    name: string;
    contentType: string;
    purpose: FilePurpose;
    body: Buffer | Readable;
    expiresAt: number | null;
  }): Promise<StoredFileInfo> {
    const now = this.clock.now();
    const id = newId(now);
    const key = storageKeyOf(input.tenantId, id, now);
    const hash = createHash('sha256');
    let size: number;
    if (Buffer.isBuffer(input.body)) {
      hash.update(input.body);
      ({ size } = await this.storage.put(key, input.body));
    } else {
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      // pipeline() destroys `hashing` with the body's error, which fails the put.
      ({ size } = await this.storage.put(
        key,
        pipeline(input.body, hashing, () => {}),
      ));
    }
    const row: NewFileRow = {
      id,
      tenant_id: input.tenantId,
      storage_key: key,
      name: input.name,
      content_type: input.contentType,
      size,
      sha256: hash.digest('hex'),
      purpose: input.purpose,
      uploaded_by: input.uploadedBy,
      created_at: now,
      expires_at: input.expiresAt,
    };
    try {
      await this.files.insertMany([row]);
    } catch (error) {
      await this.removeObjects([key]);
      throw error;
    }
    return info(row as FileRow);
  }

  /**
   * Stores bytes under a given file id (the same id always gives the same key, so repeating it
   * after a crash overwrites instead of leaving a second object); recordPending then writes the
   * row inside the caller's transaction. Used to move database blobs into storage.
   */
  async putWithId(input: {
    tenantId: string;
    id: string;
    name: string;
    contentType: string;
    purpose: FilePurpose;
    bytes: Buffer;
    createdAt: number;
  }): Promise<PendingFile> {
    const storageKey = storageKeyOf(input.tenantId, input.id, input.createdAt);
    await this.storage.put(storageKey, input.bytes);
    return {
      id: input.id,
      tenantId: input.tenantId,
      name: input.name,
      contentType: input.contentType,
      size: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      purpose: input.purpose,
      uploadedBy: '',
      createdAt: input.createdAt,
      expiresAt: null,
      storageKey,
    };
  }

  async recordPending(db: Kysely<Database>, file: PendingFile): Promise<void> {
    await this.files.withDb(db).insertMany([
      {
        id: file.id,
        tenant_id: file.tenantId,
        storage_key: file.storageKey,
        name: file.name,
        content_type: file.contentType,
        size: file.size,
        sha256: file.sha256,
        purpose: file.purpose,
        uploaded_by: file.uploadedBy,
        created_at: file.createdAt,
        expires_at: file.expiresAt,
      },
    ]);
  }

  /** A live (unexpired) file of the tenant; 404 文件不存在或已过期 otherwise. */
  async find(tenantId: string, id: string): Promise<StoredFileInfo> {
    const row = await this.files.findLive(tenantId, id, this.clock.now());
    if (!row) throw errors.notFound(FILE_MESSAGES.notFound);
    return info(row);
  }

  async findMany(tenantId: string, ids: readonly string[]): Promise<StoredFileInfo[]> {
    return (await this.files.findLiveMany(tenantId, ids, this.clock.now())).map(info);
  }

  /**
   * The file and its bytes; 404 when the row is missing or expired, when `allow` (the caller's
   * access rule) refuses it, or when (logged, it should not happen) the object is gone.
   */
  async open(tenantId: string, id: string, allow?: (file: StoredFileInfo) => boolean): Promise<OpenedFile> {
    const row = await this.files.findLive(tenantId, id, this.clock.now());
    if (!row || (allow && !allow(info(row)))) throw errors.notFound(FILE_MESSAGES.notFound);
    try {
      const object = await this.storage.get(row.storage_key);
      return { file: info(row), stream: object.stream };
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
      this.log?.error({ fileId: id, key: row.storage_key }, 'file row without its stored object');
      throw errors.notFound(FILE_MESSAGES.notFound);
    }
  }

  /**
   * The bytes of a file the operator uploaded for `purpose` (an import reading its spreadsheet):
   * 404 for anyone else's file; tooLarge when it exceeds what the reader can hold in memory.
   */
  async readOwnUpload(
    owner: { tenantId: string; operatorId: string },
    id: string,
    purpose: FilePurpose,
    limit: { maxBytes: number; tooLarge: string },
  ): Promise<{ file: StoredFileInfo; bytes: Buffer }> {
    const found = await this.find(owner.tenantId, id);
    if (found.purpose !== purpose || found.uploadedBy !== owner.operatorId)
      throw errors.notFound(FILE_MESSAGES.notFound);
    if (found.size > limit.maxBytes) throw errors.validation(limit.tooLarge);
    const { file, stream } = await this.open(owner.tenantId, id);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { file, bytes: Buffer.concat(chunks) };
  }

  /**
   * Keeps uploads for good once something refers to them (an application's attachments). Run it
   * in the caller's transaction (db); answers how many of ids were live, unclaimed and of purpose.
   */
  async claim(
    db: Kysely<Database> | null,
    tenantId: string,
    ids: readonly string[],
    purpose: FilePurpose,
  ): Promise<number> {
    const repository = db ? this.files.withDb(db) : this.files;
    return repository.claim(tenantId, ids, purpose, this.clock.now());
  }

  async delete(tenantId: string, id: string): Promise<void> {
    const row = await this.files.find(tenantId, id);
    if (!row) return;
    await this.storage.delete(row.storage_key);
    await this.files.delete(tenantId, id);
  }

  /**
   * Deletes files whose expires_at has passed (object, then row), at most `limit` per tenant per
   * call; answers how many went. Idempotent: a crash between the two deletes is finished next run.
   * Meant for a scheduled task of the task platform.
   */
  async purgeExpired(limit = 500): Promise<number> {
    const now = this.clock.now();
    let removed = 0;
    for (const tenantId of await this.files.tenantsWithExpired(now)) {
      const rows = await this.files.expired(tenantId, now, limit);
      for (const row of rows) await this.storage.delete(row.storage_key);
      await this.files.deleteMany(
        tenantId,
        rows.map((r) => r.id),
      );
      removed += rows.length;
    }
    return removed;
  }

  private async removeObjects(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete(key);
      } catch (error) {
        // The request fails anyway; an orphan object is harmless but worth knowing about.
        this.log?.error({ err: error, key }, 'could not delete a stored object after a failure');
      }
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The stored files (app.ts): store, open, claim and purge. */
    files: FileService;
  }
}
