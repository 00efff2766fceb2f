import { lazy, Suspense } from 'react';
import { withAntd } from './with-antd';

// The error and not-found pages draw antd's Result illustrations: loaded on demand so the entry
// chunk (and with it the login page) stays small.
// They bring the antd providers with them (withAntd): the entry has none.
const ErrorPage = lazy(async () => ({
  default: await withAntd(async () => (await import('../../components/ErrorPage')).ErrorPage),
}));
const NotFoundPage = lazy(async () => ({
  default: await withAntd(async () => (await import('../../components/NotFoundPage')).NotFoundPage),
}));

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
