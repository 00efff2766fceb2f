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

export const HISTORY_PATH = {
  seasons: '/api/biz/pools/seasons',
  archive: '/api/biz/pools/seasons/archive',
  history: '/api/biz/pools/history',
} as const;

function createHistoryApi(client: RequestClient) {
  return {
    seasons: () => client.get<SeasonArchiveList>(HISTORY_PATH.seasons),
    archive: (body: SeasonArchiveRequest) => client.post<SeasonArchiveRow>(HISTORY_PATH.archive, body),
    history: (query: HistoryQuery) =>
      client.get<HistoryPage>(
        HISTORY_PATH.history,
        Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined)),
      ),
    details: (applicationId: string) =>
      client.get<HistoryDetails>(`${HISTORY_PATH.history}/${encodeURIComponent(applicationId)}`),
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
