import { ACCOUNT_API } from '@ehire/domain/api/account';
import { toAuthMap, type AuthListEntry, type AuthMap } from '@ehire/domain/permissions/derive';
import { useQuery } from '@tanstack/react-query';
import { AUTH_LIST_COOKIE, AUTH_LIST_STORAGE_KEY } from './keys';
import type { CookieJar, PlatformStorage } from './ports';
import { usePlatform } from './PlatformContext';
import type { RequestClient } from './request';

// The menu authorisation list (PERM-008..012, DATA-001): auth_key/auth_value pairs held as a
// map from key to number. Cached for the browser session so a reload does not wait for it.

export type { AuthMap };

export const AUTH_LIST_QUERY_KEY = ['platform', 'auth-list'] as const;

const AUTH_LIST_FAILURE_LOG = '获取菜单权限失败';

/** The cached map: session storage first, then the cookie (PERM-010/011). */
export function readCachedAuthMap(storage: PlatformStorage, cookies: CookieJar): AuthMap | null {
  return (
    parseAuthMap(storage.session.getItem(AUTH_LIST_STORAGE_KEY)) ??
    parseAuthMap(cookies.get(AUTH_LIST_COOKIE) ?? null)
  );
}

function cacheAuthMap(storage: PlatformStorage, cookies: CookieJar, map: AuthMap): void {
  // The compact map rather than the pair list keeps the cookie well under 4 KB.
  const json = JSON.stringify(map);
  storage.session.setItem(AUTH_LIST_STORAGE_KEY, json);
  cookies.set(AUTH_LIST_COOKIE, json);
}

export function clearAuthMapCache(storage: PlatformStorage, cookies: CookieJar): void {
  storage.session.removeItem(AUTH_LIST_STORAGE_KEY);
  cookies.remove(AUTH_LIST_COOKIE);
}

/**
 * Fetches the list and caches it. PERM-012: a failure is only logged (silent call: no toast, no
 * navigation) and the cached map, or an empty one, is used.
 */
export async function loadAuthMap(
  client: RequestClient,
  storage: PlatformStorage,
  cookies: CookieJar,
): Promise<AuthMap> {
  try {
    const list = await client.call<AuthListEntry[]>(ACCOUNT_API.authGetAuthList, undefined, { silent: true });
    const map = toAuthMap(Array.isArray(list) ? list : []);
    cacheAuthMap(storage, cookies, map);
    return map;
  } catch (error) {
    console.error(AUTH_LIST_FAILURE_LOG, error);
    return readCachedAuthMap(storage, cookies) ?? {};
  }
}

/** The auth map, undefined until the first load when nothing is cached. */
export function useAuthMap(): AuthMap | undefined {
  const { client, storage, cookies } = usePlatform();
  const query = useQuery({
    queryKey: AUTH_LIST_QUERY_KEY,
    queryFn: () => loadAuthMap(client, storage, cookies),
    initialData: () => readCachedAuthMap(storage, cookies) ?? undefined,
    // The list changes only with a new session (login, project switch clear the cache).
    staleTime: Infinity,
  });
  return query.data;
}

function parseAuthMap(json: string | null): AuthMap | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const map: Record<string, number> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'number') map[key] = value;
    }
    return map;
  } catch {
    return null;
  }
}
