import { createContext, useContext, type ReactNode } from 'react';
import type { PlatformApi } from './api';
import type { CookieJar, PlatformStorage, PlatformUi } from './ports';
import type { RequestClient } from './request';

/** Everything platform hooks need, provided once by the shell (see createBrowserPlatform). */
export interface Platform {
  client: RequestClient;
  api: PlatformApi;
  ui: PlatformUi;
  storage: PlatformStorage;
  cookies: CookieJar;
}

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside <PlatformProvider>');
  return platform;
}
