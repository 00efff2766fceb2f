import { POOLS_API } from '@ehire/domain/api/pools';
import { useMemo } from 'react';
import type {
  HistoryDetails,
  HistoryPage,
  HistoryQuery,
  SeasonArchiveList,
  SeasonArchiveRequest,
  SeasonArchiveRow,
} from '@ehire/domain/contracts/history';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

// 招聘季归档 and 历史人才库's calls (/api/biz/pools; issue 18 §1).

function createHistoryApi(client: RequestClient) {
  return {
    seasons: () => client.call<SeasonArchiveList>(POOLS_API.seasons),
    archive: (body: SeasonArchiveRequest) => client.call<SeasonArchiveRow>(POOLS_API.seasonsArchive, body),
    history: (query: HistoryQuery) =>
      client.call<HistoryPage>(
        POOLS_API.history,
        Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined)),
      ),
    details: (applicationId: string) =>
      client.call<HistoryDetails>(POOLS_API.historyByApplicationId, undefined, { params: { applicationId } }),
  };
}

export function useHistoryApi() {
  const { client } = usePlatform();
  return useMemo(() => createHistoryApi(client), [client]);
}

export const HISTORY_KEYS = {
  all: ['history'] as const,
  seasons: ['history', 'seasons'] as const,
  page: (archiveId: string, query: HistoryQuery) => ['history', 'page', archiveId, query] as const,
  details: (id: string) => ['history', 'details', id] as const,
};
