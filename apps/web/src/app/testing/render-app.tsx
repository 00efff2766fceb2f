import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createPlatformApi } from '../../platform/api';
import { SIGN_KEY_STORAGE_KEY, TOKEN_COOKIE } from '../../platform/keys';
import type { Platform } from '../../platform/PlatformContext';
import { createClient } from '../../platform/request';
import {
  createFakeServer,
  createFakeUi,
  createMemoryCookies,
  createMemoryPlatformStorage,
  makeToken,
  ok,
  type FakeServer,
  type FakeUi,
} from '../../platform/testing/fakes';
import { AntdScope } from '../AntdScope';
import { AppProviders, createQueryClient } from '../providers';
import { registerRouterNavigate } from '../platform-ui';
import { appRoutes } from '../router';

export interface TestUser {
  oprcname?: string;
  ctmid?: string;
  ctmlogo?: string;
  isusenewehireplus?: 0 | 1;
}

export interface TestPlatform {
  platform: Platform;
  server: FakeServer;
  ui: FakeUi;
  cookies: ReturnType<typeof createMemoryCookies>;
  storage: ReturnType<typeof createMemoryPlatformStorage>;
}

/** Cookies of a signed-in operator, as the server sets them at login. */
export function signedInCookies(user: TestUser = {}): Record<string, string> {
  return {
    ehire_token: makeToken({ ehireid: user.ctmid ?? '1001', oprid: '2001' }),
    ehire_userinfo: JSON.stringify({
      ctmid: user.ctmid ?? '1001',
      oprid: '2001',
      oprcname: user.oprcname ?? '张三',
      ctmlogo: user.ctmlogo ?? '',
      ctmexpiredate: '2030-12-31',
      auths: { istalentpack: 1 },
      isusenewehireplus: user.isusenewehireplus ?? 1,
    }),
  };
}

/**
 * The platform over a fake server and fake UI. The shell's background calls answer
 * harmlessly unless a test routes them: auth list (empty: every menu allowed), unread count 0,
 * one project, page views, the async check (small jobs, in the request).
 */
export function createTestPlatform(cookies: Record<string, string> = {}): TestPlatform {
  const server = createFakeServer();
  server.on('/api/system/auth/get_auth_list', ok([]));
  server.on('/api/biz/notice/unread-count', ok(0));
  server.on('/api/biz/project/list', ok([{ id: '1001', name: '示例科技' }]));
  server.on('/api/web/track/page-view', ok(null));
  // The async check before an export or a bulk edit: small jobs, in the request.
  server.on('/api/biz/export/thresholds', ok({ async: 0, limit: 2000, total: 0 }, { result: 1 }));
  server.on('/api/auth/captcha', ok({ captchaId: 'c-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }));
  const ui = createFakeUi();
  const storage = createMemoryPlatformStorage();
  // A signed-in session also holds the sign key login answered (the signed families need it).
  if (cookies[TOKEN_COOKIE]) storage.local.setItem(SIGN_KEY_STORAGE_KEY, 'session-sign-key');
  const jar = createMemoryCookies(cookies);
  const client = createClient({ fetch: server.fetch, ui, storage, cookies: jar, location: window.location });
  const api = createPlatformApi(client, { ui, storage, cookies: jar });
  return { platform: { client, api, ui, storage, cookies: jar }, server, ui, cookies: jar, storage };
}

export interface RenderedApp extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders the whole app (providers + the real route tree) at `path` in a memory router. */
export function renderApp(
  path: string,
  test: TestPlatform,
  routes: RouteObject[] = appRoutes(),
): RenderedApp {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  registerRouterNavigate((url) => void router.navigate(url));
  const result = render(
    <AppProviders platform={test.platform} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(result, { router });
}

/** Renders one element inside the providers (no router). */
export function renderWithProviders(
  element: ReactElement,
  test: TestPlatform = createTestPlatform(),
): RenderResult {
  return render(
    <AppProviders platform={test.platform} queryClient={createQueryClient()}>
      <AntdScope>{element}</AntdScope>
    </AppProviders>,
  );
}

/** Long enough for a lazy route's first import in jsdom. */
export const SLOW = { timeout: 10_000 } as const;

/**
 * Imports the lazily loaded modules once, so the first test of a file does not spend its
 * time budget transforming antd.
 */
export async function preloadAppModules(): Promise<void> {
  await Promise.all([
    import('../../features/auth/LoginPage'),
    import('../AntdScope'),
    import('../shell/ConsoleLayout'),
    import('../shell/ChangePasswordDialog'),
    import('../routing/PlaceholderPage'),
    import('../../components/ErrorPage'),
    import('../../components/NotFoundPage'),
    import('../../components/UnderConstruction'),
  ]);
}
