import type { QueryClient } from '@tanstack/react-query';
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

const PAGE_PREFETCH: Readonly<Partial<Record<string, (ctx: PrefetchContext, ctmid: string) => void>>> = {
  '/new/systemManagement/resumeSettings': ({ platform }, ctmid) => prefetchDesignerOpening(platform.client, ctmid),
};

/** Starts what the page of `path` (a route path of the domain table) asks for first. */
export function prefetchPage(path: string): void {
  const prefetch = PAGE_PREFETCH[path];
  if (!prefetch || !context) return;
  const user = readUserInfo(context.platform.cookies);
  if (!user) return;
  const { client, storage, cookies } = context.platform;
  // The permission list the page and the menu wait for (useAuthMap's query), when not cached.
  if (!readCachedAuthMap(storage, cookies) && context.queryClient.getQueryData(AUTH_LIST_QUERY_KEY) === undefined)
    void context.queryClient.prefetchQuery({
      queryKey: AUTH_LIST_QUERY_KEY,
      queryFn: () => loadAuthMap(client, storage, cookies),
      staleTime: Infinity,
    });
  prefetch(context, user.ctmid ?? '');
}
