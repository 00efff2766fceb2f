import { POOLS_API } from '@ehire/domain/api/pools';
import { useMemo } from 'react';
import type {
  PoolBulkLabelsInput,
  PoolBulkLabelsStarted,
  PoolBulkRecruitInput,
  PoolLabelOptions,
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

function createPoolsApi(client: RequestClient) {
  return {
    // POST: the filter (a condition tree) does not fit a query string.
    search: (input: PoolSearchInput) => client.call<PoolPage>(POOLS_API.publicSearch, input),
    recruit: (body: RecruitFromPoolRequest) =>
      client.call<RecruitFromPoolAnswer>(POOLS_API.publicRecruit, body),
    bulkRecruit: (body: PoolBulkRecruitInput) =>
      client.call<PoolBulkLabelsStarted>(POOLS_API.publicRecruitBulk, body),
    labelOptions: () => client.call<PoolLabelOptions>(POOLS_API.publicLabelOptions),
    labels: (body: PoolLabelsInput) => client.call<PoolLabelsAnswer>(POOLS_API.publicLabels, body),
    bulkLabels: (body: PoolBulkLabelsInput) =>
      client.call<PoolBulkLabelsStarted>(POOLS_API.publicLabelsBulk, body),
  };
}

export function usePoolsApi() {
  const { client } = usePlatform();
  return useMemo(() => createPoolsApi(client), [client]);
}

export const POOL_KEYS = {
  all: ['pools'] as const,
  public: (input: PoolSearchInput) => ['pools', 'public', input] as const,
  labelOptions: ['pools', 'label-options'] as const,
};
