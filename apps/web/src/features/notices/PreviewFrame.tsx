/**
 * A rendered notice in a sandboxed iframe (no scripts, no same-origin): even if something slipped
 * past the server's sanitiser it could not run or reach the console's session.
 */
export function PreviewFrame({ html }: { html: string }) {
  return (
    <iframe
      title="通知预览"
      sandbox=""
      srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:sans-serif">${html}</body>`}
      style={{ width: '100%', minHeight: 320, border: '1px solid #f0f0f0', marginTop: 16 }}
    />
  );
}
