import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';
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

export type DesignReviewQuery = z.input<typeof OpsDesignReviewQuery>;
type ReviewPage = z.infer<typeof OpsDesignReviewPage>;

function createDesignReviewApi(client: RequestClient) {
  return {
    list: (query: DesignReviewQuery) => client.call<ReviewPage>(RESUME_DESIGN_API.opsList, { ...query }),
    detail: (taskId: string) =>
      client.call<OpsDesignDetail>(RESUME_DESIGN_API.opsByTaskId, undefined, { params: { taskId } }),
    approve: (taskId: string) =>
      client.call<OpsDesignReviewAnswer>(RESUME_DESIGN_API.opsApprove, undefined, { params: { taskId } }),
    reject: (taskId: string, input: OpsDesignRejectInput) =>
      client.call<OpsDesignReviewAnswer>(RESUME_DESIGN_API.opsReject, { ...input }, { params: { taskId } }),
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
