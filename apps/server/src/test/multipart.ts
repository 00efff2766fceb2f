import { randomBytes } from 'node:crypto';

// Builds multipart/form-data bodies for app.inject, including deliberately broken ones (cut off
// in the middle of a file or between parts), byte for byte as a browser would send them.

export interface MultipartFilePart {
  name: string;
  content: Buffer;
  /** The form field; 'file' by default. */
  field?: string;
  /** The client-declared type, which the server ignores. */
  type?: string;
}

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
  boundary: string;
}

export function multipartBody(
  files: readonly MultipartFilePart[],
  fields: Record<string, string> = {},
): MultipartBody {
  const boundary = `----ehire${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    boundary,
  };
}
