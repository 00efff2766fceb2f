import { useMemo } from 'react';
import type {
  PoolBulkLabelsInput,
  PoolBulkLabelsStarted,
  PoolBulkRecruitInput,
  PoolLabelsAnswer,
  PoolLabelsInput,
  PoolPage,
  PoolSearchInput,
  RecruitFromPoolAnswer,
  RecruitFromPoolRequest,
} from '@ehire/domain/contracts/pools';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

// The talent pools' calls (/api/biz/pools, Ctm.Talent; issue 18 §1).

export const POOL_PATH = {
  search: '/api/biz/pools/public/search',
  recruit: '/api/biz/pools/public/recruit',
  bulkRecruit: '/api/biz/pools/public/recruit/bulk',
  labels: '/api/biz/pools/public/labels',
  bulkLabels: '/api/biz/pools/public/labels/bulk',
} as const;

function createPoolsApi(client: RequestClient) {
  return {
    // POST: the filter (a condition tree) does not fit a query string.
    search: (input: PoolSearchInput) => client.post<PoolPage>(POOL_PATH.search, input),
    recruit: (body: RecruitFromPoolRequest) => client.post<RecruitFromPoolAnswer>(POOL_PATH.recruit, body),
    bulkRecruit: (body: PoolBulkRecruitInput) => client.post<PoolBulkLabelsStarted>(POOL_PATH.bulkRecruit, body),
    labels: (body: PoolLabelsInput) => client.post<PoolLabelsAnswer>(POOL_PATH.labels, body),
    bulkLabels: (body: PoolBulkLabelsInput) => client.post<PoolBulkLabelsStarted>(POOL_PATH.bulkLabels, body),
  };
}

export function usePoolsApi() {
  const { client } = usePlatform();
  return useMemo(() => createPoolsApi(client), [client]);
}

export const POOL_KEYS = {
  all: ['pools'] as const,
  public: (input: PoolSearchInput) => ['pools', 'public', input] as const,
};
