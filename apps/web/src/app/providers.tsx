import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PlatformProvider, type Platform } from '../platform/PlatformContext';
import { PlatformUiBridge } from './platform-ui';

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
 * antd's styles come from its prebuilt stylesheet (imported once in main.tsx) instead of being
 * computed in the browser for every component on first render (zero runtime, issue 22): the
 * console uses the default theme, which is what that stylesheet holds.
 */
const THEME = { zeroRuntime: true } as const;

/** antd in zh-CN (with App for message/modal), react-query and the platform layer. */
export function AppProviders({ platform, queryClient, children }: AppProvidersProps) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME}>
      <AntApp>
        <PlatformUiBridge />
        <QueryClientProvider client={queryClient}>
          <PlatformProvider platform={platform}>{children}</PlatformProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
