import type { QueryClient } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { authDirectiveVisible, type AuthMap } from '@ehire/domain/permissions/derive';
import { prefetchDesignerOpening } from '../../features/designer/api/opening-prefetch';
import { AUTH_LIST_QUERY_KEY, loadAuthMap, readCachedAuthMap } from '../../platform/auth-list';
import type { Platform } from '../../platform/PlatformContext';
import { readUserInfo } from '../../platform/session';

// Issue 22 (page open): a page's first calls leave when its route starts loading its code, not
// after the code has arrived and rendered (on a cold visit that code is dozens of chunks). Only
// with a session: without one the guard sends the visitor to the login page and nothing is asked.

interface PrefetchContext {
  platform: Pick<Platform, 'client' | 'storage' | 'cookies'>;
  queryClient: QueryClient;
}

let context: PrefetchContext | null = null;

/** main.tsx hands over the app's request client and query cache (tests never do). */
export function registerPrefetchContext(ctx: PrefetchContext): void {
  context = ctx;
}

type PagePrefetch = (ctx: PrefetchContext, ctmid: string, authMap: Promise<AuthMap>) => void;

const PAGE_PREFETCH: Readonly<Partial<Record<string, PagePrefetch>>> = {
  '/new/systemManagement/resumeSettings': ({ platform }, ctmid, authMap) =>
    prefetchDesignerOpening(
      platform.client,
      ctmid,
      Date.now(),
      authMap.then((map) => authDirectiveVisible(map, PERMISSION.resumeSetting)),
    ),
};

/** Starts what the page of `path` (a route path of the domain table) asks for first. */
export function prefetchPage(path: string): void {
  const prefetch = PAGE_PREFETCH[path];
  if (!prefetch || !context) return;
  const user = readUserInfo(context.platform.cookies);
  if (!user) return;
  const { client, storage, cookies } = context.platform;
  // The permission list the page and the menu wait for (useAuthMap's query), when not cached.
  const known =
    readCachedAuthMap(storage, cookies) ?? context.queryClient.getQueryData<AuthMap>(AUTH_LIST_QUERY_KEY);
  const authMap = known
    ? Promise.resolve(known)
    : context.queryClient
        .fetchQuery({
          queryKey: AUTH_LIST_QUERY_KEY,
          queryFn: () => loadAuthMap(client, storage, cookies),
          staleTime: Infinity,
        })
        // loadAuthMap answers an empty map on failure; this only keeps a rejection unhandled-free.
        .catch((): AuthMap => ({}));
  prefetch(context, user.ctmid ?? '', authMap);
}
