/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it (https or
 * localhost), else a hidden textarea and execCommand, which intranet http deployments still need.
 */
export async function copyText(text: string, doc: Document = document): Promise<void> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or insecure context: fall through to the older way.
    }
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  const copied = typeof doc.execCommand === 'function' && doc.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('复制失败，请手动复制');
}

/** A link the API gives as a path (/careers/demo?ref=AB12CD34), made absolute for sharing. */
export function absoluteUrl(pathOrUrl: string, origin: string = window.location.origin): string {
  try {
    return new URL(pathOrUrl, origin).toString();
  } catch {
    return pathOrUrl;
  }
}
