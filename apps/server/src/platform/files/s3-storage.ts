import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Location } from './s3-url';
import { assertStorageKey, StorageNotFoundError, type FileStorage, type StoredObject } from './storage';

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, OSS/COS S3 endpoints; s3rver in tests).
 * PutObject is atomic: the object appears only once the upload completed. A stream of unknown
 * length is first spooled to a temp file (PutObject needs the length; a multipart upload would
 * leave parts behind on servers that do not expire them), then sent with its size.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(
    private readonly location: S3Location,
    /** A local folder for spooling streams (DATA_DIR/tmp). */
    private readonly tempDir: string,
  ) {
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      ...(location.credentials ? { credentials: location.credentials } : {}),
      // The SDK's default CRC32 checksums send aws-chunked bodies that several S3-compatible
      // servers (s3rver, older MinIO) refuse: checksums only where an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private keyOf(key: string): string {
    assertStorageKey(key);
    return this.location.prefix + key;
  }

  async put(key: string, body: Buffer | Readable): Promise<{ size: number }> {
    const Key = this.keyOf(key);
    const Bucket = this.location.bucket;
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: body.length }));
      return { size: body.length };
    }
    await mkdir(this.tempDir, { recursive: true });
    const temp = path.join(this.tempDir, `s3-${randomBytes(12).toString('hex')}.part`);
    try {
      await pipeline(body, createWriteStream(temp));
      const { size } = await stat(temp);
      await this.client.send(
        new PutObjectCommand({ Bucket, Key, Body: createReadStream(temp), ContentLength: size }),
      );
      return { size };
    } finally {
      await rm(temp, { force: true });
    }
  }

  async get(key: string): Promise<StoredObject> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.keyOf(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 GetObject returned no stream');
      return { stream: answer.Body, size: Number(answer.ContentLength ?? 0) };
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.keyOf(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.keyOf(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
