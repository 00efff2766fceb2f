// Byte chunks keep String.fromCharCode within the engines' argument limits.
const CHUNK = 0x8000;

/** A file's bytes as base64 (no data: prefix), for the JSON imports of a server without multipart. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/** Base64 grows a file by 4/3: the largest file whose encoding fits in `maxChars`. */
export function maxFileBytesFor(maxChars: number): number {
  return Math.floor(maxChars / 4) * 3;
}
