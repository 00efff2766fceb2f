import { FORBIDDEN_WORDS_API } from '@ehire/domain/api/forbidden-words';
import { useMemo } from 'react';
import type {
  ForbiddenWordImportAnswer,
  ForbiddenWordItem,
  ForbiddenWordListQuery,
  ForbiddenWordPage,
} from '@ehire/domain/contracts/forbidden-words';
import { usePlatform } from '../../../platform/PlatformContext';
import type { RequestClient } from '../../../platform/request';

/** Whose word list: the tenant's (/api/biz) or the provider's (/api/ops). */
export type ForbiddenWordList = keyof Pick<typeof FORBIDDEN_WORDS_API, 'tenant' | 'provider'>;

/** The calls of one word list. */
function createForbiddenWordsApi(client: RequestClient, list: ForbiddenWordList = 'tenant') {
  const api = FORBIDDEN_WORDS_API[list];
  return {
    list: (query: ForbiddenWordListQuery) => client.call<ForbiddenWordPage>(api.list, { ...query }),
    add: (word: string) => client.call<ForbiddenWordItem>(api.add, { word }),
    update: (id: string, word: string) =>
      client.call<ForbiddenWordItem>(api.update, { word }, { params: { id } }),
    remove: (ids: string[]) => client.call<{ deleted: number }>(api.delete, { ids }),
    importWords: (words: string[]) => client.call<ForbiddenWordImportAnswer>(api.import, { words }),
  };
}

export type ForbiddenWordsApi = ReturnType<typeof createForbiddenWordsApi>;

export function useForbiddenWordsApi(base: ForbiddenWordList = 'tenant'): ForbiddenWordsApi {
  const { client } = usePlatform();
  return useMemo(() => createForbiddenWordsApi(client, base), [client, base]);
}

export const FORBIDDEN_WORD_KEYS = {
  all: (base: string) => ['forbidden-words', base] as const,
  list: (base: string, query: ForbiddenWordListQuery) => ['forbidden-words', base, 'list', query] as const,
};
