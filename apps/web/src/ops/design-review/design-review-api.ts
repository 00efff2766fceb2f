import { useMemo } from 'react';
import type { z } from 'zod';
import type {
  OpsDesignDetail,
  OpsDesignRejectInput,
  OpsDesignReviewAnswer,
  OpsDesignReviewPage,
  OpsDesignReviewQuery,
} from '@ehire/domain/contracts/resume-design';
import { usePlatform } from '../../platform/PlatformContext';
import type { RequestClient } from '../../platform/request';

// The provider's resume-design review (contracts/resume-design.ts, /api/ops/resume-designs).

const enc = encodeURIComponent;
const BASE = '/api/ops/resume-designs';

export type DesignReviewQuery = z.input<typeof OpsDesignReviewQuery>;
type ReviewPage = z.infer<typeof OpsDesignReviewPage>;

export const OPS_DESIGN_PATH = {
  list: `${BASE}/list`,
  detail: (taskId: string) => `${BASE}/${enc(taskId)}`,
  approve: (taskId: string) => `${BASE}/${enc(taskId)}/approve`,
  reject: (taskId: string) => `${BASE}/${enc(taskId)}/reject`,
} as const;

function createDesignReviewApi(client: RequestClient) {
  return {
    list: (query: DesignReviewQuery) => client.post<ReviewPage>(OPS_DESIGN_PATH.list, { ...query }),
    detail: (taskId: string) => client.get<OpsDesignDetail>(OPS_DESIGN_PATH.detail(taskId)),
    approve: (taskId: string) => client.post<OpsDesignReviewAnswer>(OPS_DESIGN_PATH.approve(taskId)),
    reject: (taskId: string, input: OpsDesignRejectInput) =>
      client.post<OpsDesignReviewAnswer>(OPS_DESIGN_PATH.reject(taskId), { ...input }),
  };
}

export function useDesignReviewApi() {
  const { client } = usePlatform();
  return useMemo(() => createDesignReviewApi(client), [client]);
}

export const OPS_DESIGN_KEYS = {
  all: ['ops', 'design-review'] as const,
  list: (query: DesignReviewQuery) => ['ops', 'design-review', 'list', query] as const,
  detail: (taskId: string) => ['ops', 'design-review', 'detail', taskId] as const,
};
