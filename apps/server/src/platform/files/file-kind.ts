import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';

// What a file is, decided by its bytes with `file-type` (never by its name or a client MIME
// header). file-type reads as far into the file as a format needs (a .docx is recognised by its
// [Content_Types].xml, wherever it sits in the zip), hence detection on the spooled file.
//
// Where the bytes name a family but not the member, the name's extension picks within that family
// and never outside it: an OLE compound file is a .doc, .xls or .ppt; UTF-8 text without control
// characters (no magic number) is a .txt or .csv. A name whose extension disagrees with the bytes
// (a PDF called 照片.png) is refused rather than stored under a misleading name.

interface FileKind {
  /** The canonical extension (from the name, among those the bytes allow). */
  ext: string;
  /** The Content-Type it is stored and served with. */
  mime: string;
}

export type KindResult =
  | { ok: true; kind: FileKind }
  /** unknown: no supported format; mismatch: the name's extension says another format. */
  | { ok: false; reason: 'unknown' | 'mismatch' };

/** file-type's ext → the extensions such a file may carry, with their Content-Type. */
const FAMILIES: Record<string, Record<string, string>> = {
  pdf: { pdf: 'application/pdf' },
  png: { png: 'image/png' },
  jpg: { jpg: 'image/jpeg', jpeg: 'image/jpeg' },
  gif: { gif: 'image/gif' },
  bmp: { bmp: 'image/bmp' },
  webp: { webp: 'image/webp' },
  docx: { docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  cfb: {
    doc: 'application/msword',
    xls: 'application/vnd.ms-excel',
    ppt: 'application/vnd.ms-powerpoint',
  },
  mp4: { mp4: 'video/mp4' },
  flv: { flv: 'video/x-flv' },
  rm: { rmvb: 'application/vnd.rn-realmedia-vbr', rm: 'application/vnd.rn-realmedia' },
  '7z': { '7z': 'application/x-7z-compressed' },
  rar: { rar: 'application/vnd.rar' },
  zip: { zip: 'application/zip' },
};
const TEXT_FAMILY: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

// C0 controls except tab, LF, FF, CR; DEL; C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/;

/** Valid UTF-8 (a BOM allowed) without control characters, read as a stream. */
async function isPlainText(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(file)) {
      if (CONTROL.test(decoder.decode(chunk as Buffer, { stream: true }))) return false;
    }
    return !CONTROL.test(decoder.decode());
  } catch {
    return false;
  }
}

export async function detectFileKind(file: string, name: string): Promise<KindResult> {
  const detected = await fileTypeFromFile(file);
  const family = detected ? FAMILIES[detected.ext] : (await isPlainText(file)) ? TEXT_FAMILY : undefined;
  if (!family) return { ok: false, reason: 'unknown' };
  const ext = extensionOf(name);
  const mime = family[ext];
  if (!mime) return { ok: false, reason: 'mismatch' };
  return { ok: true, kind: { ext, mime } };
}
