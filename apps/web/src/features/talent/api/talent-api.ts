import { TALENT_API } from '@ehire/domain/api/talent';
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

/** Typed calls of the talent API; the request client adds headers, toasts and the status check. */
function createTalentApi(client: RequestClient) {
  return {
    list: (query: TalentListQueryInput) => client.call<TalentPage>(TALENT_API.list, { ...query }),
    counts: (selection: TalentSelectionInput) =>
      client.call<TalentCounts>(TALENT_API.counts, { ...selection }),
    jobs: () => client.call<TalentJobItem[]>(TALENT_API.jobs),
    fields: () => client.call<TalentField[]>(TALENT_API.fields),
    flows: () => client.call<TalentFlow[]>(TALENT_API.flows),
    personalLabels: () => client.call<string[]>(TALENT_API.personalLabels),
    savedSearches: () => client.call<SavedSearch[]>(TALENT_API.getSavedSearches),
    saveSearch: (input: SavedSearchInputRaw) =>
      client.call<SavedSearch>(TALENT_API.postSavedSearches, { ...input }),
    deleteSearch: (id: string) =>
      client.call<null>(TALENT_API.savedSearchesById, undefined, { params: { id } }),
    act: (action: TalentActionInput) => client.call<TalentActionResult>(TALENT_API.actions, { ...action }),
    detail: (applicationId: string) =>
      client.call<ResumeDetail>(TALENT_API.applicationsById, undefined, { params: { id: applicationId } }),
    neighbours: (request: NeighboursRequest) =>
      client.call<Neighbours>(TALENT_API.neighbours, { ...request }),
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
