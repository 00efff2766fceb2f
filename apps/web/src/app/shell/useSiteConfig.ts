import { SITE_API } from '@ehire/domain/api/site';
import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@ehire/domain/contracts/site';
import { usePlatform } from '../../platform/PlatformContext';

const SITE_CONFIG_QUERY_KEY = ['web', 'site-config'] as const;

/**
 * The server's hotline and chat script (GAP-002, GAP-009). Silent: when it fails the shell
 * falls back to the build-time values and defaults (see config.ts).
 */
export function useSiteConfig(): Partial<SiteConfig> | undefined {
  const { client } = usePlatform();
  const query = useQuery({
    queryKey: SITE_CONFIG_QUERY_KEY,
    queryFn: () => client.call<SiteConfig>(SITE_API.siteConfig, undefined, { silent: true }),
    staleTime: Infinity,
  });
  return query.data;
}
