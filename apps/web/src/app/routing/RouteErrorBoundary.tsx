import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Errors thrown while loading or rendering a route (a chunk that failed to download after a
 * deployment, a bug): say so in zh-CN and offer a reload, never a blank page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  console.error(error);
  return (
    <div role="alert" style={{ padding: '96px 24px', textAlign: 'center' }}>
      <h2 style={{ fontWeight: 500 }}>页面加载失败</h2>
      <p style={{ color: '#666666' }}>请检查网络后刷新页面重试。{detail ? `（${detail}）` : ''}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{ padding: '6px 16px', cursor: 'pointer' }}
      >
        刷新页面
      </button>
    </div>
  );
}
