import { lazy, Suspense } from 'react';
import type { ResultProps } from 'antd';

// antd's Result (with its status illustrations) is shown only when something went wrong or an
// application was sent: the careers site loads it then, not with the job list (issue 13 §4).
const AntResult = lazy(() => import('antd/es/result'));

export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <AntResult {...props} />
    </Suspense>
  );
}
