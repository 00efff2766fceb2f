import { useQuery } from '@tanstack/react-query';
import { UNREAD_COUNT_STORAGE_KEY } from '../../platform/keys';
import { usePlatform } from '../../platform/PlatformContext';

const UNREAD_COUNT_QUERY_KEY = ['notice', 'unread-count'] as const;

/** GAP-045: fetched when the shell mounts and every 60 s while the page is visible. */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

/**
 * The unread notice count of the menu badge (SHELL-024, CALL-028). The last value saved locally
 * (SHELL-035, saved by the API wrapper whenever received) shows until the first answer.
 * A notice page that marks notices read invalidates UNREAD_COUNT_QUERY_KEY.
 */
export function useUnreadCount(enabled = true): number {
  const { api, storage } = usePlatform();
  const query = useQuery({
    queryKey: UNREAD_COUNT_QUERY_KEY,
    queryFn: () => api.getUnreadCount(),
    placeholderData: () => {
      const saved = Number(storage.local.getItem(UNREAD_COUNT_STORAGE_KEY));
      return Number.isFinite(saved) ? saved : 0;
    },
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
    enabled,
  });
  return query.data ?? 0;
}
