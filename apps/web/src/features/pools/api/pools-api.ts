import { useMemo } from 'react';
import type {
  PoolPage,
  PublicPoolQuery,
  RecruitFromPoolAnswer,
  RecruitFromPoolRequest,
} from '@ehire/domain/contracts/pools';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

// The talent pools' calls (/api/biz/pools, Ctm.Talent; issue 18 §1).

const POOL_PATH = {
  public: '/api/biz/pools/public',
  recruit: '/api/biz/pools/public/recruit',
} as const;

function createPoolsApi(client: RequestClient) {
  return {
    publicPool: (query: PublicPoolQuery) =>
      client.get<PoolPage>(
        POOL_PATH.public,
        Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')),
      ),
    recruit: (body: RecruitFromPoolRequest) => client.post<RecruitFromPoolAnswer>(POOL_PATH.recruit, body),
  };
}

export function usePoolsApi() {
  const { client } = usePlatform();
  return useMemo(() => createPoolsApi(client), [client]);
}

export const POOL_KEYS = {
  all: ['pools'] as const,
  public: (query: PublicPoolQuery) => ['pools', 'public', query] as const,
};
