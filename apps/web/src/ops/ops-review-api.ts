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

const enc = encodeURIComponent;

export const OPS_REVIEW_PATH = {
  list: '/api/ops/jobs/review/list',
  job: (jobId: string) => `/api/ops/jobs/${enc(jobId)}`,
  approve: (jobId: string) => `/api/ops/jobs/${enc(jobId)}/approve`,
  reject: (jobId: string) => `/api/ops/jobs/${enc(jobId)}/reject`,
} as const;

function createOpsReviewApi(client: RequestClient) {
  return {
    list: (query: OpsJobReviewQuery) => client.post<OpsJobReviewPage>(OPS_REVIEW_PATH.list, { ...query }),
    detail: (jobId: string) => client.get<OpsJobDetail>(OPS_REVIEW_PATH.job(jobId)),
    approve: (jobId: string) => client.post<OpsJobReviewAnswer>(OPS_REVIEW_PATH.approve(jobId)),
    reject: (jobId: string, reason: string) =>
      client.post<OpsJobReviewAnswer>(OPS_REVIEW_PATH.reject(jobId), { reason }),
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
