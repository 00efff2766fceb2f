import { OPS_REVIEW_API } from '@ehire/domain/api/ops-review';
import { useMemo } from 'react';
import type {
  OpsJobDetail,
  OpsJobReviewAnswer,
  OpsJobReviewPage,
  OpsJobReviewQuery,
} from '@ehire/domain/contracts/ops-review';
import { usePlatform } from '../platform/PlatformContext';
import type { RequestClient } from '../platform/request';

// The provider's job review queue (docs/api.md "## Jobs", /api/ops/jobs).

function createOpsReviewApi(client: RequestClient) {
  return {
    list: (query: OpsJobReviewQuery) =>
      client.call<OpsJobReviewPage>(OPS_REVIEW_API.reviewList, { ...query }),
    detail: (jobId: string) =>
      client.call<OpsJobDetail>(OPS_REVIEW_API.byJobId, undefined, { params: { jobId } }),
    approve: (jobId: string) =>
      client.call<OpsJobReviewAnswer>(OPS_REVIEW_API.approve, undefined, { params: { jobId } }),
    reject: (jobId: string, reason: string) =>
      client.call<OpsJobReviewAnswer>(OPS_REVIEW_API.reject, { reason }, { params: { jobId } }),
  };
}

export function useOpsReviewApi() {
  const { client } = usePlatform();
  return useMemo(() => createOpsReviewApi(client), [client]);
}

export const OPS_REVIEW_KEYS = {
  all: ['ops', 'job-review'] as const,
  list: (query: OpsJobReviewQuery) => ['ops', 'job-review', 'list', query] as const,
  detail: (jobId: string) => ['ops', 'job-review', 'detail', jobId] as const,
};
