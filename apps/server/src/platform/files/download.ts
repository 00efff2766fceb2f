import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { StoredFileInfo } from './file.service';

/** What sendStoredFile needs: the name, type and size of the file, and its bytes. */
export interface SendableFile {
  file: Pick<StoredFileInfo, 'name' | 'contentType' | 'size'>;
  stream: Readable;
}

// Answering a stored file (issue 12 §2), for every route that serves one after its own tenant and
// permission check: the talent attachment download, the console's own uploads, task results.

/** Types a browser may show in place: pictures and PDF. Everything else downloads. */
export function isInlineType(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  // SVG can carry script; it is not an accepted upload, and never shown inline.
  return (type.startsWith('image/') && type !== 'image/svg+xml') || type === 'application/pdf';
}

/** RFC 5987 ext-value: UTF-8 percent-encoding, with the characters encodeURIComponent keeps but attr-char forbids. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Printable ASCII fallback for clients without filename* (the extension kept). */
function asciiFallback(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : '';
  const base = (dot > 0 ? name.slice(0, dot) : name).replace(/[^\x20-\x7e]|["\\%;]/g, '').trim();
  return `${base || 'file'}${ext}`;
}

/**
 * Content-Disposition with the zh-CN name: `inline` or `attachment`, a quoted ASCII fallback and
 * filename*=UTF-8''… (RFC 6266 / RFC 5987).
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** Streams the file with its name, length and type; nosniff so the declared type is the one used. */
export function sendStoredFile(reply: FastifyReply, opened: SendableFile): FastifyReply {
  const { file, stream } = opened;
  const inline = isInlineType(file.contentType);
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}
