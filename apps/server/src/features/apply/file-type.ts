// What an uploaded file is, read from its first bytes (never from its name or a client header).
// Attachments of an application form may be documents or images; anything else is refused.

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
  return null;
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
