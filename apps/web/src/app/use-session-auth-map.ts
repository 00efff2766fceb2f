import { useQuery } from '@tanstack/react-query';
import { AUTH_LIST_QUERY_KEY, loadAuthMap, readCachedAuthMap, type AuthMap } from '../platform/auth-list';
import { usePlatform } from '../platform/PlatformContext';

/**
 * The menu authorisation map (PERM-008..012): the same query and cache entry as platform's
 * useAuthMap, but only run with a session. Without a token the list cannot be read, and a
 * fetch right after logout must not leave an empty map in the cache for the next login.
 */
export function useSessionAuthMap(hasSession: boolean): AuthMap | undefined {
  const { client, storage, cookies } = usePlatform();
  const query = useQuery({
    queryKey: AUTH_LIST_QUERY_KEY,
    queryFn: () => loadAuthMap(client, storage, cookies),
    initialData: () => readCachedAuthMap(storage, cookies) ?? undefined,
    staleTime: Infinity,
    enabled: hasSession,
  });
  return query.data;
}
