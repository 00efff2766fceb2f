import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FORMATS_BY_PURPOSE, type UploadPurpose } from '@ehire/domain/contracts/files';
import { AppError } from '../envelope';
import { RESPONSE_CODE } from '@ehire/domain/codes/error-codes';
import { detectFileKind } from './file-kind';
import type { FileService, SpooledFile, StoredFileInfo } from './file.service';

// Receiving multipart uploads (issue 12 §2). Each file part streams through @fastify/multipart
// (busboy) into a temp file while its size and SHA-256 are counted; its type is then read from
// the bytes and checked against the purpose's allow-list. Only when every part passed and the
// body ended with its closing delimiter are the files put into storage and recorded. Anything
// refused (too big, too many, empty, disguised, cut off) answers 4xx naming the file, and the
// temp files, objects and rows of that request are gone.

const UPLOAD_MESSAGES = {
  notMultipart: '参数错误：请以 multipart/form-data 方式上传文件',
  noFile: '请选择要上传的文件',
  incomplete: '上传内容不完整，请重新上传',
  tooMany: (n: number) => `一次最多上传${n}个文件`,
  tooLarge: (name: string, mb: number) => `文件「${name}」超过${mb}MB`,
  empty: (name: string) => `文件「${name}」为空文件`,
  cutOff: (name: string) => `文件「${name}」上传不完整，请重新上传`,
  format: (name: string, formats: readonly string[]) =>
    `文件「${name}」格式不支持，仅支持${formats.join('、')}格式`,
  mismatch: (name: string) => `文件「${name}」的内容与扩展名不符`,
  nameMissing: '文件名不能为空',
  nameTooLong: (name: string) => `文件「${name.slice(0, 40)}…」的名称过长，最多200个字符`,
} as const;

const MAX_NAME_LENGTH = 200;
/** Room for part headers and a few small fields beyond the files themselves. */
const BODY_OVERHEAD_BYTES = 1024 * 1024;

interface UploadLimits {
  fileBytes: number;
  files: number;
}

export interface ReceiveOptions {
  purpose: UploadPurpose;
  limits: UploadLimits;
  owner: { tenantId: string; uploadedBy: string };
  /** Where parts are spooled (DATA_DIR/tmp/uploads). */
  tempDir: string;
}

function refused(msg: string, status = 400): AppError {
  return new AppError(RESPONSE_CODE.toast, msg, status, { kind: 'validation' });
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** The name without any path a browser may send, control characters or surrounding spaces. */
function cleanFileName(raw: string): string {
  const base = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  return base.replace(CONTROL_CHARACTERS, '').trim().normalize('NFC');
}

function boundaryOf(request: FastifyRequest): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * Watches the raw body for the closing delimiter (`--boundary--`): busboy treats a body cut off
 * between two parts as a normal end, which would store the files before the cut. It also stops a
 * body larger than any acceptable upload (busboy skips an oversized part but keeps reading).
 */
function watchBody(raw: IncomingMessage, boundary: string, maxBytes: number) {
  const needle = Buffer.from(`--${boundary}--`);
  let tail = Buffer.alloc(0);
  let closed = false;
  let total = 0;
  raw.on('data', (chunk: Buffer) => {
    total += chunk.length;
    if (total > maxBytes) {
      raw.destroy();
      return;
    }
    if (closed) return;
    const window = Buffer.concat([tail, chunk]);
    if (window.includes(needle)) closed = true;
    else tail = window.subarray(Math.max(0, window.length - needle.length + 1));
  });
  return { closed: () => closed };
}

interface Spooled extends SpooledFile {
  truncated: boolean;
}

async function spool(part: MultipartFile, name: string, tempDir: string): Promise<Spooled> {
  // @fastify/multipart destroys the part being read when the body ends early; when that happened
  // before we got to it (the whole body arrived at once) no stream event is left to tell us.
  if (part.file.destroyed) throw new Error('Part terminated early: body ended before the file did');
  const file = path.join(tempDir, `upload-${randomBytes(12).toString('hex')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, counter, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return {
    path: file,
    name,
    contentType: '',
    size,
    sha256: hash.digest('hex'),
    truncated: part.file.truncated,
  };
}

// How busboy and streams report a body that ended early (cut off, client gone) or is malformed.
const BODY_ENDED = /terminated early|unexpected end|malformed|boundary|aborted/i;
const STREAM_ENDED_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET']);

/**
 * What busboy / @fastify/multipart threw, as the refusal the caller sees; anything else (a full
 * disk, a storage outage) is not the client's fault and stays a 500.
 */
function toRefusal(error: unknown, current: string | null, limits: UploadLimits): unknown {
  if (error instanceof AppError) return error;
  const { code = '', message = '' } = (error ?? {}) as { code?: string; message?: string };
  const mb = limits.fileBytes / 1024 / 1024;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return refused(UPLOAD_MESSAGES.tooMany(limits.files), 413);
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return refused(current ? UPLOAD_MESSAGES.tooLarge(current, mb) : UPLOAD_MESSAGES.incomplete, 413);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return refused(UPLOAD_MESSAGES.notMultipart);
  if (code.startsWith('FST_') || STREAM_ENDED_CODES.has(code) || BODY_ENDED.test(message))
    return refused(current ? UPLOAD_MESSAGES.cutOff(current) : UPLOAD_MESSAGES.incomplete);
  return error;
}

/** Refuses a request that is not multipart/form-data (before any other lookup). */
export function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart() || !boundaryOf(request)) throw refused(UPLOAD_MESSAGES.notMultipart);
}

/** Receives, checks and stores the files of a multipart request; see the file comment. */
export async function receiveUploads(
  request: FastifyRequest,
  files: FileService,
  options: ReceiveOptions,
): Promise<StoredFileInfo[]> {
  const { limits, purpose } = options;
  requireMultipart(request);
  const boundary = boundaryOf(request)!;
  await mkdir(options.tempDir, { recursive: true });
  const formats = UPLOAD_FORMATS_BY_PURPOSE[purpose] as readonly string[];
  const spooled: Spooled[] = [];
  let current: string | null = null;
  const parts = request.parts({
    limits: {
      fileSize: limits.fileBytes,
      files: limits.files,
      fields: 10,
      fieldSize: 1024,
      parts: limits.files + 10,
      headerPairs: 50,
    },
  });
  const iterator = parts[Symbol.asyncIterator]();
  // The first next() pipes the body into busboy; the watcher is attached right after, before
  // any data can flow (a 'data' listener added earlier would start the flow without busboy).
  let step = iterator.next();
  const body = watchBody(request.raw, boundary, limits.files * limits.fileBytes + BODY_OVERHEAD_BYTES);
  try {
    try {
      await readParts();
    } catch (error) {
      // Stop parsing and let the rest of the body drain (bounded by watchBody), so the answer
      // reaches the client instead of a stalled connection.
      request.raw.unpipe();
      request.raw.resume();
      throw toRefusal(error, current, limits);
    }
    return await files.storeUploads(options.owner, purpose, spooled);
  } finally {
    await iterator.return?.(undefined).catch(() => undefined);
    await Promise.all(spooled.map((f) => rm(f.path, { force: true })));
  }

  async function readParts(): Promise<void> {
    for (let part = await step; !part.done; part = await (step = iterator.next())) {
      if (part.value.type !== 'file') continue;
      const name = cleanFileName(part.value.filename);
      current = name || null;
      if (!name) throw refused(UPLOAD_MESSAGES.nameMissing);
      if (name.length > MAX_NAME_LENGTH) throw refused(UPLOAD_MESSAGES.nameTooLong(name));
      const file = await spool(part.value, name, options.tempDir);
      spooled.push(file);
      if (file.truncated) throw refused(UPLOAD_MESSAGES.tooLarge(name, limits.fileBytes / 1024 / 1024), 413);
      if (file.size === 0) throw refused(UPLOAD_MESSAGES.empty(name));
      const kind = await detectFileKind(file.path, name);
      if (!kind.ok && kind.reason === 'mismatch') throw refused(UPLOAD_MESSAGES.mismatch(name));
      if (!kind.ok || !formats.includes(kind.kind.ext)) throw refused(UPLOAD_MESSAGES.format(name, formats));
      file.contentType = kind.kind.mime;
      current = null;
    }
    if (!body.closed()) throw refused(UPLOAD_MESSAGES.incomplete);
    if (spooled.length === 0) throw refused(UPLOAD_MESSAGES.noFile);
  }
}
