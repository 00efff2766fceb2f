import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@ehire/domain/contracts/site';
import { usePlatform } from '../../platform/PlatformContext';

const SITE_CONFIG_QUERY_KEY = ['web', 'site-config'] as const;
const SITE_CONFIG_PATH = '/api/web/site-config';

/**
 * The server's hotline and chat script (GAP-002, GAP-009). Silent: when it fails the shell
 * falls back to the build-time values and defaults (see config.ts).
 */
export function useSiteConfig(): Partial<SiteConfig> | undefined {
  const { client } = usePlatform();
  const query = useQuery({
    queryKey: SITE_CONFIG_QUERY_KEY,
    queryFn: () => client.get<SiteConfig>(SITE_CONFIG_PATH, undefined, { silent: true }),
    staleTime: Infinity,
  });
  return query.data;
}
