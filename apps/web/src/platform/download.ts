import { DOWNLOAD_LINK_REMOVE_MS } from './keys';
import type { Endpoint } from '@ehire/domain/api/endpoint';
import type { CallOptions, Payload, RequestClient } from './request';

// Download helpers (CALL-025, CALL-026, VAL-009). Links are clicked through a temporary <a>;
// blobs come from the request client with its 120 s download timeout (CALL-005).

/** VAL-009 (GAP-004): the message of a download started without a link. */
export const NO_DOWNLOAD_LINK = '暂无下载链接';

class NoDownloadLinkError extends Error {
  constructor() {
    super(NO_DOWNLOAD_LINK);
    this.name = 'NoDownloadLinkError';
  }
}

/**
 * Starts the browser download of `url`. Without a link it rejects with 暂无下载链接 and creates
 * nothing. The link element is removed DOWNLOAD_LINK_REMOVE_MS after the click (CALL-026).
 */
export function downloadLink(
  url: string | null | undefined,
  fileName?: string,
  doc: Document = document,
): Promise<void> {
  if (!url) return Promise.reject(new NoDownloadLinkError());
  const link = doc.createElement('a');
  link.href = url;
  link.style.display = 'none';
  if (fileName) link.download = fileName;
  doc.body.appendChild(link);
  link.click();
  // Some browsers cancel the download when the element disappears in the same tick.
  setTimeout(() => link.remove(), DOWNLOAD_LINK_REMOVE_MS);
  return Promise.resolve();
}

/** Saves a blob under `fileName` through an object URL, revoked with the link. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): Promise<void> {
  const url = URL.createObjectURL(blob);
  const done = downloadLink(url, fileName, doc);
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_LINK_REMOVE_MS);
  return done;
}

/** Fetches a file through the client (120 s) and saves it. */
export async function downloadFile(
  client: RequestClient,
  endpoint: Endpoint,
  fileName: string,
  payload?: Payload,
  opts?: CallOptions,
): Promise<void> {
  const blob = await client.download(endpoint, payload, opts);
  await saveBlob(blob, fileName);
}
