import { lazy, Suspense } from 'react';

// The error and not-found pages draw antd's Result illustrations: loaded on demand so the entry
// chunk (and with it the login page) stays small.
const ErrorPage = lazy(() => import('../../components/ErrorPage').then((m) => ({ default: m.ErrorPage })));
const NotFoundPage = lazy(() =>
  import('../../components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

export function LazyErrorPage() {
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  );
}

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
