import { useMemo } from 'react';
import type {
  Neighbours,
  NeighboursRequest,
  ResumeDetail,
  SavedSearch,
  SavedSearchInputRaw,
  TalentActionInput,
  TalentActionResult,
  TalentCounts,
  TalentField,
  TalentFlow,
  TalentJobItem,
  TalentListQueryInput,
  TalentPage,
  TalentSelectionInput,
} from '@ehire/domain/contracts/talent';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';
import { TALENT_PATH } from './talent-paths';

/** Typed calls of the talent API; the request client adds headers, toasts and the status check. */
function createTalentApi(client: RequestClient) {
  return {
    list: (query: TalentListQueryInput) => client.post<TalentPage>(TALENT_PATH.list, { ...query }),
    counts: (selection: TalentSelectionInput) =>
      client.post<TalentCounts>(TALENT_PATH.counts, { ...selection }),
    jobs: () => client.get<TalentJobItem[]>(TALENT_PATH.jobs),
    fields: () => client.get<TalentField[]>(TALENT_PATH.fields),
    flows: () => client.get<TalentFlow[]>(TALENT_PATH.flows),
    personalLabels: () => client.get<string[]>(TALENT_PATH.personalLabels),
    savedSearches: () => client.get<SavedSearch[]>(TALENT_PATH.savedSearches),
    saveSearch: (input: SavedSearchInputRaw) =>
      client.post<SavedSearch>(TALENT_PATH.savedSearches, { ...input }),
    deleteSearch: (id: string) => client.del<null>(TALENT_PATH.savedSearch(id)),
    act: (action: TalentActionInput) => client.post<TalentActionResult>(TALENT_PATH.actions, { ...action }),
    detail: (applicationId: string) => client.get<ResumeDetail>(TALENT_PATH.detail(applicationId)),
    neighbours: (request: NeighboursRequest) =>
      client.post<Neighbours>(TALENT_PATH.neighbours, { ...request }),
    /** An attachment's bytes (signed-in GET), for an in-browser preview or a download. */
    file: (url: string) => client.download(url),
  };
}

export type TalentApi = ReturnType<typeof createTalentApi>;

export function useTalentApi(): TalentApi {
  const { client } = usePlatform();
  return useMemo(() => createTalentApi(client), [client]);
}

/** react-query keys of the talent feature; everything under ['talent'] is refreshed after a change. */
export const TALENT_KEYS = {
  all: ['talent'] as const,
  list: (query: TalentListQueryInput) => ['talent', 'list', query] as const,
  counts: (selection: TalentSelectionInput) => ['talent', 'counts', selection] as const,
  jobs: ['talent', 'jobs'] as const,
  fields: ['talent', 'fields'] as const,
  flows: ['talent', 'flows'] as const,
  personalLabels: ['talent', 'personal-labels'] as const,
  savedSearches: ['talent', 'saved-searches'] as const,
  detail: (applicationId: string) => ['talent', 'detail', applicationId] as const,
  neighbours: (request: NeighboursRequest) => ['talent', 'neighbours', request] as const,
};
