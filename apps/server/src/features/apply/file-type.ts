// What an uploaded file is, read from its first bytes (never from its name or a client header).
// Covers every upload format of the designer's attachment check types (DESVAL-061..064: pictures,
// videos, documents, archives) plus PDF; anything else is refused. Plain text has no magic
// number: it is recognised as valid UTF-8 without control characters (other than tab, CR, LF,
// FF), and is only ever stored and served as text/plain with nosniff.

export interface SniffedType {
  mime: string;
  /** The extensions a file of this type may carry. */
  extensions: readonly string[];
}

const startsWith = (bytes: Uint8Array, sig: readonly number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { mime: 'application/pdf', extensions: ['pdf'] };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extensions: ['png'] };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { mime: 'image/gif', extensions: ['gif'] };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return {
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extensions: ['docx', 'xlsx', 'pptx', 'zip'],
    };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { mime: 'application/msword', extensions: ['doc', 'xls', 'ppt'] };
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 26)
    return { mime: 'image/bmp', extensions: ['bmp'] };
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return { mime: 'video/mp4', extensions: ['mp4'] };
  if (startsWith(bytes, [0x46, 0x4c, 0x56, 0x01])) return { mime: 'video/x-flv', extensions: ['flv'] };
  if (startsWith(bytes, [0x2e, 0x52, 0x4d, 0x46]))
    return { mime: 'application/vnd.rn-realmedia-vbr', extensions: ['rmvb'] };
  if (startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))
    return { mime: 'application/x-7z-compressed', extensions: ['7z'] };
  if (startsWith(bytes, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]))
    return { mime: 'application/vnd.rar', extensions: ['rar'] };
  if (isPlainText(bytes)) return { mime: 'text/plain; charset=utf-8', extensions: ['txt'] };
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
// C0 controls except tab, LF, FF, CR; DEL; C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/;

function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  return !CONTROL.test(text);
}

/** The mime type to serve a stored zip-based office file with, by its (checked) extension. */
export function officeMime(extension: string, sniffed: SniffedType): string {
  const byExt: Record<string, string> = {
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    zip: 'application/zip',
    xls: 'application/vnd.ms-excel',
    ppt: 'application/vnd.ms-powerpoint',
  };
  return byExt[extension] ?? sniffed.mime;
}
