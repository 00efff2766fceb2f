import { useMemo } from 'react';
import type {
  ForbiddenWordImportAnswer,
  ForbiddenWordItem,
  ForbiddenWordListQuery,
  ForbiddenWordPage,
} from '@ehire/domain/contracts/forbidden-words';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';
import { FORBIDDEN_WORD_BASE, forbiddenWordPath } from './job-paths';

/** The calls of one word list: the tenant's (/api/biz) or the provider's (/api/ops). */
function createForbiddenWordsApi(client: RequestClient, base: string = FORBIDDEN_WORD_BASE.tenant) {
  const path = forbiddenWordPath(base);
  return {
    list: (query: ForbiddenWordListQuery) => client.post<ForbiddenWordPage>(path.list, { ...query }),
    add: (word: string) => client.post<ForbiddenWordItem>(path.add, { word }),
    update: (id: string, word: string) => client.put<ForbiddenWordItem>(path.word(id), { word }),
    remove: (ids: string[]) => client.post<{ deleted: number }>(path.delete, { ids }),
    importWords: (words: string[]) => client.post<ForbiddenWordImportAnswer>(path.import, { words }),
  };
}

export type ForbiddenWordsApi = ReturnType<typeof createForbiddenWordsApi>;

export function useForbiddenWordsApi(base: string = FORBIDDEN_WORD_BASE.tenant): ForbiddenWordsApi {
  const { client } = usePlatform();
  return useMemo(() => createForbiddenWordsApi(client, base), [client, base]);
}

export const FORBIDDEN_WORD_KEYS = {
  all: (base: string) => ['forbidden-words', base] as const,
  list: (base: string, query: ForbiddenWordListQuery) => ['forbidden-words', base, 'list', query] as const,
};
