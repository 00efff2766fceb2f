import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PlatformProvider, type Platform } from '../platform/PlatformContext';

/**
 * react-query defaults of the console: the request client already toasts failures, so queries
 * do not retry blindly (a -2000 would toast three times) and do not refetch on focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export interface AppProvidersProps {
  platform: Platform;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * react-query and the platform layer around the router. antd is not here (issue 13 §4): the
 * routes that draw antd load its providers with their page (AntdScope, routing/with-antd.tsx).
 */
export function AppProviders({ platform, queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider platform={platform}>{children}</PlatformProvider>
    </QueryClientProvider>
  );
}
